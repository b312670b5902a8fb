/** Helpers for picture tests: decode a PNG to pixels, compare colours, and build mid-game views from golden games. */
import { readFileSync } from 'node:fs';
import { createCanvas, Image } from '@napi-rs/canvas';
import sharp from 'sharp';
import { impulse } from '../../src/engine/index.js';
import type { GoldenGame } from '../fixtures/golden.js';

export interface Pixels {
  readonly width: number;
  readonly height: number;
  at(x: number, y: number): [number, number, number];
}

export function decode(png: Buffer): Pixels {
  const image = new Image();
  image.src = png;
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const data = ctx.getImageData(0, 0, image.width, image.height).data;
  return {
    width: image.width,
    height: image.height,
    at: (x, y) => {
      const i = (Math.round(y) * image.width + Math.round(x)) * 4;
      return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    },
  };
}

export const hexColour = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** Largest channel difference between two colours. */
export const colourDistance = (a: readonly number[], b: readonly number[]): number =>
  Math.max(...a.map((v, i) => Math.abs(v - (b[i] ?? 0))));

/** Share of pixels whose colour differs by more than `tolerance` in some channel. */
export function differingShare(a: Pixels, b: Pixels, tolerance = 24): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differing = 0;
  for (let y = 0; y < a.height; y++)
    for (let x = 0; x < a.width; x++) if (colourDistance(a.at(x, y), b.at(x, y)) > tolerance) differing++;
  return differing / (a.width * a.height);
}

/** A golden image under tests/fixtures/images/, by its path there without ".png" ("fleet/fleet-ship-sheet"). */
export const goldenImage = (path: string): Pixels =>
  decode(readFileSync(new URL(`../fixtures/images/${path}.png`, import.meta.url)));

/** Pixels of a colour, sampled every other pixel. */
export function colourCount(png: Buffer, colour: string): number {
  const pixels = decode(png);
  let n = 0;
  for (let y = 0; y < pixels.height; y += 2)
    for (let x = 0; x < pixels.width; x += 2) if (colourDistance(pixels.at(x, y), hexColour(colour)) < 10) n++;
  return n;
}

/** Events of the impulse under way (and the one just ended, when a new one has only begun). */
export function recentEvents(events: readonly impulse.GameEvent[]): impulse.GameEvent[] {
  const starts = events.flatMap((e, i) => (e.type === 'impulseStarted' ? [i] : []));
  return events.slice(starts.length >= 2 ? (starts[starts.length - 2] as number) : 0);
}

export function goldenGame(name: string): GoldenGame {
  return JSON.parse(readFileSync(new URL(`../fixtures/games/${name}.json`, import.meta.url), 'utf8')) as GoldenGame;
}

/**
 * The board after the first `commands` commands of a golden game, with that moment's recent events;
 * `focus` picks a ship out (its reach and fire zone, for `/map ship: show:`).
 */
export function boardAt(name: string, commands: number, focus?: string): impulse.BoardView {
  const golden = goldenGame(name);
  const replayed = impulse.replayGame(golden.initial, golden.log.slice(0, commands));
  if (!replayed.ok) throw new Error(`${name} does not replay`);
  return impulse.boardView(replayed.value.state, recentEvents(replayed.value.events), focus);
}

/** A picture as a phone shows it: scaled to 400 pixels wide (issue 40). */
export const phoneSized = (png: Buffer): Promise<Buffer> =>
  sharp(png).resize({ width: PHONE_WIDTH, kernel: 'lanczos3' }).png({ compressionLevel: 9 }).toBuffer();

export const PHONE_WIDTH = 400;

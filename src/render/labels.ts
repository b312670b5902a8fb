/**
 * Text plates that must not hide each other or a ship: every plate is requested with a few
 * candidate spots (best first) and placed greedily, in priority order, at the first spot that
 * overlaps nothing placed before; tokens are obstacles from the start. Plates stay inside the picture.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { font } from './fonts.js';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface LabelRequest {
  readonly text: string;
  readonly size: number;
  readonly colour: string;
  readonly background: string;
  /** Candidate centres, best first. */
  readonly spots: readonly { readonly x: number; readonly y: number }[];
}

const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

export function placeLabels(ctx: SKRSContext2D, requests: readonly LabelRequest[], obstacles: readonly Box[]): void {
  const placed: Box[] = [...obstacles];
  for (const r of requests) {
    ctx.font = font(r.size, true);
    const w = ctx.measureText(r.text).width + r.size * 0.4;
    const h = r.size * 1.24;
    const boxAt = (p: { x: number; y: number }): Box => ({
      x: Math.min(Math.max(2, p.x - w / 2), ctx.canvas.width - w - 2),
      y: Math.min(Math.max(2, p.y - h / 2), ctx.canvas.height - h - 2),
      w,
      h,
    });
    const candidates = r.spots.map(boxAt);
    const box = candidates.find((b) => !placed.some((p) => overlaps(p, b))) ?? candidates[0];
    if (!box) continue;
    placed.push(box);
    ctx.fillStyle = r.background;
    ctx.fillRect(box.x, box.y, box.w, box.h);
    ctx.fillStyle = r.colour;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(r.text, box.x + box.w / 2, box.y + box.h / 2);
  }
}

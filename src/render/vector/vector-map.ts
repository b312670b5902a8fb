/**
 * The `vector` map (issue 15, deliverable 4): impulse's map of the board, with each ship's projected
 * path for the rest of the turn as ghost hexes (each round's end numbered 1-3), and on each ship's
 * plate its velocity and the weapons it has fired this turn.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Hex, hexDistance } from '../../engine/index.js';
import { type BoardView } from '../../engine/rulesets/impulse/index.js';
import { font } from '../fonts.js';
import { type Frame, hexCorners, toPixel } from '../layout.js';
import { PALETTE } from '../palette.js';
import type { Box } from '../placement/index.js';
// vector's map is derived from impulse's (its board is impulse's board): it borrows impulse's map
// only through impulse's renderer's surface.
import { type OverlayDrawn, type RenderOptions, renderMap } from '../impulse/index.js';
import type { PictureWords } from '../picture-words.js';

export interface Ghost {
  readonly hex: Hex;
  /** The combat round (1-3) the hex is entered in. */
  readonly round: number;
  /** The side's index (0 or 1), for its colour. */
  readonly side: number;
}

/** Draws the tracks, and gives back their lines and round numbers: ships' labels keep off both. */
function drawGhosts(ctx: SKRSContext2D, frame: Frame, ghosts: readonly Ghost[]): OverlayDrawn {
  const written: Box[] = [];
  // The round's number on the last hex each round reaches: where the ship stands after that phase.
  const last = ghosts.filter((g, i) => ghosts[i + 1]?.round !== g.round || ghosts[i + 1]?.side !== g.side);
  for (const g of ghosts) {
    const c = toPixel(frame, g.hex);
    const colour = PALETTE.sides[g.side] ?? PALETTE.muted;
    ctx.strokeStyle = colour;
    ctx.globalAlpha = 0.55;
    ctx.lineWidth = Math.max(2, frame.hexSize / 14);
    ctx.setLineDash([frame.hexSize / 5, frame.hexSize / 7]);
    ctx.beginPath();
    hexCorners(c, frame.hexSize * 0.8).forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.closePath();
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.globalAlpha = 1;
    if (!last.includes(g)) continue;
    ctx.fillStyle = colour;
    ctx.font = font(frame.text, true);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(g.round), c.x, c.y);
    written.push({ x: c.x - frame.text * 0.6, y: c.y - frame.text * 0.7, w: frame.text * 1.2, h: frame.text * 1.4 });
  }
  // A track runs hex to hex, each ship's in order (the next ship's starts away from the last's end).
  const paths = ghosts.flatMap((g, i) => {
    const next = ghosts[i + 1];
    return next && next.side === g.side && hexDistance(next.hex, g.hex) === 1
      ? [{ a: toPixel(frame, g.hex), b: toPixel(frame, next.hex) }]
      : [];
  });
  return { paths, written };
}

/** impulse's map options that make it a `vector` map: the tracks under the ships, the velocity on each plate. */
export function vectorMapOptions(
  ghosts: readonly Ghost[],
  /** Each ship's velocity and fired weapons, put on its plate, by ship id. */
  markers: Readonly<Record<string, string>>,
  words: PictureWords,
  header: readonly [string, string],
): RenderOptions {
  return {
    words,
    header,
    markers,
    extraHexes: ghosts.map((g) => g.hex),
    overlay: (ctx, frame) => drawGhosts(ctx, frame, ghosts),
  };
}

export function renderVectorMap(
  view: BoardView,
  ghosts: readonly Ghost[],
  markers: Readonly<Record<string, string>>,
  words: PictureWords,
  header: readonly [string, string],
): Promise<Buffer> {
  return renderMap(view, vectorMapOptions(ghosts, markers, words, header));
}

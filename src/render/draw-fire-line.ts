/**
 * A line of fire on the map, as every ruleset's map draws it: solid, in the damage colour, as thick
 * as the hexes allow (a volley, a missile's hit, an attack).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Hex } from '../engine/index.js';
import { type Frame, type Point, toPixel } from './layout.js';
import { PALETTE } from './palette.js';

/** A line of fire from hex to hex, as every ruleset's map draws it. */
export function drawFireLine(ctx: SKRSContext2D, frame: Frame, from: Hex, to: Hex): void {
  strokeFireLine(ctx, frame, toPixel(frame, from), toPixel(frame, to), false);
}

/** A line of fire between two points: solid, or dashed (a hit that was not a shot, such as a missile's). */
export function strokeFireLine(ctx: SKRSContext2D, frame: Frame, a: Point, b: Point, dashed: boolean): void {
  ctx.strokeStyle = PALETTE.damage;
  ctx.lineWidth = Math.max(2, frame.hexSize / 9);
  if (dashed) ctx.setLineDash([ctx.lineWidth * 2, ctx.lineWidth * 1.5]);
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(b.x, b.y);
  ctx.stroke();
  ctx.setLineDash([]);
}

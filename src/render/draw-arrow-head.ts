/**
 * An arrowhead, as the `fleet` and `skirmish` maps end their move and attack lines: a filled
 * triangle in the current fill colour, its point on the line's end.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Point } from './layout.js';

/** An arrowhead at `b`, pointing from `a`. */
export function arrowHead(ctx: SKRSContext2D, a: Point, b: Point, size: number): void {
  const d = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const u = { x: (b.x - a.x) / d, y: (b.y - a.y) / d };
  const n = { x: -u.y, y: u.x };
  ctx.beginPath();
  ctx.moveTo(b.x, b.y);
  ctx.lineTo(b.x - u.x * size + n.x * size * 0.55, b.y - u.y * size + n.y * size * 0.55);
  ctx.lineTo(b.x - u.x * size - n.x * size * 0.55, b.y - u.y * size - n.y * size * 0.55);
  ctx.closePath();
  ctx.fill();
}

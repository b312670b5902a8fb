/**
 * Lines that would run over each other (two attacks between the same hexes) drawn side by side:
 * the n-th repeat shifted sideways, alternately to either side, further each pair.
 */
import type { Point } from './layout.js';

/** The line from `a` to `b` as its `n`-th repeat (0: itself), shifted `step` pixels a place. */
export function spreadApart(a: Point, b: Point, n: number, step: number): { a: Point; b: Point } {
  if (n === 0) return { a, b };
  const d = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const off = step * (n % 2 === 1 ? Math.ceil(n / 2) : -Math.ceil(n / 2));
  const v = { x: (-(b.y - a.y) / d) * off, y: ((b.x - a.x) / d) * off };
  return { a: { x: a.x + v.x, y: a.y + v.y }, b: { x: b.x + v.x, y: b.y + v.y } };
}

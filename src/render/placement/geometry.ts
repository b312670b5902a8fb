/**
 * The plane the label placer works in: boxes (plates, units, ruler numbers) and segments (paths,
 * fire lines, leader lines), and the three questions it asks of them: do two boxes overlap, does a
 * segment touch a box, do two segments cross. Pure maths, no canvas.
 */
export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface Segment {
  readonly a: Point;
  readonly b: Point;
}

/** The area two boxes share (0 when they only touch). */
export const overlapArea = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

export const overlaps = (a: Box, b: Box): boolean => overlapArea(a, b) > 0;

/** A box grown by `by` pixels on every side. */
export const grown = (b: Box, by: number): Box => ({ x: b.x - by, y: b.y - by, w: b.w + by * 2, h: b.h + by * 2 });

/** The square around a circle: how units (tokens, bases, missiles) stand in the placer's plane. */
export const boxAround = (c: Point, r: number): Box => ({ x: c.x - r, y: c.y - r, w: r * 2, h: r * 2 });

/** The point of `box` nearest `p` (`p` itself when inside). */
export const nearestPoint = (box: Box, p: Point): Point => ({
  x: Math.min(Math.max(p.x, box.x), box.x + box.w),
  y: Math.min(Math.max(p.y, box.y), box.y + box.h),
});

const cross = (o: Point, a: Point, b: Point): number => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** Whether two segments cross at a point inside both (sharing an end point is not crossing). */
export function segmentsCross(s: Segment, t: Segment): boolean {
  const d1 = cross(t.a, t.b, s.a);
  const d2 = cross(t.a, t.b, s.b);
  const d3 = cross(s.a, s.b, t.a);
  const d4 = cross(s.a, s.b, t.b);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Whether a segment passes through the inside of a box (Liang-Barsky clipping). */
export function segmentTouchesBox(s: Segment, box: Box): boolean {
  const dx = s.b.x - s.a.x;
  const dy = s.b.y - s.a.y;
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, s.a.x - box.x],
    [dx, box.x + box.w - s.a.x],
    [-dy, s.a.y - box.y],
    [dy, box.y + box.h - s.a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q <= 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 >= t1) return false;
  }
  return true;
}

/** How far `p` is from the nearest point of `box` (0 inside). */
export const distanceToBox = (box: Box, p: Point): number => {
  const n = nearestPoint(box, p);
  return Math.hypot(n.x - p.x, n.y - p.y);
};

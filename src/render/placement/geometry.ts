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
  // The four edges in turn, written out: the placer asks this hundreds of thousands of times a map,
  // and a list of edges made for each question was most of what it cost (and garbage to collect).
  const clip = { t0: 0, t1: 1 };
  return (
    clipEdge(clip, -dx, s.a.x - box.x) &&
    clipEdge(clip, dx, box.x + box.w - s.a.x) &&
    clipEdge(clip, -dy, s.a.y - box.y) &&
    clipEdge(clip, dy, box.y + box.h - s.a.y)
  );
}

/** One edge of Liang-Barsky's clipping: narrows `clip` and says whether anything is left. */
function clipEdge(clip: { t0: number; t1: number }, p: number, q: number): boolean {
  if (p === 0) return q > 0;
  const t = q / p;
  if (p < 0) clip.t0 = Math.max(clip.t0, t);
  else clip.t1 = Math.min(clip.t1, t);
  return clip.t0 < clip.t1;
}

/** Whether two boxes overlap or touch: a quick, generous test for what may matter near a place. */
export const near = (a: Box, b: Box): boolean =>
  a.x <= b.x + b.w && b.x <= a.x + a.w && a.y <= b.y + b.h && b.y <= a.y + a.h;

/** The box a segment spans. */
export const spanOf = (s: Segment): Box => {
  const x = Math.min(s.a.x, s.b.x);
  const y = Math.min(s.a.y, s.b.y);
  return { x, y, w: Math.max(s.a.x, s.b.x) - x, h: Math.max(s.a.y, s.b.y) - y };
};

/** How far `p` is from the nearest point of `box` (0 inside). */
export const distanceToBox = (box: Box, p: Point): number =>
  // nearestPoint's sums, without making the point: the placer asks this for every place it tries.
  Math.hypot(Math.min(Math.max(p.x, box.x), box.x + box.w) - p.x, Math.min(Math.max(p.y, box.y), box.y + box.h) - p.y);

/**
 * The centre-to-centre line between two hexes and every hex it touches, including hexes it only
 * grazes along an edge or at a corner (needed for planet obstruction and terrain die modifiers).
 *
 * Exactness: in the coordinates X = 3q, Y = 2r + q (an affine image of the real plane, so lines,
 * intersections and touching are preserved) every hex centre and every hex corner is an integer
 * point. The corners of a hex around its centre are (+-2, 0) and (+-1, +-1). All tests below are
 * integer orientation tests, so a line that runs exactly along a hexside or through a corner is
 * detected exactly, never by floating-point luck.
 */
import { type Hex, hexDistance } from './hex.js';

interface Point {
  readonly x: number;
  readonly y: number;
}

const CORNER_OFFSETS: readonly Point[] = [
  { x: 2, y: 0 },
  { x: 1, y: 1 },
  { x: -1, y: 1 },
  { x: -2, y: 0 },
  { x: -1, y: -1 },
  { x: 1, y: -1 },
];

const centre = (h: Hex): Point => ({ x: 3 * h.q, y: 2 * h.r + h.q });

/** Sign of the turn a -> b -> c: positive, negative or zero when collinear. */
const orient = (a: Point, b: Point, c: Point): number =>
  Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));

function onSegment(a: Point, b: Point, p: Point): boolean {
  return (
    orient(a, b, p) === 0 &&
    Math.min(a.x, b.x) <= p.x &&
    p.x <= Math.max(a.x, b.x) &&
    Math.min(a.y, b.y) <= p.y &&
    p.y <= Math.max(a.y, b.y)
  );
}

/** Closed segments ab and cd share at least one point. */
function segmentsTouch(a: Point, b: Point, c: Point, d: Point): boolean {
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  if (o1 !== o2 && o3 !== o4 && o1 * o2 <= 0 && o3 * o4 <= 0) return true;
  return onSegment(a, b, c) || onSegment(a, b, d) || onSegment(c, d, a) || onSegment(c, d, b);
}

/** True when point p lies inside or on the boundary of the hex centred at c. */
function inClosedHex(c: Point, p: Point): boolean {
  for (let i = 0; i < 6; i++) {
    const a = CORNER_OFFSETS[i] as Point;
    const b = CORNER_OFFSETS[(i + 1) % 6] as Point;
    if (orient({ x: c.x + a.x, y: c.y + a.y }, { x: c.x + b.x, y: c.y + b.y }, p) < 0) return false;
  }
  return true;
}

/** True when the closed segment from a to b touches the closed hex h. */
export function segmentTouchesHex(a: Hex, b: Hex, h: Hex): boolean {
  const pa = centre(a);
  const pb = centre(b);
  const c = centre(h);
  if (inClosedHex(c, pa) || inClosedHex(c, pb)) return true;
  for (let i = 0; i < 6; i++) {
    const u = CORNER_OFFSETS[i] as Point;
    const v = CORNER_OFFSETS[(i + 1) % 6] as Point;
    if (segmentsTouch(pa, pb, { x: c.x + u.x, y: c.y + u.y }, { x: c.x + v.x, y: c.y + v.y })) return true;
  }
  return false;
}

/**
 * Every hex the centre-to-centre line from `from` to `to` touches, ends included, ordered by
 * distance from `from` (ties by q, then r, so the order is deterministic).
 */
export function hexesOnLine(from: Hex, to: Hex): Hex[] {
  // A touched hex is within one hex of some point of the segment, so its axial coordinates lie in
  // the segment's bounding box widened by two.
  const touched: Hex[] = [];
  for (let q = Math.min(from.q, to.q) - 2; q <= Math.max(from.q, to.q) + 2; q++) {
    for (let r = Math.min(from.r, to.r) - 2; r <= Math.max(from.r, to.r) + 2; r++) {
      const h = { q, r };
      if (segmentTouchesHex(from, to, h)) touched.push(h);
    }
  }
  return touched.sort((a, b) => hexDistance(from, a) - hexDistance(from, b) || a.q - b.q || a.r - b.r);
}

/** The corners of the hex `h` in the exact coordinates above. */
const cornersOf = (h: Hex): Point[] => {
  const c = centre(h);
  return CORNER_OFFSETS.map((o) => ({ x: c.x + o.x, y: c.y + o.y }));
};

/**
 * True when the segment from a to b passes through the inside of hex h, not just along its edge or
 * through a corner. For convex shapes, the segment misses the open inside exactly when one of the
 * hex's edge lines or the segment's own line separates them (closed sides allowed).
 */
export function segmentCrossesHexInterior(a: Hex, b: Hex, h: Hex): boolean {
  if (!segmentTouchesHex(a, b, h)) return false;
  const pa = centre(a);
  const pb = centre(b);
  const corners = cornersOf(h);
  for (let i = 0; i < 6; i++) {
    const u = corners[i] as Point;
    const v = corners[(i + 1) % 6] as Point;
    if (orient(u, v, pa) <= 0 && orient(u, v, pb) <= 0) return false;
  }
  const sides = corners.map((c) => orient(pa, pb, c));
  if (sides.every((o) => o >= 0) || sides.every((o) => o <= 0)) return false;
  return true;
}

export interface LineHex {
  readonly hex: Hex;
  /** True when the line passes through the hex's inside; false when it only grazes an edge or corner. */
  readonly crossed: boolean;
}

/** `hexesOnLine`, with each hex marked as crossed or only grazed. */
export function lineOfFire(from: Hex, to: Hex): LineHex[] {
  return hexesOnLine(from, to).map((hex) => ({ hex, crossed: segmentCrossesHexInterior(from, to, hex) }));
}

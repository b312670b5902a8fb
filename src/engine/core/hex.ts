/**
 * Hex geometry on an unbounded map of flat-topped hexes in axial coordinates (q = column, r = row
 * along the q-axis diagonal; s = -q - r is implied). Ships face one of the six hexsides.
 *
 *   facing 0 = N, 1 = NE, 2 = SE, 3 = S, 4 = SW, 5 = NW (clockwise).
 *
 * Everything here is integer maths, so it is exact and deterministic; only `hexCentre` gives
 * floating-point plane coordinates, for rules that measure angles (the same on every machine).
 */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

export const FACINGS = [0, 1, 2, 3, 4, 5] as const;
export type Facing = (typeof FACINGS)[number];
export const FACING_NAMES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
export type FacingName = (typeof FACING_NAMES)[number];

/** The step to the neighbour across each hexside, indexed by facing. */
const DIRECTIONS: readonly Hex[] = [
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
];

export const hex = (q: number, r: number): Hex => ({ q, r });
export const hexEquals = (a: Hex, b: Hex): boolean => a.q === b.q && a.r === b.r;
export const hexKey = (h: Hex): string => `${h.q},${h.r}`;
export const hexAdd = (a: Hex, b: Hex): Hex => ({ q: a.q + b.q, r: a.r + b.r });
export const hexSubtract = (a: Hex, b: Hex): Hex => ({ q: a.q - b.q, r: a.r - b.r });

/**
 * A hex centre on the plane, neighbours one unit apart (x to the east, y to the south): for the
 * rules that measure angles and base widths rather than hex steps (squadron's arcs and templates).
 */
export function hexCentre(h: Hex): { readonly x: number; readonly y: number } {
  return { x: (1.5 * h.q) / Math.sqrt(3), y: h.r + h.q / 2 };
}

/** Number of hex steps between two hexes (0 for the same hex, 1 for neighbours). */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export const direction = (facing: Facing): Hex => DIRECTIONS[facing] as Hex;

/** The neighbouring hex across the given hexside. */
export const neighbour = (h: Hex, facing: Facing): Hex => hexAdd(h, direction(facing));

export const neighbours = (h: Hex): Hex[] => FACINGS.map((f) => neighbour(h, f));

/** Turns a facing by a number of 60-degree steps (positive = clockwise). */
export const rotateFacing = (facing: Facing, steps: number): Facing => ((((facing + steps) % 6) + 6) % 6) as Facing;

/** Rotates a hex offset about the origin by 60-degree steps (positive = clockwise). */
export function rotateVector(v: Hex, steps: number): Hex {
  let q = v.q;
  let r = v.r;
  const turns = ((steps % 6) + 6) % 6;
  for (let i = 0; i < turns; i++) {
    // Clockwise 60 degrees in cube coordinates: (x, y, z) -> (-z, -x, -y) with x = q, z = r.
    const s = -q - r;
    [q, r] = [-r, -s];
  }
  // "+ 0" turns -0 into 0, so rotated vectors compare and serialise like any other.
  return { q: q + 0, r: r + 0 };
}

/** All hexes at exactly `radius` steps from `center`, in a fixed order. */
export function hexRing(center: Hex, radius: number): Hex[] {
  if (radius === 0) return [center];
  const ring: Hex[] = [];
  let h = hexAdd(center, { q: direction(4).q * radius, r: direction(4).r * radius });
  for (const f of FACINGS) {
    for (let i = 0; i < radius; i++) {
      ring.push(h);
      h = neighbour(h, f);
    }
  }
  return ring;
}

/** Orientation of b relative to a: positive when b is clockwise of a on screen (y grows downward). */
export const cross = (a: Hex, b: Hex): number => a.q * b.r - a.r * b.q;

/** Parses a facing given as a name (N, NE, ...) or a number 0-5. */
export function parseFacing(text: string): Facing | undefined {
  const upper = text.trim().toUpperCase();
  const byName = FACING_NAMES.indexOf(upper as FacingName);
  if (byName >= 0) return byName as Facing;
  return /^[0-5]$/.test(upper) ? (Number(upper) as Facing) : undefined;
}

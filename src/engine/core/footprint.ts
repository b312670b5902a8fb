/**
 * Multi-hex footprints (issue 12's shared services; ../shared/reference/other-systems.md sections 1,
 * 4.5 and 5.9): a large unit's base covers several hexes, such as an Armada medium ship's two hexes
 * in line or a 40k vehicle's seven. A footprint is the list of hexes it covers, as offsets from its
 * anchor hex for a unit facing N; placed on the map, the offsets turn with the unit's facing about
 * the anchor and are added to the anchor's hex.
 *
 * The anchor is always one of the footprint's hexes, so a unit's position (the hex its arcs, ranges
 * and moves start from) is always under its base, and a one-hex footprint is exactly today's ship.
 */
import { toOffset } from './hex-label.js';
import {
  type Facing,
  type Hex,
  hexAdd,
  hexDistance,
  hexKey,
  hexRing,
  neighbours,
  rotateFacing,
  rotateVector,
} from './hex.js';

export interface Footprint {
  readonly name: string;
  /** The hexes covered, relative to the anchor, for a unit facing N; { q: 0, r: 0 } is the anchor. */
  readonly offsets: readonly Hex[];
}

/** A footprint on the map: the unit's anchor hex and facing. */
export interface PlacedFootprint {
  readonly footprint: Footprint;
  readonly anchor: Hex;
  readonly facing: Facing;
}

/** True when every hex of `hexes` can be reached from the first through neighbours among them. */
function connected(hexes: readonly Hex[]): boolean {
  const keys = new Set(hexes.map(hexKey));
  const seen = new Set<string>();
  const frontier = hexes.slice(0, 1);
  while (frontier.length > 0) {
    const h = frontier.pop() as Hex;
    if (seen.has(hexKey(h))) continue;
    seen.add(hexKey(h));
    for (const n of neighbours(h)) if (keys.has(hexKey(n)) && !seen.has(hexKey(n))) frontier.push(n);
  }
  return seen.size === keys.size;
}

/**
 * A footprint, checked: a base is one piece, covers each hex once and lies over its anchor. A
 * footprint that is none of these is a bug in a ruleset's data, so it throws.
 */
export function defineFootprint(name: string, offsets: readonly Hex[]): Footprint {
  const keys = offsets.map(hexKey);
  if (!keys.includes(hexKey({ q: 0, r: 0 }))) throw new Error(`footprint ${name} does not cover its anchor`);
  if (new Set(keys).size !== keys.length) throw new Error(`footprint ${name} covers a hex twice`);
  if (!connected(offsets)) throw new Error(`footprint ${name} is not in one piece`);
  return { name, offsets: offsets.map((o) => ({ q: o.q, r: o.r })) };
}

/** One hex: a small ship, a squadron, an infantry model. */
export const SINGLE_HEX = defineFootprint('single', [{ q: 0, r: 0 }]);

/** `length` hexes in line, the anchor in front and the rest behind it (Armada: 2 medium and large, 4 huge). */
export function lineFootprint(length: number): Footprint {
  if (!Number.isInteger(length) || length < 1) throw new Error(`a line footprint of ${length} hexes`);
  return defineFootprint(
    `line-${length}`,
    Array.from({ length }, (_, i) => ({ q: 0, r: i })),
  );
}

/** The front hex (the anchor) and the rear hex: an Armada medium or large ship. */
export const TWO_HEX_LINE = lineFootprint(2);

/**
 * Three hexes that touch each other: the anchor, the hex behind it and the hex behind it to the
 * right. Three such hexes meet at a corner, and no facing points at a corner, so the triangle leans
 * to one side whichever way the unit faces (mirror it with offsets of your own when a base leans left).
 */
export const TRIANGLE = defineFootprint('triangle', [
  { q: 0, r: 0 },
  { q: 0, r: 1 },
  { q: 1, r: 0 },
]);

/** The anchor and its six neighbours: a large vehicle or a station; it looks the same every way round. */
export const FLOWER = defineFootprint('flower', [{ q: 0, r: 0 }, ...hexRing({ q: 0, r: 0 }, 1)]);

/** A footprint placed at `anchor` facing `facing` (N when left out). */
export const place = (footprint: Footprint, anchor: Hex, facing: Facing = 0): PlacedFootprint => ({
  footprint,
  anchor,
  facing,
});

/**
 * The base turned by `steps` hexsides (positive clockwise) about its anchor: a two-hex ship pivots
 * on its front hex, and its rear hex swings behind it to the new facing.
 */
export const turnPlaced = (placed: PlacedFootprint, steps: number): PlacedFootprint => ({
  ...placed,
  facing: rotateFacing(placed.facing, steps),
});

/** The base moved so its anchor stands on `anchor`, facing as before. */
export const movePlaced = (placed: PlacedFootprint, anchor: Hex): PlacedFootprint => ({ ...placed, anchor });

/** The hexes the unit covers, in the footprint's order, the anchor's hex among them. */
export const occupiedHexes = (placed: PlacedFootprint): Hex[] =>
  placed.footprint.offsets.map((o) => hexAdd(placed.anchor, rotateVector(o, placed.facing)));

/** True when the two bases cover at least one hex in common (an Armada overlap). */
export function footprintsOverlap(a: PlacedFootprint, b: PlacedFootprint): boolean {
  const covered = new Set(occupiedHexes(a).map(hexKey));
  return occupiedHexes(b).some((h) => covered.has(hexKey(h)));
}

/**
 * The fewest hex steps between the two bases: the least distance between a hex of one and a hex of
 * the other (range is measured between the closest points of two bases). 0 when they overlap, 1
 * when they touch.
 */
export function footprintDistance(a: PlacedFootprint, b: PlacedFootprint): number {
  const others = occupiedHexes(b);
  let least = Infinity;
  for (const h of occupiedHexes(a)) for (const o of others) least = Math.min(least, hexDistance(h, o));
  return least;
}

/**
 * A part of the map: a rectangle of columns and rows as the hex labels count them (a printed map,
 * `minCol`/`minRow` its first column and row), a hexagon of hexes within `radius` of a centre, or
 * any set of hexes.
 */
export type BoardArea =
  | {
      readonly kind: 'rectangle';
      readonly minCol: number;
      readonly minRow: number;
      readonly cols: number;
      readonly rows: number;
    }
  | { readonly kind: 'hexagon'; readonly center: Hex; readonly radius: number }
  | { readonly kind: 'hexes'; readonly hexes: readonly Hex[] };

/** A test for "is this hex in the area", built once per area so a set of hexes is looked up, not searched. */
function areaTest(area: BoardArea): (h: Hex) => boolean {
  switch (area.kind) {
    case 'rectangle':
      return (h) => {
        const { col, row } = toOffset(h);
        const inCols = col >= area.minCol && col < area.minCol + area.cols;
        return inCols && row >= area.minRow && row < area.minRow + area.rows;
      };
    case 'hexagon':
      return (h) => hexDistance(h, area.center) <= area.radius;
    case 'hexes': {
      const keys = new Set(area.hexes.map(hexKey));
      return (h) => keys.has(hexKey(h));
    }
  }
}

export const inArea = (area: BoardArea, h: Hex): boolean => areaTest(area)(h);

/** True when the whole base lies inside the area (40k's "wholly within", a ship still on the map). */
export function fitsInArea(placed: PlacedFootprint, area: BoardArea): boolean {
  const inside = areaTest(area);
  return occupiedHexes(placed).every(inside);
}

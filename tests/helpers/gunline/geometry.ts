/**
 * Gunline's geometry (issue 42's contract member), built only from the core's pieces and owing
 * nothing to Talon: each ship is a two-hex hull (`TWO_HEX_LINE`) with a facing, whose four hull
 * zones are quarter sectors about its bow hex (bow, starboard, stern, port: 90 degrees each, so
 * they never line up with hexsides the way Talon's arcs do). Range is measured base to base and
 * falls in one of two bands; nothing on the board blocks or obstructs a line.
 *
 * The rules read it too: the band sets how many gun dice roll, and the zone of the target that
 * holds the firer sets its armour (the bow shrugs off one hit, the stern takes one more).
 */
import {
  TWO_HEX_LINE,
  angleSector,
  footprintDistance,
  footprintSight,
  formatHex,
  parseHex,
  place,
  sectorsContaining,
  type Facing,
  type Hex,
  type PlacedFootprint,
  type RulesetGeometry,
  type Sector,
} from '../../../src/engine/index.js';

/** A ship's place: the bow hex (the footprint's anchor) and the way the bow points. */
export interface Placement {
  readonly anchor: Hex;
  readonly facing: Facing;
}

export const HULL_ZONES: readonly Sector[] = [
  angleSector('bow', -45, 45),
  angleSector('starboard', 45, 135),
  angleSector('stern', 135, 225),
  angleSector('port', 225, 315),
];
export type HullZone = 'bow' | 'starboard' | 'stern' | 'port';

/** Nearest first: base to base within 3 hexes is close (a die more), within 9 long; beyond, out of range. */
export const RANGE_BANDS = ['close', 'long'] as const;
export type RangeBand = (typeof RANGE_BANDS)[number];
const BAND_REACH: Readonly<Record<RangeBand, number>> = { close: 3, long: 9 };

export const baseOf = (at: Placement): PlacedFootprint => place(TWO_HEX_LINE, at.anchor, at.facing);

export function bandBetween(a: Placement, b: Placement): RangeBand | undefined {
  const distance = footprintDistance(baseOf(a), baseOf(b));
  return RANGE_BANDS.find((band) => distance <= BAND_REACH[band]);
}

/**
 * The hull zone of `target` that a shot from `firer` strikes: the zone holding the firer's bow
 * hex. On a boundary the first zone clockwise from the bow takes it (deterministic, no question).
 */
export function zoneFacing(target: Placement, firer: Placement): HullZone {
  const zones = sectorsContaining(HULL_ZONES, target.anchor, target.facing, firer.anchor);
  return (zones[0] ?? 'bow') as HullZone;
}

interface Placed {
  readonly ships: readonly { readonly id: string; readonly hull: number; readonly at: Placement }[];
}

const placementOf = (state: Placed, unit: string): Placement | undefined =>
  state.ships.find((s) => s.id === unit && s.hull > 0)?.at;

function pair(state: Placed, a: string, b: string): readonly [Placement, Placement] | undefined {
  const [from, to] = [placementOf(state, a), placementOf(state, b)];
  return from && to ? [from, to] : undefined;
}

export const GUNLINE_GEOMETRY: RulesetGeometry<Placed> = {
  parsePosition: parseHex,
  formatPosition: formatHex,
  footprint: (state, unit) => {
    const at = placementOf(state, unit);
    return at && baseOf(at);
  },
  distance: (state, from, to) => {
    const p = pair(state, from, to);
    return p && footprintDistance(baseOf(p[0]), baseOf(p[1]));
  },
  rangeBands: RANGE_BANDS,
  rangeBand: (state, from, to) => {
    const p = pair(state, from, to);
    return p && bandBetween(p[0], p[1]);
  },
  arcs: (state, unit) => (placementOf(state, unit) ? HULL_ZONES : []),
  arcsContaining: (state, unit, target) => {
    const p = pair(state, unit, target);
    return p ? sectorsContaining(HULL_ZONES, p[0].anchor, p[0].facing, p[1].anchor) : [];
  },
  lineOfSight: (state, from, to) => {
    const p = pair(state, from, to);
    return p && footprintSight(baseOf(p[0]), baseOf(p[1]), () => 'clear');
  },
};

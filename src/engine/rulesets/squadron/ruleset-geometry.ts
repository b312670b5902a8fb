/**
 * Squadron's geometry for the ruleset contract (issue 42; src/engine/ruleset-geometry.ts), built from
 * the rules squadron already plays by (seed 001's range ruler and arcs, as other-systems.md section
 * 2.8 adapts them to hexes): one ship per hex, range bands between the closest points of two bases,
 * arcs of ±40° (±45° in the second edition) that a target's base counts in when any part of it
 * reaches in, obstacles that obstruct a line crossing them and never block it.
 */
import { SINGLE_HEX } from '../../core/footprint.js';
import { type Hex, hexDistance, hexEquals } from '../../core/hex.js';
import { formatHex, parseHex } from '../../core/hex-label.js';
import { type Sector, angleSector, fullSector, sectorsContaining } from '../../core/sector.js';
import { lineOfSight } from '../../core/sight.js';
import type { RulesetGeometry } from '../../ruleset-geometry.js';
import { bandBetween } from './geometry.js';
import { BASE_RADIUS, HALF_WIDTH } from './range.js';
import type { MobileArc, SquadShip, SquadronState } from './state.js';

const onMap = (state: SquadronState, id: string): SquadShip | undefined =>
  state.ships.find((s) => s.id === id && !s.destroyed);

const QUARTER_CENTRE: Readonly<Record<MobileArc, number>> = { forward: 0, right: 90, rear: 180, left: -90 };

/** The ship's primary arcs as sectors (a secondary weapon's front or turret arc is among them or wider). */
export function squadronArcs(state: SquadronState, ship: SquadShip): Sector[] {
  const half = HALF_WIDTH[state.settings.edition];
  const front = angleSector('front', -half, half);
  switch (ship.stats.arc) {
    case 'front':
      return [front];
    case 'frontRear':
      return [front, angleSector('rear', 180 - half, half - 180)];
    case 'turret':
      return [fullSector('turret')];
    case 'mobile': {
      const centre = QUARTER_CENTRE[ship.mobileArc];
      return [front, angleSector('mobile', centre - 45, centre + 45)];
    }
  }
}

/** The degrees each side of its centre that a base of `target`'s size covers at `distance` hexes (range.ts's measure). */
const spreadOf = (target: SquadShip, distance: number): number =>
  (Math.asin(Math.min(1, BASE_RADIUS[target.stats.size] / distance)) * 180) / Math.PI;

function arcsHolding(state: SquadronState, ship: SquadShip, target: SquadShip): string[] {
  const arcs = squadronArcs(state, ship);
  const d = hexDistance(ship.hex, target.hex);
  // Bases that share a hex are in every arc (range.ts: distance 0 is always in arc).
  if (d === 0) return arcs.map((a) => a.name);
  return sectorsContaining(arcs, ship.hex, ship.facing, target.hex, spreadOf(target, d));
}

const obstacleSight = (state: SquadronState) => (hex: Hex, crossed: boolean) =>
  crossed && state.obstacles.some((o) => hexEquals(o.hex, hex)) ? ('obstructs' as const) : ('clear' as const);

export const SQUADRON_GEOMETRY: RulesetGeometry<SquadronState> = {
  parsePosition: parseHex,
  formatPosition: formatHex,
  footprint: (state, unit) => {
    const ship = onMap(state, unit);
    return ship && { footprint: SINGLE_HEX, anchor: ship.hex, facing: ship.facing };
  },
  distance: (state, from, to) => {
    const [a, b] = [onMap(state, from), onMap(state, to)];
    return a && b ? hexDistance(a.hex, b.hex) : undefined;
  },
  // Range 0 (touching bases) only in the second edition; the first calls touching range 1.
  rangeBands: ['0', '1', '2', '3', '4', '5'],
  rangeBand: (state, from, to) => {
    const [a, b] = [onMap(state, from), onMap(state, to)];
    const band = a && b ? bandBetween(state, a, b) : undefined;
    return band === undefined ? undefined : String(band);
  },
  arcs: (state, unit) => {
    const ship = onMap(state, unit);
    return ship ? squadronArcs(state, ship) : [];
  },
  arcsContaining: (state, unit, target) => {
    const [a, b] = [onMap(state, unit), onMap(state, target)];
    return a && b ? arcsHolding(state, a, b) : [];
  },
  lineOfSight: (state, from, to) => {
    const [a, b] = [onMap(state, from), onMap(state, to)];
    return a && b ? lineOfSight(a.hex, b.hex, obstacleSight(state)) : undefined;
  },
};

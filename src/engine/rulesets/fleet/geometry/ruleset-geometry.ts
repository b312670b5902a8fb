/**
 * `fleet`'s geometry for the ruleset contract (issue 42's `RulesetGeometry`; other-systems.md 5.9):
 * ships on bases of one to three hexes in line (base.ts), squadrons on one hex; distance between the
 * nearest hexes of two bases; range bands close / medium / long by hex distance (range.ts); a ship's
 * arcs are its four hull zones, each from its own apex (zones.ts), a squadron has none; line of
 * sight between zones' reference hexes as the attack rules judge it (sight.ts, seed 004 pp. 19-20).
 */
import { SINGLE_HEX, footprintDistance, place, type PlacedFootprint } from '../../../core/footprint.js';
import { formatHex, parseHex } from '../../../core/hex-label.js';
import type { Sight } from '../../../core/sight.js';
import type { RulesetGeometry } from '../../../ruleset-geometry.js';
import { HULL_ZONES } from '../data/schema.js';
import type { Attacker, Defender, FleetShip, FleetSquadron, FleetState } from '../state.js';
import { shipBase, shipClassOf, shipHexes } from './base.js';
import { RANGE_BANDS, rangeBandOf } from './range.js';
import { attackSight, type AttackSight } from './sight.js';
import { zoneReferenceHex, zoneSectors, zonesHolding } from './zones.js';

type Unit = { kind: 'ship'; ship: FleetShip } | { kind: 'squadron'; squadron: FleetSquadron };

function unitOf(state: FleetState, id: string): Unit | undefined {
  const ship = state.ships.find((s) => s.id === id && !s.destroyed);
  if (ship) return { kind: 'ship', ship };
  const squadron = state.squadrons.find((s) => s.id === id && !s.destroyed);
  return squadron ? { kind: 'squadron', squadron } : undefined;
}

const baseOf = (state: FleetState, unit: Unit): PlacedFootprint =>
  unit.kind === 'ship' ? shipBase(state, unit.ship) : place(SINGLE_HEX, unit.squadron.hex, 0);

const hexesOf = (state: FleetState, unit: Unit) =>
  unit.kind === 'ship' ? shipHexes(state, unit.ship) : [unit.squadron.hex];

/** The ends an attack between two units could use: every hull zone of a ship, a squadron itself. */
function parts(unit: Unit): (Attacker & Defender)[] {
  return unit.kind === 'ship'
    ? HULL_ZONES.map((zone) => ({ kind: 'ship' as const, ship: unit.ship.id, zone }))
    : [{ kind: 'squadron' as const, squadron: unit.squadron.id }];
}

const rank = (s: AttackSight): number => (s.visible ? (s.obstructed ? 1 : 0) : 2);

/**
 * The best sight between two units: over every pair of an attacking part (zone or squadron) and a
 * defending part whose reference hex that zone's arc holds (all pairs when none does), the clearest.
 */
function bestSight(state: FleetState, a: Unit, b: Unit): Sight {
  const pairs = parts(a).flatMap((p) => parts(b).map((q) => [p, q] as const));
  const inArc = pairs.filter(([p, q]) => {
    if (p.kind !== 'ship' || a.kind !== 'ship') return true;
    const target =
      q.kind === 'ship' && b.kind === 'ship' ? zoneReferenceHex(state, b.ship, q.zone) : hexesOf(state, b)[0];
    return target !== undefined && zonesHolding(state, a.ship, target).includes(p.zone);
  });
  let best: AttackSight | undefined;
  for (const [p, q] of inArc.length > 0 ? inArc : pairs) {
    const s = attackSight(state, p, q);
    if (!best || rank(s) < rank(best)) best = s;
  }
  const s = best as AttackSight;
  return {
    visible: s.visible,
    obstructed: s.obstructed,
    blockedBy: s.visible ? [] : [s.to],
    obstructedBy: s.obstructedBy,
  };
}

export const FLEET_GEOMETRY: RulesetGeometry<FleetState> = {
  parsePosition: parseHex,
  formatPosition: formatHex,
  footprint: (state, unit) => {
    const u = unitOf(state, unit);
    return u && baseOf(state, u);
  },
  distance: (state, from, to) => {
    const [a, b] = [unitOf(state, from), unitOf(state, to)];
    return a && b ? footprintDistance(baseOf(state, a), baseOf(state, b)) : undefined;
  },
  rangeBands: RANGE_BANDS,
  rangeBand: (state, from, to) => {
    const [a, b] = [unitOf(state, from), unitOf(state, to)];
    return a && b ? rangeBandOf(footprintDistance(baseOf(state, a), baseOf(state, b))) : undefined;
  },
  arcs: (state, unit) => {
    const u = unitOf(state, unit);
    return u?.kind === 'ship' ? zoneSectors(shipClassOf(state, u.ship).size) : [];
  },
  arcsContaining: (state, unit, target) => {
    const [a, b] = [unitOf(state, unit), unitOf(state, target)];
    if (a?.kind !== 'ship' || !b) return [];
    // A zone holds a ship when its arc holds any hex of it (every zone's reference hex is one of them).
    const held = new Set(hexesOf(state, b).flatMap((h) => zonesHolding(state, a.ship, h)));
    return HULL_ZONES.filter((z) => held.has(z));
  },
  lineOfSight: (state, from, to) => {
    const [a, b] = [unitOf(state, from), unitOf(state, to)];
    return a && b ? bestSight(state, a, b) : undefined;
  },
};

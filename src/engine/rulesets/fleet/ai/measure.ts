/**
 * What the fleet AI measures (issue 18's AI levels, issue 43's `fleet`): distances between units,
 * the dice a hull zone or squadron brings to bear on an enemy at close or medium range (the bands
 * where all but black reach, other-systems.md 5.2), and what one hull or shield box is worth in
 * fleet points. Estimates only: line of sight and obstruction are left to the rules.
 */
import { hexDistance, type Hex } from '../../../core/hex.js';
import type { SymbolDie } from '../../../core/symbol-dice.js';
import { damageCount } from '../damage/deck.js';
import { batteryDiceLess } from '../damage/effects.js';
import { HULL_ZONES, type Armament, type DiceColour } from '../data/schema.js';
import { COLOURS_AT, FLEET_DICE } from '../dice.js';
import { liveShips, liveSquadrons, shipClassOf, shipHexes, squadronClassOf } from '../geometry/base.js';
import { rangeBandOf } from '../geometry/range.js';
import { zoneReferenceHex, zonesHolding } from '../geometry/zones.js';
import type { FleetShip, FleetSquadron, FleetState, RangeBand } from '../state.js';

/** The farthest a zone's fire is counted at: close and medium (0-3 hexes, the brief's bands). */
export const FACING_REACH = 3;

const meanOf = (die: SymbolDie, vsSquadron: boolean): number =>
  die.faces.reduce((sum, f) => sum + (f['hit'] ?? 0) + (vsSquadron ? 0 : (f['crit'] ?? 0)), 0) / die.faces.length;

/** Mean damage of one die of each colour: against ships (hits and crits) and squadrons (hits only). */
export const MEAN_DAMAGE: Readonly<Record<'ship' | 'squadron', Readonly<Record<DiceColour, number>>>> = {
  ship: {
    red: meanOf(FLEET_DICE.red, false),
    blue: meanOf(FLEET_DICE.blue, false),
    black: meanOf(FLEET_DICE.black, false),
  },
  squadron: {
    red: meanOf(FLEET_DICE.red, true),
    blue: meanOf(FLEET_DICE.blue, true),
    black: meanOf(FLEET_DICE.black, true),
  },
};

/** Expected damage of an armament at a band, less `fewer` dice (the weakest first). */
export function armamentMean(armament: Armament, band: RangeBand, target: 'ship' | 'squadron', fewer = 0): number {
  const colours: DiceColour[] = ['red', 'blue', 'black'];
  const means: number[] = [];
  colours.forEach((c, i) => {
    if (COLOURS_AT[band].includes(c)) for (let n = 0; n < (armament[i] ?? 0); n++) means.push(MEAN_DAMAGE[target][c]);
  });
  means.sort((a, b) => a - b);
  return means.slice(Math.min(fewer, means.length)).reduce((a, b) => a + b, 0);
}

/** The fewest hexes between any hex of one and any of the other. */
export const gap = (from: readonly Hex[], to: readonly Hex[]): number =>
  Math.min(...from.flatMap((a) => to.map((b) => hexDistance(a, b))));

export type Unit =
  { readonly kind: 'ship'; readonly ship: FleetShip } | { readonly kind: 'squadron'; readonly sq: FleetSquadron };

export const unitHexes = (state: FleetState, u: Unit): Hex[] =>
  u.kind === 'ship' ? shipHexes(state, u.ship) : [u.sq.hex];
export const unitSide = (u: Unit): string => (u.kind === 'ship' ? u.ship.side : u.sq.side);

export const liveUnits = (state: FleetState): Unit[] => [
  ...liveShips(state).map((ship) => ({ kind: 'ship' as const, ship })),
  ...liveSquadrons(state).map((sq) => ({ kind: 'squadron' as const, sq })),
];

/** What one box (hull or shield) of a unit is worth in fleet points. */
export function boxValue(state: FleetState, u: Unit): number {
  if (u.kind === 'squadron') {
    const cls = squadronClassOf(state, u.sq);
    return cls.points / Math.max(1, cls.hull);
  }
  const cls = shipClassOf(state, u.ship);
  const shields = HULL_ZONES.reduce((s, z) => s + cls.shields[z], 0);
  return cls.points / Math.max(1, cls.hull + shields);
}

/** A unit's worth now: its points by the boxes it has left (destroyed: 0). */
export function unitWorth(state: FleetState, u: Unit): number {
  if (u.kind === 'squadron') return u.sq.destroyed ? 0 : boxValue(state, u) * u.sq.hull;
  if (u.ship.destroyed) return 0;
  const cls = shipClassOf(state, u.ship);
  const left =
    Math.max(0, cls.hull - damageCount(state, u.ship)) + HULL_ZONES.reduce((s, z) => s + u.ship.shields[z], 0);
  return boxValue(state, u) * left;
}

/**
 * The damage `attacker` can expect to deal `target` in points, from where they stand: a ship's best
 * hull zone holding a target hex in its arc within close/medium range; a squadron adjacent.
 */
export function threatOn(state: FleetState, attacker: Unit, target: Unit): number {
  const targetHexes = unitHexes(state, target);
  const kind = target.kind;
  let best = 0;
  if (attacker.kind === 'squadron') {
    if (gap([attacker.sq.hex], targetHexes) > 1) return 0;
    const cls = squadronClassOf(state, attacker.sq);
    const bomber = cls.keywords.includes('bomber');
    const arm = kind === 'ship' ? cls.battery : cls.antiSquadron;
    best = armamentMean(arm, 'close', kind === 'ship' && !bomber ? 'squadron' : kind);
  } else {
    const ship = attacker.ship;
    const cls = shipClassOf(state, ship);
    for (const zone of HULL_ZONES) {
      const from = zoneReferenceHex(state, ship, zone);
      for (const h of targetHexes) {
        const d = hexDistance(from, h);
        const band = rangeBandOf(d);
        if (d > FACING_REACH || !band || !zonesHolding(state, ship, h).includes(zone)) continue;
        const mean =
          kind === 'ship'
            ? armamentMean(cls.battery[zone], band, 'ship', batteryDiceLess(state, ship))
            : armamentMean(cls.antiSquadron, band, 'squadron');
        best = Math.max(best, mean);
      }
    }
  }
  return best * boxValue(state, target);
}

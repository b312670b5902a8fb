/**
 * What the attack rules share (issue 43; other-systems.md 5.2-5.4): finding units, the dice a pool
 * holds and what each die is worth against a ship or a squadron, rolling a pool with the core's
 * symbol dice (one `rollPool` per colour, seed 004 pp. 13-14: the colours the range allows), and
 * the checks that make a ship's hull zone or a squadron a legal target of an attacker (arc, range,
 * line of sight, obstruction: seed 004 pp. 13-14 and 19-20).
 */
import { hexDistance, hexKey } from '../../../core/hex.js';
import { err, ok, ruleError, type Result } from '../../../core/result.js';
import type { Rng } from '../../../core/rng.js';
import { lineOfSight } from '../../../core/sight.js';
import { reroll, rollPool } from '../../../core/symbol-dice.js';
import { batteryDiceLess, mayAttackLong } from '../damage/effects.js';
import { DICE_COLOURS, type Armament, type DiceColour } from '../data/schema.js';
import { COLOURS_AT, FLEET_DICE } from '../dice.js';
import type { FleetError } from '../errors.js';
import { liveSquadrons, shipClassOf, shipHexes, squadronClassOf } from '../geometry/base.js';
import { rangeBandOf } from '../geometry/range.js';
import { attackSight, obstructingHexes } from '../geometry/sight.js';
import { zoneReferenceHex, zonesHolding } from '../geometry/zones.js';
import type {
  AttackDie,
  AttackInProgress,
  Attacker,
  Defender,
  FleetShip,
  FleetSquadron,
  FleetState,
  HullZone,
  RangeBand,
} from '../state.js';

export const fail = (code: string, detail: Record<string, unknown> = {}): { ok: false; error: FleetError } =>
  err(ruleError(code, detail));

export const findShip = (state: FleetState, id: string): FleetShip | undefined => state.ships.find((s) => s.id === id);
export const findSquadron = (state: FleetState, id: string): FleetSquadron | undefined =>
  state.squadrons.find((s) => s.id === id);

export function mustShip(state: FleetState, id: string): FleetShip {
  const s = findShip(state, id);
  if (!s) throw new Error(`fleet: no ship "${id}"`);
  return s;
}
export function mustSquadron(state: FleetState, id: string): FleetSquadron {
  const s = findSquadron(state, id);
  if (!s) throw new Error(`fleet: no squadron "${id}"`);
  return s;
}

export const unitKey = (u: Attacker | Defender): string => (u.kind === 'ship' ? `${u.ship}.${u.zone}` : u.squadron);
export const unitId = (u: Attacker | Defender): string => (u.kind === 'ship' ? u.ship : u.squadron);

export function sideOf(state: FleetState, u: Attacker | Defender): string {
  return u.kind === 'ship' ? mustShip(state, u.ship).side : mustSquadron(state, u.squadron).side;
}

export const updateShip = (state: FleetState, id: string, f: (s: FleetShip) => FleetShip): FleetState => ({
  ...state,
  ships: state.ships.map((s) => (s.id === id ? f(s) : s)),
});
export const updateSquadron = (state: FleetState, id: string, f: (s: FleetSquadron) => FleetSquadron): FleetState => ({
  ...state,
  squadrons: state.squadrons.map((s) => (s.id === id ? f(s) : s)),
});

// ---------------------------------------------------------------------------------------------
// Dice

/** The symbols a die shows. */
export const symbolsOf = (die: Pick<AttackDie, 'colour' | 'face'>): Readonly<Record<string, number>> =>
  FLEET_DICE[die.colour].faces[die.face] ?? {};

/**
 * How a die counts (other-systems.md 5.2; the brief): a hit 1, a crit 1 against a ship when the
 * attacker is a ship or a bomber squadron, never against a squadron; an accuracy 0.
 */
export interface Scoring {
  readonly vsSquadron: boolean;
  readonly critsCount: boolean;
}

export function dieDamage(die: Pick<AttackDie, 'colour' | 'face'>, scoring: Scoring): number {
  const s = symbolsOf(die);
  const hits = s['hit'] ?? 0;
  const crits = s['crit'] ?? 0;
  if (scoring.vsSquadron) return hits;
  return hits + (scoring.critsCount ? crits : 0);
}

export function scoringOf(state: FleetState, attacker: Attacker, defender: Defender): Scoring {
  const bomber =
    attacker.kind === 'squadron' &&
    squadronClassOf(state, mustSquadron(state, attacker.squadron)).keywords.includes('bomber');
  return { vsSquadron: defender.kind === 'squadron', critsCount: attacker.kind === 'ship' || bomber };
}

export const liveDice = (dice: readonly AttackDie[]): AttackDie[] => dice.filter((d) => !d.cancelled);

export const countSymbol = (dice: readonly AttackDie[], symbol: string): number =>
  liveDice(dice).reduce((n, d) => n + (symbolsOf(d)[symbol] ?? 0), 0);

/** The dice an armament rolls at a band (seed 004 pp. 13-14: long red only, medium red and blue, close all). */
export function armamentPool(armament: Armament, band: RangeBand): DiceColour[] {
  return DICE_COLOURS.flatMap((colour, i) =>
    COLOURS_AT[band].includes(colour) ? Array.from({ length: armament[i] ?? 0 }, () => colour) : [],
  );
}

/** The die removed by default (obstruction, targeting-fault): a red if any, else a blue, else a black. */
export const defaultDrop = (pool: readonly DiceColour[]): DiceColour | undefined =>
  DICE_COLOURS.find((c) => pool.includes(c));

export function without(pool: readonly DiceColour[], colour: DiceColour): DiceColour[] {
  const i = pool.indexOf(colour);
  return i < 0 ? [...pool] : [...pool.slice(0, i), ...pool.slice(i + 1)];
}

/** Rolls the pool, one core `rollPool` per colour, red then blue then black. */
export function rollDice(rng: Rng, pool: readonly DiceColour[]): AttackDie[] {
  return DICE_COLOURS.flatMap((colour) => {
    const count = pool.filter((c) => c === colour).length;
    if (count === 0) return [];
    return rollPool(rng, FLEET_DICE[colour], count, 'attack').pool.dice.map((d) => ({
      colour,
      face: d.face,
      rerolled: false,
      cancelled: false,
    }));
  });
}

/** Rerolls one die with the core's symbol dice (a die may be rerolled again: evade and concentrate fire allow it). */
export function rerollDie(rng: Rng, die: AttackDie, purpose: string): AttackDie {
  const pool = { die: die.colour, dice: [{ face: die.face, rerolled: die.rerolled }] };
  const rolled = reroll(rng, FLEET_DICE[die.colour], pool, [0], purpose, false);
  if (!rolled.ok) throw new Error(`fleet: reroll ${rolled.error.code}`);
  return { ...die, face: (rolled.value.pool.dice[0] as { face: number }).face, rerolled: true };
}

// ---------------------------------------------------------------------------------------------
// Targets

/** A legal shot: its range band, the distance measured, obstruction, and the dice before any drop. */
export interface Shot {
  readonly band: RangeBand;
  readonly distance: number;
  readonly obstructed: boolean;
  readonly pool: readonly DiceColour[];
}

/** The dice of a shot after the obstruction's drop (seed 004 pp. 19-20), or why none. */
export function poolAfterDrop(
  shot: Shot,
  drop: DiceColour | undefined,
): Result<{ pool: DiceColour[]; dropped: DiceColour | null }, FleetError> {
  if (!shot.obstructed) return ok({ pool: [...shot.pool], dropped: null });
  const colour = drop ?? defaultDrop(shot.pool);
  if (!colour || !shot.pool.includes(colour)) return fail('BAD_DROP', { drop: colour ?? null, pool: shot.pool });
  const pool = without(shot.pool, colour);
  if (pool.length === 0) return fail('NO_DICE', { obstructed: true });
  return ok({ pool, dropped: colour });
}

/** A battery pool less the dice a faceup targeting-fault takes (the default colour). */
export function batteryPool(state: FleetState, ship: FleetShip, armament: Armament, band: RangeBand): DiceColour[] {
  let pool = armamentPool(armament, band);
  for (let i = 0; i < batteryDiceLess(state, ship); i++) {
    const c = defaultDrop(pool);
    if (c) pool = without(pool, c);
  }
  return pool;
}

/**
 * A ship's hull zone `zone` shooting at `defender` (the brief's target rule; seed 004 pp. 13-14):
 * the defending zone's reference hex (a squadron's hex) in the attacking zone's arc, within a band
 * the ship may shoot at (sensor-damage: not long), in sight (p. 19), with dice at that band.
 */
export function shipShot(
  state: FleetState,
  ship: FleetShip,
  zone: HullZone,
  defender: Defender,
): Result<Shot, FleetError> {
  const attacker: Attacker = { kind: 'ship', ship: ship.id, zone };
  const enemy = defender.kind === 'ship' ? findShip(state, defender.ship) : findSquadron(state, defender.squadron);
  if (!enemy || enemy.destroyed || enemy.side === ship.side)
    return fail('NOT_A_TARGET', { target: defender.kind === 'ship' ? defender.ship : defender.squadron });
  const from = zoneReferenceHex(state, ship, zone);
  const to =
    defender.kind === 'ship'
      ? zoneReferenceHex(state, enemy as FleetShip, defender.zone)
      : (enemy as FleetSquadron).hex;
  if (!zonesHolding(state, ship, to).includes(zone)) return fail('NOT_IN_ARC', { zone });
  const distance = hexDistance(from, to);
  const band = rangeBandOf(distance);
  if (!band) return fail('OUT_OF_RANGE', { distance });
  if (band === 'long' && !mayAttackLong(state, ship)) return fail('OUT_OF_RANGE', { distance, card: 'sensor-damage' });
  const sight = attackSight(state, attacker, defender);
  if (!sight.visible) return fail('NO_LINE_OF_SIGHT', { zone });
  const cls = shipClassOf(state, ship);
  const pool =
    defender.kind === 'ship' ? batteryPool(state, ship, cls.battery[zone], band) : armamentPool(cls.antiSquadron, band);
  if (pool.length === 0) return fail('NO_DICE', { zone, band });
  return ok({ band, distance, obstructed: sight.obstructed, pool });
}

/** The fewest hex steps from a hex to any hex of a ship. */
const distanceToShip = (state: FleetState, hex: FleetSquadron['hex'], ship: FleetShip): number =>
  Math.min(...shipHexes(state, ship).map((h) => hexDistance(hex, h)));

/**
 * A squadron shooting at `defender` (the brief; 5.7): distance 1 only; a ship's zone whose sector
 * holds the squadron and a ship hex within 1, with the squadron's battery; a squadron with its
 * anti-squadron armament. Distance 1 is close range: every colour.
 */
export function squadronShot(state: FleetState, sq: FleetSquadron, defender: Defender): Result<Shot, FleetError> {
  const attacker: Attacker = { kind: 'squadron', squadron: sq.id };
  const enemy = defender.kind === 'ship' ? findShip(state, defender.ship) : findSquadron(state, defender.squadron);
  if (!enemy || enemy.destroyed || enemy.side === sq.side)
    return fail('NOT_A_TARGET', { target: defender.kind === 'ship' ? defender.ship : defender.squadron });
  const cls = squadronClassOf(state, sq);
  let distance: number;
  if (defender.kind === 'ship') {
    const ship = enemy as FleetShip;
    if (!zonesHolding(state, ship, sq.hex).includes(defender.zone)) return fail('NOT_IN_ARC', { zone: defender.zone });
    distance = distanceToShip(state, sq.hex, ship);
  } else distance = hexDistance(sq.hex, (enemy as FleetSquadron).hex);
  if (distance > 1) return fail('OUT_OF_RANGE', { distance });
  const band: RangeBand = 'close';
  const sight = attackSight(state, attacker, defender);
  if (!sight.visible) return fail('NO_LINE_OF_SIGHT', {});
  const pool = armamentPool(defender.kind === 'ship' ? cls.battery : cls.antiSquadron, band);
  if (pool.length === 0) return fail('NO_DICE', { band });
  return ok({ band, distance, obstructed: sight.obstructed, pool });
}

/**
 * The enemy squadrons engaging `sq` (5.7): adjacent, not heavy, and the line between not
 * obstructed. Engaged, a squadron must attack a squadron, an escort among these first.
 */
export function engagers(state: FleetState, sq: FleetSquadron): FleetSquadron[] {
  return liveSquadrons(state).filter((o) => {
    if (o.side === sq.side || hexDistance(o.hex, sq.hex) !== 1) return false;
    if (squadronClassOf(state, o).keywords.includes('heavy')) return false;
    const blocking = obstructingHexes(state, o.id, sq.id);
    return !lineOfSight(o.hex, sq.hex, (h, crossed) => (crossed && blocking.has(hexKey(h)) ? 'obstructs' : 'clear'))
      .obstructed;
  });
}

/** Squadron size for evade's "larger attacker": squadron < small < medium < large. */
export function sizeRank(state: FleetState, u: Attacker | Defender): number {
  if (u.kind === 'squadron') return 0;
  return { small: 1, medium: 2, large: 3 }[shipClassOf(state, mustShip(state, u.ship)).size];
}

/** The defence tokens of the defender. */
export function defenderTokens(state: FleetState, a: Pick<AttackInProgress, 'defender'>) {
  return a.defender.kind === 'ship'
    ? mustShip(state, a.defender.ship).tokens
    : mustSquadron(state, a.defender.squadron).tokens;
}

export const windowIdOf = (a: Pick<AttackInProgress, 'id' | 'defender'>): string => `${a.id}:${unitKey(a.defender)}`;

/**
 * How an AI player values a `squadron` position (issue 18, the normal level): what each squad still
 * has, where its ships will stand when they fire, and the attack under way, seen from `side`.
 *
 * - A ship is worth its squad points by the hull and shields it has left, plus a little for each
 *   focus, evade and lock it holds, less a little for each stress token (seed 001: a stressed ship
 *   takes no action and flies no red manoeuvre). A destroyed ship, or one that would flee the mat, is
 *   worth nothing.
 * - Ships not yet activated are valued where their dial takes them (seed 001's Activation phase comes
 *   before Combat): the side's own dials as set; another side's, which are sealed, as a straight 2
 *   (`guessDial`; `blindForAi` sets their sealed dials aside before the AI looks).
 * - `facing` is the damage the side's ships can expect to deal in Combat from there, on the best
 *   target in arc and range (seed 001's dice: an attack die hits on 4 faces of 8, 6 with focus; a
 *   defence die evades on 3, 5 with focus); `exposure` is the same from the enemy's side.
 * - `closing` costs each hex between a ship and the nearest enemy beyond range 1.
 * - An attack under way counts at the damage its dice show (the defence still to roll at its mean).
 */
import { countSymbols } from '../../core/symbol-dice.js';
import { hexDistance, hexEquals } from '../../core/hex.js';
import { seedRng } from '../../core/rng.js';
import type { AiWeights } from '../../ruleset.js';
import { cannotAttack } from './attack.js';
import { readDialEntry } from './data/dial.js';
import { ATTACK_DIE } from './dice.js';
import { bandBetween, inWeaponArc, obstructed, onMat } from './geometry.js';
import { canSpendLock } from './locks.js';
import { fly } from './manoeuvres.js';
import { neutralize } from './modify-dice.js';
import { attackDice } from './range-bonus.js';
import { agilityValue, difficultyOf, primaryValue } from './ships.js';
import type { CarriedWeapon, SquadShip, SquadronState } from './state.js';
import { stressAfter } from './stress.js';

/** The normal level's valuation. Arcs decide an X-Wing-style fight, so facing and exposure weigh much. */
const DEFAULTS: Required<AiWeights> = { own: 1, enemy: 1, closing: 0.3, facing: 0.8, exposure: 0.6, focus: 0 };

/** Tokens, in boxes of the ship's hull and shields. */
const FOCUS_TOKEN = 0.3;
const EVADE_TOKEN = 0.4;
const LOCK_TOKEN = 0.3;
const STRESS_TOKEN = 0.4;
/** An asteroid or debris crossed: the chance of a hit on one attack die, and a lost action. */
const OBSTACLE_CROSSED = 0.6;

/** Expected results per die (seed 001's dice; `dice.ts`). */
const HITS_PER_DIE = 4 / 8;
const HITS_PER_FOCUSED_DIE = 6 / 8;
const EVADES_PER_DIE = 3 / 8;
const EVADES_PER_FOCUSED_DIE = 5 / 8;

/** Hexes within which an enemy is in range 1 for two small bases (a gap of up to one band, 2.5 bases). */
const KNIFE_RANGE = 3;

const boxes = (ship: SquadShip): number => Math.max(1, ship.stats.hull + ship.stats.shields);
/** What one hull or shield box of the ship is worth in squad points. */
const boxValue = (ship: SquadShip): number => ship.stats.cost / boxes(ship);

/** A guess at another side's sealed dial: a straight 2, else its slowest straight, else its first entry. */
export function guessDial(ship: SquadShip): string | undefined {
  const straights = ship.stats.dial.filter((d) => d[1] === 'F');
  return straights.find((d) => d.startsWith('2')) ?? straights[0] ?? ship.stats.dial[0];
}

/** A ship where it will fire from: where its dial takes it if it has not activated yet. */
function placed(state: SquadronState, ship: SquadShip, side: string): SquadShip & { readonly fleeing: boolean } {
  const still = { ...ship, fleeing: false };
  if (ship.destroyed || ship.activated || (state.phase !== 'planning' && state.phase !== 'activation')) return still;
  const dial = state.dials[ship.id] ?? (ship.side === side ? undefined : guessDial(ship));
  const entry = dial === undefined ? undefined : readDialEntry(dial);
  if (dial === undefined || entry === undefined || typeof entry === 'string') return still;
  const flight = fly(ship.hex, ship.facing, entry, ship.stats.size);
  if (!flight) return still;
  const rocks = flight.path.filter((h) => state.obstacles.some((o) => hexEquals(o.hex, h))).length;
  return {
    ...ship,
    hex: flight.end,
    facing: flight.facing,
    stress: stressAfter(ship.stress, difficultyOf(state.deck, ship, dial)),
    onObstacle: state.obstacles.some((o) => hexEquals(o.hex, flight.end)),
    // Crossed rocks cost what a die may deal and the action step lost (counted as a stress token).
    damage: ship.damage + rocks * OBSTACLE_CROSSED * 0.5,
    skipsActionStep: ship.skipsActionStep || rocks > 0,
    fleeing: state.settings.fleeingDestroys && !onMat(state, flight.end),
  };
}

type Placed = ReturnType<typeof placed>;

function worth(state: SquadronState, ship: Placed): number {
  if (ship.destroyed || ship.fleeing) return 0;
  const lock = state.locks[ship.id] ? LOCK_TOKEN : 0;
  const tokens = ship.focus * FOCUS_TOKEN + Math.min(1, ship.evade) * EVADE_TOKEN + lock - ship.stress * STRESS_TOKEN;
  return boxValue(ship) * (ship.stats.hull - ship.damage + ship.shields + tokens);
}

/** The damage `attacker` can expect to deal `target` with its best weapon from where they stand. */
function expectedDamage(state: SquadronState, attacker: Placed, target: Placed): number {
  if (attacker.fleeing || target.fleeing || target.destroyed || cannotAttack(state, attacker)) return 0;
  const band = bandBetween(state, attacker, target);
  if (band === undefined) return 0;
  const weapons: (CarriedWeapon | 'primary')[] = ['primary', ...attacker.weapons];
  let best = 0;
  for (const weapon of weapons) {
    const primary = weapon === 'primary';
    const value = primary ? primaryValue(state.deck, attacker) : weapon.attack;
    const reaches = primary ? band >= 1 && band <= 3 : band >= weapon.minRange && band <= weapon.maxRange;
    if (value === 0 || !reaches || !inWeaponArc(state, weapon, attacker, target)) continue;
    if (
      !primary &&
      (weapon.charges === 0 || (weapon.requiresLock && !canSpendLock(state.locks, attacker.id, target.id)))
    )
      continue;
    const dice = attackDice({
      weapon: value,
      agility: agilityValue(state.deck, target),
      band,
      primary,
      obstructed: obstructed(state, attacker.hex, target.hex),
      cloaked: target.cloaked,
    });
    const hits = dice.attack * (attacker.focus > 0 ? HITS_PER_FOCUSED_DIE : HITS_PER_DIE);
    const evades =
      dice.defence * (target.focus > 0 ? EVADES_PER_FOCUSED_DIE : EVADES_PER_DIE) + Math.min(1, target.evade);
    best = Math.max(best, hits - evades);
  }
  return Math.max(0, best);
}

/** The most `ship` can expect to deal one of `targets` in Combat, in squad points. */
function threat(state: SquadronState, ship: Placed, targets: readonly Placed[]): number {
  let best = 0;
  for (const target of targets) best = Math.max(best, expectedDamage(state, ship, target) * boxValue(target));
  return best;
}

/** The attack under way: the damage its dice show now, in the defender's squad points. */
function underWay(state: SquadronState): { readonly defender: SquadShip; readonly points: number } | null {
  const a = state.attack;
  const defender = state.ships.find((s) => s.id === a?.defender);
  const attacker = state.ships.find((s) => s.id === a?.attacker);
  if (!a || !defender || !attacker) return null;
  if (a.defenceDice) {
    const left = neutralize(a.attackDice, a.defenceDice);
    return { defender, points: (left.hits + left.crits) * boxValue(defender) };
  }
  const shown = countSymbols(ATTACK_DIE, a.attackDice);
  const focused = a.step === 'attacker' && attacker.focus > 0 ? (shown['focus'] ?? 0) : 0;
  const hits = (shown['hit'] ?? 0) + (shown['crit'] ?? 0) + focused;
  const evades =
    a.defenceCount * (defender.focus > 0 ? EVADES_PER_FOCUSED_DIE : EVADES_PER_DIE) + Math.min(1, defender.evade);
  return { defender, points: Math.max(0, hits - evades) * boxValue(defender) };
}

export function scoreForAi(state: SquadronState, side: string, weights: AiWeights = {}): number {
  const w = { ...DEFAULTS, ...weights };
  const ships = state.ships.map((s) => placed(state, s, side));
  const standing = ships.filter((s) => !s.destroyed && !s.fleeing);
  const own = standing.filter((s) => s.side === side);
  const enemies = standing.filter((s) => s.side !== side);
  let score = 0;
  for (const ship of ships) {
    if (ship.side === side) score += w.own * worth(state, ship);
    else score -= w.enemy * worth(state, ship) - w.focus * ship.stats.cost * (ship.damage / boxes(ship)) ** 2;
  }
  for (const ship of own) {
    const nearest = Math.min(...enemies.map((e) => hexDistance(ship.hex, e.hex)));
    if (Number.isFinite(nearest)) score -= w.closing * Math.max(0, nearest - KNIFE_RANGE);
    score += w.facing * threat(state, ship, enemies);
  }
  for (const enemy of enemies) score -= w.exposure * threat(state, enemy, own);
  const attack = underWay(state);
  if (attack) score += (attack.defender.side === side ? -w.own : w.enemy) * attack.points;
  return score;
}

/** The same position with other dice to come: the AI weighs a shot over several rolls. */
export const reseedForAi = (state: SquadronState, seed: string): SquadronState => ({ ...state, rng: seedRng(seed) });

/**
 * The side's ships whose fate is the player's call, not an autopilot's (issue 18): half the hull or
 * more gone, or lost.
 */
export const handBackForAi = (state: SquadronState, side: string): string[] =>
  state.ships.filter((s) => s.side === side && (s.destroyed || s.damage * 2 >= s.stats.hull)).map((s) => s.id);

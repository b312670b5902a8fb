/**
 * How an AI player values a `fleet` position (issue 18, the normal level; issue 43), seen from `side`:
 *
 * - `own` / `enemy`: each live ship is worth its fleet points by the hull and shield boxes it has
 *   left (hull less damage cards, plus shields, over hull plus the class's shields); a squadron by its
 *   hull left. Destroyed: nothing.
 * - victory points (always weight 1): the side's points now less the enemy's (score/points.ts: enemy
 *   units destroyed, objective points, salvage carried).
 * - `facing`: for each own unit, the most damage (in points) it can expect to deal one enemy from
 *   where it stands: a ship's hull zone with an enemy hex in its arc at close or medium range, a
 *   squadron adjacent; `exposure`: the same from the enemy's units on ours.
 * - `closing`: each hex past medium range between an own ship and the nearest enemy ship.
 * - `focus`: damage piled on one enemy ship is worth more than damage spread.
 * - An attack under way counts at the damage its live dice show.
 */
import { seedRng } from '../../../core/rng.js';
import type { AiWeights } from '../../../ruleset.js';
import { dieDamage, scoringOf } from '../attack/common.js';
import { damageCount } from '../damage/deck.js';
import { shipClassOf, shipHexes } from '../geometry/base.js';
import { fleetPoints } from '../score/points.js';
import type { FleetState } from '../state.js';
import { boxValue, FACING_REACH, gap, liveUnits, threatOn, unitSide, unitWorth, type Unit } from './measure.js';

/** The normal level's valuation: arcs and range decide Armada's fights, so facing and exposure weigh. */
export const FLEET_AI_DEFAULTS: Required<AiWeights> = {
  own: 1,
  enemy: 1,
  closing: 0.5,
  facing: 0.6,
  exposure: 0.5,
  focus: 0.2,
};

const otherSides = (state: FleetState, side: string): string[] =>
  state.sides.map((s) => s.id).filter((id) => id !== side);

/** The most `unit` can expect to deal one of `targets`, in points. */
const threat = (state: FleetState, unit: Unit, targets: readonly Unit[]): number =>
  targets.reduce((best, t) => Math.max(best, threatOn(state, unit, t)), 0);

/** The attack under way: the damage its live dice show, in the defender's points, and whose it is. */
function underWay(state: FleetState): { side: string; points: number } | null {
  const a = state.attack;
  if (!a) return null;
  const d = a.defender;
  const unit: Unit | undefined =
    d.kind === 'ship'
      ? (() => {
          const ship = state.ships.find((s) => s.id === d.ship);
          return ship && { kind: 'ship' as const, ship };
        })()
      : (() => {
          const sq = state.squadrons.find((s) => s.id === d.squadron);
          return sq && { kind: 'squadron' as const, sq };
        })();
  if (!unit) return null;
  const scoring = scoringOf(state, a.attacker, a.defender);
  const damage = a.dice.filter((die) => !die.cancelled).reduce((sum, die) => sum + dieDamage(die, scoring), 0);
  return { side: unitSide(unit), points: damage * boxValue(state, unit) };
}

export function scoreForAi(state: FleetState, side: string, weights: AiWeights = {}): number {
  const w = { ...FLEET_AI_DEFAULTS, ...weights };
  const units = liveUnits(state);
  const own = units.filter((u) => unitSide(u) === side);
  const enemies = units.filter((u) => unitSide(u) !== side);
  let score = 0;
  for (const u of own) score += w.own * unitWorth(state, u);
  for (const u of enemies) {
    score -= w.enemy * unitWorth(state, u);
    if (u.kind === 'ship') {
      const hull = shipClassOf(state, u.ship).hull;
      score += w.focus * shipClassOf(state, u.ship).points * (damageCount(state, u.ship) / hull) ** 2;
    }
  }
  const points = fleetPoints(state);
  score += (points[side] ?? 0) - Math.max(0, ...otherSides(state, side).map((s) => points[s] ?? 0));
  for (const u of own) score += w.facing * threat(state, u, enemies);
  for (const u of enemies) score -= w.exposure * threat(state, u, own);
  const enemyShips = enemies.filter((u) => u.kind === 'ship');
  for (const u of own) {
    if (u.kind !== 'ship' || enemyShips.length === 0) continue;
    const hexes = shipHexes(state, u.ship);
    const nearest = Math.min(...enemyShips.map((e) => gap(hexes, shipHexes(state, e.ship))));
    score -= w.closing * Math.max(0, nearest - FACING_REACH);
  }
  const attack = underWay(state);
  if (attack) score += (attack.side === side ? -w.own : w.enemy) * attack.points;
  return score;
}

/** The same position with other dice (and damage cards) to come: a shot weighed over several rolls. */
export const reseedForAi = (state: FleetState, seed: string): FleetState => ({ ...state, rng: seedRng(seed) });

/** The side's ships whose fate is the player's call (the autopilot hands back): half the hull or more gone, or lost. */
export const handBackForAi = (state: FleetState, side: string): string[] =>
  state.ships
    .filter((s) => s.side === side && (s.destroyed || damageCount(state, s) * 2 >= shipClassOf(state, s).hull))
    .map((s) => s.id);

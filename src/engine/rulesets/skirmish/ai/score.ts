/**
 * How an AI player values a `skirmish` position (issue 18, the normal level; issue 44), seen from `side`:
 *
 * - `own` / `enemy`: each unit's points by the wounds it has left (ai/measure.ts);
 * - victory points (weight 4 a point: a round's objectives decide a game) and CP (1 each);
 * - each objective held or out-controlled now, by its value (`HOLD` a point: where the VP come from);
 * - `closing`: each hex between an own unit and the nearest objective it does not hold;
 * - `facing`: for each own unit, the most it can expect to take off one enemy from where it stands
 *   (ai/threat.ts: weapons in range, melee when engaged); `exposure`: the same from the enemy on ours;
 * - an attack under way (rolled, waiting on the allocation) at its expected damage;
 * - an enemy unit battle-shocked (OC 0: it scores nothing) is worth `SHOCKED` to us.
 */
import { seedRng } from '../../../core/rng.js';
import type { AiWeights } from '../../../ruleset.js';
import { onTable, placedModels, sideUnits } from '../geometry/index.js';
import { levelsOfControl } from '../score/index.js';
import type { SkirmishState, SkirmishUnit } from '../state.js';
import { badlyHurt, nearest, unitWorth } from './measure.js';
import { damageUnderWay, threatOn } from './threat.js';

export const SKIRMISH_AI_DEFAULTS: Required<AiWeights> = {
  own: 1,
  enemy: 1.1,
  closing: 1.5,
  facing: 1.5,
  exposure: 0.3,
  focus: 0,
};

const VP_WORTH = 4;
/** An objective out-controlled now, by its value: the points a round's end will score for it. */
const HOLD = 3;
/** An enemy unit battle-shocked: it controls nothing and plays no stratagems. */
const SHOCKED = 5;

/** The most `unit` can expect to take off any one of `targets`. */
const bestThreat = (state: SkirmishState, unit: SkirmishUnit, targets: readonly SkirmishUnit[]): number =>
  targets.reduce((best, t) => Math.max(best, threatOn(state, unit, t)), 0);

export function scoreForAi(state: SkirmishState, side: string, weights: AiWeights = {}): number {
  const w = { ...SKIRMISH_AI_DEFAULTS, ...weights };
  let score = 0;
  const others = state.sides.map((s) => s.id).filter((id) => id !== side);
  for (const s of state.sides) {
    const sign = s.id === side ? w.own : -w.enemy;
    for (const unit of sideUnits(state, s.id)) {
      score += sign * unitWorth(state, unit);
      if (s.id !== side && unit.shocked) score += SHOCKED;
    }
  }
  score += VP_WORTH * ((state.vp[side] ?? 0) - Math.max(0, ...others.map((o) => state.vp[o] ?? 0)));
  score += (state.cp[side] ?? 0) - Math.max(0, ...others.map((o) => state.cp[o] ?? 0));
  for (const objective of state.objectives) {
    const levels = levelsOfControl(state, objective);
    const mine = levels[side] ?? 0;
    const theirs = Math.max(0, ...others.map((o) => levels[o] ?? 0));
    score += HOLD * Math.sign(mine - theirs) * objective.value;
  }
  const own = sideUnits(state, side).filter(onTable);
  const enemies = others.flatMap((o) => sideUnits(state, o)).filter(onTable);
  for (const unit of own) score += w.facing * bestThreat(state, unit, enemies);
  for (const unit of enemies) score -= w.exposure * bestThreat(state, unit, own);
  const underWay = damageUnderWay(state);
  if (underWay) score += (underWay.side === side ? -w.own : w.enemy) * underWay.points;
  const open = state.objectives.filter((o) => o.controller !== side).map((o) => o.hex);
  if (open.length > 0)
    for (const unit of sideUnits(state, side)) {
      const hexes = placedModels(unit).flatMap((m) => (m.hex ? [m.hex] : []));
      if (hexes.length === 0) continue;
      const closest = Math.min(...hexes.map((h) => nearest(h, open)));
      score -= w.closing * Math.max(0, closest - 3);
    }
  return score;
}

/** The same position with other dice to come: an attack weighed over several rolls. */
export const reseedForAi = (state: SkirmishState, seed: string): SkirmishState => ({ ...state, rng: seedRng(seed) });

/** The side's units whose fate is the player's call (the autopilot hands back): at half strength or lost. */
export const handBackForAi = (state: SkirmishState, side: string): string[] =>
  state.units.filter((u) => u.side === side && badlyHurt(state, u)).map((u) => u.id);

/** The stretch a plan counts in: a side's phase. */
export const momentForAi = (state: SkirmishState): string => `r${state.round}:${state.active}:${state.phase}`;

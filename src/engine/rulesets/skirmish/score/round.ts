/**
 * Scoring at the end of each battle round (issue 44 deliverable 5: "objectives with OC and scoring per
 * battle round"; the mission's `scoring`): each side scores `perObjective` x the objective's value for
 * each objective it controls (at most `roundCap` a round), `holdMore` when it controls more
 * objectives than the other side, and `perKill` for each enemy unit it destroyed this round (the
 * round's kills are then reset). A `vpScored` event per reason that scores.
 */
import type { SkirmishEvent } from '../events.js';
import type { SkirmishState } from '../state.js';
import { objectivesHeld, type ScoreStep } from './objectives.js';

/** The end of a battle round (flow/turn.ts): victory points scored, the round's kills reset. */
export function scoreRound(state: SkirmishState): ScoreStep {
  const { perObjective, roundCap, holdMore, perKill } = state.scoring;
  const held = objectivesHeld(state);
  const vp: Record<string, number> = { ...state.vp };
  const events: SkirmishEvent[] = [];
  const score = (side: string, points: number, reason: 'objectives' | 'holdMore' | 'kills'): void => {
    if (points <= 0) return;
    vp[side] = (vp[side] ?? 0) + points;
    events.push({ type: 'vpScored', side, points, reason, total: vp[side] ?? 0 });
  };
  for (const { id: side } of state.sides) {
    const objectives = state.objectives
      .filter((o) => o.controller === side)
      .reduce((sum, o) => sum + perObjective * o.value, 0);
    score(side, Math.min(roundCap, objectives), 'objectives');
    const mine = held[side] ?? 0;
    const theirs = state.sides.filter((s) => s.id !== side).map((s) => held[s.id] ?? 0);
    if (theirs.every((n) => mine > n)) score(side, holdMore, 'holdMore');
    score(side, perKill * (state.kills[side] ?? 0), 'kills');
  }
  const kills = Object.fromEntries(state.sides.map((s) => [s.id, 0]));
  return { state: { ...state, vp, kills }, events };
}

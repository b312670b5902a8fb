/**
 * How a `skirmish` game ends (issue 44 deliverable 5: "victory by points"; other-systems.md 4.2):
 * - a side with no unit on the table and none in reserve loses at once (`wipedOut`; both: a draw);
 * - after the last battle round, more victory points wins, equal points draw (`points`);
 * - a side may concede (`conceded`): the other side wins.
 * The outcome carries each side's VP (`score`, kind `victory`), `pointsLost` (the datasheet points of
 * each side's destroyed units) and the margin (the loser's loss less the winner's, at least 0).
 */
import type { Outcome } from '../../../ruleset.js';
import type { SkirmishEvent } from '../events.js';
import { datasheetOf, onTable } from '../geometry/index.js';
import type { SkirmishState } from '../state.js';
import type { ScoreStep } from './objectives.js';

export type SkirmishEndReason = 'wipedOut' | 'points' | 'conceded';

/** The datasheet points of each side's destroyed units. */
export const skirmishPointsLost = (state: SkirmishState): Record<string, number> =>
  Object.fromEntries(
    state.sides.map((side) => [
      side.id,
      state.units
        .filter((u) => u.side === side.id && u.destroyed)
        .reduce((sum, u) => sum + datasheetOf(state, u).points, 0),
    ]),
  );

/** The outcome with `winner` (null: a draw) for `reason`. */
export function skirmishOutcome(state: SkirmishState, winner: string | null, reason: SkirmishEndReason): Outcome {
  const pointsLost = skirmishPointsLost(state);
  const loser = winner === null ? undefined : state.sides.find((s) => s.id !== winner)?.id;
  const margin =
    winner === null || loser === undefined ? 0 : Math.max(0, (pointsLost[loser] ?? 0) - (pointsLost[winner] ?? 0));
  const points = Object.fromEntries(state.sides.map((s) => [s.id, state.vp[s.id] ?? 0]));
  return { winner, reason, pointsLost, margin, score: { points, kind: 'victory' } };
}

const end = (state: SkirmishState, outcome: Outcome, before: SkirmishEvent[] = []): ScoreStep => ({
  state: { ...state, outcome },
  events: [...before, { type: 'gameEnded', outcome }],
});

/** Sides with no unit on the table and none waiting in reserve. */
export const wipedOutSides = (state: SkirmishState): string[] =>
  state.sides
    .map((s) => s.id)
    .filter((side) => !state.units.some((u) => u.side === side && !u.destroyed && (u.reserve || onTable(u))));

/**
 * Is the game over, and how: a side wiped out ends it at once (checked whenever it is called); at
 * the end of a battle round (flow/turn.ts `endRound`, the round not yet advanced: `atRoundEnd`,
 * the default) after the last round, the VP decide. Otherwise nothing happens. Call it with
 * `atRoundEnd` false for the wipe-out check alone (in the middle of a round).
 */
export function checkOutcome(state: SkirmishState, atRoundEnd = true): ScoreStep {
  if (state.outcome !== null) return { state, events: [] };
  const wiped = wipedOutSides(state);
  if (wiped.length > 0) {
    const standing = state.sides.filter((s) => !wiped.includes(s.id));
    const winner = standing.length === 1 ? (standing[0]?.id ?? null) : null;
    return end(state, skirmishOutcome(state, winner, 'wipedOut'));
  }
  if (!atRoundEnd || state.round < state.rounds) return { state, events: [] };
  const [a, b] = state.sides.map((s) => s.id);
  const va = a === undefined ? 0 : (state.vp[a] ?? 0);
  const vb = b === undefined ? 0 : (state.vp[b] ?? 0);
  const winner = va === vb ? null : va > vb ? (a ?? null) : (b ?? null);
  return end(state, skirmishOutcome(state, winner, 'points'));
}

/** `concede`: the side concedes, the other side wins (`conceded`). */
export function concede(state: SkirmishState, side: string): ScoreStep {
  if (state.outcome !== null) return { state, events: [] };
  const winner = state.sides.find((s) => s.id !== side)?.id ?? null;
  return end(state, skirmishOutcome(state, winner, 'conceded'), [{ type: 'conceded', side }]);
}

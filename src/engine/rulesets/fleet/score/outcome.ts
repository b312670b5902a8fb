/**
 * How a `fleet` game ends (issue 43; other-systems.md 5.1: six rounds; Armada also ends the game at
 * once when a player has no ships left): `fleetGameOver` says whether and why, `fleetOutcome` who won.
 * More points wins (points.ts: destroyed enemy units, objectives, salvage carried); equal points
 * is a draw. `pointsLost` is each side's destroyed units' points, the margin the loser's loss less
 * the winner's (at least 0; 0 for a draw), as src/engine/ruleset.ts defines them.
 */
import type { Outcome } from '../../../ruleset.js';
import type { FleetState } from '../state.js';
import { loseSalvage, type FleetStep } from './objectives.js';
import { fleetPoints, fleetPointsLost } from './points.js';

export type FleetEndReason = 'fleetDestroyed' | 'lastRound';

/**
 * Why the game is over now, or null: a side has no live ship (squadrons alone do not hold the
 * field), or the last round is over. Call it with the round already advanced by the Status Phase:
 * `round > rounds` means the last round has been played.
 */
export function fleetGameOver(state: Pick<FleetState, 'sides' | 'ships' | 'round' | 'rounds'>): FleetEndReason | null {
  const shipless = state.sides.some((side) => !state.ships.some((s) => s.side === side.id && !s.destroyed));
  if (shipless) return 'fleetDestroyed';
  if (state.round > state.rounds) return 'lastRound';
  return null;
}

/** The outcome: the side that conceded loses; otherwise more points wins and equal points draw. */
export function fleetOutcome(state: FleetState, reason: string, conceded?: string): Outcome {
  const points = fleetPoints(state);
  const lost = fleetPointsLost(state);
  const [a, b] = state.sides.map((s) => s.id);
  let winner: string | null = null;
  if (conceded !== undefined) winner = state.sides.find((s) => s.id !== conceded)?.id ?? null;
  else if (a !== undefined && b !== undefined && (points[a] ?? 0) !== (points[b] ?? 0))
    winner = (points[a] ?? 0) > (points[b] ?? 0) ? a : b;
  const loser = winner === null ? undefined : state.sides.find((s) => s.id !== winner)?.id;
  const margin = winner === null || loser === undefined ? 0 : Math.max(0, (lost[loser] ?? 0) - (lost[winner] ?? 0));
  return { winner, reason, pointsLost: lost, margin, score: { points, kind: 'objective' } };
}

/** The game's end as a step: salvage of destroyed carriers lost, the outcome set, `gameEnded`. */
export function endFleetGame(state: FleetState, reason: string, conceded?: string): FleetStep {
  const lost = loseSalvage(state);
  const outcome = fleetOutcome(lost.state, reason, conceded);
  return {
    state: { ...lost.state, outcome },
    events: [...lost.events, { type: 'gameEnded', winner: outcome.winner, reason }],
  };
}

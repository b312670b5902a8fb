/**
 * How a `squadron` game ends (issue 14; seed 001 plays until one squad is destroyed; the scenarios
 * add a round limit and the escort's objective). Points lost are the squad points of the ships a
 * side lost (fled ships count), the margin the loser's loss less the winner's.
 */
import type { Outcome } from '../../ruleset.js';
import type { SquadronState } from './state.js';

export function pointsLost(state: SquadronState): Record<string, number> {
  return Object.fromEntries(
    state.sides.map((side) => [
      side.id,
      state.ships.filter((s) => s.side === side.id && s.destroyed).reduce((sum, s) => sum + s.stats.cost, 0),
    ]),
  );
}

export function outcomeOf(state: SquadronState, winner: string | null, reason: string): Outcome {
  const lost = pointsLost(state);
  const loser = winner === null ? null : state.sides.find((s) => s.id !== winner)?.id;
  const margin =
    winner === null || loser === undefined || loser === null ? 0 : (lost[loser] ?? 0) - (lost[winner] ?? 0);
  return { winner, reason, pointsLost: lost, margin };
}

/** The end the board shows now, whatever the round: a squad gone, the escort lost. */
export function decidedNow(state: SquadronState): Outcome | null {
  const standing = state.sides.filter((side) => state.ships.some((s) => s.side === side.id && !s.destroyed));
  if (state.scenario.victory === 'escort') {
    const escort = state.ships.find((s) => s.escort);
    if (escort?.destroyed) {
      return outcomeOf(state, state.sides.find((s) => s.id !== escort.side)?.id ?? null, 'escortLost');
    }
  }
  if (standing.length === 2) return null;
  if (standing.length === 0) return outcomeOf(state, null, 'mutualDestruction');
  return outcomeOf(state, standing[0]?.id ?? null, 'squadronDestroyed');
}

/** The end after the last round: the escort's side if it lives, else the side that lost fewer points. */
export function decidedAtTime(state: SquadronState): Outcome {
  if (state.scenario.victory === 'escort') {
    const escort = state.ships.find((s) => s.escort);
    if (escort && !escort.destroyed) return outcomeOf(state, escort.side, 'escortSafe');
  }
  const lost = pointsLost(state);
  const [a, b] = state.sides;
  const la = lost[a?.id ?? ''] ?? 0;
  const lb = lost[b?.id ?? ''] ?? 0;
  if (la === lb) return outcomeOf(state, null, 'timeDraw');
  return outcomeOf(state, (la < lb ? a?.id : b?.id) ?? null, 'timePoints');
}

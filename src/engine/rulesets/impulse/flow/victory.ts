/**
 * End of game (seed 000 section 3): a side with no ships left on the map loses (always), plus the
 * scenario's own conditions: destroy a named ship, survive a number of rounds, or get a named ship
 * off the map; and a side may concede. The outcome carries each side's lost ship points and the
 * margin of victory, for leagues.
 */
import type { Ctx } from '../context.js';
import { activeShips, shipClass } from '../ships.js';
import type { GameState, Outcome, SideId } from '../state.js';

/** Who won and why, before the points are counted. */
export type Verdict = Pick<Outcome, 'winner' | 'reason'>;

const shipNamed = (state: GameState, name: string) =>
  state.ships.find((s) => s.name.toLowerCase() === name.toLowerCase());

/** A verdict reached by the state as it stands, checked after every change. */
export function verdictNow(state: GameState): Verdict | null {
  for (const v of state.victory) {
    if (v.kind === 'destroyShip' && shipNamed(state, v.ship)?.status === 'destroyed')
      return { winner: v.side, reason: 'destroyShip' };
    if (v.kind === 'exitShip' && shipNamed(state, v.ship)?.status === 'retreated')
      return { winner: v.side, reason: 'exitShip' };
  }
  const [a, b] = state.sides;
  const aLeft = activeShips(state, a.id).length > 0;
  const bLeft = activeShips(state, b.id).length > 0;
  if (!aLeft && !bLeft) return { winner: null, reason: 'mutualDestruction' };
  if (!aLeft) return { winner: b.id, reason: 'lastSideStanding' };
  if (!bLeft) return { winner: a.id, reason: 'lastSideStanding' };
  return null;
}

/** A verdict reached by the end of round `round` (survival conditions). */
export function verdictAtRoundEnd(state: GameState, round: number): Verdict | null {
  for (const v of state.victory) {
    if (v.kind === 'survive' && v.rounds === round && activeShips(state, v.side).length > 0)
      return { winner: v.side, reason: 'survive' };
  }
  return null;
}

/** Points of the ships each side has lost to destruction. */
export function pointsLost(state: GameState): Record<SideId, number> {
  const lost: Record<SideId, number> = Object.fromEntries(state.sides.map((s) => [s.id, 0]));
  for (const ship of state.ships)
    if (ship.status === 'destroyed') lost[ship.side] = (lost[ship.side] ?? 0) + shipClass(state, ship).points;
  return lost;
}

export function endGame(ctx: Ctx, verdict: Verdict): void {
  const { state } = ctx;
  const lost = pointsLost(state);
  const loser = verdict.winner === null ? null : state.sides.find((s) => s.id !== verdict.winner)?.id;
  const margin = verdict.winner === null || !loser ? 0 : (lost[loser] ?? 0) - (lost[verdict.winner] ?? 0);
  const outcome: Outcome = { ...verdict, pointsLost: lost, margin };
  state.outcome = outcome;
  state.flow = { phase: 'over', round: state.flow.round };
  ctx.emit({ type: 'gameEnded', outcome });
}

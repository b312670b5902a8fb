/**
 * End of game (seed 000 section 3): a side with no ships left on the map loses (always), plus the
 * scenario's own conditions: destroy a named ship, survive a number of rounds, or get a named ship
 * off the map.
 */
import type { Ctx } from './context.js';
import { activeShips } from './ships.js';
import type { GameState, Outcome } from './state.js';

const shipNamed = (state: GameState, name: string) => state.ships.find((s) => s.name.toLowerCase() === name.toLowerCase());

/** An outcome reached by the state as it stands, checked after every change. */
export function outcomeNow(state: GameState): Outcome | null {
  for (const v of state.victory) {
    if (v.kind === 'destroyShip' && shipNamed(state, v.ship)?.status === 'destroyed') return { winner: v.side, reason: 'destroyShip' };
    if (v.kind === 'exitShip' && shipNamed(state, v.ship)?.status === 'retreated') return { winner: v.side, reason: 'exitShip' };
  }
  const [a, b] = state.sides;
  const aLeft = activeShips(state, a.id).length > 0;
  const bLeft = activeShips(state, b.id).length > 0;
  if (!aLeft && !bLeft) return { winner: null, reason: 'mutualDestruction' };
  if (!aLeft) return { winner: b.id, reason: 'lastSideStanding' };
  if (!bLeft) return { winner: a.id, reason: 'lastSideStanding' };
  return null;
}

/** An outcome reached by the end of round `round` (survival conditions). */
export function outcomeAtRoundEnd(state: GameState, round: number): Outcome | null {
  for (const v of state.victory) {
    if (v.kind === 'survive' && v.rounds === round && activeShips(state, v.side).length > 0) return { winner: v.side, reason: 'survive' };
  }
  return null;
}

export function endGame(ctx: Ctx, outcome: Outcome): void {
  const { state } = ctx;
  state.outcome = outcome;
  state.flow = { phase: 'over', round: state.flow.round };
  ctx.emit({ type: 'gameEnded', outcome });
}

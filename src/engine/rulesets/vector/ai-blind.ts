/**
 * The position as an AI player may know it (issue 18): in seed 002's Reaction Phase every ship's
 * orders are sealed until all are in, so the other side's are set aside; that side still owes them,
 * so the AI's own last order reveals nothing. Once revealed, orders are open to all.
 */
import type { VectorState } from './state.js';

export function blindForAi(state: VectorState, side: string): VectorState {
  if (state.phase !== 'reaction') return state;
  const own = new Set(state.board.ships.filter((s) => s.side === side).map((s) => s.id));
  return { ...state, orders: Object.fromEntries(Object.entries(state.orders).filter(([id]) => own.has(id))) };
}

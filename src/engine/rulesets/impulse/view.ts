/**
 * What one side (or a spectator) may see: everything but the other side's Power Phase orders while
 * they are still secret (DESIGN.md section 5: submitted privately, revealed together).
 */
import type { GameState, PowerOrder, SideId } from './state.js';

export type Viewer = SideId | 'spectator';

export function viewFor(state: GameState, viewer: Viewer): GameState {
  if (state.flow.phase !== 'power') return state;
  const orders: Record<SideId, readonly PowerOrder[] | null> = {};
  for (const [side, submitted] of Object.entries(state.flow.orders)) {
    // A hidden order shows only that it is in: an empty list instead of null.
    orders[side] = submitted === null || side === viewer ? submitted : [];
  }
  return { ...state, flow: { ...state.flow, orders } };
}

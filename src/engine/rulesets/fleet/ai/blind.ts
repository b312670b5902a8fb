/**
 * The position as an AI player may know it (issue 18; seed 004 p. 7: command dials are set facedown
 * and revealed one at a time): the other side's sealed dials are set aside as the view shows them
 * (`sealed`, their depth kept: core/sealed-queue.ts `queueView`), and the rest of its planned
 * activation (the turn card) is not read. The revealed dial of an active ship is public.
 */
import { queueView } from '../../../core/sealed-queue.js';
import type { FleetState } from '../state.js';

export function blindForAi(state: FleetState, side: string): FleetState {
  const own = state.ships.filter((s) => s.side === side).map((s) => s.id);
  return {
    ...state,
    dials: queueView(state.dials, own, 'sealed'),
    plan: state.plan && state.plan.side !== side ? null : state.plan,
  };
}

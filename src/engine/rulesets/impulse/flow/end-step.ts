/**
 * Ending steps and turns by the player's word (seed 000 section 1.1: one step at a time; DESIGN.md
 * section 5). Mandatory moves with a real choice must be made first; forced moves are made for the
 * player on the way.
 */
import { type Result, err, ok } from '../../../core/result.js';
import { finishStep, makeForcedMoves, settle } from './advance.js';
import type { Ctx } from '../context.js';
import { type ImpulseRuleError, fail } from '../errors.js';
import { moveOptions, owesMove } from '../movement/movement.js';
import { activeShips } from '../ships.js';
import type { SideId } from '../state.js';
import { turnFlow } from './turn-flow.js';

export type Outcome = Result<void, ImpulseRuleError>;
export const done: Outcome = ok(undefined);

/** Ends the current step; in movement, forced moves are made first and real choices must be made. */
export function endStep(ctx: Ctx, side: SideId): Outcome {
  const { state } = ctx;
  const flow = turnFlow(state);
  if (flow.step === 'movement') {
    const outstanding = activeShips(state, side).filter((s) => owesMove(state, s) && moveOptions(state, s).length > 1);
    if (outstanding.length > 0) return err(fail('MOVES_OUTSTANDING', { ships: outstanding.map((s) => s.id) }));
    makeForcedMoves(ctx, side);
    if (state.flow.phase !== 'turn' || state.flow.step !== 'movement') return done;
  }
  finishStep(ctx, 'endedByPlayer');
  return done;
}

/** Ends every remaining step of the side's turn, making forced moves on the way. */
export function endTurn(ctx: Ctx, side: SideId): Outcome {
  const { state } = ctx;
  const { round, impulse, turn } = turnFlow(state);
  const sameTurn = (): boolean =>
    state.flow.phase === 'turn' &&
    state.flow.round === round &&
    state.flow.impulse === impulse &&
    state.flow.turn === turn;
  while (sameTurn() && state.outcome === null) {
    const ended = endStep(ctx, side);
    if (!ended.ok) return ended;
    settle(ctx);
  }
  return done;
}

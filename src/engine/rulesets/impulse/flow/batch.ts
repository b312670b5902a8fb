/**
 * A whole turn composed at once (DESIGN.md section 6a): the commands of a batch run in order on the
 * same draft and the first error discards them all, so the batch applies whole or not at all.
 */
import { isAllowed } from '../../../core/flow.js';
import { err } from '../../../core/result.js';
import { awaiting, settle } from './advance.js';
import type { Command, CommandOf } from '../commands.js';
import type { Ctx } from '../context.js';
import { type Outcome, done, endStep } from './end-step.js';
import { fail } from '../errors.js';
import type { GameState } from '../state.js';
import { TURN, turnFlow, turnSide } from './turn-flow.js';

/** Applies one command of the batch (the orchestrator's dispatch, passed in to keep imports one way). */
export type Dispatch = (ctx: Ctx, cmd: Command) => Outcome;

/** Identifies the player's turn under way, or null outside a turn. */
const turnKey = (state: GameState): string | null =>
  state.flow.phase === 'turn' ? `${state.flow.round}${state.flow.impulse}${state.flow.turn}` : null;

/**
 * A command of a later step in the same turn ends the steps before it, as the player composing the
 * whole turn meant (each ended step still says so in a `stepEnded` event).
 */
function reachStepFor(ctx: Ctx, cmd: Command): Outcome {
  const { state } = ctx;
  const key = turnKey(state);
  while (
    state.flow.phase === 'turn' &&
    turnKey(state) === key &&
    turnSide(state) === cmd.side &&
    !isAllowed(TURN, state.flow.step, cmd.type)
  ) {
    const later = TURN.steps.slice(TURN.steps.findIndex((s) => s.step === turnFlow(state).step) + 1);
    if (!later.some((s) => s.commands.includes(cmd.type))) return done;
    const ended = endStep(ctx, cmd.side);
    if (!ended.ok) return ended;
    settle(ctx);
  }
  return done;
}

/** The game, as it stands, takes this kind of command from this side. */
function acceptsNow(state: GameState, cmd: Command): boolean {
  const flow = state.flow;
  if (flow.phase === 'turn') return turnSide(state, flow) === cmd.side && isAllowed(TURN, flow.step, cmd.type);
  if (flow.phase === 'initiative') return cmd.type === 'chooseInitiative';
  return flow.phase === 'power' && cmd.type === 'submitPower';
}

/**
 * Brings the batch's draft to where `cmd` belongs: a later step of this turn, or, for a command
 * that belongs after this turn (the initiative choice, the side's next turn), past the automatic
 * flow that the batch had held back.
 */
function prepareFor(ctx: Ctx, cmd: Command): Outcome {
  const reached = reachStepFor(ctx, cmd);
  if (!reached.ok || acceptsNow(ctx.state, cmd)) return reached;
  ctx.inBatch = false;
  settle(ctx);
  ctx.inBatch = true;
  return reachStepFor(ctx, cmd);
}

/**
 * A whole turn composed at once: the commands run in order on the same draft and the first error
 * discards them all. Inside a batch forced moves wait for the batch to end, a command for a later
 * step ends the steps before it, ending a turn that has already ended is a no-op, and nothing after
 * the end of the game is applied.
 */
export function runBatch(ctx: Ctx, batch: CommandOf<'batch'>, dispatch: Dispatch): Outcome {
  const started = turnKey(ctx.state);
  ctx.inBatch = true;
  try {
    for (const [index, cmd] of batch.commands.entries()) {
      if (ctx.state.outcome !== null) break;
      if (cmd.side !== batch.side)
        return err(fail('NOT_YOUR_TURN', { side: cmd.side, batchIndex: index, awaiting: awaiting(ctx.state) }));
      if ((cmd.type === 'endStep' || cmd.type === 'endTurn') && started !== null && turnKey(ctx.state) !== started)
        continue;
      const reached = prepareFor(ctx, cmd);
      const outcome = reached.ok ? dispatch(ctx, cmd) : reached;
      if (!outcome.ok) return err(fail(outcome.error.code, { ...outcome.error.detail, batchIndex: index }));
      settle(ctx);
    }
  } finally {
    ctx.inBatch = false;
  }
  return done;
}

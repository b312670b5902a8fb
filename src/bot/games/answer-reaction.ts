/**
 * A click on a reaction's button (issue 42): the option of the window it was made for, played as
 * its command through the shared pipeline (act.ts), so it is checked, logged and announced like any
 * other. Refused privately: a click by a player who is not the one asked, and a click on a window
 * that has closed (answered, defaulted by the clock, or by a standing preference).
 */
import { ok, type Result, type RulesetCommand } from '../../engine/index.js';
import type { CommandContext } from '../app/context.js';
import { problem, type Problem } from '../pipeline/problem.js';
import { act, type Acting } from './act.js';

export interface ReactionClick {
  readonly window: string;
  readonly option: string;
}

/** The command the clicked option stands for, or why the click is refused. */
export function reactionCommand(acting: Acting, click: ReactionClick): Result<RulesetCommand, Problem> {
  const { table, state, side } = acting;
  const awaited = table.rules.awaiting(state);
  if (awaited.kind !== 'reaction' || awaited.reaction.window !== click.window)
    return { ok: false, error: problem('reaction.closed') };
  const reaction = awaited.reaction;
  if (reaction.side !== side)
    return { ok: false, error: problem('reaction.notYours', { side: table.sideName(state, reaction.side) }) };
  const option = reaction.options.find((o) => o.id === click.option);
  if (!option) return { ok: false, error: problem('reaction.closed') };
  return ok(option.command);
}

export async function answerReaction(ctx: CommandContext, click: ReactionClick): Promise<void> {
  await act(ctx, (acting) => reactionCommand(acting, click));
}

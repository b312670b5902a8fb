/** Shared by the /game handlers: a change to a game under its lock, with its refusal answered privately. */
import { err, type Result } from '../../engine/index.js';
import type { GameRecord } from '../../store/index.js';
import type { CommandContext } from '../app/context.js';
import { problem, say, type Problem } from '../pipeline/problem.js';
import type { MessageKey } from '../locales/index.js';

export type Update = { save?: GameRecord; result: Result<GameRecord, Problem> };

export const refuse = (key: MessageKey, vars?: Record<string, string | number>): Update => ({
  result: err(problem(key, vars)),
});

export const isAdmin = (ctx: CommandContext, record: GameRecord): boolean =>
  record.host === ctx.request.actor.id || ctx.request.actor.canManage;

export async function answerProblem(ctx: CommandContext, p: Problem): Promise<void> {
  await ctx.respond.reply({ content: say(ctx.t, p) }, true);
}

/** Runs a lobby change under the game's lock and answers its problem privately. */
export async function change(
  ctx: CommandContext,
  channelId: string,
  decide: (record: GameRecord | undefined) => Update | Promise<Update>,
): Promise<GameRecord | undefined> {
  const result = await ctx.app.store.update(channelId, decide);
  if (!result.ok) {
    await answerProblem(ctx, result.error);
    return undefined;
  }
  return result.value;
}

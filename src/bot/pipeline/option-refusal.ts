/** A refused option, said with the option named as the player's client shows it. */
import type { CommandContext } from '../app/context.js';
import { isMessageKey } from '../locales/index.js';
import { say, type Problem } from './problem.js';

export function refusal(ctx: CommandContext, p: Problem): string {
  const option = p.vars?.['option'];
  const key = `names.options.${String(option)}`;
  const shown = typeof option === 'string' && isMessageKey(key) ? ctx.t(key) : option;
  return say(ctx.t, shown === undefined ? p : { ...p, vars: { ...p.vars, option: shown } });
}

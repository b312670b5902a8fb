/** Discord's 3-second deadline for a first answer, kept by deferring any request still at work. */
import type { CommandContext } from '../app/context.js';

/** Defers the answer if the work is still going after `ms`, so Discord's 3-second deadline is never missed. */
export function deferIfSlow(ctx: CommandContext, ephemeral: boolean): () => void {
  const timer = setTimeout(() => {
    if (!ctx.respond.answered)
      ctx.respond.defer(ephemeral).catch((e: unknown) => ctx.app.log.warn('defer failed', { error: String(e) }));
  }, ctx.app.deferAfterMs);
  return () => clearTimeout(timer);
}

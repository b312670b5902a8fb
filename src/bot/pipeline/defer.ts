/** Discord's 3-second deadline for a first answer, kept by deferring any request still at work. */
import type { CommandContext } from '../app/context.js';

/**
 * Defers the answer if the work is still going after `afterMs` (the app's `deferAfterMs` unless
 * given), so Discord's 3-second deadline is never missed.
 */
export function deferIfSlow(ctx: CommandContext, ephemeral: boolean, afterMs = ctx.app.deferAfterMs): () => void {
  const timer = setTimeout(() => {
    if (!ctx.respond.answered)
      ctx.respond.defer(ephemeral).catch((e: unknown) => ctx.app.log.warn('defer failed', { error: String(e) }));
  }, afterMs);
  return () => clearTimeout(timer);
}

/**
 * How much later than a handler's own watchdog the pipeline's backstop defers a slash command still
 * at work: a handler that defers on its own (a game action) does so first; one that armed no
 * watchdog (the lobby's `/game new`, which may first deliver what a finished game still owes) is
 * deferred all the same, publicly, still a second before Discord's deadline at the default 1.5 s.
 */
export const BACKSTOP_AFTER_OWN_MS = 500;

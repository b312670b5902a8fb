/**
 * The shared pipeline for every game action (style-anchors section 6.6): rate limit -> under the
 * game's lock: load, decide (decide.ts: guards, the engine command, the record it makes), save ->
 * answer -> deliver. The answer is given only after the record is on disk, so a crash never loses
 * an accepted command.
 */
import type { Result } from '../../engine/index.js';
import type { GameRecord } from '../../store/index.js';
import { answerAndDeliver, type ActOptions } from '../presentation/announce.js';
import { clockProfiles } from '../clocks/clock.js';
import { wakeForAutoplay } from '../clocks/autoplay.js';
import type { App, CommandContext } from '../app/context.js';
import type { Profile } from '../players/profile.js';
import { claim, release } from '../presentation/outbox.js';
import { say, type Problem } from '../pipeline/problem.js';
import { deferIfSlow } from '../pipeline/defer.js';
import { decide, type Actor } from './decide.js';
import type { BuildCommand } from './turn-player.js';

// The act path's pieces, for the rulesets' tables that act and check turns of their own.
export { requireTurnPlayer, type Acting, type BuildCommand } from './turn-player.js';
export { isStale } from './stale.js';
export { detailText } from './rule-refusal.js';

const actorOf = (ctx: CommandContext): Actor => ({
  id: ctx.request.actor.id,
  name: ctx.request.actor.name,
  t: ctx.t,
  component: ctx.request.component,
  interactionToken: ctx.request.interactionToken,
  interactionId: ctx.request.interactionId,
});

/** The profiles a started game's clock is armed with (none for a game no command can change). */
const profilesFor = async (app: App, record: GameRecord | undefined): Promise<ReadonlyMap<string, Profile>> =>
  record?.status === 'active' ? clockProfiles(app, record) : new Map();

/** Runs one game action end to end; true when the command was accepted. */
export async function act(ctx: CommandContext, build: BuildCommand, options: ActOptions = {}): Promise<boolean> {
  const { app, request, respond, t } = ctx;
  const stopWatchdog = deferIfSlow(ctx, options.secret === true);
  let claimed: { record: GameRecord; id: string } | undefined;
  try {
    const outcome = await app.store.update(
      request.channelId,
      async (record): Promise<{ save?: GameRecord; result: Result<GameRecord, Problem> }> => {
        const profiles = await profilesFor(app, record);
        const decided = decide(record, actorOf(ctx), build, {
          rulesets: app.rulesets,
          now: app.now(),
          profiles,
          options,
        });
        if (!decided.ok) return { result: decided };
        // The answer is the first item owed; it is claimed before the save, so that no delivery run
        // posts it to the channel while this request is giving it.
        claimed = { record: decided.value.record, id: decided.value.answerId };
        claim(app, claimed.record, claimed.id);
        return { save: decided.value.record, result: { ok: true, value: decided.value.record } };
      },
    );
    if (!outcome.ok) {
      await respond.reply({ content: say(t, outcome.error) }, true);
      return false;
    }
    const answerId = options.secret ? undefined : claimed?.id;
    if (options.secret && claimed) release(app, claimed.record, claimed.id);
    claimed = undefined;
    await answerAndDeliver(ctx, outcome.value, answerId, options);
    wakeForAutoplay(app, outcome.value);
    return true;
  } finally {
    // A save that failed owes nothing: nothing stays claimed.
    if (claimed) release(app, claimed.record, claimed.id);
    stopWatchdog();
  }
}

/** /map, /ship, /help and /rules: looking, not acting (answers are private unless asked publicly). */
import type { impulse } from '../../engine/index.js';
import type { CommandContext } from '../app/context.js';
import { deferIfSlow } from '../pipeline/act.js';
import { EN_US } from '../locales/en-US.js';
import { int, str } from '../pipeline/options.js';
import { mapFile, reportText, shipFile } from '../presentation/pictures.js';
import { pastImpulse } from '../presentation/history.js';
import { stateOf } from './record-ops.js';
import { findShip } from './resolve.js';
import { cleanName } from '../presentation/sanitize.js';

type RuleTopic = keyof typeof EN_US.rules;
export const RULE_TOPICS = Object.keys(EN_US.rules) as RuleTopic[];
const isTopic = (text: string): text is RuleTopic => (RULE_TOPICS as readonly string[]).includes(text);

/**
 * Pictures and help are the commands people spam (and pictures cost a render each), so they are
 * rate limited per user; game actions are limited by the turn order itself.
 */
export async function limited(ctx: CommandContext): Promise<boolean> {
  const wait = ctx.app.limiter.take(ctx.request.actor.id);
  if (wait === 0) return false;
  await ctx.respond.reply({ content: ctx.t('reply.rateLimited', { seconds: wait }) }, true);
  return true;
}

async function currentState(ctx: CommandContext): Promise<impulse.GameState | undefined> {
  if (await limited(ctx)) return undefined;
  const record = await ctx.app.store.get(ctx.request.channelId);
  if (!record || record.state === null) {
    await ctx.respond.reply({ content: ctx.t(record ? 'reply.notStarted' : 'reply.noGame') }, true);
    return undefined;
  }
  return stateOf(record);
}

export async function showMap(ctx: CommandContext): Promise<void> {
  const state = await currentState(ctx);
  if (!state) return;
  const named = str(ctx.request, 'ship');
  const ship = named ? findShip(state, named) : undefined;
  if (named && !ship)
    return ctx.respond.reply({ content: ctx.t('reply.noSuchShip', { ship: cleanName(named) }) }, true);
  const show = str(ctx.request, 'show');
  const stop = deferIfSlow(ctx, true);
  try {
    await ctx.respond.reply(
      { files: [mapFile(state, [], ship?.id, ship ? (show === 'fire' ? 'fireZone' : 'reach') : undefined)] },
      true,
    );
  } finally {
    stop();
  }
}

export async function showShip(ctx: CommandContext): Promise<void> {
  const state = await currentState(ctx);
  if (!state) return;
  const named = str(ctx.request, 'ship');
  const mine = state.ships.find((s) => s.status === 'active');
  const ship = named ? findShip(state, named) : mine;
  if (!ship) return ctx.respond.reply({ content: ctx.t('reply.noSuchShip', { ship: cleanName(named ?? '?') }) }, true);
  await ctx.respond.reply({ files: [shipFile(state, ship.id)] }, true);
}

/** /replay: the map as it stood at the end of an earlier impulse, with what happened in it. */
export async function replayImpulse(ctx: CommandContext): Promise<void> {
  if (await limited(ctx)) return;
  const record =
    (await ctx.app.store.get(ctx.request.channelId)) ?? (await ctx.app.store.latestArchived(ctx.request.channelId));
  if (!record || !record.initial)
    return ctx.respond.reply({ content: ctx.t(record ? 'reply.notStarted' : 'reply.noGame') }, true);
  const round = int(ctx.request, 'round') ?? 1;
  const letter = (str(ctx.request, 'impulse') ?? 'A').toUpperCase();
  const stop = deferIfSlow(ctx, true);
  try {
    const past = pastImpulse(record, round, letter);
    if (!past)
      return await ctx.respond.reply({ content: ctx.t('reply.noSuchImpulse', { round, impulse: letter }) }, true);
    const header = ctx.t('reply.replayHeader', { round, impulse: letter, name: record.name });
    await ctx.respond.reply(
      {
        content: `${header}\n${reportText(past.events, 1900 - header.length)}`,
        files: [mapFile(past.state, past.events)],
      },
      true,
    );
  } finally {
    stop();
  }
}

export async function help(ctx: CommandContext): Promise<void> {
  if (await limited(ctx)) return;
  await ctx.respond.reply({ content: ctx.t('reply.helpText') }, true);
}

export async function rules(ctx: CommandContext): Promise<void> {
  if (await limited(ctx)) return;
  const topic = str(ctx.request, 'topic');
  const topics = topic && isTopic(topic) ? [topic] : RULE_TOPICS;
  await ctx.respond.reply(
    {
      content: topics
        .map((k) => `**${k}** — ${ctx.t(`rules.${k}`)}`)
        .join('\n')
        .slice(0, 2000),
    },
    true,
  );
}

/** A bot App over a memory store and a local channel, with two players, for in-process bot tests. */
import { createApp } from '../../src/bot/app/app-factory.js';
import type { App, GameEndedListener, Logger } from '../../src/bot/app/context.js';
import { COMMANDS_DIR, loadCommands } from '../../src/bot/app/loader.js';
import { TABLES, type TableRegistry } from '../../src/bot/rulesets/registry.js';
import { LocalChannel } from '../../src/bot/local/local-transport.js';
import { LocalSession, type LocalUser } from '../../src/bot/local/session.js';
import { Scheduler } from '../../src/bot/clocks/scheduler.js';
import { decodeComponentId } from '../../src/bot/pipeline/custom-id.js';

export const ALICE: LocalUser = { id: '1001', name: 'alice', canManage: false, locale: 'en-US' };
export const BOB: LocalUser = { id: '1002', name: 'bob', canManage: false, locale: 'en-US' };
export const CAROL: LocalUser = { id: '1003', name: 'carol', canManage: true, locale: 'en-US' };

export interface LocalBot {
  readonly app: App & { close(): Promise<void> };
  readonly session: LocalSession;
  readonly channel: LocalChannel;
}

export async function localBot(
  options: {
    storeUrl?: string;
    seed?: string;
    now?: () => Date;
    rulesets?: TableRegistry;
    retryAfterMs?: number;
    onGameEnded?: readonly GameEndedListener[];
    /** Where the app logs (default: errors to the console, the rest dropped). */
    log?: Logger;
    /** The channel the bot posts to (a test's own kind of LocalChannel; default: a new one). */
    channel?: LocalChannel;
  } = {},
): Promise<LocalBot> {
  const channel = options.channel ?? new LocalChannel();
  const base = await createApp({
    storeUrl: options.storeUrl ?? 'memory:',
    channel,
    log: options.log ?? { info: () => undefined, warn: () => undefined, error: (m, f) => console.error(m, f) },
    rateLimit: { burst: 10_000, perSecond: 10_000 },
    deferAfterMs: 60_000,
    rulesets: options.rulesets ?? TABLES,
    ...(options.now ? { now: options.now } : {}),
    ...(options.retryAfterMs ? { retryAfterMs: options.retryAfterMs } : {}),
    ...(options.onGameEnded ? { onGameEnded: options.onGameEnded } : {}),
  });
  const app = options.seed ? { ...base, newSeed: () => options.seed ?? '' } : base;
  const session = new LocalSession(
    app,
    await loadCommands(COMMANDS_DIR, options.rulesets ?? TABLES),
    channel,
    [ALICE, BOB, CAROL],
    'c1',
  );
  return { app, session, channel };
}

/**
 * Plays what the game plays by itself (issue 13's autoplay): fires the channel's autoplay timers,
 * each at its due time, as the scheduler would. Returns how many commands the orders played.
 */
export async function runAutoplay(bot: LocalBot, channelId = 'c1', limit = 1000): Promise<number> {
  const scheduler = new Scheduler(bot.app);
  const record = async () => (await bot.app.store.get(channelId)) ?? (await bot.app.store.latestArchived(channelId));
  const playedSoFar = async () => (await record())?.log.filter((e) => e.by === 'orders').length ?? 0;
  const before = await playedSoFar();
  for (let i = 0; i < limit; i += 1) {
    const timer = (await bot.app.store.get(channelId))?.timers.find((t) => t.kind === 'autoplay');
    if (!timer) break;
    await scheduler.tick(new Date(timer.due));
  }
  return (await playedSoFar()) - before;
}

/** A started game of a bundled scenario (of `ruleset`, impulse by default): alice (host) plays Concord, bob plays Veyra. */
export async function startedGame(scenario: string, seed: string, ruleset?: string): Promise<LocalBot> {
  return startGameIn(await localBot({ seed }), scenario, ruleset);
}

/** Opens, fills and starts a game of `scenario` in the bot's channel: alice (host) plays Concord, bob plays Veyra. */
export async function startGameIn(bot: LocalBot, scenario: string, ruleset?: string): Promise<LocalBot> {
  await bot.session.run(`/game new${ruleset ? ` ruleset:${ruleset}` : ''} scenario:${scenario}`, 'alice');
  await bot.session.run('/game join side:concord', 'alice');
  await bot.session.run('/game join side:veyra', 'bob');
  await bot.session.run('/game start', 'alice');
  return bot;
}

/** The buttons of a message as a player sees them: each one's label, and the action it sends. */
export const buttonsOf = (
  message: { readonly components?: readonly { readonly components: readonly object[] }[] } | undefined,
) =>
  (message?.components ?? [])
    .flatMap((r) => r.components)
    .map((c) => ({
      label: 'label' in c ? String(c.label ?? '') : '',
      action: 'custom_id' in c ? decodeComponentId(String(c.custom_id ?? ''))?.action : undefined,
    }));

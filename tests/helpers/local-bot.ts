/** A bot App over a memory store and a local channel, with two players, for in-process bot tests. */
import { createApp } from '../../src/bot/app/app-factory.js';
import type { App } from '../../src/bot/app/context.js';
import { COMMANDS_DIR, loadCommands } from '../../src/bot/app/loader.js';
import { TABLES, type TableRegistry } from '../../src/bot/rulesets/registry.js';
import { LocalChannel } from '../../src/bot/local/local-transport.js';
import { LocalSession, type LocalUser } from '../../src/bot/local/session.js';

export const ALICE: LocalUser = { id: '1001', name: 'alice', canManage: false, locale: 'en-US' };
export const BOB: LocalUser = { id: '1002', name: 'bob', canManage: false, locale: 'en-US' };
export const CAROL: LocalUser = { id: '1003', name: 'carol', canManage: true, locale: 'en-US' };

export interface LocalBot {
  readonly app: App & { close(): Promise<void> };
  readonly session: LocalSession;
  readonly channel: LocalChannel;
}

export async function localBot(
  options: { storeUrl?: string; seed?: string; now?: () => Date; rulesets?: TableRegistry } = {},
): Promise<LocalBot> {
  const channel = new LocalChannel();
  const base = await createApp({
    storeUrl: options.storeUrl ?? 'memory:',
    channel,
    log: { info: () => undefined, warn: () => undefined, error: (m, f) => console.error(m, f) },
    rateLimit: { burst: 10_000, perSecond: 10_000 },
    deferAfterMs: 60_000,
    rulesets: options.rulesets ?? TABLES,
    ...(options.now ? { now: options.now } : {}),
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

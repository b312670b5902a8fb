/** Builds the App (store, catalog, clock, seeds, limits) the same way for Discord and for local play. */
import { Alarm } from '../clocks/alarm.js';
import { AiThinker } from '../ai/thinker.js';
import { closeAnimationThread } from '../animation/animator.js';
import { Painter } from '../pictures/painter.js';
import { randomBytes } from 'node:crypto';
import { loadCatalogs } from './catalogs.js';
import { registerFonts } from '../../render/index.js';
import { Collection, DEFAULT_STORE_URL, GameStore, KeyValue, KeyedLock, openBackend } from '../../store/index.js';
import type { App, GameEndedListener, Logger } from './context.js';
import { DRAFT_RECORD } from '../games/draft.js';
import { PROFILE_RECORD } from '../players/profile.js';
import { LEAGUE_RECORD } from '../../league/league.js';
import { GUILD_LEAGUES_RECORD, GUILD_RATINGS_RECORD } from '../leagues/league-records.js';
import { LEAGUE_LISTENERS } from '../leagues/game-ended.js';
import { DEFAULT_RATE_LIMIT, RateLimiter, type RateLimitRule } from '../pipeline/rate-limit.js';
import type { GameChannel } from '../pipeline/request.js';
import { TABLES } from '../rulesets/registry.js';
import type { TableRegistry } from '../rulesets/table-registry.js';
import { DeliveryRetries } from '../presentation/delivery-retries.js';
import { currentLogContext, noteGame } from '../ops/log-context.js';
import { logLine, type LogFormat } from '../ops/log-line.js';

export interface AppOptions {
  readonly storeUrl?: string;
  readonly channel: GameChannel;
  readonly log: Logger;
  readonly now?: () => Date;
  readonly rateLimit?: RateLimitRule;
  readonly deferAfterMs?: number;
  /** The rulesets played (default: the project's own); a test adds one of its own. */
  readonly rulesets?: TableRegistry;
  /** Bound of the record cache in bytes (STORE_CACHE_MB). */
  readonly cacheBytes?: number;
  /** The first wait before a failed delivery is tried again (2 s; a test's own is shorter). */
  readonly retryAfterMs?: number;
  /** Who is told of a game's end (default: the leagues, which report results and rate casual games). */
  readonly onGameEnded?: readonly GameEndedListener[];
  /** What this process owns (`App.owns`; default everything): a shard process, its guilds (issue 45). */
  readonly owns?: (guildId: string | null) => boolean;
  /** Maps drawn on their own thread (issue 45): the bot's process; an in-process test draws them here. */
  readonly pictureThread?: boolean;
}

/** Where a logger's lines go: the console, or a test's list. */
export interface LogSink {
  log(line: string): void;
  warn(line: string): void;
  error(line: string): void;
}

/**
 * The bot's logger (LOG_LEVEL, LOG_FORMAT). Every line carries the guild, channel and game of the
 * interaction or timer it was written for (issue 45: src/bot/ops/log-context.ts).
 */
export const consoleLogger = (
  level: 'debug' | 'info' | 'warn' | 'error' = 'info',
  format: LogFormat = 'text',
  sink: LogSink = console,
): Logger => {
  const order = ['debug', 'info', 'warn', 'error'];
  const on = (l: string) => order.indexOf(l) >= order.indexOf(level);
  const line = (l: string, message: string, fields?: Record<string, unknown>) =>
    logLine(format, l, message, fields, currentLogContext());
  return {
    info: (m, f) => void (on('info') && sink.log(line('info', m, f))),
    warn: (m, f) => void (on('warn') && sink.warn(line('warn', m, f))),
    error: (m, f) => void (on('error') && sink.error(line('error', m, f))),
  };
};

/** Where the games are, for messages and the start-up log (a password in a URL is never shown). */
export const describeStore = (url: string | undefined): string =>
  (url ?? DEFAULT_STORE_URL).replace(/\/\/[^@/]*@/, '//***@');

export async function createApp(options: AppOptions): Promise<App & { close(): Promise<void> }> {
  registerFonts();
  const kv = new KeyValue(await openBackend(options.storeUrl));
  // On PostgreSQL a record's lock also holds across processes (issue 45); elsewhere the in-process lock is all.
  const lock = new KeyedLock((key, work) => kv.exclusive(key, work));
  const now = options.now ?? (() => new Date());
  const rulesets = options.rulesets ?? TABLES;
  const store = new GameStore(kv, lock, {
    now,
    plays: (id) => rulesets.get(id) !== undefined,
    // The game of the interaction or timer at hand, once read, goes on every log line (issue 45).
    onLoad: noteGame,
    ...(options.cacheBytes ? { cacheBytes: options.cacheBytes } : {}),
  });
  // A bot that cannot save must not acknowledge a single command: the store is written and read back first.
  await store.check(describeStore(options.storeUrl));
  const drafts = new Collection(kv, 'draft', DRAFT_RECORD, lock, store.recordCache);
  const profiles = new Collection(kv, 'profile', PROFILE_RECORD, lock, store.recordCache);
  const ai = new AiThinker(options.log);
  const painter = new Painter(options.log, options.pictureThread ?? false);
  const retries = new DeliveryRetries(options.retryAfterMs);
  return {
    store,
    drafts,
    profiles,
    leagues: new Collection(kv, 'league', LEAGUE_RECORD, lock, store.recordCache),
    leagueIndex: new Collection(kv, 'leagues', GUILD_LEAGUES_RECORD, lock, store.recordCache),
    ratings: new Collection(kv, 'ratings', GUILD_RATINGS_RECORD, lock, store.recordCache),
    catalogs: await loadCatalogs(rulesets.all),
    rulesets,
    channel: options.channel,
    now,
    newSeed: () => randomBytes(32).toString('hex'),
    announcing: new KeyedLock(),
    working: new Set<string>(),
    limiter: new RateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT, () => now().getTime()),
    log: options.log,
    deferAfterMs: options.deferAfterMs ?? 1500,
    alarm: new Alarm(),
    ai,
    painter,
    retries,
    // The outbox only delivers (issue 42): a game's end reaches the leagues through this list.
    onGameEnded: options.onGameEnded ?? LEAGUE_LISTENERS,
    owns: options.owns ?? (() => true),
    close: async () => {
      retries.stop();
      await ai.close();
      // A replay or a map still being drawn is drawn here instead, or dropped with the process.
      await closeAnimationThread();
      await painter.close();
      await store.close();
    },
  };
}

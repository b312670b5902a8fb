/**
 * `npm start` with SHARD_COUNT > 1 (issue 45): discord.js's ShardingManager, starting SHARD_COUNT
 * processes of the bot's own entry (main.ts under tsx, main.js compiled), one shard each, and
 * starting again any that exits, after a wait that grows while it keeps dying (shard-respawn.ts).
 * Every shard process opens the same PostgreSQL store: its guilds' games, clocks and leagues are its
 * own (discord/shard.ts), and what is shared (profiles, ratings, indexes) is changed under the
 * store's cross-process lock. SQLite and memory are one process's stores, so anything but
 * PostgreSQL is refused before a shard starts.
 */
import { extname, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REST, Routes, ShardingManager, type Shard } from 'discord.js';
import { z } from 'zod';
import { describeStore } from './app/app-factory.js';
import { ConfigError } from './app/config.js';
import type { TokenConfig } from './app/entry.js';
import type { Logger } from './app/logger.js';
import { superviseShards } from './shard-respawn.js';

/** Discord lets `max_concurrency` shards identify per 5 seconds; discord.js's default spacing is 5.5 s. */
const IDENTIFY_WINDOW_MS = 5_500;
/** How long a shard process may take to load, open the store and connect before its start counts as failed. */
const SHARD_READY_MS = 120_000;

const GatewayBotSchema = z.object({
  shards: z.number().int().min(1),
  session_start_limit: z.object({ max_concurrency: z.number().int().min(1) }),
});

/** A logger whose every line also carries `fields` (a shard process's id): the line's own come last. */
export function withFields(log: Logger, fields: Readonly<Record<string, unknown>>): Logger {
  if (Object.keys(fields).length === 0) return log;
  return {
    info: (message, more) => log.info(message, { ...fields, ...more }),
    warn: (message, more) => log.warn(message, { ...fields, ...more }),
    error: (message, more) => log.error(message, { ...fields, ...more }),
  };
}

/** Whether a store URL is PostgreSQL's, the only store several processes may share. */
export const sharedStore = (url: string): boolean => /^postgres(ql)?:\/\//i.test(url);

/**
 * The shard processes' entry and Node flags: the same kind of file this process runs, so a compiled
 * start spawns compiled shards and a tsx one spawns shards through tsx, with this process's flags
 * (`--single-threaded-gc`).
 */
export function shardEntry(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  const ext = extname(here);
  const execArgv = [...process.execArgv];
  if (ext === '.ts' && !execArgv.some((arg) => arg.includes('tsx'))) execArgv.push('--import', 'tsx');
  return { file: join(dirname(here), `main${ext}`), execArgv };
}

/** The spacing between shard starts `GET /gateway/bot` allows: none when all may identify at once. */
async function spawnDelay(config: TokenConfig, count: number, log: Logger): Promise<number> {
  const rest = new REST(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}).setToken(config.DISCORD_TOKEN);
  const info = GatewayBotSchema.parse(await rest.get(Routes.gatewayBot()));
  if (info.shards > count)
    log.warn('Discord recommends more shards than SHARD_COUNT', { recommended: info.shards, shards: count });
  const together = info.session_start_limit.max_concurrency;
  return count <= together ? 0 : Math.ceil(IDENTIFY_WINDOW_MS / together);
}

/** Stops one shard's process as a host's SIGTERM would (it finishes what it is doing and saves nothing half). */
function stopShard(shard: Shard): Promise<void> {
  const child = shard.process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Resolves once the shard's client is ready; rejects if its process exits first, or after `timeoutMs`. */
function readyOf(shard: Shard, timeoutMs: number): Promise<void> {
  if (shard.ready) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(timer);
      shard.off('ready', onReady);
      shard.off('death', onDeath);
      if (error) reject(error);
      else resolve();
    };
    const onReady = () => done();
    const onDeath = () => done(new Error(`shard ${shard.id} exited before it was ready`));
    const timer = setTimeout(
      () => done(new Error(`shard ${shard.id} was not ready within ${timeoutMs} ms`)),
      timeoutMs,
    );
    shard.once('ready', onReady);
    shard.once('death', onDeath);
  });
}

export async function runShardManager(config: TokenConfig, log: Logger): Promise<number> {
  const count = config.SHARD_COUNT;
  if (!sharedStore(config.STORE_URL))
    throw new ConfigError(
      `SHARD_COUNT=${count} needs STORE_URL=postgres://...: shard processes share one store, and SQLite and memory: are one process's.`,
    );
  const { file, execArgv } = shardEntry();
  const delay = await spawnDelay(config, count, log);
  const manager = new ShardingManager(file, {
    totalShards: count,
    mode: 'process',
    // Started again by the supervisor (shard-respawn.ts), after a wait, never at once by discord.js.
    respawn: false,
    execArgv,
    token: config.DISCORD_TOKEN,
  });
  // Until every shard is ready, one that exits stops them all (below); after, it is started again.
  const supervisor = superviseShards(manager, log, SHARD_READY_MS);
  const stop = async (signal: string) => {
    log.info('stopping shards', { signal });
    supervisor.stop();
    await Promise.all([...manager.shards.values()].map(stopShard));
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  try {
    if (delay === 0) {
      // Every shard may identify at once: all start together, then each is awaited (discord.js's own
      // spawn waits for one shard to be ready before it starts the next).
      const shards = await manager.spawn({ amount: count, delay: 0, timeout: -1 });
      await Promise.all([...shards.values()].map((shard) => readyOf(shard, SHARD_READY_MS)));
    } else await manager.spawn({ amount: count, delay, timeout: SHARD_READY_MS });
  } catch (error) {
    // A shard that cannot start (its own line says why, above) is not started again and again.
    supervisor.stop();
    await Promise.all([...manager.shards.values()].map(stopShard));
    log.error('a shard did not start; stopping every shard', {
      error: error instanceof Error ? error.message : String(error),
    });
    return 1;
  }
  supervisor.started();
  log.info('all shards ready', { shards: count, store: describeStore(config.STORE_URL) });
  return 0;
}

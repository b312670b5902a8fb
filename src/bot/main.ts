/**
 * `npm start`: the bot. Reads the configuration, loads the command modules (a bad one stops start-up
 * with its file named), opens the store and connects. Without a token it explains how to get one.
 */
import { createApp, consoleLogger, describeStore } from './app/app-factory.js';
import { deliverAll } from './presentation/outbox.js';
import { refreshStatusesLater } from './presentation/status-upkeep.js';
import { GAME_SCHEMA_VERSION } from '../store/index.js';
import { createClient, wireClient } from './discord/bot.js';
import { DiscordChannel } from './discord/channel.js';
import { discordJsGlobalLimit, paceForProcess } from './discord/rest-pace.js';
import { runWithConfig } from './app/entry.js';
import { loadCommands } from './app/loader.js';
import { Scheduler } from './clocks/scheduler.js';
import { Events } from 'discord.js';
import { startHealth } from './ops/start-health.js';
import { ownedBy, shardOfProcess } from './discord/shard.js';
import { runShardManager, withFields } from './shards.js';

runWithConfig(async (config) => {
  // SHARD_COUNT > 1 (issue 45): this process is the ShardingManager, and each shard a process of this
  // same entry, started by it with discord.js's SHARDS/SHARD_COUNT (then `shard` says which one, on
  // every line it logs: the shards write to one output).
  const shard = shardOfProcess();
  const log = withFields(consoleLogger(config.LOG_LEVEL, config.LOG_FORMAT), shard ? { shard: shard.id } : {});
  if (!shard && config.SHARD_COUNT > 1) return runShardManager(config, log);
  const commands = await loadCommands();
  const processes = shard?.count ?? 1;
  const client = createClient(config.DISCORD_API_URL, shard, discordJsGlobalLimit(config.REST_PER_SECOND, processes));
  const offset = config.CLOCK_OFFSET_SECONDS * 1000;
  const pace = paceForProcess(config.REST_PER_SECOND, processes);
  const app = await createApp({
    storeUrl: config.STORE_URL,
    // The bot's own requests leave evenly below Discord's global limit, this process's share of it.
    channel: new DiscordChannel(client, pace),
    log,
    now: () => new Date(Date.now() + offset),
    cacheBytes: config.STORE_CACHE_MB * 1024 * 1024,
    ...(shard ? { owns: ownedBy(shard) } : {}),
    // Maps are drawn off the event loop, so no game's command waits on another game's map (issue 45).
    pictureThread: true,
  });
  log.info('store ready', {
    ...(shard ? { shards: shard.count } : {}),
    store: describeStore(config.STORE_URL),
    schema: GAME_SCHEMA_VERSION,
    cacheMb: config.STORE_CACHE_MB,
  });
  // The picture thread starts while the rest is set up; the bot connects once it can draw, so the
  // first map a restarted bot owes does not wait for the thread's own start (issue 45).
  const painting = app.painter.ready();
  wireClient(client, app, commands);
  const scheduler = new Scheduler(app, config.TICK_SECONDS * 1000);
  // The health endpoint (issue 45), before the login so a monitor sees the connection being made.
  // Each shard process serves its own, shard i on HEALTH_PORT + i: one port would stop every shard but the first.
  const healthConfig =
    shard && config.HEALTH_PORT !== undefined ? { ...config, HEALTH_PORT: config.HEALTH_PORT + shard.id } : config;
  const health = await startHealth(healthConfig, app, client, scheduler, pace).catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  const stop = async (signal: string) => {
    log.info('shutting down', { signal });
    scheduler.stop();
    await health?.close();
    await client.destroy();
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  // A shard whose manager is gone (killed without a word) stops too, rather than run on unwatched.
  if (shard) process.once('disconnect', () => void stop('manager gone'));
  process.on('unhandledRejection', (reason) => log.error('unhandled rejection', { reason: String(reason) }));
  await painting;
  await client.login(config.DISCORD_TOKEN);
  // What every open game still owes (a prompt, a summary, a notice cut short by a crash or an outage)
  // is delivered first, once; then timers that fell due while the bot was down fire, in order.
  // A shard delivers and fires for its own guilds' games only (issue 45).
  // Each open game's pinned status is then brought up to date where it differs, on spare turns, while the timers run.
  const begin = () =>
    void deliverAll(app, app.store.openIds(app.owns))
      .catch((error: unknown) => log.error('start-up delivery failed', { error: String(error) }))
      .finally(() => {
        scheduler.start();
        void app.store
          .openIds(app.owns)
          .then((ids) => refreshStatusesLater(app, ids))
          .catch((error: unknown) => log.error('start-up status check failed', { error: String(error) }));
      });
  client.once(Events.ClientReady, begin);
  if (client.isReady()) begin();
  log.info('ready', { commands: commands.size, store: describeStore(config.STORE_URL) });
  return 0;
});

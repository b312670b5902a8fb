/**
 * `npm start`: the bot. Reads the configuration, loads the command modules (a bad one stops start-up
 * with its file named), opens the store and connects. Without a token it explains how to get one.
 */
import { createApp, consoleLogger, describeStore } from './app/app-factory.js';
import { deliverAll } from './presentation/outbox.js';
import { GAME_SCHEMA_VERSION } from '../store/index.js';
import { createClient, wireClient } from './discord/bot.js';
import { DiscordChannel } from './discord/channel.js';
import { runWithConfig } from './app/entry.js';
import { loadCommands } from './app/loader.js';
import { Scheduler } from './clocks/scheduler.js';
import { Events } from 'discord.js';

runWithConfig(async (config) => {
  const log = consoleLogger(config.LOG_LEVEL);
  const commands = await loadCommands();
  const client = createClient(config.DISCORD_API_URL);
  const offset = config.CLOCK_OFFSET_SECONDS * 1000;
  const app = await createApp({
    storeUrl: config.STORE_URL,
    channel: new DiscordChannel(client),
    log,
    now: () => new Date(Date.now() + offset),
    cacheBytes: config.STORE_CACHE_MB * 1024 * 1024,
  });
  log.info('store ready', {
    store: describeStore(config.STORE_URL),
    schema: GAME_SCHEMA_VERSION,
    cacheMb: config.STORE_CACHE_MB,
  });
  wireClient(client, app, commands);
  const scheduler = new Scheduler(app, config.TICK_SECONDS * 1000);
  const stop = async (signal: string) => {
    log.info('shutting down', { signal });
    scheduler.stop();
    await client.destroy();
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  process.on('unhandledRejection', (reason) => log.error('unhandled rejection', { reason: String(reason) }));
  await client.login(config.DISCORD_TOKEN);
  // What every open game still owes (a prompt, a summary, a notice cut short by a crash or an outage)
  // is delivered first, once; then timers that fell due while the bot was down fire, in order.
  const begin = () => void deliverAll(app, app.store.openIds()).finally(() => scheduler.start());
  client.once(Events.ClientReady, begin);
  if (client.isReady()) begin();
  log.info('ready', { commands: commands.size, store: describeStore(config.STORE_URL) });
  return 0;
});

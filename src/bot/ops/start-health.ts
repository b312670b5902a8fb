/**
 * `npm start`'s health endpoint (issue 45), when HEALTH_PORT is set: the app's store, the client's
 * gateway, the scheduler's passes and the requests waiting their turn, on HEALTH_HOST. A port it cannot take stops start-up with one line.
 */
import type { Client } from 'discord.js';
import type { App } from '../app/context.js';
import { ConfigError, type Config } from '../app/config.js';
import type { Scheduler } from '../clocks/scheduler.js';
import type { RestPace } from '../discord/rest-pace.js';
import { watchGateway } from './gateway-watch.js';
import { startHealthServer, storeKind, type HealthServer } from './health.js';

export async function startHealth(
  config: Pick<Config, 'HEALTH_PORT' | 'HEALTH_HOST' | 'STORE_URL' | 'TICK_SECONDS'>,
  app: App,
  client: Client,
  scheduler: Scheduler,
  pace?: RestPace,
): Promise<HealthServer | undefined> {
  const port = config.HEALTH_PORT;
  if (port === undefined) return undefined;
  const sources = {
    kv: app.store.kv,
    storeKind: storeKind(config.STORE_URL),
    gateway: watchGateway(client),
    timers: () => scheduler.status,
    tickMs: config.TICK_SECONDS * 1000,
    queuedRequests: () => pace?.queued ?? 0,
    queuedStatusEdits: () => pace?.queuedSpare ?? 0,
  };
  try {
    const server = await startHealthServer(sources, port, config.HEALTH_HOST);
    app.log.info('health endpoint', { url: `http://${config.HEALTH_HOST}:${server.port}/healthz` });
    return server;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new ConfigError(
      `HEALTH_PORT: cannot listen on ${config.HEALTH_HOST}:${port} (${typeof code === 'string' ? code : String(error)}): choose another port, or leave HEALTH_PORT unset.`,
    );
  }
}

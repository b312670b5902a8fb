/**
 * The health endpoint (issue 45): GET /healthz on a real server (port 0), over a real memory store and
 * a real scheduler's passes, with the gateway's state and the clock given by the test (no waiting).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { RestPace } from '../../../src/bot/discord/rest-pace.js';
import { KeyValue } from '../../../src/store/index.js';
import { Scheduler } from '../../../src/bot/clocks/scheduler.js';
import {
  startHealthServer,
  storeKind,
  type GatewayStatus,
  type HealthServer,
  type HealthReport,
  type HealthSources,
} from '../../../src/bot/ops/health.js';
import { startHealth } from '../../../src/bot/ops/start-health.js';
import { ConfigError, readConfig } from '../../../src/bot/app/config.js';
import { createClient } from '../../../src/bot/discord/bot.js';
import { localBot, type LocalBot } from '../../helpers/local-bot.js';

const TICK = 30_000;
let server: HealthServer | undefined;
let bot: LocalBot | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  await bot?.app.close();
  bot = undefined;
});

const connected: GatewayStatus = { ready: true, ping: 42, shards: [0], since: 0 };

/** A scheduler that has run one pass over a local bot's memory store (a started game with its timers). */
async function passedScheduler(): Promise<Scheduler> {
  bot = await localBot({ seed: 'health-seed-0001' });
  await bot.session.run('/game new scenario:cruiser-duel', 'alice');
  const scheduler = new Scheduler(bot.app, TICK);
  await scheduler.tick();
  return scheduler;
}

async function serve(sources: HealthSources) {
  server = await startHealthServer(sources, 0, '127.0.0.1');
  return async (path = '/healthz') => {
    const response = await fetch(`http://127.0.0.1:${server?.port}${path}`);
    return { status: response.status, body: (await response.json()) as HealthReport };
  };
}

/** A local bot (the scheduler's passes) takes a few seconds to build on a busy machine. */
describe('GET /healthz', { timeout: 30_000 }, () => {
  it('is 200 with the store, gateway and timers when all is well', async () => {
    const scheduler = await passedScheduler();
    const pass = scheduler.status;
    expect(pass).toBeDefined();
    const get = await serve({
      kv: new KeyValue(new Map()),
      storeKind: storeKind('memory:'),
      gateway: () => connected,
      timers: () => scheduler.status,
      tickMs: TICK,
      now: () => (pass?.at ?? 0) + TICK,
    });
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ok: true,
      store: { ok: true, kind: 'memory' },
      gateway: { ready: true, ping: 42, shards: [0] },
      timers: { lastPassAt: new Date(pass?.at ?? 0).toISOString(), due: 0, overdue: 0 },
    });
    expect(typeof body.store.ms).toBe('number');
    expect(typeof body.timers.lastPassMs).toBe('number');
    expect((await get('/other')).status).toBe(404);
  });

  it('is 503 with store.ok false when the store cannot be read', async () => {
    const broken = new Map<string, unknown>();
    broken.get = () => {
      throw new Error('disk I/O error');
    };
    const get = await serve({
      kv: new KeyValue(broken),
      storeKind: 'sqlite',
      gateway: () => connected,
      timers: () => ({ at: 1_000, ms: 3, due: 0, overdue: 0 }),
      tickMs: TICK,
      now: () => 2_000,
    });
    const { status, body } = await get();
    expect(status).toBe(503);
    expect(body).toMatchObject({
      ok: false,
      store: { ok: false, kind: 'sqlite', error: 'could not read health:probe: disk I/O error' },
    });
    expect(body.gateway.ready).toBe(true);
  });

  it('is 503 when the scheduler’s last pass is older than three ticks, 200 up to then', async () => {
    const scheduler = await passedScheduler();
    const at = scheduler.status?.at ?? 0;
    let now = at + 3 * TICK;
    const get = await serve({
      kv: new KeyValue(new Map()),
      storeKind: 'memory',
      gateway: () => connected,
      timers: () => scheduler.status,
      tickMs: TICK,
      now: () => now,
    });
    expect((await get()).status).toBe(200);
    now = at + 3 * TICK + 1;
    const { status, body } = await get();
    expect(status).toBe(503);
    expect(body).toMatchObject({ ok: false, store: { ok: true }, gateway: { ready: true } });
    expect(body.timers.lastPassAt).toBe(new Date(at).toISOString());
  });

  it('counts a scheduler that never finished a pass from the server’s start', async () => {
    let now = 10_000;
    const get = await serve({
      kv: new KeyValue(new Map()),
      storeKind: 'memory',
      gateway: () => connected,
      timers: () => undefined,
      tickMs: TICK,
      now: () => now,
    });
    expect((await get()).body.timers).toEqual({ lastPassAt: null, lastPassMs: null, due: 0, overdue: 0 });
    expect((await get()).status).toBe(200);
    now += 3 * TICK + 1;
    expect((await get()).status).toBe(503);
  });

  it('allows the gateway a reconnect’s grace, then is 503', async () => {
    let now = 100_000;
    const down: GatewayStatus = { ready: false, ping: null, shards: [0], since: now };
    const get = await serve({
      kv: new KeyValue(new Map()),
      storeKind: 'memory',
      gateway: () => down,
      timers: () => ({ at: now, ms: 1, due: 2, overdue: 1 }),
      tickMs: TICK,
      now: () => now,
      gatewayGraceMs: 60_000,
    });
    const early = await get();
    expect(early.status).toBe(200);
    expect(early.body.gateway).toEqual({ ready: false, ping: null, shards: [0] });
    expect(early.body.timers).toMatchObject({ due: 2, overdue: 1 });
    now += 60_001;
    const late = await get();
    expect(late.status).toBe(503);
    expect(late.body.ok).toBe(false);
  });

  it('reports the requests waiting their turn below Discord’s global limit (issue 45)', async () => {
    const pace = new RestPace(1, 1);
    const get = await serve({
      kv: new KeyValue(new Map()),
      storeKind: 'memory',
      gateway: () => connected,
      timers: () => undefined,
      tickMs: TICK,
      queuedRequests: () => pace.queued,
      queuedStatusEdits: () => pace.queuedSpare,
    });
    expect((await get()).body.requests).toEqual({ queued: 0, statusEdits: 0 });
    const turns = [pace.take(), pace.take(), pace.take('spare'), pace.take()];
    expect((await get()).body.requests).toEqual({ queued: 2, statusEdits: 1 });
    await Promise.all(turns);
    expect((await get()).body.requests).toEqual({ queued: 0, statusEdits: 0 });
  });

  it('names the store kinds STORE_URL takes', () => {
    expect(storeKind('sqlite://data/talon.sqlite')).toBe('sqlite');
    expect(storeKind('memory:')).toBe('memory');
    expect(storeKind('postgresql://u@h/db')).toBe('postgres');
    expect(storeKind('postgres://u@h/db?schema=x')).toBe('postgres');
  });

  it('is started by npm start from HEALTH_PORT and HEALTH_HOST, over the app and a client not yet connected', async () => {
    const scheduler = await passedScheduler();
    const app = bot?.app;
    if (!app) throw new Error('no app');
    const client = createClient();
    const config = readConfig({ STORE_URL: 'memory:' });
    expect(config).toMatchObject({ HEALTH_HOST: '127.0.0.1', LOG_FORMAT: 'text' });
    expect(config.HEALTH_PORT).toBeUndefined();
    // Unset, no endpoint.
    expect(await startHealth(config, app, client, scheduler)).toBeUndefined();
    // A port the system hands out, taken first: start-up is refused in one line; then free, it serves.
    const taken = await startHealthServer(
      { kv: app.store.kv, storeKind: 'memory', gateway: () => connected, timers: () => undefined, tickMs: TICK },
      0,
      '127.0.0.1',
    );
    server = taken;
    const busy = readConfig({ HEALTH_PORT: String(taken.port), STORE_URL: 'memory:' });
    const refused = startHealth(busy, app, client, scheduler);
    await expect(refused).rejects.toBeInstanceOf(ConfigError);
    await expect(refused).rejects.toThrow(`HEALTH_PORT: cannot listen on 127.0.0.1:${taken.port} (EADDRINUSE)`);
    await taken.close();
    server = await startHealth(busy, app, client, scheduler);
    const response = await fetch(`http://127.0.0.1:${taken.port}/healthz`);
    // The client has not logged in: not ready, but within the gateway's grace, so still healthy.
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, gateway: { ready: false, ping: null, shards: [0] } });
    await client.destroy();
  });

  it('reads LOG_FORMAT, HEALTH_PORT and HEALTH_HOST, and names a bad one', () => {
    expect(readConfig({ LOG_FORMAT: 'json', HEALTH_PORT: '8080', HEALTH_HOST: '0.0.0.0' })).toMatchObject({
      LOG_FORMAT: 'json',
      HEALTH_PORT: 8080,
      HEALTH_HOST: '0.0.0.0',
    });
    expect(readConfig({ HEALTH_PORT: '' }).HEALTH_PORT).toBeUndefined();
    expect(() => readConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
    expect(() => readConfig({ HEALTH_PORT: 'eighty' })).toThrow(/HEALTH_PORT/);
    expect(() => readConfig({ HEALTH_PORT: '70000' })).toThrow(/HEALTH_PORT/);
    expect(() => readConfig({ HEALTH_PORT: '0' })).toThrow(/HEALTH_PORT/);
  });
});

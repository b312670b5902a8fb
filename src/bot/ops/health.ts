/**
 * The health endpoint (issue 45): `GET /healthz` on HEALTH_HOST:HEALTH_PORT answers what a host's
 * monitor (Docker's HEALTHCHECK, a load balancer, a pager) needs to know, as JSON:
 *   { ok, store: { ok, ms, kind }, gateway: { ready, ping, shards }, timers: { lastPassAt, lastPassMs, due, overdue },
 *     requests: { queued, statusEdits } }
 * (`requests.queued`: the bot's own requests to Discord waiting for their turn below the global limit;
 * a queue that keeps growing means the bot asks more of Discord than it allows, and posts come late.
 * `requests.statusEdits`: pinned statuses waiting for a turn no other request wants; they catch up
 * when play slows.)
 * 200 when all is well, 503 when the store does not answer a read, the gateway has been down for longer
 * than a reconnect takes, or the scheduler has not finished a pass for three ticks (timers would be late).
 *
 * node:http and one route, no framework: a single GET needs no router or middleware, and a dependency
 * in the bot's process only for this would be one more thing to keep up to date.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { KeyValue } from '../../store/index.js';
import type { PassStatus } from '../clocks/scheduler.js';

/** The gateway as this process sees it, and since when it has been so (ms since the epoch). */
export interface GatewayStatus {
  readonly ready: boolean;
  /** The heartbeat's round trip in ms, null before the first one. */
  readonly ping: number | null;
  /** The ids of the shards this process runs. */
  readonly shards: readonly number[];
  readonly since: number;
}

export interface HealthSources {
  /** Only `get` is used: a cheap read by key, on any store. */
  readonly kv: Pick<KeyValue, 'get'>;
  /** `sqlite`, `memory` or `postgres` (see storeKind). */
  readonly storeKind: string;
  readonly gateway: () => GatewayStatus;
  /** The scheduler's last finished pass (undefined before the first). */
  readonly timers: () => PassStatus | undefined;
  /** The bot's own requests to Discord waiting their turn (rest-pace.ts); none, 0. */
  readonly queuedRequests?: () => number;
  /** Pinned-status edits waiting for a spare turn (rest-pace.ts); none, 0. */
  readonly queuedStatusEdits?: () => number;
  /** The scheduler's tick (TICK_SECONDS): a last pass older than three of them is stale. */
  readonly tickMs: number;
  /** The wall clock (a test's own). */
  readonly now?: () => number;
  /** How long the gateway may be down before it counts (a reconnect takes a few seconds; default 60 s). */
  readonly gatewayGraceMs?: number;
  /** How long the store's read may take before it counts as not answering (default 5 s). */
  readonly storeTimeoutMs?: number;
}

export interface HealthReport {
  readonly ok: boolean;
  readonly store: { readonly ok: boolean; readonly ms: number; readonly kind: string; readonly error?: string };
  readonly gateway: { readonly ready: boolean; readonly ping: number | null; readonly shards: readonly number[] };
  readonly timers: {
    readonly lastPassAt: string | null;
    readonly lastPassMs: number | null;
    readonly due: number;
    readonly overdue: number;
  };
  readonly requests: { readonly queued: number; readonly statusEdits: number };
}

/** A key nobody writes: reading it costs one lookup by primary key and reads no record. */
export const PROBE_KEY = 'health:probe';
const STALE_TICKS = 3;

/** The kind of store a STORE_URL names, as the report and the backup header say it. */
export function storeKind(url: string): string {
  if (url === 'memory:' || url === 'memory://') return 'memory';
  const scheme = /^([a-z]+):/i.exec(url)?.[1]?.toLowerCase() ?? 'unknown';
  return scheme === 'postgresql' ? 'postgres' : scheme;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function probeStore(sources: HealthSources): Promise<HealthReport['store']> {
  const began = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const limit = sources.storeTimeoutMs ?? 5000;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${limit} ms`)), limit);
  });
  try {
    await Promise.race([sources.kv.get(PROBE_KEY), timedOut]);
    return { ok: true, ms: round(performance.now() - began), kind: sources.storeKind };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { ok: false, ms: round(performance.now() - began), kind: sources.storeKind, error: why };
  } finally {
    clearTimeout(timer);
  }
}

/** The report at this moment; `startedAt` stands in for the last pass until the scheduler's first. */
export async function healthReport(sources: HealthSources, startedAt: number): Promise<HealthReport> {
  const now = (sources.now ?? Date.now)();
  const store = await probeStore(sources);
  const gateway = sources.gateway();
  const gatewayOk = gateway.ready || now - gateway.since <= (sources.gatewayGraceMs ?? 60_000);
  const pass = sources.timers();
  const timersOk = now - (pass?.at ?? startedAt) <= STALE_TICKS * sources.tickMs;
  return {
    ok: store.ok && gatewayOk && timersOk,
    store,
    gateway: { ready: gateway.ready, ping: gateway.ping, shards: gateway.shards },
    timers: {
      lastPassAt: pass ? new Date(pass.at).toISOString() : null,
      lastPassMs: pass ? round(pass.ms) : null,
      due: pass?.due ?? 0,
      overdue: pass?.overdue ?? 0,
    },
    requests: { queued: sources.queuedRequests?.() ?? 0, statusEdits: sources.queuedStatusEdits?.() ?? 0 },
  };
}

export interface HealthServer {
  /** The port it listens on (the one asked for, or the one the system chose for port 0). */
  readonly port: number;
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    // A monitor must see the state now, never a proxy's copy.
    'cache-control': 'no-store',
  });
  response.end(text);
}

/** Listens on `host:port` (HEALTH_HOST, HEALTH_PORT); resolves once listening, rejects if it cannot. */
export async function startHealthServer(sources: HealthSources, port: number, host: string): Promise<HealthServer> {
  const startedAt = (sources.now ?? Date.now)();
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/healthz') return send(response, 404, { error: 'not found: the one route is GET /healthz' });
    if (request.method !== 'GET') {
      response.setHeader('allow', 'GET');
      return send(response, 405, { error: 'method not allowed: GET /healthz' });
    }
    try {
      const report = await healthReport(sources, startedAt);
      send(response, report.ok ? 200 : 503, report);
    } catch (error) {
      // The report itself failed (a bug): unhealthy, and said so rather than a hung request.
      send(response, 503, { ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  };
  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A monitor's kept-alive connection must not hold the shutdown up.
        server.closeAllConnections();
      }),
  };
}

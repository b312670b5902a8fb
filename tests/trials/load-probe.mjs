/**
 * A preload for the load trial (issue 45): `NODE_OPTIONS=--import=<this file>` with LOAD_PROBE_DIR set
 * makes every bot process (the single process, or the sharding manager and each shard it forks, which
 * inherit the environment) answer `GET /memory` on 127.0.0.1 with its process.memoryUsage(), after a
 * full garbage collection when asked (`?gc=1`). The bot has no way of its own to report its heap, and
 * the trial must not change the bot, so it is measured from inside by this probe: the port is written
 * to LOAD_PROBE_DIR/<pid>.port. Plain JavaScript so it loads before tsx. Without LOAD_PROBE_DIR it does
 * nothing. `GET /loop` answers the process's event-loop delay since the last `?reset=1` (p99 and max in
 * ms, from perf_hooks' monitorEventLoopDelay), so the trial can tell a command held up by a busy event
 * loop from one that waited on something else, and the time its garbage collector took (the share
 * of the time, and the most in any one second: a command arriving then waits that long).
 * `GET /profile?start=1` starts a CPU profile of the process's main thread (node:inspector, sampled
 * every millisecond), and `GET /profile` stops it and answers it, as a `.cpuprofile` the browser's
 * developer tools read: what the bot's event loop did during play (the trial's `--profile DIR`, which
 * also sets LOAD_PROBE_TRACE_GC=1: V8's --trace-gc, each collection on the process's output).
 * `GET /sent?reset=1` answers when the process began each request it made with an interaction's token
 * (undici's `undici:request:create` diagnostics channel, which discord.js's REST client goes through):
 * per token, the route ('callback', 'edit' of a webhook message, 'followUp') and the moment on the
 * machine's monotonic clock in ms (process.hrtime, shared by every process), so the trial can tell the
 * bot's own reply time from the time its fake took to read the reply.
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { randomFill } from 'node:crypto';
import { PerformanceObserver, createHistogram, monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Buffer } from 'node:buffer';
import process from 'node:process';
import { setInterval } from 'node:timers';
import { URL } from 'node:url';
import { Session } from 'node:inspector';
import { setFlagsFromString } from 'node:v8';
import { subscribe } from 'node:diagnostics_channel';
import { runInNewContext } from 'node:vm';

const dir = process.env['LOAD_PROBE_DIR'];
if (dir) {
  // --expose-gc is not allowed in NODE_OPTIONS; set at run time it exposes gc() to a new context.
  setFlagsFromString('--expose-gc');
  // With the trial's --profile: each collection, its kind, pause and reason, on the process's output.
  if (process.env['LOAD_PROBE_TRACE_GC'] === '1') setFlagsFromString('--trace-gc');
  const gc = runInNewContext('gc');
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const pool = createHistogram();
  const poolBytes = Buffer.alloc(8);
  const poolTimer = setInterval(() => {
    const sent = performance.now();
    randomFill(poolBytes, () => pool.record(Math.max(1, Math.round((performance.now() - sent) * 1e6))));
  }, 20);
  poolTimer.unref();
  // Garbage collection since the last reset: ms per whole second of the process's clock.
  let gcSince = performance.now();
  let gcBySecond = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const second = Math.floor(entry.startTime / 1000);
      gcBySecond.set(second, (gcBySecond.get(second) ?? 0) + entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  // Interaction token -> [route, monotonic ms] of each request the process began with it.
  let sent = new Map();
  const routeOf = (method, path) => {
    const callback = /\/interactions\/\d+\/([^/?]+)\/callback/.exec(path);
    if (callback && method === 'POST') return [callback[1], 'callback'];
    const webhook = /\/webhooks\/\d+\/([^/?]+)(\/messages\/[^/?]+)?/.exec(path);
    if (!webhook) return null;
    if (method === 'POST' && !webhook[2]) return [webhook[1], 'followUp'];
    if (method === 'PATCH' && webhook[2]) return [webhook[1], 'edit'];
    return null;
  };
  subscribe('undici:request:create', ({ request }) => {
    const at = Number(process.hrtime.bigint()) / 1e6;
    const route = routeOf(String(request.method), String(request.path));
    if (!route) return;
    const list = sent.get(route[0]) ?? [];
    list.push([route[1], at]);
    sent.set(route[0], list);
  });
  let profiler = null;
  const profile = (url, res) => {
    if (url.searchParams.get('start') === '1') {
      profiler?.disconnect();
      profiler = new Session();
      profiler.connect();
      profiler.post('Profiler.enable', () =>
        profiler.post('Profiler.setSamplingInterval', { interval: 1000 }, () =>
          profiler.post('Profiler.start', () => res.writeHead(200).end()),
        ),
      );
      return;
    }
    if (!profiler) {
      res.writeHead(409).end();
      return;
    }
    const session = profiler;
    profiler = null;
    session.post('Profiler.stop', (error, result) => {
      session.disconnect();
      if (error) res.writeHead(500).end(String(error));
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result.profile));
    });
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/profile') {
      profile(url, res);
      return;
    }
    if (url.pathname === '/sent') {
      const body = JSON.stringify(Object.fromEntries(sent));
      if (url.searchParams.get('reset') === '1') sent = new Map();
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      return;
    }
    if (url.pathname === '/loop') {
      const body = JSON.stringify({
        p99: loop.percentile(99) / 1e6,
        max: loop.max / 1e6,
        poolP99: pool.count > 0 ? pool.percentile(99) / 1e6 : 0,
        poolMax: pool.count > 0 ? pool.max / 1e6 : 0,
        gcShare: [...gcBySecond.values()].reduce((a, b) => a + b, 0) / Math.max(1, performance.now() - gcSince),
        gcWorstSecond: Math.max(0, ...gcBySecond.values()),
      });
      if (url.searchParams.get('reset') === '1') {
        loop.reset();
        pool.reset();
        gcSince = performance.now();
        gcBySecond = new Map();
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      return;
    }
    if (url.pathname !== '/memory') {
      res.writeHead(404).end();
      return;
    }
    if (url.searchParams.get('gc') === '1') {
      gc();
      gc();
    }
    const body = JSON.stringify({ pid: process.pid, shards: process.env['SHARDS'] ?? null, ...process.memoryUsage() });
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (address && typeof address === 'object') writeFileSync(join(dir, `${process.pid}.port`), String(address.port));
  });
  // The probe never keeps a process alive that would otherwise end.
  server.unref();
}

/**
 * Store benchmarks (issue 10): what a command costs the store as its game grows, and what a
 * scheduler pass costs as open games multiply, both on SQLite (the default store) in a temp folder.
 *
 * - Bytes written per command at commands 10, 1,000 and 5,000 of one game: the bytes the store's
 *   key-value layer writes for one more command (its log entry, the head with the state snapshot),
 *   read off `kv.written`. The game is the real duel record kept as a schema-2 fixture, its state
 *   the snapshot; each command appends a log entry as the bot does.
 * - Median milliseconds of one command's save at those points.
 * - A scheduler pass (`Scheduler.dueTimers`: every due timer of every open game) at 10, 1,000 and
 *   5,000 open games, none due: the games are written once, then a fresh store (as after a restart)
 *   runs a first pass and 20 more; the median of the 20 is reported.
 *
 * Alone: `npx tsx tests/bench/store.ts`. With the rest: `npm run bench`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Scheduler } from '../../src/bot/clocks/scheduler.js';
import type { App } from '../../src/bot/app/context.js';
import {
  GameStore,
  KeyValue,
  KeyedLock,
  LEGACY_GAME_RECORD,
  fromLegacy,
  openBackend,
  readRecord,
  type GameRecord,
  type LogEntry,
} from '../../src/store/index.js';
import { QUICK } from './mode.js';
import { type Row, median } from './stats.js';

const FIXTURE = new URL('../fixtures/records/game-v2.json', import.meta.url);
const POINTS = QUICK ? ([10, 50] as const) : ([10, 1000, 5000] as const);
const GAMES = QUICK ? ([10, 50] as const) : ([10, 1000, 5000] as const);
const PASSES = QUICK ? 3 : 20;

function baseGame(): GameRecord {
  const raw = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, unknown>;
  return fromLegacy(readRecord(LEGACY_GAME_RECORD, 'fixture', raw)).record;
}

async function bytesPerCommand(dir: string): Promise<Row[]> {
  const store = new GameStore(
    new KeyValue(await openBackend(`sqlite://${join(dir, 'bytes.sqlite')}`)),
    new KeyedLock(),
  );
  const game = baseGame();
  const sample = game.log[0] as LogEntry;
  await store.update(game.channelId, () => ({ save: { ...game, log: [] }, result: undefined }));
  const rows: Row[] = [];
  const timings = new Map<number, number[]>();
  const bytes = new Map<number, number>();
  for (let n = 1; n <= Math.max(...POINTS); n += 1) {
    const before = store.kv.written.bytes;
    const started = performance.now();
    await store.update(game.channelId, (current) => {
      if (!current) throw new Error('the bench game vanished');
      const entry: LogEntry = { ...sample, seq: n, at: new Date(Date.parse(sample.at) + n * 1000).toISOString() };
      return { save: { ...current, version: current.version + 1, log: [...current.log, entry] }, result: undefined };
    });
    const spent = performance.now() - started;
    for (const point of POINTS) {
      if (n > point - 10 && n <= point + 10) timings.set(point, [...(timings.get(point) ?? []), spent]);
      if (n === point) bytes.set(point, store.kv.written.bytes - before);
    }
  }
  await store.close();
  const first = bytes.get(POINTS[0]) ?? 1;
  for (const point of POINTS) {
    rows.push({
      measure: `store: bytes written by command ${point} of a game`,
      median: String(bytes.get(point)),
      goal: `flat (<= 1.1 x command ${POINTS[0]})`,
      ratio: ((bytes.get(point) ?? 0) / first).toFixed(2),
      met: (bytes.get(point) ?? 0) <= first * 1.1,
    });
    rows.push({
      measure: `store: ms to save command ${point} (n=20 around it)`,
      median: median(timings.get(point) ?? []).toFixed(2),
      goal: '-',
      ratio: '-',
      met: true,
    });
  }
  return rows;
}

async function schedulerPass(dir: string): Promise<Row[]> {
  const rows: Row[] = [];
  const game = baseGame();
  const now = Date.parse('2026-12-01T12:00:00Z');
  const medians = new Map<number, number>();
  for (const count of GAMES) {
    const url = `sqlite://${join(dir, `games-${count}.sqlite`)}`;
    // The open games, written as the store would write them (in batches, to set up quickly).
    const writer = new GameStore(new KeyValue(await openBackend(url)), new KeyedLock(), { now: () => new Date(now) });
    for (let i = 0; i < count; i += 1) {
      const channelId = String(2_000_000 + i);
      const timers = [
        { id: `idle-${i}`, kind: 'idleWarn' as const, due: new Date(now + (1 + (i % 50)) * 3_600_000).toISOString() },
      ];
      await writer.update(channelId, () => ({
        save: { ...game, id: `${channelId}-a`, channelId, log: [], timers },
        result: undefined,
      }));
    }
    await writer.close();
    const store = new GameStore(new KeyValue(await openBackend(url)), new KeyedLock(), { now: () => new Date(now) });
    const scheduler = new Scheduler({ store } as unknown as App);
    await scheduler.dueTimers(new Date(now));
    const samples: number[] = [];
    for (let pass = 0; pass < PASSES; pass += 1) {
      const started = performance.now();
      const due = await scheduler.dueTimers(new Date(now));
      samples.push(performance.now() - started);
      if (due.length !== 0) throw new Error(`${due.length} timers due in a bench where none is`);
    }
    await store.close();
    medians.set(count, median(samples));
  }
  const base = medians.get(GAMES[0]) ?? 1;
  for (const count of GAMES) {
    const ms = medians.get(count) ?? 0;
    rows.push({
      measure: `scheduler pass at ${count} open games, none due (ms; n=${PASSES})`,
      median: ms.toFixed(3),
      goal: `about the pass at ${GAMES[0]} games`,
      ratio: (ms / base).toFixed(2),
      met: ms <= Math.max(base * 3, 1),
    });
  }
  return rows;
}

export async function benchStore(): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'talon-bench-store-'));
  try {
    return [...(await bytesPerCommand(dir)), ...(await schedulerPass(dir))];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./stats.js');
  printTable(await benchStore());
}

/**
 * The SQLite store across restarts, a store it can no longer write, and processes killed mid-save.
 * (The contract every store keeps is in game-store.test.ts.)
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type KeyvSqlite from '@keyv/sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import {
  StoreUnavailable,
  StoreUrlError,
  StoreWriteError,
  openBackend,
  openGameStore,
  sqlitePath,
} from '../../src/store/index.js';
import { cleanUp, makePlace, tempSqliteUrl } from './harness.js';
import { lobbyRecord, logEntry, startedRecord, withCommand } from './record-fixture.js';

afterEach(cleanUp);

const WRITER = fileURLToPath(new URL('./crash-writer.ts', import.meta.url));

/** Runs crash-writer.ts on `url` and kills it with SIGKILL once it has acknowledged `until` saves; the last ack seen. */
async function killWriterAfter(url: string, mode: 'version' | 'log', until: number): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, url, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let acked = 0;
  await new Promise<void>((resolve, reject) => {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      for (const match of chunk.matchAll(/ack (\d+)/g)) acked = Math.max(acked, Number(match[1]));
      if (acked >= until) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) =>
      signal === 'SIGKILL' ? resolve() : reject(new Error(`writer exited early (${code})`)),
    );
  });
  return acked;
}

describe('SQLite across restarts', () => {
  it('a reopened store has every game the closed one saved', async () => {
    const url = tempSqliteUrl();
    const first = await openGameStore(url);
    await first.update('c1', () => ({ save: startedRecord('c1', 4, { version: 7 }), result: undefined }));
    await first.update('c2', () => ({ save: lobbyRecord('c2'), result: undefined }));
    await first.close();
    const second = await openGameStore(url);
    expect(await second.get('c1')).toEqual(startedRecord('c1', 4, { version: 7 }));
    expect((await second.openIds()).sort()).toEqual(['c1', 'c2']);
    await second.close();
  });
});

describe('a SQLite store that can no longer be written', () => {
  it('update rejects with StoreWriteError and get keeps answering with the saved game', async () => {
    const { store, backend } = await makePlace('sqlite').open();
    await store.update('c1', () => ({ save: startedRecord('c1', 2), result: undefined }));
    await (backend as KeyvSqlite).query('PRAGMA query_only = ON');
    await expect(store.update('c1', (g) => ({ save: withCommand(g!), result: undefined }))).rejects.toBeInstanceOf(
      StoreWriteError,
    );
    expect(await store.get('c1')).toEqual(startedRecord('c1', 2));
    await expect(store.update('c2', () => ({ save: lobbyRecord('c2'), result: undefined }))).rejects.toBeInstanceOf(
      StoreWriteError,
    );
    expect(await store.get('c2')).toBeUndefined();
  });

  it('check() passes on a writable store and throws StoreUnavailable naming its path once it is read-only', async () => {
    const place = makePlace('sqlite');
    const { store, backend } = await place.open();
    const path = sqlitePath(place.url);
    await expect(store.check(path)).resolves.toBeUndefined();
    await (backend as KeyvSqlite).query('PRAGMA query_only = ON');
    const error = await store.check(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreUnavailable);
    expect((error as Error).message).toContain(path);
    expect((error as Error).message).toMatch(/readonly/i);
  });

  it('opening a store whose folder cannot be made throws StoreUnavailable naming the path', async () => {
    const blocker = join(sqlitePath(tempSqliteUrl()), '..', 'a-file');
    writeFileSync(blocker, 'not a folder');
    const file = join(blocker, 'games.sqlite');
    const error = await openBackend(`sqlite://${file}`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreUnavailable);
    expect((error as Error).message).toContain(file);
  });
});

describe('SQLite when the process is killed (SIGKILL) mid-stream', () => {
  it('the reopened store has at least the last acknowledged version', async () => {
    const url = tempSqliteUrl();
    const acked = await killWriterAfter(url, 'version', 25);
    const store = await openGameStore(url);
    expect((await store.get('c1'))?.version).toBeGreaterThanOrEqual(acked);
    await store.close();
  }, 30_000);

  it('with a log entry per save: the game reads, its log is whole and at least as long as the last ack', async () => {
    const url = tempSqliteUrl();
    const acked = await killWriterAfter(url, 'log', 40);
    const store = await openGameStore(url);
    const record = await store.get('c1');
    expect(record?.log.length).toBeGreaterThanOrEqual(acked);
    // The head and the entries it names were written together: its version counts exactly its entries.
    expect(record?.version).toBe(record?.log.length);
    expect(record?.log).toEqual(Array.from({ length: record?.log.length ?? 0 }, (_, i) => logEntry(i + 1)));
    expect(await store.quarantined('c1')).toBeUndefined();
    await store.close();
  }, 30_000);
});

describe('STORE_URL', () => {
  // Only the stores the suites run against are offered (issue 45): one line, naming them, no password.
  it.each([
    'redis://127.0.0.1:6379',
    'rediss://user:hunter2@cache.example:6380/0',
    'mysql://root:hunter2@127.0.0.1/talon',
    'mongodb://127.0.0.1:27017/talon',
    'ftp://x',
    'data/talon.sqlite',
  ])('refuses %s in one line naming the supported stores', async (url) => {
    const error = await openBackend(url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreUrlError);
    const text = (error as Error).message;
    expect(text).toBe(
      `STORE_URL "${url.replace(':hunter2@', ':***@')}" is not supported: use sqlite://path (the default), memory:, or postgres://user@host/db`,
    );
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('\n');
  });
});

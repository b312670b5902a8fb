/**
 * One contract suite run against every store we ship (memory and SQLite): reads, per-game lock,
 * migration, archive; then restart and crash tests on SQLite.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { GameStore, KeyedLock, RecordError, keyvFor, openBackend, openGameStore, StoreUrlError } from '../../src/store/index.js';
import { lobbyRecord } from './record-fixture.js';

const dirs: string[] = [];
const tempUrl = () => {
  const dir = mkdtempSync(join(tmpdir(), 'talon-store-'));
  dirs.push(dir);
  return `sqlite://${join(dir, 'games.sqlite')}`;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const STORES: [string, () => string][] = [
  ['memory', () => 'memory:'],
  ['sqlite', tempUrl],
];

describe.each(STORES)('the %s store', (_name, url) => {
  it('saves what a change decides and reads it back validated', async () => {
    const store = await openGameStore(url());
    expect(await store.get('c1')).toBeUndefined();
    const result = await store.update('c1', () => ({ save: lobbyRecord('c1'), result: 'made' }));
    expect(result).toBe('made');
    expect((await store.get('c1'))?.name).toBe('Test game');
    await store.update('c1', () => ({ result: 'nothing saved' }));
    expect((await store.get('c1'))?.version).toBe(0);
    await store.close();
  });

  it('serialises concurrent changes to one game: none is lost or interleaved', async () => {
    const store = await openGameStore(url());
    await store.update('c1', () => ({ save: lobbyRecord('c1'), result: undefined }));
    await Promise.all(
      Array.from({ length: 40 }, () =>
        store.update('c1', async (current) => {
          await new Promise((r) => setTimeout(r, 0));
          return { save: current ? { ...current, version: current.version + 1 } : lobbyRecord('c1'), result: undefined };
        }),
      ),
    );
    expect((await store.get('c1'))?.version).toBe(40);
    await store.close();
  });

  it('keeps going after a change throws', async () => {
    const store = await openGameStore(url());
    await expect(store.update('c1', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await store.update('c1', () => ({ save: lobbyRecord('c1'), result: undefined }));
    expect(await store.get('c1')).toBeDefined();
    await store.close();
  });

  it('refuses to save a record that breaks the schema', async () => {
    const store = await openGameStore(url());
    await expect(store.update('c1', () => ({ save: { ...lobbyRecord('c1'), seedHash: 'short' }, result: undefined }))).rejects.toThrow();
    expect(await store.get('c1')).toBeUndefined();
    await store.close();
  });

  it('archives a game instead of deleting it, and finds the newest archived game of a channel', async () => {
    const store = await openGameStore(url());
    await store.update('c1', () => ({ save: lobbyRecord('c1', { id: 'c1-1', status: 'finished' }), result: undefined }));
    await store.archiveGame('c1');
    await store.update('c1', () => ({ save: lobbyRecord('c1', { id: 'c1-2', status: 'finished' }), result: undefined }));
    await store.archiveGame('c1');
    expect(await store.get('c1')).toBeUndefined();
    expect((await store.archive.ids()).sort()).toEqual(['c1-1', 'c1-2']);
    expect((await store.latestArchived('c1'))?.id).toBe('c1-2');
    await store.close();
  });

  it('migrates a record written before records carried a version', async () => {
    const backendUrl = url();
    const keyv = keyvFor(await openBackend(backendUrl));
    const { schemaVersion: _v, audit: _a, messages: _m, outcome: _o, pending: _p, setup: _s, clock: _c, timers: _t, spectators: _sp, muted: _mu, lastPing: _l, undoRequest: _u, ...old } = lobbyRecord('c1');
    await keyv.set('game:c1', old);
    const store = new GameStore(keyv, new KeyedLock());
    const record = await store.get('c1');
    expect(record?.schemaVersion).toBe(2);
    expect(record?.audit).toEqual([]);
    expect(record?.clock.mode).toBe('off');
    await store.close();
  });

  it('migrates a version-1 record (before clocks) to version 2 with no clock and no timers', async () => {
    const keyv = keyvFor(await openBackend(url()));
    const { clock: _c, timers: _t, spectators: _sp, muted: _mu, lastPing: _l, undoRequest: _u, ...v1 } = lobbyRecord('c1', { status: 'active' });
    await keyv.set('game:c1', { ...v1, schemaVersion: 1 });
    const store = new GameStore(keyv, new KeyedLock());
    const record = await store.get('c1');
    expect(record).toMatchObject({ schemaVersion: 2, status: 'active', timers: [], undoRequest: null, clock: { mode: 'off', deadline: null } });
    await store.close();
  });

  it('refuses a record from a newer bot rather than misreading it', async () => {
    const keyv = keyvFor(await openBackend(url()));
    await keyv.set('game:c1', { ...lobbyRecord('c1'), schemaVersion: 99 });
    const store = new GameStore(keyv, new KeyedLock());
    await expect(store.get('c1')).rejects.toThrow(RecordError);
    await store.close();
  });
});

describe('SQLite across restarts and crashes', () => {
  it('a reopened store has every game the closed one saved', async () => {
    const url = tempUrl();
    const first = await openGameStore(url);
    await first.update('c1', () => ({ save: lobbyRecord('c1', { version: 7 }), result: undefined }));
    await first.close();
    const second = await openGameStore(url);
    expect((await second.get('c1'))?.version).toBe(7);
    await second.close();
  });

  it('a process killed mid-stream loses no acknowledged change', async () => {
    const url = tempUrl();
    const writer = fileURLToPath(new URL('./crash-writer.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', writer, url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let acked = 0;
    await new Promise<void>((resolve, reject) => {
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        for (const match of chunk.matchAll(/ack (\d+)/g)) acked = Math.max(acked, Number(match[1]));
        if (acked >= 25) {
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.on('exit', (code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`writer exited early (${code})`))));
    });
    const store = await openGameStore(url);
    const record = await store.get('c1');
    expect(record?.version).toBeGreaterThanOrEqual(acked);
    await store.close();
  }, 30_000);
});

describe('STORE_URL', () => {
  it('names the package to install for an adapter that is not installed', async () => {
    await expect(openBackend('redis://127.0.0.1:6379')).rejects.toThrow(/npm install @keyv\/redis/);
  });
  it('rejects a scheme it does not know', async () => {
    await expect(openBackend('ftp://x')).rejects.toThrow(StoreUrlError);
  });
});

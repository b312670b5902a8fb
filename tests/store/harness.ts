/**
 * Where the store tests keep their data: the same tests run on a memory map and on a temporary
 * SQLite file. A place can be opened any number of times (a restart, or a second process's view of
 * the same data), and its raw rows can be written and removed behind the store's back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import { vi } from 'vitest';
import { GameStore, KeyValue, KeyedLock, openBackend, type Backend } from '../../src/store/index.js';
import type { GameStoreOptions } from '../../src/store/game-store.js';

/** How kv.ts names its rows (keyv's own layout: `talon:<key>`). */
const row = (key: string) => `talon:${key}`;

/** A memory backend that records every change made to it and can be told to fail writes. */
export class RecordingMap extends Map<string, unknown> {
  readonly mutations: string[] = [];
  /** Writes to keys this accepts throw, as a full or broken disk would. */
  failing: ((key: string) => boolean) | undefined;

  override set(key: string, value: unknown): this {
    if (this.failing?.(key)) throw new Error(`disk full (writing ${key})`);
    this.mutations?.push(`set ${key}`);
    return super.set(key, value);
  }

  override delete(key: string): boolean {
    this.mutations.push(`delete ${key}`);
    return super.delete(key);
  }
}

/** Every statement other than a read that the SQLite connection is asked to run. */
function recordStatements(backend: KeyvSqlite): string[] {
  const mutations: string[] = [];
  const query = backend.query;
  backend.query = async (sql: string, ...params: unknown[]) => {
    if (!/^\s*SELECT\b/i.test(sql)) mutations.push(sql);
    return query(sql, ...params);
  };
  return mutations;
}

export interface Opened {
  readonly backend: Backend;
  readonly kv: KeyValue;
  readonly store: GameStore;
  /** The changes this opening's backend was asked to make (shared by all openings of a memory place). */
  readonly mutations: string[];
}

export interface Place {
  readonly kind: 'memory' | 'sqlite';
  /** The STORE_URL of this place. */
  readonly url: string;
  /** A new store over the same data, as after a restart. */
  open(options?: GameStoreOptions): Promise<Opened>;
}

const dirs: string[] = [];
const opened: GameStore[] = [];

export function tempSqliteUrl(): string {
  const dir = mkdtempSync(join(tmpdir(), 'talon-store-'));
  dirs.push(dir);
  return `sqlite://${join(dir, 'games.sqlite')}`;
}

export function makePlace(kind: Place['kind']): Place {
  const map = new RecordingMap();
  const url = kind === 'memory' ? 'memory:' : tempSqliteUrl();
  return {
    kind,
    url,
    async open(options = {}) {
      const backend = kind === 'memory' ? map : await openBackend(url);
      const mutations = backend instanceof KeyvSqlite ? recordStatements(backend) : map.mutations;
      const kv = new KeyValue(backend);
      const store = new GameStore(kv, new KeyedLock(), options);
      opened.push(store);
      return { backend, kv, store, mutations };
    },
  };
}

/** A store over a memory map the test controls (to make its writes fail). */
export function storeOver(map: RecordingMap, options: GameStoreOptions = {}): { kv: KeyValue; store: GameStore } {
  const kv = new KeyValue(map);
  const store = new GameStore(kv, new KeyedLock(), options);
  opened.push(store);
  return { kv, store };
}

/** Closes every store the test opened and removes its files (call from afterEach). */
export async function cleanUp(): Promise<void> {
  for (const store of opened.splice(0)) await store.close().catch(() => undefined);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Writes a row's text as it is, readable or not. */
export async function putText(backend: Backend, key: string, text: string): Promise<void> {
  await backend.set(row(key), text);
}

/** Writes a value the way kv.ts stores it, without the store (a record an older bot left, say). */
export async function putValue(backend: Backend, key: string, value: unknown): Promise<void> {
  await putText(backend, key, JSON.stringify({ value }));
}

export async function dropKey(backend: Backend, key: string): Promise<void> {
  await backend.delete(row(key));
}

/** The keys of each `kv.write` made from now on, one list per statement. */
export function watchWrites(kv: KeyValue): () => string[][] {
  const spy = vi.spyOn(kv, 'write');
  return () => spy.mock.calls.map(([, entries]) => entries.map(([key]) => key));
}

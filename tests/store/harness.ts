/**
 * Where the store tests keep their data: the same tests run on a memory map, on a temporary SQLite
 * file, and on a fresh schema of the test PostgreSQL (issue 45; `TEST_POSTGRES_URL`, dropped after
 * the test). A place can be opened any number of times (a restart, or a second process's view of
 * the same data), and its raw rows can be written and removed behind the store's back.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import pg from 'pg';
import { vi } from 'vitest';
import {
  GameStore,
  KeyValue,
  KeyedLock,
  PostgresBackend,
  StoreUnavailable,
  describePostgres,
  openBackend,
  type Backend,
} from '../../src/store/index.js';
import type { GameStoreOptions } from '../../src/store/game-store.js';

/** The PostgreSQL the tests use; each place gets a schema of its own in it. */
export const TEST_POSTGRES_URL = process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

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

/** Every statement that changes rows, as sent to PostgreSQL (reads, locks, BEGIN and COMMIT change none). */
function recordPostgres(backend: PostgresBackend): string[] {
  const mutations: string[] = [];
  backend.onStatement = (sql) => {
    if (/^\s*(INSERT|UPDATE|DELETE)\b/i.test(sql)) mutations.push(sql);
  };
  return mutations;
}

export interface Place {
  readonly kind: 'memory' | 'sqlite' | 'postgres';
  /** The STORE_URL of this place. */
  readonly url: string;
  /** A new store over the same data, as after a restart. */
  open(options?: GameStoreOptions): Promise<Opened>;
}

const dirs: string[] = [];
const schemas: string[] = [];
const opened: GameStore[] = [];
const backends: PostgresBackend[] = [];

export function tempSqliteUrl(): string {
  const dir = mkdtempSync(join(tmpdir(), 'talon-store-'));
  dirs.push(dir);
  return `sqlite://${join(dir, 'games.sqlite')}`;
}

/** The URL of a fresh schema in the test PostgreSQL (made at first open, dropped by cleanUp). */
export function tempPostgresUrl(): string {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  schemas.push(schema);
  const url = new URL(TEST_POSTGRES_URL);
  url.searchParams.set('schema', schema);
  return url.toString();
}

const notAnswering = (cause: unknown) =>
  new Error(
    `PostgreSQL is not answering at ${describePostgres(TEST_POSTGRES_URL)}; start it or set TEST_POSTGRES_URL (${cause instanceof Error ? cause.message : String(cause)})`,
    { cause },
  );

/** Opens a PostgreSQL backend, or fails the test with one line saying what to do. */
export async function openPostgres(url: string): Promise<PostgresBackend> {
  try {
    const backend = await PostgresBackend.open(url);
    backends.push(backend);
    return backend;
  } catch (error) {
    if (error instanceof StoreUnavailable) throw notAnswering(error);
    throw error;
  }
}

export function makePlace(kind: Place['kind']): Place {
  const map = new RecordingMap();
  const url = kind === 'memory' ? 'memory:' : kind === 'sqlite' ? tempSqliteUrl() : tempPostgresUrl();
  return {
    kind,
    url,
    async open(options = {}) {
      const backend = kind === 'memory' ? map : kind === 'postgres' ? await openPostgres(url) : await openBackend(url);
      const mutations =
        backend instanceof KeyvSqlite
          ? recordStatements(backend)
          : backend instanceof PostgresBackend
            ? recordPostgres(backend)
            : map.mutations;
      const kv = new KeyValue(backend);
      // As the bot builds it: on PostgreSQL a record's lock holds across processes too.
      const store = new GameStore(kv, new KeyedLock((key, work) => kv.exclusive(key, work)), options);
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

/** Closes every store the test opened and removes its files and schemas (call from afterEach). */
export async function cleanUp(): Promise<void> {
  for (const store of opened.splice(0)) await store.close().catch(() => undefined);
  for (const backend of backends.splice(0)) await backend.close().catch(() => undefined);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  const drop = schemas.splice(0);
  if (drop.length > 0) {
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await client.connect().catch((error: unknown) => {
      throw notAnswering(error);
    });
    try {
      for (const schema of drop) await client.query(`DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(schema)} CASCADE`);
    } finally {
      await client.end();
    }
  }
}

/** Runs SQL on the test PostgreSQL outside any store (to damage, constrain or inspect a schema). */
export async function postgresSql<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The schema a place's URL names. */
export const schemaOf = (url: string): string => new URL(url).searchParams.get('schema') ?? 'public';

/** Writes a row's text as it is, readable or not. */
export async function putText(backend: Backend, key: string, text: string): Promise<void> {
  if (backend instanceof PostgresBackend) await backend.write([[row(key), text]]);
  else await backend.set(row(key), text);
}

/** Writes a value the way kv.ts stores it, without the store (a record an older bot left, say). */
export async function putValue(backend: Backend, key: string, value: unknown): Promise<void> {
  await putText(backend, key, JSON.stringify({ value }));
}

export async function dropKey(backend: Backend, key: string): Promise<void> {
  if (backend instanceof PostgresBackend) await backend.remove([row(key)]);
  else await backend.delete(row(key));
}

/** The keys of each `kv.write` made from now on, one list per statement. */
export function watchWrites(kv: KeyValue): () => string[][] {
  const spy = vi.spyOn(kv, 'write');
  return () => spy.mock.calls.map(([, entries]) => entries.map(([key]) => key));
}

/**
 * Opens the keyv backend a STORE_URL names (DESIGN.md section 7): SQLite by default, an in-memory map
 * for tests and local play, or any other keyv adapter the host has installed (Redis, Postgres, MySQL,
 * MongoDB), loaded on demand so the default install stays small.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { KeyvStoreAdapter } from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import { StoreUnavailable } from './kv.js';

export const DEFAULT_STORE_URL = 'sqlite://data/talon.sqlite';

export class StoreUrlError extends Error {}

/** Adapters we know by URL scheme; each is an optional package the host installs to use it. */
const OPTIONAL_ADAPTERS: Readonly<Record<string, string>> = {
  'redis:': '@keyv/redis',
  'rediss:': '@keyv/redis',
  'postgres:': '@keyv/postgres',
  'postgresql:': '@keyv/postgres',
  'mysql:': '@keyv/mysql',
  'mongodb:': '@keyv/mongo',
};

/** The SQLite file a `sqlite://` URL names, relative to the working directory unless absolute. */
export function sqlitePath(url: string): string {
  const rest = url.slice('sqlite://'.length);
  if (rest === '') throw new StoreUrlError(`STORE_URL "${url}" names no file: use sqlite://data/talon.sqlite`);
  return resolve(rest);
}

export async function openBackend(url: string = DEFAULT_STORE_URL): Promise<KeyvStoreAdapter | Map<string, unknown>> {
  if (url === 'memory:' || url === 'memory://') return new Map();
  if (url.startsWith('sqlite://')) {
    const file = sqlitePath(url);
    try {
      mkdirSync(dirname(file), { recursive: true });
    } catch (error) {
      throw new StoreUnavailable(
        `The store ${file} cannot be created (${error instanceof Error ? error.message : String(error)}). Check the path's permissions, or set STORE_URL.`,
      );
    }
    // A busy timeout lets a second process (a test reading the file) wait instead of failing.
    const sqlite = new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: 5000 });
    // Write-ahead logging: readers never block the writer, and a save costs a fraction of the
    // default rollback journal's; synchronous=FULL keeps every acknowledged save on disk.
    try {
      await sqlite.query('PRAGMA journal_mode=WAL');
      await sqlite.query('PRAGMA synchronous=FULL');
    } catch (error) {
      throw new StoreUnavailable(
        `The store ${file} cannot be opened (${error instanceof Error ? error.message : String(error)}). Check that it is writable and has free space, or set STORE_URL.`,
      );
    }
    return sqlite;
  }
  const scheme = /^[a-z]+:/i.exec(url)?.[0].toLowerCase();
  const packageName = scheme === undefined ? undefined : OPTIONAL_ADAPTERS[scheme];
  if (packageName === undefined) {
    throw new StoreUrlError(
      `STORE_URL "${url}" is not one we know: use sqlite://path, memory:, redis://, postgres://, mysql:// or mongodb://`,
    );
  }
  try {
    const module = (await import(packageName)) as { default: new (uri: string) => KeyvStoreAdapter };
    return new module.default(url);
  } catch (error) {
    throw new StoreUrlError(
      `STORE_URL "${url}" needs the package ${packageName}: run "npm install ${packageName}" (${String(error)})`,
    );
  }
}

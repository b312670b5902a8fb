/**
 * Opens the backend a STORE_URL names (DESIGN.md section 7): SQLite by default, an in-memory map for
 * tests and local play, or PostgreSQL for a bot that runs as several processes. Only the stores the
 * test suites run against are offered (issue 45); any other URL is refused with one line.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import { StoreUnavailable, StoreUrlError } from './errors.js';
import type { Backend } from './kv.js';
import { PostgresBackend, hidePassword } from './postgres.js';

export { StoreUrlError } from './errors.js';

export const DEFAULT_STORE_URL = 'sqlite://data/talon.sqlite';

/** The SQLite file a `sqlite://` URL names, relative to the working directory unless absolute. */
export function sqlitePath(url: string): string {
  const rest = url.slice('sqlite://'.length);
  if (rest === '') throw new StoreUrlError(`STORE_URL "${url}" names no file: use sqlite://data/talon.sqlite`);
  return resolve(rest);
}

export async function openBackend(url: string = DEFAULT_STORE_URL): Promise<Backend> {
  if (url === 'memory:' || url === 'memory://') return new Map();
  if (/^postgres(ql)?:\/\//i.test(url)) return PostgresBackend.open(url);
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
  throw new StoreUrlError(
    `STORE_URL "${hidePassword(url)}" is not supported: use sqlite://path (the default), memory:, or postgres://user@host/db`,
  );
}

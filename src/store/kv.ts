/**
 * The key-value layer under every record: a keyv storage adapter (SQLite by default) used directly,
 * a memory map, or PostgreSQL (issue 45). A save of several keys is one atomic statement on SQLite
 * and one transaction on PostgreSQL, every failure reaches the caller (keyv's own wrapper would
 * swallow it), and the bytes written can be counted. On SQLite, writes that arrive while one runs go
 * together as the next statement (group-commit.ts). Values are stored in keyv's own format
 * (`{"value": ...}` under `talon:<key>`) on every backend, so keyv and this layer read each other's
 * data and a backup moves between stores unchanged.
 */
import KeyvSqlite from '@keyv/sqlite';
import type { KeyvStoreAdapter } from 'keyv';
import { StoreReadError, StoreWriteError, UnreadableValue } from './errors.js';
import { GroupCommit, type Rows } from './group-commit.js';
import { PostgresBackend } from './postgres.js';

export { StoreReadError, StoreUnavailable, StoreWriteError, UnreadableValue } from './errors.js';

export type Backend = KeyvStoreAdapter | Map<string, unknown> | PostgresBackend;

const NAMESPACE = 'talon';

/** One stored value and what it weighs, so caches can be bounded in bytes. */
export interface Stored {
  readonly value: unknown;
  readonly bytes: number;
  /** The row's revision (PostgreSQL only): it changes with every write of the key, here or in another process. */
  readonly rev?: number;
}

function decode(key: string, text: unknown): Stored | undefined {
  if (text === undefined || text === null) return undefined;
  if (typeof text !== 'string') throw new UnreadableValue(`${key}: stored value is not text`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new UnreadableValue(`${key}: stored value is not JSON (${String(error)})`);
  }
  if (typeof parsed !== 'object' || parsed === null || !('value' in parsed))
    throw new UnreadableValue(`${key}: stored value has no value`);
  return { value: (parsed as { value: unknown }).value, bytes: text.length };
}

export class KeyValue {
  /**
   * Bytes and atomic writes made since start (for benchmarks and the start-up check). On SQLite
   * several writes may share one statement: `sqliteStatements` counts those.
   */
  readonly written = { bytes: 0, statements: 0 };
  private readonly sqliteWrites: GroupCommit | undefined;

  constructor(private readonly backend: Backend) {
    if (backend instanceof KeyvSqlite) {
      // An adapter reports a broken connection as an 'error' event as well as a rejected call; the
      // rejection is what callers handle, so the event must not crash the process on its own.
      backend.on('error', () => undefined);
      this.sqliteWrites = new GroupCommit((rows) => sqliteUpsert(backend, rows));
    }
  }

  /** Statements SQLite has run for writes (each one or more writes committed together). */
  get sqliteStatements(): number {
    return this.sqliteWrites?.statements ?? 0;
  }

  /**
   * Whether other processes may write this store at the same time (PostgreSQL): what a process
   * remembers of it must then be checked against the row revisions, and changes run under
   * `exclusive` (issue 45).
   */
  get shared(): boolean {
    return this.backend instanceof PostgresBackend;
  }

  /**
   * Runs `work` holding a lock on `key` that every process sharing the store respects, in one
   * transaction whose statements are all of work's reads and writes (PostgreSQL). On a store one
   * process owns (memory, SQLite) it only runs work: the in-process lock is enough there.
   */
  async exclusive<T>(key: string, work: () => Promise<T>): Promise<T> {
    const backend = this.backend;
    if (backend instanceof PostgresBackend) return backend.exclusive(this.full(key), work);
    return work();
  }

  private full(key: string): string {
    return `${NAMESPACE}:${key}`;
  }

  /** A read of the backend itself: its failure (not a damaged value) is a StoreReadError. */
  private async reading<T>(what: string, read: () => Promise<T> | T): Promise<T> {
    try {
      return await read();
    } catch (error) {
      throw new StoreReadError(what, error);
    }
  }

  async get(key: string): Promise<Stored | undefined> {
    const backend = this.backend;
    if (backend instanceof PostgresBackend) {
      const [row] = await this.reading(key, () => backend.read([this.full(key)]));
      const stored = decode(key, row?.text);
      return stored && { ...stored, rev: row?.rev };
    }
    return decode(key, await this.reading(key, () => backend.get(this.full(key))));
  }

  /** The stored text itself, readable or not (to set a damaged record aside as it was). */
  async raw(key: string): Promise<string | undefined> {
    const text: unknown = await this.reading(key, () => this.backend.get(this.full(key)));
    return text === undefined || text === null ? undefined : String(text);
  }

  /** Reads many keys at once (one query on SQLite and PostgreSQL); a damaged value comes back as its error. */
  async getMany(keys: readonly string[]): Promise<(Stored | undefined | UnreadableValue)[]> {
    if (keys.length === 0) return [];
    const full = keys.map((k) => this.full(k));
    const backend = this.backend;
    const what = `${keys.length} entries from ${keys[0] ?? ''}`;
    const rows: { text: unknown; rev?: number | undefined }[] =
      backend instanceof PostgresBackend
        ? (await this.reading(what, () => backend.read(full))).map((row) => ({ text: row?.text, rev: row?.rev }))
        : (
            await this.reading(what, () =>
              backend instanceof Map
                ? full.map((k) => backend.get(k))
                : backend.getMany
                  ? backend.getMany(full)
                  : Promise.all(full.map((k) => backend.get(k))),
            )
          ).map((text: unknown) => ({ text }));
    return rows.map(({ text, rev }, i) => {
      try {
        const stored = decode(keys[i] ?? '', text);
        return stored && rev !== undefined ? { ...stored, rev } : stored;
      } catch (error) {
        if (error instanceof UnreadableValue) return error;
        throw error;
      }
    });
  }

  /**
   * Each key's revision, undefined where it has none: a cached record is current while its key's
   * revision is the one it was read or written at (PostgreSQL; always undefined elsewhere).
   */
  async revs(keys: readonly string[]): Promise<(number | undefined)[]> {
    const backend = this.backend;
    if (backend instanceof PostgresBackend)
      return this.reading(`the revisions of ${keys[0] ?? ''}`, () => backend.revs(keys.map((k) => this.full(k))));
    return keys.map(() => undefined);
  }

  /**
   * Writes every entry, or throws StoreWriteError. On SQLite all entries are one statement, so they
   * commit together or not at all; on PostgreSQL one statement too, inside the ambient transaction
   * when there is one; on a memory map they are written in the order given, so callers put the
   * entry that makes the others count (a game's head) last. Returns each entry's stored size, and
   * fills `revs`, when given, with each entry's new revision (PostgreSQL).
   */
  async write(
    what: string,
    entries: readonly (readonly [string, unknown])[],
    revs?: (number | undefined)[],
  ): Promise<number[]> {
    if (entries.length === 0) return [];
    const rows = entries.map(([key, value]) => [this.full(key), JSON.stringify({ value })] as const);
    const written = await this.writeRows(what, rows);
    if (revs) revs.splice(0, revs.length, ...written);
    // What each entry weighs as stored, so callers size their caches without serialising again.
    return rows.map(([, text]) => text.length);
  }

  /** Writes stored texts as they are, readable or not (a restore puts back what a backup read). */
  async writeText(what: string, entries: readonly (readonly [string, string])[]): Promise<void> {
    if (entries.length === 0) return;
    await this.writeRows(
      what,
      entries.map(([key, text]) => [this.full(key), text] as const),
    );
  }

  private async writeRows(what: string, rows: Rows): Promise<(number | undefined)[]> {
    let revs: (number | undefined)[] = [];
    try {
      const backend = this.backend;
      if (backend instanceof PostgresBackend) {
        revs = await backend.write(rows);
      } else if (this.sqliteWrites) {
        await this.sqliteWrites.write(rows);
      } else {
        for (const [key, text] of rows) await backend.set(key, text);
      }
    } catch (error) {
      throw new StoreWriteError(what, error);
    }
    this.written.statements += 1;
    for (const [, text] of rows) this.written.bytes += text.length;
    return revs;
  }

  async remove(what: string, keys: readonly string[]): Promise<void> {
    try {
      const backend = this.backend;
      if (backend instanceof PostgresBackend) await backend.remove(keys.map((k) => this.full(k)));
      else for (const key of keys) await backend.delete(this.full(key));
    } catch (error) {
      throw new StoreWriteError(what, error);
    }
  }

  /** Every key under a prefix (a scan: only when an index is missing, never per command). */
  async keys(prefix: string): Promise<string[]> {
    const start = this.full(prefix);
    const backend = this.backend;
    const strip = (k: string) => k.slice(NAMESPACE.length + 1);
    if (backend instanceof PostgresBackend) return (await backend.keys(start)).map(strip);
    if (backend instanceof Map) return [...backend.keys()].filter((k) => k.startsWith(start)).map(strip);
    const iterate = backend.iterator;
    if (iterate === undefined) return [];
    const found: string[] = [];
    for await (const [key] of iterate.call(backend, NAMESPACE) as AsyncGenerator<[string, unknown]>) {
      if (key.startsWith(start)) found.push(strip(key));
    }
    return found;
  }

  /**
   * Every stored [key, text] pair (keys without the namespace), for a backup: from one consistent
   * snapshot on PostgreSQL (a REPEATABLE READ transaction) and on SQLite (one statement).
   */
  async *entries(): AsyncIterable<[string, string]> {
    const backend = this.backend;
    const start = `${NAMESPACE}:`;
    const strip = (k: string) => k.slice(start.length);
    if (backend instanceof PostgresBackend) {
      for await (const [key, text] of backend.snapshot(start)) yield [strip(key), text];
    } else if (backend instanceof Map) {
      for (const [key, text] of [...backend.entries()]) if (key.startsWith(start)) yield [strip(key), String(text)];
    } else if (backend instanceof KeyvSqlite) {
      const table = (backend.opts as { table: string }).table;
      const rows = await backend.query(
        `SELECT key, value FROM ${table} WHERE key >= ? AND key < ? ORDER BY key`,
        start,
        `${NAMESPACE};`,
      );
      for (const row of rows as { key: string; value: string }[]) yield [strip(row.key), row.value];
    } else {
      const iterate = backend.iterator;
      if (iterate === undefined) return;
      for await (const [key, text] of iterate.call(backend, NAMESPACE) as AsyncGenerator<[string, unknown]>)
        if (key.startsWith(start)) yield [strip(key), String(text)];
    }
  }

  async close(): Promise<void> {
    const backend = this.backend;
    if (backend instanceof PostgresBackend) await backend.close();
    else if (!(backend instanceof Map)) {
      await this.sqliteWrites?.settled();
      await backend.disconnect?.();
    }
  }
}

/** One INSERT over a JSON array of [key, value] pairs: one implicit transaction, one commit. */
async function sqliteUpsert(backend: KeyvSqlite, rows: Rows): Promise<void> {
  const table = (backend.opts as { table: string }).table;
  await backend.query(
    `INSERT INTO ${table} (key, value) SELECT json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]') FROM json_each(?) AS j WHERE true ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
    JSON.stringify(rows),
  );
}

/**
 * The key-value layer under every record: a keyv storage adapter (SQLite by default) used directly,
 * so that a save of several keys is one atomic statement on SQLite, every failure reaches the caller
 * (keyv's own wrapper would swallow it), and the bytes written can be counted. Values are stored in
 * keyv's own format (`{"value": ...}` under `talon:<key>`), so keyv and this layer read each other's data.
 */
import KeyvSqlite from '@keyv/sqlite';
import type { KeyvStoreAdapter } from 'keyv';

export type Backend = KeyvStoreAdapter | Map<string, unknown>;

const NAMESPACE = 'talon';

/** A write that did not commit: nothing of it may be acknowledged. */
export class StoreWriteError extends Error {
  constructor(what: string, cause: unknown) {
    super(`could not save ${what}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** The store cannot be used at all (start-up): said in one line naming where it is. */
export class StoreUnavailable extends Error {}

/** A stored value that is not JSON at all (a damaged row): the caller decides what that means. */
export class UnreadableValue extends Error {}

/** One stored value and what it weighs, so caches can be bounded in bytes. */
export interface Stored {
  readonly value: unknown;
  readonly bytes: number;
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
  /** Bytes and statements written since start (for benchmarks and the start-up check). */
  readonly written = { bytes: 0, statements: 0 };

  constructor(private readonly backend: Backend) {
    // An adapter reports a broken connection as an 'error' event as well as a rejected call; the
    // rejection is what callers handle, so the event must not crash the process on its own.
    if (backend instanceof KeyvSqlite) backend.on('error', () => undefined);
  }

  private full(key: string): string {
    return `${NAMESPACE}:${key}`;
  }

  async get(key: string): Promise<Stored | undefined> {
    return decode(key, await this.backend.get(this.full(key)));
  }

  /** The stored text itself, readable or not (to set a damaged record aside as it was). */
  async raw(key: string): Promise<string | undefined> {
    const text = await this.backend.get(this.full(key));
    return text === undefined || text === null ? undefined : String(text);
  }

  /** Reads many keys at once (one query on SQLite); a damaged value comes back as its error. */
  async getMany(keys: readonly string[]): Promise<(Stored | undefined | UnreadableValue)[]> {
    if (keys.length === 0) return [];
    const full = keys.map((k) => this.full(k));
    const backend = this.backend;
    const texts: unknown[] =
      backend instanceof Map
        ? full.map((k) => backend.get(k))
        : backend.getMany
          ? await backend.getMany(full)
          : await Promise.all(full.map((k) => backend.get(k)));
    return texts.map((text, i) => {
      try {
        return decode(keys[i] ?? '', text);
      } catch (error) {
        if (error instanceof UnreadableValue) return error;
        throw error;
      }
    });
  }

  /**
   * Writes every entry, or throws StoreWriteError. On SQLite all entries are one statement, so they
   * commit together or not at all; on other adapters they are written in the order given, so callers
   * put the entry that makes the others count (a game's head) last. Returns each entry's stored size.
   */
  async write(what: string, entries: readonly (readonly [string, unknown])[]): Promise<number[]> {
    if (entries.length === 0) return [];
    const rows = entries.map(([key, value]) => [this.full(key), JSON.stringify({ value })] as const);
    try {
      const backend = this.backend;
      if (backend instanceof KeyvSqlite) {
        const table = (backend.opts as { table: string }).table;
        // One INSERT over a JSON array of [key, value] pairs: one implicit transaction, one commit.
        await backend.query(
          `INSERT INTO ${table} (key, value) SELECT json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]') FROM json_each(?) AS j WHERE true ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
          JSON.stringify(rows),
        );
      } else {
        for (const [key, text] of rows) await backend.set(key, text);
      }
    } catch (error) {
      throw new StoreWriteError(what, error);
    }
    this.written.statements += 1;
    for (const [, text] of rows) this.written.bytes += text.length;
    // What each entry weighs as stored, so callers size their caches without serialising again.
    return rows.map(([, text]) => text.length);
  }

  async remove(what: string, keys: readonly string[]): Promise<void> {
    try {
      for (const key of keys) await this.backend.delete(this.full(key));
    } catch (error) {
      throw new StoreWriteError(what, error);
    }
  }

  /** Every key under a prefix (a scan: only when an index is missing, never per command). */
  async keys(prefix: string): Promise<string[]> {
    const start = this.full(prefix);
    const backend = this.backend;
    if (backend instanceof Map)
      return [...backend.keys()].filter((k) => k.startsWith(start)).map((k) => k.slice(NAMESPACE.length + 1));
    const iterate = backend.iterator;
    if (iterate === undefined) return [];
    const found: string[] = [];
    for await (const [key] of iterate.call(backend, NAMESPACE) as AsyncGenerator<[string, unknown]>) {
      if (key.startsWith(start)) found.push(key.slice(NAMESPACE.length + 1));
    }
    return found;
  }

  async close(): Promise<void> {
    const backend = this.backend;
    if (!(backend instanceof Map)) await backend.disconnect?.();
  }
}

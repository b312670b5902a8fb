/**
 * Cache entries of a store other processes write too (PostgreSQL, issue 45). Each keeps the revision
 * its key had when it was read or written; a hit is trusted only after one `SELECT rev` finds the
 * key still at that revision, otherwise it is dropped and the record read again. On a store one
 * process owns, entries are kept as they are and every hit is trusted.
 */
import type { KeyValue } from './kv.js';
import type { LruCache } from './lru.js';

class Revved {
  constructor(
    readonly value: unknown,
    readonly rev: number | undefined,
  ) {}
}

/** What the cache holds for `key` (undefined: nothing, or something another process has changed since). */
export async function cachedValue(kv: KeyValue, cache: LruCache<unknown> | undefined, key: string): Promise<unknown> {
  const entry = cache?.get(key);
  if (!(entry instanceof Revved)) return entry;
  const [rev] = await kv.revs([key]);
  if (rev === entry.rev) return entry.value;
  cache?.delete(key);
  return undefined;
}

/** Keeps `value` for `key`, with the revision it was read or written at when the store is shared. */
export function cacheValue(
  kv: KeyValue,
  cache: LruCache<unknown> | undefined,
  key: string,
  value: unknown,
  bytes: number,
  rev: number | undefined,
): void {
  cache?.set(key, kv.shared ? new Revved(value, rev) : value, bytes);
}

/**
 * Records of one kind under one key prefix, read through their schema (with migration) and changed
 * under a per-key lock: load -> migrate -> validate -> change -> save, never interleaved. A save
 * commits or throws, and the cache never holds a record that is not on disk. On a store other
 * processes write too, a cached record is used only while its row's revision is unchanged (issue 45).
 */
import type { KeyedLock } from './lock.js';
import type { KeyValue } from './kv.js';
import type { LruCache } from './lru.js';
import { cacheValue, cachedValue } from './revved.js';
import { readRecord, type RecordKind } from './versioned.js';

/** What a change decides: the record to save (`null` deletes it, absent keeps it) and a result. */
export interface Change<T, R> {
  readonly save?: T | null;
  readonly result: R;
}

/** A cached absence: a player without a profile costs no read per command. */
const ABSENT = Symbol('absent');

export class Collection<T> {
  constructor(
    private readonly kv: KeyValue,
    private readonly prefix: string,
    private readonly kind: RecordKind<T>,
    private readonly lock: KeyedLock,
    /** Shared by every collection; undefined for a process that only watches a store another writes. */
    private readonly cache?: LruCache<unknown>,
  ) {}

  private keyOf(id: string): string {
    return `${this.prefix}:${id}`;
  }

  /** Bumped by every write: a read that began before a write ended does not fill the cache. */
  private readonly generations = new Map<string, number>();

  async get(id: string): Promise<T | undefined> {
    const key = this.keyOf(id);
    const cached = await cachedValue(this.kv, this.cache, key);
    if (cached !== undefined) return cached === ABSENT ? undefined : (cached as T);
    const generation = this.generations.get(key) ?? 0;
    const stored = await this.kv.get(key);
    const record = stored === undefined ? undefined : readRecord(this.kind, key, stored.value);
    if ((this.generations.get(key) ?? 0) === generation)
      cacheValue(this.kv, this.cache, key, record ?? ABSENT, stored?.bytes ?? 16, stored?.rev);
    return record;
  }

  private bump(key: string): void {
    this.generations.set(key, (this.generations.get(key) ?? 0) + 1);
  }

  /** Writes without the lock: for records only one writer ever touches (and for tests). */
  async put(id: string, record: T): Promise<void> {
    const valid = this.kind.schema.parse(record);
    await this.save(id, valid);
  }

  private async save(id: string, record: T): Promise<void> {
    const key = this.keyOf(id);
    // Forget the cached copy first: if the write fails, the next read goes to the store.
    this.cache?.delete(key);
    this.bump(key);
    const revs: (number | undefined)[] = [];
    const [bytes] = await this.kv.write(`${this.kind.name} ${id}`, [[key, record]], revs).finally(() => this.bump(key));
    cacheValue(this.kv, this.cache, key, record, bytes ?? 16, revs[0]);
  }

  async delete(id: string): Promise<void> {
    const key = this.keyOf(id);
    this.cache?.delete(key);
    this.bump(key);
    await this.kv.remove(`${this.kind.name} ${id}`, [key]).finally(() => this.bump(key));
    cacheValue(this.kv, this.cache, key, ABSENT, 16, undefined);
  }

  /**
   * Runs `change` on the current record under the key's lock and saves what it decides before
   * resolving, so an answer given to a player always describes something already on disk. The
   * code built the record it saves from validated parts, so it is not parsed again.
   */
  async update<R>(id: string, change: (current: T | undefined) => Change<T, R> | Promise<Change<T, R>>): Promise<R> {
    return this.lock.run(this.keyOf(id), async () => {
      const current = await this.get(id);
      const decided = await change(current);
      if (decided.save === null) await this.delete(id);
      else if (decided.save !== undefined) await this.save(id, decided.save);
      return decided.result;
    });
  }
}

/**
 * Records of one kind under one key prefix, read through their schema (with migration) and changed
 * under a per-key lock: load -> migrate -> validate -> change -> save, never interleaved.
 */
import type Keyv from 'keyv';
import type { KeyedLock } from './lock.js';
import { readRecord, type RecordKind } from './versioned.js';

/** What a change decides: the record to save (`null` deletes it, absent keeps it) and a result. */
export interface Change<T, R> {
  readonly save?: T | null;
  readonly result: R;
}

/** How many parsed records a collection keeps in memory (the most recently used). */
const CACHE_LIMIT = 500;

export class Collection<T> {
  /**
   * Parsed records, written through: the bot process owns its games (DESIGN.md section 7), so a
   * record it saved is the record on disk, and a command skips reading and validating it again.
   */
  private readonly cache = new Map<string, T | null>();

  constructor(
    private readonly keyv: Keyv,
    private readonly prefix: string,
    private readonly kind: RecordKind<T>,
    private readonly lock: KeyedLock,
    /** Off for a process that only watches a store another process writes (tests, benchmarks). */
    private readonly caching = true,
  ) {}

  private keyOf(id: string): string {
    return `${this.prefix}:${id}`;
  }

  /** Remembers a record, or (null) that there is none: a player without a profile costs no read. */
  private remember(id: string, record: T | null | undefined): void {
    this.cache.delete(id);
    if (record === undefined || !this.caching) return;
    this.cache.set(id, record);
    if (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
  }

  async get(id: string): Promise<T | undefined> {
    const cached = this.cache.get(id);
    if (cached !== undefined) return cached ?? undefined;
    const raw: unknown = await this.keyv.get(this.keyOf(id));
    const record = raw === undefined ? undefined : readRecord(this.kind, this.keyOf(id), raw);
    this.remember(id, record ?? null);
    return record;
  }

  /** Writes without the lock: for records only one writer ever touches (and for tests). */
  async put(id: string, record: T): Promise<void> {
    const valid = this.kind.schema.parse(record);
    await this.keyv.set(this.keyOf(id), valid);
    this.remember(id, valid);
  }

  async delete(id: string): Promise<void> {
    this.remember(id, undefined);
    await this.keyv.delete(this.keyOf(id));
    this.remember(id, null);
  }

  /**
   * Runs `change` on the current record under the key's lock and saves what it decides before
   * resolving, so an answer given to a player always describes something already on disk.
   */
  async update<R>(id: string, change: (current: T | undefined) => Change<T, R> | Promise<Change<T, R>>): Promise<R> {
    return this.lock.run(this.keyOf(id), async () => {
      const current = await this.get(id);
      const decided = await change(current);
      if (decided.save === null) await this.delete(id);
      else if (decided.save !== undefined) {
        const valid = this.kind.schema.parse(decided.save);
        // Forget the cached copy first: if the write fails, the next read goes to the store.
        this.remember(id, undefined);
        await this.keyv.set(this.keyOf(id), valid);
        this.remember(id, valid);
      }
      return decided.result;
    });
  }

  /** Every id in the collection (a scan: used at start-up and by listings, not per command). */
  async ids(): Promise<string[]> {
    const ids: string[] = [];
    const iterate = this.keyv.iterator;
    if (iterate === undefined) return ids;
    for await (const [key] of iterate.call(this.keyv, undefined) as AsyncGenerator<[string, unknown]>) {
      if (key.startsWith(`${this.prefix}:`)) ids.push(key.slice(this.prefix.length + 1));
    }
    return ids;
  }
}

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

export class Collection<T> {
  constructor(
    private readonly keyv: Keyv,
    private readonly prefix: string,
    private readonly kind: RecordKind<T>,
    private readonly lock: KeyedLock,
  ) {}

  private keyOf(id: string): string {
    return `${this.prefix}:${id}`;
  }

  async get(id: string): Promise<T | undefined> {
    const raw: unknown = await this.keyv.get(this.keyOf(id));
    return raw === undefined ? undefined : readRecord(this.kind, this.keyOf(id), raw);
  }

  /** Writes without the lock: for records only one writer ever touches (and for tests). */
  async put(id: string, record: T): Promise<void> {
    await this.keyv.set(this.keyOf(id), this.kind.schema.parse(record));
  }

  async delete(id: string): Promise<void> {
    await this.keyv.delete(this.keyOf(id));
  }

  /**
   * Runs `change` on the current record under the key's lock and saves what it decides before
   * resolving, so an answer given to a player always describes something already on disk.
   */
  async update<R>(id: string, change: (current: T | undefined) => Change<T, R> | Promise<Change<T, R>>): Promise<R> {
    return this.lock.run(this.keyOf(id), async () => {
      const current = await this.get(id);
      const decided = await change(current);
      if (decided.save === null) await this.keyv.delete(this.keyOf(id));
      else if (decided.save !== undefined) await this.keyv.set(this.keyOf(id), this.kind.schema.parse(decided.save));
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

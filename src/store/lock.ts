/**
 * A per-key lock: work queued under one key runs one piece at a time, in arrival order, while work
 * under other keys runs freely. On a store one process owns (memory, SQLite) an in-process promise
 * chain is enough to serialise load -> apply -> save (DESIGN.md section 7).
 *
 * On a store shared by processes (PostgreSQL, issue 45) `across` also holds the key in the database
 * (`kv.exclusive`: a transaction with an advisory lock), after the in-process queue, so a process
 * spends a connection only on the piece of work whose turn it is. A lock taken inside work that
 * already runs in such a transaction waits on the database's lock alone: queueing it in process
 * behind work that is still waiting for a connection could wait forever once every connection is
 * held by work nested in this way, while the database's lock is held only by work that runs.
 */
import { inTransaction } from './postgres.js';

/** Runs work holding `key` across processes (and so within this one). */
export type Across = <T>(key: string, work: () => Promise<T>) => Promise<T>;

export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  constructor(private readonly across?: Across) {}

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const across = this.across;
    if (across !== undefined && inTransaction()) return across(key, work);
    const guarded = across === undefined ? work : () => across(key, work);
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.then(guarded, guarded);
    // The tail never rejects, so one failed piece of work does not poison the queue behind it.
    const tail = current.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    try {
      return await current;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  /** Keys with work queued or running (for tests and shutdown). */
  get busyKeys(): string[] {
    return [...this.tails.keys()];
  }

  /** Resolves once everything queued so far has finished. */
  async drain(): Promise<void> {
    await Promise.all([...this.tails.values()]);
  }

  /**
   * Resolves once no work is queued or running, including work queued by the work it waited for (a
   * delivery asking for a status refresh). Only where the work comes to an end: a test, the terminal.
   */
  async idle(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }
}

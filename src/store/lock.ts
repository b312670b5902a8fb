/**
 * A per-key lock: work queued under one key runs one piece at a time, in arrival order, while work
 * under other keys runs freely. Keyv has no transactions and one bot process owns a game
 * (DESIGN.md section 7), so an in-process promise chain is enough to serialise load -> apply -> save.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.then(work, work);
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
}

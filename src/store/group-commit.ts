/**
 * Group commit for a store behind one connection (SQLite, issue 45). While one write statement runs,
 * the writes that arrive wait, and when it ends they all go together as the next single statement:
 * one transaction and one sync to disk for the lot instead of one each.
 *
 * Why: at 2,000 games the bot's deliveries come back from Discord in bursts (discord.js releases the
 * requests it held for the global rate limit together), and each marks its item done with a small
 * write. Fifty such writes queued one behind another on node-sqlite3's single connection took 200-370
 * ms to clear, and every command saved behind them waited as long: most of the p99 command reply in
 * the load trial. Batched, they clear in about the time of one.
 *
 * What callers keep: a write resolves only once the statement holding its rows has committed, so an
 * answer still follows its save to disk; a caller's rows are in one statement, so they commit
 * together or not at all; writes are applied in arrival order, so of two writes to one key the later
 * one wins (node-sqlite3 gave no order at all to statements running at once). What is shared: a
 * statement that fails (a full disk, a broken file) fails every write in it, none of which is then
 * on disk, and each caller gets the error.
 */

/** Stored rows: [full key, stored text]. */
export type Rows = readonly (readonly [string, string])[];

interface Waiting {
  readonly rows: Rows;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

export class GroupCommit {
  private waiting: Waiting[] = [];
  private running: Promise<void> | undefined;
  /** Statements run so far, each holding one or more writes (for tests and benchmarks). */
  statements = 0;

  constructor(private readonly commit: (rows: Rows) => Promise<void>) {}

  /** Resolves once `rows` are committed; a write that finds the connection idle starts at once. */
  write(rows: Rows): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ rows, resolve, reject });
      this.running ??= this.drain();
    });
  }

  /** Resolves once every write asked for so far has committed or failed (before the connection closes). */
  async settled(): Promise<void> {
    await this.running;
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting;
        this.waiting = [];
        try {
          await this.commit(merged(batch));
          this.statements += 1;
          for (const write of batch) write.resolve();
        } catch (error) {
          for (const write of batch) write.reject(error);
        }
      }
    } finally {
      this.running = undefined;
    }
  }
}

/** The batch's rows with each key once, holding its latest write's text (in the order keys first came). */
function merged(batch: readonly Waiting[]): Rows {
  if (batch.length === 1) return batch[0]?.rows ?? [];
  const latest = new Map<string, string>();
  for (const write of batch) for (const [key, text] of write.rows) latest.set(key, text);
  return [...latest];
}

/**
 * Channels whose delivery failed for a reason that may pass (Discord down, a network cut): each is
 * tried again on its own, soon, rather than on the scheduler's next tick (up to 30 s away), so a
 * channel hears what it is owed within seconds of an outage's end (issue 41). The wait doubles with
 * each failure in a row, from 2 s to the tick's 30 s, so a long outage costs a try every 30 s and no
 * more; a delivery that gets through starts the count again. The scheduler's tick still tries every
 * channel listed here too, and a restart tries every open game.
 */
export class DeliveryRetries {
  private readonly waiting = new Map<string, { timer: NodeJS.Timeout | undefined; failures: number }>();
  private stopped = false;

  constructor(
    private readonly firstMs = 2000,
    private readonly maxMs = 30_000,
  ) {}

  /** The wait before the next try after `failures` failures in a row. */
  delayAfter(failures: number): number {
    return Math.min(this.maxMs, this.firstMs * 2 ** Math.max(0, failures - 1));
  }

  /** The channel's delivery failed and may work later: `retry` runs after the wait (once, if several fail). */
  failed(channelId: string, retry: () => void): void {
    if (this.stopped) return;
    const entry = this.waiting.get(channelId);
    if (entry?.timer !== undefined) return;
    const failures = (entry?.failures ?? 0) + 1;
    const timer = setTimeout(() => {
      this.waiting.set(channelId, { timer: undefined, failures });
      retry();
    }, this.delayAfter(failures));
    // A retry never keeps a stopping process alive: what is owed stays owed in the store.
    timer.unref();
    this.waiting.set(channelId, { timer, failures });
  }

  /** The channel owes nothing any more. */
  succeeded(channelId: string): void {
    const entry = this.waiting.get(channelId);
    if (entry?.timer !== undefined) clearTimeout(entry.timer);
    this.waiting.delete(channelId);
  }

  /** The channels still to try (the scheduler's tick includes them). */
  channels(): string[] {
    return [...this.waiting.keys()];
  }

  /** No more tries (the bot is closing). */
  stop(): void {
    this.stopped = true;
    for (const entry of this.waiting.values()) if (entry.timer !== undefined) clearTimeout(entry.timer);
    this.waiting.clear();
  }
}

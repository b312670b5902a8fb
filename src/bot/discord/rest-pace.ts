/**
 * Paces the bot's own requests to Discord (posts, edits, pins, DMs, threads, events) below Discord's
 * global limit, first come first served (issue 45).
 *
 * Why not leave it to discord.js, which keeps the limit too: once over it, every request it holds
 * (one handler per channel route) wakes at each one-second reset, fifty go, and each of the rest emits
 * a "rate limited" event and sleeps again. At 2,000 games thousands were held, so every second the
 * bot's event loop spent a burst on waking them, logging them, and then on fifty answers arriving at
 * once; the commands that came in meanwhile waited behind it (the load trial's p99). Paced here, the
 * requests leave evenly, discord.js never holds one, and what waits is a promise in a queue.
 *
 * A token bucket: up to `burst` requests go at once after a quiet spell (a game's opening posts need
 * not wait), and then `perSecond`. Interaction answers do not pass here (Discord does not count them).
 *
 * Two lanes: what a player waits on (a turn prompt, a report) takes its turn first come first served;
 * what only keeps a message up to date (the pinned status) takes `spare` turns, given only while no
 * other request waits. A bot asked for more than Discord allows thus falls behind on its statuses,
 * which catch up when play slows, and not on its prompts.
 */
import { performance } from 'node:perf_hooks';

export class RestPace {
  private tokens: number;
  private last: number;
  private readonly waiting: (() => void)[] = [];
  private readonly spare: (() => void)[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    if (!(perSecond > 0) || !(burst >= 1)) throw new Error(`a pace needs a rate above 0 and a burst of 1 or more`);
    this.tokens = burst;
    this.last = now();
  }

  /** Requests waiting for their turn (for the health endpoint). */
  get queued(): number {
    return this.waiting.length;
  }

  /** Requests waiting for a spare turn (for the health endpoint). */
  get queuedSpare(): number {
    return this.spare.length;
  }

  /**
   * Resolves when this request may go: at once while the bucket holds a token and nobody waits. A
   * `spare` request goes only when no other request waits, after the spare requests before it.
   */
  take(lane: 'turn' | 'spare' = 'turn'): Promise<void> {
    this.refill();
    if (this.waiting.length === 0 && this.spare.length === 0 && this.tokens >= 1) {
      this.tokens -= 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      (lane === 'spare' ? this.spare : this.waiting).push(resolve);
      this.schedule();
    });
  }

  private refill(): void {
    const at = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((at - this.last) * this.perSecond) / 1000);
    this.last = at;
  }

  private schedule(): void {
    if (this.timer !== undefined) return;
    const wait = Math.max(0, ((1 - this.tokens) * 1000) / this.perSecond);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.release();
    }, Math.ceil(wait));
  }

  private release(): void {
    this.refill();
    while (this.tokens >= 1) {
      const next = this.waiting.shift() ?? this.spare.shift();
      if (next === undefined) break;
      this.tokens -= 1;
      next();
    }
    if (this.waiting.length > 0 || this.spare.length > 0) this.schedule();
  }
}

/** One process's share of the whole bot's `perSecond` (every shard process sends on the same bot's budget), at least one. */
const shareOf = (perSecond: number, processes: number): number =>
  Math.max(1, Math.floor(perSecond / Math.max(1, processes)));

/**
 * The global limit discord.js keeps on its side for this process (requests a second; it does not
 * count interaction callbacks): Discord's 50 a bot by default, and as much more as a raised
 * REST_PER_SECOND says Discord granted (this process's share plus the quarter it leaves for
 * follow-ups), so discord.js never holds back what the bot's own pace lets go.
 */
export function discordJsGlobalLimit(perSecond: number, processes: number): number {
  return Math.max(50, Math.ceil(shareOf(perSecond, processes) * 1.25));
}

/** The pace of one process: its share of `perSecond` for the whole bot, at least one a second. */
export function paceForProcess(perSecond: number, processes: number, now?: () => number): RestPace {
  const share = shareOf(perSecond, processes);
  return new RestPace(share, Math.max(1, Math.min(10, Math.floor(share / 4))), now);
}

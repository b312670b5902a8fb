/**
 * Per-user rate limiting of commands that post to the channel: a token bucket per user, so a burst
 * of a few commands is fine but a flood is refused ephemerally before it reaches the game.
 */
export interface RateLimitRule {
  /** Commands allowed in a burst. */
  readonly burst: number;
  /** Tokens regained per second. */
  readonly perSecond: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitRule = { burst: 8, perSecond: 1 };

export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly nowMs: () => number,
  ) {}

  /** Takes a token for the user; returns 0 when allowed, else the seconds to wait. */
  take(userId: string): number {
    const now = this.nowMs();
    const bucket = this.buckets.get(userId) ?? { tokens: this.rule.burst, at: now };
    const tokens = Math.min(this.rule.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.rule.perSecond);
    if (tokens < 1) {
      this.buckets.set(userId, { tokens, at: now });
      return Math.ceil((1 - tokens) / this.rule.perSecond);
    }
    this.buckets.set(userId, { tokens: tokens - 1, at: now });
    if (this.buckets.size > 10_000) this.forgetIdle(now);
    return 0;
  }

  private forgetIdle(now: number): void {
    for (const [user, bucket] of this.buckets) if (now - bucket.at > 60_000) this.buckets.delete(user);
  }
}

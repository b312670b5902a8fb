/**
 * The bot's own requests paced below Discord's global limit (src/bot/discord/rest-pace.ts, issue 45):
 * a burst at once, then evenly, first come first served, spare turns (the pinned status) only while
 * nothing else waits, and a sharded bot's processes sharing it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RestPace, discordJsGlobalLimit, paceForProcess } from '../../../src/bot/discord/rest-pace.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Takes `n` turns at once; the clock times (ms from now) at which each went, in the order asked. */
async function takeAll(pace: RestPace, n: number, clock: () => number): Promise<number[]> {
  const start = clock();
  const went: number[] = new Array<number>(n);
  const turns = Array.from({ length: n }, (_, i) => pace.take().then(() => void (went[i] = clock() - start)));
  await vi.runAllTimersAsync();
  await Promise.all(turns);
  return went;
}

describe('RestPace', () => {
  it('lets a burst go at once, then one request every 1/rate seconds, in the order asked', async () => {
    const pace = new RestPace(40, 10, () => Date.now());
    const went = await takeAll(pace, 30, () => Date.now());
    expect(went.slice(0, 10)).toEqual(new Array(10).fill(0));
    // The 11th waits one token's refill (25 ms at 40/s), each later one 25 ms more.
    for (let i = 10; i < 30; i += 1) expect(went[i]).toBeCloseTo((i - 9) * 25, -1);
    for (let i = 1; i < 30; i += 1) expect(went[i]).toBeGreaterThanOrEqual(went[i - 1] ?? 0);
  });

  it('never lets more than rate + burst requests go within any one second', async () => {
    const pace = new RestPace(40, 10, () => Date.now());
    const went = await takeAll(pace, 200, () => Date.now());
    for (const from of went) expect(went.filter((t) => t >= from && t < from + 1000).length).toBeLessThanOrEqual(50);
    // And it does not fall far behind its rate either: 200 requests in about (200 - 10) / 40 s.
    expect(Math.max(...went)).toBeLessThanOrEqual(((200 - 10) / 40) * 1000 + 50);
  });

  it('refills after a quiet spell, up to the burst and no more', async () => {
    const pace = new RestPace(40, 10, () => Date.now());
    await takeAll(pace, 10, () => Date.now());
    await vi.advanceTimersByTimeAsync(60_000);
    const went = await takeAll(pace, 11, () => Date.now());
    expect(went.filter((t) => t === 0)).toHaveLength(10);
    expect(went[10]).toBeGreaterThan(0);
    expect(pace.queued).toBe(0);
  });

  it('a request asked for while others wait queues behind them, even if a token has come back', async () => {
    const pace = new RestPace(10, 1, () => Date.now());
    const order: string[] = [];
    const first = pace.take().then(() => order.push('first'));
    const second = pace.take().then(() => order.push('second'));
    expect(pace.queued).toBe(1);
    await vi.advanceTimersByTimeAsync(50);
    const third = pace.take().then(() => order.push('third'));
    await vi.runAllTimersAsync();
    await Promise.all([first, second, third]);
    expect(order).toEqual(['first', 'second', 'third']);
  });

  it('gives a spare turn (a pinned status) only while no other request waits, in the order asked', async () => {
    const pace = new RestPace(10, 1, () => Date.now());
    const order: string[] = [];
    const go = (name: string, lane?: 'spare') => pace.take(lane).then(() => order.push(name));
    const turns = [go('prompt 1'), go('status 1', 'spare'), go('prompt 2'), go('status 2', 'spare')];
    expect([pace.queued, pace.queuedSpare]).toEqual([1, 2]);
    // A prompt asked for after the statuses, while they still wait, still goes before them.
    await vi.advanceTimersByTimeAsync(50);
    turns.push(go('prompt 3'));
    await vi.runAllTimersAsync();
    await Promise.all(turns);
    expect(order).toEqual(['prompt 1', 'prompt 2', 'prompt 3', 'status 1', 'status 2']);
    // Spare turns keep the rate too: five requests at 10 a second after a burst of one.
    expect(Date.now()).toBeGreaterThanOrEqual(400);
  });

  it('a spare turn waits while other requests keep the bucket empty, and goes when they stop', async () => {
    const pace = new RestPace(10, 1, () => Date.now());
    let spareWent = false;
    void pace.take().then(() => undefined);
    const spare = pace.take('spare').then(() => void (spareWent = true));
    // Ten seconds of requests arriving at exactly the rate: the status never gets a turn.
    for (let i = 0; i < 100; i += 1) {
      void pace.take();
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(spareWent).toBe(false);
    await vi.runAllTimersAsync();
    await spare;
    expect(spareWent).toBe(true);
  });

  it('refuses a rate of 0 or a burst below 1', () => {
    expect(() => new RestPace(0, 1)).toThrow();
    expect(() => new RestPace(10, 0)).toThrow();
  });
});

describe('paceForProcess', () => {
  it('gives each shard process its share of the bot-wide rate (the limit is per bot, not per process)', async () => {
    const clock = () => Date.now();
    const one = paceForProcess(40, 1, clock);
    const two = paceForProcess(40, 2, clock);
    const [alone, shared] = [await takeAll(one, 100, clock), await takeAll(two, 100, clock)];
    // Over 100 requests the single process runs at about 40 a second, each of two shards at about 20.
    expect(Math.max(...alone)).toBeGreaterThan(2000);
    expect(Math.max(...alone)).toBeLessThan(2600);
    expect(Math.max(...shared)).toBeGreaterThan(4500);
    expect(Math.max(...shared)).toBeLessThan(5100);
  });
});

describe('discordJsGlobalLimit', () => {
  it.each([
    // [REST_PER_SECOND, processes, discord.js's limit for each process]
    [40, 1, 50], // the default: Discord's 50 a bot
    [40, 2, 50], // never below Discord's own figure
    [200, 1, 250], // a bot granted more: the share and the quarter left for follow-ups
    [200, 2, 125],
  ])('REST_PER_SECOND %i over %i process(es) lets discord.js send %i a second', (rate, processes, limit) => {
    expect(discordJsGlobalLimit(rate, processes)).toBe(limit);
  });
});

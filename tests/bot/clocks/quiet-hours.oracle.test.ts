/**
 * The boundary-jumping quiet-hours arithmetic against the minute walk it replaced: random starts,
 * spans up to 10 days and quiet spans, in zones with and without daylight saving (New York and
 * London an hour, Lord Howe half an hour, Kathmandu +5:45), agreeing to the millisecond.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeTimeBetween,
  addActiveTime,
  isQuiet,
  localMinutes,
  nextAwake,
  type QuietHours,
  type Sleeper,
} from '../../../src/bot/clocks/quiet-hours.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// The oracle: the minute walks exactly as they were before the rewrite.
function walkNextAwake(date: Date, sleeper: Sleeper | undefined): Date {
  let t = date.getTime();
  for (let i = 0; i < 25 * 60 && isQuiet(new Date(t), sleeper); i += 1) t = (Math.floor(t / MINUTE) + 1) * MINUTE;
  return new Date(t);
}

function walkAddActiveTime(start: Date, ms: number, sleeper: Sleeper | undefined, pauseInQuiet: boolean): Date {
  if (!pauseInQuiet || !sleeper?.quiet) return new Date(start.getTime() + ms);
  let t = start.getTime();
  let left = ms;
  while (left > 0) {
    const step = Math.min(left, MINUTE - (t % MINUTE) || MINUTE);
    if (!isQuiet(new Date(t), sleeper)) left -= step;
    t += step;
  }
  return new Date(t);
}

function walkActiveTimeBetween(from: Date, to: Date, sleeper: Sleeper | undefined, pauseInQuiet: boolean): number {
  const total = Math.max(0, to.getTime() - from.getTime());
  if (!pauseInQuiet || !sleeper?.quiet) return total;
  let t = from.getTime();
  let active = 0;
  while (t < to.getTime()) {
    const step = Math.min(to.getTime() - t, MINUTE - (t % MINUTE) || MINUTE);
    if (!isQuiet(new Date(t), sleeper)) active += step;
    t += step;
  }
  return active;
}

/** Minutes the zone is ahead of UTC at `t` (mod a day), to check the anchors really straddle a change. */
const offsetAt = (t: number, timeZone: string) =>
  (localMinutes(new Date(t), timeZone) - Math.floor(t / MINUTE) + 2 * 24 * 60 * 1e6) % (24 * 60);

/** Each zone with instants its random starts cluster around: its 2026 clock changes, where it has any. */
const ZONES: { zone: string; anchors: string[]; changes: boolean }[] = [
  { zone: 'Asia/Shanghai', anchors: ['2026-01-15T00:00:00Z', '2026-07-01T12:00:00Z'], changes: false },
  { zone: 'America/New_York', anchors: ['2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z'], changes: true },
  { zone: 'Europe/London', anchors: ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z'], changes: true },
  { zone: 'Australia/Lord_Howe', anchors: ['2026-04-04T15:00:00Z', '2026-10-03T15:30:00Z'], changes: true },
  { zone: 'Asia/Kathmandu', anchors: ['2026-03-01T00:00:00Z', '2026-09-15T18:15:00Z'], changes: false },
];

/** A clock time, weighted towards the small hours where the clocks change, and whole hours. */
const clockTime = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 24 * 60 - 1 }), weight: 3 },
  { arbitrary: fc.integer({ min: 0, max: 4 * 60 }), weight: 2 },
  { arbitrary: fc.integer({ min: 0, max: 23 }).map((h) => h * 60), weight: 1 },
  { arbitrary: fc.constantFrom(0, 30, 45, 90, 120, 150, 24 * 60 - 1), weight: 1 },
);

/** A span of time: mostly under a day (cheap for the oracle), up to 10 days. */
const span = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 2 * HOUR }), weight: 2 },
  { arbitrary: fc.integer({ min: 0, max: DAY }), weight: 2 },
  { arbitrary: fc.integer({ min: 0, max: 10 * DAY }), weight: 1 },
  { arbitrary: fc.integer({ min: 0, max: 10 * 24 * 60 }).map((m) => m * MINUTE), weight: 1 },
);

/** A start near an anchor: within a day and a half either side, or up to 10 days before it. */
const startNear = (anchors: string[]) =>
  fc
    .tuple(
      fc.constantFrom(...anchors.map((a) => Date.parse(a))),
      fc.oneof(
        fc.integer({ min: -36 * HOUR, max: 36 * HOUR }),
        fc.integer({ min: -10 * DAY, max: DAY }),
        fc.integer({ min: -10 * 24 * 60, max: 24 * 60 }).map((m) => m * MINUTE),
      ),
    )
    .map(([anchor, offset]) => anchor + offset);

const KINDS: { kind: string; quiet: (a: number, b: number) => QuietHours }[] = [
  { kind: 'wrapping midnight', quiet: (a, b) => ({ start: Math.max(a, b), end: Math.min(a, b) }) },
  { kind: 'within a day', quiet: (a, b) => ({ start: Math.min(a, b), end: Math.max(a, b) }) },
];

describe('boundary jumps agree with the minute walk to the millisecond', () => {
  describe.each(ZONES)('$zone', ({ zone, anchors, changes }) => {
    it('has its random starts around real clock changes (or none)', () => {
      for (const anchor of anchors) {
        const t = Date.parse(anchor);
        expect(offsetAt(t - DAY, zone) !== offsetAt(t + DAY, zone)).toBe(changes);
      }
    });

    it.each(KINDS)(
      'quiet hours $kind, pausing and not',
      ({ quiet }) => {
        fc.assert(
          fc.property(startNear(anchors), span, clockTime, clockTime, fc.boolean(), (start, ms, a, b, pause) => {
            const sleeper = { timeZone: zone, quiet: quiet(a, b) };
            const from = new Date(start);
            const to = new Date(start + ms);
            // Once under a minute is left, addActiveTime's walk crosses quiet minutes in steps of what is
            // left, so whole seconds keep the oracle quick; millisecond starts for it are in the edges below.
            const [second, seconds] = [new Date(Math.round(start / 1000) * 1000), Math.round(ms / 1000) * 1000];
            expect(addActiveTime(second, seconds, sleeper, pause).getTime()).toBe(
              walkAddActiveTime(second, seconds, sleeper, pause).getTime(),
            );
            expect(activeTimeBetween(from, to, sleeper, pause)).toBe(walkActiveTimeBetween(from, to, sleeper, pause));
            expect(activeTimeBetween(to, from, sleeper, pause)).toBe(walkActiveTimeBetween(to, from, sleeper, pause));
            expect(nextAwake(from, sleeper).getTime()).toBe(walkNextAwake(from, sleeper).getTime());
          }),
          { seed: 20260308, numRuns: 60 },
        );
      },
      120_000,
    );
  });

  it('agrees on the edges: empty and wrong-way spans, empty quiet hours, no sleeper', () => {
    const newYork = { timeZone: 'America/New_York', quiet: { start: 23 * 60, end: 8 * 60 } };
    const cases: [Sleeper | undefined, string, number][] = [
      [newYork, '2026-11-01T05:30:12.345Z', 2 * HOUR + 17], // starts quiet mid-minute, in the repeated hour
      [newYork, '2026-11-01T05:30:12.345Z', 20_000], // under a minute to go, in quiet
      [newYork, '2026-11-01T05:30:00.000Z', 30_000],
      [newYork, '2026-10-31T16:00:00.500Z', 12 * HOUR + 999], // awake, runs into the night
      [newYork, '2026-03-08T06:59:59.999Z', 3 * DAY + 1],
      [newYork, '2026-11-01T05:30:12.345Z', 0],
      [newYork, '2026-11-01T05:30:12.345Z', -HOUR],
      [{ timeZone: 'America/New_York', quiet: { start: 600, end: 600 } }, '2026-11-01T05:30:12.345Z', DAY + 17],
      [{ timeZone: 'America/New_York', quiet: { start: 120, end: 150 } }, '2026-03-07T12:00:00Z', 2 * DAY], // quiet never comes on 8 March
      [{ timeZone: 'Australia/Lord_Howe', quiet: { start: 90, end: 150 } }, '2026-04-04T14:00:00Z', 3 * DAY],
      [{ timeZone: 'Europe/London' }, '2026-03-29T00:59:59.999Z', DAY],
      [undefined, '2026-03-29T00:59:59.999Z', DAY],
    ];
    for (const [sleeper, iso, ms] of cases) {
      const start = Date.parse(iso);
      for (const pause of [true, false]) {
        expect(addActiveTime(new Date(start), ms, sleeper, pause).getTime()).toBe(
          walkAddActiveTime(new Date(start), ms, sleeper, pause).getTime(),
        );
        expect(activeTimeBetween(new Date(start), new Date(start + ms), sleeper, pause)).toBe(
          walkActiveTimeBetween(new Date(start), new Date(start + ms), sleeper, pause),
        );
      }
      expect(nextAwake(new Date(start), sleeper).getTime()).toBe(walkNextAwake(new Date(start), sleeper).getTime());
    }
  });
});

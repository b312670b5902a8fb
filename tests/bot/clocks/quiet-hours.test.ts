/** Local time, quiet hours and active time across time zones and daylight-saving changes. */
import { describe, expect, it } from 'vitest';
import {
  activeTimeBetween,
  addActiveTime,
  isQuiet,
  localMinutes,
  nextAwake,
  parseClockTime,
} from '../../../src/bot/clocks/quiet-hours.js';

const at = (iso: string) => new Date(iso);
const NEW_YORK = { timeZone: 'America/New_York', quiet: { start: 23 * 60, end: 8 * 60 } };
const SHANGHAI = { timeZone: 'Asia/Shanghai', quiet: { start: 22 * 60, end: 7 * 60 } };

describe('local time', () => {
  it('follows daylight saving in New York (UTC-4 in summer, UTC-5 after 1 November 2026)', () => {
    expect(localMinutes(at('2026-10-31T12:00:00Z'), 'America/New_York')).toBe(8 * 60);
    expect(localMinutes(at('2026-11-02T12:00:00Z'), 'America/New_York')).toBe(7 * 60);
    // Shanghai has no daylight saving: UTC+8 all year.
    expect(localMinutes(at('2026-10-31T12:00:00Z'), 'Asia/Shanghai')).toBe(20 * 60);
    expect(localMinutes(at('2026-11-02T12:00:00Z'), 'Asia/Shanghai')).toBe(20 * 60);
  });
  it('reads HH:MM', () => {
    expect(parseClockTime('22:30')).toBe(1350);
    expect(parseClockTime('7:05')).toBe(425);
    expect(parseClockTime('24:00')).toBeUndefined();
    expect(parseClockTime('noon')).toBeUndefined();
  });
});

describe('quiet hours', () => {
  it('wrap past midnight in the player’s own zone', () => {
    expect(isQuiet(at('2026-11-02T04:30:00Z'), NEW_YORK)).toBe(true); // 23:30 in New York
    expect(isQuiet(at('2026-11-02T12:59:00Z'), NEW_YORK)).toBe(true); // 07:59
    expect(isQuiet(at('2026-11-02T13:00:00Z'), NEW_YORK)).toBe(false); // 08:00
    expect(isQuiet(at('2026-11-02T14:00:00Z'), SHANGHAI)).toBe(true); // 22:00 in Shanghai
    expect(isQuiet(at('2026-11-02T23:00:00Z'), SHANGHAI)).toBe(false); // 07:00
    expect(isQuiet(at('2026-11-02T14:00:00Z'), undefined)).toBe(false);
  });
  it('the next awake minute moves with the daylight-saving change', () => {
    // 08:00 New York is 12:00 UTC before 1 November and 13:00 UTC after.
    expect(nextAwake(at('2026-10-31T05:00:00Z'), NEW_YORK).toISOString()).toBe('2026-10-31T12:00:00.000Z');
    expect(nextAwake(at('2026-11-02T05:00:00Z'), NEW_YORK).toISOString()).toBe('2026-11-02T13:00:00.000Z');
    expect(nextAwake(at('2026-11-02T13:30:00Z'), NEW_YORK).toISOString()).toBe('2026-11-02T13:30:00.000Z');
  });
  it('active time skips quiet hours, including the night the clocks go back (a 10-hour quiet night)', () => {
    const hour = 3_600_000;
    // From 22:00 New York on 31 October: 1 h awake, then quiet 23:00-08:00, which is 10 h that night.
    const start = at('2026-11-01T02:00:00Z');
    expect(addActiveTime(start, 2 * hour, NEW_YORK, true).toISOString()).toBe('2026-11-01T14:00:00.000Z');
    expect(addActiveTime(start, 2 * hour, NEW_YORK, false).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(activeTimeBetween(start, at('2026-11-01T14:00:00Z'), NEW_YORK, true)).toBe(2 * hour);
  });
});

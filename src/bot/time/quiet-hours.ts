/**
 * Wall-clock time in a player's own time zone (IANA names; Intl handles daylight-saving changes),
 * quiet hours, and "active time": a span of the clock that skips a player's quiet hours, for games
 * whose clocks pause while a player sleeps.
 */
export interface QuietHours {
  /** Minutes after local midnight when quiet starts and ends (the span may wrap past midnight). */
  readonly start: number;
  readonly end: number;
}

export interface Sleeper {
  readonly timeZone: string;
  readonly quiet?: QuietHours;
}

const MINUTE = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Every IANA zone this Node.js knows (for autocomplete). */
export const TIME_ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');

/** Minutes after local midnight at `date` in `timeZone`. */
export function localMinutes(date: Date, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

/** "22:30" -> 1350; undefined for anything else. */
export function parseClockTime(text: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? hour * 60 + minute : undefined;
}

export const formatClockTime = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function isQuiet(date: Date, sleeper: Sleeper | undefined): boolean {
  const quiet = sleeper?.quiet;
  if (!sleeper || !quiet || quiet.start === quiet.end) return false;
  const now = localMinutes(date, sleeper.timeZone);
  return quiet.start < quiet.end ? now >= quiet.start && now < quiet.end : now >= quiet.start || now < quiet.end;
}

/** The first minute at or after `date` outside the sleeper's quiet hours. */
export function nextAwake(date: Date, sleeper: Sleeper | undefined): Date {
  let t = date.getTime();
  // Quiet hours last under a day, so a day and an hour of minutes always finds the end.
  for (let i = 0; i < 25 * 60 && isQuiet(new Date(t), sleeper); i += 1) t = (Math.floor(t / MINUTE) + 1) * MINUTE;
  return new Date(t);
}

/**
 * The moment when `ms` of active time has passed since `start`: quiet minutes do not count when
 * `pauseInQuiet` is set. Walks minute by minute (a few thousand steps for a day's deadline).
 */
export function addActiveTime(start: Date, ms: number, sleeper: Sleeper | undefined, pauseInQuiet: boolean): Date {
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

/** Active time between two moments (quiet minutes left out when pausing). */
export function activeTimeBetween(from: Date, to: Date, sleeper: Sleeper | undefined, pauseInQuiet: boolean): number {
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

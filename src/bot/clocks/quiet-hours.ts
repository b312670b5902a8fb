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

export const formatClockTime = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function isQuiet(date: Date, sleeper: Sleeper | undefined): boolean {
  const quiet = sleeper?.quiet;
  if (!sleeper || !quiet || quiet.start === quiet.end) return false;
  return quietAt(localMinutes(date, sleeper.timeZone), quiet);
}

const quietAt = (now: number, quiet: QuietHours): boolean =>
  quiet.start < quiet.end ? now >= quiet.start && now < quiet.end : now >= quiet.start || now < quiet.end;

const DAY = 24 * 60;
const inDay = (minute: number): boolean => Number.isInteger(minute) && minute >= 0 && minute < DAY;

/**
 * The run of whole minutes from `t` (a multiple of a minute) that share its quietness: whether they
 * are quiet, and where the run ends (at `limit` at the latest). This replaces a minute walk, so it
 * must agree with `isQuiet` sampled at every minute start.
 *
 * While the zone's offset holds, the local clock gains a minute per minute, so quietness can only
 * flip when it reaches quiet.start or quiet.end: one Intl look-up there confirms the clock ran
 * straight. If it did not, the offset changed (DST), so bisect for the first minute after the
 * change (about 11 look-ups, twice a year) and end the run there; the caller goes on from the new
 * offset, so skipped and repeated wall-clock times count just as the walk counted them. Relies on
 * what tzdb holds for every zone since 1972: offsets are whole minutes (a UTC minute is one local
 * minute) and change at most once in any day (the ends alone would miss two changes that cancel).
 */
function runFrom(t: number, quiet: QuietHours, timeZone: string, limit = Infinity): { quiet: boolean; end: number } {
  // isQuiet never consults the clock for an empty span, so neither do we.
  if (quiet.start === quiet.end) return { quiet: false, end: limit };
  const local = localMinutes(new Date(t), timeZone);
  const ahead = (minute: number) => (minute - local + DAY) % DAY || DAY;
  // Spans not made by parseClockTime (fractions, out of range) fall back to one minute per run.
  const minutes = inDay(quiet.start) && inDay(quiet.end) ? Math.min(ahead(quiet.start), ahead(quiet.end)) : 1;
  const straight = (at: number) => localMinutes(new Date(at), timeZone) === (local + (at - t) / MINUTE) % DAY;
  let lo = t;
  let end = Math.min(t + minutes * MINUTE, limit);
  if (end - lo > MINUTE && !straight(end)) {
    while (end - lo > MINUTE) {
      const mid = lo + Math.floor((end - lo) / MINUTE / 2) * MINUTE;
      if (straight(mid)) lo = mid;
      else end = mid;
    }
  }
  return { quiet: quietAt(local, quiet), end };
}

/** The first minute at or after `date` outside the sleeper's quiet hours. */
export function nextAwake(date: Date, sleeper: Sleeper | undefined): Date {
  let t = date.getTime();
  if (!sleeper?.quiet || !isQuiet(date, sleeper)) return new Date(t);
  // As the old minute walk did: look at up to 25 * 60 - 1 minute starts after `date`, then give up
  // on the next one (quiet hours last under a day, so only an odd zone could get that far).
  t = (Math.floor(t / MINUTE) + 1) * MINUTE;
  const limit = t + (25 * 60 - 1) * MINUTE;
  while (t < limit) {
    const run = runFrom(t, sleeper.quiet, sleeper.timeZone, limit);
    if (!run.quiet) break;
    t = run.end;
  }
  return new Date(t);
}

/**
 * The moment when `ms` of active time has passed since `start`: quiet minutes do not count when
 * `pauseInQuiet` is set. Each minute counts as `isQuiet` is at its start, and the part-minute from
 * `start` to the next whole minute as it is at `start`. Jumps a whole quiet span or waking stretch
 * at a time, so a day's deadline takes a handful of steps.
 */
export function addActiveTime(start: Date, ms: number, sleeper: Sleeper | undefined, pauseInQuiet: boolean): Date {
  let t = start.getTime();
  if (!pauseInQuiet || !sleeper?.quiet) return new Date(t + ms);
  if (!(ms > 0)) return new Date(t);
  let left = ms;
  // The old walk's first step, `%` and all (unlike flooring, it stretches past a minute before 1970).
  const first = MINUTE - (t % MINUTE) || MINUTE;
  if (!isQuiet(start, sleeper)) {
    if (left <= first) return new Date(t + left);
    left -= first;
  }
  for (t += first; ;) {
    const run = runFrom(t, sleeper.quiet, sleeper.timeZone);
    if (!run.quiet) {
      if (left <= run.end - t) return new Date(t + left);
      left -= run.end - t;
    }
    t = run.end;
  }
}

/** Active time between two moments (quiet minutes left out when pausing, counted as in addActiveTime). */
export function activeTimeBetween(from: Date, to: Date, sleeper: Sleeper | undefined, pauseInQuiet: boolean): number {
  const total = Math.max(0, to.getTime() - from.getTime());
  if (!pauseInQuiet || !sleeper?.quiet) return total;
  const stop = to.getTime();
  let t = from.getTime();
  if (!(t < stop)) return 0;
  const first = Math.min(stop - t, MINUTE - (t % MINUTE) || MINUTE);
  let active = isQuiet(from, sleeper) ? 0 : first;
  for (t += first; t < stop;) {
    const run = runFrom(t, sleeper.quiet, sleeper.timeZone);
    if (!run.quiet) active += Math.min(run.end, stop) - t;
    t = run.end;
  }
  return active;
}

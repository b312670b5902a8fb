/**
 * Game clocks (issue 6): after every change the deadline is armed for whoever must act now, with
 * two reminders (about half-way and near the end) and idle timers, all stored in the record as
 * timers so a restart re-arms nothing by hand: the scheduler simply fires what is due.
 */
import type { GameRecord, Timer } from '../../store/index.js';
import { onVacation, sleeperOf, type Profile } from '../players/profile.js';
import { playersToPing, stepKey } from '../records/turn-keys.js';
import { stateOf } from '../records/record-ops.js';
import type { App } from '../app/context.js';
import type { TableRuleset } from '../rulesets/table.js';
import { activeTimeBetween, addActiveTime } from './quiet-hours.js';
import { autoplayTimer } from './autoplay.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Reminders go out at these fractions of the time to the deadline. */
const REMINDER_AT = [0.5, 0.85] as const;
/**
 * A reaction's reminder (issue 42): one, half-way through its short span, numbered apart from a
 * turn's (the scheduler does not hold it back by the hours between pings that a turn's reminders keep).
 */
export const REACTION_REMINDER = 3;
const REACTION_REMINDER_AT = 0.5;

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * Idle timers count from the last time a person acted. `keep` (a timeout's default action, played
 * by the clock) leaves them where they were, so a game nobody plays still idles out (issue 11).
 */
export type IdleFrom = 'now' | 'keep';

function idleTimers(record: GameRecord, now: Date, from: IdleFrom): Timer[] {
  const kept = record.timers.filter((t) => t.kind === 'idleWarn' || t.kind === 'idleArchive');
  if (from === 'keep' && kept.length > 0) return kept;
  const at = now.getTime();
  return [
    { id: `idleWarn-${record.version}`, kind: 'idleWarn', due: iso(at + record.clock.idleWarnDays * DAY) },
    { id: `idleArchive-${record.version}`, kind: 'idleArchive', due: iso(at + record.clock.idleArchiveDays * DAY) },
  ];
}

/** When a player's clock starts: now, or when their vacation ends (capped by the game's limit). */
function clockStart(record: GameRecord, profile: Profile | undefined, now: Date): number {
  if (!onVacation(profile, now) || !profile?.vacation) return now.getTime();
  return Math.min(Date.parse(profile.vacation.until), now.getTime() + record.clock.vacationDays * DAY);
}

/** The record with its clock and timers set for the moment it is at now. */
export function armClock(
  table: TableRuleset,
  record: GameRecord,
  profiles: ReadonlyMap<string, Profile>,
  now: Date,
  force = false,
  idleFrom: IdleFrom = 'now',
): GameRecord {
  if (record.status !== 'active' || record.state === null) {
    return { ...record, clock: { ...record.clock, deadline: null }, timers: [] };
  }
  const state = stateOf(record);
  const key = stepKey(table, state);
  // Vacation ends and wake-up pings (for a player who was asleep at their prompt) outlive re-arming.
  const others = record.timers.filter((t) => t.kind === 'vacationEnd' || (t.kind === 'remind' && t.n === 0));
  const idle = idleTimers(record, now, idleFrom);
  // A moment the standing orders will play puts nobody on the clock.
  const autoplay = autoplayTimer(table, record, now);
  if (autoplay) others.push(autoplay);
  const clock = record.clock;
  const reaction = table.rules.awaiting(state).kind === 'reaction';
  if (clock.mode === 'off') return { ...record, clock: { ...clock, deadline: null }, timers: [...others, ...idle] };
  const users = autoplay ? [] : playersToPing(table, record, state);
  const banks = { ...clock.banks };
  /** A time bank pays for the time its owner used since the deadline started. */
  const charge = (user: string, since: string) => {
    const used = activeTimeBetween(new Date(since), now, sleeperOf(profiles.get(user)), clock.quietPausesClock);
    banks[user] = Math.max(0, (banks[user] ?? clock.bankMinutes * MINUTE) - used);
  };
  if (!force && clock.deadline?.key === key) {
    // The same moment goes on. A player who has answered (one side of simultaneous sealed orders)
    // leaves the clock: their bank is charged now and their reminders stop.
    const done = clock.deadline.users.filter((u) => !users.includes(u));
    if (clock.mode === 'bank' && !clock.deadline.reaction)
      for (const user of done) charge(user, clock.deadline.startedAt);
    const kept = record.timers.filter(
      (t) => (t.kind === 'remind' && t.n !== 0 && !done.includes(t.userId ?? '')) || t.kind === 'deadline',
    );
    const deadline = { ...clock.deadline, users: clock.deadline.users.filter((u) => users.includes(u)) };
    return { ...record, clock: { ...clock, banks, deadline }, timers: [...others, ...kept, ...idle] };
  }
  // The moment changed (or the clock must start afresh).
  // A reaction's time is its own (issue 42): no bank pays for it.
  if (clock.mode === 'bank' && clock.deadline && !clock.deadline.reaction)
    for (const user of clock.deadline.users) charge(user, clock.deadline.startedAt);
  if (users.length === 0)
    return { ...record, clock: { ...clock, banks, deadline: null }, timers: [...others, ...idle] };
  const start = Math.max(...users.map((u) => clockStart(record, profiles.get(u), now)));
  const span = (user: string) =>
    reaction
      ? clock.reactionMinutes * MINUTE
      : clock.mode === 'step'
        ? clock.stepMinutes * MINUTE
        : (banks[user] ?? clock.bankMinutes * MINUTE);
  const due = Math.max(
    ...users.map((u) =>
      addActiveTime(new Date(start), span(u), sleeperOf(profiles.get(u)), clock.quietPausesClock).getTime(),
    ),
  );
  const deadline = { key, users, startedAt: iso(start), due: iso(due), ...(reaction ? { reaction } : {}) };
  const timers: Timer[] = [
    { id: `deadline-${record.version}`, kind: 'deadline', due: iso(due), key },
    ...reminders(record, users, key, { start, due }, reaction),
  ];
  return { ...record, clock: { ...clock, banks, deadline }, timers: [...others, ...timers, ...idle] };
}

/** The reminders of a deadline from `start` to `due`: a turn's two, a reaction's one at its own pace. */
function reminders(
  record: GameRecord,
  users: readonly string[],
  key: string,
  span: { start: number; due: number },
  reaction: boolean,
): Timer[] {
  const at: readonly (readonly [number, number])[] = reaction
    ? [[REACTION_REMINDER_AT, REACTION_REMINDER]]
    : REMINDER_AT.map((fraction, i) => [fraction, i + 1] as const);
  return users
    .filter((u) => !record.muted.includes(u))
    .flatMap((user) =>
      at.map(([fraction, n]) => ({
        id: `remind-${record.version}-${user}-${n}`,
        kind: 'remind' as const,
        due: iso(span.start + (span.due - span.start) * fraction),
        userId: user,
        key,
        n,
      })),
    );
}

/** The players whose profiles arming needs. */
export const clockUsers = (record: GameRecord): string[] => record.players.map((p) => p.userId);

/** Arms the clock with the players' profiles loaded from the store. */
export async function withClock(
  app: Pick<App, 'profiles' | 'rulesets'>,
  record: GameRecord,
  now: Date,
  force = false,
  idleFrom: IdleFrom = 'now',
): Promise<GameRecord> {
  return armClock(app.rulesets.of(record), record, await clockProfiles(app, record), now, force, idleFrom);
}

/** The profiles arming a game's clock reads (its players' quiet hours and vacations), from the store. */
export async function clockProfiles(app: Pick<App, 'profiles'>, record: GameRecord): Promise<Map<string, Profile>> {
  const loaded = new Map<string, Profile>();
  for (const id of clockUsers(record)) {
    const profile = await app.profiles.get(id);
    if (profile) loaded.set(id, profile);
  }
  return loaded;
}

/** Pace of play in words (issue 13): durations, each player's line, who the game waits for. */
import type { GameRecord } from '../../store/index.js';
import type { Translate } from '../locales/index.js';
import { discordTime } from '../presentation/sanitize.js';
import { paceOf, timesToAct, waitingSince, type Pace } from './pace.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "4 min", "2 h 5 min", "1 d 3 h": coarse on purpose, a pace is not a stopwatch. */
export function durationText(t: Translate, ms: number): string {
  if (ms < HOUR) return t('pace.minutes', { n: Math.max(0, Math.round(ms / MINUTE)) });
  if (ms < DAY) return t('pace.hours', { h: Math.floor(ms / HOUR), m: Math.round((ms % HOUR) / MINUTE) });
  return t('pace.days', { d: Math.floor(ms / DAY), h: Math.round((ms % DAY) / HOUR) });
}

export const paceText = (t: Translate, pace: Pace): string =>
  t('pace.of', {
    median: durationText(t, pace.medianMs),
    mean: durationText(t, pace.meanMs),
    turns: pace.turns,
  });

/** The game's pace lines: each player's time to act, and who it waits for since when. */
export function gamePaceLines(t: Translate, record: GameRecord, waitingFor: readonly string[]): string[] {
  const times = timesToAct(record);
  const players = record.players
    .map((p) => {
      const pace = paceOf(times.get(p.userId) ?? []);
      return pace ? `${p.name} ${paceText(t, pace)}` : undefined;
    })
    .filter((line): line is string => line !== undefined);
  const lines = players.length > 0 ? [t('pace.game', { players: players.join(' · ') })] : [];
  const since = waitingSince(record);
  const names = record.players.filter((p) => waitingFor.includes(p.userId)).map((p) => p.name);
  if (since && names.length > 0 && record.status === 'active')
    lines.push(t('pace.waiting', { players: names.join(', '), since: discordTime(since) }));
  return lines;
}

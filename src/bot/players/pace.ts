/**
 * Pace of play (issue 13): how long each player takes to act, from the game log. A player's time to
 * act is counted once per turn: from the moment the game last changed hands (the previous logged
 * command, by anyone or by the game itself) to that player's first command of the turn. Their own
 * later commands in the same turn do not count again.
 */
import type { GameRecord } from '../../store/index.js';

export interface Pace {
  readonly turns: number;
  readonly medianMs: number;
  readonly meanMs: number;
}

/** Each player's times to act in one game, in milliseconds. */
export function timesToAct(record: GameRecord): Map<string, number[]> {
  const players = new Set(record.players.map((p) => p.userId));
  const started = record.audit.find((a) => a.action === 'start')?.at ?? record.log[0]?.at;
  const times = new Map<string, number[]>();
  if (started === undefined) return times;
  let since = Date.parse(started);
  let last: string | undefined;
  for (const entry of record.log) {
    const at = Date.parse(entry.at);
    if (players.has(entry.by) && entry.by !== last) times.set(entry.by, [...(times.get(entry.by) ?? []), at - since]);
    since = at;
    last = entry.by;
  }
  return times;
}

/** Median, mean and count of some times; undefined when there are none. */
export function paceOf(times: readonly number[]): Pace | undefined {
  if (times.length === 0) return undefined;
  const sorted = [...times].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return { turns: sorted.length, medianMs: median, meanMs: sorted.reduce((a, b) => a + b, 0) / sorted.length };
}

/** When the game last changed hands: since then, whoever it waits for is holding it up. */
export const waitingSince = (record: GameRecord): string | undefined =>
  record.log.at(-1)?.at ?? record.audit.find((a) => a.action === 'start')?.at;

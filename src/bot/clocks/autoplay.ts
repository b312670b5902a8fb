/**
 * When a game plays by itself (issue 13): standing orders that wait at the start of a new impulse
 * are played by the scheduler as their own logged command, so the channel sees each impulse's map
 * and report. Straight after a person's command the orders play at once (up to two stretches: the
 * rest of the impulse the person ended, then the orders' own turn in the next); once the game has
 * gone on by itself longer than that, it waits the game's `autoplaySeconds` between stretches, so
 * a channel watching two autopilots can read each map. Nobody is pinged or put on the clock for a
 * moment the orders will play.
 */
import type { GameRecord, Timer } from '../../store/index.js';
import type { App } from '../app/context.js';
import { stateOf } from '../records/record-ops.js';
import type { TableRuleset } from '../rulesets/table.js';

/** Who a command the game played by itself is logged as. */
export const AUTOPLAY_BY = 'orders';

/** The command the game plays by itself now, if any. */
export function autoplayCommand(
  table: TableRuleset,
  record: GameRecord,
): ReturnType<TableRuleset['rules']['autoplay']> {
  if (record.status !== 'active' || record.state === null) return undefined;
  return table.rules.autoplay(stateOf(record));
}

/** How many of the log's last entries the game played by itself. */
function trailingAutoplay(record: GameRecord): number {
  let n = 0;
  while (n < record.log.length && record.log[record.log.length - 1 - n]?.by === AUTOPLAY_BY) n += 1;
  return n;
}

/** The timer that plays it: at once after a person's move, paced once the game goes on by itself. */
export function autoplayTimer(table: TableRuleset, record: GameRecord, now: Date): Timer | undefined {
  if (autoplayCommand(table, record) === undefined) return undefined;
  const paced = trailingAutoplay(record) >= 2;
  const due = now.getTime() + (paced ? record.clock.autoplaySeconds * 1000 : 0);
  return { id: `autoplay-${record.version}`, kind: 'autoplay', due: new Date(due).toISOString() };
}

/** Wakes the scheduler for the record's autoplay, if it has one. */
export function wakeForAutoplay(app: Pick<App, 'alarm'>, record: GameRecord): void {
  const timer = record.timers.find((t) => t.kind === 'autoplay');
  if (timer) app.alarm.set(new Date(timer.due));
}

/**
 * When a game plays by itself (issue 13): standing orders that wait at the start of a new stretch of
 * play are played by the scheduler as their own logged command, so the channel sees each stretch's
 * map and report. Straight after a person's command the orders play at once (up to two stretches:
 * the rest of the stretch the person ended, then the orders' own turn in the next); once the game has
 * gone on by itself longer than that, it waits the game's `autoplaySeconds` between stretches, so
 * a channel watching two autopilots can read each map. Nobody is pinged or put on the clock for a
 * moment the orders will play.
 *
 * An AI player (issue 18) is played the same way, off the request path: when the rules wait for a
 * side the AI holds, its order (src/ai) is the command the game plays by itself, logged as the AI's.
 * Against a person it plays at once, so a solo player never waits on it; a game of AIs only is paced
 * like standing orders, so its channel can follow it (and Discord's rate limits are not run into).
 */
import type { GameRecord, Timer } from '../../store/index.js';
import type { App } from '../app/context.js';
import { stateOf } from '../records/record-ops.js';
import type { TableRuleset } from '../rulesets/table.js';
import type { RulesetCommand } from '../../engine/index.js';
import type { AiThinker } from '../ai/thinker.js';
import { aiPlayers } from '../players/ai-seats.js';
import { PREFERENCE_BY, preferredAnswer } from '../players/reaction-preferences.js';

/** Who a command the game played by itself is logged as: standing orders, or an AI player. */
export const AUTOPLAY_BY = 'orders';
export const AI_BY = 'ai';

export interface Autoplay {
  readonly command: RulesetCommand;
  readonly by: typeof AUTOPLAY_BY | typeof AI_BY | typeof PREFERENCE_BY;
}

/** The command the game plays by itself now, if any: standing orders first, then an AI player's order. */
export async function autoplayCommand(
  table: TableRuleset,
  record: GameRecord,
  ai: Pick<AiThinker, 'choose'>,
): Promise<Autoplay | undefined> {
  if (record.status !== 'active' || record.state === null) return undefined;
  const state = stateOf(record);
  const orders = table.rules.autoplay(state);
  if (orders !== undefined) return { command: orders, by: AUTOPLAY_BY };
  // A reaction a player's standing preference answers (issue 42), before any AI thinks about it.
  const preferred = preferredAnswer(table, record, state);
  if (preferred) return { command: preferred.choice.command, by: PREFERENCE_BY };
  const playing = aiPlayers(table, record, state);
  for (const side of table.rules.awaiting(state).sides) {
    const seat = playing.find((p) => p.side === side)?.ai;
    if (!seat) continue;
    // The game's secret seed and the log's length: the same moment always gets the same order.
    const seed = `${record.seed}:ai:${record.log.length}`;
    const { level, personality } = seat;
    const command = await ai.choose({ rules: table.rules, state, side, level, seed, personality });
    if (command !== undefined) return { command, by: AI_BY };
  }
  return undefined;
}

/**
 * Who will play the moment by itself, without working out the order: the clock asks this on a
 * person's command, so the AI's thinking stays with the scheduler, off the request path.
 */
function autoplayPending(table: TableRuleset, record: GameRecord): Autoplay['by'] | undefined {
  if (record.status !== 'active' || record.state === null) return undefined;
  const state = stateOf(record);
  if (table.rules.autoplay(state) !== undefined) return AUTOPLAY_BY;
  if (preferredAnswer(table, record, state)) return PREFERENCE_BY;
  const aiSides = new Set(aiPlayers(table, record, state).map((p) => p.side));
  return table.rules.awaiting(state).sides.some((side) => aiSides.has(side)) ? AI_BY : undefined;
}

/** How many of the log's last entries the game played by itself (standing orders or AIs). */
function trailingAutoplay(record: GameRecord): number {
  let n = 0;
  const byItself = (by: string | undefined) => by === AUTOPLAY_BY || by === AI_BY;
  while (n < record.log.length && byItself(record.log[record.log.length - 1 - n]?.by)) n += 1;
  return n;
}

/** The timer that plays it: at once after a person's move, paced once the game goes on by itself. */
export function autoplayTimer(table: TableRuleset, record: GameRecord, now: Date): Timer | undefined {
  const by = autoplayPending(table, record);
  if (by === undefined) return undefined;
  // Standing orders, and games of AIs only, are paced so a channel can read each map; an AI opponent
  // answers a person at once, and so does a standing preference (it answers within an attack, no map between).
  const aisOnly = record.players.length > 0 && record.players.every((p) => p.ai);
  const paced = (by === AUTOPLAY_BY || aisOnly) && trailingAutoplay(record) >= 2;
  const due = now.getTime() + (paced ? record.clock.autoplaySeconds * 1000 : 0);
  return { id: `autoplay-${record.version}`, kind: 'autoplay', due: new Date(due).toISOString() };
}

/** Wakes the scheduler for the record's autoplay, if it has one. */
export function wakeForAutoplay(app: Pick<App, 'alarm'>, record: GameRecord): void {
  const timer = record.timers.find((t) => t.kind === 'autoplay');
  if (timer) app.alarm.set(new Date(timer.due));
}

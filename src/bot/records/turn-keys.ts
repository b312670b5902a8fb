/**
 * Whose turn it is, as the rules say (src/engine/ruleset.ts `awaiting`): the keys clocks, prompts and
 * stale buttons compare, and the players the rules wait for.
 */
import type { GameRecord } from '../../store/index.js';
import type { TableRuleset } from '../rulesets/table.js';
import { aiPlays } from '../players/ai-seats.js';
import { preferredAnswer } from '../players/reaction-preferences.js';

/** What the newest prompt is about (the rules' turn): a change means a new message and a ping. */
export const pingKey = (table: TableRuleset, state: unknown): string => table.rules.awaiting(state).turn;

/** The prompt's key down to the moment: a change within one ping key edits the prompt in place. */
export const stepKey = (table: TableRuleset, state: unknown): string => table.rules.awaiting(state).moment;

/**
 * The players of the sides the rules wait for now; nobody while the side's standing orders (issue
 * 13) or standing preference (issue 42) are about to play the moment by themselves.
 */
export function playersToPing(table: TableRuleset, record: GameRecord, state: unknown): string[] {
  if (table.rules.autoplay(state) !== undefined) return [];
  // Nor while a standing preference is about to answer a reaction (issue 42).
  if (preferredAnswer(table, record, state)) return [];
  const sides = table.rules.awaiting(state).sides;
  // An AI player (issue 18), or a person's autopilot still flying, is never pinged: the scheduler plays its orders.
  return record.players.filter((p) => sides.includes(p.side) && !aiPlays(table, state, p)).map((p) => p.userId);
}

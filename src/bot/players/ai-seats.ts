/**
 * Which seats the AI plays now (issue 18). An AI player always plays its side. A person on autopilot
 * (`/orders autopilot:true`) has the AI fly their side until the rules name something that is the
 * player's call (`ai.handBack`) beyond what stood when the autopilot started; from then on the side
 * is theirs again: they are pinged and put on the clock like anyone.
 */
import type { GameRecord, Player } from '../../store/index.js';
import type { TableRuleset } from '../rulesets/table.js';

/** A seat held by the AI itself (not a person's autopilot): anyone may take it back in the lobby. */
export const isAiSeat = (p: Player): boolean => p.ai !== undefined && p.ai.autopilot === undefined;

/** What calls this autopilot's player back now (empty while the autopilot flies on). */
export function calledBack(table: TableRuleset, state: unknown, player: Player): readonly string[] {
  const autopilot = player.ai?.autopilot;
  if (!autopilot) return [];
  const excused = new Set(autopilot.excused);
  return (table.rules.ai.handBack?.(state, player.side) ?? []).filter((id) => !excused.has(id));
}

/** The AI plays this player's side now: an AI seat, or an autopilot not called back. */
export const aiPlays = (table: TableRuleset, state: unknown, player: Player): boolean =>
  player.ai !== undefined && calledBack(table, state, player).length === 0;

/** The players whose side the AI plays now. */
export const aiPlayers = (table: TableRuleset, record: GameRecord, state: unknown): Player[] =>
  record.players.filter((p) => aiPlays(table, state, p));

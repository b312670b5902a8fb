/**
 * Standing answers to reactions (issue 42, `/react prefer:`): a player sets ahead how their side
 * answers a kind of reaction (squadron: spend the tokens that cancel a hit, or keep them), and when
 * such a reaction comes up the bot answers it at once, logged as the preference's and announced like
 * any command, so the player is neither pinged nor put on the reaction's clock. Kept per player per
 * game, in the game record (`Player.reactions`), as standing orders are.
 */
import type { ReactionChoice, RulesetCommand } from '../../engine/index.js';
import type { GameRecord, Player } from '../../store/index.js';
import type { TableRuleset } from '../rulesets/table.js';

/** Who a command a standing preference gave is logged as. */
export const PREFERENCE_BY = 'preference';

/** The special answer that clears a preference: the player is asked each time again. */
export const ASK_EACH_TIME = 'ask';

export interface Preferred {
  readonly choice: ReactionChoice<RulesetCommand>;
  readonly player: Player;
  /** The standing answer that picked it (`cancel`, `keep`, ...). */
  readonly answer: string;
  readonly kind: string;
}

/** The option a player's standing preference picks in the reaction awaited now, if any does. */
export function preferredAnswer(
  table: Pick<TableRuleset, 'rules'>,
  record: Pick<GameRecord, 'players'>,
  state: unknown,
): Preferred | undefined {
  const reactions = table.rules.reactions;
  const awaited = table.rules.awaiting(state);
  if (!reactions || awaited.kind !== 'reaction') return undefined;
  const reaction = awaited.reaction;
  for (const player of record.players.filter((p) => p.side === reaction.side)) {
    const answer = player.reactions?.[reaction.kind];
    if (answer === undefined) continue;
    const id = reactions.prefer(state, reaction, answer);
    const choice = reaction.options.find((o) => o.id === id);
    if (choice) return { choice, player, answer, kind: reaction.kind };
  }
  return undefined;
}

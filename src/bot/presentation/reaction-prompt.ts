/**
 * The prompt of a reaction (issue 42): the options as buttons for the one who reacts, the default
 * marked, and a line saying what the rules take, and when, if nobody answers. Each button carries the
 * window and the option (src/bot/pipeline/custom-id.ts `reaction`), so a click on a window that has
 * closed is refused, whatever happened since.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import type { AwaitedReaction, RulesetCommand } from '../../engine/index.js';
import type { GameRecord } from '../../store/index.js';
import type { Translate } from '../locales/index.js';
import { encodeComponentId, gameTag } from '../pipeline/custom-id.js';
import type { ActionRow } from '../pipeline/request.js';
import type { TableRuleset } from '../rulesets/table.js';
import { reactionWords } from './reaction-words.js';
import { discordTime } from './sanitize.js';

type Reaction = AwaitedReaction<RulesetCommand>;

/** One button per option (five to a row, Discord's limit), the default in green. */
export function reactionButtons(
  t: Translate,
  table: Pick<TableRuleset, 'rules' | 'reactionOption'>,
  record: GameRecord,
  reaction: Reaction,
  version: number,
): ActionRow[] {
  const words = reactionWords(t, table, reaction.kind, record.state ?? undefined);
  const buttons = reaction.options.slice(0, 25).map((option) => ({
    type: ComponentType.Button as const,
    style: (option.id === reaction.default ? ButtonStyle.Success : ButtonStyle.Primary) as
      ButtonStyle.Success | ButtonStyle.Primary,
    label: words.option(option.id).slice(0, 80),
    custom_id: encodeComponentId({
      game: gameTag(record),
      version,
      action: { kind: 'reaction', window: reaction.window, option: option.id },
    }),
  }));
  const rows: ActionRow[] = [];
  for (let i = 0; i < buttons.length; i += 5)
    rows.push({ type: ComponentType.ActionRow, components: buttons.slice(i, i + 5) });
  return rows;
}

/** What happens without an answer: the default, by the reaction's deadline when the clock runs. */
export function reactionLine(
  t: Translate,
  table: Pick<TableRuleset, 'rules' | 'reactionOption'>,
  reaction: Reaction,
  due: string | undefined,
  state?: unknown,
): string {
  const answer = reactionWords(t, table, reaction.kind, state).option(reaction.default);
  return due
    ? t('reaction.defaultBy', { answer, when: discordTime(due), at: discordTime(due, 'f') })
    : t('reaction.defaultNoClock', { answer });
}

/**
 * The turn prompt (DESIGN.md section 6), as every ruleset shares it: the players the rules await are
 * pinged, the deadline closes the message, and the ruleset's table says what each must do and
 * offers its buttons and menus. Every component carries the prompt's version, so old clicks are refused.
 */
import type { GameRecord } from '../../store/index.js';
import type { Translate } from '../locales/index.js';
import { CARD_TEXT_LIMIT, MESSAGE_TEXT_LIMIT, type Outgoing } from '../pipeline/request.js';
import type { TableRuleset } from '../rulesets/table.js';
import { discordTime, mention } from './sanitize.js';
import { playersToPing } from '../records/turn-keys.js';
import { calledBack } from '../players/ai-seats.js';
import { reactionButtons, reactionLine } from './reaction-prompt.js';

/** The whole prompt message for the current moment, or nothing when nobody is to act. */
export function buildPrompt(
  table: TableRuleset,
  t: Translate,
  record: GameRecord,
  state: unknown,
  version: number,
  draft?: unknown,
): Outgoing | undefined {
  const ping = playersToPing(table, record, state);
  if (table.rules.outcome(state) !== null || ping.length === 0) return undefined;
  const mentions = ping.map((id) => mention(id)).join(' ');
  const due = record.clock.deadline?.due;
  const awaited = table.rules.awaiting(state);
  // A reaction says its default with its deadline (issue 42); a turn, its deadline.
  const clock =
    awaited.kind === 'reaction'
      ? `\n${reactionLine(t, table, awaited.reaction, due, state)}`
      : due
        ? `\n${t('clock.deadline', { when: discordTime(due), at: discordTime(due, 'f') })}`
        : '';
  // Why an autopilot's player is asked after all (issue 18): what called them back.
  const called = record.players.flatMap((p) => {
    const units = ping.includes(p.userId) ? calledBack(table, state, p) : [];
    return units.length > 0
      ? [`\n${t('reply.autopilotCalledBack', { units: units.map((id) => table.unitName(state, id)).join(', ') })}`]
      : [];
  });
  const deadline = called.join('') + clock;
  const parts = table.prompt({
    t,
    record,
    state,
    version,
    mentions,
    deadline,
    ...(draft !== undefined ? { draft } : {}),
  });
  // A card (Components V2): the text, then the buttons and menus, in one container.
  // A reaction's buttons are its options, the same for every ruleset (the table's text says what is at stake).
  const components =
    awaited.kind === 'reaction' ? reactionButtons(t, table, record, awaited.reaction, version) : parts.components;
  return {
    content: fitted(parts.content, deadline, CARD_TEXT_LIMIT),
    components,
    ping,
    layout: 'card',
  };
}

/** Discord's limit for a plain message's text (a card, as the prompt is, carries CARD_TEXT_LIMIT). */
const MESSAGE_LIMIT = MESSAGE_TEXT_LIMIT;

/**
 * The prompt cut to Discord's limit without losing its end: the deadline (and why an autopilot's
 * player is asked) always stays; what is cut is the body, at a line, marked with an ellipsis (issue
 * 39: a fleet's default orders had pushed the deadline out of the message).
 */
export function fitted(content: string, tail: string, limit = MESSAGE_LIMIT): string {
  if (content.length <= limit) return content;
  const keep = tail !== '' && content.endsWith(tail) ? tail : '';
  const body = content.slice(0, content.length - keep.length);
  const room = Math.max(0, limit - keep.length - 2);
  const cut = body.lastIndexOf('\n', room);
  return `${body.slice(0, cut > 0 ? cut : room)}\n…${keep}`.slice(0, limit);
}

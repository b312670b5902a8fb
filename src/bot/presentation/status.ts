/** The pinned status message: edited in place as the game goes on (edits never ping anyone). */
import type { GameRecord } from '../../store/index.js';
import type { Translate } from '../locales/index.js';
import type { Outgoing } from '../pipeline/request.js';
import { stateOf } from '../records/record-ops.js';
import type { TableRuleset } from '../rulesets/table.js';

export function outcomeText(table: TableRuleset, t: Translate, record: GameRecord): string {
  const o = record.outcome;
  if (!o) return t('reply.draw', { reason: t('outcomes.ended') });
  const state = stateOf(record);
  const reason = table.reasonText(t, o.reason);
  return o.winner === null
    ? t('reply.draw', { reason })
    : t('reply.winner', { side: table.sideName(state, o.winner), reason, margin: o.margin ?? 0 });
}

export function statusMessage(
  table: TableRuleset,
  t: Translate,
  record: GameRecord,
  /** The scenario's sides by name, for the lobby's list of players (else each side's id). */
  sides: readonly { readonly id: string; readonly name: string }[] = [],
): Outgoing {
  const sideName = (id: string): string => sides.find((s) => s.id === id)?.name ?? id;
  const players = record.players.map((p) => `${p.name} (${sideName(p.side)})`).join(', ') || '—';
  if (record.status === 'lobby' || record.state === null)
    return { content: t('reply.statusLobby', { name: record.name, players }) };
  if (record.status !== 'active')
    return { content: t('reply.statusOver', { name: record.name, outcome: outcomeText(table, t, record) }) };
  const state = stateOf(record);
  const waiting =
    table.rules
      .awaiting(state)
      .sides.map((s) => table.sideName(state, s))
      .join(', ') || '—';
  return {
    content: [
      t('reply.status', { name: record.name, moment: table.momentText(t, state), waiting }),
      ...table.statusLines(t, state),
      t('reply.seedHashLine', { hash: record.seedHash }),
    ]
      .join('\n')
      .slice(0, 2000),
  };
}

/** The pinned status message: edited in place as the game goes on (edits never ping anyone). */
import { impulse } from '../engine/index.js';
import type { GameRecord } from '../store/index.js';
import type { App } from './context.js';
import { translator, type Translate } from './locales/index.js';
import type { Outgoing } from './request.js';
import { sideName } from './resolve.js';
import { stateOf } from './record-ops.js';

export function outcomeText(t: Translate, record: GameRecord): string {
  const o = record.outcome;
  if (!o) return t('reply.draw', { reason: 'ended' });
  const state = stateOf(record);
  return o.winner === null ? t('reply.draw', { reason: o.reason }) : t('reply.winner', { side: sideName(state, o.winner), reason: o.reason, margin: o.margin ?? 0 });
}

export function statusMessage(t: Translate, record: GameRecord): Outgoing {
  const players = record.players.map((p) => `${p.name} (${p.side})`).join(', ') || '—';
  if (record.status === 'lobby' || record.state === null) return { content: t('reply.statusLobby', { name: record.name, players }) };
  if (record.status !== 'active') return { content: t('reply.statusOver', { name: record.name, outcome: outcomeText(t, record) }) };
  const state = stateOf(record);
  const flow = state.flow;
  const waiting = impulse.awaiting(state).map((s) => sideName(state, s)).join(', ') || '—';
  const impulseLetter = flow.phase === 'turn' || flow.phase === 'initiative' ? flow.impulse : '—';
  const ships = state.ships.map((s) => {
    const cls = impulse.shipClass(state, s);
    const shields = Object.values(s.shields).join('/');
    return `${s.status === 'active' ? '•' : '✗'} ${s.name} (${sideName(state, s.side)}): hull ${cls.hull.length - s.hullMarked}/${cls.hull.length}, shields ${shields}`;
  });
  return { content: [t('reply.status', { name: record.name, round: flow.round, impulse: impulseLetter, waiting }), ...ships, `Seed hash: \`${record.seedHash}\``].join('\n').slice(0, 2000) };
}

/** Edits the pinned status message, or posts and pins it the first time. Failures are logged, never fatal. */
export async function refreshStatus(app: App, channelId: string): Promise<void> {
  try {
    const record = (await app.store.get(channelId)) ?? undefined;
    if (!record) return;
    const t = translator(record.players[0]?.locale);
    const message = statusMessage(t, record);
    if (record.messages.status) {
      await app.channel.edit(channelId, record.messages.status, message);
      return;
    }
    const id = await app.channel.send(channelId, message);
    await app.channel.pin(channelId, id).catch((e: unknown) => app.log.warn('could not pin the status message', { channelId, error: String(e) }));
    await app.store.update(channelId, (current) => (current && current.id === record.id ? { save: { ...current, messages: { ...current.messages, status: id } }, result: undefined } : { result: undefined }));
  } catch (error) {
    app.log.warn('status message not updated', { channelId, error: String(error) });
  }
}

/** The pinned status message: edited in place as the game goes on (edits never ping anyone). */
import { impulse } from '../../engine/index.js';
import type { GameRecord } from '../../store/index.js';
import type { Translate } from '../locales/index.js';
import type { Outgoing } from '../pipeline/request.js';
import { sideName } from '../games/resolve.js';
import { stateOf } from '../games/record-ops.js';

export function outcomeText(t: Translate, record: GameRecord): string {
  const o = record.outcome;
  if (!o) return t('reply.draw', { reason: 'ended' });
  const state = stateOf(record);
  return o.winner === null
    ? t('reply.draw', { reason: o.reason })
    : t('reply.winner', { side: sideName(state, o.winner), reason: o.reason, margin: o.margin ?? 0 });
}

export function statusMessage(t: Translate, record: GameRecord): Outgoing {
  const players = record.players.map((p) => `${p.name} (${p.side})`).join(', ') || '—';
  if (record.status === 'lobby' || record.state === null)
    return { content: t('reply.statusLobby', { name: record.name, players }) };
  if (record.status !== 'active')
    return { content: t('reply.statusOver', { name: record.name, outcome: outcomeText(t, record) }) };
  const state = stateOf(record);
  const flow = state.flow;
  const waiting =
    impulse
      .awaiting(state)
      .map((s) => sideName(state, s))
      .join(', ') || '—';
  const impulseLetter = flow.phase === 'turn' || flow.phase === 'initiative' ? flow.impulse : '—';
  const ships = state.ships.map((s) => {
    const cls = impulse.shipClass(state, s);
    const shields = Object.values(s.shields).join('/');
    return `${s.status === 'active' ? '•' : '✗'} ${t('reply.statusShip', { ship: s.name, side: sideName(state, s.side), hull: cls.hull.length - s.hullMarked, hullMax: cls.hull.length, shields })}`;
  });
  // Past round 10 the board's round track starts again at 1 (seed 000 section 2); the round itself counts on.
  const round =
    flow.round > impulse.ROUND_TRACK_LENGTH
      ? t('reply.roundOnTrack', { round: flow.round, track: impulse.roundTrack(flow.round) })
      : String(flow.round);
  return {
    content: [
      t('reply.status', { name: record.name, round, impulse: impulseLetter, waiting }),
      ...ships,
      t('reply.seedHashLine', { hash: record.seedHash }),
    ]
      .join('\n')
      .slice(0, 2000),
  };
}

/** `impulse`'s part of the pinned status: where play stands, and every ship's hull and shields. */
import { impulse } from '../../../engine/index.js';
import type { Translate } from '../../locales/index.js';
import { sideName } from './resolve.js';

type State = impulse.GameState;

export function momentText(t: Translate, state: State): string {
  const flow = state.flow;
  const letter = flow.phase === 'turn' || flow.phase === 'initiative' ? flow.impulse : '—';
  // Past round 10 the board's round track starts again at 1 (seed 000 section 2); the round itself counts on.
  const round =
    flow.round > impulse.ROUND_TRACK_LENGTH
      ? t('reply.roundOnTrack', { round: flow.round, track: impulse.roundTrack(flow.round) })
      : String(flow.round);
  return t('reply.statusMoment', { round, impulse: letter });
}

export function statusLines(t: Translate, state: State): string[] {
  return state.ships.map((s) => {
    const cls = impulse.shipClass(state, s);
    const shields = Object.values(s.shields).join('/');
    return `${s.status === 'active' ? '•' : '✗'} ${t('reply.statusShip', { ship: s.name, side: sideName(state, s.side), hull: cls.hull.length - s.hullMarked, hullMax: cls.hull.length, shields })}`;
  });
}

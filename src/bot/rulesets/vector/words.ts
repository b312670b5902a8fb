/** `vector`'s words for what players read: a ship's velocity and orders, the moment. */
import type { VectorState, MovementOrder } from '../../../engine/rulesets/vector/index.js';
import { drivesNow, thrustersNow } from '../../../engine/rulesets/vector/index.js';
import { loose, type Translate } from '../../locales/index.js';
import { cleanName } from '../../presentation/sanitize.js';

export const shipName = (state: VectorState, id: string): string =>
  cleanName(state.board.ships.find((s) => s.id === id)?.name ?? id);
export const sideName = (state: VectorState, id: string): string =>
  cleanName(state.board.sides.find((s) => s.id === id)?.name ?? id);

/**
 * "• Vigil: velocity 5, drives 5, thrusters 3", with the orders given so far when there are
 * ("→ velocity 3, course +1"). Once every ship's orders are in they are revealed and carried out
 * at once, so the velocity is already the ordered one: the line then shows the velocity the turn
 * began with, not the order added twice (issue 39: the second to order read "velocity 3 → velocity 1"
 * where the reveal said 3).
 */
export function velocityLine(t: Translate, state: VectorState, id: string, order?: MovementOrder): string {
  const say = loose(t);
  const ship = state.board.ships.find((s) => s.id === id);
  const v = state.ships[id];
  if (!ship || !v) return '';
  const revealed = order !== undefined && v.order !== null;
  const from = revealed ? v.velocity - order.accel : v.velocity;
  const line = say('vector.prompt.ship', {
    ship: shipName(state, id),
    velocity: from,
    drives: drivesNow(state.board, ship, state.settings),
    thrusters: thrustersNow(state.board, ship),
    lost: v.lostControl ? say('vector.prompt.lost') : '',
  });
  if (!order) return line;
  const to = say('vector.narrate.order', {
    ship: '',
    velocity: revealed ? v.velocity : v.velocity + order.accel,
    course: signed(order.course),
  });
  return `${line} → ${to.trim()}`;
}

export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

export function momentText(t: Translate, state: VectorState): string {
  const say = loose(t);
  if (state.phase === 'over') return say('vector.moment.over', { turn: state.turn });
  return say(`vector.moment.${state.phase}`, { turn: state.turn, round: state.round });
}

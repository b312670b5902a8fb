/**
 * The movement orders an AI player considers in vector's Reaction Phase (issue 18): `legalCommands`
 * leaves them to the player (seed 002's orders are sealed and free-form), so each ship of the side
 * still without an order gets a spread of accelerations and course changes; the AI keeps those the
 * rules accept (the drives and thrusters bound them). The order that closes with the enemy
 * (ai-closing.ts) joins the spread when it is not in it (issue 39).
 */
import { closingOrder } from './ai-closing.js';
import type { VectorCommand } from './commands.js';
import type { VectorState } from './state.js';

const ACCELERATIONS = [-2, -1, 0, 1, 2];
const COURSES = [-1, 0, 1];

export function candidatesForAi(state: VectorState, side: string): VectorCommand[] {
  if (state.phase !== 'reaction') return [];
  return state.board.ships
    .filter((s) => s.side === side && s.status === 'active' && state.orders[s.id] === undefined)
    .flatMap((ship) => {
      const spread = ACCELERATIONS.flatMap((accel) =>
        COURSES.map((course): VectorCommand => ({ type: 'order', side, ship: ship.id, accel, course })),
      );
      const closing = closingOrder(state, ship);
      const known = closing && ACCELERATIONS.includes(closing.accel) && COURSES.includes(closing.course);
      return closing && !known ? [...spread, { type: 'order' as const, side, ship: ship.id, ...closing }] : spread;
    });
}

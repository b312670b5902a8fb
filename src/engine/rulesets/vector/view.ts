/** What a side may see of a `vector` game: the other side's orders stay sealed until all are in (seed 002's Reaction Phase). */
import type { Viewer } from '../../ruleset.js';
import type { VectorCommand } from './commands.js';
import { HIDDEN_ORDER, type VectorState } from './state.js';

export function viewVector(state: VectorState, viewer: Viewer): VectorState {
  if (state.phase !== 'reaction') return state;
  const side = (ship: string) => state.board.ships.find((s) => s.id === ship)?.side;
  const orders = Object.fromEntries(
    Object.entries(state.orders).map(([ship, order]) => [ship, side(ship) === viewer ? order : HIDDEN_ORDER]),
  );
  return { ...state, orders };
}

/** Orders are secret while the game runs: the log shows that they were given, not what they were. */
export function publicVectorCommand<C extends { readonly type: string }>(command: C): C {
  const c = command as unknown as VectorCommand;
  if (c.type === 'order') return { ...c, accel: 0, course: 0 } as unknown as C;
  if (c.type === 'orders')
    return { ...c, orders: Object.fromEntries(Object.keys(c.orders).map((k) => [k, HIDDEN_ORDER])) } as unknown as C;
  return command;
}

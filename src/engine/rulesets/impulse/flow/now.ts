/** The moment a lasting mark is stamped with (a critical received, a missile moved): round and impulse. */
import type { GameState, When } from '../state.js';

/** The moment a critical is received, for "no repair in the same impulse" (seed 000 section 1.1.5). */
export function now(state: GameState): When {
  const flow = state.flow;
  return { round: flow.round, impulse: flow.phase === 'turn' || flow.phase === 'initiative' ? flow.impulse : 'F' };
}

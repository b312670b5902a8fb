/** `vector`'s status lines (issue 15): impulse's lines for each ship, then its velocity and turns left. */
import type { VectorState } from '../../../engine/rulesets/vector/index.js';
import type { Translate } from '../../locales/index.js';
import { statusLines as impulseLines } from '../impulse/status.js';
import { velocityLine } from './words.js';

export function vectorStatusLines(t: Translate, state: VectorState): string[] {
  const ships = state.board.ships.filter((s) => s.status === 'active').map((s) => velocityLine(t, state, s.id));
  return [...impulseLines(t, state.board), ...ships];
}

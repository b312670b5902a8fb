/**
 * The moments of `impulse` play, as keys (issue 12's `Awaiting.moment` and `turn`): a turn of one side
 * in an impulse, the initiative choice, the Power Phase (each side's choice its own turn when the
 * phase is sequential), down to the step within a turn. Clocks, prompts and stale buttons compare
 * these keys, and stored records keep them, so their spelling never changes.
 */
import { awaiting } from './advance.js';
import type { GameState } from '../state.js';

/** Whose turn it is, coarsely: a change means a new prompt and a ping. */
export function turnKey(state: GameState): string {
  const f = state.flow;
  switch (f.phase) {
    case 'turn':
      return `turn:${f.round}:${f.impulse}:${f.turn}`;
    case 'initiative':
      return `init:${f.round}:${f.impulse}`;
    case 'power':
      // Played in order (the `sequential` setting), each side's choice is its own turn.
      return state.settings.powerPhase === 'sequential'
        ? `power:${f.round}:${awaiting(state).join('+')}`
        : `power:${f.round}`;
    case 'over':
      return 'over';
  }
}

/** The turn down to the step: a change within one turn key moves the same turn on. */
export const momentKey = (state: GameState): string =>
  `${turnKey(state)}:${state.flow.phase === 'turn' ? state.flow.step : ''}`;

/**
 * The position as an AI player may know it (issue 18): another side's dials are sealed until its
 * ships reveal them (seed 001's Planning phase), so the AI must not read them off the state it is
 * handed. In Planning they are set aside (that side still owes them, so the AI's own last dial starts
 * no Activation); in Activation the dials of ships still to reveal are replaced by a guess.
 */
import { guessDial } from './ai-score.js';
import type { SquadronState } from './state.js';

export function blindForAi(state: SquadronState, side: string): SquadronState {
  if (state.phase !== 'planning' && state.phase !== 'activation') return state;
  const dials: Record<string, string> = {};
  for (const ship of state.ships) {
    const dial = state.dials[ship.id];
    if (dial === undefined) continue;
    if (ship.side === side || ship.activated) dials[ship.id] = dial;
    else if (state.phase === 'activation') dials[ship.id] = guessDial(ship) ?? dial;
  }
  return { ...state, dials };
}

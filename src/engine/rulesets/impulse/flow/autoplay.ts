/**
 * What the game plays by itself now (the contract's `autoplay`, issue 13): a side's standing orders
 * that wait at the start of a new impulse or Power Phase. Found by trying `followOrders` for each
 * side that is asked, so it is exactly what applying it would accept.
 */
import { awaiting } from './advance.js';
import { applyCommand } from './apply.js';
import type { Command } from '../commands.js';
import type { GameState } from '../state.js';

export function autoplay(state: GameState): Command | undefined {
  if (state.outcome !== null || state.standing === undefined) return undefined;
  for (const side of awaiting(state)) {
    const command: Command = { type: 'followOrders', side };
    if (applyCommand(state, command).ok) return command;
  }
  return undefined;
}

/**
 * How an AI player ranks vector's commands (issue 18, the easy level): fire when it can, give
 * orders and move rather than declare itself done, never concede; a whole side's orders at once
 * (`orders`) is the form for people, the AI orders ship by ship.
 */
import type { VectorCommand as Command } from './commands.js';
import type { VectorState } from './state.js';

export function rankForAi(command: Command, state: VectorState): number {
  switch (command.type) {
    case 'fire':
      return 3;
    case 'order':
      // An order once given stands (as squadron's dials: see its ai-rank.ts).
      return state.orders[command.ship] === undefined ? 2 : 0;
    case 'move':
      return 2;
    case 'done':
      return 1;
    default:
      return 0;
  }
}

/**
 * How an AI player ranks vector's commands (issue 18, the easy level): fire when it can, give
 * orders and move rather than declare itself done, never concede; a whole side's orders at once
 * (`orders`) is the form for people, the AI orders ship by ship.
 */
import type { VectorCommand as Command } from './commands.js';

export function rankForAi(command: Command): number {
  switch (command.type) {
    case 'fire':
      return 3;
    case 'order':
    case 'move':
      return 2;
    case 'done':
      return 1;
    default:
      return 0;
  }
}

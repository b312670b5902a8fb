/**
 * How an AI player ranks vector's commands (issue 18, the easy level): fire when it can, give
 * orders and move rather than declare itself done, never concede; a whole side's orders at once
 * (`orders`) is the form for people, the AI orders ship by ship. Among orders, the one that closes
 * with the enemy (ai-closing.ts) ranks first, and a facing change is placed as soon as the declared
 * course allows (seed 002: one facing per hex), as the normal level's valuation assumes (issue 39).
 */
import { findShip } from './from-impulse.js';
import { closingOrder } from './ai-closing.js';
import type { VectorCommand as Command } from './commands.js';
import type { VectorState } from './state.js';

function rankOrder(command: Extract<Command, { type: 'order' }>, state: VectorState): number {
  // An order once given stands (as squadron's dials: see its ai-rank.ts).
  if (state.orders[command.ship] !== undefined) return 0;
  const ship = findShip(state.board, command.ship);
  const best = ship && closingOrder(state, ship);
  return best && best.accel === command.accel && best.course === command.course ? 2.5 : 2;
}

function rankMove(command: Extract<Command, { type: 'move' }>, state: VectorState): number {
  const turnsLeft = state.ships[command.ship]?.turnsLeft ?? 0;
  const toward = turnsLeft > 0 ? ['turnRight', 'pivotRight'] : turnsLeft < 0 ? ['turnLeft', 'pivotLeft'] : [];
  return toward.includes(command.how) ? 2.5 : 2;
}

export function rankForAi(command: Command, state: VectorState): number {
  switch (command.type) {
    case 'fire':
      return 3;
    case 'order':
      return rankOrder(command, state);
    case 'move':
      return rankMove(command, state);
    case 'done':
      return 1;
    default:
      return 0;
  }
}

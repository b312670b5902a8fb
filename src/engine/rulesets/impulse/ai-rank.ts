/**
 * How an AI player ranks impulse's commands (issue 18, the easy level): fire whenever it can, act
 * (spend the action point, move, repair, steer a missile, choose the initiative) rather than end a
 * step, and never concede, set standing orders or batch. Power Phase orders come from the default
 * action (the curve and charges kept), which `legalCommands` leaves to the player.
 */
import type { Command } from './commands.js';

export function rankForAi(command: Command): number {
  switch (command.type) {
    case 'fire':
      return 3;
    case 'useAp':
    case 'move':
    case 'repair':
    case 'steerMissile':
    case 'chooseInitiative':
    case 'submitPower':
      return 2;
    case 'endStep':
    case 'endTurn':
      return 1;
    case 'concede':
    case 'setOrders':
    case 'followOrders':
    case 'batch':
      return 0;
  }
}

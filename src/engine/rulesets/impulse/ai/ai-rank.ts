/**
 * How an AI player ranks impulse's commands (issue 18, the easy level): fire whenever it can, act
 * (spend the action point, move, repair, steer a missile, choose the initiative) rather than end a
 * step, and never concede, set standing orders or batch. Power Phase orders come from the default
 * action (the curve and charges kept), which `legalCommands` leaves to the player.
 *
 * Among its actions it closes and makes ready to fire (issue 39 defect 3: the easy AI had spent both
 * afterburners in round 1 and fired no shot in 4 rounds):
 * - the move the autopilot's heading takes (closing-heading.ts, planned over the turn radius, seed
 *   000 section 1.1.3) ranks above the ship's other moves;
 * - an afterburner, once a game per box and only in an impulse without a movement point (seed 000
 *   section 1.1.3 complication 3), ranks below ending the step: the easy AI keeps them;
 * - enabling a sideslip ranks below the other action point uses: the marker's move may not turn.
 */
import type { Command } from '../commands.js';
import { closingMove } from '../movement/closing-heading.js';
import { findShip } from '../ships.js';
import type { GameState, ShipState } from '../state.js';

/** The closing move of each ship, per state (states are never changed, so each is worked out once). */
const headings = new WeakMap<GameState, Map<string, string | undefined>>();

function headingOf(state: GameState, ship: ShipState): string | undefined {
  let known = headings.get(state);
  if (!known) headings.set(state, (known = new Map()));
  if (!known.has(ship.id)) known.set(ship.id, closingMove(state, ship, true)?.how);
  return known.get(ship.id);
}

function rankMove(command: Extract<Command, { type: 'move' }>, state: GameState): number {
  if (command.afterburner === true) return 0.5;
  const ship = findShip(state, command.ship);
  if (!ship) return 2;
  return headingOf(state, ship) === command.how ? 2.5 : 2;
}

export function rankForAi(command: Command, state: GameState): number {
  switch (command.type) {
    case 'fire':
      return 3;
    case 'move':
      return rankMove(command, state);
    case 'useAp':
      // A sideslip marker's move may not turn (seed 000 1.1.2 use 6): it would hold off the closing turn.
      return command.use.kind === 'enableSideslip' ? 1.5 : 2;
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

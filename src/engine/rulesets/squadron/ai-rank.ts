/**
 * How an AI player ranks squadron's commands (issue 18, the easy level): attack when it can, then
 * set dials, take actions and modify dice, and hold fire or skip only when nothing else is legal;
 * never concede. Sealed dial sets (`dials`) are single dials here, one ship at a time, and a dial once
 * set stays (changing it is a person's second thought, and an AI that weighs each ship alone would
 * keep changing its mind rather than dial the rest).
 */
import type { SquadronCommand as Command } from './commands.js';
import type { SquadronState } from './state.js';

export function rankForAi(command: Command, state: SquadronState): number {
  switch (command.type) {
    case 'attack':
      return 3;
    case 'dial':
      return state.dials[command.ship] === undefined ? 2 : 0;
    case 'action':
    case 'modify':
    case 'decloak':
      return 2;
    case 'holdFire':
      return 1;
    default:
      return 0;
  }
}

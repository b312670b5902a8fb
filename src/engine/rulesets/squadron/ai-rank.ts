/**
 * How an AI player ranks squadron's commands (issue 18, the easy level): attack when it can, then
 * set dials, take actions and modify dice, and hold fire or skip only when nothing else is legal;
 * never concede. Sealed dial sets (`dials`) are single dials here, one ship at a time.
 */
import type { SquadronCommand as Command } from './commands.js';

export function rankForAi(command: Command): number {
  switch (command.type) {
    case 'attack':
      return 3;
    case 'dial':
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

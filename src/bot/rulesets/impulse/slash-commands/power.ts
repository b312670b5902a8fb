/** /power: the Power Phase; with no options it accepts the defaults for every ship in one go. */
import { slashCommand, type CommandModule } from '../../../pipeline/command.js';
import * as orders from '../orders.js';
import { suggestPower } from '../autocomplete.js';

export default {
  data: slashCommand('power', {
    options: [
      { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
      { name: 'curve', type: 'string', choices: ['keep', 'up', 'down'] },
      { name: 'charge', type: 'string', choices: ['best', 'yellow', 'red', 'none'] },
    ],
  }),
  execute: orders.power,
  autocomplete: suggestPower,
} satisfies CommandModule;

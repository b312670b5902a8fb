/** /repair: try to repair a critical hit. */
import { slashCommand, type CommandModule } from '../../../pipeline/command.js';
import * as orders from '../orders.js';
import { suggestRepair } from '../autocomplete.js';

export default {
  data: slashCommand('repair', {
    options: [
      { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
      { name: 'critical', type: 'string', autocomplete: true, maxLength: 40 },
    ],
  }),
  execute: orders.repair,
  autocomplete: suggestRepair,
} satisfies CommandModule;

/** /fire: fire a weapon group at one target, or give each weapon its own. */
import { slashCommand, type CommandModule } from '../../../pipeline/command.js';
import * as orders from '../orders.js';
import { suggestFire } from '../autocomplete.js';

export default {
  data: slashCommand('fire', {
    options: [
      { name: 'weapon', type: 'string', autocomplete: true, maxLength: 40 },
      { name: 'target', type: 'string', autocomplete: true, maxLength: 40 },
      { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
      { name: 'targets', type: 'string', maxLength: 200 },
    ],
  }),
  execute: orders.fire,
  autocomplete: suggestFire,
} satisfies CommandModule;

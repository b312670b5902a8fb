/** /ap: spend a ship's action point. */
import { impulse } from '../../../../engine/index.js';
import { slashCommand, type CommandModule } from '../../../pipeline/command.js';
import * as orders from '../orders.js';
import { suggestAp } from '../autocomplete.js';

export default {
  data: slashCommand('ap', {
    options: [
      { name: 'use', type: 'string', required: true, choices: impulse.AP_USE_KINDS },
      { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
      { name: 'arc', type: 'string', choices: ['forward', 'right', 'rear', 'left'] },
      { name: 'weapon', type: 'string', autocomplete: true, maxLength: 40 },
      { name: 'missile', type: 'string', autocomplete: true, maxLength: 16 },
      { name: 'target', type: 'string', autocomplete: true, maxLength: 40 },
    ],
  }),
  execute: orders.useAp,
  autocomplete: suggestAp,
} satisfies CommandModule;

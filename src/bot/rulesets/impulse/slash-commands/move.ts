/** /move: move a ship one hex. */
import { slashCommand, type CommandModule } from '../../../pipeline/command.js';
import * as orders from '../orders.js';
import { suggestMove } from '../autocomplete.js';
import { MOVE_CHOICES } from '../move-choices.js';

export default {
  data: slashCommand('move', {
    options: [
      { name: 'how', type: 'string', choices: Object.keys(MOVE_CHOICES) },
      { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
      { name: 'afterburner', type: 'boolean' },
      { name: 'missile', type: 'string', autocomplete: true, maxLength: 16 },
      { name: 'to', type: 'string', autocomplete: true, maxLength: 8 },
    ],
  }),
  execute: orders.move,
  autocomplete: suggestMove,
} satisfies CommandModule;

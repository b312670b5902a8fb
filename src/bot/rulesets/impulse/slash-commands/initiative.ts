/** /initiative: take or give the initiative. */
import { slashCommand, type CommandModule } from '../../../pipeline/command.js';
import * as orders from '../orders.js';

export default {
  data: slashCommand('initiative', {
    options: [{ name: 'choice', type: 'string', required: true, choices: ['take', 'give'] }],
  }),
  execute: orders.initiative,
} satisfies CommandModule;

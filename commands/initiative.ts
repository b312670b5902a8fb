/** /initiative: take or give the initiative. */
import { orders, slashCommand, type CommandModule } from '../src/bot/kit.js';

export default {
  data: slashCommand('initiative', {
    options: [{ name: 'choice', type: 'string', required: true, choices: ['take', 'give'] }],
  }),
  execute: orders.initiative,
} satisfies CommandModule;

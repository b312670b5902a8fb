/** /repair: try to repair a critical hit. */
import { orders, slashCommand, suggest, type CommandModule } from '../src/bot/kit.js';

export default {
  data: slashCommand('repair', {
    options: [
      { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
      { name: 'critical', type: 'string', autocomplete: true, maxLength: 40 },
    ],
  }),
  execute: orders.repair,
  autocomplete: suggest,
} satisfies CommandModule;

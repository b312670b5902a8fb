/** /fire: fire a weapon group at one target, or give each weapon its own. */
import { orders, slashCommand, suggest, type CommandModule } from '../src/bot/kit.js';

export default {
  data: slashCommand('fire', {
    options: [
      { name: 'weapon', type: 'string', autocomplete: true },
      { name: 'target', type: 'string', autocomplete: true },
      { name: 'ship', type: 'string', autocomplete: true },
      { name: 'targets', type: 'string', maxLength: 200 },
    ],
  }),
  execute: orders.fire,
  autocomplete: suggest,
} satisfies CommandModule;

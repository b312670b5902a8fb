/** /fire: fire a weapon group at one target, or give each weapon its own. */
import { orders, slashCommand, suggest, type CommandModule } from '../src/bot/kit.js';

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
  autocomplete: suggest,
} satisfies CommandModule;

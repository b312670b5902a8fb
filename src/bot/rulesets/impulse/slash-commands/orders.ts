/** /orders: standing orders, so a ship plays its turns by itself while they stay legal. */
import { slashCommand, type CommandModule } from '../../../pipeline/command.js';
import * as orders from '../orders.js';
import { suggestOrders } from '../autocomplete.js';

export default {
  data: slashCommand('orders', {
    options: [
      { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
      { name: 'move', type: 'string', maxLength: 300 },
      { name: 'then', type: 'string', choices: ['straight', 'ask'] },
      {
        name: 'ap',
        type: 'string',
        choices: ['doNothing', 'chargeYellow', 'chargeBattery', 'reinforceShield', 'enableSideslip', 'ask'],
      },
      { name: 'arc', type: 'string', choices: ['forward', 'right', 'rear', 'left'] },
      { name: 'fire', type: 'string', autocomplete: true, maxLength: 40 },
      { name: 'repair', type: 'boolean' },
      { name: 'initiative', type: 'string', choices: ['take', 'give', 'ask'] },
      { name: 'power', type: 'string', choices: ['default', 'ask'] },
      { name: 'clear', type: 'boolean' },
      { name: 'autopilot', type: 'boolean' },
    ],
  }),
  execute: orders.standingOrders,
  autocomplete: suggestOrders,
} satisfies CommandModule;

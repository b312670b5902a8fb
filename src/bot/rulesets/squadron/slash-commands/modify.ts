/** /modify: change your dice in an attack: spend the lock (reroll), the focus, the evade. */
import { defineCommand } from '../../../pipeline/command.js';
import * as orders from '../orders.js';

export default defineCommand(
  'modify',
  [
    { name: 'lock', type: 'string', maxLength: 40 },
    { name: 'focus', type: 'boolean' },
    { name: 'evade', type: 'boolean' },
    { name: 'done', type: 'boolean' },
  ],
  orders.modify,
);

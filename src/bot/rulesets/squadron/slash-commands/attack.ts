/** /attack: a ship of the skill firing now attacks a target in arc and range, or holds its fire. */
import { defineCommand } from '../../../pipeline/command.js';
import { suggestSquadron } from '../autocomplete.js';
import * as orders from '../orders.js';

export default defineCommand(
  'attack',
  [
    { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
    { name: 'target', type: 'string', autocomplete: true, maxLength: 40 },
    { name: 'weapon', type: 'string', autocomplete: true, maxLength: 40 },
    { name: 'hold', type: 'boolean' },
  ],
  orders.attack,
  suggestSquadron,
);

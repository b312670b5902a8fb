/** /action: the ship's action (or a free action), with what it needs. */
import { defineCommand } from '../../../pipeline/command.js';
import { suggestSquadron } from '../autocomplete.js';
import * as orders from '../orders.js';
import { ACTION_WORDS } from '../words.js';

export default defineCommand(
  'action',
  [
    { name: 'action', type: 'string', required: true, choices: Object.values(ACTION_WORDS) },
    { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
    { name: 'target', type: 'string', autocomplete: true, maxLength: 40 },
    { name: 'direction', type: 'string', choices: ['left', 'right'] },
    { name: 'spot', type: 'string', choices: ['forward', 'level', 'back'] },
    { name: 'boost', type: 'string', choices: ['straight', 'bank-left', 'bank-right'] },
    { name: 'end', type: 'string', choices: ['fore', 'aft'] },
    { name: 'arc', type: 'string', choices: ['forward', 'right', 'rear', 'left'] },
    { name: 'manoeuvre', type: 'string', autocomplete: true, maxLength: 40 },
    // Reload: several cards, comma-separated.
    { name: 'weapon', type: 'string', autocomplete: true, maxLength: 100 },
    // Card: the action card whose «Ação:» the ship performs (issue 41).
    { name: 'card', type: 'string', autocomplete: true, maxLength: 40 },
  ],
  orders.action,
  suggestSquadron,
);

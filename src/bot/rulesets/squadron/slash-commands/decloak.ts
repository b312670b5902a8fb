/** /decloak: at the start of the Activation phase a cloaked ship decloaks (straight-2 roll or boost) or stays. */
import { defineCommand } from '../../../pipeline/command.js';
import { suggestSquadron } from '../autocomplete.js';
import * as orders from '../orders.js';

export default defineCommand(
  'decloak',
  [
    { name: 'how', type: 'string', required: true, choices: ['roll', 'boost', 'stay'] },
    { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
    { name: 'direction', type: 'string', choices: ['left', 'right'] },
    { name: 'spot', type: 'string', choices: ['forward', 'back'] },
  ],
  orders.decloak,
  suggestSquadron,
);

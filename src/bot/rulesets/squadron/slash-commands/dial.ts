/** /dial: a ship's secret manoeuvre for this round; alone, the private dial menus. */
import { defineCommand } from '../../../pipeline/command.js';
import { suggestSquadron } from '../autocomplete.js';
import * as orders from '../orders.js';

export default defineCommand(
  'dial',
  [
    { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
    { name: 'manoeuvre', type: 'string', autocomplete: true, maxLength: 40 },
  ],
  orders.dial,
  suggestSquadron,
);

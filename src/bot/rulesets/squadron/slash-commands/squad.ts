/** /squad: build each side's squad before the start, to the points limit. */
import { defineSubcommands, subcommand } from '../../../pipeline/command.js';
import { suggestSquadron } from '../autocomplete.js';
import * as squad from '../squad.js';

export default defineSubcommands(
  'squad',
  [
    subcommand(
      'add',
      [
        { name: 'pilot', type: 'string', required: true, autocomplete: true, maxLength: 60 },
        { name: 'upgrades', type: 'string', autocomplete: true, maxLength: 120 },
        { name: 'side', type: 'string', autocomplete: true, maxLength: 40 },
      ],
      squad.add,
    ),
    subcommand(
      'remove',
      [{ name: 'pilot', type: 'string', required: true, autocomplete: true, maxLength: 60 }],
      squad.remove,
    ),
    subcommand('show', [], squad.show),
  ],
  'show',
  suggestSquadron,
);

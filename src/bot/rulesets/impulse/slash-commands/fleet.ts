/** /fleet: build the fleets before the game starts. */
import { defineSubcommands, subcommand } from '../../../pipeline/command.js';
import { suggestFleet } from '../autocomplete.js';
import * as fleet from '../fleet.js';

export default defineSubcommands(
  'fleet',
  [
    subcommand(
      'add',
      [
        { name: 'class', type: 'string', required: true, autocomplete: true, maxLength: 60 },
        { name: 'name', type: 'string', required: true, maxLength: 32 },
        { name: 'side', type: 'string', autocomplete: true, maxLength: 40 },
      ],
      fleet.add,
    ),
    subcommand(
      'remove',
      [{ name: 'ship', type: 'string', required: true, autocomplete: true, maxLength: 40 }],
      fleet.remove,
    ),
    subcommand('list', [], fleet.list),
    subcommand('import', [{ name: 'file', type: 'attachment', required: true }], fleet.importFleet),
  ],
  'list',
  suggestFleet,
);

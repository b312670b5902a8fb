/** /roster: build each side's list before the start, for every ruleset (issue 42). */
import { defineSubcommands, roster, subcommand } from '../src/bot/kit.js';

export default defineSubcommands(
  'roster',
  [
    subcommand(
      'add',
      [
        { name: 'unit', type: 'string', required: true, autocomplete: true, maxLength: 60 },
        { name: 'name', type: 'string', maxLength: 32 },
        { name: 'upgrades', type: 'string', autocomplete: true, maxLength: 120 },
        { name: 'side', type: 'string', autocomplete: true, maxLength: 40 },
      ],
      roster.addUnit,
    ),
    subcommand(
      'remove',
      [{ name: 'unit', type: 'string', required: true, autocomplete: true, maxLength: 40 }],
      roster.removeUnit,
    ),
    subcommand('list', [], roster.listRoster),
    subcommand('import', [{ name: 'file', type: 'attachment', required: true }], roster.importRoster),
    subcommand('export', [], roster.exportRoster),
  ],
  'list',
  roster.suggestRoster,
);

/** /fleet: build the fleets before the game starts. */
import { slashCommand, type CommandModule } from '../../../pipeline/command.js';
import * as fleet from '../fleet.js';
import { suggestFleet } from '../autocomplete.js';

const HANDLERS = { add: fleet.add, remove: fleet.remove, list: fleet.list, import: fleet.importFleet } as const;

export default {
  data: slashCommand('fleet', {
    subcommands: [
      {
        name: 'add',
        options: [
          { name: 'class', type: 'string', required: true, autocomplete: true, maxLength: 60 },
          { name: 'name', type: 'string', required: true, maxLength: 32 },
          { name: 'side', type: 'string', autocomplete: true, maxLength: 40 },
        ],
      },
      {
        name: 'remove',
        options: [{ name: 'ship', type: 'string', required: true, autocomplete: true, maxLength: 40 }],
      },
      { name: 'list' },
      { name: 'import', options: [{ name: 'file', type: 'attachment', required: true }] },
    ],
  }),
  // Own keys only: a forged subcommand such as "constructor" is no handler.
  execute: (ctx) =>
    (Object.hasOwn(HANDLERS, ctx.request.subcommand ?? '')
      ? HANDLERS[ctx.request.subcommand as keyof typeof HANDLERS]
      : fleet.list)(ctx),
  autocomplete: suggestFleet,
} satisfies CommandModule;

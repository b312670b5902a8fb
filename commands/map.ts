/** /map: the map now, optionally with a ship's reach or fire zone highlighted. */
import { slashCommand, suggestUnit, views, type CommandModule } from '../src/bot/kit.js';

export default {
  data: slashCommand('map', {
    options: [
      { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
      { name: 'show', type: 'string', choices: ['reach', 'fire'] },
    ],
  }),
  execute: views.showMap,
  autocomplete: suggestUnit,
} satisfies CommandModule;

/** /map: the map now, optionally with a ship's reach or fire zone highlighted. */
import { defineCommand, suggestUnit, views } from '../src/bot/kit.js';

export default defineCommand(
  'map',
  [
    { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
    { name: 'show', type: 'string', choices: ['reach', 'fire'] },
  ],
  views.showMap,
  suggestUnit,
);

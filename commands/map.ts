/** /map: the map now, optionally with what the game's ruleset can lay over it for one unit (its reach, its fire zone). */
import { alwaysPrivate, defineCommand, suggestMap, views } from '../src/bot/kit.js';

export default defineCommand(
  'map',
  [
    { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
    { name: 'show', type: 'string', autocomplete: true, maxLength: 16 },
  ],
  views.showMap,
  suggestMap,
  alwaysPrivate,
);

/** /replay: the map as it stood after an earlier part of a round (or a round), rebuilt from the log. */
import { alwaysPrivate, defineCommand, suggestPart, views } from '../src/bot/kit.js';

export default defineCommand(
  'replay',
  [
    { name: 'round', type: 'integer', required: true, min: 1, max: 999 },
    // A part of the round as the game's ruleset names it (the table's `roundParts`); its first when left out.
    { name: 'part', type: 'string', autocomplete: true, maxLength: 8 },
    // An animated GIF stepping through that stretch of play instead of the still map.
    { name: 'animated', type: 'boolean' },
  ],
  views.replayPart,
  suggestPart,
  alwaysPrivate,
);

/** /replay: the map as it stood after an earlier impulse (or round), rebuilt from the log. */
import { defineCommand, suggestPart, views } from '../src/bot/kit.js';

export default defineCommand(
  'replay',
  [
    { name: 'round', type: 'integer', required: true, min: 1, max: 999 },
    // A part of the round as the game's ruleset names them (impulse's letters); its first when left out.
    { name: 'impulse', type: 'string', autocomplete: true, maxLength: 8 },
    // An animated GIF stepping through the impulse instead of the still map.
    { name: 'animated', type: 'boolean' },
  ],
  views.replayImpulse,
  suggestPart,
);

/** /replay: the map as it stood after an earlier impulse, rebuilt from the log. */
import { defineCommand, views } from '../src/bot/kit.js';

export default defineCommand(
  'replay',
  [
    { name: 'round', type: 'integer', required: true, min: 1, max: 999 },
    // A part of the round, as the game's ruleset names them (impulse's letters); its first when left out.
    { name: 'impulse', type: 'string', choices: ['A', 'B', 'C', 'D', 'E', 'F'] },
  ],
  views.replayImpulse,
);

/** /replay: the map as it stood after an earlier impulse, rebuilt from the log. */
import { defineCommand, views } from '../src/bot/kit.js';

export default defineCommand(
  'replay',
  [
    { name: 'round', type: 'integer', required: true, min: 1, max: 999 },
    { name: 'impulse', type: 'string', required: true, choices: ['A', 'B', 'C', 'D', 'E', 'F'] },
  ],
  views.replayImpulse,
);

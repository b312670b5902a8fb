/** /replay: the map as it stood after an earlier impulse, rebuilt from the log. */
import { slashCommand, views, type CommandModule } from '../src/bot/kit.js';

export default {
  data: slashCommand('replay', {
    options: [
      { name: 'round', type: 'integer', required: true, min: 1, max: 999 },
      { name: 'impulse', type: 'string', required: true, choices: ['A', 'B', 'C', 'D', 'E', 'F'] },
    ],
  }),
  execute: views.replayImpulse,
} satisfies CommandModule;

/** /react: standing answers to the game's reactions (issue 42), such as squadron's defence in an attack. */
import { defineCommand, reactions } from '../src/bot/kit.js';

export default defineCommand(
  'react',
  [
    { name: 'prefer', type: 'string', autocomplete: true, maxLength: 32 },
    { name: 'answer', type: 'string', autocomplete: true, maxLength: 32 },
  ],
  reactions.react,
  reactions.suggestReaction,
);

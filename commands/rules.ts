/** /rules: one rule, short and in the player's words (the topics of the game's ruleset). */
import { alwaysPrivate, defineCommand, views } from '../src/bot/kit.js';

export default defineCommand(
  'rules',
  [{ name: 'topic', type: 'string', autocomplete: true, maxLength: 40 }],
  views.rules,
  views.suggestTopics,
  alwaysPrivate,
);

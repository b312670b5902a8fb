/** /rules: one rule, short and in the player's words. */
import { slashCommand, views, type CommandModule } from '../src/bot/kit.js';

export default {
  data: slashCommand('rules', { options: [{ name: 'topic', type: 'string', autocomplete: true, maxLength: 40 }] }),
  execute: views.rules,
  autocomplete: views.suggestTopics,
} satisfies CommandModule;

/** /rules: one rule, short and in the player's words. */
import { RULE_TOPICS, slashCommand, views, type CommandModule } from '../src/bot/kit.js';

export default {
  data: slashCommand('rules', { options: [{ name: 'topic', type: 'string', choices: RULE_TOPICS }] }),
  execute: views.rules,
} satisfies CommandModule;

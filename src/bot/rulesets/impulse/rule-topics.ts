/** `impulse`'s `/rules` topics: each a title and a short text in the catalogue. */
import { EN_US } from '../../locales/en-US.js';
import type { RuleTopic } from '../table.js';

export const IMPULSE_RULE_TOPICS: readonly RuleTopic[] = Object.keys(EN_US.rules).map((id) => ({
  id,
  title: `commands.rules.choices.topic.${id}`,
  text: `rules.${id}`,
}));

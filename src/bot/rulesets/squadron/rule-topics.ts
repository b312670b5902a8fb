/** `squadron`'s `/rules` topics (issue 14, deliverable 7), their words in `strings.ts`. */
import type { RuleTopic } from '../table.js';

const TOPICS = ['round', 'dials', 'actions', 'locks', 'cloak', 'attack', 'damage', 'obstacles', 'squads'] as const;

export const SQUADRON_RULE_TOPICS: readonly RuleTopic[] = TOPICS.map((id) => ({
  id: `squadron-${id}`,
  title: `squadron.topics.${id}.title`,
  text: `squadron.topics.${id}.text`,
}));

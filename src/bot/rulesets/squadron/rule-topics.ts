/** `squadron`'s `/rules` topics (issue 14, deliverable 7), their words in `strings.ts`. */
import type { RuleTopic } from '../table.js';

// `hex`: the decisions the hex grid asks for (issue 41, item 5; README, Squadron).
const TOPICS = [
  'round',
  'dials',
  'actions',
  'locks',
  'cloak',
  'attack',
  'damage',
  'obstacles',
  'squads',
  'hex',
] as const;

export const SQUADRON_RULE_TOPICS: readonly RuleTopic[] = TOPICS.map((id) => ({
  id: `squadron-${id}`,
  title: `squadron.topics.${id}.title`,
  text: `squadron.topics.${id}.text`,
}));

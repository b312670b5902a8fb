/** `skirmish`'s `/rules` topics (issue 44 deliverable 7), their words in `strings-*.ts`. */
import type { RuleTopic } from '../table.js';

export const SKIRMISH_TOPIC_IDS = [
  'round',
  'movement',
  'attacks',
  'charge',
  'fight',
  'shock',
  'stratagems',
  'objectives',
  'terrain',
] as const;

export const SKIRMISH_RULE_TOPICS: readonly RuleTopic[] = SKIRMISH_TOPIC_IDS.map((id) => ({
  id: `skirmish-${id}`,
  title: `skirmish.topics.${id}.title`,
  text: `skirmish.topics.${id}.text`,
}));

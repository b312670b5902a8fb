/** `fleet`'s `/rules` topics (issue 43 deliverable 8), their words in `strings-*.ts`. */
import type { RuleTopic } from '../table.js';

const TOPICS = ['round', 'commands', 'attacks', 'defence', 'damage', 'movement', 'squadrons', 'objectives'] as const;

export const FLEET_RULE_TOPICS: readonly RuleTopic[] = TOPICS.map((id) => ({
  id: `fleet-${id}`,
  title: `fleet.topics.${id}.title`,
  text: `fleet.topics.${id}.text`,
}));

/** `vector`'s `/rules` topics (issue 15), their words in the strings files. */
import type { RuleTopic } from '../table.js';

export const VECTOR_RULE_TOPICS: readonly RuleTopic[] = ['velocity', 'rounds', 'control'].map((id) => ({
  id: `vector-${id}`,
  title: `vector.topics.${id}.title`,
  text: `vector.topics.${id}.text`,
}));

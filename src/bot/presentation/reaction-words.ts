/**
 * A reaction's words (issue 42), from its ruleset's catalogue: `<ruleset>.reactions.<kind>.name` (the
 * kind, in `/react` and the prompt), `.options.<option>` (a button, the clock's default) and
 * `.answers.<answer>` (a standing preference). The ruleset's strings files hold them in every locale.
 */
import type { Translate } from '../locales/index.js';
import { loose } from '../locales/index.js';
import type { TableRuleset } from '../rulesets/table.js';

export interface ReactionWords {
  readonly name: string;
  option(id: string): string;
  answer(answer: string): string;
}

export function reactionWords(t: Translate, table: Pick<TableRuleset, 'rules'>, kind: string): ReactionWords {
  const say = loose(t);
  const base = `${table.rules.id}.reactions.${kind}`;
  return {
    name: say(`${base}.name`),
    option: (id) => say(`${base}.options.${id}`),
    answer: (answer) => say(`${base}.answers.${answer}`),
  };
}

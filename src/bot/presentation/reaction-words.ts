/**
 * A reaction's words (issue 42), from its ruleset's catalogue: `<ruleset>.reactions.<kind>.name` (the
 * kind, in `/react` and the prompt), `.options.<option>` (a button, the clock's default) and
 * `.answers.<answer>` (a standing preference). The ruleset's strings files hold them in every locale.
 *
 * An option made of parts joined by '+' (a fleet defender spending `brace+redirect-left`) is said part
 * by part, each `.options.<part>`, joined with ' + ', when the whole id has no words of its own. An
 * option with no words at all (a hex label the rules make up) is said through the kind's `.option`
 * template (`Hex {id}`), where the ruleset gives one.
 */
import type { Translate } from '../locales/index.js';
import { hasText, loose } from '../locales/index.js';
import type { TableRuleset } from '../rulesets/table.js';

export interface ReactionWords {
  readonly name: string;
  option(id: string): string;
  answer(answer: string): string;
}

export function reactionWords(
  t: Translate,
  table: Pick<TableRuleset, 'rules' | 'reactionOption'>,
  kind: string,
  state?: unknown,
): ReactionWords {
  const say = loose(t);
  const base = `${table.rules.id}.reactions.${kind}`;
  const option = (id: string): string => {
    const named = state === undefined ? undefined : table.reactionOption?.(t, state, kind, id);
    if (named !== undefined) return named;
    const own = `${base}.options.${id}`;
    if (hasText(own)) return say(own);
    const parts = id.split('+');
    if (parts.length > 1 && parts.every((p) => hasText(`${base}.options.${p}`)))
      return parts.map((p) => say(`${base}.options.${p}`)).join(' + ');
    if (hasText(`${base}.option`)) return say(`${base}.option`, { id });
    return say(own);
  };
  return {
    name: say(`${base}.name`),
    option,
    answer: (answer) => say(`${base}.answers.${answer}`),
  };
}

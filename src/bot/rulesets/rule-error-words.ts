/**
 * A ruleset's rule errors in the reader's words, from its own catalogue keys
 * (`<ruleset>.errors.<CODE>`): codes such as NOT_YOUR_TURN are other rulesets' words in the shared
 * `errors.*`, so a table looks under its own name first. Shared by the `fleet` and `skirmish` tables.
 */
import type { RuleError } from '../../engine/index.js';
import { hasText, loose, type MessageKey, type Translate } from '../locales/index.js';
import { problem, type Problem } from '../pipeline/problem.js';

/** A detail value as the message takes it: a number, text, or nested words. */
export type DetailWords = string | number | Problem;

/**
 * The error as `<ruleset>.errors.<CODE>`, each detail value put in words by `value` (ids as names);
 * undefined where the table's catalogue lacks the code (the core's codes: the shared wording).
 */
export function explainRulesetError(
  ruleset: string,
  error: RuleError,
  value: (key: string, v: unknown) => DetailWords,
): Problem | undefined {
  const key = `${ruleset}.errors.${error.code}`;
  if (!hasText(key)) return undefined;
  const vars: Record<string, DetailWords> = { code: error.code };
  for (const [k, v] of Object.entries(error.detail)) vars[k] = value(k, v);
  return problem(key as MessageKey, vars);
}

/** An error code in words (a stopped plan's reason), whoever's catalogue has it: the ruleset's, the shared, or none. */
export function rulesetErrorWords(ruleset: string, t: Translate, code: string): string {
  const say = loose(t);
  if (hasText(`${ruleset}.errors.${code}`)) return say(`${ruleset}.errors.${code}`);
  return hasText(`errors.${code}`) ? say(`errors.${code}`) : code;
}

/** Why a request was refused: a string key and its values, turned into the user's language late. */
import type { RuleError } from '../../engine/index.js';
import { isMessageKey, type MessageKey, type Translate } from '../locales/index.js';

/** A value in a problem: text, a number, or a part of its own said in the same language (the "why" of `reply.badOption`). */
export type ProblemValue = string | number | Problem;

export interface Problem {
  readonly key: MessageKey;
  readonly vars?: Readonly<Record<string, ProblemValue>>;
}

export const problem = (key: MessageKey, vars?: Readonly<Record<string, ProblemValue>>): Problem =>
  vars ? { key, vars } : { key };

/** A rule error from the engine as a problem: its code's message, with its detail as values. */
export function fromRuleError(error: RuleError, describeValue: (key: string, value: unknown) => string): Problem {
  const vars: Record<string, string | number> = { code: error.code };
  for (const [key, value] of Object.entries(error.detail)) vars[key] = describeValue(key, value);
  const key = `errors.${error.code}`;
  return isMessageKey(key) ? { key, vars } : { key: 'errors.fallback', vars };
}

export function say(t: Translate, p: Problem): string {
  const vars = Object.fromEntries(
    Object.entries(p.vars ?? {}).map(([name, value]) => [name, typeof value === 'object' ? say(t, value) : value]),
  );
  return t(p.key, vars);
}

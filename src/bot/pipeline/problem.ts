/** Why a request was refused: a string key and its values, turned into the user's language late. */
import type { RuleError } from '../../engine/index.js';
import { hasText, type Translate } from '../locales/index.js';

export interface Problem {
  readonly key: string;
  readonly vars?: Readonly<Record<string, string | number>>;
}

export const problem = (key: string, vars?: Readonly<Record<string, string | number>>): Problem => (vars ? { key, vars } : { key });

/** A rule error from the engine as a problem: its code's message, with its detail as values. */
export function fromRuleError(error: RuleError, describeValue: (key: string, value: unknown) => string): Problem {
  const vars: Record<string, string | number> = { code: error.code };
  for (const [key, value] of Object.entries(error.detail)) vars[key] = describeValue(key, value);
  return hasText(`errors.${error.code}`) ? { key: `errors.${error.code}`, vars } : { key: 'errors.fallback', vars };
}

export const say = (t: Translate, p: Problem): string => t(p.key, p.vars);

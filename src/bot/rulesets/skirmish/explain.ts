/**
 * `skirmish`'s rule errors in the reader's words (`skirmish.errors.<CODE>`, one for every code of the
 * engine's errors.ts): the table's own catalogue keys, since codes such as NOT_YOUR_TURN are other
 * rulesets' words in the shared `errors.*`. Ids in the detail become names (units, sides, weapons,
 * stratagems, phases, hexes); a code the table does not know is left to the shared wording.
 */
import { formatHex, type RuleError } from '../../../engine/index.js';
import type { SkirmishState } from '../../../engine/rulesets/skirmish/index.js';
import { hasText, type MessageKey, type Translate } from '../../locales/index.js';
import { problem, type Problem } from '../../pipeline/problem.js';
import { explainRulesetError, rulesetErrorWords } from '../rule-error-words.js';
import { sideName, unitName } from './words.js';

const UNIT_KEYS = new Set(['unit', 'target', 'other', 'attacker', 'defender', 'charger', 'against', 'enemy']);

const isHex = (v: unknown): v is { q: number; r: number } =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { q?: unknown }).q === 'number' &&
  typeof (v as { r?: unknown }).r === 'number';

/** A detail value as text: units and sides by name, weapons, stratagems and phases as words, hexes as labels. */
function value(state: SkirmishState, key: string, v: unknown): string | number | Problem {
  if (typeof v === 'number') return v;
  if (isHex(v)) return formatHex(v);
  if (typeof v === 'string') {
    if (UNIT_KEYS.has(key)) return unitName(state, v);
    if (key === 'side' || key === 'active') return sideName(state, v);
    if (key === 'weapon') return state.catalog.weapons[v]?.name ?? v;
    if (key === 'stratagem' && hasText(`skirmish.stratagems.${v}.name`))
      return problem(`skirmish.stratagems.${v}.name` as MessageKey);
    if (key === 'phase' && hasText(`skirmish.phases.${v}`)) return problem(`skirmish.phases.${v}` as MessageKey);
    return v;
  }
  if (Array.isArray(v))
    return v
      .map((x) =>
        typeof x === 'string'
          ? UNIT_KEYS.has(key) || key === 'targets' || key === 'units'
            ? unitName(state, x)
            : x
          : isHex(x)
            ? formatHex(x)
            : String(x),
      )
      .join(', ');
  return JSON.stringify(v);
}

export function explainSkirmishError(state: SkirmishState, error: RuleError): Problem | undefined {
  return explainRulesetError('skirmish', error, (k, v) => value(state, k, v));
}

/** An error code in words (a stopped plan's reason), whoever's catalogue has it. */
export const errorWords = (t: Translate, code: string): string => rulesetErrorWords('skirmish', t, code);

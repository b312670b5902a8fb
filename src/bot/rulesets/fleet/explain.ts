/**
 * `fleet`'s rule errors in the reader's words (`fleet.errors.<CODE>`): the table's own catalogue
 * keys, since codes such as NO_SUCH_SHIP are other rulesets' words in the shared `errors.*`. Ids in
 * the detail become names, zones and tokens words. A code the table does not know (the core's) is
 * left to the shared wording.
 */
import type { RuleError } from '../../../engine/index.js';
import type { FleetState } from '../../../engine/rulesets/fleet/index.js';
import { hasText, type MessageKey, type Translate } from '../../locales/index.js';
import { problem, type Problem } from '../../pipeline/problem.js';
import { explainRulesetError, rulesetErrorWords } from '../rule-error-words.js';
import { sideName, unitName } from './words.js';

const UNIT_KEYS = new Set(['ship', 'squadron', 'unit', 'target', 'other', 'attacker', 'defender']);

/** A detail value as text: units and sides by name, zones, tokens and commands as nested words. */
function value(state: FleetState, key: string, v: unknown): string | number | Problem {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') {
    if (UNIT_KEYS.has(key)) return unitName(state, v);
    if (key === 'side') return sideName(state, v);
    if (['zone', 'from', 'to', 'redirect'].includes(key) && hasText(`fleet.zones.${v}`))
      return problem(`fleet.zones.${v}` as MessageKey);
    if (['token', 'type'].includes(key) && hasText(`fleet.tokens.${v}`))
      return problem(`fleet.tokens.${v}` as MessageKey);
    if (['dial', 'command', 'token'].includes(key) && hasText(`fleet.commandWords.${v}`))
      return problem(`fleet.commandWords.${v}` as MessageKey);
    if (key === 'colour' && hasText(`fleet.dice.${v}`)) return problem(`fleet.dice.${v}` as MessageKey);
    return v;
  }
  if (Array.isArray(v))
    return v.map((x) => (typeof x === 'string' ? (UNIT_KEYS.has(key) ? unitName(state, x) : x) : String(x))).join(', ');
  return JSON.stringify(v);
}

export function explainFleetError(state: FleetState, error: RuleError): Problem | undefined {
  return explainRulesetError('fleet', error, (k, v) => value(state, k, v));
}

/** An error code in words (a stopped plan's reason), whoever's catalogue has it. */
export const errorWords = (t: Translate, code: string): string => rulesetErrorWords('fleet', t, code);

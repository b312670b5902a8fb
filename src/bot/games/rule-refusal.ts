/** A command the rules refused, told to the player in their words with the game's own names. */
import type { RuleError } from '../../engine/index.js';
import { fromRuleError, type Problem } from '../pipeline/problem.js';
import type { TableRuleset } from '../rulesets/table.js';

const UNIT_KEYS = new Set(['ship', 'target', 'unit']);

/**
 * Readable values for a rule error's detail: a unit's id (`ship`, `target`, `unit`) becomes its name,
 * a side's its name, as the game's ruleset says them.
 */
export function detailText(table: TableRuleset, state: unknown): (key: string, value: unknown) => string {
  const sideName = (id: string) => table.sideName(state, id);
  return (key, value) => {
    if (typeof value === 'string')
      return UNIT_KEYS.has(key) ? table.unitName(state, value) : key === 'side' ? sideName(value) : value;
    if (Array.isArray(value))
      return value
        .map((v) => (typeof v === 'string' && (key === 'awaiting' || key === 'sides') ? sideName(v) : String(v)))
        .join(', ');
    return typeof value === 'number' ? String(value) : JSON.stringify(value);
  };
}

/** The ruleset's own explanation of the moment when it has one, else the error's plain message. */
export const ruleRefusal = (table: TableRuleset, state: unknown, side: string, error: RuleError): Problem =>
  table.explainRuleError(state, side, error) ?? fromRuleError(error, detailText(table, state));

/**
 * The orders an AI player looks at (issue 18): the legal ones, and the free-form ones the ruleset
 * suggests. Where `legalCommandsComplete` says the legal list is a sample (issue 42: orders too many
 * to list), these are a sample too: the AI chooses among them and never reads their absence as a
 * rule (an order it does not see may still be legal), and every order it gives is one the rules
 * accepted (easy tries its pick; normal and hard apply each one they weigh).
 */
import type { AnyRuleset, RulesetCommand, SideId } from '../engine/index.js';

export const optionsOf = (rules: AnyRuleset, state: unknown, side: SideId): RulesetCommand[] => [
  ...rules.legalCommands(state, side),
  ...(rules.ai.candidates?.(state, side) ?? []),
];

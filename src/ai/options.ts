/** The orders an AI player looks at (issue 18): the legal ones, and the free-form ones the ruleset suggests. */
import type { AnyRuleset, RulesetCommand, SideId } from '../engine/index.js';

export const optionsOf = (rules: AnyRuleset, state: unknown, side: SideId): RulesetCommand[] => [
  ...rules.legalCommands(state, side),
  ...(rules.ai.candidates?.(state, side) ?? []),
];

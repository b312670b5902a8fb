/**
 * Whether one command is legal now (issue 42): where the orders are too many to list (where ten
 * models may stand), the contract's `isLegal` answers for one. A ruleset with no cheaper check than
 * playing the command asks `applyCommand` and keeps only the verdict: exact by construction, and as
 * dear as the command itself. A ruleset with a cheaper check brings its own.
 */
import { ok, type Result } from './result.js';

export const legalByApplying =
  <State, Command, E>(apply: (state: State, command: Command) => Result<unknown, E>) =>
  (state: State, command: Command): Result<true, E> => {
    const applied = apply(state, command);
    return applied.ok ? ok(true) : applied;
  };

/**
 * An AI player's order for one moment (issue 18): pure and deterministic. It reads only the
 * ruleset's contract (its legal commands, its AI ranks, valuation and behaviours, its default action)
 * and returns one of the ruleset's commands, which the bot then plays through the same validation as
 * a person's and logs; a replay reads the log and never asks the AI again. The randomness between
 * equally good orders comes from `seed` (the game's secret seed and the log's length), so the same
 * moment always gets the same order and nobody can predict it from outside.
 */
import type { AnyRuleset, RulesetCommand, SideId } from '../engine/index.js';
import { easy } from './easy.js';
import { greedyStep } from './greedy.js';
import type { AiLevel } from './levels.js';
import { lean, type AiPersonality } from './personalities.js';
import { plan } from './plan.js';

/** Rolls of the dice the normal level weighs each order over. */
const ROLLS = 4;

/** The order `side` gives now at `level`, or undefined when the side owes nothing. */
export function chooseCommand(
  rules: AnyRuleset,
  state: unknown,
  side: SideId,
  level: AiLevel,
  seed: string,
  personality: AiPersonality = 'steady',
): RulesetCommand | undefined {
  if (!rules.awaiting(state).sides.includes(side)) return undefined;
  // What other sides have sealed stays sealed: the AI reads only what its side may know.
  state = rules.ai.blind?.(state, side) ?? state;
  const fallback = (): RulesetCommand | undefined => easy(rules, state, side, seed);
  const weights = rules.ai.behaviours?.steady;
  switch (level) {
    case 'easy':
      return fallback();
    case 'normal':
      return normal(rules, state, side, seed, weights && lean(weights, personality)) ?? fallback();
    case 'hard':
      return plan(rules, state, side, seed, personality) ?? normal(rules, state, side, seed, undefined) ?? fallback();
  }
}

/** The normal level: the best order one step ahead; the rules' default action when none ranks. */
function normal(
  rules: AnyRuleset,
  state: unknown,
  side: SideId,
  seed: string,
  weights: Parameters<typeof greedyStep>[4],
): RulesetCommand | undefined {
  if (!rules.ai.score) return undefined;
  return greedyStep(rules, state, side, seed, weights, ROLLS) ?? rules.timeoutCommand(state, side, false);
}

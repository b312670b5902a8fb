/**
 * An AI player's order for one moment (issue 18): pure and deterministic. It reads only the
 * ruleset's contract (its legal commands, its AI ranks, its default action) and returns one of the
 * ruleset's commands, which the bot then plays through the same validation as a person's and logs;
 * a replay reads the log and never asks the AI again. The randomness between equally good orders
 * comes from `seed` (the game's secret seed and the log's length), so the same moment always gets
 * the same order and nobody can predict it from outside.
 */
import { createRng, seedRng, type AnyRuleset, type RulesetCommand, type SideId } from '../engine/index.js';
import type { AiLevel } from './levels.js';

/** The order `side` gives now at `level`, or undefined when the side owes nothing. */
export function chooseCommand(
  rules: AnyRuleset,
  state: unknown,
  side: SideId,
  level: AiLevel,
  seed: string,
): RulesetCommand | undefined {
  if (!rules.awaiting(state).sides.includes(side)) return undefined;
  switch (level) {
    case 'easy':
      return easy(rules, state, side, seed);
    case 'normal':
      return rules.ai.score ? greedy(rules, state, side, seed) : easy(rules, state, side, seed);
  }
}

/** The orders the AI looks at: the legal ones, and the free-form ones the ruleset suggests. */
const optionsOf = (rules: AnyRuleset, state: unknown, side: SideId): RulesetCommand[] => [
  ...rules.legalCommands(state, side),
  ...(rules.ai.candidates?.(state, side) ?? []),
];

/** Rolls of the dice the normal level weighs each order over. */
const ROLLS = 4;

/**
 * The normal level: each legal order worth giving, applied over a few rolls of the dice to come,
 * valued by the ruleset's `score`; the best on average, ties broken by rank and then at random. A
 * shot is thus taken for its expected damage, a move for where it leaves the ship.
 */
function greedy(rules: AnyRuleset, state: unknown, side: SideId, seed: string): RulesetCommand | undefined {
  const score = rules.ai.score;
  if (!score) return easy(rules, state, side, seed);
  const rng = createRng(seedRng(seed));
  const rolls = Array.from({ length: ROLLS }, (_, k) => rules.ai.reseed?.(state, `${seed}:roll:${k}`) ?? state);
  let best: { command: RulesetCommand; value: number } | undefined;
  let ties = 0;
  for (const command of optionsOf(rules, state, side)) {
    const rank = rules.ai.rank(command);
    if (rank <= 0) continue;
    let total = 0;
    let counted = 0;
    for (const roll of rolls) {
      const applied = rules.applyCommand(roll, command);
      if (!applied.ok) break;
      total += score(applied.value.state, side);
      counted += 1;
    }
    if (counted < rolls.length) continue;
    // The rank breaks a tie in value (acting before passing), a tenth of a point at most.
    const value = total / counted + rank * 0.01;
    if (best && value < best.value - 1e-9) continue;
    if (best && Math.abs(value - best.value) <= 1e-9) {
      // Reservoir sampling keeps every tied order equally likely.
      ties += 1;
      if (rng.int(ties + 1) !== 0) continue;
    } else ties = 0;
    best = { command, value };
  }
  return best?.command ?? rules.timeoutCommand(state, side, false);
}

/**
 * One of the highest-ranked legal commands, at random; the rules' default action when none ranks.
 * The one chosen is tried first (a rules engine may list a command it then refuses in a corner case:
 * the AI never hands the bot an order that would stall the game).
 */
function easy(rules: AnyRuleset, state: unknown, side: SideId, seed: string): RulesetCommand | undefined {
  const rng = createRng(seedRng(seed));
  let ranked = optionsOf(rules, state, side)
    .map((command) => ({ command, rank: rules.ai.rank(command) }))
    .filter((c) => c.rank > 0);
  while (ranked.length > 0) {
    const best = Math.max(...ranked.map((c) => c.rank));
    const top = ranked.filter((c) => c.rank === best);
    const pick = top[rng.int(top.length)];
    if (pick && rules.applyCommand(state, pick.command).ok) return pick.command;
    ranked = ranked.filter((c) => c !== pick);
  }
  return rules.timeoutCommand(state, side, false);
}

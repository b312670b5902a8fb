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
  }
}

/**
 * One of the highest-ranked legal commands, at random; the rules' default action when none ranks.
 * The one chosen is tried first (a rules engine may list a command it then refuses in a corner case:
 * the AI never hands the bot an order that would stall the game).
 */
function easy(rules: AnyRuleset, state: unknown, side: SideId, seed: string): RulesetCommand | undefined {
  const rng = createRng(seedRng(seed));
  let ranked = rules
    .legalCommands(state, side)
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

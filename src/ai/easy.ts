/**
 * The easy level (issue 18): one of the highest-ranked legal commands, at random; the rules' default
 * action when none ranks. The one chosen is tried first (a rules engine may list a command it then
 * refuses in a corner case: the AI never hands the bot an order that would stall the game).
 */
import { createRng, seedRng, type AnyRuleset, type RulesetCommand, type SideId } from '../engine/index.js';
import { optionsOf } from './options.js';

export function easy(rules: AnyRuleset, state: unknown, side: SideId, seed: string): RulesetCommand | undefined {
  const rng = createRng(seedRng(seed));
  let ranked = optionsOf(rules, state, side)
    .map((command) => ({ command, rank: rules.ai.rank(command, state) }))
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

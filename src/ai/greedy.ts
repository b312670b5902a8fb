/**
 * The normal level (issue 18): each legal order worth giving, applied over a few rolls of the dice
 * to come, valued by the ruleset's `score`; the best on average, ties broken by rank and then at
 * random. A shot is thus taken for its expected damage, a move for where it leaves the ship. The hard
 * level uses the same step with a behaviour's weights, and inside its look-ahead with one roll.
 */
import {
  createRng,
  seedRng,
  type AiWeights,
  type AnyRuleset,
  type RulesetCommand,
  type SideId,
} from '../engine/index.js';
import { optionsOf } from './options.js';

export interface Weighed {
  readonly command: RulesetCommand;
  /** The mean valuation after it, plus a hundredth of its rank (acting before passing breaks ties). */
  readonly value: number;
}

/**
 * Every order worth giving for `side`, valued under `weights` over `rolls` rolls of the dice (the
 * state as it stands when the ruleset cannot reseed), best first; equal values in a random order
 * drawn from `seed`. `count` learns how many commands were applied (the hard level's budget).
 */
export function weighOrders(
  rules: AnyRuleset,
  state: unknown,
  side: SideId,
  seed: string,
  weights: AiWeights | undefined,
  rolls: number,
  count: { applied: number } = { applied: 0 },
): Weighed[] {
  const score = rules.ai.score;
  if (!score) return [];
  const rng = createRng(seedRng(seed));
  const states = Array.from({ length: rolls }, (_, k) => rules.ai.reseed?.(state, `${seed}:roll:${k}`) ?? state);
  const weighed: (Weighed & { draw: number })[] = [];
  for (const command of optionsOf(rules, state, side)) {
    const rank = rules.ai.rank(command, state);
    if (rank <= 0) continue;
    let total = 0;
    let counted = 0;
    for (const roll of states) {
      const applied = rules.applyCommand(roll, command);
      count.applied += 1;
      if (!applied.ok) break;
      total += score(applied.value.state, side, weights);
      counted += 1;
    }
    if (counted < states.length) continue;
    weighed.push({ command, value: total / counted + rank * 0.01, draw: rng.int(1 << 30) });
  }
  // Values within a hair of each other are ties, ordered by the draw.
  return weighed
    .sort((a, b) => (Math.abs(a.value - b.value) <= 1e-9 ? a.draw - b.draw : b.value - a.value))
    .map(({ command, value }) => ({ command, value }));
}

/** The best order for `side` under `weights` (see `weighOrders`); undefined when no order ranks. */
export function greedyStep(
  rules: AnyRuleset,
  state: unknown,
  side: SideId,
  seed: string,
  weights: AiWeights | undefined,
  rolls: number,
  count: { applied: number } = { applied: 0 },
): RulesetCommand | undefined {
  return weighOrders(rules, state, side, seed, weights, rolls, count)[0]?.command;
}

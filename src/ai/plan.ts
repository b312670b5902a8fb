/**
 * The hard level (issue 18): a search over plans, each an order now and a way of playing on. The
 * plans are the plain valuation's best orders (each played on plainly) and the first order of each
 * of the ruleset's scripted behaviours (close, joust, arc-dodge, retreat, focus fire, say),
 * played on as that behaviour. Each plan is followed for the coming stretches of play (the rest of
 * this one and the two after it, as the ruleset's `ai.moment` counts them) while every other side answers as the normal level would (its
 * likely reply), over two rolls of the dice, the same for every plan; where each ends is valued
 * plainly, with the threats still standing weighed as coming due, and as this AI's personality
 * leans it. The AI gives the first order of the plan that ends best: a turn begun now for a shot
 * two stretches on, a shield reinforced before the enemy's fire, a charge held for a better range.
 * Pure and deterministic: the look-ahead's size is counted in commands applied, never in time.
 */
import type { AiWeights, AnyRuleset, RulesetCommand, SideId } from '../engine/index.js';
import { greedyStep, weighOrders } from './greedy.js';
import { lean, type AiPersonality } from './personalities.js';

/**
 * Stretches of play (`ai.moment`) the look-ahead covers, and the rolls of the dice each plan is played
 * over (the same rolls for every plan, so they compare fairly). Two stretches on one roll won 62.6% of
 * 400 cruiser duels against the normal level; three on two, 75.3% (`npm run tournament -- --games 400`).
 */
const HORIZON = 3;
const ROLLS = 2;
/** Commands one look-ahead may apply at most. */
const BUDGET = 160;
/**
 * Commands all the look-aheads of one order may apply together, shared between the plans (a fleet
 * battle has many more plans than a duel), so a hard order stays well under its time goal.
 */
const TOTAL = 1600;
/** The least a look-ahead gets, however many plans share the total. */
const FLOOR = 48;
/** Rolls the first order of a behaviour is weighed over (the normal level's care). */
const FIRST_ROLLS = 2;
/** The plain valuation's best orders each tried as a plan of its own. */
const TOP = 12;
/**
 * At the look-ahead's end the threats still standing (weapons bearing, charged) come due in the next
 * stretch of play, so they weigh more there than in a one-step valuation.
 */
const PENDING = 2.5;

/** A plan: the order given now, and the weights its side's later orders follow. */
interface Plan {
  readonly weights: AiWeights;
  readonly first: RulesetCommand;
}

export function plan(
  rules: AnyRuleset,
  state: unknown,
  side: SideId,
  seed: string,
  personality: AiPersonality,
): RulesetCommand | undefined {
  const { score, behaviours } = rules.ai;
  if (!score || !behaviours) return undefined;
  const steady = behaviours.steady ?? {};
  const plain = lean(steady, personality);
  const judge = lean(
    { ...steady, facing: (steady.facing ?? 0) * PENDING, exposure: (steady.exposure ?? 0) * PENDING },
    personality,
  );
  // The plain valuation's best few orders, each followed plainly, and each behaviour's own first order.
  const weighed = weighOrders(rules, state, side, `${seed}:plain`, plain, FIRST_ROLLS);
  if (weighed.length <= 1) return weighed[0]?.command;
  const plans = new Map<string, Plan>();
  for (const { command } of weighed.slice(0, TOP))
    plans.set(`steady ${JSON.stringify(command)}`, { weights: plain, first: command });
  for (const [name, weights] of Object.entries(behaviours)) {
    if (name === 'steady') continue;
    const leaned = lean(weights, personality);
    const first = greedyStep(rules, state, side, `${seed}:${name}`, leaned, FIRST_ROLLS);
    if (first) plans.set(`${name} ${JSON.stringify(first)}`, { weights: leaned, first });
  }
  // Every plan would give the same order now: nothing to weigh between.
  if (new Set([...plans.values()].map((p) => JSON.stringify(p.first))).size <= 1) return weighed[0]?.command;
  const budget = Math.max(FLOOR, Math.min(BUDGET, Math.floor(TOTAL / (plans.size * ROLLS))));
  let best: { plan: Plan; value: number } | undefined;
  for (const candidate of plans.values()) {
    let total = 0;
    for (let roll = 0; roll < ROLLS; roll += 1)
      total += lookAhead(rules, state, side, candidate, judge, `${seed}:ahead:${roll}`, budget);
    const value = total / ROLLS;
    if (!best || value > best.value + 1e-9) best = { plan: candidate, value };
  }
  return best?.plan.first;
}

/**
 * Plays `behaviour` for `side` from `state` (its first order, then its own greedy orders), every
 * other side at the normal level's plain valuation, for `HORIZON` stretches of play or the budget;
 * returns the value of where it ends for `side`. Each order is weighed on other dice than the ones
 * it then meets, so the look-ahead never fires only at shots it knows will hit.
 */
function lookAhead(
  rules: AnyRuleset,
  state: unknown,
  side: SideId,
  behaviour: Plan,
  plain: AiWeights,
  seed: string,
  budget: number,
): number {
  const score = rules.ai.score;
  if (!score) return 0;
  const rolled = rules.ai.reseed?.(state, seed) ?? state;
  const opening = rules.applyCommand(rolled, behaviour.first);
  if (!opening.ok) return -Infinity;
  let current = opening.value.state;
  const count = { applied: 1 };
  let moment = rules.ai.moment?.(current);
  let stretches = 0;
  for (let n = 0; count.applied < budget && rules.outcome(current) === null; n += 1) {
    const now = rules.ai.moment?.(current);
    if (now !== moment) {
      stretches += 1;
      moment = now;
      if (stretches >= HORIZON) break;
    }
    const actor = rules.awaiting(current).sides[0];
    if (actor === undefined) break;
    const weights = actor === side ? behaviour.weights : undefined;
    const command =
      greedyStep(rules, current, actor, `${seed}:${n}`, weights, 1, count) ??
      rules.timeoutCommand(current, actor, false);
    const applied = command ? rules.applyCommand(current, command) : undefined;
    count.applied += 1;
    if (!applied?.ok) break;
    current = applied.value.state;
  }
  return score(current, side, plain);
}

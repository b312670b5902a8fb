/**
 * One AI-against-AI game, pure (issue 18, deliverable 5): each side's orders at its own level (and
 * personality) until the rules name an outcome, or the order limit is reached (a draw by exhaustion).
 */
import type { AnyRuleset, SideId } from '../engine/index.js';
import { chooseCommand } from './choose.js';
import type { AiLevel } from './levels.js';
import type { AiPersonality } from './personalities.js';

export interface MatchResult {
  /** The winning side, or null for a draw (or a game cut at the limit). */
  readonly winner: SideId | null;
  readonly orders: number;
}

export function playMatch(
  rules: AnyRuleset,
  opening: unknown,
  levels: Readonly<Record<SideId, AiLevel>>,
  seed: string,
  limit = 4000,
  personalities: Readonly<Record<SideId, AiPersonality>> = {},
): MatchResult {
  let state = opening;
  for (let n = 0; n < limit; n += 1) {
    const outcome = rules.outcome(state);
    if (outcome) return { winner: outcome.winner, orders: n };
    const side = rules.awaiting(state).sides[0];
    if (side === undefined) break;
    const command = chooseCommand(rules, state, side, levels[side] ?? 'easy', `${seed}:${n}`, personalities[side]);
    const applied = command ? rules.applyCommand(state, command) : undefined;
    if (!applied?.ok) throw new Error(`${rules.id}: the AI's order was refused at order ${n}`);
    state = applied.value.state;
  }
  return { winner: rules.outcome(state)?.winner ?? null, orders: limit };
}

/** The Wilson score interval (95%) of a win rate: honest for small samples and rates near 0 or 1. */
export function wilson(wins: number, games: number, z = 1.96): { low: number; high: number } {
  if (games === 0) return { low: 0, high: 1 };
  const p = wins / games;
  const denominator = 1 + (z * z) / games;
  const centre = (p + (z * z) / (2 * games)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / games + (z * z) / (4 * games * games))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * The AI's levels (issue 18). `easy` plays every ruleset: legal and sensible (it fires when it can
 * and acts rather than passes, never concedes). `normal` plays where the ruleset values positions
 * (`ai.score`): one step greedy on the expected value of each legal order. `hard` plays where the
 * ruleset also has behaviours to plan with (`ai.behaviours`): it follows each for the coming moments
 * against the opponent's likely replies and takes the one that ends best.
 */
import { z } from 'zod';

export const AI_LEVELS = ['easy', 'normal', 'hard'] as const;
export const AiLevelSchema = z.enum(AI_LEVELS);
export type AiLevel = z.infer<typeof AiLevelSchema>;

/** The levels a ruleset's AI plays. */
export function levelsOf(rules: {
  readonly ai: { readonly score?: unknown; readonly behaviours?: unknown };
}): readonly AiLevel[] {
  if (!rules.ai.score) return ['easy'];
  return rules.ai.behaviours ? AI_LEVELS : ['easy', 'normal'];
}

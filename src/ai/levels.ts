/**
 * The AI's levels (issue 18). `easy` plays every ruleset: legal and sensible (it fires when it can
 * and acts rather than passes, never concedes). `normal` plays where the ruleset values positions
 * (`ai.score`: impulse today): one step greedy on the expected value of each legal order. `hard` is
 * the next step and is not offered until it exists.
 */
import { z } from 'zod';

export const AI_LEVELS = ['easy', 'normal'] as const;

/** The levels a ruleset's AI plays (normal only where the ruleset values positions). */
export const levelsOf = (rules: { readonly ai: { readonly score?: unknown } }): readonly AiLevel[] =>
  rules.ai.score ? AI_LEVELS : ['easy'];
export const AiLevelSchema = z.enum(AI_LEVELS);
export type AiLevel = z.infer<typeof AiLevelSchema>;

/**
 * AI personalities (issue 18): how an AI player leans the ruleset's valuation, whatever its level.
 * Each scales the terms of the weights the ruleset's behaviours name (`AI_TERMS`); a ruleset without
 * behaviours has nothing to lean, and every personality plays alike there.
 */
import { z } from 'zod';
import type { AiTerm, AiWeights } from '../engine/index.js';

export const AI_PERSONALITIES = ['steady', 'bold', 'wary'] as const;
export const AiPersonalitySchema = z.enum(AI_PERSONALITIES);
export type AiPersonality = z.infer<typeof AiPersonalitySchema>;

/** Multipliers of the terms: bold trades its own hull for the enemy's and closes; wary keeps its ships whole and out of the enemy's arcs. */
const LEANINGS: Readonly<Record<AiPersonality, Readonly<Partial<Record<AiTerm, number>>>>> = {
  steady: {},
  bold: { own: 0.8, enemy: 1.25, closing: 1.5, exposure: 0.5 },
  wary: { own: 1.25, enemy: 0.9, closing: 0.6, exposure: 2 },
};

/** `weights` as `personality` leans them. */
export function lean(weights: AiWeights, personality: AiPersonality): AiWeights {
  const by = LEANINGS[personality];
  return Object.fromEntries(
    Object.entries(weights).map(([term, value]) => [term, (value ?? 0) * (by[term as AiTerm] ?? 1)]),
  ) as AiWeights;
}

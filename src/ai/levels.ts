/**
 * The AI's levels (issue 18). `easy` plays every ruleset: legal and sensible (it fires when it can
 * and acts rather than passes, never concedes). `normal` and `hard` are the next steps and
 * are not offered until they exist.
 */
import { z } from 'zod';

export const AI_LEVELS = ['easy'] as const;
export const AiLevelSchema = z.enum(AI_LEVELS);
export type AiLevel = z.infer<typeof AiLevelSchema>;

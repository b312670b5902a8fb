/** One AI order to work out (issue 18): what the bot sends its AI thread, and what it answers. */
import { z } from 'zod';
import { AiLevelSchema } from '../../ai/levels.js';
import { AiPersonalitySchema } from '../../ai/personalities.js';

export const AiJobSchema = z.object({
  id: z.number().int(),
  ruleset: z.string(),
  state: z.unknown(),
  side: z.string(),
  level: AiLevelSchema,
  seed: z.string(),
  personality: AiPersonalitySchema.optional(),
});
export type AiJob = z.infer<typeof AiJobSchema>;

export const AiAnswerSchema = z.object({
  id: z.number().int(),
  /** The ruleset's command (validated by the rules when the bot plays it), or null when none. */
  command: z.unknown().nullable(),
  error: z.string().optional(),
});
export type AiAnswer = z.infer<typeof AiAnswerSchema>;

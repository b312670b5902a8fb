/** One `/replay animated:true` to draw (issue 40): what the bot sends its animation thread, and what it answers. */
import { z } from 'zod';
import { ThreadFileSchema } from '../threads/thread-file.js';

export const AnimationJobSchema = z.object({
  id: z.number().int(),
  /** The reader's locale: the thread makes the same translator from it (`translator(locale)`). */
  locale: z.string().optional(),
  /** The ruleset whose table draws it (its `animation`), found by its id in the bot's registry. */
  ruleset: z.string(),
  /** The game as far as replaying it needs: its initial state and its log's commands. */
  record: z.object({ initial: z.unknown(), log: z.array(z.object({ command: z.unknown() })) }),
  round: z.number().int(),
  part: z.string().optional(),
});
export type AnimationJob = z.infer<typeof AnimationJobSchema>;

export const AnimationAnswerSchema = z.object({
  id: z.number().int(),
  /** The animation as a message attachment (its bytes arrive as a Uint8Array), or null: that stretch never ended. */
  file: ThreadFileSchema.nullable().optional(),
  error: z.string().optional(),
  /** The thread has no such ruleset: the animation is drawn where it was asked for. */
  unknown: z.boolean().optional(),
});
export type AnimationAnswer = z.infer<typeof AnimationAnswerSchema>;

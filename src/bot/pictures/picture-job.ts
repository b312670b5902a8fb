/** One map to draw (issue 45): what the bot sends its picture thread, and what it answers. */
import { z } from 'zod';
import { ThreadFileSchema } from '../threads/thread-file.js';

export const PictureJobSchema = z.object({
  id: z.number().int(),
  /** The reader's locale: the thread makes the same translator from it (`translator(locale)`). */
  locale: z.string().optional(),
  /** The ruleset whose table draws it (its `picture`), found by its id in the bot's registry. */
  ruleset: z.string(),
  /** The table's picture request as it crossed: the ruleset's own state and events, the focus and overlay. */
  request: z.object({
    state: z.unknown(),
    events: z.array(z.unknown()),
    focus: z.string().optional(),
    show: z.string().optional(),
  }),
});
export type PictureJob = z.infer<typeof PictureJobSchema>;

export const PictureAnswerSchema = z.object({
  id: z.number().int(),
  file: ThreadFileSchema.optional(),
  error: z.string().optional(),
  /** The thread has no such ruleset: the map is drawn where it was asked for. */
  unknown: z.boolean().optional(),
});
export type PictureAnswer = z.infer<typeof PictureAnswerSchema>;

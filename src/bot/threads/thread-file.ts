/**
 * A picture made on one of the bot's threads (src/bot/threads/job-thread.ts): an attachment crosses
 * as a structured clone, its Buffer arriving as a plain Uint8Array; this is its shape on the way
 * back and the attachment it becomes again.
 */
import { z } from 'zod';
import type { OutgoingFile } from '../pipeline/request.js';

export const ThreadFileSchema = z.object({
  name: z.string(),
  data: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
  description: z.string().optional(),
});
export type ThreadFile = z.infer<typeof ThreadFileSchema>;

export const fileFromThread = (file: ThreadFile): OutgoingFile => ({
  name: file.name,
  data: Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength),
  ...(file.description === undefined ? {} : { description: file.description }),
});

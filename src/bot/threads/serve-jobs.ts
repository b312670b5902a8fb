/**
 * The thread side of a JobThread (src/bot/threads/job-thread.ts): takes the jobs its schema accepts,
 * one at a time (two at once would only share the same cores), and posts each answer back with the
 * job's id; a job that throws is answered with its error, so the bot decides what to do about it.
 * Once listening (its module and everything it imports loaded) it says it is ready.
 */
import { parentPort } from 'node:worker_threads';
import type { z } from 'zod';

export function serveJobs<Job extends { readonly id: number }>(
  schema: z.ZodType<Job>,
  work: (job: Job) => object | Promise<object>,
): void {
  let queue: Promise<unknown> = Promise.resolve();
  parentPort?.on('message', (message: unknown) => {
    const job = schema.safeParse(message);
    if (!job.success) return;
    const answer = async (): Promise<object> => {
      try {
        return { ...(await work(job.data)), id: job.data.id };
      } catch (error) {
        return { id: job.data.id, error: error instanceof Error ? error.message : String(error) };
      }
    };
    queue = queue.then(answer).then((done) => parentPort?.postMessage(done));
  });
  parentPort?.postMessage({ ready: true });
}

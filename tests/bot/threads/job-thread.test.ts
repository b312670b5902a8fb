/**
 * The bot's worker threads (issue 45): `start` resolves once a thread has loaded and takes jobs, so
 * the bot can connect only when it can draw; a thread whose module cannot load fails `start` and
 * every job it owed, and is not left half-started.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { sibling } from '../../../src/paths.js';
import { JobThread } from '../../../src/bot/threads/job-thread.js';

const threads: JobThread[] = [];
afterAll(() => Promise.all(threads.map((t) => t.close())));

const threadOf = (module: URL) => {
  const thread = new JobThread(module, 'the test thread');
  threads.push(thread);
  return thread;
};

describe('a job thread', () => {
  it('starts, says when it is loaded, and then answers a job', async () => {
    const aiThread = sibling(new URL('../../../src/bot/ai/thinker.ts', import.meta.url).href, './ai-thread');
    const thread = threadOf(aiThread);
    await thread.start();
    // A job for a ruleset the thread does not know is answered with the error, by the loaded thread.
    expect(await thread.ask({ ruleset: 'none', state: null, side: 'a', level: 'easy', seed: 's' })).toMatchObject({
      error: 'no ruleset none',
    });
  }, 60_000);

  it('a thread whose module cannot load fails start and the jobs it owed', async () => {
    const thread = threadOf(new URL('./no-such-thread.js', import.meta.url));
    const job = thread.ask({});
    await expect(thread.start()).rejects.toThrow();
    await expect(job).rejects.toThrow();
  }, 60_000);
});

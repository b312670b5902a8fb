/**
 * The tools' child processes (`npm run balance`): every job's result comes back in the jobs' order
 * whatever the number of children, and a job that fails or a child that dies fails the run rather
 * than hanging it or leaving a hole in the results.
 */
import { describe, expect, it } from 'vitest';
import { runInChildren } from '../../src/cli/pool.js';

const child = new URL('../fixtures/children/double.mjs', import.meta.url);

describe('runInChildren', () => {
  it.each([1, 2, 3])('gives every result in the jobs’ order with %i children', async (children) => {
    const jobs = Array.from({ length: 17 }, (_, i) => i * 3 + 1).filter((n) => n !== 13);
    const seen: number[] = [];
    const results = await runInChildren<number, number>(child, jobs, children, (done) => seen.push(done));
    expect(results).toEqual(jobs.map((n) => n * 2));
    expect(seen).toEqual(jobs.map((_, i) => i + 1));
  });

  it('has nothing to do for no jobs', async () => {
    await expect(runInChildren<number, number>(child, [], 2)).resolves.toEqual([]);
  });

  it('fails the run with the job’s own reason when a job fails', async () => {
    await expect(runInChildren<number, number>(child, [1, 2, -4, 5], 2)).rejects.toThrow('cannot double -4');
  });

  it('fails the run, not hangs it, when a child ends before the work is done', async () => {
    await expect(runInChildren<number, number>(child, [1, 13, 2, 3], 2)).rejects.toThrow(
      'a child process ended early (code 3)',
    );
  });
});

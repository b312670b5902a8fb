/**
 * Runs a tool's independent jobs (seeded AI games) in child processes, one per CPU, and gives back
 * their results in the jobs' order. Child processes rather than worker threads: a forked child
 * inherits the TypeScript loader the tools run under (`tsx`), a worker thread does not. A queue
 * this small needs no library: each child is handed its next job when it answers the last.
 */
import { fork } from 'node:child_process';

type Answer<R> = { ready: true } | { index: number; result: R } | { index: number; error: string };

export async function runInChildren<J, R>(
  script: URL,
  jobs: readonly J[],
  children: number,
  onResult: (done: number) => void = () => undefined,
): Promise<R[]> {
  const results: R[] = new Array<R>(jobs.length);
  let next = 0;
  let done = 0;
  return new Promise<R[]>((resolve, reject) => {
    const spawned = Array.from({ length: Math.max(1, Math.min(children, jobs.length)) }, () => fork(script));
    let stopped = false;
    const stop = (error?: Error) => {
      if (stopped) return;
      stopped = true;
      for (const child of spawned) child.kill();
      if (error) reject(error);
      else resolve(results);
    };
    if (jobs.length === 0) return stop();
    for (const child of spawned) {
      const hand = () => {
        if (stopped || next >= jobs.length) return;
        const index = next;
        next += 1;
        // A child that died meanwhile fails the send: the run fails with it (the exit handler says
        // why), never with an unhandled EPIPE on a pipe already closed.
        child.send({ index, job: jobs[index] }, (error) => {
          if (error) stop(error);
        });
      };
      child.on('message', (answer: Answer<R>) => {
        // A message already on its way when the run stopped (another child failed, or all was done).
        if (stopped) return;
        if ('error' in answer) return stop(new Error(answer.error));
        if ('result' in answer) {
          results[answer.index] = answer.result;
          done += 1;
          onResult(done);
          if (done === jobs.length) return stop();
        }
        hand();
      });
      // A child that ends before the work is done (killed, out of memory) fails the run, never hangs it.
      child.on('exit', (code, signal) => {
        if (!stopped) stop(new Error(`a child process ended early (${signal ?? `code ${code}`})`));
      });
    }
  });
}

/**
 * The load trial's reading of a CPU profile (issue 45): the runs of the main thread without an idle
 * sample, how long they were and what filled them, on a profile written by hand.
 */
import { describe, expect, it } from 'vitest';
import { describeLongRuns, longRuns } from './profile-runs.js';

/** A profile of the nodes below, sampled every `everyMs` in the order given (node ids). */
function profile(samples: readonly number[], everyMs = 1): string {
  const frame = (functionName: string, url = '') => ({ functionName, url, scriptId: '0', lineNumber: 0 });
  const nodes = [
    { id: 1, callFrame: frame('(root)'), children: [2, 3, 4, 5, 6] },
    { id: 2, callFrame: frame('(idle)') },
    { id: 3, callFrame: frame('(garbage collector)') },
    { id: 4, callFrame: frame('save', 'file:///srv/bot/dist/src/store/kv.js'), children: [7] },
    { id: 5, callFrame: frame('request', 'file:///srv/bot/node_modules/undici/lib/request.js') },
    { id: 6, callFrame: frame('(program)') },
    // A frame of no package or file of ours (a native function) counts as its caller's.
    { id: 7, callFrame: frame('stringify') },
  ];
  return JSON.stringify({
    nodes,
    startTime: 0,
    endTime: (samples.length + 1) * everyMs * 1000,
    samples,
    timeDeltas: samples.map(() => everyMs * 1000),
  });
}

describe('long runs of the main thread in a CPU profile', () => {
  it('counts only the runs without an idle sample that last the least asked', () => {
    // A run of 4 ms, idle, a run of 2 ms, idle, a run of 5 ms.
    const found = longRuns(profile([3, 3, 4, 7, 2, 5, 6, 2, 2, 3, 3, 3, 5, 4]), 4);
    expect(found.runs).toBe(2);
    expect(found.totalMs).toBe(9);
    expect(found.longestMs).toBe(5);
  });

  it('gives their time by what filled them: the collector, a package, a source file of ours', () => {
    const found = longRuns(profile([3, 3, 3, 4, 7, 5, 2]), 1);
    expect(Object.fromEntries(found.byPart)).toEqual({ collector: 3, 'src/store/kv.js': 2, undici: 1 });
    expect(describeLongRuns(found, 1)).toBe(
      '1 runs of 1 ms or more without going idle, 6 ms in all (longest 6 ms): collector 50%, src/store/kv.js 33%, undici 17%',
    );
  });

  it('says so when the thread never stayed busy that long', () => {
    expect(describeLongRuns(longRuns(profile([3, 2, 4, 2]), 2), 2)).toBe('no run of 2 ms or more without going idle');
  });
});

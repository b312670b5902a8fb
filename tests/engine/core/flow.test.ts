import { describe, expect, test } from 'vitest';
import { defineTurnFlow, firstStep, isAllowed, nextStep, runUntilStable } from '../../../src/engine/core/flow.js';
import { replay } from '../../../src/engine/core/replay.js';
import { err, ok } from '../../../src/engine/core/result.js';

const flow = defineTurnFlow([
  { step: 'plan', commands: ['order', 'done'] },
  { step: 'act', commands: ['go', 'done'] },
]);

describe('turn flow as data', () => {
  test('steps run in declared order', () => {
    expect(firstStep(flow)).toBe('plan');
    expect(nextStep(flow, 'plan')).toBe('act');
    expect(nextStep(flow, 'act')).toBeUndefined();
  });

  test('each step accepts only its own commands', () => {
    expect(isAllowed(flow, 'plan', 'order')).toBe(true);
    expect(isAllowed(flow, 'plan', 'go')).toBe(false);
  });

  test('a step named twice is a bug', () => {
    expect(() =>
      defineTurnFlow([
        { step: 'a', commands: [] },
        { step: 'a', commands: [] },
      ]),
    ).toThrow();
  });

  test('an automatic loop that never settles throws instead of hanging', () => {
    expect(() => runUntilStable(() => true, 10)).toThrow(/did not settle/);
  });
});

describe('replay', () => {
  const add = (state: number, n: number) => (n < 0 ? err({ code: 'NEGATIVE' }) : ok({ state: state + n, events: [n] }));

  test('applies the log in order', () => {
    expect(replay(add, 0, [1, 2, 3])).toEqual(ok({ state: 6, events: [1, 2, 3] }));
  });

  test('reports which entry failed', () => {
    expect(replay(add, 0, [1, -1, 3])).toEqual(err({ index: 1, error: { code: 'NEGATIVE' } }));
  });
});

import { describe, expect, test } from 'vitest';
import { impulse } from '../../../../../src/engine/index.js';
import { IMPULSE_CHART, isLive } from '../../../../../src/engine/rulesets/impulse/power/chart.js';

const liveIn = (value: number) => impulse.IMPULSES.filter((i) => isLive(i, value)).join('');

describe('impulse chart (DESIGN.md section 5)', () => {
  test('each box holds exactly the numbers of the chart', () => {
    expect(IMPULSE_CHART).toEqual({
      A: [4, 5, 6],
      B: [3, 5, 6],
      C: [2, 4, 5, 6],
      D: [3, 4, 5, 6],
      E: [6],
      F: [1, 2, 3, 4, 5, 6],
    });
  });

  test.each([
    [0, ''],
    [1, 'F'],
    [2, 'CF'],
    [3, 'BDF'],
    [4, 'ACDF'],
    [5, 'ABCDF'],
    [6, 'ABCDEF'],
    [-1, ''],
  ])('value %i is live in impulses "%s" (so n times a round)', (value, impulses) => {
    expect(liveIn(value)).toBe(impulses);
    if (value > 0) expect(impulses).toHaveLength(value);
  });

  // Worked schedules from play-by-forum games (talon-mechanics.md section 9.1, T1-T4).
  test.each([
    ['3-2-1', 3, 2, 'BDF', 'CF'],
    ['4-2-1', 4, 2, 'ACDF', 'CF'],
    ['2-4-2', 2, 4, 'CF', 'ACDF'],
    ['3-3-1', 3, 3, 'BDF', 'BDF'],
  ])('curve %s gets AP in %s and moves in %s', (_, power, speed, ap, moves) => {
    expect(liveIn(power)).toBe(ap);
    expect(liveIn(speed)).toBe(moves);
  });
});

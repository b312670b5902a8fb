/** The round track (seed 000 section 2): after round 10 the marker goes back to 1; the round counts on. */
import { describe, expect, test } from 'vitest';
import { impulse } from '../../../../../src/engine/index.js';

describe('the round track (seed 000 section 2)', () => {
  test.each([
    [1, 1],
    [9, 9],
    [10, 10],
    [11, 1],
    [20, 10],
    [21, 1],
    [37, 7],
  ])('round %i stands on track position %i', (round, track) => {
    expect(impulse.roundTrack(round)).toBe(track);
  });
});

/** The challenge ladder (issue 17): who may challenge whom, and what a result does to the order. */
import { describe, expect, test } from 'vitest';
import { applyLadderResult, canChallenge } from '../../../src/league/pairings/ladder.js';

const LADDER = ['ana', 'ben', 'cho', 'dev', 'eli'] as const;

describe('canChallenge', () => {
  test.each([
    // challenger, defender, maxPlaces, allowed
    ['ben', 'ana', 1, true],
    ['eli', 'dev', 1, true],
    ['eli', 'cho', 1, false],
    ['eli', 'cho', 2, true],
    ['eli', 'ana', 4, true],
    ['eli', 'ana', 3, false],
    ['dev', 'ana', 3, true],
    ['ana', 'ben', 3, false], // downward
    ['cho', 'eli', 4, false], // downward
    ['cho', 'cho', 2, false], // oneself
    ['zed', 'ana', 4, false], // not on the ladder
    ['ben', 'zed', 4, false],
  ] as const)('%s challenging %s within %i places: %s', (challenger, defender, maxPlaces, allowed) => {
    expect(canChallenge(LADDER, challenger, defender, maxPlaces)).toBe(allowed);
  });

  test('refuses a maxPlaces below 1 or not whole, and a ladder listing a player twice', () => {
    expect(() => canChallenge(LADDER, 'ben', 'ana', 0)).toThrow(RangeError);
    expect(() => canChallenge(LADDER, 'ben', 'ana', 1.5)).toThrow(RangeError);
    expect(() => canChallenge(['ana', 'ben', 'ana'], 'ben', 'ana', 1)).toThrow(RangeError);
  });
});

describe('applyLadderResult', () => {
  test.each([
    // challenger, defender, challenger won, the new order
    ['ben', 'ana', true, ['ben', 'ana', 'cho', 'dev', 'eli']],
    ['eli', 'cho', true, ['ana', 'ben', 'eli', 'cho', 'dev']],
    ['eli', 'ana', true, ['eli', 'ana', 'ben', 'cho', 'dev']],
    ['dev', 'ben', true, ['ana', 'dev', 'ben', 'cho', 'eli']],
    ['eli', 'dev', true, ['ana', 'ben', 'cho', 'eli', 'dev']],
    ['eli', 'cho', false, ['ana', 'ben', 'cho', 'dev', 'eli']],
    ['ben', 'ana', false, ['ana', 'ben', 'cho', 'dev', 'eli']],
  ] as const)('%s challenging %s, won %s: %j', (challenger, defender, won, expected) => {
    const ladder = [...LADDER];
    expect(applyLadderResult(ladder, challenger, defender, won)).toEqual(expected);
    expect(ladder).toEqual(LADDER); // the given ladder is never changed
  });

  test('refuses a downward challenge, oneself, and a player not on the ladder', () => {
    expect(() => applyLadderResult(LADDER, 'ana', 'ben', true)).toThrow(RangeError);
    expect(() => applyLadderResult(LADDER, 'cho', 'cho', false)).toThrow(RangeError);
    expect(() => applyLadderResult(LADDER, 'zed', 'ana', true)).toThrow(RangeError);
  });
});

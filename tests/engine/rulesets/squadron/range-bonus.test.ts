/** The dice of an attack (issue 14; seed 001's ruler and "Camuflagem"; reference section 2.4). */
import { describe, expect, test } from 'vitest';
import { attackDice } from '../../../../src/engine/rulesets/squadron/range-bonus.js';

const base = { weapon: 3, agility: 2, band: 2, primary: true, obstructed: false, cloaked: false };

describe('the dice of an attack (seed 001)', () => {
  test.each([
    ['range 2, primary: the weapon and the agility', base, 3, 2],
    ['range 1, primary: one more attack die', { ...base, band: 1 }, 4, 2],
    ['range 3, primary: one more defence die', { ...base, band: 3 }, 3, 3],
    ['range 1 with a secondary weapon: no range bonus', { ...base, band: 1, primary: false }, 3, 2],
    ['range 3 with a secondary weapon: no range bonus', { ...base, band: 3, primary: false }, 3, 2],
    ['obstructed by an obstacle: one more defence die', { ...base, obstructed: true }, 3, 3],
    ['"Camuflagem": a cloaked defender has 2 more agility', { ...base, cloaked: true }, 3, 4],
    ['all together', { ...base, band: 3, obstructed: true, cloaked: true }, 3, 6],
  ])('%s', (_name, input, attack, defence) => {
    expect(attackDice(input)).toEqual({ attack, defence });
  });
});

/** The order of a squadron round and stress from the dial (issue 14; seed 001). */
import { describe, expect, test } from 'vitest';
import { activationOrder, combatGroups } from '../../../../src/engine/rulesets/squadron/order.js';
import { dialRefusal, stressAfter } from '../../../../src/engine/rulesets/squadron/stress.js';

const ships = [
  { id: 'a1', side: 'a', skill: 4 },
  { id: 'b1', side: 'b', skill: 2 },
  { id: 'a2', side: 'a', skill: 2 },
  { id: 'b2', side: 'b', skill: 7 },
  { id: 'b3', side: 'b', skill: 4 },
];

describe('the order of a round (seed 001 phases)', () => {
  test('Activation: lowest pilot skill first; ties to the player with the initiative', () => {
    expect(activationOrder(ships, 'a').map((s) => s.id)).toEqual(['a2', 'b1', 'a1', 'b3', 'b2']);
    expect(activationOrder(ships, 'b').map((s) => s.id)).toEqual(['b1', 'a2', 'b3', 'a1', 'b2']);
  });

  test('Combat: highest skill first, and ships of equal skill fire at the same time', () => {
    expect(combatGroups(ships, 'a').map((g) => g.map((s) => s.id))).toEqual([['b2'], ['a1', 'b3'], ['a2', 'b1']]);
  });
});

describe('stress from the dial (seed 001 FAQ "Estresse")', () => {
  test.each([
    [0, 'red', 1],
    [1, 'red', 2],
    [2, 'green', 1],
    [0, 'green', 0],
    [1, 'white', 1],
  ] as const)('stress %i after a %s manoeuvre: %i', (before, difficulty, after) => {
    expect(stressAfter(before, difficulty)).toBe(after);
  });

  test('a stressed ship may not set a red manoeuvre; white and green stay open', () => {
    expect(dialRefusal(1, 'red')).toBe('RED_WHILE_STRESSED');
    expect(dialRefusal(1, 'white')).toBeNull();
    expect(dialRefusal(1, 'green')).toBeNull();
    expect(dialRefusal(0, 'red')).toBeNull();
  });
});

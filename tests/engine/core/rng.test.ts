import { describe, expect, test } from 'vitest';
import { D6, dieOf, rollDice } from '../../../src/engine/core/dice.js';
import { createRng, scriptedRng, seedRng } from '../../../src/engine/core/rng.js';

describe('seeded generator', () => {
  test('the same seed gives the same sequence; another seed another', () => {
    const roll = (seed: string) => {
      const rng = createRng(seedRng(seed));
      return Array.from({ length: 20 }, () => rng.int(6));
    };
    expect(roll('game-1')).toEqual(roll('game-1'));
    expect(roll('game-1')).not.toEqual(roll('game-2'));
  });

  test('saving and resuming continues the same sequence', () => {
    const straight = createRng(seedRng('s'));
    const all = Array.from({ length: 10 }, () => straight.int(100));
    const first = createRng(seedRng('s'));
    const head = Array.from({ length: 4 }, () => first.int(100));
    const resumed = createRng(JSON.parse(JSON.stringify(first.save())));
    const tail = Array.from({ length: 6 }, () => resumed.int(100));
    expect([...head, ...tail]).toEqual(all);
  });

  test('a d6 is fair within a loose bound over 60,000 rolls', () => {
    const rng = createRng(seedRng('fairness'));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) counts[rng.int(6)]! += 1;
    const chiSquare = counts.reduce((sum, c) => sum + (c - 10000) ** 2 / 10000, 0);
    // 5 degrees of freedom: 20.5 is the 0.1% critical value.
    expect(chiSquare).toBeLessThan(20.5);
  });
});

describe('scripted dice and named dice', () => {
  test('scripted faces come back in order and the roll is an event', () => {
    const rng = createRng(scriptedRng([6, 2, 5]));
    expect(rollDice(rng, D6, 2, 'test')).toEqual({
      type: 'diceRolled',
      purpose: 'test',
      dice: '2d6',
      faces: [6, 2],
      result: 8,
    });
    expect(rollDice(rng, D6, 1, 'again').faces).toEqual([5]);
  });

  test('running out of scripted faces is a bug, not a silent default', () => {
    const rng = createRng(scriptedRng([1]));
    rng.face(D6.faces);
    expect(() => rng.face(D6.faces)).toThrow(/ran out/);
  });

  test('a scripted face that the die does not have is refused', () => {
    expect(() => createRng(scriptedRng([7])).face(D6.faces)).toThrow(/not a face/);
  });

  test('custom dice roll only their own faces', () => {
    const rng = createRng(seedRng('d4'));
    const d4 = dieOf(4);
    for (let i = 0; i < 200; i++) expect([1, 2, 3, 4]).toContain(rollDice(rng, d4, 1, 'arc').result);
  });
});

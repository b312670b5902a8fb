/**
 * Seed 001's dice (issue 14; reference section 2.3): the faces and their frequencies, and rolls from
 * the engine's seeded generator that come out in those proportions.
 */
import { describe, expect, test } from 'vitest';
import { createRng, seedRng } from '../../../../src/engine/core/rng.js';
import { countSymbols, rollPool, type SymbolDie } from '../../../../src/engine/core/symbol-dice.js';
import { ATTACK_DIE, DEFENCE_DIE } from '../../../../src/engine/rulesets/squadron/dice.js';

const faceCounts = (die: SymbolDie): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const face of die.faces) {
    const name = Object.keys(face)[0] ?? 'blank';
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
};

describe('the attack and defence dice (seed 001)', () => {
  test('attack die: eight faces, 3 hit, 1 crit, 2 focus, 2 blank', () => {
    expect(ATTACK_DIE.faces).toHaveLength(8);
    expect(faceCounts(ATTACK_DIE)).toEqual({ hit: 3, crit: 1, focus: 2, blank: 2 });
  });

  test('defence die: eight faces, 3 evade, 2 focus, 3 blank', () => {
    expect(DEFENCE_DIE.faces).toHaveLength(8);
    expect(faceCounts(DEFENCE_DIE)).toEqual({ evade: 3, focus: 2, blank: 3 });
  });

  test('rolled from a seed, the symbols come out in the dice’s proportions (8000 dice each)', () => {
    const rng = createRng(seedRng('squadron-dice-frequencies'));
    const attack = countSymbols(ATTACK_DIE, rollPool(rng, ATTACK_DIE, 8000, 'test').pool);
    const defence = countSymbols(DEFENCE_DIE, rollPool(rng, DEFENCE_DIE, 8000, 'test').pool);
    // Expected 3000 / 1000 / 2000 hits, crits, focus; 3000 / 2000 evades, focus; within 4 standard deviations.
    const near = (n: number | undefined, expected: number, p: number) =>
      Math.abs((n ?? 0) - expected) <= 4 * Math.sqrt(8000 * p * (1 - p));
    expect(near(attack['hit'], 3000, 3 / 8)).toBe(true);
    expect(near(attack['crit'], 1000, 1 / 8)).toBe(true);
    expect(near(attack['focus'], 2000, 2 / 8)).toBe(true);
    expect(near(defence['evade'], 3000, 3 / 8)).toBe(true);
    expect(near(defence['focus'], 2000, 2 / 8)).toBe(true);
  });
});

/**
 * `fleet`'s attack dice against other-systems.md 5.2 (red 2 hit, 2 crit, 1 hit+hit, 1 accuracy, 2
 * blank; blue 4 hit, 2 crit, 2 accuracy; black 4 hit, 2 hit+crit, 2 blank), their expected damage
 * against ships and squadrons, and a seeded 8000-roll frequency check through the core's symbol dice.
 */
import { describe, expect, it } from 'vitest';
import { createRng, seedRng } from '../../../../../src/engine/core/rng.js';
import { dieDamage, rollDice } from '../../../../../src/engine/rulesets/fleet/attack/common.js';
import type { DiceColour } from '../../../../../src/engine/rulesets/fleet/data/schema.js';
import { FLEET_DICE } from '../../../../../src/engine/rulesets/fleet/dice.js';

const faceName = (f: Readonly<Record<string, number>>): string =>
  Object.entries(f)
    .flatMap(([k, n]) => Array.from({ length: n }, () => k))
    .sort()
    .join('+') || 'blank';

const census = (colour: DiceColour): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const f of FLEET_DICE[colour].faces) out[faceName(f)] = (out[faceName(f)] ?? 0) + 1;
  return out;
};

describe('dice faces (other-systems.md 5.2)', () => {
  it.each([
    ['red', { hit: 2, crit: 2, 'hit+hit': 1, accuracy: 1, blank: 2 }],
    ['blue', { hit: 4, crit: 2, accuracy: 2 }],
    ['black', { hit: 4, 'crit+hit': 2, blank: 2 }],
  ] as const)('%s has eight faces: %o', (colour, faces) => {
    expect(FLEET_DICE[colour].faces).toHaveLength(8);
    expect(census(colour)).toEqual(faces);
  });

  it.each([
    ['red', 0.75, 0.5],
    ['blue', 0.75, 0.5],
    ['black', 1, 0.75],
  ] as const)('%s: expected damage %f against a ship (a ship attacking), %f against a squadron', (colour, ship, sq) => {
    const mean = (vsSquadron: boolean) =>
      FLEET_DICE[colour].faces.reduce(
        (n, _, face) => n + dieDamage({ colour, face }, { vsSquadron, critsCount: true }),
        0,
      ) / 8;
    expect(mean(false)).toBe(ship);
    expect(mean(true)).toBe(sq);
  });

  it('a seeded 8000-roll frequency check: each face within 5 standard deviations of 1000', () => {
    const rng = createRng(seedRng('fleet-dice-frequency'));
    for (const colour of ['red', 'blue', 'black'] as const) {
      const counts = Array.from({ length: 8 }, () => 0);
      const dice = rollDice(
        rng,
        Array.from({ length: 8000 }, () => colour),
      );
      for (const d of dice) counts[d.face] = (counts[d.face] ?? 0) + 1;
      // sd = sqrt(8000 * 1/8 * 7/8) ~ 29.6
      for (const n of counts) expect(Math.abs(n - 1000)).toBeLessThan(150);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(8000);
    }
  });
});

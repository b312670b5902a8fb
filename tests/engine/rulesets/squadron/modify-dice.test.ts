/**
 * Seed 001's token spends on dice (issue 14), with scripted dice. Attack die faces by place: 1-3 hit,
 * 4 crit, 5-6 focus, 7-8 blank; defence die: 1-3 evade, 4-5 focus, 6-8 blank.
 */
import { describe, expect, test } from 'vitest';
import { createRng, scriptedRng } from '../../../../src/engine/core/rng.js';
import { countSymbols, type DicePool, rollPool } from '../../../../src/engine/core/symbol-dice.js';
import { ATTACK_DIE, DEFENCE_DIE } from '../../../../src/engine/rulesets/squadron/dice.js';
import {
  evadeToken,
  focusAttack,
  focusDefence,
  neutralize,
  reinforceEvades,
  spendLock,
} from '../../../../src/engine/rulesets/squadron/modify-dice.js';

const attack = (...faces: number[]): DicePool =>
  rollPool(createRng(scriptedRng(faces)), ATTACK_DIE, faces.length, 'attack').pool;
const defence = (...faces: number[]): DicePool =>
  rollPool(createRng(scriptedRng(faces)), DEFENCE_DIE, faces.length, 'defence').pool;
const value = <T>(r: { ok: true; value: T } | { ok: false }): T => {
  if (!r.ok) throw new Error('refused');
  return r.value;
};

describe('spending tokens on dice (seed 001)', () => {
  test('"Foco", attacking: every focus result becomes a hit, one event per die changed', () => {
    const spent = value(focusAttack(attack(5, 6, 1, 7)));
    expect(countSymbols(ATTACK_DIE, spent.pool)).toEqual({ hit: 3 });
    expect(spent.events).toHaveLength(2);
  });

  test('"Foco", defending: every focus result becomes an evade', () => {
    const spent = value(focusDefence(defence(4, 5, 6)));
    expect(countSymbols(DEFENCE_DIE, spent.pool)).toEqual({ evade: 2 });
  });

  test('"Desvio": the evade token adds one evade result', () => {
    const spent = value(evadeToken(defence(6, 7)));
    expect(spent.pool.dice).toHaveLength(3);
    expect(countSymbols(DEFENCE_DIE, spent.pool)).toEqual({ evade: 1 });
  });

  test('"Aquisição de Mira": any number of attack dice rerolled, once each', () => {
    const rng = createRng(scriptedRng([1, 4]));
    const rolled = value(spendLock(rng, attack(7, 8, 1), [0, 1]));
    expect(countSymbols(ATTACK_DIE, rolled.pool)).toEqual({ hit: 2, crit: 1 });
    const again = spendLock(createRng(scriptedRng([1])), rolled.pool, [0]);
    expect(again.ok || again.error.code).toBe('ALREADY_REROLLED');
  });

  test.each([
    ['fore', true, 1],
    ['fore', false, 0],
    ['aft', false, 1],
    ['aft', true, 0],
    [null, true, 0],
  ] as const)('"Reforço" %s side, attacker in the defender’s arc %s: %i evade added', (token, inArc, evades) => {
    expect(reinforceEvades(token, inArc)).toBe(evades);
  });
});

describe('what an attack leaves (reference section 2.4, compare)', () => {
  test.each([
    [[1, 1, 4], [1], 1, 1],
    [[1, 4], [1], 0, 1],
    [[1, 4], [1, 2], 0, 0],
    [[1, 4], [1, 2, 3], 0, 0],
    [[4, 4], [6, 7], 0, 2],
    [[7, 8], [6], 0, 0],
  ])('attack faces %j against defence faces %j: %i hits and %i crits remain', (a, d, hits, crits) => {
    expect(neutralize(attack(...a), defence(...d))).toEqual({ hits, crits });
  });
});

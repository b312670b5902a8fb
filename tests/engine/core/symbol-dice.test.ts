/**
 * Dice with symbol faces (issue 12's shared dice service; other-systems.md sections 1 and 2.3): rolls,
 * rerolls at most once per die, changed faces and added dice, every one an event, with scripted dice.
 */
import { describe, expect, test } from 'vitest';
import { createRng, scriptedRng, seedRng } from '../../../src/engine/core/rng.js';
import {
  addDie,
  changeFace,
  countSymbols,
  faceShowing,
  reroll,
  rollPool,
  type SymbolDie,
} from '../../../src/engine/core/symbol-dice.js';

/** An X-Wing-style attack die (other-systems.md 2.3): 3 hit, 1 crit, 2 focus, 2 blank on eight faces. */
const ATTACK: SymbolDie = {
  name: 'attack',
  faces: [{ hit: 1 }, { hit: 1 }, { hit: 1 }, { crit: 1 }, { focus: 1 }, { focus: 1 }, {}, {}],
};
/** A face with two symbols at once (an Armada-style hit+crit). */
const FLEET_RED: SymbolDie = {
  name: 'red',
  faces: [{ hit: 1 }, { hit: 2 }, { crit: 1 }, { hit: 1, crit: 1 }, { accuracy: 1 }, {}],
};

describe('rolling a pool', () => {
  test.each([
    ['hit, crit, blank', [1, 4, 7], { hit: 1, crit: 1 }],
    ['focus twice', [5, 6], { focus: 2 }],
    ['all blank', [7, 8, 7], {}],
  ])('%s: the pool shows what the faces show', (_, script, symbols) => {
    const { pool, event } = rollPool(createRng(scriptedRng(script)), ATTACK, script.length, 'Vigil attacks');
    expect(countSymbols(ATTACK, pool)).toEqual(symbols);
    expect(event).toEqual({
      type: 'symbolDiceRolled',
      purpose: 'Vigil attacks',
      die: 'attack',
      faces: script.map((n) => n - 1),
    });
  });

  test('a face may show two symbols, or two of one', () => {
    const { pool } = rollPool(createRng(scriptedRng([2, 4])), FLEET_RED, 2, 'volley');
    expect(countSymbols(FLEET_RED, pool)).toEqual({ hit: 3, crit: 1 });
  });

  test('over many seeded rolls each face comes up about as often as it is on the die', () => {
    const rng = createRng(seedRng('symbol-dice'));
    const { pool } = rollPool(rng, ATTACK, 8000, 'many');
    const totals = countSymbols(ATTACK, pool);
    expect((totals['hit'] ?? 0) / 8000).toBeCloseTo(3 / 8, 1);
    expect((totals['crit'] ?? 0) / 8000).toBeCloseTo(1 / 8, 1);
    expect((totals['focus'] ?? 0) / 8000).toBeCloseTo(2 / 8, 1);
  });
});

describe('modifying a roll', () => {
  test('reroll: the chosen dice roll again, the others stay, and each die only once', () => {
    const rng = createRng(scriptedRng([7, 8, 1, 2, 3, 4]));
    const first = rollPool(rng, ATTACK, 3, 'attack');
    const again = reroll(rng, ATTACK, first.pool, [0, 1], 'target lock');
    if (!again.ok) throw new Error(again.error.code);
    expect(again.value.pool.dice.map((d) => d.face)).toEqual([1, 2, 0]);
    expect(again.value.event).toEqual({
      type: 'symbolDiceRerolled',
      purpose: 'target lock',
      die: 'attack',
      which: [0, 1],
      faces: [1, 2],
    });
    expect(reroll(rng, ATTACK, again.value.pool, [1], 'again')).toMatchObject({
      ok: false,
      error: { code: 'ALREADY_REROLLED' },
    });
    expect(reroll(rng, ATTACK, again.value.pool, [2], 'the third die, once')).toMatchObject({ ok: true });
    expect(reroll(rng, ATTACK, again.value.pool, [5], 'no such die')).toMatchObject({
      ok: false,
      error: { code: 'NO_SUCH_DIE' },
    });
  });

  test('a rule may allow rerolling a die again', () => {
    const rng = createRng(scriptedRng([7, 7, 1]));
    const first = rollPool(rng, ATTACK, 1, 'attack');
    const once = reroll(rng, ATTACK, first.pool, [0], 'first');
    if (!once.ok) throw new Error(once.error.code);
    expect(reroll(rng, ATTACK, once.value.pool, [0], 'second', false)).toMatchObject({
      ok: true,
      value: { pool: { dice: [{ face: 0 }] } },
    });
  });

  test('change a face (spend focus: focus becomes hit), without a roll', () => {
    const { pool } = rollPool(createRng(scriptedRng([5, 7])), ATTACK, 2, 'attack');
    const focus = changeFace(ATTACK, pool, 0, faceShowing(ATTACK, { hit: 1 }), 'focus');
    if (!focus.ok) throw new Error(focus.error.code);
    expect(countSymbols(ATTACK, focus.value.pool)).toEqual({ hit: 1 });
    expect(focus.value.event).toMatchObject({ type: 'symbolDieChanged', which: 0, from: 4, to: 0 });
    expect(changeFace(ATTACK, pool, 0, 99, 'bad')).toMatchObject({ ok: false, error: { code: 'NO_SUCH_FACE' } });
  });

  test('add a die showing a result: counted, never rerolled', () => {
    const { pool } = rollPool(createRng(scriptedRng([7])), ATTACK, 1, 'attack');
    const added = addDie(ATTACK, pool, faceShowing(ATTACK, { crit: 1 }), 'ability');
    if (!added.ok) throw new Error(added.error.code);
    expect(countSymbols(ATTACK, added.value.pool)).toEqual({ crit: 1 });
    expect(reroll(createRng(scriptedRng([1])), ATTACK, added.value.pool, [1], 'no')).toMatchObject({
      ok: false,
      error: { code: 'ALREADY_REROLLED' },
    });
  });

  test('a face is named by what it shows; a face no die has is a bug', () => {
    expect(faceShowing(FLEET_RED, { crit: 1, hit: 1 })).toBe(3);
    expect(faceShowing(ATTACK, {})).toBe(6);
    expect(() => faceShowing(ATTACK, { hit: 2 })).toThrow(/no face/);
  });
});

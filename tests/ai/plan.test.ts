/**
 * The hard level and the personalities (issue 18, deliverable 2): hard gives an order the rules
 * accept at every moment of a whole game, the same one for the same moment and seed, and the
 * personalities lean the valuation so they choose differently.
 */
import { describe, expect, test } from 'vitest';
import { chooseCommand } from '../../src/ai/choose.js';
import { playMatch } from '../../src/ai/match.js';
import { AI_PERSONALITIES, lean } from '../../src/ai/personalities.js';
import { RULESETS, type AnyRuleset } from '../../src/engine/index.js';
import { bundledGame } from '../helpers/bundled-game.js';

const rules = RULESETS.get('impulse') as AnyRuleset;

describe('personalities lean the terms a ruleset weighs (issue 18)', () => {
  test.each([
    ['steady', { own: 1, enemy: 1, closing: 0.3, exposure: 0.2 }],
    ['bold', { own: 0.8, enemy: 1.25, closing: 0.45, exposure: 0.1 }],
    ['wary', { own: 1.25, enemy: 0.9, closing: 0.18, exposure: 0.4 }],
  ] as const)('%s', (personality, expected) => {
    const leaned = lean({ own: 1, enemy: 1, closing: 0.3, exposure: 0.2 }, personality);
    for (const [term, value] of Object.entries(expected))
      expect(leaned[term as keyof typeof leaned]).toBeCloseTo(value, 6);
  });

  test('a term the weights leave out stays out', () => {
    expect(lean({ own: 1 }, 'bold')).toEqual({ own: 0.8 });
  });
});

describe('the hard level in impulse', () => {
  test('a bold hard AI against a wary one: every order accepted, the game decided (cruiser duel)', async () => {
    const opening = await bundledGame('cruiser-duel', 'hard-vs-hard');
    const result = playMatch(rules, opening, { concord: 'hard', veyra: 'hard' }, 'hard-vs-hard', 4000, {
      concord: 'bold',
      veyra: 'wary',
    });
    expect(result.orders).toBeLessThan(4000);
  }, 60_000);

  test('the same moment and seed give the same order; every personality gives a legal one', async () => {
    let state: unknown = await bundledGame('cruiser-duel', 'hard-same');
    let differs = false;
    for (let n = 0; n < 60 && rules.outcome(state) === null; n += 1) {
      const side = rules.awaiting(state).sides[0] ?? '';
      const orders = AI_PERSONALITIES.map((p) => chooseCommand(rules, state, side, 'hard', `same-${n}`, p));
      for (const order of orders) expect(order && rules.applyCommand(state, order).ok).toBe(true);
      expect(chooseCommand(rules, state, side, 'hard', `same-${n}`, 'bold')).toEqual(orders[1]);
      if (new Set(orders.map((o) => JSON.stringify(o))).size > 1) differs = true;
      const next = rules.applyCommand(state, orders[0] as never);
      if (!next.ok) throw new Error('refused');
      state = next.value.state;
    }
    // Leaning the valuation changes a choice somewhere in the first sixty orders.
    expect(differs).toBe(true);
  }, 60_000);
});

/**
 * Orders too many to list (issue 42): where `legalCommandsComplete` says `legalCommands` is a sample,
 * the AI chooses among what it is shown and never reads an order's absence as the rules' verdict;
 * every order it gives is one the rules accept. Gunline (the test ruleset) plays it, with its list
 * cut to a sample.
 */
import { describe, expect, test } from 'vitest';
import { chooseCommand } from '../../src/ai/choose.js';
import { optionsOf } from '../../src/ai/options.js';
import type { AnyRuleset } from '../../src/engine/index.js';
import { GUNLINE_RULES, RANGE_DUEL } from '../helpers/gunline/rules.js';

/** Gunline whose legal list shows only the orders `keep` passes, and says it is a sample. */
const sampled = (keep: (pick: string) => boolean): AnyRuleset =>
  ({
    ...GUNLINE_RULES,
    legalCommands: (state, side) =>
      GUNLINE_RULES.legalCommands(state, side).filter((c) => c.type !== 'stance' || keep(c.pick)),
    legalCommandsComplete: () => false,
  }) as typeof GUNLINE_RULES as unknown as AnyRuleset;

const opening = () => {
  const created = GUNLINE_RULES.createGame(RANGE_DUEL, null, {}, 'sample');
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
};

describe('the AI with a sample of the legal orders', () => {
  test.each(['easy', 'normal', 'hard'] as const)('%s: picks from the sample, an order the rules accept', (level) => {
    const rules = sampled((pick) => pick === 'aim');
    const state = opening();
    expect(rules.legalCommandsComplete(state, 'red')).toBe(false);
    const command = chooseCommand(rules, state, 'red', level, 'seed');
    expect(command).toEqual({ type: 'stance', side: 'red', pick: 'aim' });
    expect(rules.isLegal(state, command as never)).toEqual({ ok: true, value: true });
  });

  test('an empty sample is not "nothing is legal": the AI gives the rules’ default order', () => {
    const rules = sampled(() => false);
    const state = opening();
    expect(optionsOf(rules, state, 'red')).toEqual([]);
    const command = chooseCommand(rules, state, 'red', 'easy', 'seed');
    expect(command).toEqual(rules.timeoutCommand(state, 'red', false));
    expect(rules.isLegal(state, command as never).ok).toBe(true);
  });
});

/**
 * The normal AI in vector (issue 18, deliverable 4): how it values a position under inertia
 * (`ai-score.ts`: seed 002's velocity, course changes and three combat rounds) and what it may know of
 * the other side's sealed orders (seed 002's Reaction Phase). The Cruiser Duel: Vigil (s1, concord)
 * against the Ashen Claw (s2, veyra), velocity 5 each.
 */
import { describe, expect, test } from 'vitest';
import { chooseCommand } from '../../../../src/ai/choose.js';
import type { AnyRuleset } from '../../../../src/engine/index.js';
import { neighbour } from '../../../../src/engine/core/hex.js';
import { VECTOR, type VectorState } from '../../../../src/engine/rulesets/vector/index.js';
import { vectorGame, vplay } from '../../../helpers/vector-game.js';

const VIGIL = 's1';
const CLAW = 's2';
const RULES = VECTOR as unknown as AnyRuleset;
const score = (state: VectorState, side: string): number => VECTOR.ai.score?.(state, side) ?? Number.NaN;
const order = (state: VectorState, side: string, ship: string, accel: number, course: number) =>
  vplay(state, { type: 'order', side, ship, accel, course }).state;

describe('the valuation of a vector position (seed 002: ships keep their velocity)', () => {
  test('a course change the ship cannot make costs it (seed 002: loss of control, -2 on every attack)', async () => {
    const { state } = await vectorGame('cruiser-duel', { restingPivot: 'none' });
    const atRest: VectorState = {
      ...state,
      ships: { ...state.ships, [VIGIL]: { ...state.ships[VIGIL]!, velocity: 0 } },
    };
    // At rest and with no pivot, a ship moves no hex: a course change of one facing cannot be made.
    const straight = score(order(atRest, 'concord', VIGIL, 0, 0), 'concord');
    const turning = score(order(atRest, 'concord', VIGIL, 0, 1), 'concord');
    expect(turning).toBeLessThan(straight);
  });

  test('an order is valued where it carries the ship: a faster one ends elsewhere than a slower one', async () => {
    const { state } = await vectorGame('cruiser-duel');
    const slow = score(order(state, 'concord', VIGIL, -5, 0), 'concord');
    const fast = score(order(state, 'concord', VIGIL, 5, 0), 'concord');
    expect(fast).not.toBeCloseTo(slow, 6);
  });

  test.each([
    [1, true],
    [2, true],
    [3, false],
  ])(
    'in the Attack Phase of round %i, a weapon held charged is worth something: %s (it recharges next turn)',
    async (round, worthHolding) => {
      const { state } = await vectorGame('cruiser-duel');
      // The Claw three hexes dead ahead of the Vigil: in its arcs and range.
      const vigil = state.board.ships.find((s) => s.id === VIGIL);
      if (!vigil) throw new Error('no Vigil');
      let ahead = vigil.hex;
      for (let i = 0; i < 3; i += 1) ahead = neighbour(ahead, vigil.facing);
      const close = { ...state.board, ships: state.board.ships.map((s) => (s.id === CLAW ? { ...s, hex: ahead } : s)) };
      const attacking: VectorState = { ...state, board: close, phase: 'attack', round };
      const spent: VectorState = {
        ...attacking,
        board: {
          ...attacking.board,
          ships: attacking.board.ships.map((s) =>
            s.id === VIGIL ? { ...s, groups: s.groups.map((g) => ({ ...g, red: 0, yellow: 0 })) } : s,
          ),
        },
      };
      const held = score(attacking, 'concord') - score(spent, 'concord');
      if (worthHolding) expect(held).toBeGreaterThan(0);
      else expect(held).toBe(0);
    },
  );
});

describe('what the AI may know: the other side’s orders are sealed (seed 002, Reaction Phase)', () => {
  test('its own orders are kept, the other side’s set aside', async () => {
    const { state } = await vectorGame('cruiser-duel');
    const sealed = order(state, 'veyra', CLAW, 3, -1);
    expect(VECTOR.ai.blind?.(sealed, 'concord')?.orders).toEqual({});
    expect(VECTOR.ai.blind?.(sealed, 'veyra')?.orders).toEqual({ [CLAW]: { accel: 3, course: -1 } });
  });

  test.each([
    [-5, 0],
    [0, 2],
    [5, -3],
  ])(
    'the normal AI’s order is the same whatever the other side sealed (accel %i, course %i)',
    async (accel, course) => {
      const { state } = await vectorGame('cruiser-duel');
      const mine = chooseCommand(RULES, state, 'concord', 'normal', 'blind-seed');
      expect(
        chooseCommand(RULES, order(state, 'veyra', CLAW, accel, course), 'concord', 'normal', 'blind-seed'),
      ).toEqual(mine);
    },
  );

  test('an order once given is not changed: the AI orders the ships still without one', async () => {
    const { state } = await vectorGame('cruiser-duel');
    const given = order(state, 'concord', VIGIL, 1, 0);
    expect(VECTOR.ai.rank({ type: 'order', side: 'concord', ship: VIGIL, accel: 0, course: 0 }, given)).toBe(0);
    expect(VECTOR.ai.rank({ type: 'order', side: 'veyra', ship: CLAW, accel: 0, course: 0 }, given)).toBe(2);
  });
});

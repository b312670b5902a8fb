import { describe, expect, test } from 'vitest';
import { hex } from '../../../../../src/engine/core/hex.js';
import { createRng } from '../../../../../src/engine/core/rng.js';
import type { impulse } from '../../../../../src/engine/index.js';
import { createCtx } from '../../../../../src/engine/rulesets/impulse/context.js';
import { applyDamage } from '../../../../../src/engine/rulesets/impulse/damage/damage.js';
import { shieldFacing } from '../../../../../src/engine/rulesets/impulse/damage/hull.js';
import { rawGame, ship } from '../../../../helpers/build.js';

const setup = (dice?: number[]) => {
  const state = rawGame({
    ships: [
      { name: 'Vigil', hex: { q: 0, r: 0 } },
      { name: 'Raider', side: 'red', hex: '1040' },
    ],
    ...(dice ? { dice } : {}),
  });
  const events: impulse.GameEvent[] = [];
  return { state, events, ctx: createCtx(state, createRng(state.rng), (e) => events.push(e)) };
};

describe('damage order: reinforcement, then shield, then hull (seed 000 section 1.1.4)', () => {
  test.each([
    // amount, reinforcements on the arc, shield boxes -> [reinforcement, shield, hull]
    [1, 1, 4, [1, 0, 0]],
    [3, 1, 4, [1, 2, 0]],
    [6, 2, 4, [2, 4, 0]],
    [8, 1, 4, [1, 4, 3]],
    [3, 0, 0, [0, 0, 3]],
  ])('%i damage with %i reinforcement(s) and %i shield boxes', (amount, reinforcements, shield, split) => {
    const { state, ctx, events } = setup();
    const vigil = ship(state, 'Vigil');
    vigil.shields.left = shield;
    vigil.reinforcements = Array.from({ length: reinforcements }, () => ({
      arc: 'left' as const,
      expires: { round: 2, impulse: 'A' as const },
    }));
    const done = applyDamage(ctx, vigil, 'left', amount, 'collision', null);
    expect([done.reinforcement, done.shield, done.hull]).toEqual(split);
    expect(ship(state, 'Vigil').hullMarked).toBe(split[2]);
    expect(ship(state, 'Vigil').shields.left).toBe(shield - (split[1] ?? 0));
    expect(events[0]).toMatchObject({ type: 'damageApplied', arc: 'left', amount });
  });

  test('a reinforcement on another arc does not help', () => {
    const { state, ctx } = setup();
    const vigil = ship(state, 'Vigil');
    vigil.reinforcements = [{ arc: 'right', expires: { round: 2, impulse: 'A' } }];
    expect(applyDamage(ctx, vigil, 'left', 2, 'collision', null)).toMatchObject({ reinforcement: 0, shield: 2 });
  });

  test('under Shields Down every point goes to the hull', () => {
    const { state, ctx } = setup();
    const vigil = ship(state, 'Vigil');
    vigil.criticals = [{ id: 'c1', effect: 'shieldsDown', received: { round: 1, impulse: 'A' } }];
    vigil.reinforcements = [{ arc: 'left', expires: { round: 2, impulse: 'A' } }];
    expect(applyDamage(ctx, vigil, 'left', 2, 'collision', null)).toMatchObject({
      reinforcement: 0,
      shield: 0,
      hull: 2,
    });
  });

  test('critical boxes marked are reported; the last hull box destroys the ship and never goes below zero', () => {
    const { state, ctx, events } = setup();
    const vigil = ship(state, 'Vigil');
    vigil.shields.rear = 0;
    const done = applyDamage(ctx, vigil, 'rear', 50, 'collision', null);
    expect(done).toMatchObject({ hull: 6, criticalBoxes: [3, 5], destroyed: true });
    expect(ship(state, 'Vigil').hullMarked).toBe(6);
    expect(ship(state, 'Vigil').status).toBe('destroyed');
    // The last box destroys the ship outright: no critical is rolled for a ship with no hull left.
    expect(events.map((e) => e.type)).toEqual(['damageApplied', 'shipDestroyed', 'exploded']);
  });
});

describe('which shield takes a hit', () => {
  test('the arc that contains the source', () => {
    const { state } = setup();
    expect(shieldFacing(state, ship(state, 'Vigil'), hex(0, 3))).toBe('rear');
  });

  test('on an arc boundary, the shield with more protection left (reinforcements count)', () => {
    const { state } = setup();
    const vigil = ship(state, 'Vigil');
    // (1,-2) lies on the boundary between Forward (5 boxes) and Right (4 boxes).
    expect(shieldFacing(state, vigil, hex(1, -2))).toBe('forward');
    vigil.shields.forward = 2;
    expect(shieldFacing(state, vigil, hex(1, -2))).toBe('right');
    vigil.reinforcements = [
      { arc: 'forward', expires: { round: 2, impulse: 'A' } },
      { arc: 'forward', expires: { round: 2, impulse: 'A' } },
      { arc: 'forward', expires: { round: 2, impulse: 'A' } },
    ];
    expect(shieldFacing(state, vigil, hex(1, -2))).toBe('forward');
  });
});

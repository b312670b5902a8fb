import { describe, expect, test } from 'vitest';
import { createRng } from '../../../../../src/engine/core/rng.js';
import { impulse } from '../../../../../src/engine/index.js';
import { createCtx } from '../../../../../src/engine/rulesets/impulse/context.js';
import { CRITICAL_TABLE } from '../../../../../src/engine/rulesets/impulse/damage/critical-table.js';
import { REPAIRABLE } from '../../../../../src/engine/rulesets/impulse/damage/criticals.js';
import { applyDamage } from '../../../../../src/engine/rulesets/impulse/damage/damage.js';
import { rawGame, ship, testClass } from '../../../../helpers/build.js';

/** Vigil has hull boxes 1-3 marked and no rear shield: one point on the rear marks box 4, a critical box. */
const eightBoxes = testClass({
  hull: [
    {},
    {},
    { power: -1 },
    { power: -1, critical: true },
    { power: -1 },
    { power: -2, critical: true },
    { power: -2 },
    { power: -2 },
  ],
});
function hitCriticalBox(dice: number[]) {
  const state = rawGame({
    classes: [eightBoxes],
    ships: [
      { name: 'Vigil', hex: '1010' },
      { name: 'Raider', side: 'red', hex: '1040' },
    ],
    dice,
  });
  const vigil = ship(state, 'Vigil');
  vigil.hullMarked = 3;
  vigil.shields.rear = 0;
  const events: impulse.GameEvent[] = [];
  applyDamage(
    createCtx(state, createRng(state.rng), (e) => events.push(e)),
    vigil,
    'rear',
    1,
    'weapon',
    null,
  );
  return { state, vigil: ship(state, 'Vigil'), events, rolled: events.filter((e) => e.type === 'criticalRolled') };
}

describe('the critical damage table (2d6)', () => {
  test.each([
    [[1, 2], 'powerLoss'],
    [[2, 2], 'helmDown'],
    [[3, 3], 'thrustersDamaged'],
    [[4, 5], 'shieldsDown'],
    [[4, 6], 'powerRelayDamaged'],
  ] as const)('%o places a lasting %s', (dice, effect) => {
    const { vigil, rolled } = hitCriticalBox([...dice]);
    expect(vigil.criticals.map((c) => c.effect)).toEqual([effect]);
    expect(vigil.criticals[0]?.received).toEqual({ round: 1, impulse: 'A' });
    expect(rolled[0]).toMatchObject({
      box: 3,
      roll: dice[0] + dice[1],
      result: effect,
      repairable: REPAIRABLE.has(effect),
    });
  });

  test('7: no effect', () => {
    const { vigil, rolled } = hitCriticalBox([3, 4]);
    expect(vigil.criticals).toEqual([]);
    expect(rolled[0]?.result).toBe('noEffect');
  });

  test.each([
    [[2, 3], 'weaponGroupDestroyed'],
    [[5, 6], 'weaponGroupDestroyed'],
  ] as const)('%o destroys a weapon group chosen at random', (dice, result) => {
    const { vigil, rolled } = hitCriticalBox([...dice, 2]);
    expect(rolled[0]).toMatchObject({ result, group: 1 });
    expect(vigil.groups[1]).toEqual({ red: 0, yellow: 0, destroyed: true });
    expect(vigil.groups[0]?.destroyed).toBe(false);
  });

  test('2: FTL core breach destroys the ship, which explodes', () => {
    const { vigil, events } = hitCriticalBox([1, 1]);
    expect(vigil.status).toBe('destroyed');
    expect(events.filter((e) => e.type === 'shipDestroyed')[0]).toMatchObject({ cause: 'critical' });
    expect(events.some((e) => e.type === 'exploded')).toBe(true);
  });

  test('8: a secondary explosion marks one more hull box', () => {
    const { vigil } = hitCriticalBox([4, 4]);
    expect(vigil.hullMarked).toBe(5);
  });

  test('12: two more hull boxes; reaching another critical box chains a second roll', () => {
    const { vigil, rolled } = hitCriticalBox([6, 6, 3, 4]);
    expect(rolled.map((r) => [r.box, r.result])).toEqual([
      [3, 'secondaryExplosion'],
      [5, 'noEffect'],
    ]);
    expect(vigil.hullMarked).toBe(6);
    expect(vigil.status).toBe('active');
  });

  test('a secondary explosion that marks the last box destroys the ship without more rolls', () => {
    const state = rawGame({
      ships: [
        { name: 'Vigil', hex: '1010' },
        { name: 'Raider', side: 'red', hex: '1040' },
      ],
      dice: [6, 6],
    });
    const vigil = ship(state, 'Vigil');
    vigil.hullMarked = 3; // 6 boxes: box 4 critical, then 12 marks boxes 5 and 6 (6 critical, but nothing is left)
    vigil.shields.rear = 0;
    const events: impulse.GameEvent[] = [];
    applyDamage(
      createCtx(state, createRng(state.rng), (e) => events.push(e)),
      vigil,
      'rear',
      1,
      'weapon',
      null,
    );
    expect(events.filter((e) => e.type === 'criticalRolled')).toHaveLength(1);
    expect(events.find((e) => e.type === 'shipDestroyed')).toMatchObject({ cause: 'hull' });
  });

  test('power relay damage lowers power at once; thrusters raise the turn radius', () => {
    const relay = hitCriticalBox([4, 6]);
    expect(impulse.effectivePower(relay.state, relay.vigil)).toBe(2);
    const thrusters = hitCriticalBox([3, 3]);
    expect(impulse.turnRadius(thrusters.state, thrusters.vigil)).toBe(3);
  });

  test('the table marks as repairable exactly the effects a repair roll can remove', () => {
    for (const row of Object.values(CRITICAL_TABLE))
      expect(row.repairable).toBe(row.effect !== null && REPAIRABLE.has(row.effect));
    expect(Object.keys(CRITICAL_TABLE).map(Number)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

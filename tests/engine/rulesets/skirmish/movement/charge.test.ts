/**
 * `skirmish`'s charge move and pile in (issue 44; seed 003 "Charge Sequence" 3-4 and "Fight";
 * other-systems.md 4.2): targets in reach of the 2D6 roll; each model ends closer to a target,
 * within the roll; the unit ends engaged with every target and no other enemy unit, coherent, or
 * the charge fails (CANNOT_REACH); pile in up to 3, closer to the closest enemy model.
 */
import { describe, expect, it } from 'vitest';
import { type Hex, hexDistance } from '../../../../../src/engine/core/hex.js';
import { engagedWith, isUnitCoherent } from '../../../../../src/engine/rulesets/skirmish/geometry/index.js';
import { chargeReach, planCharge, planPileIn } from '../../../../../src/engine/rulesets/skirmish/movement/index.js';
import type { SkirmishState, SkirmishUnit } from '../../../../../src/engine/rulesets/skirmish/state.js';
import { makeUnit, skirmishState } from '../../../../helpers/skirmish-state.js';
import { h, hs, labels, piece } from '../geometry/hexes.js';

const ROW5 = ['1005', '1105', '1205', '1305', '1405'];
const ROW12 = ['1012', '1112', '1212', '1312', '1412'];
const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error?.code);
const closest = (at: Hex, enemies: readonly Hex[]) => Math.min(...enemies.map((e) => hexDistance(at, e)));

function moved(state: SkirmishState, id: string, hexes: readonly Hex[]): { state: SkirmishState; unit: SkirmishUnit } {
  const units = state.units.map((u) => {
    if (u.id !== id) return u;
    let k = 0;
    return { ...u, models: u.models.map((m) => (m.alive ? { ...m, hex: hexes[k++] ?? null } : m)) };
  });
  return { state: { ...state, units }, unit: units.find((u) => u.id === id)! };
}

describe('seed 003 Charge 3: targets within 12 and within reach of the roll (closest model <= roll + 2)', () => {
  const blue = makeUnit('b', 'blue', 'squad', hs(...ROW5));
  const red = makeUnit('r', 'red', 'pack', hs(...ROW12));
  const far = makeUnit('f', 'red', 'captain', hs('1019'));
  const state = skirmishState([blue, red, far]);
  it.each([
    [4, []],
    [5, ['r']],
    [12, ['r']],
  ] as const)('7 hexes apart, a roll of %i reaches %o (the captain 14 away is beyond 12)', (roll, ids) => {
    expect(chargeReach(state, blue, roll)).toEqual(ids);
  });
  it('fails when the roll is short: a target out of reach is refused', () => {
    expect(code(planCharge(state, blue, ['r'], 4))).toBe('NOT_A_CHARGE_TARGET');
    expect(code(planCharge(state, blue, ['f'], 12))).toBe('NOT_A_CHARGE_TARGET');
    expect(code(planCharge(state, blue, [], 12))).toBe('NOT_A_CHARGE_TARGET');
  });
});

describe('seed 003 Charge 4: the charge move', () => {
  const blue = makeUnit('b', 'blue', 'squad', hs(...ROW5));
  const red = makeUnit('r', 'red', 'pack', hs(...ROW12));
  const state = skirmishState([blue, red]);

  it('succeeds: each model within the roll, ending closer, the unit engaged with its target, coherent', () => {
    const plan = planCharge(state, blue, ['r'], 6);
    if (!plan.ok) throw new Error(plan.error.code);
    const targets = hs(...ROW12);
    plan.value.forEach((at, i) => {
      const start = blue.models[i]!.hex!;
      expect(hexDistance(start, at)).toBeLessThanOrEqual(6);
      expect(closest(at, targets)).toBeLessThan(closest(start, targets));
    });
    expect(isUnitCoherent(plan.value)).toBe(true);
    const after = moved(state, 'b', plan.value);
    expect(engagedWith(after.state, after.unit)).toEqual(['r']);
  });

  it('with `to`, the first model is placed there', () => {
    const plan = planCharge(state, blue, ['r'], 6, h('1210'));
    expect(plan.ok && labels(plan.value)[0]).toBe('1210');
    expect(code(planCharge(state, blue, ['r'], 6, h('1000')))).toBe('OFF_BOARD');
  });

  it('fails (CANNOT_REACH) when a wall makes the path longer than the roll', () => {
    const wall = piece('wall', 0, ...Array.from({ length: 16 }, (_, i) => `${String(i + 4).padStart(2, '0')}09`));
    const walled = skirmishState([blue, red], { terrain: [wall] });
    expect(chargeReach(walled, blue, 6)).toEqual(['r']);
    expect(code(planCharge(walled, blue, ['r'], 6))).toBe('CANNOT_REACH');
  });

  it.each([
    ["the engine's own placement", null, 'ok'],
    ['a model that does not end closer', ['1010', '1110', '1210', '1310', '1405'], 'CANNOT_REACH'],
    ['a model beyond the roll', ['1010', '1110', '1210', '1310', '1511'], 'CANNOT_REACH'],
    ['not engaging the target', ['1008', '1108', '1208', '1308', '1408'], 'CANNOT_REACH'],
    ['one hex short of the models', ['1010', '1110', '1210', '1310'], 'BAD_HEXES'],
  ] as const)('listed hexes, %s: %s', (_name, listed, result) => {
    const own = planCharge(state, blue, ['r'], 6);
    const hexes = listed ? hs(...listed) : own.ok ? own.value : [];
    expect(code(planCharge(state, blue, ['r'], 6, hexes[0], hexes))).toBe(result);
  });
});

describe('seed 003 Charge 4: engaged with every target and no other enemy unit', () => {
  const blue = makeUnit('b', 'blue', 'squad', hs(...ROW5));
  const captain = makeUnit('c', 'red', 'captain', hs('1012'));
  const pack = makeUnit('p', 'red', 'pack', hs('1011', '0911', '1110'));
  const state = skirmishState([blue, captain, pack]);
  it.each([
    [['c'], 'CANNOT_REACH', 'every hex in range of the captain is in range of the pack screening it'],
    [['c', 'p'], 'ok', 'both named: both engaged'],
    [['p'], 'ok', "the pack alone, staying out of the captain's range"],
  ] as const)('targets %o: %s (%s)', (targets, result, _why) => {
    const plan = planCharge(state, blue, targets, 6);
    expect(code(plan)).toBe(result);
    if (!plan.ok) return;
    const after = moved(state, 'b', plan.value);
    expect([...engagedWith(after.state, after.unit)].sort()).toEqual([...targets].sort());
  });
});

describe('seed 003 Fight: pile in up to 3, each moved model closer to the closest enemy model', () => {
  const red = makeUnit('r', 'red', 'pack', hs('1014', '1114', '1214', '1314', '1414'));
  it('models 5 away move at most 3, each closer, the unit coherent', () => {
    const blue = makeUnit('b', 'blue', 'squad', hs('1009', '1109', '1209', '1309', '1409'));
    const state = skirmishState([blue, red]);
    const after = planPileIn(state, blue);
    const enemies = hs('1014', '1114', '1214', '1314', '1414');
    after.forEach((at, i) => {
      const start = blue.models[i]!.hex!;
      expect(hexDistance(start, at)).toBeLessThanOrEqual(3);
      expect(closest(at, enemies)).toBeLessThan(closest(start, enemies));
    });
    expect(isUnitCoherent(after)).toBe(true);
    const moved2 = moved(state, 'b', after);
    expect(engagedWith(moved2.state, moved2.unit)).toEqual(['r']);
  });
  it('a model already in engagement range does not move; the others pile in', () => {
    const blue = makeUnit('b', 'blue', 'squad', hs('1012', '1011', '1010', '1009', '1008'));
    const after = planPileIn(skirmishState([blue, red]), blue);
    expect(labels(after)[0]).toBe('1012');
    expect(isUnitCoherent(after)).toBe(true);
    expect(closest(after[4]!, hs('1014'))).toBeLessThan(closest(h('1008'), hs('1014')));
  });
  it('with no enemy on the table nothing moves', () => {
    const blue = makeUnit('b', 'blue', 'squad', hs(...ROW5));
    expect(labels(planPileIn(skirmishState([blue]), blue))).toEqual(ROW5);
  });
  it('a model never moves onto a wall or another model', () => {
    const captain = makeUnit('b', 'blue', 'captain', hs('1010'));
    const beast = makeUnit('r', 'red', 'pack', hs('1014'));
    const state = skirmishState([captain, beast], {
      terrain: [piece('wall', 0, '1011', '1111', '0911', '1012', '0912', '1112')],
    });
    const after = planPileIn(state, captain);
    expect(labels(after)).not.toContain('1011');
    expect(labels(after)).not.toContain('1012');
  });
});

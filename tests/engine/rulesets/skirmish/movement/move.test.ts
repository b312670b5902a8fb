/**
 * `skirmish`'s Movement phase moves (issue 44; seed 003 Movement; other-systems.md 4.2 and 4.5):
 * Normal move (cannot enter engagement range), Advance, Fall Back (must leave engagement range),
 * Desperate Escape (through enemy models), climbing costs, vehicles and ruins, large bases, the
 * formation about `to`, listed hexes, adjusting one model, reserves arriving, and move samples.
 */
import { describe, expect, it } from 'vitest';
import { type Hex, hexDistance } from '../../../../../src/engine/core/hex.js';
import { engagedWith, isUnitCoherent } from '../../../../../src/engine/rulesets/skirmish/geometry/index.js';
import {
  moveSamples,
  planAdjust,
  planArrival,
  planMove,
} from '../../../../../src/engine/rulesets/skirmish/movement/index.js';
import type { LastMove, SkirmishState, SkirmishUnit } from '../../../../../src/engine/rulesets/skirmish/state.js';
import { makeUnit, skirmishState, TEST_CATALOG, TEST_DATASHEETS } from '../../../../helpers/skirmish-state.js';
import { h, hs, labels, piece } from '../geometry/hexes.js';

const squadRow = (...at: string[]) => makeUnit('b', 'blue', 'squad', hs(...at));
const ROW5 = ['1005', '1105', '1205', '1305', '1405'];
const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error?.code);

/** The state with the unit's living models on `hexes`. */
function moved(state: SkirmishState, unit: SkirmishUnit, hexes: readonly Hex[]): SkirmishState {
  let k = 0;
  const models = unit.models.map((m) => (m.alive ? { ...m, hex: hexes[k++] ?? null } : m));
  return { ...state, units: state.units.map((u) => (u.id === unit.id ? { ...u, models } : u)) };
}

describe('seed 003 Movement, Normal move: up to M, never within engagement range of an enemy', () => {
  const blue = squadRow(...ROW5);
  it('the unit moves as a formation about `to`: the first model on it, each within M of its start, coherent', () => {
    const state = skirmishState([blue]);
    const plan = planMove(state, blue, 'normal', 6, h('1010'));
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(labels(plan.value)[0]).toBe('1010');
    expect(plan.value).toHaveLength(5);
    plan.value.forEach((at, i) => expect(hexDistance(at, blue.models[i]!.hex!)).toBeLessThanOrEqual(6));
    expect(isUnitCoherent(plan.value)).toBe(true);
    expect(new Set(labels(plan.value)).size).toBe(5);
  });
  it.each([
    ['a hex 7 away', '1012', [], [], 'TOO_FAR'],
    ['off the board (row 0)', '1000', [], [], 'OFF_BOARD'],
    ['onto a wall', '1009', [piece('wall', 0, '1009')], [], 'HEX_BLOCKED'],
    ["onto another unit's model", '1009', [], [makeUnit('c', 'blue', 'captain', hs('1009'))], 'HEX_TAKEN'],
    [
      'into engagement range (2 from an enemy beast)',
      '1010',
      [],
      [makeUnit('r', 'red', 'pack', hs('1012'))],
      'ENDS_ENGAGED',
    ],
    [
      'through woods and a crater (no effect on moving)',
      '1010',
      [piece('woods', 0, '1007'), piece('crater', 0, '1008')],
      [],
      'ok',
    ],
  ] as const)('%s: %s', (_name, to, terrain, others, result) => {
    const state = skirmishState([blue, ...others], { terrain: [...terrain] });
    expect(code(planMove(state, blue, 'normal', 6, h(to)))).toBe(result);
  });
  it('a path may not pass within engagement range: the detour around an enemy costs more', () => {
    const captain = makeUnit('c', 'blue', 'captain', hs('1005'));
    const enemy = makeUnit('r', 'red', 'pack', hs('1208'));
    expect(code(planMove(skirmishState([captain]), captain, 'normal', 5, h('1010')))).toBe('ok');
    expect(code(planMove(skirmishState([captain, enemy]), captain, 'normal', 5, h('1010')))).toBe('TOO_FAR');
    expect(code(planMove(skirmishState([captain, enemy]), captain, 'normal', 6, h('1010')))).toBe('ok');
  });
  it.each([
    ['one hex per living model', ['1008', '1108', '1208', '1308'], 'BAD_HEXES'],
    ['a model 3 from the rest (coherency 2")', ['1008', '1108', '1208', '1308', '1510'], 'BREAKS_COHERENCY'],
    ['two models on one hex', ['1008', '1108', '1208', '1308', '1308'], 'HEX_TAKEN'],
    ['a model beyond its own M', ['1008', '1108', '1208', '1308', '1412'], 'TOO_FAR'],
    ['a legal listing', ['1008', '1108', '1208', '1308', '1408'], 'ok'],
  ] as const)('listed hexes, %s: %s', (_name, at, result) => {
    expect(code(planMove(skirmishState([blue]), blue, 'normal', 6, h(at[0]), hs(...at)))).toBe(result);
  });
  it('a slain model is not placed: one hex per living model', () => {
    const hurt = {
      ...blue,
      models: blue.models.map((m) => (m.n === 3 ? { ...m, alive: false, hex: null, wounds: 0 } : m)),
    };
    const plan = planMove(skirmishState([hurt]), hurt, 'normal', 6, h('1009'));
    expect(plan.ok && plan.value.length).toBe(4);
  });
});

describe('seed 003 Movement, Advance: M + the D6 rolled first', () => {
  const blue = squadRow(...ROW5);
  it.each([
    [6, 'TOO_FAR'],
    [9, 'ok'],
  ] as const)('to 9 hexes away with allowance %i: %s', (allowance, result) => {
    expect(code(planMove(skirmishState([blue]), blue, 'advance', allowance, h('1014')))).toBe(result);
  });
});

describe('4.5 climbing: a step costs 1 plus the height climbed or dropped', () => {
  const captain = makeUnit('c', 'blue', 'captain', hs('1005'));
  it.each([
    [2, 'ok', 'into a 2-high ruin 3 hexes away costs 2 + 3'],
    [6, 'TOO_FAR', 'into a 6-high ruin costs 2 + 7'],
  ] as const)('ruin height %i: %s (%s)', (height, result, _why) => {
    const state = skirmishState([captain], { terrain: [piece('ruin', height, '1008')] });
    expect(code(planMove(state, captain, 'normal', 6, h('1008')))).toBe(result);
  });
});

describe('4.5 terrain: vehicles cannot enter ruins; a large base needs all seven hexes', () => {
  const tank = makeUnit('t', 'blue', 'tank', hs('1010'));
  it.each([
    ['a vehicle onto a ruin hex', '1015', [piece('ruin', 0, '1015')], [], 'HEX_BLOCKED'],
    ['a vehicle whose flower would cover a ruin hex', '1015', [piece('ruin', 0, '1016')], [], 'HEX_BLOCKED'],
    [
      'a vehicle whose flower would cover another model',
      '1015',
      [],
      [makeUnit('c', 'blue', 'captain', hs('1016'))],
      'HEX_TAKEN',
    ],
    ['a vehicle whose flower would leave the board', '0110', [], [], 'OFF_BOARD'],
    ['a vehicle on open ground', '1015', [], [], 'ok'],
  ] as const)('%s: %s', (_name, to, terrain, others, result) => {
    const state = skirmishState([tank, ...others], { terrain: [...terrain] });
    expect(code(planMove(state, tank, 'normal', 10, h(to)))).toBe(result);
  });
  it('a band of ruins stops a vehicle but not infantry', () => {
    const band = piece('ruin', 0, ...Array.from({ length: 30 }, (_, i) => `${String(i + 1).padStart(2, '0')}13`));
    const captain = makeUnit('c', 'blue', 'captain', hs('1210'));
    const state = skirmishState([tank, captain], { terrain: [band] });
    expect(code(planMove(state, tank, 'normal', 10, h('1017')))).toBe('TOO_FAR');
    expect(code(planMove(state, captain, 'normal', 6, h('1215')))).toBe('ok');
  });
});

describe('seed 003 Movement, Fall Back: M, may pass within engagement range, must end out of it', () => {
  const blue = squadRow(...ROW5);
  const red = makeUnit('r', 'red', 'pack', hs('1007', '1107', '1207', '1307', '1407'));
  const state = skirmishState([blue, red]);
  it.each([
    ['back north out of range', '1002', 'ok'],
    ['staying within engagement range', '1005', 'ENDS_ENGAGED'],
  ] as const)('%s: %s', (_name, to, result) => {
    expect(code(planMove(state, blue, 'fallBack', 6, h(to)))).toBe(result);
  });
  it('the plan leaves the unit engaged with no one', () => {
    const plan = planMove(state, blue, 'fallBack', 6, h('1002'));
    if (!plan.ok) throw new Error('no plan');
    const after = moved(state, blue, plan.value);
    expect(engagedWith(after, after.units[0]!)).toEqual([]);
  });
  it('passing within engagement range is allowed to a Fall Back, not to a Normal move', () => {
    const captain = makeUnit('c', 'blue', 'captain', hs('1010'));
    const beasts = makeUnit('r', 'red', 'pack', hs('1008', '1012'));
    const s = skirmishState([captain, beasts]);
    expect(code(planMove(s, captain, 'fallBack', 6, h('1410')))).toBe('ok');
    expect(code(planMove(s, captain, 'normal', 6, h('1410')))).toBe('TOO_FAR');
  });
});

describe('seed 003 Movement, Desperate Escape: a battle-shocked unit falls back through enemy models', () => {
  // A corridor: walls on columns 9 and 11 and behind the captain; a beast blocks the way out.
  const walls = piece(
    'wall',
    0,
    '1004',
    ...['09', '11'].flatMap((c) => Array.from({ length: 11 }, (_, i) => `${c}${String(i + 3).padStart(2, '0')}`)),
  );
  const captain = makeUnit('c', 'blue', 'captain', hs('1005'), { shocked: true });
  const beast = makeUnit('r', 'red', 'pack', hs('1006'));
  const state = skirmishState([captain, beast], { terrain: [walls] });
  it.each([
    ['fallBack', '1010', 'TOO_FAR'],
    ['desperate', '1010', 'ok'],
    ['desperate', '1006', 'HEX_TAKEN'],
    ['desperate', '1007', 'ENDS_ENGAGED'],
  ] as const)('%s to %s: %s', (kind, to, result) => {
    expect(code(planMove(state, captain, kind, 6, h(to)))).toBe(result);
  });
});

describe('4.5 "nudge": adjusting one model of the unit moved last', () => {
  const from = squadRow(...ROW5);
  const after = ['1008', '1108', '1208', '1308', '1408'];
  const unit = { ...from, models: from.models.map((m, i) => ({ ...m, hex: h(after[i]!) })) };
  const lastMove: LastMove = { unit: 'b', from: from.models.map((m) => m.hex), allowance: 6, kind: 'normal' };
  const enemy = makeUnit('r', 'red', 'pack', hs('1611'));
  const state = skirmishState([unit, enemy]);
  it.each([
    ['model 5 one hex on', 5, '1409', 'ok'],
    ['model 5 beyond its M from where it started', 5, '1212', 'TOO_FAR'],
    ['model 5 away from the others', 5, '1705', 'BREAKS_COHERENCY'],
    ['model 5 onto model 4', 5, '1308', 'HEX_TAKEN'],
    ['model 5 into engagement range', 5, '1510', 'ENDS_ENGAGED'],
    ['no model 9', 9, '1409', 'NO_SUCH_MODEL'],
  ] as const)('%s: %s', (_name, model, to, result) => {
    const plan = planAdjust(state, lastMove, model, h(to));
    expect(code(plan)).toBe(result);
    if (plan.ok) expect(labels(plan.value)).toEqual([...after.slice(0, 4), to]);
  });
});

describe("4.2 Reserves: wholly within 6 of the side's edge, more than 8 from every enemy model", () => {
  const inReserve = (side: string, datasheet = 'squad') => {
    const u = makeUnit('x', side, datasheet, [], { reserve: true });
    return { ...u, models: u.models.map((m) => ({ ...m, alive: true, hex: null, wounds: 1 })) };
  };
  it.each([
    ['blue (north edge) at row 3', 'blue', '2003', [], 'ok'],
    ['blue at row 9', 'blue', '2009', [], 'OUT_OF_ZONE'],
    [
      'blue at row 3, an enemy 6 away',
      'blue',
      '2003',
      [makeUnit('r', 'red', 'pack', hs('2009'))],
      'TOO_CLOSE_TO_ENEMY',
    ],
    ['red (south edge) at row 20', 'red', '2020', [], 'ok'],
    ['red at row 3', 'red', '2003', [], 'OUT_OF_ZONE'],
  ] as const)('%s: %s', (_name, side, to, others, result) => {
    const unit = inReserve(side);
    const plan = planArrival(skirmishState([unit, ...others]), unit, h(to));
    expect(code(plan)).toBe(result);
    if (plan.ok) expect(isUnitCoherent(plan.value)).toBe(true);
  });
  it('Deep Strike: anywhere more than 8 from enemies', () => {
    const catalog = {
      ...TEST_CATALOG,
      datasheets: { ...TEST_DATASHEETS, squad: { ...TEST_DATASHEETS.squad!, abilities: { deepStrike: true } } },
    };
    const unit = inReserve('blue');
    const enemy = makeUnit('r', 'red', 'pack', hs('2020'));
    expect(code(planArrival(skirmishState([unit, enemy], { catalog }), unit, h('1011')))).toBe('ok');
    expect(code(planArrival(skirmishState([unit, enemy], { catalog }), unit, h('2014')))).toBe('TOO_CLOSE_TO_ENEMY');
  });
});

describe('moveSamples: a handful of `to` hexes, each legal for planMove', () => {
  it('a free unit: Normal moves, one of them nearer the objective', () => {
    const blue = squadRow(...ROW5);
    const red = makeUnit('r', 'red', 'pack', hs('1016', '1116'));
    const state = skirmishState([blue, red], { terrain: [piece('woods', 0, '0707')] });
    const samples = moveSamples(state, blue, 6);
    expect(samples.length).toBeGreaterThanOrEqual(2);
    for (const to of samples) expect(code(planMove(state, blue, 'normal', 6, to))).toBe('ok');
    const objective = state.objectives[0]!.hex;
    expect(Math.min(...samples.map((s) => hexDistance(s, objective)))).toBeLessThan(hexDistance(h('1005'), objective));
  });
  it('an engaged unit: Fall Back moves', () => {
    const blue = squadRow(...ROW5);
    const red = makeUnit('r', 'red', 'pack', hs('1007', '1107'));
    const state = skirmishState([blue, red]);
    const samples = moveSamples(state, blue, 6);
    expect(samples.length).toBeGreaterThan(0);
    for (const to of samples) expect(code(planMove(state, blue, 'fallBack', 6, to))).toBe('ok');
  });
});

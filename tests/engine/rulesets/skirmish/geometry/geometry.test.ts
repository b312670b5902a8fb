/**
 * `skirmish`'s geometry (issue 44; seed 003 Movement and Shooting; other-systems.md 4.2 and 4.5):
 * the board's hexes, terrain heights and climbing, engagement range (2 across, 5 up or down),
 * distances between the closest hexes of bases (a large base is seven hexes), coherency (2 and 9),
 * sight and cover from terrain, and the contract's SKIRMISH_GEOMETRY.
 */
import { describe, expect, it } from 'vitest';
import { FLOWER } from '../../../../../src/engine/core/footprint.js';
import { hexKey } from '../../../../../src/engine/core/hex.js';
import {
  benefitOfCover,
  engagedWith,
  hexCost,
  hexSight,
  heightAt,
  inEngagementRange,
  isEngaged,
  isUnitCoherent,
  modelDistance,
  modelSees,
  occupied,
  onBoard,
  onTable,
  placedModels,
  SKIRMISH_GEOMETRY,
  terrainAt,
  unitDistance,
  unitHexes,
  unitVisible,
} from '../../../../../src/engine/rulesets/skirmish/geometry/index.js';
import { makeUnit, skirmishState } from '../../../../helpers/skirmish-state.js';
import { h, hs, labels, piece } from './hexes.js';

describe('the board: columns 1..cols and rows 1..rows of hex labels (row 1 the north edge)', () => {
  it.each([
    ['0101', true],
    ['3022', true],
    ['1511', true],
    ['0001', false],
    ['0100', false],
    ['3101', false],
    ['0123', false],
  ])('on a 30 x 22 board, %s is on the board: %s', (label, on) => {
    expect(onBoard(skirmishState([]), h(label))).toBe(on);
  });
});

describe('terrain heights (4.5: moving costs 1 plus the height climbed or dropped)', () => {
  const state = skirmishState([], {
    terrain: [piece('ruin', 6, '1005', '1006'), piece('woods', 0, '1205'), piece('crater', 2, '1405')],
  });
  it.each([
    ['1004', '1005', 7, 'climbing into a 6-high ruin'],
    ['1005', '1006', 1, 'moving within the ruin'],
    ['1006', '1007', 7, 'dropping out of the ruin'],
    ['1204', '1205', 1, 'into woods on the ground'],
    ['1404', '1405', 3, 'down into a 2-deep crater counts its height'],
    ['2010', '2011', 1, 'open ground'],
  ])('%s -> %s costs %i (%s)', (from, to, cost) => {
    expect(hexCost(state, h(from), h(to))).toBe(cost);
  });
  it('terrainAt and heightAt read the piece on a hex, 0 off terrain', () => {
    expect(terrainAt(state, h('1006'))?.kind).toBe('ruin');
    expect(heightAt(state, h('1006'))).toBe(6);
    expect(terrainAt(state, h('2020'))).toBeUndefined();
    expect(heightAt(state, h('2020'))).toBe(0);
  });
});

describe('other-systems 4.2: engagement range is 2" horizontal and 5" vertical', () => {
  const state = skirmishState([], { terrain: [piece('ruin', 6, '1008'), piece('ruin', 5, '1208')] });
  it.each([
    ['1005', '1006', true, 'adjacent'],
    ['1005', '1007', true, '2 across'],
    ['1005', '1008', false, '3 across'],
    ['1007', '1008', false, '1 across but 6 up a ruin'],
    ['1207', '1208', true, '1 across and 5 up'],
    ['1008', '1208', true, '2 across, both up a ruin (6 and 5 high)'],
    ['1007', '1208', true, '2 across, 5 up'],
  ])('%s and %s: %s (%s)', (a, b, inRange) => {
    expect(inEngagementRange(state, h(a), h(b))).toBe(inRange);
  });
});

describe('distances: between the closest hexes of two bases (4.5; a large base is the hex and its six neighbours)', () => {
  const tank = makeUnit('t', 'blue', 'tank', hs('1010'));
  const squad = makeUnit('s', 'red', 'squad', hs('1014', '1015', '1016', '1017', '1018'));
  const state = skirmishState([tank, squad]);
  it('a large base covers seven hexes', () => {
    expect(unitHexes(state, tank)).toHaveLength(FLOWER.offsets.length);
    expect(occupied(state).get(hexKey(h('1012')))).toBeUndefined();
    expect(occupied(state).get(hexKey(h('1011')))).toEqual({ unit: 't', side: 'blue', model: 1 });
    expect(occupied(state).get(hexKey(h('1014')))).toEqual({ unit: 's', side: 'red', model: 1 });
  });
  it('model distance from the tank (edge at 1011) to a trooper at 1014 is 3, to 1018 is 7', () => {
    const [m1] = tank.models;
    expect(modelDistance(state, tank, m1!, squad, squad.models[0]!)).toBe(3);
    expect(modelDistance(state, tank, m1!, squad, squad.models[4]!)).toBe(7);
  });
  it('unit distance is the closest pair', () => {
    expect(unitDistance(state, tank, squad)).toBe(3);
    expect(unitDistance(state, squad, tank)).toBe(3);
  });
  it('a slain model is not on the table: Infinity', () => {
    const dead = { ...squad.models[0]!, alive: false, hex: null };
    expect(modelDistance(state, tank, tank.models[0]!, squad, dead)).toBe(Infinity);
  });
});

describe('engaged (seed 003 Movement: engagement range between models of enemy units)', () => {
  const blue = makeUnit('b', 'blue', 'squad', hs('1005', '1105', '1205', '1305', '1405'));
  it.each([
    ['1007', ['r']],
    ['1008', []],
  ] as const)('an enemy beast at %s: engaged with %o', (at, ids) => {
    const red = makeUnit('r', 'red', 'pack', hs(at));
    const state = skirmishState([blue, red]);
    expect(engagedWith(state, blue)).toEqual(ids);
    expect(isEngaged(state, red)).toBe(ids.length > 0);
  });
  it('a friendly unit is never engaged with', () => {
    const friend = makeUnit('c', 'blue', 'captain', hs('1006'));
    expect(engagedWith(skirmishState([blue, friend]), blue)).toEqual([]);
  });
  it('a ruin 6 high puts a model in it out of reach of one below (5" vertical)', () => {
    const red = makeUnit('r', 'red', 'pack', hs('1006'));
    const state = skirmishState([blue, red], { terrain: [piece('ruin', 6, '1006')] });
    expect(engagedWith(state, blue)).toEqual([]);
  });
});

describe('coherency (4.2: within 2" of another model and within 9" of every other)', () => {
  it.each([
    ['one model', ['1005'], true],
    ['a chain 2 apart', ['1005', '1007', '1009'], true],
    ['a model 3 from the rest', ['1005', '1006', '1009'], false],
    ['two pairs 4 apart (each model has one within 2: the rule asks no more)', ['1005', '1006', '1010', '1011'], true],
    ['two pairs 11 apart', ['1001', '1002', '1011', '1012'], false],
    ['a chain 2 apart spanning 10', ['1001', '1003', '1005', '1007', '1009', '1011'], false],
    ['a chain 2 apart spanning 9', ['1001', '1003', '1005', '1007', '1009', '1010'], true],
  ])('%s: %s', (_name, at, coherent) => {
    expect(isUnitCoherent(hs(...at))).toBe(coherent);
  });
});

const band = (kind: 'wall' | 'woods' | 'ruin' | 'crater', row: string) =>
  piece(kind, 0, ...Array.from({ length: 13 }, (_, i) => `${String(i + 4).padStart(2, '0')}${row}`));

describe('line of sight (4.5: hex lines; a wall blocks, a ruin is not seen through)', () => {
  it.each([
    ['open ground', [], true, false],
    ['a wall crossed', [piece('wall', 0, '1007')], false, false],
    [
      'a wall only grazed along a hexside (the line 1005-1205 runs between 1104 and 1105)',
      [piece('wall', 0, '1105')],
      true,
      false,
    ],
    ['a ruin crossed', [piece('ruin', 0, '1007')], false, false],
    ['out of the ruin the viewer stands in', [piece('ruin', 0, '1005', '1006', '1007')], true, false],
    ['into the ruin the target stands in: cover', [piece('ruin', 0, '1008', '1009', '1010')], true, true],
    ['woods crossed: cover, no effect on sight', [piece('woods', 0, '1007')], true, true],
    ['the target in a crater: cover', [piece('crater', 0, '1010')], true, true],
    ['the viewer in woods gives its target no cover', [piece('woods', 0, '1005', '1006')], true, false],
  ] as const)('%s', (name, terrain, visible, cover) => {
    const state = skirmishState([], { terrain: [...terrain] });
    const to = name.startsWith('a wall only') ? h('1205') : h('1010');
    expect(hexSight(state, h('1005'), to)).toEqual({ visible, cover });
  });

  const blue = makeUnit('b', 'blue', 'captain', hs('1005'));
  const red = makeUnit('r', 'red', 'squad', hs('1012', '1112', '1212', '0912', '0812'));
  it('a unit behind a wall across the whole line of sight is not visible', () => {
    const state = skirmishState([blue, red], { terrain: [band('wall', '08')] });
    expect(unitVisible(state, blue, red)).toBe(false);
    expect(modelSees(state, blue, blue.models[0]!, red, red.models[0]!)).toBe(false);
  });
  it('a unit is visible when any model sees any model (a wall hiding one model)', () => {
    const state = skirmishState([blue, red], { terrain: [piece('wall', 0, '1009')] });
    expect(modelSees(state, blue, blue.models[0]!, red, red.models[0]!)).toBe(false);
    expect(unitVisible(state, blue, red)).toBe(true);
  });
  it('a large base sees from any of its seven hexes', () => {
    const tank = makeUnit('t', 'blue', 'tank', hs('1005'));
    const target = makeUnit('c', 'red', 'captain', hs('1010'));
    const state = skirmishState([tank, target], { terrain: [piece('wall', 0, '1007')] });
    expect(hexSight(state, h('1005'), h('1010')).visible).toBe(false);
    expect(hexSight(state, h('1105'), h('1010')).visible).toBe(true);
    expect(modelSees(state, tank, tank.models[0]!, target, target.models[0]!)).toBe(true);
  });
});

describe('seed 003 Hit Roll "Cover ... -1 BS": the Benefit of Cover (4.5: infantry/beasts in or seen across terrain)', () => {
  const blue = makeUnit('b', 'blue', 'captain', hs('1005'));
  const squadAt = (...at: string[]) => makeUnit('r', 'red', 'squad', hs(...at));
  const row12 = ['0812', '0912', '1012', '1112', '1212'];
  it.each([
    ['every model in woods', squadAt(...row12), [piece('woods', 0, ...row12)], true],
    ['one model in the open', squadAt(...row12), [piece('woods', 0, ...row12.slice(1))], false],
    ['in the open, seen across woods', squadAt(...row12), [band('woods', '09')], true],
    ['in the open, seen across a crater band', squadAt(...row12), [band('crater', '09')], true],
    ['in the open, nothing between', squadAt(...row12), [], false],
    [
      'the one unseen model (behind a wall) does not count',
      squadAt(...row12),
      [piece('woods', 0, ...row12.slice(1)), piece('wall', 0, '0811')],
      true,
    ],
    ['not seen at all', squadAt(...row12), [band('wall', '08')], false],
    [
      'a vehicle in woods gets no cover',
      makeUnit('r', 'red', 'tank', hs('1012')),
      [piece('woods', 0, '1012', '1011', '1013', '0911', '0912', '1111', '1112')],
      false,
    ],
    ['beasts in a crater', makeUnit('r', 'red', 'pack', hs(...row12)), [piece('crater', 0, ...row12)], true],
  ] as const)('%s: %s', (_name, target, terrain, cover) => {
    const state = skirmishState([blue, target], { terrain: [...terrain] });
    expect(benefitOfCover(state, blue, target)).toBe(cover);
  });
});

describe('SKIRMISH_GEOMETRY (the contract, issue 42): hex labels, leader footprint, no bands or arcs', () => {
  const tank = makeUnit('t', 'blue', 'tank', hs('1010'));
  const squad = makeUnit('s', 'red', 'squad', hs('1015', '1016', '1017'));
  const reserve = makeUnit('x', 'red', 'squad', [], { reserve: true });
  const state = skirmishState([tank, squad, reserve], {
    terrain: [piece('wall', 0, '0813', '0913', '1013', '1113', '1213')],
  });
  it('positions are hex labels', () => {
    expect(SKIRMISH_GEOMETRY.parsePosition('1005')).toEqual(h('1005'));
    expect(SKIRMISH_GEOMETRY.formatPosition(h('0712'))).toBe('0712');
    expect(SKIRMISH_GEOMETRY.parsePosition('nowhere')).toBeUndefined();
  });
  it('a unit stands on its leader (first living model on the table): a large base is the flower', () => {
    expect(SKIRMISH_GEOMETRY.footprint(state, 't')).toMatchObject({ anchor: h('1010'), footprint: FLOWER });
    const hurt = { ...squad, models: squad.models.map((m, i) => (i === 0 ? { ...m, alive: false, hex: null } : m)) };
    const after = skirmishState([tank, hurt]);
    expect(SKIRMISH_GEOMETRY.footprint(after, 's')?.anchor).toEqual(h('1016'));
    expect(SKIRMISH_GEOMETRY.footprint(state, 'x')).toBeUndefined();
  });
  it('distance between closest bases; no range bands (ranges are per weapon), no arcs', () => {
    expect(SKIRMISH_GEOMETRY.distance(state, 't', 's')).toBe(4);
    expect(SKIRMISH_GEOMETRY.distance(state, 't', 'x')).toBeUndefined();
    expect(SKIRMISH_GEOMETRY.rangeBands).toEqual([]);
    expect(SKIRMISH_GEOMETRY.rangeBand(state, 't', 's')).toBeUndefined();
    expect(SKIRMISH_GEOMETRY.arcs(state, 't')).toEqual([]);
    expect(SKIRMISH_GEOMETRY.arcsContaining(state, 't', 's')).toEqual([]);
  });
  it('line of sight between the closest models: the wall blocks it', () => {
    expect(SKIRMISH_GEOMETRY.lineOfSight(state, 't', 's')?.visible).toBe(false);
    expect(SKIRMISH_GEOMETRY.lineOfSight(skirmishState([tank, squad]), 't', 's')).toMatchObject({
      visible: true,
      obstructed: false,
    });
    expect(SKIRMISH_GEOMETRY.lineOfSight(state, 't', 'x')).toBeUndefined();
  });
  it('onTable and placedModels: a reserve unit is not on the table', () => {
    expect(onTable(reserve)).toBe(false);
    expect(onTable(squad)).toBe(true);
    expect(labels(placedModels(squad).map((m) => m.hex))).toEqual(['1015', '1016', '1017']);
  });
});

/**
 * Unit orders the engine expands (issue 42; other-systems.md section 4.5, seed 003's unit
 * coherency): the models of a unit placed around its leader's hex, each within two hexes of another,
 * one per hex, none on blocked hexes, always the same way; one model moved afterwards.
 */
import { describe, expect, test } from 'vitest';
import { adjustModel, isCoherent, placeFormation } from '../../../src/engine/core/formation.js';
import { type Hex, hex, hexDistance, hexKey, hexRing } from '../../../src/engine/core/hex.js';

const open = (): boolean => false;
const wall =
  (...hexes: Hex[]) =>
  (h: Hex): boolean =>
    hexes.some((w) => hexKey(w) === hexKey(h));
const placed = (leader: Hex, count: number, blocked: (h: Hex) => boolean = open): Hex[] => {
  const r = placeFormation(leader, count, blocked);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};

describe('placing a unit around its leader', () => {
  test.each([1, 2, 5, 7, 10, 20])('%i models: leader first, one per hex, coherent, none blocked', (count) => {
    const blocked = wall(hex(4, 3), hex(5, 4), hex(3, 5));
    const models = placed(hex(4, 4), count, blocked);
    expect(models).toHaveLength(count);
    expect(models[0]).toEqual(hex(4, 4));
    expect(new Set(models.map(hexKey)).size).toBe(count);
    expect(models.some(blocked)).toBe(false);
    expect(isCoherent(models)).toBe(true);
  });

  test('on an open map, seven models are the leader and its six neighbours, in ring order', () => {
    expect(placed(hex(0, 0), 7)).toEqual([hex(0, 0), ...hexRing(hex(0, 0), 1)]);
  });

  test('is deterministic', () => {
    expect(placed(hex(2, 2), 10, wall(hex(2, 1)))).toEqual(placed(hex(2, 2), 10, wall(hex(2, 1))));
  });

  test('flows around a wall that rings the leader, reaching across it by coherency', () => {
    const ring = hexRing(hex(0, 0), 1);
    const models = placed(hex(0, 0), 3, wall(...ring));
    expect(models.slice(1).every((m) => hexDistance(m, hex(0, 0)) === 2)).toBe(true);
    expect(isCoherent(models)).toBe(true);
  });

  test.each([
    ['no models', hex(0, 0), 0, open, 'BAD_COUNT'],
    ['a fraction of a model', hex(0, 0), 1.5, open, 'BAD_COUNT'],
    ['a leader on a blocked hex', hex(0, 0), 3, wall(hex(0, 0)), 'LEADER_BLOCKED'],
    ['a leader walled in beyond reach', hex(0, 0), 2, (h: Hex) => hexDistance(h, hex(0, 0)) >= 1, 'NO_ROOM'],
  ] as const)('refuses %s', (_, leader, count, blocked, code) => {
    const r = placeFormation(leader, count, blocked);
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
  });
});

describe('coherency', () => {
  test.each([
    ['one model alone', [hex(0, 0)], true],
    ['two models two hexes apart', [hex(0, 0), hex(0, 2)], true],
    ['two models three hexes apart', [hex(0, 0), hex(0, 3)], false],
    ['a chain', [hex(0, 0), hex(0, 2), hex(0, 4)], true],
    ['a straggler', [hex(0, 0), hex(0, 1), hex(5, 5)], false],
  ])('%s: %s', (_, models, coherent) => {
    expect(isCoherent(models)).toBe(coherent);
  });
});

describe("adjusting one model's hex", () => {
  const models = [hex(0, 0), hex(0, 1), hex(1, 0)];

  test('moves it when the hex is free and the unit stays coherent', () => {
    const r = adjustModel(models, 2, hex(2, -1), open);
    expect(r.ok && r.value).toEqual([hex(0, 0), hex(0, 1), hex(2, -1)]);
  });

  test.each([
    ['no such model', -1, hex(2, 0), open, 'NO_SUCH_MODEL'],
    ['a model past the last', 3, hex(2, 0), open, 'NO_SUCH_MODEL'],
    ['a blocked hex', 2, hex(2, 0), wall(hex(2, 0)), 'HEX_BLOCKED'],
    ['a hex another model holds', 2, hex(0, 1), open, 'HEX_TAKEN'],
    ['too far from the others', 2, hex(6, 0), open, 'BREAKS_COHERENCY'],
  ] as const)('refuses %s', (_, index, to, blocked, code) => {
    const r = adjustModel(models, index, to, blocked);
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
  });

  test('a model may stay on its own hex', () => {
    expect(adjustModel(models, 1, hex(0, 1), open).ok).toBe(true);
  });
});

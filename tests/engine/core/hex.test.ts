import { describe, expect, test } from 'vitest';
import {
  FACINGS,
  hex,
  hexDistance,
  hexRing,
  neighbour,
  neighbours,
  parseFacing,
  rotateFacing,
  rotateVector,
} from '../../../src/engine/core/hex.js';

describe('hex distance', () => {
  test.each([
    [hex(0, 0), hex(0, 0), 0],
    [hex(0, 0), hex(0, -1), 1],
    [hex(0, 0), hex(1, -1), 1],
    [hex(0, 0), hex(2, -1), 2],
    [hex(0, 0), hex(3, -3), 3],
    [hex(-2, 5), hex(4, -1), 6],
    [hex(1, 2), hex(-3, 0), 6],
  ])('from %o to %o is %i', (a, b, d) => {
    expect(hexDistance(a, b)).toBe(d);
    expect(hexDistance(b, a)).toBe(d);
  });
});

describe('neighbours and facings', () => {
  test('the six neighbours are each at distance 1 and all different', () => {
    const ns = neighbours(hex(3, -2));
    expect(ns.map((n) => hexDistance(n, hex(3, -2)))).toEqual([1, 1, 1, 1, 1, 1]);
    expect(new Set(ns.map((n) => `${n.q},${n.r}`)).size).toBe(6);
  });

  test('facing 0 is north (row up), 3 is south', () => {
    expect(neighbour(hex(0, 0), 0)).toEqual(hex(0, -1));
    expect(neighbour(hex(0, 0), 3)).toEqual(hex(0, 1));
  });

  test.each([
    [0, 1, 1],
    [0, -1, 5],
    [5, 1, 0],
    [2, 6, 2],
    [3, -7, 2],
  ] as const)('facing %i turned %i steps is %i', (f, steps, expected) => {
    expect(rotateFacing(f, steps)).toBe(expected);
  });

  test('rotating a direction vector one step clockwise gives the next facing', () => {
    for (const f of FACINGS) {
      const d = neighbour(hex(0, 0), f);
      expect(rotateVector(d, 1)).toEqual(neighbour(hex(0, 0), rotateFacing(f, 1)));
      expect(rotateVector(d, -1)).toEqual(neighbour(hex(0, 0), rotateFacing(f, -1)));
    }
  });

  test('rotation keeps distance and six steps are the identity', () => {
    const v = hex(3, -1);
    for (let k = 0; k < 6; k++) expect(hexDistance(hex(0, 0), rotateVector(v, k))).toBe(3);
    expect(rotateVector(v, 6)).toEqual(v);
  });

  test('a ring of radius r has 6r hexes, all at distance r', () => {
    const ring = hexRing(hex(1, 1), 3);
    expect(ring).toHaveLength(18);
    expect(ring.every((h) => hexDistance(h, hex(1, 1)) === 3)).toBe(true);
  });

  test('facings parse from names and numbers', () => {
    expect(parseFacing('ne')).toBe(1);
    expect(parseFacing('4')).toBe(4);
    expect(parseFacing('up')).toBeUndefined();
  });
});

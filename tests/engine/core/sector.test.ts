/**
 * Arcs as sectors (issue 42; other-systems.md sections 2.8 and 5.9): named wedges of any width in a
 * unit's own frame, exact on hex rays, by bearing on angles, widened by a target's base.
 */
import { describe, expect, test } from 'vitest';
import { type Facing, type Hex, FACINGS, hex, hexRing, rotateVector } from '../../../src/engine/core/hex.js';
import {
  angleSector,
  bearingOf,
  cornerRay,
  fullSector,
  hexsideSector,
  inSector,
  ownFrame,
  sectorsContaining,
} from '../../../src/engine/core/sector.js';

const ORIGIN = hex(0, 0);
const around = (radius: number): Hex[] => Array.from({ length: radius }, (_, r) => hexRing(ORIGIN, r + 1)).flat();

describe('rays and bearings', () => {
  test.each([
    [5, { q: -1, r: -1 }],
    [0, { q: 1, r: -2 }],
    [2, { q: 1, r: 1 }],
    [3, { q: -1, r: 2 }],
  ] as const)('the corner ray after hexside %i points at %o', (facing, ray) => {
    expect(cornerRay(facing)).toEqual(ray);
  });

  test.each([
    ['ahead', hex(0, -1), 0],
    ['across the NE hexside', hex(1, -1), 60],
    ['across the SE hexside', hex(1, 0), 120],
    ['behind', hex(0, 1), 180],
    ['across the NW hexside', hex(-1, 0), -60],
    ['through the front-right corner', hex(1, -2), 30],
  ])('a hex %s bears %i degrees', (_, offset, degrees) => {
    expect(bearingOf(offset)).toBeCloseTo(degrees, 9);
  });

  test('the own frame turns the offset so the unit faces N', () => {
    expect(ownFrame(hex(2, 2), 2, hex(3, 2))).toEqual(hex(0, -1));
    for (const f of FACINGS) expect(ownFrame(ORIGIN, f, rotateVector(hex(1, -3), f))).toEqual(hex(1, -3));
  });
});

describe('hexside sectors (exact)', () => {
  const front = hexsideSector('front', 0, 0);
  const broadside = hexsideSector('port broadside', 3, 0);

  test.each([
    ['dead ahead', hex(0, -3), true],
    ['on the front-left boundary', hex(-1, -1), true],
    ['on the front-right boundary', hex(1, -2), true],
    ['just outside, right', hex(1, -1), false],
    ['behind', hex(0, 2), false],
  ])('a 60-degree sector: %s', (_, v, inside) => {
    expect(inSector(front, v)).toBe(inside);
  });

  test.each([
    ['ahead', hex(0, -2), true],
    ['to the left', hex(-2, 1), true],
    ['behind', hex(0, 2), true],
    ['to the right', hex(2, -1), false],
    ['on the rear-right corner ray (its start)', hex(1, 1), true],
  ])('a 240-degree sector (four hexsides): %s', (_, v, inside) => {
    expect(inSector(broadside, v)).toBe(inside);
  });

  test('the six one-hexside sectors cover the map; boundary hexes fall in two', () => {
    const six = FACINGS.map((f) => hexsideSector(`side${f}`, f, f));
    for (const v of around(6)) {
      const n = six.filter((s) => inSector(s, v)).length;
      expect(n === 1 || n === 2, JSON.stringify(v)).toBe(true);
    }
  });
});

describe('angle sectors and the whole circle', () => {
  const xwingFront = angleSector('front', -40, 40);
  const rear = angleSector('rear', 140, -140);

  test.each([
    ['dead ahead', hex(0, -4), true, false],
    ['30 degrees right', hex(1, -2), true, false],
    ['60 degrees right', hex(1, -1), false, false],
    ['behind', hex(0, 3), false, true],
    ['behind and right (120 degrees)', hex(1, 0), false, false],
    ['behind and right (150 degrees)', hex(1, 1), false, true],
  ])('%s: front %s, rear %s', (_, v, inFront, inRear) => {
    expect(inSector(xwingFront, v)).toBe(inFront);
    expect(inSector(rear, v)).toBe(inRear);
  });

  test('spread widens the sector each side: a wide base reaches in', () => {
    expect(inSector(xwingFront, hex(1, -1))).toBe(false);
    expect(inSector(xwingFront, hex(1, -1), 25)).toBe(true);
    expect(inSector(xwingFront, hex(1, 0), 25)).toBe(false);
    expect(inSector(xwingFront, hex(0, 4), 140)).toBe(true);
  });

  test('a turret holds every hex', () => {
    const turret = fullSector('turret');
    expect(around(4).every((v) => inSector(turret, v))).toBe(true);
  });
});

describe('the sectors holding a target', () => {
  const zones = [
    hexsideSector('front', 0, 0),
    hexsideSector('right', 1, 2),
    hexsideSector('rear', 3, 3),
    hexsideSector('left', 4, 5),
  ];

  test.each(FACINGS.map((f) => [f]))('facing %i: none for the own hex, in the sectors order', (facing: Facing) => {
    expect(sectorsContaining(zones, hex(4, 1), facing, hex(4, 1))).toEqual([]);
    const ahead = rotateVector(hex(1, -2), facing);
    expect(sectorsContaining(zones, ORIGIN, facing, ahead)).toEqual(['front', 'right']);
  });
});

describe('sectors of a part of a unit (other-systems.md section 5.9: hull zones of a two-hex ship)', () => {
  // The front zone measured from the front hex (the anchor), the rear zone from the rear hex behind it.
  const REAR_HEX = hex(0, 1);
  const zones = [
    hexsideSector('front', 0, 0),
    hexsideSector('right', 1, 2),
    { ...hexsideSector('rear', 3, 3), at: REAR_HEX },
    hexsideSector('left', 4, 5),
  ];

  test.each(FACINGS.map((f) => [f]))('facing %i: the rear zone sees from the rear hex, not the anchor', (facing) => {
    const turn = (v: Hex) => rotateVector(v, facing);
    // Two hexes behind the anchor is one behind the rear hex: in the rear zone.
    expect(sectorsContaining(zones, ORIGIN, facing, turn(hex(0, 2)))).toEqual(['rear']);
    // The rear hex itself is the rear zone's apex: no bearing from it; from the anchor it lies on no other zone's wedge.
    expect(sectorsContaining(zones, ORIGIN, facing, turn(REAR_HEX))).toEqual([]);
    // On the anchor's rear-right corner ray: right and rear from the anchor, but the rear zone looks
    // from the rear hex, where it bears 120 degrees: the right zone only.
    expect(sectorsContaining(zones, ORIGIN, facing, turn(hex(1, 1)))).toEqual(['right']);
    // The same hex one further back bears 150 degrees from the rear hex: on the rear zone's boundary.
    expect(sectorsContaining(zones, ORIGIN, facing, turn(hex(1, 2)))).toEqual(['rear']);
  });
});

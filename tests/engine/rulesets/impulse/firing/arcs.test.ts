import { describe, expect, test } from 'vitest';
import { arcsContaining, isInArc } from '../../../../../src/engine/rulesets/impulse/firing/arcs.js';
import { type Facing, hex, neighbour, rotateVector } from '../../../../../src/engine/core/hex.js';

const origin = hex(0, 0);

describe('arcs of a ship facing north', () => {
  test.each([
    ['N neighbour', hex(0, -1), ['forward']],
    ['NE neighbour', hex(1, -1), ['right']],
    ['SE neighbour', hex(1, 0), ['right']],
    ['S neighbour', hex(0, 1), ['rear']],
    ['SW neighbour', hex(-1, 1), ['left']],
    ['NW neighbour', hex(-1, 0), ['left']],
    ['far ahead, slightly right', hex(1, -3), ['forward']],
    ['far behind, slightly left', hex(-1, 3), ['rear']],
  ])('%s is in %o', (_, target, arcs) => {
    expect(arcsContaining(origin, 0, target)).toEqual(arcs);
  });

  test.each([
    ['front-right corner ray', hex(1, -2), ['forward', 'right']],
    ['front-right corner ray, further out', hex(3, -6), ['forward', 'right']],
    ['front-left corner ray', hex(-1, -1), ['forward', 'left']],
    ['rear-right corner ray', hex(1, 1), ['right', 'rear']],
    ['rear-left corner ray', hex(-1, 2), ['rear', 'left']],
    ['the side corner ray on the right lies inside Right only', hex(2, -1), ['right']],
    ['the side corner ray on the left lies inside Left only', hex(-2, 1), ['left']],
  ])('boundary: %s is in %o', (_, target, arcs) => {
    expect(arcsContaining(origin, 0, target)).toEqual(arcs);
  });

  test("the ship's own hex is in no arc", () => {
    expect(arcsContaining(origin, 0, origin)).toEqual([]);
  });

  test('arc sizes over a ring: forward and rear are 60 degrees, sides 120 (boundary hexes count for both)', () => {
    const ring = [] as ReturnType<typeof hex>[];
    for (let q = -6; q <= 6; q++)
      for (let r = -6; r <= 6; r++) if (Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r)) === 6) ring.push(hex(q, r));
    const count = (arc: 'forward' | 'right' | 'rear' | 'left') => ring.filter((h) => isInArc(origin, 0, h, arc)).length;
    // Radius 6: 36 hexes. Forward and rear span 6 hex-widths plus both boundary hexes; sides 12 plus both.
    expect(count('forward')).toBe(7);
    expect(count('rear')).toBe(7);
    expect(count('right')).toBe(13);
    expect(count('left')).toBe(13);
  });
});

describe('arcs turn with the ship', () => {
  test('the hex straight ahead is forward for every facing', () => {
    for (const facing of [0, 1, 2, 3, 4, 5] as Facing[]) {
      expect(arcsContaining(origin, facing, neighbour(origin, facing))).toEqual(['forward']);
    }
  });

  test('rotating ship and target together keeps the arcs', () => {
    const target = hex(2, -3);
    const base = arcsContaining(origin, 0, target);
    for (let k = 1; k < 6; k++) expect(arcsContaining(origin, k as Facing, rotateVector(target, k))).toEqual(base);
  });

  test('arcs do not depend on where the ship stands', () => {
    expect(arcsContaining(hex(5, -2), 2, hex(6, -2))).toEqual(arcsContaining(origin, 2, hex(1, 0)));
  });
});

/**
 * Seed 001's range ruler and arcs on hexes (issue 14; reference section 2.8's tables): bands from the
 * gap between bases, arcs from hex-centre bearings with the target base's width.
 */
import { describe, expect, test } from 'vitest';
import { type Facing, hex, neighbour } from '../../../../src/engine/core/hex.js';
import { bearingTo, inArc, rangeBand } from '../../../../src/engine/rulesets/squadron/range.js';

/** The hex `n` steps from the origin along `facing`. */
function ahead(n: number, facing: Facing = 0) {
  let h = hex(0, 0);
  for (let i = 0; i < n; i += 1) h = neighbour(h, facing);
  return h;
}

describe('range bands (seed 001 ruler; reference section 2.8 table)', () => {
  test.each([
    [1, 1, 0],
    [2, 1, 1],
    [3, 1, 1],
    [4, 2, 2],
    [6, 2, 2],
    [7, 3, 3],
    [8, 3, 3],
    [9, 4, 4],
    [11, 4, 4],
    [12, 5, 5],
    [13, 5, 5],
  ])('small to small at hex distance %i: range %i (first edition), %i (second)', (d, first, second) => {
    expect(rangeBand(hex(0, 0), 'small', ahead(d), 'small', 'first')).toBe(first);
    expect(rangeBand(hex(0, 0), 'small', ahead(d), 'small', 'second')).toBe(second);
  });

  test('beyond the last band is out of range; a large base is nearer by its radius', () => {
    expect(rangeBand(hex(0, 0), 'small', ahead(14), 'small')).toBeUndefined();
    // Against a large base at 4 hexes the gap is 4 - 0.5 - 1.0 = 2.5: range 1 (a small one there is range 2).
    expect(rangeBand(hex(0, 0), 'small', ahead(4), 'large')).toBe(1);
    expect(rangeBand(hex(0, 0), 'small', ahead(4), 'small')).toBe(2);
    expect(rangeBand(hex(0, 0), 'large', ahead(2), 'large')).toBe(1);
  });
});

describe('arcs (seed 001 primary and turret arcs)', () => {
  test('bearings: ahead is 0°, the hexsides round the ship are 60° apart', () => {
    expect(bearingTo(hex(0, 0), 0, ahead(3))).toBeCloseTo(0);
    expect(bearingTo(hex(0, 0), 0, ahead(3, 1))).toBeCloseTo(60);
    expect(bearingTo(hex(0, 0), 0, ahead(3, 3))).toBeCloseTo(180);
    expect(bearingTo(hex(0, 0), 0, ahead(3, 5))).toBeCloseTo(-60);
    expect(bearingTo(hex(0, 0), 2, ahead(2, 2))).toBeCloseTo(0);
  });

  test('the front arc holds what is ahead, and a base just off 40° still counts by its width', () => {
    expect(inArc(hex(0, 0), 0, ahead(5), 'front')).toBe(true);
    expect(inArc(hex(0, 0), 0, ahead(5, 1), 'front')).toBe(false);
    expect(inArc(hex(0, 0), 0, ahead(5, 3), 'rear')).toBe(true);
    // Adjacent on the 60° hexside: the base covers 30° either side, so 60° - 30° = 30° <= 40°.
    expect(inArc(hex(0, 0), 0, ahead(1, 1), 'front')).toBe(true);
    expect(inArc(hex(0, 0), 0, ahead(4, 1), 'turret')).toBe(true);
    // The second edition's arc is wider (45°): a base at about -44.7° (hex -8,-3; 11 hexes off, its base covering ±2.6°)
    // is outside the first edition's 40° but inside the second's.
    expect(inArc(hex(0, 0), 0, hex(-8, -3), 'front', 'small', 'first')).toBe(false);
    expect(inArc(hex(0, 0), 0, hex(-8, -3), 'front', 'small', 'second')).toBe(true);
  });
});

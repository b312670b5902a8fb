import { describe, expect, test } from 'vitest';
import { type Hex, hex, hexDistance } from '../../../src/engine/core/hex.js';
import { hexesOnLine, segmentTouchesHex } from '../../../src/engine/core/hex-line.js';

const keys = (hs: Hex[]) => hs.map((h) => `${h.q},${h.r}`).sort();

describe('centre-to-centre line', () => {
  test('the same hex is just that hex', () => {
    expect(hexesOnLine(hex(2, 2), hex(2, 2))).toEqual([hex(2, 2)]);
  });

  test('neighbours touch only each other', () => {
    expect(keys(hexesOnLine(hex(0, 0), hex(1, 0)))).toEqual(['0,0', '1,0']);
  });

  test('a line straight along a facing crosses hexside midpoints only', () => {
    expect(keys(hexesOnLine(hex(0, 0), hex(0, -3)))).toEqual(['0,-1', '0,-2', '0,-3', '0,0']);
  });

  test('a line along a corner direction grazes both hexes beside the hexside it runs along', () => {
    // (0,0) -> (1,-2) leaves through a corner, runs along the hexside between (0,-1) and (1,-1).
    expect(keys(hexesOnLine(hex(0, 0), hex(1, -2)))).toEqual(['0,-1', '0,0', '1,-1', '1,-2']);
  });

  test('a long corner-direction line reports both sides of every hexside it follows', () => {
    const line = hexesOnLine(hex(0, 0), hex(3, -6));
    expect(line).toHaveLength(3 + 1 + 3 * 2);
  });

  test('a generic line has no gaps: consecutive hexes are neighbours or the same distance band', () => {
    const from = hex(-3, 1);
    const to = hex(4, -2);
    const line = hexesOnLine(from, to);
    expect(line[0]).toEqual(from);
    expect(line[line.length - 1]).toEqual(to);
    for (const h of line)
      expect(hexDistance(from, h) + hexDistance(h, to)).toBeLessThanOrEqual(hexDistance(from, to) + 1);
  });

  test('a hex the line passes near but does not touch is not reported', () => {
    expect(segmentTouchesHex(hex(0, 0), hex(0, -3), hex(1, -2))).toBe(false);
    expect(segmentTouchesHex(hex(0, 0), hex(0, -3), hex(-1, -1))).toBe(false);
  });

  test('the line is symmetric', () => {
    const a = hex(-2, 3);
    const b = hex(3, -4);
    expect(keys(hexesOnLine(a, b))).toEqual(keys(hexesOnLine(b, a)));
  });
});

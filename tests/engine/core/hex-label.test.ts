import { describe, expect, test } from 'vitest';
import { hex } from '../../../src/engine/core/hex.js';
import { formatHex, fromOffset, parseHex, toOffset } from '../../../src/engine/core/hex-label.js';

describe('hex labels', () => {
  test.each([
    [{ col: 7, row: 12 }, '0712'],
    [{ col: 0, row: 0 }, '0000'],
    [{ col: 24, row: 18 }, '2418'],
    [{ col: -3, row: 12 }, '-3.12'],
    [{ col: 104, row: 7 }, '104.7'],
  ])('%o is written %s', (offset, label) => {
    expect(formatHex(fromOffset(offset))).toBe(label);
    expect(toOffset(parseHex(label) ?? hex(999, 999))).toEqual(offset);
  });

  test('the long form is accepted for compact hexes too', () => {
    expect(parseHex('7.12')).toEqual(parseHex('0712'));
  });

  test('odd columns sit half a hex lower: the hex below 0301 is 0302 and its north-east neighbour is 0402', () => {
    const h = parseHex('0302');
    expect(h && formatHex({ q: h.q, r: h.r - 1 })).toBe('0301');
    expect(h && formatHex({ q: h.q + 1, r: h.r - 1 })).toBe('0402');
  });

  test('every hex round-trips', () => {
    for (let q = -12; q <= 30; q++)
      for (let r = -20; r <= 20; r++) expect(parseHex(formatHex(hex(q, r)))).toEqual(hex(q, r));
  });

  test.each(['', '712', 'A7', '07-12', '1.2.3'])('%j is not a label', (text) => {
    expect(parseHex(text)).toBeUndefined();
  });
});

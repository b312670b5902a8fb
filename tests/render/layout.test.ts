import { describe, expect, test } from 'vitest';
import { hex, hexDistance } from '../../src/engine/index.js';
import { DEFAULT_FRAME, fitFrame, hexCentre, pixelToHex, textSizeFor, toHex, toPixel } from '../../src/render/index.js';

describe('hex to pixel and back', () => {
  test('neighbouring centres are one hex width apart (sqrt 3 times the size)', () => {
    const a = hexCentre(hex(0, 0), 10);
    for (const n of [hex(0, -1), hex(1, -1), hex(1, 0), hex(0, 1), hex(-1, 1), hex(-1, 0)]) {
      const b = hexCentre(n, 10);
      expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeCloseTo(10 * Math.sqrt(3), 6);
    }
  });

  test('north is up and south-east is right and down', () => {
    expect(hexCentre(hex(0, -1), 10).y).toBeLessThan(0);
    const se = hexCentre(hex(1, 0), 10);
    expect(se.x).toBeGreaterThan(0);
    expect(se.y).toBeGreaterThan(0);
  });

  test('every pixel inside a hex maps back to that hex', () => {
    for (let q = -4; q <= 4; q++) {
      for (let r = -4; r <= 4; r++) {
        const c = hexCentre(hex(q, r), 20);
        for (const [dx, dy] of [
          [0, 0],
          [12, 0],
          [-12, 0],
          [0, 15],
          [6, -14],
        ])
          expect(pixelToHex({ x: c.x + (dx as number), y: c.y + (dy as number) }, 20)).toEqual(hex(q, r));
      }
    }
  });
});

describe('the frame follows the action', () => {
  const spread = [hex(0, 0), hex(10, -3), hex(4, 6)];

  test('every shown hex lies inside the map area with at least half a hex to spare', () => {
    const frame = fitFrame(spread);
    for (const h of spread) {
      const p = toPixel(frame, h);
      expect(p.x).toBeGreaterThanOrEqual(frame.hexSize);
      expect(p.x).toBeLessThanOrEqual(frame.width - frame.hexSize);
      expect(p.y).toBeGreaterThanOrEqual(frame.mapTop + frame.hexSize * 0.8);
      expect(p.y).toBeLessThanOrEqual(frame.mapBottom - frame.hexSize * 0.8);
      expect(toHex(frame, p)).toEqual(h);
    }
  });

  test('a small action gets big hexes but never a narrow picture', () => {
    const frame = fitFrame([hex(0, 0), hex(1, 0)]);
    expect(frame.hexSize).toBe(DEFAULT_FRAME.maxHexSize);
    expect(frame.width).toBe(DEFAULT_FRAME.minWidth);
  });

  test('a wide spread stays within the phone-friendly width, hexes shrinking to the readable minimum', () => {
    const wide = fitFrame([hex(0, 0), hex(40, -20)]);
    expect(wide.width).toBeLessThanOrEqual(DEFAULT_FRAME.maxWidth);
    expect(wide.hexSize).toBeGreaterThanOrEqual(DEFAULT_FRAME.minHexSize);
    expect(
      hexDistance(toHex(wide, { x: wide.width / 2, y: (wide.mapTop + wide.mapBottom) / 2 }), hex(20, -10)),
    ).toBeLessThanOrEqual(2);
  });

  test.each([720, 1000, 1280])(
    'text on a %i px picture shows at 14 px or more when the picture is 400 px wide',
    (width) => {
      expect((textSizeFor(width) * 400) / width).toBeGreaterThanOrEqual(14);
    },
  );
});

describe('a spread wider than a phone allows', () => {
  test('keeps the width cap and the text rule; the hexes shrink instead', () => {
    const frame = fitFrame([hex(0, 0), hex(80, -40)]);
    expect(frame.width).toBeLessThanOrEqual(DEFAULT_FRAME.maxWidth);
    expect(frame.height).toBeLessThanOrEqual(DEFAULT_FRAME.maxHeight);
    expect((frame.text * 400) / frame.width).toBeGreaterThanOrEqual(14);
    expect(frame.hexSize).toBeLessThan(DEFAULT_FRAME.minHexSize);
  });
});

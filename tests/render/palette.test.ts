import { describe, expect, test } from 'vitest';
import { PALETTE } from '../../src/render/index.js';

/** WCAG 2 relative luminance of an sRGB colour written "#rrggbb". */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('the palette stands out from the background (WCAG 1.4.11, non-text contrast 3:1)', () => {
  // The grid lines are left quiet on purpose: they carry no meaning a player must read from them.
  const meaningful: [string, string][] = Object.entries(PALETTE).flatMap(([name, value]) => {
    if (name === 'background' || name === 'grid' || name === 'gridStrong' || name === 'sideInk') return [];
    const colours: readonly string[] = typeof value === 'string' ? [value] : value;
    return colours.map((colour, i): [string, string] => [colours.length > 1 ? `${name}${i}` : name, colour]);
  });

  test.each(meaningful)('%s (%s)', (_, colour) => {
    expect(contrast(colour, PALETTE.background)).toBeGreaterThanOrEqual(3);
  });

  test('lost shields, once dark red on near-black, are visible now', () => {
    expect(contrast('#5a3030', PALETTE.background)).toBeLessThan(3);
    expect(contrast(PALETTE.shieldLost, PALETTE.background)).toBeGreaterThanOrEqual(3);
  });

  test('a ship token keeps its dark pointer readable on its side colour', () => {
    for (const i of [0, 1] as const) expect(contrast(PALETTE.sides[i], PALETTE.sideInk[i])).toBeGreaterThanOrEqual(3);
  });
});

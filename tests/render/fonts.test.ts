import { describe, expect, test } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { FONT_STACK, font, registerFonts } from '../../src/render/fonts.js';

/** How much ink a word leaves, drawn once in the given font: the sum of its pixels' alpha. */
function ink(word: string, cssFont: string): number {
  registerFonts();
  const canvas = createCanvas(400, 80);
  const ctx = canvas.getContext('2d');
  ctx.font = cssFont;
  ctx.fillStyle = '#000000';
  ctx.textBaseline = 'middle';
  ctx.fillText(word, 10, 40);
  const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
  let sum = 0;
  for (let i = 3; i < data.length; i += 4) sum += data[i]!;
  return sum / 255;
}

// The fonts are variable: one file per range carries every weight, and the canvas must pick the
// instance on the weight axis. Drawn from the same files, bold reaches about 1.6 times the ink of
// regular, and regular about 3 times the ink of the thinnest instance.
describe('the bundled variable fonts draw the weight asked for', () => {
  test.each([
    ['Latin', 'Hamburg'],
    ['Chinese', '北京市'],
  ])('%s: bold %s carries clearly more ink than regular', (_, word) => {
    const regular = ink(word, font(40));
    const bold = ink(word, font(40, true));
    expect(regular).toBeGreaterThan(0);
    expect(bold).toBeGreaterThan(regular * 1.3);
  });

  test.each([
    ['Latin', 'Hamburg'],
    ['Chinese', '北京市'],
  ])('%s: regular %s is not the thinnest instance on the axis', (_, word) => {
    // Noto Sans SC and TC default to weight 100: a canvas ignoring the axis would draw them thin.
    expect(ink(word, font(40))).toBeGreaterThan(ink(word, `100 40px ${FONT_STACK}`) * 1.5);
  });
});

/**
 * Plates keep clear of the rulers' hex numbers (issue 16: every hex's number readable): the rulers
 * say where they drew each number, and a plate takes its next free spot rather than cover one, or
 * with no spot free, its short form where that covers less.
 */
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { drawEdgeLabels, visibleHexes } from '../../src/render/draw-grid.js';
import { placeLabels, type Box, type LabelRequest } from '../../src/render/labels.js';
import { PALETTE, fitFrame, registerFonts } from '../../src/render/index.js';

const RED = '#ff0000';
const plate: LabelRequest = {
  lines: [{ text: 'Vigil', colour: '#ffffff' }],
  size: 16,
  background: RED,
  spots: [
    { x: 100, y: 60 },
    { x: 300, y: 60 },
  ],
};

/** Whether the plate's red background is at (x, y): its top edge, above the letters. */
function redAt(canvas: Canvas, x: number, y: number): boolean {
  const [r, g, b] = canvas.getContext('2d').getImageData(x, y, 1, 1).data;
  return r === 255 && g === 0 && b === 0;
}

describe('placeLabels and what is already written', () => {
  it('takes the first spot when nothing is written there', () => {
    registerFonts();
    const canvas = createCanvas(400, 120);
    placeLabels(canvas.getContext('2d'), [plate], [], { top: 0, bottom: 120 });
    expect([redAt(canvas, 100, 51), redAt(canvas, 300, 51)]).toEqual([true, false]);
  });

  it('takes its next free spot rather than cover a ruler’s number', () => {
    const canvas = createCanvas(400, 120);
    const number: Box = { x: 90, y: 50, w: 24, h: 20 };
    placeLabels(canvas.getContext('2d'), [plate], [], { top: 0, bottom: 120 }, [number]);
    expect([redAt(canvas, 100, 51), redAt(canvas, 300, 51)]).toEqual([false, true]);
  });
});

describe('placeLabels when no spot is clear', () => {
  const twoLines: LabelRequest = {
    lines: [
      { text: 'Vigil', colour: '#ffffff' },
      { text: 'H7/7 T1', colour: '#ffffff' },
    ],
    short: [{ text: 'Vigil', colour: '#ffffff' }],
    size: 16,
    background: RED,
    spots: [{ x: 100, y: 60 }],
  };
  // Under both forms of the plate, but under far more of the full one (rows 40-80) than of the name alone (50-70).
  const number: Box = { x: 90, y: 65, w: 24, h: 15 };

  it('writes the name alone where that covers less than the whole plate', () => {
    registerFonts();
    const canvas = createCanvas(400, 120);
    placeLabels(canvas.getContext('2d'), [twoLines], [], { top: 0, bottom: 120 }, [number]);
    expect([redAt(canvas, 100, 44), redAt(canvas, 100, 52), redAt(canvas, 100, 76)]).toEqual([false, true, false]);
  });

  it('writes the whole plate where the two cover alike', () => {
    const canvas = createCanvas(400, 120);
    const small: Box = { x: 95, y: 55, w: 10, h: 10 };
    placeLabels(canvas.getContext('2d'), [twoLines], [], { top: 0, bottom: 120 }, [small]);
    expect([redAt(canvas, 100, 44), redAt(canvas, 100, 76)]).toEqual([true, true]);
  });
});

describe('drawEdgeLabels', () => {
  it('returns a box for every number it drew, each on the number’s ink', () => {
    registerFonts();
    const hexes = Array.from({ length: 12 }, (_, q) =>
      Array.from({ length: 10 }, (_, r) => ({ q: q + 4, r: r - Math.floor(q / 2) + 4 })),
    ).flat();
    const frame = fitFrame(hexes);
    const canvas = createCanvas(frame.width, frame.height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = PALETTE.background;
    ctx.fillRect(0, 0, frame.width, frame.height);
    const boxes = drawEdgeLabels(ctx, frame, visibleHexes(frame));
    expect(boxes.length).toBeGreaterThan(8);
    const pixels = ctx.getImageData(0, 0, frame.width, frame.height).data;
    const background = [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    for (const box of boxes) {
      let ink = 0;
      for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(frame.height, box.y + box.h); y++)
        for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(frame.width, box.x + box.w); x++) {
          const i = (y * frame.width + x) * 4;
          if ([0, 1, 2].some((c) => Math.abs((pixels[i + c] ?? 0) - (background[c] ?? 0)) > 40)) ink += 1;
        }
      expect(ink, JSON.stringify(box)).toBeGreaterThan(10);
    }
  });
});

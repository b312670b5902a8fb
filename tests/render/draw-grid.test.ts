/**
 * The rulers' numbers (issue 16: every hex's number readable): the rulers say where they drew each
 * number, so labels keep clear of them, and a number a unit would lie over is left out (issue 40:
 * the bottom ruler's numbers sat under wreck markers).
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { drawEdgeLabels, visibleHexes } from '../../src/render/draw-grid.js';
import { PALETTE, fitFrame, registerFonts } from '../../src/render/index.js';
import { overlaps } from '../../src/render/placement/geometry.js';

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

describe('drawEdgeLabels beside units', () => {
  it('leaves out a number a unit would lie over, and only that one', () => {
    registerFonts();
    const hexes = Array.from({ length: 12 }, (_, q) =>
      Array.from({ length: 10 }, (_, r) => ({ q: q + 4, r: r - Math.floor(q / 2) + 4 })),
    ).flat();
    const frame = fitFrame(hexes);
    const ctx = createCanvas(frame.width, frame.height).getContext('2d');
    const all = drawEdgeLabels(ctx, frame, visibleHexes(frame));
    const covered = all[0];
    if (!covered) throw new Error('no numbers');
    const wreck = { x: covered.x + covered.w / 2 - 5, y: covered.y + covered.h / 2 - 5, w: 10, h: 10 };
    const kept = drawEdgeLabels(ctx, frame, visibleHexes(frame), [wreck]);
    expect(kept.length).toBe(all.length - 1);
    expect(kept.some((b) => overlaps(b, wreck))).toBe(false);
  });
});

/**
 * Issue 40, deliverable 4: a map that is only encoded draws on a lent canvas (canvas-pool.ts). What
 * the last picture drew, or left set, must never show on the next: the same view gives the same
 * pixels on a lent canvas as on a new one.
 */
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { encodeOnLentCanvas } from '../../src/render/canvas-pool.js';
import { encodePng, impulsePictures } from '../../src/render/index.js';
import { CROWDED, MOMENTS } from '../fixtures/mid-game.js';
import { boardAt } from '../helpers/pictures.js';

const { drawMap, renderMap } = impulsePictures;

/** A PNG's pixels, decoded: RGB bytes, row by row. */
const pixelsOf = (png: Buffer): Promise<Buffer> => sharp(png).raw().toBuffer();

describe('lent canvases', () => {
  test('a drawing state left by one picture does not reach the next of that size', async () => {
    const draw = (leave: boolean) =>
      encodeOnLentCanvas((make) => {
        const canvas = make(64, 48);
        const ctx = canvas.getContext('2d');
        ctx.fillStyle = '#101820';
        ctx.fillRect(0, 0, 64, 48);
        ctx.strokeStyle = '#f0c040';
        ctx.lineWidth = 3;
        ctx.beginPath();
        ctx.moveTo(4, 24);
        ctx.lineTo(60, 24);
        ctx.stroke();
        if (leave) {
          // Set and never put back, as a careless picture would.
          ctx.setLineDash([2, 6]);
          ctx.translate(9, 5);
          ctx.globalAlpha = 0.3;
        }
        return canvas;
      });
    const fresh = await draw(false);
    await draw(true);
    expect((await pixelsOf(await draw(false))).equals(await pixelsOf(fresh))).toBe(true);
  });

  test('the pixels a picture draws are its own, though the canvas is drawn on again while it encodes', async () => {
    const colour = (fill: string) =>
      encodeOnLentCanvas((make) => {
        const canvas = make(32, 32);
        const ctx = canvas.getContext('2d');
        ctx.fillStyle = fill;
        ctx.fillRect(0, 0, 32, 32);
        return canvas;
      });
    // Both begin before either has finished encoding, on the one lent canvas.
    const [red, blue] = await Promise.all([colour('#ff0000'), colour('#0000ff')]);
    expect([...(await pixelsOf(red)).subarray(0, 3)]).toEqual([255, 0, 0]);
    expect([...(await pixelsOf(blue)).subarray(0, 3)]).toEqual([0, 0, 255]);
  });

  test('the fleet battle maps are the same pixels on a lent canvas as on a new one, drawn in turn', async () => {
    const mid = boardAt('fleet-battle', MOMENTS['fleet-battle']);
    const crowded = boardAt('fleet-battle', CROWDED.at);
    const own = async (view: typeof mid) => pixelsOf(await encodePng(drawMap(view)));
    const expected = [await own(mid), await own(crowded)];
    for (let round = 0; round < 2; round++) {
      expect((await pixelsOf(await renderMap(mid))).equals(expected[0] as Buffer)).toBe(true);
      expect((await pixelsOf(await renderMap(crowded))).equals(expected[1] as Buffer)).toBe(true);
    }
  });
});

/**
 * Issue 40, deliverable 5: every golden map is also kept scaled to 400 pixels wide, as a phone shows
 * it, to be looked at in review; the kept ones are the full-size goldens scaled (so they cannot drift
 * from what the full-size tests hold the renderer to), and the text on them is at least 14 px tall.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { textSizeFor } from '../../src/render/index.js';
import { PHONE_WIDTH, decode, differingShare, phoneSized } from '../helpers/pictures.js';

const images = new URL('../fixtures/images/', import.meta.url);
const maps = readdirSync(images).filter((n) => n.endsWith('.png') && !n.startsWith('standings'));

describe('golden maps at 400 px wide', () => {
  test('every golden map has its 400 px picture', () => {
    expect(maps.length).toBeGreaterThan(10);
    expect(readdirSync(new URL('400/', images)).sort()).toEqual([...maps].sort());
  });

  test.each(maps)('%s scaled to 400 px is the kept one', async (name) => {
    const full = readFileSync(new URL(name, images));
    const kept = decode(readFileSync(new URL(`400/${name}`, images)));
    expect(kept.width).toBe(PHONE_WIDTH);
    expect(differingShare(decode(await phoneSized(full)), kept)).toBeLessThan(0.001);
    // Its text is drawn at least 14 px tall once scaled (the smallest size the renderer draws).
    const width = decode(full).width;
    expect((textSizeFor(width) * PHONE_WIDTH) / width).toBeGreaterThanOrEqual(14);
  });
});

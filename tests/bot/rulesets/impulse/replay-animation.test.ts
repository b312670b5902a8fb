import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { crowdedReplay } from '../../../fixtures/replay.js';

/** Every frame of a GIF as raw RGB pixels. */
async function frames(gif: Buffer): Promise<Buffer[]> {
  const { pages = 1 } = await sharp(gif).metadata();
  return Promise.all(Array.from({ length: pages }, (_, page) => sharp(gif, { page }).removeAlpha().raw().toBuffer()));
}

/** Share of pixels whose colour differs by more than `tolerance` in some channel. */
function differingShare(a: Buffer, b: Buffer, tolerance = 24): number {
  if (a.length !== b.length) return 1;
  let differing = 0;
  for (let i = 0; i < a.length; i += 3)
    if ([0, 1, 2].some((k) => Math.abs((a[i + k] ?? 0) - (b[i + k] ?? 0)) > tolerance)) differing++;
  return differing / (a.length / 3);
}

describe('/replay animated: the impulse as an animated GIF (issue 16)', () => {
  test('the fleet battle crowded impulse matches its golden animation, frame by frame', async () => {
    const golden = await frames(
      readFileSync(new URL('../../../fixtures/images/fleet-battle-replay.gif', import.meta.url)),
    );
    const now = await frames(await crowdedReplay());
    expect(now.length).toBe(golden.length);
    now.forEach((frame, i) => expect(differingShare(frame, golden[i] as Buffer), `frame ${i}`).toBeLessThan(0.005));
  }, 30_000);

  test('it steps: several frames, each different from the one before, looping, the last held longest', async () => {
    const gif = await crowdedReplay();
    const meta = await sharp(gif).metadata();
    expect(meta.format).toBe('gif');
    expect(meta.loop).toBe(0);
    expect(meta.pages).toBeGreaterThan(3);
    const delays = meta.delay ?? [];
    expect(Math.max(...delays)).toBe(delays[delays.length - 1]);
    const all = await frames(gif);
    for (let i = 1; i < all.length; i++)
      expect(differingShare(all[i] as Buffer, all[i - 1] as Buffer)).toBeGreaterThan(0);
  }, 30_000);
});

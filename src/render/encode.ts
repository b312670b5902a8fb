/**
 * Pictures leave the renderer through here, encoded by sharp (libvips) from the canvas's raw pixels.
 *
 * Why not the canvas's own `toBuffer('image/png')`: Skia's PNG encoder took 85-92% of a map's render
 * time; libvips at compression level 3 is about five times faster for a smaller file, still lossless.
 * sharp works on libuv's thread pool, so encoding never blocks the event loop while a picture is made:
 * the bot keeps answering other commands. Every picture is opaque (the background is painted first),
 * so the alpha channel is dropped: a quarter less to compress.
 */
import type { Canvas } from '@napi-rs/canvas';
import sharp from 'sharp';

/** zlib level 3: nearly the size of level 6 at half its time (measured on the fleet battle's map). */
const PNG_LEVEL = 3;

const rawOf = (canvas: Canvas) =>
  sharp(canvas.data(), { raw: { width: canvas.width, height: canvas.height, channels: 4 } }).removeAlpha();

/** A canvas as PNG bytes. */
export function encodePng(canvas: Canvas): Promise<Buffer> {
  return rawOf(canvas).png({ compressionLevel: PNG_LEVEL }).toBuffer();
}

/**
 * Frames of one size as an animated GIF that loops, each shown `delays[i]` milliseconds. GIF rather
 * than animated WebP: Discord plays a GIF attachment inline in every client, while an animated WebP
 * shows only its first frame in some. The maps use few flat colours, so a 256-colour palette per
 * frame keeps them crisp.
 */
export function encodeAnimation(frames: readonly Canvas[], delays: readonly number[]): Promise<Buffer> {
  const first = frames[0];
  if (!first) throw new Error('an animation needs at least one frame');
  if (frames.some((f) => f.width !== first.width || f.height !== first.height))
    throw new Error('every frame of an animation has the same size');
  const { width, height } = first;
  const pages = Buffer.concat(frames.map((f) => f.data()));
  return sharp(pages, { raw: { width, height: height * frames.length, channels: 4, pageHeight: height } })
    .gif({ loop: 0, delay: [...delays], effort: 3 })
    .toBuffer();
}

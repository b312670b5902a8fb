/**
 * Pictures leave the renderer through here, encoded by sharp (libvips) from the canvas's raw pixels.
 *
 * Why not the canvas's own `toBuffer('image/png')`: Skia's PNG encoder took 85-92% of a map's render
 * time; libvips at compression level 3 is about five times faster for a smaller file, still lossless.
 * sharp works on libuv's thread pool, so encoding never blocks the event loop while a picture is made:
 * the bot keeps answering other commands. Every picture is opaque (the background is painted first),
 * so the alpha channel is dropped: a quarter less to compress.
 */
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { PALETTE } from './palette.js';

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
 * frame keeps them crisp, with no dithering (it only speckles flat colours) and the quantiser's
 * quickest effort. A frame's palette is reused for the next only when it fits that frame within
 * sharp's default error (3): a looser bound (10 was tried) let a frame whose new marks are few, a
 * squadron attack's vermillion line, take the last palette's nearest colour, Veyra's amber.
 */
export function encodeAnimation(frames: readonly Canvas[], delays: readonly number[]): Promise<Buffer> {
  if (frames.length === 0) throw new Error('an animation needs at least one frame');
  // Frames are drawn alike, but a frame whose labels overflowed to the panel is taller: every frame
  // gets the largest size, the rest of a smaller one background, so the map stays put as it plays.
  const width = Math.max(...frames.map((f) => f.width));
  const height = Math.max(...frames.map((f) => f.height));
  const pages = Buffer.concat(
    frames.map((f) => (f.width === width && f.height === height ? f : padded(f, width, height)).data()),
  );
  return sharp(pages, { raw: { width, height: height * frames.length, channels: 4, pageHeight: height } })
    .gif({ loop: 0, delay: [...delays], effort: 1, dither: 0, interPaletteMaxError: 3 })
    .toBuffer();
}

/** `frame` at the top left of a canvas `width` by `height`, the rest the map's background. */
function padded(frame: Canvas, width: number, height: number): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = PALETTE.background;
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(frame, 0, 0);
  return canvas;
}

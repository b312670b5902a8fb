/**
 * Canvases lent to one picture at a time (issue 40). A map's canvas holds 5-8 MB of pixels outside
 * the JavaScript heap; making a new one for every map, and dropping it once encoded, made V8 run a
 * full collection every few maps (it collects when memory held outside the heap grows), and that
 * collection ran beside the encoder on the same cores. A map that is only encoded (`renderMap`)
 * draws on a lent canvas instead and gives it back as soon as its pixels are copied out for the
 * encoder; the next map of that size draws over it. A canvas someone keeps (an animation's frames,
 * `drawMap`) is made fresh as before.
 */
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { encodePng } from './encode.js';

/** How a picture gets the canvas it draws on, once it knows its size. */
export type CanvasMaker = (width: number, height: number) => Canvas;

/** Idle canvases kept, by size: the maps of a few games at once (the static layers keep as many). */
const KEPT = 4;

const idle = new Map<string, Canvas>();

const sizeKey = (width: number, height: number) => `${width}x${height}`;

/** A canvas of this size, as a new one draws: every picture paints its whole background first. */
function borrow(width: number, height: number): Canvas {
  const key = sizeKey(width, height);
  const kept = idle.get(key);
  if (kept) {
    idle.delete(key);
    return kept;
  }
  const canvas = createCanvas(width, height);
  // The drawing state as new, saved: giving the canvas back restores it, so whatever a picture left
  // set (a dash, a transform, a font) never reaches the next one.
  canvas.getContext('2d').save();
  return canvas;
}

function giveBack(canvas: Canvas): void {
  const ctx = canvas.getContext('2d');
  ctx.restore();
  ctx.save();
  const key = sizeKey(canvas.width, canvas.height);
  idle.delete(key);
  idle.set(key, canvas);
  if (idle.size > KEPT) idle.delete(idle.keys().next().value as string);
}

/**
 * A picture drawn on a lent canvas and encoded as PNG. The encoder copies the pixels before this
 * returns (sharp is handed `canvas.data()`, a copy), so the canvas can be lent again at once, even
 * while the encoding runs on the thread pool.
 */
export function encodeOnLentCanvas(draw: (make: CanvasMaker) => Canvas): Promise<Buffer> {
  const canvas = draw(borrow);
  const png = encodePng(canvas);
  giveBack(canvas);
  return png;
}

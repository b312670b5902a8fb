/** Drawing kept inside the map area, so nothing spills over the header or the legend. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Frame } from './layout.js';

export function withinMap(ctx: SKRSContext2D, frame: Frame, draw: () => void): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, frame.mapTop, frame.width, frame.mapBottom - frame.mapTop);
  ctx.clip();
  draw();
  ctx.restore();
}

/** A placement drawn: leaders first (thin, solid, in the unit's colour), then each label's plate. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { font } from '../fonts.js';
import type { Measure, Placement, PlateLine } from './place.js';
import { textWidth } from '../text-width.js';

/** Text sizes of a plate of `lines`: its width (the widest line and a little air) and height. */
export const measureWith =
  (ctx: SKRSContext2D): Measure =>
  (lines: readonly PlateLine[], size: number) => {
    ctx.font = font(size, true);
    return {
      w: Math.max(...lines.map((l) => textWidth(ctx, l.text))) + size * 0.4,
      h: size * 1.2 * lines.length + size * 0.1,
    };
  };

export function drawPlacement(ctx: SKRSContext2D, placement: Placement): void {
  for (const label of placement.labels) {
    if (!label.leader) continue;
    // Thin and solid in the unit's colour: unlike the dashed moves and the thick red lines of fire.
    ctx.strokeStyle = label.anchor.colour;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(label.leader.a.x, label.leader.a.y);
    ctx.lineTo(label.leader.b.x, label.leader.b.y);
    ctx.stroke();
  }
  for (const { request, lines, box, panelNumber } of placement.labels) {
    const size = request.size;
    ctx.fillStyle = request.background;
    ctx.fillRect(box.x, box.y, box.w, box.h);
    if (panelNumber !== undefined) {
      // A panel marker is outlined, so it reads as a key to a line below, not as a name.
      ctx.strokeStyle = request.anchor.colour;
      ctx.lineWidth = 2;
      ctx.strokeRect(box.x + 1, box.y + 1, box.w - 2, box.h - 2);
    }
    ctx.font = font(size, true);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    lines.forEach((line, i) => {
      ctx.fillStyle = line.colour;
      ctx.fillText(line.text, box.x + box.w / 2, box.y + size * 0.05 + size * 1.2 * (i + 0.5));
    });
  }
}

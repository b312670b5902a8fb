/**
 * The legend under a map (the `fleet` and `skirmish` maps): entries, each a mark and its word, laid
 * out in rows across the picture, then the rulers' note under them.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { wrap } from './draw-chrome.js';
import { font } from './fonts.js';
import type { Frame } from './layout.js';
import { PALETTE } from './palette.js';
import { textWidth } from './text-width.js';

/** A legend entry: its word and how to draw its mark, centred at (x, y) with radius r. */
export type LegendEntry = {
  readonly word: string;
  readonly draw: (ctx: SKRSContext2D, x: number, y: number, r: number) => void;
};

/** Lays the legend out in rows within `width`; returns each entry's place and the rows used. */
export function layoutLegend(
  ctx: SKRSContext2D,
  entries: readonly LegendEntry[],
  width: number,
  text: number,
): { rows: number; places: { x: number; row: number }[] } {
  ctx.font = font(text);
  const mark = text * 0.45;
  let x = text * 0.6;
  let row = 0;
  const places = entries.map((e) => {
    const w = mark * 3.2 + textWidth(ctx, e.word) + text * 0.9;
    if (x + w > width && x > text * 0.6) {
      x = text * 0.6;
      row += 1;
    }
    const at = { x, row };
    x += w;
    return at;
  });
  return { rows: entries.length > 0 ? row + 1 : 0, places };
}

/** The legend's entries from `legendTop` down, then the rulers' note (at most two lines) under them. */
export function drawLegend(
  ctx: SKRSContext2D,
  frame: Frame,
  legendTop: number,
  entries: readonly LegendEntry[],
  rulers: string,
): void {
  const { rows, places } = layoutLegend(ctx, entries, frame.width, frame.text);
  const mark = frame.text * 0.45;
  entries.forEach((e, i) => {
    const p = places[i];
    if (!p) return;
    const y = legendTop + frame.text * (0.9 + 1.5 * p.row);
    e.draw(ctx, p.x + mark * 1.2, y, mark);
    ctx.font = font(frame.text);
    ctx.fillStyle = PALETTE.text;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillText(e.word, p.x + mark * 3.2, y);
  });
  ctx.fillStyle = PALETTE.muted;
  ctx.font = font(frame.text);
  ctx.textBaseline = 'middle';
  wrap(ctx, [rulers], frame.width - frame.text * 1.2, 2).forEach((line, i) =>
    ctx.fillText(line, frame.text * 0.6, legendTop + frame.text * (0.9 + 1.5 * rows + 1.2 * i)),
  );
}

/**
 * A line's mark (a move, an attack, a link): a short stroke, dashed or not; at `alpha` where given
 * (the opacity left at 1 after), else at whatever opacity the canvas holds.
 */
export const legendLine =
  (colour: string, dashed: boolean, alpha?: number) =>
  (ctx: SKRSContext2D, x: number, y: number, r: number): void => {
    ctx.strokeStyle = colour;
    if (alpha !== undefined) ctx.globalAlpha = alpha;
    ctx.lineWidth = Math.max(3, r / 3);
    if (dashed) ctx.setLineDash([r / 2, r / 3]);
    ctx.beginPath();
    ctx.moveTo(x - r * 1.2, y);
    ctx.lineTo(x + r * 1.2, y);
    ctx.stroke();
    ctx.setLineDash([]);
    if (alpha !== undefined) ctx.globalAlpha = 1;
  };

/**
 * The pen a unit sheet (the `fleet` and `skirmish` sheets) writes with: lines of text down the
 * sheet, each at the pen's height, which then moves down past it.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { font } from './fonts.js';
import { PALETTE } from './palette.js';

export interface Pen {
  readonly ctx: SKRSContext2D;
  /** The sheet's text size. */
  readonly text: number;
  /** Where the next line goes. */
  y: number;
}

/** One line of text at the left margin; the pen moves down past it. */
export function writeLine(pen: Pen, words: string, colour: string = PALETTE.text, bold = false, size = pen.text): void {
  pen.ctx.font = font(size, bold);
  pen.ctx.fillStyle = colour;
  pen.ctx.textAlign = 'left';
  pen.ctx.textBaseline = 'middle';
  pen.ctx.fillText(words, pen.text * 0.7, pen.y + size * 0.6);
  pen.y += size * 1.35;
}

/**
 * The chrome every ruleset's map shares: each side's marker, words wrapped into lines of a width, and
 * the numbered panel under the map. A ruleset's own header and legend live in its folder.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { ellipsis } from './ellipsis.js';
import { font } from './fonts.js';
import type { Frame } from './layout.js';
import { PALETTE } from './palette.js';
import { textWidth } from './text-width.js';

/** Each side's marker, as on its tokens: round for the first side, square for the second. */
export const SIDE_SHAPES = ['●', '■'] as const;

/**
 * Words laid out in lines no wider than `width` (at most `max` lines; the last is cut with an
 * ellipsis). An entry wider than a whole line is broken at its spaces.
 */
export function wrap(ctx: SKRSContext2D, entries: readonly string[], width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  // Entries stand two spaces apart; the words of an entry broken at its spaces, one space apart.
  const words = entries.flatMap((entry) =>
    textWidth(ctx, entry) > width
      ? entry.split(' ').map((word, i) => ({ word, glue: i === 0 ? '  ' : ' ' }))
      : [{ word: entry, glue: '  ' }],
  );
  for (const { word, glue } of words) {
    const next = line ? `${line}${glue}${word}` : word;
    if (textWidth(ctx, next) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > max) lines.splice(max - 1, lines.length, `${lines[max - 1] ?? ''} …`);
  return lines;
}

export interface PanelLine {
  readonly n: number;
  readonly text: string;
  /**
   * A label the map had no room for: its number is drawn outlined in this colour, as its marker on
   * the map is (a happening's number is filled in the fire colour).
   */
  readonly colour?: string;
}

/** Room the panel takes under the map, in units of the text size. */
export const panelRoom = (lines: number): number => (lines > 0 ? lines * 1.2 + 0.4 : 0);

/** The numbered lines under the map, each number in the markers' colour so the eye finds it on the map. */
export function drawPanel(ctx: SKRSContext2D, frame: Frame, lines: readonly PanelLine[]): void {
  const margin = frame.text * 0.5;
  ctx.textBaseline = 'middle';
  ctx.font = font(frame.text, true);
  const box = textWidth(ctx, '00') + frame.text * 0.4;
  lines.forEach((line, i) => {
    const y = frame.mapBottom + frame.text * (0.4 + 1.2 * i + 0.6);
    if (line.n > 0 && line.colour) {
      ctx.strokeStyle = line.colour;
      ctx.lineWidth = 2;
      ctx.strokeRect(margin + 1, y - frame.text * 0.55 + 1, box - 2, frame.text * 1.1 - 2);
      ctx.fillStyle = line.colour;
      ctx.textAlign = 'center';
      ctx.font = font(frame.text, true);
      ctx.fillText(String(line.n), margin + box / 2, y);
    } else if (line.n > 0) {
      ctx.fillStyle = PALETTE.damage;
      ctx.fillRect(margin, y - frame.text * 0.55, box, frame.text * 1.1);
      ctx.fillStyle = PALETTE.background;
      ctx.textAlign = 'center';
      ctx.font = font(frame.text, true);
      ctx.fillText(String(line.n), margin + box / 2, y);
    }
    ctx.fillStyle = PALETTE.text;
    ctx.textAlign = 'left';
    ctx.font = font(frame.text);
    const [fitted] = wrap(ctx, [line.text], frame.width - margin * 3 - box, 1);
    ctx.fillText(ellipsis(ctx, fitted ?? '', frame.width - margin * 3 - box), margin * 2 + box, y);
  });
}

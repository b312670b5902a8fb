/**
 * A card of lines (issue 14: the `squadron` ship sheet): a title, then lines, each in a colour; a
 * dial chart's entries keep their colours. Phone-readable: the text is 14 px or more at 400 px.
 */
import { encodePng } from '../encode.js';
import { createCanvas } from '@napi-rs/canvas';
import { font, registerFonts } from '../fonts.js';
import { textSizeFor } from '../layout.js';
import { PALETTE } from '../palette.js';

export interface CardLine {
  readonly text: string;
  readonly colour?: 'text' | 'muted' | 'green' | 'red' | 'white' | 'heading';
}

const COLOURS = {
  text: PALETTE.text,
  muted: PALETTE.muted,
  green: '#4cc38a',
  red: '#ff6b5a',
  white: PALETTE.text,
  heading: PALETTE.hull,
} as const;

/** Lines broken to fit `width`: at spaces, or anywhere in a text without them (Chinese). */
function wrap(measure: (t: string) => number, text: string, width: number): string[] {
  const words = text.includes(' ') ? text.split(' ') : [...text];
  const joiner = text.includes(' ') ? ' ' : '';
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line === '' ? word : `${line}${joiner}${word}`;
    if (measure(next) <= width || line === '') line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

export function renderTextCard(title: string, lines: readonly CardLine[], width = 720): Promise<Buffer> {
  registerFonts();
  const text = textSizeFor(width);
  const lineHeight = Math.round(text * 1.35);
  const measureCanvas = createCanvas(1, 1).getContext('2d');
  const broken = lines.flatMap((line) => {
    measureCanvas.font = font(text, line.colour === 'heading');
    return wrap((t) => measureCanvas.measureText(t).width, line.text, width - text * 1.4).map((part) => ({
      ...line,
      text: part,
    }));
  });
  const height = Math.round(text * 3 + lineHeight * broken.length + text);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = PALETTE.background;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = PALETTE.text;
  ctx.textBaseline = 'top';
  ctx.font = font(text * 1.3, true);
  ctx.fillText(title, text * 0.7, text * 0.6);
  broken.forEach((line, i) => {
    ctx.font = font(text, line.colour === 'heading');
    ctx.fillStyle = COLOURS[line.colour ?? 'text'];
    ctx.fillText(line.text, text * 0.7, text * 2.6 + i * lineHeight);
  });
  return encodePng(canvas);
}

/** The header (scenario, round, impulse, whose turn, initiative) and the small legend under the map. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { BoardView } from '../engine/index.js';
import { font } from './fonts.js';
import type { Frame } from './layout.js';
import { PALETTE } from './palette.js';

const SHAPES = ['●', '■'] as const;
const LEGEND = [
  'ring: shields (green left, red lost, yellow +)',
  'H hull',
  'T turn wait',
  'S slip',
  '! crits',
  'B battery',
  'A afterburners',
  '◆ missile (◇ hit)',
  'dashes: moves',
  'red: fire',
  'star: blast',
];

export function headerLines(view: BoardView): [string, string] {
  const when =
    view.phase === 'power'
      ? `Round ${view.round}, Power Phase`
      : view.phase === 'over'
        ? `Round ${view.round}, game over`
        : `Round ${view.round}, impulse ${view.impulse}`;
  const side = (i: 0 | 1) => `${SHAPES[i]} ${view.sides[i]}`;
  const second =
    view.winner !== null
      ? view.winner === 'draw'
        ? 'Draw'
        : `Winner: ${side(view.winner)}`
      : [
          view.initiative !== null ? `Initiative: ${side(view.initiative)}` : '',
          view.awaiting.length > 0 ? `To act: ${view.awaiting.map(side).join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('   ');
  return [`${view.scenario} · ${when}`, second];
}

export function drawHeader(ctx: SKRSContext2D, frame: Frame, view: BoardView): void {
  const [first, second] = headerLines(view);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.fillStyle = PALETTE.text;
  ctx.font = font(frame.text * 1.2, true);
  ctx.fillText(first, frame.text * 0.5, frame.text * 0.25);
  ctx.fillStyle = PALETTE.muted;
  ctx.font = font(frame.text);
  // The second line may be long (two sides to act, long side names): it wraps into the header's room.
  const lines = wrap(ctx, second.split('   '), frame.width - frame.text, 2);
  lines.forEach((line, i) => ctx.fillText(line, frame.text * 0.5, frame.text * (1.75 + i * 1.2)));
}

/** Words laid out in lines no wider than `width` (at most `max` lines; the last is cut with an ellipsis). */
function wrap(ctx: SKRSContext2D, words: readonly string[], width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line}  ${word}` : word;
    if (ctx.measureText(next).width <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > max) lines.splice(max - 1, lines.length, `${lines[max - 1] ?? ''} …`);
  return lines;
}

export function drawLegend(ctx: SKRSContext2D, frame: Frame, view: BoardView): void {
  const top = frame.mapBottom + frame.text * 0.35;
  const margin = frame.text * 0.5;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.font = font(frame.text);
  let x = margin;
  for (const i of [0, 1] as const) {
    ctx.fillStyle = PALETTE.sides[i];
    const text = `${SHAPES[i]} ${view.sides[i]}   `;
    ctx.fillText(text, x, top);
    x += ctx.measureText(text).width;
  }
  ctx.fillStyle = PALETTE.muted;
  const [first, ...rest] = wrap(ctx, LEGEND, frame.width - margin * 2, 3);
  if (first && ctx.measureText(first).width <= frame.width - margin - x) {
    ctx.fillText(first, x, top);
    rest.forEach((line, i) => ctx.fillText(line, margin, top + frame.text * 1.2 * (i + 1)));
  } else {
    [first, ...rest].forEach((line, i) => ctx.fillText(line ?? '', margin, top + frame.text * 1.2 * (i + 1)));
  }
}

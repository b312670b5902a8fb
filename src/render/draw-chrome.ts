/** The header (scenario, round, impulse, whose turn, initiative) and the small legend under the map. */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { BoardView } from '../engine/index.js';
import { ellipsis } from './ellipsis.js';
import { font, registerFonts } from './fonts.js';
import type { Frame } from './layout.js';
import { PALETTE } from './palette.js';
import type { MapWords } from './words.js';

const SHAPES = ['●', '■'] as const;

export function headerLines(view: BoardView, words: MapWords): [string, string] {
  const when = words.when(view.phase, view.round, view.impulse);
  const side = (i: 0 | 1) => `${SHAPES[i]} ${view.sides[i]}`;
  const second =
    view.winner !== null
      ? view.winner === 'draw'
        ? words.draw
        : words.winner(side(view.winner))
      : [
          view.initiative !== null ? words.initiative(side(view.initiative)) : '',
          view.awaiting.length > 0 ? words.toAct(view.awaiting.map(side)) : '',
        ]
          .filter(Boolean)
          .join('   ');
  return [`${view.scenario} · ${when}`, second];
}

export function drawHeader(
  ctx: SKRSContext2D,
  frame: Frame,
  view: BoardView,
  words: MapWords,
  lines: readonly [string, string] = headerLines(view, words),
): void {
  const [first, second] = lines;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.fillStyle = PALETTE.text;
  ctx.font = font(frame.text * 1.2, true);
  ctx.fillText(first, frame.text * 0.5, frame.text * 0.25);
  ctx.fillStyle = PALETTE.muted;
  ctx.font = font(frame.text);
  // The second line may be long (two sides to act, long side names): it wraps into the header's room.
  const wrapped = wrap(ctx, second.split('   '), frame.width - frame.text, 2);
  wrapped.forEach((line, i) => ctx.fillText(line, frame.text * 0.5, frame.text * (1.75 + i * 1.2)));
}

/**
 * Words laid out in lines no wider than `width` (at most `max` lines; the last is cut with an
 * ellipsis). An entry wider than a whole line is broken at its spaces.
 */
function wrap(ctx: SKRSContext2D, entries: readonly string[], width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = entries.flatMap((entry) => (ctx.measureText(entry).width > width ? entry.split(' ') : [entry]));
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

/** At most this many numbered lines under the map; the report has the rest. */
export const PANEL_MAX = 12;

export interface PanelLine {
  readonly n: number;
  readonly text: string;
}

/** What each numbered marker on the map did, in order: the panel between the map and the legend. */
export function panelLines(view: BoardView, words: MapWords): PanelLine[] {
  const all = view.happenings.map((h) => ({
    n: h.n,
    text:
      h.kind === 'volley'
        ? words.panel.volley(h.ship, h.target, h.damages.map((d) => (d > 0 ? `-${d}` : words.plates.miss)).join(' '))
        : h.kind === 'missileHit'
          ? words.panel.missileHit(h.missile, h.target, h.damage)
          : words.panel.destroyed(h.ship),
  }));
  if (all.length <= PANEL_MAX) return all;
  const shown = all.slice(0, PANEL_MAX - 1);
  return [...shown, { n: 0, text: words.panel.more(all.length - shown.length) }];
}

/** Room the panel takes under the map, in units of the text size. */
export const panelRoom = (lines: number): number => (lines > 0 ? lines * 1.2 + 0.4 : 0);

/** The numbered lines under the map, each number in the markers' colour so the eye finds it on the map. */
export function drawPanel(ctx: SKRSContext2D, frame: Frame, lines: readonly PanelLine[]): void {
  const margin = frame.text * 0.5;
  ctx.textBaseline = 'middle';
  ctx.font = font(frame.text, true);
  const box = ctx.measureText('00').width + frame.text * 0.4;
  lines.forEach((line, i) => {
    const y = frame.mapBottom + frame.text * (0.4 + 1.2 * i + 0.6);
    if (line.n > 0) {
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

/** Rows of legend under the side names: three in the default room, more when the frame gave more. */
const legendRows = (frame: Frame, panel: number): number =>
  Math.max(3, Math.floor((frame.height - frame.mapBottom - frame.text * (1.35 + panel)) / (frame.text * 1.2)));

/** The legend's lines at full length, and whether the first fits on the side names' line. */
function legendLines(ctx: SKRSContext2D, frame: Frame, view: BoardView, words: MapWords) {
  const margin = frame.text * 0.5;
  ctx.font = font(frame.text);
  const sides = ([0, 1] as const).map((i) => `${SHAPES[i]} ${view.sides[i]}   `);
  const sidesEnd = sides.reduce((x, text) => x + ctx.measureText(text).width, margin);
  const lines = wrap(ctx, words.legend, frame.width - margin * 2, Infinity);
  const beside = lines[0] !== undefined && ctx.measureText(lines[0]).width <= frame.width - margin - sidesEnd;
  return { lines, beside, rows: beside ? lines.length - 1 : lines.length };
}

/**
 * Rows the legend needs beyond the frame's room for it: 0 in English, which always fits; a longer
 * language gets more room under the map (see `frameFor`) rather than a legend cut short.
 */
export function extraLegendRows(frame: Frame, view: BoardView, words: MapWords, panel = 0): number {
  registerFonts();
  // A canvas for measuring only: the frame's size depends on the answer.
  const ctx = createCanvas(1, 1).getContext('2d');
  return Math.max(0, legendLines(ctx, frame, view, words).rows - legendRows(frame, panel));
}

/** The legend, under the panel (`panel`: the panel's room in units of the text size). */
export function drawLegend(ctx: SKRSContext2D, frame: Frame, view: BoardView, words: MapWords, panel = 0): void {
  const top = frame.mapBottom + frame.text * (0.35 + panel);
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
  const { beside } = legendLines(ctx, frame, view, words);
  // Whatever still does not fit the rows the frame has is cut with an ellipsis.
  const [first, ...rest] = wrap(
    ctx,
    words.legend,
    frame.width - margin * 2,
    legendRows(frame, panel) + (beside ? 1 : 0),
  );
  if (beside && first) {
    ctx.fillText(first, x, top);
    rest.forEach((line, i) => ctx.fillText(line, margin, top + frame.text * 1.2 * (i + 1)));
  } else {
    [first, ...rest].forEach((line, i) => ctx.fillText(line ?? '', margin, top + frame.text * 1.2 * (i + 1)));
  }
}

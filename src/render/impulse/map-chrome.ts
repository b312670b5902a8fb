/**
 * The header (scenario, round, impulse, whose turn, initiative) and the small legend under the map,
 * and the numbered panel's lines: what each of this impulse's numbered happenings did.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { BoardView } from '../../engine/rulesets/impulse/index.js';
import { type PanelLine, SIDE_SHAPES, wrap } from '../draw-chrome.js';
import { font, registerFonts } from '../fonts.js';
import type { Frame } from '../layout.js';
import { PALETTE } from '../palette.js';
import { textWidth } from '../text-width.js';
import { LEGEND, type LegendEntry, type MapWords } from './words.js';

const SHAPES = SIDE_SHAPES;

/**
 * The header's two lines. The first names the moment the picture shows: once an impulse ends the
 * flow is already at the next, so a map of the impulse that ended names that impulse (the view's
 * `pictured`), and the second line then says what comes next before who has the initiative and who
 * is to act, which are the flow's.
 */
export function headerLines(view: BoardView, words: MapWords): [string, string] {
  const now = words.when(view.phase, view.round, view.impulse);
  const p = view.pictured ?? null;
  const when = !p
    ? now
    : p.when === 'before'
      ? words.before(p.round, p.impulse)
      : words.when('turn', p.round, p.impulse);
  const flowShown = !p || (view.phase !== 'power' && view.round === p.round && view.impulse === p.impulse);
  const side = (i: 0 | 1) => `${SHAPES[i]} ${view.sides[i]}`;
  const second =
    view.winner !== null
      ? view.winner === 'draw'
        ? words.draw
        : words.winner(side(view.winner))
      : [
          flowShown ? '' : words.next(now),
          view.initiative !== null ? words.initiative(side(view.initiative)) : '',
          view.awaiting.length > 0 ? words.toAct(view.awaiting.map(side)) : '',
        ]
          .filter(Boolean)
          .join('   ');
  return [`${view.scenario} · ${when}`, second];
}

/**
 * Draws a header line with each side's marker ("● Concord Navy") in the side's colour, as the
 * legend has them, and the rest in `colour`; a marker cut from its name still gets its colour.
 */
function drawMarked(ctx: SKRSContext2D, view: BoardView, line: string, x: number, y: number, colour: string): void {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names = ([0, 1] as const).map((i) => escape(`${SHAPES[i]} ${view.sides[i]}`));
  const marker = new RegExp([...names, ...SHAPES].join('|'), 'gu');
  let at = 0;
  const put = (text: string, fill: string) => {
    ctx.fillStyle = fill;
    ctx.fillText(text, x, y);
    x += textWidth(ctx, text);
  };
  for (const m of line.matchAll(marker)) {
    if (m.index > at) put(line.slice(at, m.index), colour);
    put(m[0], PALETTE.sides[m[0].startsWith(SHAPES[0]) ? 0 : 1]);
    at = m.index + m[0].length;
  }
  if (at < line.length) put(line.slice(at), colour);
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
  ctx.font = font(frame.text);
  // The second line may be long (two sides to act, long side names): it wraps into the header's room.
  const wrapped = wrap(ctx, second.split('   '), frame.width - frame.text, 2);
  wrapped.forEach((line, i) =>
    drawMarked(ctx, view, line, frame.text * 0.5, frame.text * (1.75 + i * 1.2), PALETTE.muted),
  );
}

/** At most this many numbered lines under the map; the report has the rest. */
export const PANEL_MAX = 12;

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

/**
 * Whether the picture holds what each legend entry explains: the map lists only those (no missile
 * entry in a duel without missiles), with a ruleset's own entries (`legendMore`) after them.
 */
export function legendEntries(view: BoardView, words: MapWords): string[] {
  const ships = view.ships.filter((s) => s.status === 'active');
  const any = (test: (s: BoardView['ships'][number]) => boolean) => ships.some(test);
  const holds: Record<LegendEntry, boolean> = {
    rulers: true,
    shields: ships.length > 0,
    hull: ships.length > 0,
    turn: any((s) => s.turnCountdown !== null),
    slip: any((s) => s.sideslip),
    criticals: any((s) => s.criticals.length > 0),
    battery: any((s) => s.batteriesCharged > 0),
    afterburners: any((s) => s.afterburnersLeft > 0),
    missile: view.missiles.length > 0,
    missileDamaged: view.missiles.some((m) => m.damaged),
    moves: view.trails.length > 0,
    fire: view.happenings.some((h) => h.kind === 'volley'),
    missileHit: view.happenings.some((h) => h.kind === 'missileHit'),
    numbers: view.happenings.length > 0,
    wreck: view.happenings.some((h) => h.kind === 'destroyed'),
    blast: view.explosions.length > 0,
  };
  return [...LEGEND.filter((entry) => holds[entry]).map((entry) => words.legend[entry]), ...(words.legendMore ?? [])];
}

/** Rows of legend under the side names: three in the default room, more when the frame gave more. */
const legendRows = (frame: Frame, panel: number): number =>
  Math.max(3, Math.floor((frame.height - frame.mapBottom - frame.text * (1.35 + panel)) / (frame.text * 1.2)));

/** The legend's lines at full length, and whether the first fits on the side names' line. */
function legendLines(ctx: SKRSContext2D, frame: Frame, view: BoardView, words: MapWords) {
  const margin = frame.text * 0.5;
  ctx.font = font(frame.text);
  const sides = ([0, 1] as const).map((i) => `${SHAPES[i]} ${view.sides[i]}   `);
  const sidesEnd = sides.reduce((x, text) => x + textWidth(ctx, text), margin);
  const lines = wrap(ctx, legendEntries(view, words), frame.width - margin * 2, Infinity);
  const beside = lines[0] !== undefined && textWidth(ctx, lines[0]) <= frame.width - margin - sidesEnd;
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
    x += textWidth(ctx, text);
  }
  ctx.fillStyle = PALETTE.muted;
  const { beside } = legendLines(ctx, frame, view, words);
  // Whatever still does not fit the rows the frame has is cut with an ellipsis.
  const [first, ...rest] = wrap(
    ctx,
    legendEntries(view, words),
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

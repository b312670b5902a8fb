/**
 * `renderShipSheet(view, shipId, words)`: a ship's card as a PNG: class and name, power curves with
 * the current one marked, shields per arc, hull boxes with their power numbers and critical boxes,
 * weapon groups with red and yellow charge bars, battery, afterburners and active criticals, all
 * labelled in the reader's language (English when no words are given). A ruleset that flies the same
 * ships without impulse's power (vector) passes its own `SheetMotion`: its lines stand in for the
 * curves, each group's state in words for the charge bars, and there are no stores.
 */
import { encodePng } from '../encode.js';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { ARCS, type Arc, type BoardShip, type BoardView } from '../../engine/rulesets/impulse/index.js';
import { font, registerFonts } from '../fonts.js';
import { PALETTE } from '../palette.js';
import { DEFAULT_WORDS, type PictureWords } from '../picture-words.js';
import type { SheetWords } from './words.js';

const WIDTH = 960;
/** Every word on the card is at least this big: 14 px when the card is shown 400 px wide. */
const TEXT = Math.ceil((WIDTH * 14) / 400);
const LINE = TEXT * 1.35;
const PAD = TEXT * 0.6;
/** Room after a shield or hull row's word for its count ("8/8") before the boxes start. */
const COUNT_ROOM = TEXT * 2;

/** Draws a row of boxes; `style(i)` says how box i looks. Returns the x after the row. */
function boxes(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  count: number,
  style: (i: number) => { fill: string | null; stroke: string; label?: string },
): number {
  const size = TEXT * 1.1;
  for (let i = 0; i < count; i++) {
    const s = style(i);
    const bx = x + i * (size + 4);
    if (s.fill) {
      ctx.fillStyle = s.fill;
      ctx.fillRect(bx, y, size, size);
    }
    ctx.strokeStyle = s.stroke;
    ctx.lineWidth = 2;
    ctx.strokeRect(bx + 1, y + 1, size - 2, size - 2);
    if (s.label) {
      ctx.fillStyle = PALETTE.text;
      ctx.font = font(TEXT * (s.label.length > 2 ? 0.5 : 0.7), true);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(s.label, bx + size / 2, y + size / 2);
      ctx.textAlign = 'left';
      ctx.textBaseline = 'top';
    }
  }
  return x + count * (size + 4);
}

function label(
  ctx: SKRSContext2D,
  text: string,
  x: number,
  y: number,
  colour: string = PALETTE.muted,
  size = TEXT,
): void {
  ctx.font = font(size);
  ctx.fillStyle = colour;
  ctx.fillText(text, x, y);
}

/** A line in the largest size up to `TEXT` that fits the sheet's width (a long weapon name in Portuguese). */
function fittedLabel(ctx: SKRSContext2D, text: string, x: number, y: number, colour: string): void {
  ctx.font = font(TEXT);
  const room = WIDTH - x - PAD;
  const width = ctx.measureText(text).width;
  label(ctx, text, x, y, colour, width > room ? Math.floor((TEXT * room) / width) : TEXT);
}

/** What a ruleset other than impulse shows in place of the power curves and charge bars, in the reader's words. */
export interface SheetMotion {
  /** Lines in place of the curves (vector: velocity, drives and thrusters; control). */
  readonly lines: readonly string[];
  /** Each weapon group's state (vector: ready, or fired this turn), in the groups' order. */
  readonly groups: readonly { readonly text: string; readonly ready: boolean }[];
}

/** `key`: the lines of the key at the bottom (its heading included), none when no code is shown. */
function sheetHeight(ship: BoardShip, key = 0): number {
  return Math.ceil(
    PAD * 2 + LINE * (11 + ship.groups.length * 2 + Math.max(1, ship.criticals.length) + (key > 0 ? key + 0.5 : 0)),
  );
}

/** What a hull box shows: "x" lost, "!" critical (with its power number), or its power number. */
function hullCode(box: BoardShip['hullBoxes'][number], power: boolean): string {
  const cost = power && box.power !== 0 ? String(box.power) : '';
  return box.marked ? 'x' : box.critical ? `!${cost}` : cost;
}

/**
 * The key at the bottom of the sheet: one line for each code the sheet shows (lost and critical hull
 * boxes, the hull boxes' power numbers, shield reinforcements, the red and yellow charge boxes), and
 * none for a code it does not. `power` false: no power numbers and no charge boxes (vector's sheet).
 */
export function sheetKey(ship: BoardShip, words: SheetWords, power = true): string[] {
  const boxes = ship.hullBoxes;
  const costs = [...new Set(boxes.filter((b) => !b.marked && power && b.power !== 0).map((b) => String(b.power)))];
  const bars = power ? ship.groups.filter((g) => !g.destroyed) : [];
  const lines = [
    boxes.some((b) => b.marked) ? words.key.lost('x') : '',
    boxes.some((b) => !b.marked && b.critical) ? words.key.critical('!') : '',
    costs.length > 0 ? words.key.power(costs.join(' ')) : '',
    ARCS.some((arc) => ship.shields[arc].reinforced > 0) ? words.key.reinforced('+') : '',
    bars.some((g) => g.red.of > 0) ? words.key.red(words.red) : '',
    bars.some((g) => g.yellow.of > 0) ? words.key.yellow(words.yellow) : '',
  ].filter(Boolean);
  return lines.length > 0 ? [words.key.heading, ...lines] : [];
}

function drawKey(ctx: SKRSContext2D, lines: readonly string[], y: number): void {
  lines.forEach((line, i) => fittedLabel(ctx, line, PAD, y + i * LINE, i === 0 ? PALETTE.muted : PALETTE.text));
}

/** What a shield row says before its boxes: the arc and what is left of its shield. */
const shieldLabel = (ship: BoardShip, arc: Arc, words: SheetWords) =>
  `${words.arcs[arc]} ${ship.shields[arc].left}/${ship.shields[arc].max}`;
const hullLabel = (ship: BoardShip, words: SheetWords) => `${words.hull} ${ship.hull.left}/${ship.hull.max}`;

/**
 * Where the shield and hull boxes start: the usual column, moved right when the reader's words for
 * the arcs or the hull, or a count of ten boxes or more ("10/10"), are too wide for it, so no label
 * runs under its boxes.
 */
function boxColumn(ctx: SKRSContext2D, ship: BoardShip, words: SheetWords): number {
  ctx.font = font(TEXT);
  const width = (text: string) => ctx.measureText(text).width;
  const widestWord = Math.max(...[...Object.values(words.arcs), words.hull].map(width));
  const rows = [...ARCS.map((arc) => shieldLabel(ship, arc, words)), hullLabel(ship, words)];
  const widestRow = Math.max(...rows.map(width));
  return PAD + Math.max(TEXT * 4.5, widestWord + COUNT_ROOM, widestRow + TEXT * 0.5);
}

/** Each section of the sheet draws from `y` down and says where the next one starts. */
function drawHeading(ctx: SKRSContext2D, view: BoardView, ship: BoardShip, y: number, words: SheetWords): number {
  const side = `${ship.side === 0 ? '●' : '■'} ${view.sides[ship.side]}`;
  ctx.font = font(TEXT * 1.2, true);
  ctx.fillStyle = PALETTE.sides[ship.side];
  ctx.fillText([...ship.name].slice(0, 24).join(''), PAD, y);
  y += LINE * 1.2;
  // The side's marker and name in its colour, as on the map's header and legend.
  let x = PAD;
  for (const [text, colour] of [
    [`${ship.className} · `, PALETTE.muted],
    [side, PALETTE.sides[ship.side]],
    [` · ${words.where(ship.status, ship.label)}`, PALETTE.muted],
  ] as const) {
    label(ctx, text, x, y, colour);
    x += ctx.measureText(text).width;
  }
  return y + LINE * 1.3;
}

function drawCurves(ctx: SKRSContext2D, ship: BoardShip, y: number, words: SheetWords): number {
  label(ctx, words.curves, PAD, y);
  // The curves follow their label, further right when the label is long in the reader's language.
  let x = PAD + Math.max(TEXT * 4, ctx.measureText(words.curves).width + TEXT * 0.7);
  ctx.font = font(TEXT, true);
  ship.curves.forEach((c, i) => {
    const text = `${c.power}-${c.speed}-${c.turn}`;
    const w = ctx.measureText(text).width + TEXT * 0.4;
    if (i === ship.curveIndex) {
      ctx.fillStyle = PALETTE.hull;
      ctx.fillRect(x - TEXT * 0.2, y - TEXT * 0.1, w, TEXT * 1.25);
    }
    ctx.fillStyle = i === ship.curveIndex ? PALETTE.background : PALETTE.text;
    ctx.fillText(text, x, y);
    x += w + TEXT * 0.2;
  });
  y += LINE;
  label(ctx, words.now(ship.curve, ship.turnCountdown, ship.sideslip), PAD, y, PALETTE.text);
  return y + LINE;
}

function drawMotionLines(ctx: SKRSContext2D, motion: SheetMotion, y: number): number {
  for (const line of motion.lines) {
    fittedLabel(ctx, line, PAD, y, PALETTE.text);
    y += LINE;
  }
  return y;
}

/** Shields: one arc a row, its boxes (filled: left; hollow red: lost), reinforcements (+) and a count. */
function drawShields(ctx: SKRSContext2D, ship: BoardShip, y: number, words: SheetWords): number {
  label(ctx, words.shields(ship.shieldsOffline), PAD, y);
  y += LINE;
  const column = boxColumn(ctx, ship, words);
  for (const arc of ARCS) {
    const s = ship.shields[arc];
    label(ctx, shieldLabel(ship, arc, words), PAD, y, PALETTE.text);
    const bx = boxes(ctx, column, y, s.max, (k) => ({
      fill: k < s.left ? PALETTE.shield : null,
      stroke: k < s.left ? PALETTE.shield : PALETTE.shieldLost,
    }));
    boxes(ctx, bx, y, s.reinforced, () => ({ fill: PALETTE.hull, stroke: PALETTE.hull, label: '+' }));
    y += LINE;
  }
  return y;
}

/** Hull boxes; `power` false leaves out the power each box costs (vector has no power: only the criticals show). */
function drawHull(ctx: SKRSContext2D, ship: BoardShip, y: number, words: SheetWords, power = true): number {
  const column = boxColumn(ctx, ship, words);
  label(ctx, hullLabel(ship, words), PAD, y);
  boxes(ctx, column, y, ship.hullBoxes.length, (i) => {
    const b = ship.hullBoxes[i];
    // Critical boxes say so with a "!" as well as their colour; the key at the bottom says what each code means.
    return {
      fill: b?.marked ? PALETTE.shieldLost : b?.critical ? PALETTE.damage : null,
      stroke: b?.critical ? PALETTE.damage : PALETTE.muted,
      label: b ? hullCode(b, power) : '',
    };
  });
  return y + LINE;
}

/**
 * Each weapon group: what it is, then its charge bar (red, then yellow boxes) or that it is destroyed;
 * with a `motion`, its state in the ruleset's words instead of the bar.
 */
function drawWeapons(ctx: SKRSContext2D, ship: BoardShip, y: number, words: SheetWords, motion?: SheetMotion): number {
  for (const [i, g] of ship.groups.entries()) {
    const line = words.weapon({ index: i + 1, count: g.count, weapon: g.weapon, arcs: g.arcs, range: g.range });
    fittedLabel(ctx, line, PAD, y, g.destroyed ? PALETTE.shieldLost : PALETTE.text);
    y += LINE;
    const state = motion?.groups[i];
    if (g.destroyed) label(ctx, words.groupDestroyed, PAD + TEXT, y, PALETTE.damage);
    else if (state) label(ctx, state.text, PAD + TEXT, y, state.ready ? PALETTE.shield : PALETTE.muted);
    else {
      const bar = boxes(ctx, PAD + TEXT, y, g.red.of, (k) => ({
        fill: k < g.red.charged ? PALETTE.damage : null,
        stroke: PALETTE.damage,
        label: words.red,
      }));
      const end = boxes(ctx, bar, y, g.yellow.of, (k) => ({
        fill: k < g.yellow.charged ? PALETTE.hull : null,
        stroke: PALETTE.hull,
        label: words.yellow,
      }));
      label(
        ctx,
        g.ready ? words.ready : words.charged(g.red.charged + g.yellow.charged, g.red.of + g.yellow.of),
        end + TEXT * 0.5,
        y,
        g.ready ? PALETTE.shield : PALETTE.muted,
      );
    }
    y += LINE;
  }
  return y;
}

function drawStores(ctx: SKRSContext2D, ship: BoardShip, y: number, words: SheetWords): number {
  const battery = { charged: ship.batteriesCharged, of: ship.batteries };
  const burners = { left: ship.afterburnersLeft, of: ship.afterburners };
  label(ctx, words.stores(battery, burners), PAD, y, PALETTE.text);
  return drawCriticals(ctx, ship, y + LINE, words);
}

function drawCriticals(ctx: SKRSContext2D, ship: BoardShip, y: number, words: SheetWords): number {
  if (ship.criticals.length === 0) {
    label(ctx, words.noCriticals, PAD, y);
    return y + LINE;
  }
  for (const c of ship.criticals) {
    label(ctx, words.critical(c), PAD, y, PALETTE.damage);
    y += LINE;
  }
  return y;
}

export function renderShipSheet(
  view: BoardView,
  shipId: string,
  words: PictureWords = DEFAULT_WORDS,
  motion?: SheetMotion,
): Promise<Buffer> {
  registerFonts();
  const ship = view.ships.find((s) => s.id === shipId);
  if (!ship) throw new Error(`no ship ${shipId} in this view`);
  const key = sheetKey(ship, words.sheet, !motion);
  const canvas = createCanvas(WIDTH, sheetHeight(ship, key.length));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = PALETTE.background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  const sheet = words.sheet;
  let y = drawHeading(ctx, view, ship, PAD, sheet);
  y = motion ? drawMotionLines(ctx, motion, y) : drawCurves(ctx, ship, y, sheet);
  y = drawHull(ctx, ship, drawShields(ctx, ship, y, sheet), sheet, !motion);
  y = drawWeapons(ctx, ship, y, sheet, motion);
  y = motion ? drawCriticals(ctx, ship, y, sheet) : drawStores(ctx, ship, y, sheet);
  drawKey(ctx, key, y + LINE * 0.3);
  return encodePng(canvas);
}

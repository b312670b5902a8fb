/**
 * `fleet`'s ship and squadron sheets (issue 43 deliverable 8): the class's numbers and the unit's
 * state now: for a ship its hull zones (shields left of the class's, battery dice by colour), the
 * anti-squadron armament, its defence tokens with their state, command tokens, dials set, its speed
 * chart (the row of its speed marked) and its faceup damage cards; for a squadron its hull, speed,
 * armament, keywords and tokens. Phone-readable (14 px or more at 400 px); words through `say`.
 */
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { encodePng } from '../encode.js';
import { font, registerFonts } from '../fonts.js';
import { textSizeFor } from '../layout.js';
import { PALETTE } from '../palette.js';
import { type Pen, writeLine } from '../sheet-pen.js';
import { textWidth } from '../text-width.js';
import type { FleetShipSheet, FleetSquadronSheet, HullZone } from './board-types.js';
import { drawCommandToken, drawDefenceToken } from './icons.js';
import { ENGLISH_FLEET_WORDS, type FleetWords } from './words.js';

const ZONES: readonly HullZone[] = ['front', 'right', 'rear', 'left'];
const DICE = [
  ['red', '#e0463a'],
  ['blue', '#3c8fe0'],
  ['black', '#1b1f27'],
] as const;
const WIDTH = 720;
const RED_TEXT = '#ff6b5a';

/** A card's title from its id ("crew-panic-3" -> "crew-panic"). */
const cardTitle = (card: string): string => card.replace(/-\d+$/, '');

function heading(pen: Pen, words: string): void {
  pen.y += pen.text * 0.35;
  writeLine(pen, words, PALETTE.hull, true);
}

/** Dice as coloured squares, each with its count, left to right from `x`; returns the width used. */
function dice(ctx: SKRSContext2D, x: number, y: number, size: number, armament: readonly number[]): number {
  let at = x;
  DICE.forEach(([, colour], i) => {
    const n = armament[i] ?? 0;
    if (n === 0) return;
    ctx.fillStyle = colour;
    ctx.strokeStyle = PALETTE.muted;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.rect(at, y - size / 2, size, size);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = PALETTE.text;
    ctx.font = font(size * 0.8, true);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(n), at + size / 2, y + 1);
    at += size * 1.3;
  });
  if (at === x) {
    ctx.fillStyle = PALETTE.muted;
    ctx.font = font(size * 0.8);
    ctx.textAlign = 'left';
    ctx.fillText('–', x, y);
    at += size;
  }
  return at - x;
}

/** Token icons, each followed by its word and state, wrapped in lines. */
function tokenRow(
  pen: Pen,
  words: FleetWords,
  tokens: readonly { type: string; state: 'ready' | 'exhausted' | 'discarded' }[],
): void {
  const { ctx, text } = pen;
  const r = text * 0.5;
  let x = text * 0.7;
  ctx.font = font(text);
  for (const t of tokens) {
    const stateWord = words.say(`fleet.map.legend.${t.state === 'discarded' ? 'discarded' : t.state}`);
    const label = `${words.say(`fleet.tokens.${t.type}`)} (${stateWord})`;
    const w = r * 2.6 + textWidth(ctx, label) + text * 0.8;
    if (x + w > WIDTH - text * 0.5 && x > text * 0.7) {
      x = text * 0.7;
      pen.y += text * 1.45;
    }
    drawDefenceToken(ctx, x + r, pen.y + text * 0.6, r, t.type, t.state);
    ctx.font = font(text);
    ctx.fillStyle = t.state === 'discarded' ? PALETTE.muted : PALETTE.text;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillText(label, x + r * 2.6, pen.y + text * 0.6);
    x += w;
  }
  if (tokens.length === 0) {
    writeLine(pen, words.say('fleet.sheet.none'), PALETTE.muted);
    return;
  }
  pen.y += text * 1.45;
}

/** The canvas cut to the height drawn. */
function cropped(canvas: Canvas, height: number): Canvas {
  const out = createCanvas(WIDTH, Math.ceil(height));
  const ctx = out.getContext('2d');
  ctx.drawImage(canvas, 0, 0);
  return out;
}

function start(title: string, colour: string): { canvas: Canvas; pen: Pen } {
  registerFonts();
  const canvas = createCanvas(WIDTH, 2600);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = PALETTE.background;
  ctx.fillRect(0, 0, WIDTH, 2600);
  const pen: Pen = { ctx, text: textSizeFor(WIDTH), y: 0 };
  pen.y = pen.text * 0.4;
  writeLine(pen, title, colour, true, pen.text * 1.3);
  pen.y += pen.text * 0.2;
  return { canvas, pen };
}

const sideColour = (sideIndex: number): string => PALETTE.sides[sideIndex] ?? PALETTE.text;

/** The hull zones: a table of zone, shields left of the class's, battery dice; then anti-squadron. */
function zoneTable(pen: Pen, sheet: FleetShipSheet, words: FleetWords): void {
  const say = words.say;
  const ship = sheet.ship;
  const { ctx, text } = pen;
  // The hull zones: a table of zone, shields left of the class's, battery dice.
  heading(pen, say('fleet.sheet.zones'));
  const cols = [text * 0.7, text * 7.5, text * 12.5];
  ctx.font = font(text, true);
  ctx.fillStyle = PALETTE.muted;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  [say('fleet.sheet.zoneHead'), say('fleet.sheet.shieldsHead'), say('fleet.sheet.batteryHead')].forEach((h, i) =>
    ctx.fillText(h, cols[i] ?? 0, pen.y + text * 0.6),
  );
  pen.y += text * 1.4;
  for (const zone of ZONES) {
    const y = pen.y + text * 0.65;
    ctx.font = font(text);
    ctx.fillStyle = PALETTE.text;
    ctx.textAlign = 'left';
    ctx.fillText(say(`fleet.zones.${zone}`), cols[0] ?? 0, y);
    const left = ship.shields[zone];
    const r = text * 0.55;
    ctx.fillStyle = left > 0 ? PALETTE.shield : '#3a1c10';
    ctx.beginPath();
    ctx.arc((cols[1] ?? 0) + r, y, r, 0, Math.PI * 2);
    ctx.fill();
    if (left === 0) {
      ctx.strokeStyle = PALETTE.shieldLost;
      ctx.lineWidth = 3;
      ctx.stroke();
    }
    ctx.fillStyle = PALETTE.text;
    ctx.font = font(text * 0.85, true);
    ctx.textAlign = 'center';
    ctx.fillText(String(left), (cols[1] ?? 0) + r, y + 1);
    ctx.font = font(text);
    ctx.textAlign = 'left';
    ctx.fillStyle = PALETTE.muted;
    ctx.fillText(`/ ${ship.shieldsMax[zone]}`, (cols[1] ?? 0) + r * 2.5, y);
    dice(ctx, cols[2] ?? 0, y, text * 0.95, sheet.battery[zone]);
    pen.y += text * 1.5;
  }
  {
    const y = pen.y + text * 0.65;
    ctx.font = font(text);
    ctx.fillStyle = PALETTE.text;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillText(say('fleet.sheet.antiSquadron'), cols[0] ?? 0, y);
    dice(ctx, cols[2] ?? 0, y, text * 0.95, sheet.antiSquadron);
    pen.y += text * 1.5;
  }
}

/** The speed chart: a row per speed, a cell per joint with its yaw clicks; the ship's speed marked. */
function speedChart(pen: Pen, sheet: FleetShipSheet, words: FleetWords): void {
  const say = words.say;
  const ship = sheet.ship;
  const { ctx, text } = pen;
  // The speed chart: a row per speed, a cell per joint with its yaw clicks; the ship's speed marked.
  heading(pen, say('fleet.sheet.speedChart'));
  const cell = text * 1.5;
  ctx.font = font(text);
  const labelWidth = Math.max(
    ...sheet.speedChart.map((_, i) => textWidth(ctx, say('fleet.sheet.speedRow', { speed: i + 1 }))),
  );
  sheet.speedChart.forEach((row, i) => {
    const y = pen.y + cell / 2;
    const current = ship.speed === i + 1;
    if (current) {
      ctx.fillStyle = '#2a3a2a';
      ctx.fillRect(text * 0.4, pen.y + 2, labelWidth + text * 1.2 + row.length * cell * 1.1, cell - 4);
    }
    ctx.font = font(text, current);
    ctx.fillStyle = current ? PALETTE.hull : PALETTE.text;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillText(say('fleet.sheet.speedRow', { speed: i + 1 }), text * 0.7, y);
    row.forEach((clicks, j) => {
      const x = text * 0.7 + labelWidth + text * 0.6 + j * cell * 1.1;
      ctx.strokeStyle = PALETTE.muted;
      ctx.lineWidth = 1.5;
      ctx.strokeRect(x, pen.y + 4, cell, cell - 8);
      ctx.fillStyle = clicks === 0 ? PALETTE.muted : PALETTE.text;
      ctx.font = font(text, true);
      ctx.textAlign = 'center';
      ctx.fillText(String(clicks), x + cell / 2, y);
    });
    pen.y += cell;
  });
}

export function composeShipSheet(
  sheet: FleetShipSheet,
  words: FleetWords = ENGLISH_FLEET_WORDS,
  sideIndex = 0,
): Canvas {
  const say = words.say;
  const ship = sheet.ship;
  const { canvas, pen } = start(words.unit?.(ship.id) ?? ship.name, sideColour(sideIndex));
  const { ctx, text } = pen;
  writeLine(
    pen,
    say('fleet.sheet.ship', {
      class: words.className?.(ship.class) ?? sheet.className,
      size: say(`fleet.sizes.${ship.size}`),
      points: sheet.points,
    }),
  );
  if (ship.destroyed) writeLine(pen, say('fleet.sheet.destroyed'), RED_TEXT, true);
  else if (ship.activated) writeLine(pen, say('fleet.sheet.activated'), PALETTE.muted);
  writeLine(
    pen,
    say('fleet.sheet.hull', { left: Math.max(0, ship.hull - ship.damage), max: ship.hull, cards: ship.damage }),
  );
  writeLine(pen, say('fleet.sheet.speed', { speed: ship.speed, top: ship.topSpeed }));
  writeLine(
    pen,
    say('fleet.sheet.values', { command: ship.command, squadron: sheet.squadron, engineering: sheet.engineering }),
  );
  writeLine(pen, say('fleet.sheet.dials', { n: ship.dials }), PALETTE.muted);
  zoneTable(pen, sheet, words);
  heading(pen, say('fleet.sheet.tokens'));
  tokenRow(pen, words, ship.tokens);
  heading(pen, say('fleet.sheet.commandTokens'));
  if (ship.commandTokens.length === 0) writeLine(pen, say('fleet.sheet.none'), PALETTE.muted);
  else {
    let x = text * 0.7;
    const r = text * 0.5;
    for (const c of ship.commandTokens) {
      drawCommandToken(ctx, x + r, pen.y + text * 0.6, r, c);
      const word = say(`fleet.commands.${c}`);
      ctx.font = font(text);
      ctx.fillStyle = PALETTE.text;
      ctx.textAlign = 'left';
      ctx.textBaseline = 'middle';
      ctx.fillText(word, x + r * 2.6, pen.y + text * 0.6);
      x += r * 2.6 + textWidth(ctx, word) + text * 0.8;
    }
    pen.y += text * 1.45;
  }
  speedChart(pen, sheet, words);
  if (ship.faceup.length > 0) {
    heading(pen, say('fleet.sheet.damage'));
    for (const card of ship.faceup) writeLine(pen, say(`fleet.damage.${cardTitle(card)}`), RED_TEXT);
  }
  return cropped(canvas, pen.y + text * 0.8);
}

export function composeSquadronSheet(
  sheet: FleetSquadronSheet,
  words: FleetWords = ENGLISH_FLEET_WORDS,
  sideIndex = 0,
): Canvas {
  const say = words.say;
  const sq = sheet.squadron;
  const { canvas, pen } = start(words.unit?.(sq.id) ?? sq.name, sideColour(sideIndex));
  const { ctx, text } = pen;
  writeLine(
    pen,
    say('fleet.sheet.squadron', { class: words.className?.(sq.class) ?? sheet.className, points: sheet.points }),
  );
  if (sq.destroyed) writeLine(pen, say('fleet.sheet.destroyed'), RED_TEXT, true);
  else if (sq.activated) writeLine(pen, say('fleet.sheet.activated'), PALETTE.muted);
  writeLine(pen, say('fleet.sheet.squadronValues', { left: sq.hull, max: sq.hullMax, speed: sheet.speed }));
  pen.y += text * 0.2;
  for (const [key, armament] of [
    ['fleet.sheet.antiSquadron', sheet.antiSquadron],
    ['fleet.sheet.batteryHead', sheet.battery],
  ] as const) {
    const y = pen.y + text * 0.65;
    ctx.font = font(text);
    ctx.fillStyle = PALETTE.text;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillText(say(key), text * 0.7, y);
    dice(ctx, text * 9.5, y, text * 0.95, armament);
    pen.y += text * 1.5;
  }
  if (sheet.keywords.length > 0) {
    heading(pen, say('fleet.sheet.keywords'));
    writeLine(pen, sheet.keywords.map((k) => say(`fleet.keywords.${k}`, { n: sheet.counter })).join(', '));
  }
  if (sq.tokens.length > 0) {
    heading(pen, say('fleet.sheet.tokens'));
    tokenRow(pen, words, sq.tokens);
  }
  return cropped(canvas, pen.y + text * 0.8);
}

export function renderShipSheet(
  sheet: FleetShipSheet,
  words: FleetWords = ENGLISH_FLEET_WORDS,
  sideIndex = 0,
): Promise<Buffer> {
  return encodePng(composeShipSheet(sheet, words, sideIndex));
}

export function renderSquadronSheet(
  sheet: FleetSquadronSheet,
  words: FleetWords = ENGLISH_FLEET_WORDS,
  sideIndex = 0,
): Promise<Buffer> {
  return encodePng(composeSquadronSheet(sheet, words, sideIndex));
}

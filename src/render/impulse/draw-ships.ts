/**
 * Ship tokens: the side's colour and shape (round for the first side, square for the second), a
 * pointer for the facing, a ring of four shield arcs (thick green what is left, thin vermillion what
 * is lost, a yellow tick per reinforcement), and a plate with the name over the hex and markers.
 * Ships sharing a hex are fanned out inside it, smaller, so none hides another; a ship destroyed
 * this impulse is drawn as a wreck where it died.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { formatHex, type Hex } from '../../engine/index.js';
import { type BoardShip, type BoardView } from '../../engine/rulesets/impulse/index.js';
import { type Frame, type Point, toPixel } from '../layout.js';
import type { Box, LabelRequest } from '../placement/index.js';
import { PALETTE } from '../palette.js';
import type { MapWords } from './words.js';

const ARC_SPANS = { forward: [-30, 30], right: [30, 150], rear: [150, 210], left: [210, 330] } as const;
const rad = (deg: number): number => (deg * Math.PI) / 180;
/** Canvas angle of a facing: facing 0 points up. */
const facingAngle = (facing: number): number => -90 + 60 * facing;

const shortName = (name: string): string => {
  const chars = [...name];
  return chars.length > 20 ? `${chars.slice(0, 19).join('')}…` : name;
};

function drawToken(ctx: SKRSContext2D, x: number, y: number, r: number, ship: BoardShip): void {
  ctx.fillStyle = PALETTE.sides[ship.side];
  ctx.strokeStyle = PALETTE.sideInk[ship.side];
  ctx.lineWidth = Math.max(1, r / 8);
  ctx.beginPath();
  if (ship.side === 0) ctx.arc(x, y, r, 0, Math.PI * 2);
  else ctx.rect(x - r * 0.9, y - r * 0.9, r * 1.8, r * 1.8);
  ctx.fill();
  ctx.stroke();
  // Facing pointer: a dark wedge from the centre to the edge the ship faces.
  const a = rad(facingAngle(ship.facing));
  ctx.fillStyle = PALETTE.sideInk[ship.side];
  ctx.beginPath();
  ctx.moveTo(x + Math.cos(a) * r * 1.35, y + Math.sin(a) * r * 1.35);
  ctx.lineTo(x + Math.cos(a + 2.5) * r * 0.55, y + Math.sin(a + 2.5) * r * 0.55);
  ctx.lineTo(x + Math.cos(a - 2.5) * r * 0.55, y + Math.sin(a - 2.5) * r * 0.55);
  ctx.closePath();
  ctx.fill();
}

function drawShieldRing(ctx: SKRSContext2D, x: number, y: number, r: number, ship: BoardShip): void {
  const width = Math.max(3, r / 3.5);
  for (const [arc, [from, to]] of Object.entries(ARC_SPANS) as [keyof typeof ARC_SPANS, readonly [number, number]][]) {
    const { left, max, reinforced } = ship.shields[arc];
    const start = facingAngle(ship.facing) + from + 5;
    const end = facingAngle(ship.facing) + to - 5;
    const share = ship.shieldsOffline || max === 0 ? 0 : left / max;
    const split = start + (end - start) * share;
    ctx.lineWidth = width;
    ctx.strokeStyle = PALETTE.shield;
    ctx.beginPath();
    ctx.arc(x, y, r, rad(start), rad(split));
    ctx.stroke();
    ctx.lineWidth = Math.max(2, width / 2.5);
    ctx.strokeStyle = PALETTE.shieldLost;
    ctx.beginPath();
    ctx.arc(x, y, r, rad(split), rad(end));
    ctx.stroke();
    for (let i = 0; i < reinforced; i++) {
      const a = rad(start + ((end - start) * (i + 1)) / (reinforced + 1));
      ctx.strokeStyle = PALETTE.hull;
      ctx.lineWidth = Math.max(2, width / 2);
      ctx.beginPath();
      ctx.moveTo(x + Math.cos(a) * (r - width), y + Math.sin(a) * (r - width));
      ctx.lineTo(x + Math.cos(a) * (r + width * 1.2), y + Math.sin(a) * (r + width * 1.2));
      ctx.stroke();
    }
  }
}

/**
 * The marker line under a ship's name: its hex, hull left, then turn countdown, sideslip, criticals,
 * battery and afterburners, each a letter and a number in the reader's language (the legend says which).
 */
export function markerText(ship: BoardShip, plates: MapWords['plates']): string {
  const parts = [ship.label, plates.hull(ship.hull.left, ship.hull.max)];
  if (ship.turnCountdown !== null) parts.push(plates.turn(ship.turnCountdown));
  if (ship.sideslip) parts.push(plates.slip);
  if (ship.criticals.length > 0) parts.push(plates.criticals(ship.criticals.length));
  if (ship.batteriesCharged > 0) parts.push(plates.battery(ship.batteriesCharged));
  if (ship.afterburnersLeft > 0) parts.push(plates.afterburners(ship.afterburnersLeft));
  return parts.join(' ');
}

/** Shield ring radius of a ship alone in its hex: it fills the hex, but never shrinks below reading size. */
export const tokenRadius = (frame: Frame): number => Math.max(frame.hexSize * 0.86, frame.text * 0.5);

/**
 * Where the `i`-th of `n` things in one hex stands, and how much smaller it is drawn: alone at the
 * centre; two side by side; three in a triangle; more in a ring, all inside the hex.
 */
export function fanOut(centre: Point, hexSize: number, i: number, n: number): { at: Point; scale: number } {
  if (n <= 1) return { at: centre, scale: 1 };
  const scale = n === 2 ? 0.56 : n === 3 ? 0.5 : 0.42;
  const spread = hexSize * (n === 2 ? 0.44 : 0.5);
  const a = n === 2 ? Math.PI * i : -Math.PI / 2 + (2 * Math.PI * i) / n;
  return { at: { x: centre.x + Math.cos(a) * spread, y: centre.y + Math.sin(a) * spread }, scale };
}

/** How many of `items` share each hex, and each one's place among them. */
export function stacking<T extends { readonly hex: Hex }>(items: readonly T[]): { item: T; i: number; n: number }[] {
  const counts = new Map<string, number>();
  for (const it of items) counts.set(formatHex(it.hex), (counts.get(formatHex(it.hex)) ?? 0) + 1);
  const seen = new Map<string, number>();
  return items.map((item) => {
    const key = formatHex(item.hex);
    const i = seen.get(key) ?? 0;
    seen.set(key, i + 1);
    return { item, i, n: counts.get(key) ?? 1 };
  });
}

export interface ShipLabels {
  /** Where tokens and wrecks are: labels must keep clear of them. */
  readonly tokens: Box[];
  /** One plate per ship: its name over its markers. */
  readonly plates: LabelRequest[];
}

/** A wreck: the ship's outline, dark, crossed out, where it was destroyed. */
function drawWreck(ctx: SKRSContext2D, x: number, y: number, r: number, side: 0 | 1): void {
  ctx.strokeStyle = PALETTE.wreck;
  ctx.fillStyle = PALETTE.background;
  ctx.lineWidth = Math.max(2, r / 6);
  ctx.beginPath();
  if (side === 0) ctx.arc(x, y, r * 0.8, 0, Math.PI * 2);
  else ctx.rect(x - r * 0.72, y - r * 0.72, r * 1.44, r * 1.44);
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x - r * 0.5, y - r * 0.5);
  ctx.lineTo(x + r * 0.5, y + r * 0.5);
  ctx.moveTo(x + r * 0.5, y - r * 0.5);
  ctx.lineTo(x - r * 0.5, y + r * 0.5);
  ctx.stroke();
}

/** The ships this impulse destroyed, where they died. */
export function wrecksOf(view: BoardView): { id: string; hex: Hex; side: 0 | 1 }[] {
  return view.happenings.flatMap((h) =>
    h.kind === 'destroyed' ? [{ id: `wreck:${h.ship}`, hex: h.hex, side: h.side }] : [],
  );
}

/** Every piece on the board (wrecks first, so a ship in a wreck's hex is fanned out beside it), where it stands. */
function pieces(frame: Frame, view: BoardView) {
  const active = view.ships.filter((s) => s.status === 'active');
  return stacking<{ hex: Hex; ship?: BoardShip; wreck?: 0 | 1 }>([
    ...wrecksOf(view).map((w) => ({ hex: w.hex, wreck: w.side })),
    ...active.map((ship) => ({ hex: ship.hex, ship })),
  ]).map(({ item, i, n }) => {
    const { at, scale } = fanOut(toPixel(frame, item.hex), frame.hexSize, i, n);
    const r = tokenRadius(frame) * scale;
    return { item, at, r, reach: r * 1.15 };
  });
}

/**
 * The ships' plates and the room their tokens take, for the label placer (placement/): a plate that
 * fits nowhere near its ship goes to the panel under the map with its whole text.
 */
export function shipLabels(
  frame: Frame,
  view: BoardView,
  words: MapWords,
  markers: Readonly<Record<string, string>> = {},
): ShipLabels {
  const labels: ShipLabels = { tokens: [], plates: [] };
  for (const { item, at, reach } of pieces(frame, view)) {
    labels.tokens.push({ x: at.x - reach, y: at.y - reach, w: reach * 2, h: reach * 2 });
    if (item.wreck !== undefined || !item.ship) continue;
    const ship = item.ship;
    const markerLine = [markerText(ship, words.plates), markers[ship.id]].filter(Boolean).join(' · ');
    labels.plates.push({
      lines: [
        { text: shortName(ship.name), colour: PALETTE.text },
        { text: markerLine, colour: PALETTE.hull },
      ],
      // Where the whole plate would cover something, the name alone (its sheet and the alt text keep the rest).
      short: [{ text: shortName(ship.name), colour: PALETTE.text }],
      size: frame.text,
      background: PALETTE.background,
      anchor: { x: at.x, y: at.y, near: reach, colour: PALETTE.sides[ship.side] },
      overflow: 'panel',
      panelText: `${shortName(ship.name)} ${markerLine}`,
    });
  }
  return labels;
}

/** Draws wrecks, rings and tokens. */
export function drawShips(ctx: SKRSContext2D, frame: Frame, view: BoardView): void {
  for (const { item, at, r } of pieces(frame, view)) {
    if (item.wreck !== undefined) {
      drawWreck(ctx, at.x, at.y, r, item.wreck);
      continue;
    }
    const ship = item.ship as BoardShip;
    drawShieldRing(ctx, at.x, at.y, r, ship);
    drawToken(ctx, at.x, at.y, r * 0.62, ship);
  }
}

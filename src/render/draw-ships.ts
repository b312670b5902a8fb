/**
 * Ship tokens: the side's colour and shape (round for the first side, square for the second), a
 * pointer for the facing, a ring of four shield arcs (green what is left, red what is lost, a
 * yellow tick per reinforcement), the name above, hull and markers below.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { BoardShip, BoardView } from '../engine/index.js';
import { font } from './fonts.js';
import { type Frame, toPixel } from './layout.js';
import { PALETTE } from './palette.js';

const ARC_SPANS = { forward: [-30, 30], right: [30, 150], rear: [150, 210], left: [210, 330] } as const;
const rad = (deg: number): number => (deg * Math.PI) / 180;
/** Canvas angle of a facing: facing 0 points up. */
const facingAngle = (facing: number): number => -90 + 60 * facing;

const shortName = (name: string): string => (name.length > 20 ? `${name.slice(0, 19)}…` : name);

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
  const width = Math.max(2, r / 4);
  for (const [arc, [from, to]] of Object.entries(ARC_SPANS) as [keyof typeof ARC_SPANS, readonly [number, number]][]) {
    const { left, max, reinforced } = ship.shields[arc];
    const start = facingAngle(ship.facing) + from + 4;
    const end = facingAngle(ship.facing) + to - 4;
    const share = ship.shieldsOffline || max === 0 ? 0 : left / max;
    const split = start + (end - start) * share;
    ctx.lineWidth = width;
    ctx.strokeStyle = PALETTE.shield;
    ctx.beginPath();
    ctx.arc(x, y, r, rad(start), rad(split));
    ctx.stroke();
    ctx.strokeStyle = PALETTE.shieldLost;
    ctx.beginPath();
    ctx.arc(x, y, r, rad(split), rad(end));
    ctx.stroke();
    for (let i = 0; i < reinforced; i++) {
      const a = rad(start + ((end - start) * (i + 1)) / (reinforced + 1));
      ctx.strokeStyle = PALETTE.hull;
      ctx.beginPath();
      ctx.moveTo(x + Math.cos(a) * (r - width), y + Math.sin(a) * (r - width));
      ctx.lineTo(x + Math.cos(a) * (r + width * 1.5), y + Math.sin(a) * (r + width * 1.5));
      ctx.stroke();
    }
  }
}

/** The marker line under a ship: hull left, then T (turn countdown), S (sideslip), ! (criticals), B (battery), A (afterburners). */
export function markerText(ship: BoardShip): string {
  const parts = [`H${ship.hull.left}/${ship.hull.max}`];
  if (ship.turnCountdown !== null) parts.push(`T${ship.turnCountdown}`);
  if (ship.sideslip) parts.push('S');
  if (ship.criticals.length > 0) parts.push(`!${ship.criticals.length}`);
  if (ship.batteriesCharged > 0) parts.push(`B${ship.batteriesCharged}`);
  if (ship.afterburnersLeft > 0) parts.push(`A${ship.afterburnersLeft}`);
  return parts.join(' ');
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}
const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * A text plate for a token at (tx, ty): at the first of a few spots around the token (its preferred
 * side first) that overlaps no plate or token placed before, so names of ships close together stay
 * readable and near their ship.
 */
function plateText(ctx: SKRSContext2D, placed: Box[], text: string, tx: number, ty: number, gap: number, size: number, colour: string, preferBelow: boolean): void {
  ctx.font = font(size, true);
  const w = ctx.measureText(text).width + size * 0.4;
  const h = size * 1.24;
  const above = { x: tx - w / 2, y: ty - gap - h, w, h };
  const below = { x: tx - w / 2, y: ty + gap, w, h };
  const right = { x: tx + gap, y: ty - h / 2, w, h };
  const left = { x: tx - gap - w, y: ty - h / 2, w, h };
  const further = (b: Box, dy: number): Box => ({ ...b, y: b.y + dy });
  const near = preferBelow ? [below, right, left, above] : [above, right, left, below];
  const spots = [...near, further(above, -h), further(below, h), further(right, preferBelow ? h : -h), further(left, preferBelow ? h : -h)];
  // Keep every plate inside the picture.
  const inside = (b: Box): Box => ({ ...b, x: Math.min(Math.max(2, b.x), ctx.canvas.width - b.w - 2), y: Math.min(Math.max(2, b.y), ctx.canvas.height - b.h - 2) });
  const box = inside(spots.map(inside).find((b) => !placed.some((p) => overlaps(p, b))) ?? above);
  placed.push(box);
  ctx.fillStyle = PALETTE.background;
  ctx.fillRect(box.x, box.y, box.w, box.h);
  ctx.fillStyle = colour;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, box.x + box.w / 2, box.y + box.h / 2);
}

/** Token radius: a share of the hex, but never so small that the token disappears next to its name. */
export const tokenRadius = (frame: Frame): number => Math.max(frame.hexSize * 0.42, frame.text * 0.4);

export function drawShips(ctx: SKRSContext2D, frame: Frame, view: BoardView): void {
  const active = view.ships.filter((s) => s.status === 'active');
  const placed: Box[] = [];
  const tokens: { x: number; y: number; r: number; ship: BoardShip }[] = [];
  // Ships sharing a hex fan out a little so each stays visible.
  const stack = new Map<string, number>();
  for (const ship of active) {
    const key = `${ship.hex.q},${ship.hex.r}`;
    const index = stack.get(key) ?? 0;
    stack.set(key, index + 1);
    const c = toPixel(frame, ship.hex);
    const r = tokenRadius(frame);
    const x = c.x + index * r * 0.9;
    const y = c.y + index * r * 0.5;
    drawShieldRing(ctx, x, y, r * 1.25, ship);
    drawToken(ctx, x, y, r * 0.85, ship);
    // Tokens first, so plates of later ships never hide an earlier token; plates avoid each other.
    tokens.push({ x, y, r, ship });
  }
  // Every token is placed before any plate, so no plate hides a token.
  for (const t of tokens) placed.push({ x: t.x - t.r * 1.3, y: t.y - t.r * 1.3, w: t.r * 2.6, h: t.r * 2.6 });
  for (const t of tokens) {
    plateText(ctx, placed, shortName(t.ship.name), t.x, t.y, t.r * 1.3, frame.text * 0.8, PALETTE.text, false);
    plateText(ctx, placed, markerText(t.ship), t.x, t.y, t.r * 1.3, frame.text * 0.65, PALETTE.hull, true);
  }
}

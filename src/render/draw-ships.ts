/**
 * Ship tokens: the side's colour and shape (round for the first side, square for the second), a
 * pointer for the facing, a ring of four shield arcs (green what is left, red what is lost, a
 * yellow tick per reinforcement), the name above, hull and markers below.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { BoardShip, BoardView } from '../engine/index.js';
import { type Frame, toPixel } from './layout.js';
import type { Box, LabelRequest } from './labels.js';
import { PALETTE } from './palette.js';
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

/**
 * The marker line under a ship's name: hull left, then turn countdown, sideslip, criticals, battery
 * and afterburners, each a letter and a number in the reader's language (the legend says which).
 */
export function markerText(ship: BoardShip, plates: MapWords['plates']): string {
  const parts = [plates.hull(ship.hull.left, ship.hull.max)];
  if (ship.turnCountdown !== null) parts.push(plates.turn(ship.turnCountdown));
  if (ship.sideslip) parts.push(plates.slip);
  if (ship.criticals.length > 0) parts.push(plates.criticals(ship.criticals.length));
  if (ship.batteriesCharged > 0) parts.push(plates.battery(ship.batteriesCharged));
  if (ship.afterburnersLeft > 0) parts.push(plates.afterburners(ship.afterburnersLeft));
  return parts.join(' ');
}

/** Token radius: a share of the hex, but never so small that the token disappears next to its name. */
export const tokenRadius = (frame: Frame): number => Math.max(frame.hexSize * 0.42, frame.text * 0.4);

export interface ShipLabels {
  /** Where tokens are: plates must keep clear of them. */
  readonly tokens: Box[];
  /** One plate per ship: its name over its markers. */
  readonly plates: LabelRequest[];
}

/** Draws rings and tokens, and returns the name and marker plates to place once every token is down. */
export function drawShips(
  ctx: SKRSContext2D,
  frame: Frame,
  view: BoardView,
  words: MapWords,
  markers: Readonly<Record<string, string>> = {},
): ShipLabels {
  const labels: ShipLabels = { tokens: [], plates: [] };
  // Ships sharing a hex fan out a little so each stays visible.
  const stack = new Map<string, number>();
  for (const ship of view.ships.filter((s) => s.status === 'active')) {
    const key = `${ship.hex.q},${ship.hex.r}`;
    const index = stack.get(key) ?? 0;
    stack.set(key, index + 1);
    const c = toPixel(frame, ship.hex);
    const r = tokenRadius(frame);
    // A second ship in the hex sits a full ring to the side, so neither hides the other.
    const x = c.x + index * r * 2.6;
    const y = c.y + index * r * 0.4;
    drawShieldRing(ctx, x, y, r * 1.25, ship);
    drawToken(ctx, x, y, r * 0.85, ship);
    const reach = r * 1.3;
    labels.tokens.push({ x: x - reach, y: y - reach, w: reach * 2, h: reach * 2 });
    // Spots around the token: above, below, right, left, then the diagonals, then a ring further out.
    const dy = reach + frame.text * 1.25;
    const dx = reach + frame.text * 3;
    const ring = (k: number) => [
      { x, y: y - dy * k },
      { x, y: y + dy * k },
      { x: x + dx * k, y },
      { x: x - dx * k, y },
      { x: x + dx * k, y: y - dy * k },
      { x: x - dx * k, y: y - dy * k },
      { x: x + dx * k, y: y + dy * k },
      { x: x - dx * k, y: y + dy * k },
    ];
    labels.plates.push({
      lines: [
        { text: shortName(ship.name), colour: PALETTE.text },
        { text: [markerText(ship, words.plates), markers[ship.id]].filter(Boolean).join(' · '), colour: PALETTE.hull },
      ],
      size: frame.text,
      background: PALETTE.background,
      spots: [...ring(1), ...ring(1.8), ...ring(2.6)],
      anchor: { x, y, near: reach, colour: PALETTE.muted },
    });
  }
  return labels;
}

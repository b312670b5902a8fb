/**
 * The hex grid and its edge rulers (every hex's number can be read off them), as every ruleset's map
 * draws them. Terrain is a ruleset's own and drawn in its folder.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Hex } from '../engine/index.js';
import { font } from './fonts.js';
import { type Frame, type Point, hexCorners, toHex, toPixel } from './layout.js';
import { PALETTE } from './palette.js';
import { type Box, overlaps } from './placement/geometry.js';
import { textWidth } from './text-width.js';

const offsetOf = (h: Hex): { col: number; row: number } => ({ col: h.q, row: h.r + (h.q - (h.q & 1)) / 2 });
const label = (n: number): string => (n >= 0 && n <= 99 ? String(n).padStart(2, '0') : String(n));
const isEven = (col: number): boolean => (col & 1) === 0;
/** `n` modulo `k`, never negative (the floating map has negative columns and rows). */
const mod = (n: number, k: number): number => ((n % k) + k) % k;

export function tracePolygon(ctx: SKRSContext2D, points: readonly Point[]): void {
  points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.closePath();
}

/** Every hex whose centre lies in the map area, in a fixed order. */
export function visibleHexes(frame: Frame): Hex[] {
  const corners = [
    toHex(frame, { x: 0, y: frame.mapTop }),
    toHex(frame, { x: frame.width, y: frame.mapTop }),
    toHex(frame, { x: 0, y: frame.mapBottom }),
    toHex(frame, { x: frame.width, y: frame.mapBottom }),
  ];
  const hexes: Hex[] = [];
  const qs = corners.map((c) => c.q);
  const rs = corners.map((c) => c.r);
  for (let q = Math.min(...qs) - 1; q <= Math.max(...qs) + 1; q++) {
    for (let r = Math.min(...rs) - 2; r <= Math.max(...rs) + 2; r++) {
      const p = toPixel(frame, { q, r });
      if (
        p.x >= -frame.hexSize &&
        p.x <= frame.width + frame.hexSize &&
        p.y >= frame.mapTop - frame.hexSize &&
        p.y <= frame.mapBottom + frame.hexSize
      )
        hexes.push({ q, r });
    }
  }
  return hexes;
}

/**
 * The grid: every hex outlined, and the hexes that hold ships outlined more strongly. Full outlines
 * became affordable with the sharp encoder (encode.ts); dots alone made hexes hard to count.
 */
export function drawGrid(ctx: SKRSContext2D, frame: Frame, hexes: readonly Hex[], near: readonly Hex[]): void {
  ctx.strokeStyle = PALETTE.grid;
  ctx.lineWidth = Math.max(1, frame.hexSize / 28);
  ctx.beginPath();
  for (const h of hexes) tracePolygon(ctx, hexCorners(toPixel(frame, h), frame.hexSize));
  ctx.stroke();
  ctx.strokeStyle = PALETTE.gridStrong;
  ctx.lineWidth = Math.max(1.5, frame.hexSize / 16);
  ctx.beginPath();
  for (const h of near) tracePolygon(ctx, hexCorners(toPixel(frame, h), frame.hexSize));
  ctx.stroke();
}

/** Every k-th of a run of labels `gap` pixels apart, so numbers `width` wide never touch. */
const stepFor = (width: number, gap: number): number => Math.max(1, Math.ceil(width / gap));

/**
 * Edge rulers, one pair per column parity, so a hex's number ("0712": column 07, row 12) reads off
 * the edges whichever column it is in: an even column's number stands above the map and its rows
 * down the left edge; an odd column's number stands along the bottom and its rows down the right
 * edge (odd columns sit half a hex lower, so each ruler lines up with its own columns' centres).
 * Drawn before ships and plates. Returns the box of every number drawn: plates keep clear of them
 * where they can (a ruler a ship's name covers cannot be read), and a number never covers a name.
 */
export function drawEdgeLabels(
  ctx: SKRSContext2D,
  frame: Frame,
  hexes: readonly Hex[],
  /** Units the numbers must not lie under (a wreck on the mat's last row): such a number is left out. */
  avoid: readonly Box[] = [],
): Box[] {
  const size = frame.text;
  ctx.font = font(size);
  ctx.fillStyle = PALETTE.gridLabel;
  const columns = new Map<number, number>();
  const rows: [Map<number, number>, Map<number, number>] = [new Map(), new Map()];
  for (const h of hexes) {
    const { col, row } = offsetOf(h);
    const p = toPixel(frame, h);
    if (p.x > size && p.x < frame.width - size) columns.set(col, p.x);
    if (p.y > frame.mapTop + size * 0.6 && p.y < frame.mapBottom - size * 1.6) rows[isEven(col) ? 0 : 1].set(row, p.y);
  }
  const widest = Math.max(textWidth(ctx, '00'), ...[...columns.keys()].map((c) => textWidth(ctx, label(c))));
  // Columns of one parity stand two columns (3 hex radii) apart.
  const colStep = stepFor(widest + size * 0.4, frame.hexSize * 3);
  const rowStep = stepFor(size * 1.15, frame.hexSize * Math.sqrt(3));
  const drawn: Box[] = [];
  // One number, and its box (a little air around it): `x` is its centre, left or right edge by `align`.
  const put = (
    text: string,
    x: number,
    y: number,
    align: 'center' | 'left' | 'right',
    baseline: 'bottom' | 'middle',
  ) => {
    ctx.textAlign = align;
    ctx.textBaseline = baseline;
    const w = textWidth(ctx, text) + size * 0.3;
    const left = align === 'center' ? x - w / 2 : align === 'left' ? x - size * 0.15 : x - w + size * 0.15;
    const box = { x: left, y: baseline === 'bottom' ? y - size * 1.1 : y - size * 0.6, w, h: size * 1.2 };
    if (avoid.some((a) => overlaps(a, box))) return;
    // On the background's colour: a grid line or the mat's dashed edge behind a number never runs through it.
    ctx.fillStyle = PALETTE.background;
    ctx.fillRect(box.x, box.y, box.w, box.h);
    ctx.fillStyle = PALETTE.gridLabel;
    ctx.fillText(text, x, y);
    drawn.push(box);
  };
  for (const [col, x] of [...columns].sort((a, b) => a[0] - b[0])) {
    if (mod(Math.floor(col / 2), colStep) !== 0) continue;
    put(label(col), x, isEven(col) ? frame.mapTop - 2 : frame.mapBottom - 2, 'center', 'bottom');
  }
  const edge = size * 0.2;
  for (const [row, y] of [...rows[0]].sort((a, b) => a[0] - b[0]))
    if (mod(row, rowStep) === 0) put(label(row), edge, y, 'left', 'middle');
  for (const [row, y] of [...rows[1]].sort((a, b) => a[0] - b[0]))
    if (mod(row, rowStep) === 0) put(label(row), frame.width - edge, y, 'right', 'middle');
  return drawn;
}

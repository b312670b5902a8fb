/** The hex grid with wargame-style labels along the edges, and the terrain. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { BoardView, Hex } from '../engine/index.js';
import { font } from './fonts.js';
import { type Frame, type Point, hexCorners, toHex, toPixel } from './layout.js';
import { PALETTE } from './palette.js';

const offsetOf = (h: Hex): { col: number; row: number } => ({ col: h.q, row: h.r + (h.q - (h.q & 1)) / 2 });
const label = (n: number): string => (n >= 0 && n <= 99 ? String(n).padStart(2, '0') : String(n));

function tracePolygon(ctx: SKRSContext2D, points: readonly Point[]): void {
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
      if (p.x >= -frame.hexSize && p.x <= frame.width + frame.hexSize && p.y >= frame.mapTop && p.y <= frame.mapBottom)
        hexes.push({ q, r });
    }
  }
  return hexes;
}

/**
 * The grid: a dot on every hex corner across the whole map, and full outlines for the hexes that hold
 * ships. Full outlines everywhere made the PNG twice as large and half again as slow to encode (every
 * diagonal line is anti-aliased), for no gain in open space: six dots already outline each hex.
 */
export function drawGrid(ctx: SKRSContext2D, frame: Frame, hexes: readonly Hex[], near: readonly Hex[]): void {
  const dot = Math.max(2, Math.round(frame.hexSize / 10));
  ctx.fillStyle = PALETTE.grid;
  for (const h of hexes) {
    // Two corners per hex cover every corner of the grid once.
    for (const p of hexCorners(toPixel(frame, h), frame.hexSize).slice(0, 2))
      ctx.fillRect(Math.round(p.x - dot / 2), Math.round(p.y - dot / 2), dot, dot);
  }
  ctx.strokeStyle = PALETTE.grid;
  ctx.lineWidth = Math.max(1, frame.hexSize / 24);
  ctx.beginPath();
  for (const h of near) tracePolygon(ctx, hexCorners(toPixel(frame, h), frame.hexSize));
  ctx.stroke();
}

/** Column numbers along the top of the map and row numbers down the left: "0712" is column 07, row 12. */
export function drawEdgeLabels(ctx: SKRSContext2D, frame: Frame, hexes: readonly Hex[]): void {
  const size = frame.text;
  ctx.font = font(size);
  ctx.fillStyle = PALETTE.gridLabel;
  const columns = new Map<number, number>();
  const rows = new Map<number, number>();
  for (const h of hexes) {
    const { col, row } = offsetOf(h);
    const p = toPixel(frame, h);
    if (p.x > size && p.x < frame.width - size) columns.set(col, p.x);
    if (p.y > frame.mapTop + size && p.y < frame.mapBottom - size)
      rows.set(row, Math.min(rows.get(row) ?? Infinity, p.y));
  }
  // Label every column that has room for its number: every k-th one, k from the widest number.
  const widest = Math.max(
    ctx.measureText('00').width,
    ...[...columns.keys()].map((c) => ctx.measureText(label(c)).width),
  );
  const step = Math.max(1, Math.ceil((widest + size * 0.5) / (frame.hexSize * 1.5)));
  // Column numbers sit in a band just above the map, so they never cover a ship.
  ctx.textAlign = 'center';
  ctx.textBaseline = 'bottom';
  for (const [col, x] of [...columns].sort((a, b) => a[0] - b[0]))
    if (col % step === 0) ctx.fillText(label(col), x, frame.mapTop - 2);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  const rowStep = Math.max(1, Math.ceil((size * 1.3) / (frame.hexSize * Math.sqrt(3))));
  for (const [row, y] of [...rows].sort((a, b) => a[0] - b[0])) if (row % rowStep === 0) ctx.fillText(label(row), 4, y);
}

export function drawTerrain(ctx: SKRSContext2D, frame: Frame, view: BoardView): void {
  for (const t of view.terrain) {
    for (const h of t.hexes) {
      const c = toPixel(frame, h);
      ctx.beginPath();
      if (t.kind === 'planet') {
        ctx.fillStyle = PALETTE.planet;
        ctx.arc(c.x, c.y, frame.hexSize * 0.8, 0, Math.PI * 2);
        ctx.fill();
      } else {
        tracePolygon(ctx, hexCorners(c, frame.hexSize * 0.92));
        ctx.fillStyle = t.kind === 'asteroids' ? PALETTE.asteroids : PALETTE.nebula;
        ctx.globalAlpha = t.kind === 'asteroids' ? 0.55 : 0.35;
        ctx.fill();
        ctx.globalAlpha = 1;
        // A pattern as well as a colour: dots for asteroids, stripes for nebulae.
        ctx.fillStyle = PALETTE.text;
        const r = frame.hexSize * 0.08;
        for (const [dx, dy] of t.kind === 'asteroids'
          ? [
              [-0.3, -0.2],
              [0.25, -0.3],
              [0.05, 0.3],
              [-0.35, 0.3],
              [0.4, 0.15],
            ]
          : []) {
          ctx.beginPath();
          ctx.arc(c.x + (dx as number) * frame.hexSize, c.y + (dy as number) * frame.hexSize, r, 0, Math.PI * 2);
          ctx.fill();
        }
        if (t.kind === 'nebula') {
          ctx.strokeStyle = PALETTE.nebula;
          ctx.lineWidth = Math.max(1, frame.hexSize / 16);
          ctx.beginPath();
          for (const dy of [-0.4, 0, 0.4]) {
            ctx.moveTo(c.x - frame.hexSize * 0.5, c.y + dy * frame.hexSize);
            ctx.lineTo(c.x + frame.hexSize * 0.5, c.y + dy * frame.hexSize);
          }
          ctx.stroke();
        }
      }
    }
    if (t.kind === 'planet' && t.name && t.hexes[0]) {
      const c = toPixel(frame, t.hexes[0]);
      ctx.fillStyle = PALETTE.text;
      ctx.font = font(frame.text);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(t.name, c.x, c.y);
    }
  }
}

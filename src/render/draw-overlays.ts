/** This impulse's movement trails and fire lines with their damage, missiles with their target lines, explosions, and highlights. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { BoardView, Hex } from '../engine/index.js';
import type { LabelRequest } from './labels.js';
import { type Frame, hexCorners, toPixel } from './layout.js';
import { PALETTE } from './palette.js';
import type { MapWords } from './words.js';

export function drawTrails(ctx: SKRSContext2D, frame: Frame, view: BoardView): void {
  ctx.lineWidth = Math.max(2, frame.hexSize / 10);
  ctx.setLineDash([frame.hexSize / 5, frame.hexSize / 6]);
  for (const t of view.trails) {
    const a = toPixel(frame, t.from);
    const b = toPixel(frame, t.to);
    ctx.strokeStyle = PALETTE.sides[t.side];
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.stroke();
  }
  ctx.setLineDash([]);
}

/** Shots grouped by shooter and target hexes, in order, so one line carries all the damage between them. */
function groupShots(view: BoardView): { from: Hex; to: Hex; damages: number[] }[] {
  const groups = new Map<string, { from: Hex; to: Hex; damages: number[] }>();
  for (const s of view.shots) {
    const key = `${s.from.q},${s.from.r}>${s.to.q},${s.to.r}`;
    const group = groups.get(key) ?? { from: s.from, to: s.to, damages: [] };
    group.damages.push(s.damage);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A line of fire from hex to hex, as every ruleset's map draws it. */
export function drawFireLine(ctx: SKRSContext2D, frame: Frame, from: Hex, to: Hex): void {
  const a = toPixel(frame, from);
  const b = toPixel(frame, to);
  ctx.strokeStyle = PALETTE.damage;
  ctx.lineWidth = Math.max(2, frame.hexSize / 9);
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(b.x, b.y);
  ctx.stroke();
}

export function drawShots(ctx: SKRSContext2D, frame: Frame, view: BoardView): void {
  for (const s of groupShots(view)) drawFireLine(ctx, frame, s.from, s.to);
}

/** The damage each fire line did, as plates placed along the line (before names, so none hides it). */
export function shotLabels(frame: Frame, view: BoardView, words: MapWords): LabelRequest[] {
  return groupShots(view).map((s) => {
    const a = toPixel(frame, s.from);
    const b = toPixel(frame, s.to);
    const along = (t: number) => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
    return {
      lines: [
        { text: s.damages.map((d) => (d > 0 ? `-${d}` : words.plates.miss)).join(' '), colour: PALETTE.background },
      ],
      size: frame.text,
      background: PALETTE.damage,
      spots: [0.66, 0.5, 0.8, 0.35].map(along),
    };
  });
}

export function drawMissiles(ctx: SKRSContext2D, frame: Frame, view: BoardView): void {
  for (const m of view.missiles) {
    const c = toPixel(frame, m.hex);
    if (m.target) {
      const t = toPixel(frame, m.target);
      ctx.strokeStyle = PALETTE.sides[m.side];
      ctx.lineWidth = Math.max(1, frame.hexSize / 16);
      ctx.setLineDash([2, 4]);
      ctx.beginPath();
      ctx.moveTo(c.x, c.y);
      ctx.lineTo(t.x, t.y);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    // A small diamond: filled when whole, hollow when damaged.
    const r = Math.max(frame.hexSize * 0.22, frame.text * 0.3);
    ctx.beginPath();
    ctx.moveTo(c.x, c.y - r);
    ctx.lineTo(c.x + r, c.y);
    ctx.lineTo(c.x, c.y + r);
    ctx.lineTo(c.x - r, c.y);
    ctx.closePath();
    ctx.lineWidth = 2;
    ctx.strokeStyle = PALETTE.sides[m.side];
    ctx.fillStyle = PALETTE.missile;
    if (!m.damaged) ctx.fill();
    ctx.stroke();
  }
}

export function drawExplosions(ctx: SKRSContext2D, frame: Frame, view: BoardView): void {
  for (const h of view.explosions) {
    const c = toPixel(frame, h);
    ctx.strokeStyle = PALETTE.damage;
    ctx.lineWidth = Math.max(2, frame.hexSize / 10);
    ctx.beginPath();
    for (let i = 0; i < 8; i++) {
      const a = (Math.PI / 4) * i;
      ctx.moveTo(c.x + Math.cos(a) * frame.hexSize * 0.3, c.y + Math.sin(a) * frame.hexSize * 0.3);
      ctx.lineTo(c.x + Math.cos(a) * frame.hexSize * 0.85, c.y + Math.sin(a) * frame.hexSize * 0.85);
    }
    ctx.stroke();
  }
}

/** Outlines hexes, for the "where can it move" highlight. */
export function drawHighlight(ctx: SKRSContext2D, frame: Frame, hexes: readonly Hex[]): void {
  ctx.strokeStyle = PALETTE.highlight;
  ctx.lineWidth = Math.max(2, frame.hexSize / 8);
  for (const h of hexes) {
    const corners = hexCorners(toPixel(frame, h), frame.hexSize * 0.9);
    ctx.beginPath();
    corners.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.closePath();
    ctx.stroke();
  }
}

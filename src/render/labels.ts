/**
 * Text plates that must not hide each other or a ship: every plate is requested with candidate
 * spots (best first) and placed greedily, in priority order, at the first spot that overlaps
 * nothing placed before, or else where it overlaps least; tokens and missiles are obstacles from
 * the start. A plate that ends up away from its ship gets a thin leader line to it. Plates stay
 * inside the picture.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { font } from './fonts.js';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface PlateLine {
  readonly text: string;
  readonly colour: string;
}

export interface LabelRequest {
  readonly lines: readonly PlateLine[];
  readonly size: number;
  readonly background: string;
  /** Candidate centres, best first. */
  readonly spots: readonly { readonly x: number; readonly y: number }[];
  /**
   * Left off the picture when every spot would cover something: a numbered marker, whose line the
   * panel under the map already explains, rather than one more plate over a ship.
   */
  readonly optional?: boolean;
  /** The point the plate belongs to: a leader line joins them when the plate lands away from it. */
  readonly anchor?: { readonly x: number; readonly y: number; readonly near: number; readonly colour: string };
}

const overlapArea = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

/** Plates stay between `top` and `bottom` (the map area), clear of the header and legend. */
export function placeLabels(
  ctx: SKRSContext2D,
  requests: readonly LabelRequest[],
  obstacles: readonly Box[],
  area: { readonly top: number; readonly bottom: number },
): void {
  const placed: Box[] = [];
  for (const r of requests) {
    ctx.font = font(r.size, true);
    const w = Math.max(...r.lines.map((l) => ctx.measureText(l.text).width)) + r.size * 0.4;
    const lineHeight = r.size * 1.2;
    const h = lineHeight * r.lines.length + r.size * 0.1;
    const boxAt = (p: { x: number; y: number }): Box => ({
      x: Math.min(Math.max(2, p.x - w / 2), ctx.canvas.width - w - 2),
      y: Math.min(Math.max(area.top + 2, p.y - h / 2), area.bottom - h - 2),
      w,
      h,
    });
    // Covering a ship or missile is far worse than covering another plate; covering its own ship is never allowed.
    const own = r.anchor
      ? { x: r.anchor.x - r.anchor.near, y: r.anchor.y - r.anchor.near, w: r.anchor.near * 2, h: r.anchor.near * 2 }
      : null;
    const candidates = r.spots.map(boxAt).filter((b) => !own || overlapArea(own, b) === 0);
    const cost = (b: Box) =>
      placed.reduce((sum, p) => sum + overlapArea(p, b), 0) +
      100 * obstacles.reduce((sum, o) => sum + overlapArea(o, b), 0);
    const clear = candidates.find((b) => cost(b) === 0);
    const box = clear ?? (r.optional ? undefined : [...candidates].sort((a, b) => cost(a) - cost(b))[0]);
    if (!box) continue;
    placed.push(box);
    const a = r.anchor;
    if (a) {
      const cx = Math.min(Math.max(a.x, box.x), box.x + box.w);
      const cy = Math.min(Math.max(a.y, box.y), box.y + box.h);
      if (Math.hypot(cx - a.x, cy - a.y) > a.near * 1.2) {
        // A thin dashed grey leader, unlike the solid fire lines.
        ctx.strokeStyle = a.colour;
        ctx.lineWidth = 2;
        ctx.setLineDash([4, 4]);
        ctx.beginPath();
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(cx, cy);
        ctx.stroke();
        ctx.setLineDash([]);
      }
    }
    ctx.fillStyle = r.background;
    ctx.fillRect(box.x, box.y, box.w, box.h);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    r.lines.forEach((line, i) => {
      ctx.fillStyle = line.colour;
      ctx.fillText(line.text, box.x + box.w / 2, box.y + r.size * 0.05 + lineHeight * (i + 0.5));
    });
  }
}

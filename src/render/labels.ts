/**
 * Text plates that must not hide each other or a ship: every plate is requested with candidate
 * spots (best first) and placed greedily, in priority order, at the first spot that overlaps
 * nothing placed before, or else (in its full or its short form) where it overlaps least; tokens and missiles are obstacles from
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
  /** A shorter form (a ship's name alone) tried before the full plate is let overlap anything. */
  readonly short?: readonly PlateLine[];
  /** The point the plate belongs to: a leader line joins them when the plate lands away from it. */
  readonly anchor?: { readonly x: number; readonly y: number; readonly near: number; readonly colour: string };
}

const overlapArea = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

/** The box of a plate of `lines` centred on `p`, kept inside the picture and the map area. */
function boxFor(
  ctx: SKRSContext2D,
  lines: readonly PlateLine[],
  size: number,
  p: { readonly x: number; readonly y: number },
  area: { readonly top: number; readonly bottom: number },
): Box {
  ctx.font = font(size, true);
  const w = Math.max(...lines.map((l) => ctx.measureText(l.text).width)) + size * 0.4;
  const h = size * 1.2 * lines.length + size * 0.1;
  return {
    x: Math.min(Math.max(2, p.x - w / 2), ctx.canvas.width - w - 2),
    y: Math.min(Math.max(area.top + 2, p.y - h / 2), area.bottom - h - 2),
    w,
    h,
  };
}

/** Plates stay between `top` and `bottom` (the map area), clear of the header and legend. */
export function placeLabels(
  ctx: SKRSContext2D,
  requests: readonly LabelRequest[],
  obstacles: readonly Box[],
  area: { readonly top: number; readonly bottom: number },
  /** Text already on the picture (the rulers' hex numbers): kept clear of as a plate is, not as a ship. */
  written: readonly Box[] = [],
): void {
  const placed: Box[] = [...written];
  for (const request of requests) {
    const own = request.anchor
      ? {
          x: request.anchor.x - request.anchor.near,
          y: request.anchor.y - request.anchor.near,
          w: request.anchor.near * 2,
          h: request.anchor.near * 2,
        }
      : null;
    // Covering a ship or missile is far worse than covering another plate; covering its own ship is never allowed.
    const cost = (b: Box) =>
      placed.reduce((sum, p) => sum + overlapArea(p, b), 0) +
      100 * obstacles.reduce((sum, o) => sum + overlapArea(o, b), 0);
    const candidatesOf = (lines: readonly PlateLine[]) =>
      request.spots
        .map((p) => boxFor(ctx, lines, request.size, p, area))
        .filter((b) => !own || overlapArea(own, b) === 0);
    // The full plate where it covers nothing; else its short form where that covers nothing; else
    // whichever of the two covers least, the full one on a tie (or nothing at all, for an optional one).
    const full = candidatesOf(request.lines).map((box) => ({ box, lines: request.lines }));
    const shortLines = request.short;
    const short = shortLines ? candidatesOf(shortLines).map((box) => ({ box, lines: shortLines })) : [];
    const least = [...full, ...short].reduce<(typeof full)[number] | undefined>(
      (best, c) => (best === undefined || cost(c.box) < cost(best.box) ? c : best),
      undefined,
    );
    const chosen =
      full.find((c) => cost(c.box) === 0) ??
      short.find((c) => cost(c.box) === 0) ??
      (request.optional ? undefined : least);
    if (!chosen) continue;
    const { box } = chosen;
    const r = { ...request, lines: chosen.lines };
    const lineHeight = r.size * 1.2;
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

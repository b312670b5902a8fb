/**
 * impulse's terrain on the map: planets, asteroid fields and nebulae (each a colour and a pattern),
 * and the planets' names for the label placer. Drawn under the grid's outlines (draw-grid.ts).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { BoardView } from '../../engine/rulesets/impulse/index.js';
import { tracePolygon } from '../draw-grid.js';
import { type Frame, type Point, hexCorners, toPixel } from '../layout.js';
import { PALETTE } from '../palette.js';
import type { LabelRequest } from '../placement/place.js';

const ASTEROID_DOTS = [
  [-0.3, -0.2],
  [0.25, -0.3],
  [0.05, 0.3],
  [-0.35, 0.3],
  [0.4, 0.15],
] as const;

function drawPatchHex(ctx: SKRSContext2D, frame: Frame, c: Point, kind: 'asteroids' | 'nebula'): void {
  ctx.beginPath();
  tracePolygon(ctx, hexCorners(c, frame.hexSize * 0.92));
  ctx.fillStyle = kind === 'asteroids' ? PALETTE.asteroids : PALETTE.nebula;
  ctx.globalAlpha = kind === 'asteroids' ? 0.55 : 0.35;
  ctx.fill();
  ctx.globalAlpha = 1;
  // A pattern as well as a colour: dots for asteroids, stripes for nebulae.
  if (kind === 'asteroids') {
    ctx.fillStyle = PALETTE.text;
    const r = frame.hexSize * 0.08;
    for (const [dx, dy] of ASTEROID_DOTS) {
      ctx.beginPath();
      ctx.arc(c.x + dx * frame.hexSize, c.y + dy * frame.hexSize, r, 0, Math.PI * 2);
      ctx.fill();
    }
    return;
  }
  ctx.strokeStyle = PALETTE.nebula;
  ctx.lineWidth = Math.max(1, frame.hexSize / 16);
  ctx.beginPath();
  for (const dy of [-0.4, 0, 0.4]) {
    ctx.moveTo(c.x - frame.hexSize * 0.5, c.y + dy * frame.hexSize);
    ctx.lineTo(c.x + frame.hexSize * 0.5, c.y + dy * frame.hexSize);
  }
  ctx.stroke();
}

export function drawTerrain(ctx: SKRSContext2D, frame: Frame, view: BoardView): void {
  for (const t of view.terrain) {
    for (const h of t.hexes) {
      const c = toPixel(frame, h);
      if (t.kind === 'planet') {
        ctx.beginPath();
        ctx.fillStyle = PALETTE.planet;
        ctx.arc(c.x, c.y, frame.hexSize * 0.8, 0, Math.PI * 2);
        ctx.fill();
      } else drawPatchHex(ctx, frame, c, t.kind);
    }
  }
}

/** Each planet's name, for the label placer: on the planet where nothing else is, else beside it. */
export function terrainNames(frame: Frame, view: BoardView): LabelRequest[] {
  return view.terrain.flatMap((t) => {
    const hex = t.hexes[0];
    if (t.kind !== 'planet' || !t.name || !hex) return [];
    const c = toPixel(frame, hex);
    return [
      {
        lines: [{ text: t.name, colour: PALETTE.text }],
        size: frame.text,
        background: 'rgba(16,20,28,0.6)',
        spots: [c],
        anchor: { x: c.x, y: c.y, near: frame.hexSize * 0.8, colour: PALETTE.muted },
        overflow: 'drop' as const,
      },
    ];
  });
}

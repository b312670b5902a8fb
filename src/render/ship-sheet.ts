/**
 * `renderShipSheet(view, shipId)`: a ship's card as a PNG: class and name, power curves with the
 * current one marked, shields per arc, hull boxes with their power numbers and critical boxes,
 * weapon groups with red and yellow charge bars, battery, afterburners and active criticals.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { BoardShip, BoardView } from '../engine/index.js';
import { font, registerFonts } from './fonts.js';
import { PALETTE } from './palette.js';

const WIDTH = 960;
const TEXT = Math.ceil((WIDTH * 14) / 400);
const LINE = TEXT * 1.35;
const PAD = TEXT * 0.6;
const CRITICAL_LABELS: Record<string, string> = {
  shieldsDown: 'Shields Down',
  helmDown: 'Helm Down',
  thrustersDamaged: 'Thrusters damaged (turn +1)',
  powerRelayDamaged: 'Power relay damaged (power -1)',
  powerLoss: 'Power Loss',
};

/** Draws a row of boxes; `style(i)` says how box i looks. Returns the x after the row. */
function boxes(ctx: SKRSContext2D, x: number, y: number, count: number, style: (i: number) => { fill: string | null; stroke: string; label?: string }): number {
  const size = TEXT * 0.9;
  for (let i = 0; i < count; i++) {
    const s = style(i);
    const bx = x + i * (size + 4);
    if (s.fill) {
      ctx.fillStyle = s.fill;
      ctx.fillRect(bx, y, size, size);
    }
    ctx.strokeStyle = s.stroke;
    ctx.lineWidth = 2;
    ctx.strokeRect(bx + 1, y + 1, size - 2, size - 2);
    if (s.label) {
      ctx.fillStyle = PALETTE.text;
      ctx.font = font(TEXT * 0.55, true);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(s.label, bx + size / 2, y + size / 2);
      ctx.textAlign = 'left';
      ctx.textBaseline = 'top';
    }
  }
  return x + count * (size + 4);
}

function label(ctx: SKRSContext2D, text: string, x: number, y: number, colour: string = PALETTE.muted, size = TEXT * 0.8): void {
  ctx.font = font(size);
  ctx.fillStyle = colour;
  ctx.fillText(text, x, y);
}

function sheetHeight(ship: BoardShip): number {
  return Math.ceil(PAD * 2 + LINE * (7 + ship.groups.length + Math.max(1, ship.criticals.length)));
}

export function renderShipSheet(view: BoardView, shipId: string): Buffer {
  registerFonts();
  const ship = view.ships.find((s) => s.id === shipId);
  if (!ship) throw new Error(`no ship ${shipId} in this view`);
  const canvas = createCanvas(WIDTH, sheetHeight(ship));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = PALETTE.background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  let y = PAD;
  const side = `${ship.side === 0 ? '●' : '■'} ${view.sides[ship.side]}`;
  ctx.font = font(TEXT * 1.1, true);
  ctx.fillStyle = PALETTE.sides[ship.side];
  ctx.fillText(`${ship.name.slice(0, 24)}`, PAD, y);
  label(ctx, `${ship.className} · ${side}${ship.status !== 'active' ? ` · ${ship.status}` : ''}`, PAD, y + LINE, PALETTE.muted);
  y += LINE * 2.2;

  label(ctx, 'Curves', PAD, y);
  ctx.font = font(TEXT * 0.85, true);
  let x = PAD + TEXT * 6;
  ship.curves.forEach((c, i) => {
    const text = `${c.power}-${c.speed}-${c.turn}`;
    const w = ctx.measureText(text).width + TEXT * 0.5;
    if (i === ship.curveIndex) {
      ctx.fillStyle = PALETTE.hull;
      ctx.fillRect(x - TEXT * 0.2, y - TEXT * 0.1, w, TEXT * 1.1);
    }
    ctx.fillStyle = i === ship.curveIndex ? PALETTE.background : PALETTE.text;
    ctx.fillText(text, x, y);
    x += w + TEXT * 0.3;
  });
  y += LINE;
  label(ctx, `Now: power ${ship.curve.power}, speed ${ship.curve.speed}, turn ${ship.curve.turn}${ship.turnCountdown !== null ? `, ${ship.turnCountdown} straight before turning` : ''}${ship.sideslip ? ', sideslip ready' : ''}`, PAD, y, PALETTE.text);
  y += LINE;

  label(ctx, ship.shieldsOffline ? 'Shields (offline)' : 'Shields', PAD, y);
  x = PAD + TEXT * 6;
  for (const arc of ['forward', 'right', 'rear', 'left'] as const) {
    const s = ship.shields[arc];
    const name = { forward: 'Fwd', right: 'Right', rear: 'Rear', left: 'Left' }[arc];
    label(ctx, name, x, y, PALETTE.text, TEXT * 0.6);
    ctx.font = font(TEXT * 0.6);
    x = boxes(ctx, x + ctx.measureText(name).width + TEXT * 0.25, y, s.max, (i) => ({ fill: i < s.left ? PALETTE.shield : null, stroke: i < s.left ? PALETTE.shield : PALETTE.shieldLost }));
    x = boxes(ctx, x, y, s.reinforced, () => ({ fill: PALETTE.hull, stroke: PALETTE.hull, label: '+' })) + TEXT * 0.6;
  }
  y += LINE;

  label(ctx, `Hull ${ship.hull.left}/${ship.hull.max}`, PAD, y);
  boxes(ctx, PAD + TEXT * 6, y, ship.hullBoxes.length, (i) => {
    const b = ship.hullBoxes[i];
    return { fill: b?.marked ? PALETTE.shieldLost : b?.critical ? PALETTE.damage : null, stroke: b?.critical ? PALETTE.damage : PALETTE.muted, label: b?.marked ? 'x' : b && b.power !== 0 ? String(b.power) : b?.critical ? '!' : '' };
  });
  y += LINE;

  for (const [i, g] of ship.groups.entries()) {
    label(ctx, `${i + 1}. ${g.count}× ${g.weapon} · ${g.arcs.join('+')} · range ${g.range}`, PAD, y, g.destroyed ? PALETTE.shieldLost : PALETTE.text, TEXT * 0.75);
    if (g.destroyed) label(ctx, 'destroyed', WIDTH - PAD - TEXT * 5, y, PALETTE.damage, TEXT * 0.75);
    else {
      const bar = boxes(ctx, WIDTH - PAD - (g.red.of + g.yellow.of) * (TEXT * 0.9 + 4) - TEXT * 2.4, y, g.red.of, (k) => ({ fill: k < g.red.charged ? PALETTE.damage : null, stroke: PALETTE.damage, label: 'R' }));
      boxes(ctx, bar, y, g.yellow.of, (k) => ({ fill: k < g.yellow.charged ? PALETTE.hull : null, stroke: PALETTE.hull, label: k < g.yellow.charged ? '' : 'Y' }));
      label(ctx, g.ready ? 'ready' : '', WIDTH - PAD - TEXT * 2.2, y, PALETTE.shield, TEXT * 0.7);
    }
    y += LINE;
  }

  label(ctx, `Battery ${ship.batteriesCharged}/${ship.batteries} · Afterburners ${ship.afterburnersLeft}/${ship.afterburners}`, PAD, y, PALETTE.text);
  y += LINE;
  label(ctx, ship.criticals.length > 0 ? `Criticals: ${ship.criticals.map((c) => CRITICAL_LABELS[c] ?? c).join(', ')}` : 'No criticals', PAD, y, ship.criticals.length > 0 ? PALETTE.damage : PALETTE.muted);
  return canvas.toBuffer('image/png');
}

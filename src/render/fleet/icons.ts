/**
 * `fleet`'s token icons, drawn as shapes (no letters: the legend gives each its word): defence tokens
 * on a rounded square whose colour is their state (green ready, vermillion exhausted, grey and struck
 * through when discarded), command tokens on a white disc.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { PALETTE } from '../palette.js';

export const TOKEN_COLOURS = {
  ready: '#009e73',
  exhausted: '#d55e00',
  discarded: '#3a4250',
} as const;

function roundedSquare(ctx: SKRSContext2D, x: number, y: number, r: number): void {
  const k = r * 0.3;
  ctx.beginPath();
  ctx.moveTo(x - r + k, y - r);
  ctx.lineTo(x + r - k, y - r);
  ctx.quadraticCurveTo(x + r, y - r, x + r, y - r + k);
  ctx.lineTo(x + r, y + r - k);
  ctx.quadraticCurveTo(x + r, y + r, x + r - k, y + r);
  ctx.lineTo(x - r + k, y + r);
  ctx.quadraticCurveTo(x - r, y + r, x - r, y + r - k);
  ctx.lineTo(x - r, y - r + k);
  ctx.quadraticCurveTo(x - r, y - r, x - r + k, y - r);
  ctx.closePath();
}

/** The glyph of a defence token type, in `ink`, inside a square of half-size r. */
function defenceGlyph(ctx: SKRSContext2D, x: number, y: number, r: number, type: string, ink: string): void {
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  ctx.lineWidth = Math.max(1.5, r * 0.2);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const k = r * 0.58;
  ctx.beginPath();
  switch (type) {
    case 'brace':
      // Two bars, braced.
      ctx.moveTo(x - k, y - k * 0.4);
      ctx.lineTo(x + k, y - k * 0.4);
      ctx.moveTo(x - k, y + k * 0.4);
      ctx.lineTo(x + k, y + k * 0.4);
      ctx.moveTo(x, y - k);
      ctx.lineTo(x, y + k);
      ctx.stroke();
      break;
    case 'redirect':
      // Two arrows, opposite ways.
      ctx.moveTo(x - k, y - k * 0.4);
      ctx.lineTo(x + k, y - k * 0.4);
      ctx.lineTo(x + k * 0.55, y - k * 0.85);
      ctx.moveTo(x + k, y + k * 0.4);
      ctx.lineTo(x - k, y + k * 0.4);
      ctx.lineTo(x - k * 0.55, y + k * 0.85);
      ctx.stroke();
      break;
    case 'evade':
      // A zigzag: a dodge.
      ctx.moveTo(x - k, y + k);
      ctx.lineTo(x - k * 0.2, y - k * 0.1);
      ctx.lineTo(x + k * 0.2, y + k * 0.3);
      ctx.lineTo(x + k, y - k);
      ctx.stroke();
      break;
    case 'scatter':
      for (const [dx, dy] of [
        [-0.55, 0.45],
        [0.55, 0.45],
        [0, -0.5],
      ] as const) {
        ctx.moveTo(x + dx * k + r * 0.2, y + dy * k);
        ctx.arc(x + dx * k, y + dy * k, r * 0.2, 0, Math.PI * 2);
      }
      ctx.fill();
      break;
    case 'contain':
      // A box: the damage kept in.
      ctx.rect(x - k * 0.75, y - k * 0.75, k * 1.5, k * 1.5);
      ctx.stroke();
      break;
    case 'salvo':
      // Two chevrons: fire back.
      ctx.moveTo(x - k, y - k * 0.7);
      ctx.lineTo(x - k * 0.2, y);
      ctx.lineTo(x - k, y + k * 0.7);
      ctx.moveTo(x, y - k * 0.7);
      ctx.lineTo(x + k * 0.8, y);
      ctx.lineTo(x, y + k * 0.7);
      ctx.stroke();
      break;
    default:
      break;
  }
  ctx.lineCap = 'butt';
  ctx.lineJoin = 'miter';
}

/** A defence token of `type` in its `state`, centred at (x, y), half-size r. */
export function drawDefenceToken(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  r: number,
  type: string,
  state: 'ready' | 'exhausted' | 'discarded',
): void {
  roundedSquare(ctx, x, y, r);
  ctx.fillStyle = TOKEN_COLOURS[state];
  ctx.fill();
  const ink = state === 'discarded' ? PALETTE.muted : PALETTE.text;
  defenceGlyph(ctx, x, y, r, type, ink);
  if (state === 'discarded') {
    // Struck through: gone for this game.
    ctx.strokeStyle = PALETTE.damage;
    ctx.lineWidth = Math.max(2, r * 0.22);
    ctx.beginPath();
    ctx.moveTo(x - r, y + r);
    ctx.lineTo(x + r, y - r);
    ctx.stroke();
  }
}

/** A command token on a white disc: navigate an arrow, squadron a fighter, repair a plus, concentrate a sight. */
export function drawCommandToken(ctx: SKRSContext2D, x: number, y: number, r: number, command: string): void {
  ctx.fillStyle = PALETTE.text;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  const ink = PALETTE.background;
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  ctx.lineWidth = Math.max(1.5, r * 0.2);
  ctx.lineCap = 'round';
  const k = r * 0.58;
  ctx.beginPath();
  switch (command) {
    case 'navigate':
      ctx.moveTo(x, y + k);
      ctx.lineTo(x, y - k);
      ctx.moveTo(x - k * 0.6, y - k * 0.35);
      ctx.lineTo(x, y - k);
      ctx.lineTo(x + k * 0.6, y - k * 0.35);
      ctx.stroke();
      break;
    case 'squadron':
      ctx.moveTo(x, y - k);
      ctx.lineTo(x + k * 0.85, y + k * 0.7);
      ctx.lineTo(x, y + k * 0.3);
      ctx.lineTo(x - k * 0.85, y + k * 0.7);
      ctx.closePath();
      ctx.fill();
      break;
    case 'repair':
      ctx.moveTo(x - k, y);
      ctx.lineTo(x + k, y);
      ctx.moveTo(x, y - k);
      ctx.lineTo(x, y + k);
      ctx.stroke();
      break;
    case 'concentrate':
      ctx.arc(x, y, k * 0.6, 0, Math.PI * 2);
      ctx.moveTo(x - k, y);
      ctx.lineTo(x + k, y);
      ctx.moveTo(x, y - k);
      ctx.lineTo(x, y + k);
      ctx.stroke();
      break;
    default:
      break;
  }
  ctx.lineCap = 'butt';
}

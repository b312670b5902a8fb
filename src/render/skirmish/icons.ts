/**
 * `skirmish`'s marks, drawn on the map and in its legend alike: model tokens (round for the first
 * side, square for the second, so colour never carries the side alone), large bases, the wounded
 * ring (white) and the wounds-lost wedge, the character's star, the battle-shock badge, crossed swords for an
 * engagement, objective markers, terrain colours.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { font } from '../fonts.js';
import { PALETTE } from '../palette.js';

export const TERRAIN_COLOURS = {
  ruin: '#75685b',
  woods: '#2f6b3f',
  crater: '#5b4631',
  wall: '#aeb8c6',
} as const;
/** Battle-shock: reddish purple (Okabe-Ito), with a "!" so it never reads by colour alone. */
export const SHOCK = '#cc79a7';
/** Attacks and engagements: the damage colour. */
export const WOUND = PALETTE.damage;
/** A wounded model's ring: white, apart from the vermillion of attacks and of the second side's orange. */
export const WOUNDED_RING = PALETTE.text;
export const OBJECTIVE = PALETTE.highlight;

export const sideColour = (i: number): string => PALETTE.sides[i] ?? PALETTE.text;
export const sideInk = (i: number): string => PALETTE.sideInk[i] ?? PALETTE.background;

/** A token's outline: a circle for the first side, a square (a little smaller, the same weight) for the second. */
export function traceToken(ctx: SKRSContext2D, x: number, y: number, r: number, sideIndex: number): void {
  ctx.beginPath();
  if (sideIndex === 0) ctx.arc(x, y, r, 0, Math.PI * 2);
  else ctx.rect(x - r * 0.88, y - r * 0.88, r * 1.76, r * 1.76);
}

/**
 * A model: its token in the side's colour; wounded, the share of wounds lost as a dark wedge and a
 * white ring; a character's star in the side's ink; a large base's wounds left.
 */
export function drawModel(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  r: number,
  sideIndex: number,
  model: { wounds: number; maxWounds: number; wounded: boolean; large: boolean; character: boolean },
): void {
  traceToken(ctx, x, y, r, sideIndex);
  ctx.fillStyle = sideColour(sideIndex);
  ctx.fill();
  if (model.wounded && !model.large) {
    // The wounds lost: a wedge of the token in its ink, from the top clockwise.
    const lost = 1 - model.wounds / Math.max(1, model.maxWounds);
    ctx.save();
    traceToken(ctx, x, y, r, sideIndex);
    ctx.clip();
    ctx.fillStyle = sideInk(sideIndex);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.arc(x, y, r * 1.5, -Math.PI / 2, -Math.PI / 2 + lost * Math.PI * 2);
    ctx.closePath();
    ctx.fill();
    ctx.restore();
  }
  traceToken(ctx, x, y, r, sideIndex);
  ctx.strokeStyle = PALETTE.background;
  ctx.lineWidth = Math.max(1.5, r / 8);
  ctx.stroke();
  if (model.wounded) {
    traceToken(ctx, x, y, r + Math.max(2.5, r / 5), sideIndex);
    ctx.strokeStyle = WOUNDED_RING;
    ctx.lineWidth = Math.max(2.5, r / 5);
    ctx.stroke();
  }
  if (model.large) {
    ctx.fillStyle = sideInk(sideIndex);
    ctx.font = font(r * 0.62, true);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(`${model.wounds}/${model.maxWounds}`, x, y + r * 0.04);
  }
  if (model.character)
    drawStar(ctx, x, model.large ? y - r * 0.55 : y, model.large ? r * 0.25 : r * 0.62, sideInk(sideIndex));
}

export function drawStar(ctx: SKRSContext2D, x: number, y: number, r: number, colour: string): void {
  ctx.fillStyle = colour;
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const k = i % 2 === 0 ? r : r * 0.45;
    if (i === 0) ctx.moveTo(x + Math.cos(a) * k, y + Math.sin(a) * k);
    else ctx.lineTo(x + Math.cos(a) * k, y + Math.sin(a) * k);
  }
  ctx.closePath();
  ctx.fill();
}

/** The battle-shock badge: a reddish-purple diamond with a "!" in it. */
export function drawShockBadge(ctx: SKRSContext2D, x: number, y: number, r: number): void {
  ctx.fillStyle = SHOCK;
  ctx.strokeStyle = PALETTE.background;
  ctx.lineWidth = Math.max(1.5, r / 6);
  ctx.beginPath();
  ctx.moveTo(x, y - r);
  ctx.lineTo(x + r, y);
  ctx.lineTo(x, y + r);
  ctx.lineTo(x - r, y);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = PALETTE.background;
  ctx.font = font(r * 1.25, true);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('!', x, y + r * 0.05);
}

/** Crossed swords on a dark disc: two units locked in combat. */
export function drawSwords(ctx: SKRSContext2D, x: number, y: number, r: number): void {
  ctx.fillStyle = PALETTE.background;
  ctx.strokeStyle = WOUND;
  ctx.lineWidth = Math.max(2, r / 6);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.strokeStyle = PALETTE.text;
  ctx.lineCap = 'round';
  const k = r * 0.6;
  for (const s of [1, -1]) {
    ctx.lineWidth = Math.max(2, r / 5);
    ctx.beginPath();
    ctx.moveTo(x - k * s, y + k);
    ctx.lineTo(x + k * s, y - k);
    ctx.stroke();
    // The hilt's guard, across the blade near its lower end.
    const gx = x - k * 0.55 * s;
    const gy = y + k * 0.55;
    ctx.lineWidth = Math.max(1.5, r / 7);
    ctx.beginPath();
    ctx.moveTo(gx - k * 0.3, gy - k * 0.3 * s);
    ctx.lineTo(gx + k * 0.3, gy + k * 0.3 * s);
    ctx.stroke();
  }
  ctx.lineCap = 'butt';
}

/** An objective marker: a yellow hexagon with its number in dark ink. */
export function drawObjective(ctx: SKRSContext2D, x: number, y: number, r: number, label: string): void {
  ctx.fillStyle = OBJECTIVE;
  ctx.strokeStyle = PALETTE.background;
  ctx.lineWidth = Math.max(2, r / 6);
  ctx.beginPath();
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    const px = x + r * Math.cos(a);
    const py = y + r * Math.sin(a);
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  }
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  if (label) {
    ctx.fillStyle = PALETTE.background;
    ctx.font = font(r * 1.15, true);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(label, x, y + r * 0.05);
  }
}

/** A number in a disc (a terrain piece's height). */
export function drawBadge(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  r: number,
  text: string,
  fill: string,
  ink: string,
): void {
  ctx.fillStyle = fill;
  ctx.strokeStyle = PALETTE.text;
  ctx.lineWidth = Math.max(1.5, r / 8);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = ink;
  ctx.font = font(r * 1.3, true);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + r * 0.05);
}

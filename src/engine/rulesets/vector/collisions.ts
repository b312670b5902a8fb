/**
 * Entering a hex with a friendly ship (seed 002 is silent; impulse's collision rule, DESIGN.md
 * section 5, with its settings `collisions` and `collisionDamage`): the mover takes the damage on its
 * forward shield, the other ship on the shield facing the hex the mover came from.
 */
import { arcsContaining } from './from-impulse.js';
import { type Hex, hexEquals } from '../../core/hex.js';
import { applyDamage } from './from-impulse.js';
import { activeShips, refOf } from './from-impulse.js';
import type { ShipState } from './from-impulse.js';
import type { VCtx } from './context.js';

export function collideInHex(ctx: VCtx, mover: ShipState, from: Hex): void {
  const { settings } = ctx.s.board;
  if (!settings.collisions) return;
  const others = activeShips(ctx.s.board, mover.side).filter((s) => s.id !== mover.id && hexEquals(s.hex, mover.hex));
  for (const other of others) {
    if (mover.status !== 'active') return;
    ctx.events.push({ type: 'collided', ship: refOf(mover), other: refOf(other), hex: mover.hex });
    applyDamage(ctx.rules, mover, 'forward', settings.collisionDamage, 'collision', { ship: refOf(other) });
    const arc = arcsContaining(other.hex, other.facing, from)[0] ?? 'forward';
    applyDamage(ctx.rules, other, arc, settings.collisionDamage, 'collision', { ship: refOf(mover) });
  }
}

/**
 * A missile's numbers and the damage it takes (seed 000 section 1.1.4, firing note 4): damage equal
 * to its strength destroys it, less damages it, and a damaged missile dies on its next hit. Kept
 * apart from missiles.ts, which deals missile damage to ships, so explosions can hit missiles
 * without the damage rules importing themselves back.
 */
import { type Ctx, editMissile } from '../context.js';
import { weaponType } from '../ships.js';
import type { GameState, MissileState } from '../state.js';

export function missileStats(
  state: GameState,
  missile: MissileState,
): { damage: number; strength: number; strandedAt: number } {
  const weapon = weaponType(state, missile.weapon);
  if (weapon.kind !== 'missile') throw new Error(`missile ${missile.id} comes from a non-missile weapon`);
  return weapon.missile;
}

export const removeMissile = (ctx: Ctx, id: string): void => {
  ctx.state.missiles = ctx.state.missiles.filter((m) => m.id !== id);
};

/** Damage to a missile from a shot or an explosion. */
export function damageMissile(ctx: Ctx, found: MissileState, amount: number, cause: 'shot' | 'explosion'): void {
  if (amount <= 0) return;
  const { strength } = missileStats(ctx.state, found);
  if (amount >= strength || found.damaged) {
    removeMissile(ctx, found.id);
    ctx.emit({ type: 'missileDestroyed', missile: found.id, hex: found.hex, cause });
    return;
  }
  editMissile(ctx, found).damaged = true;
  ctx.emit({ type: 'missileDamaged', missile: found.id, damage: amount, cause });
}

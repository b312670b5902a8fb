/**
 * Ship explosions (seed 000 section 1.1.4, firing note 2): a destroyed ship explodes. Ships in its hex
 * take its explosion rating + 1 on a random shield arc; ships in adjacent hexes take the rating on the
 * arc facing it. Of the missiles caught in the blast, only one (chosen at random) takes damage.
 * Explosions can destroy more ships, which explode in turn.
 */
import { ARCS } from '../firing/arcs.js';
import { dieOf, pickAtRandom, rollDice } from '../../../core/dice.js';
import { hexDistance } from '../../../core/hex.js';
import type { Ctx } from '../context.js';
import { shieldFacing } from './hull.js';
import { damageMissile } from '../firing/missile-hits.js';
import type { Arc } from '../firing/arcs.js';
import { activeShips, refOf, shipClass } from '../ships.js';
import type { ShipState } from '../state.js';

/** Damage to one ship caught in a blast: the damage chain's own `applyDamage`, handed in (it may destroy that ship too). */
export type BlastHit = (victim: ShipState, arc: Arc, amount: number) => void;

export function explode(ctx: Ctx, ship: ShipState, hit: BlastHit): void {
  const { state } = ctx;
  const rating = shipClass(state, ship).explosion;
  ctx.emit({ type: 'exploded', ship: refOf(ship), hex: ship.hex, rating });
  if (rating <= 0) return;
  const victims = activeShips(state).filter((s) => s.id !== ship.id && hexDistance(s.hex, ship.hex) <= 1);
  for (const { id } of victims) {
    // Look each victim up again: an earlier blast in this chain may have destroyed it.
    const victim = state.ships.find((s) => s.id === id);
    if (!victim || victim.status !== 'active') continue;
    if (hexDistance(victim.hex, ship.hex) === 0) {
      const arcRoll = rollDice(
        ctx.rng,
        dieOf(ARCS.length),
        1,
        `which shield of ${victim.name} the explosion of ${ship.name} hits`,
      );
      ctx.emit(arcRoll);
      hit(victim, ARCS[arcRoll.result - 1] ?? 'forward', rating + 1);
    } else {
      hit(victim, shieldFacing(state, victim, ship.hex) ?? 'forward', rating);
    }
  }
  const missiles = state.missiles.filter((m) => hexDistance(m.hex, ship.hex) <= 1);
  if (missiles.length === 0) return;
  const { item: missile, roll } = pickAtRandom(
    ctx.rng,
    missiles,
    `which missile the explosion of ${ship.name} damages`,
  );
  if (roll) ctx.emit(roll);
  damageMissile(ctx, missile, hexDistance(missile.hex, ship.hex) === 0 ? rating + 1 : rating, 'explosion');
}

/**
 * Applying damage to a ship (seed 000 section 1.1.4 steps 3-4): each point first removes a
 * reinforcement on the hit arc, then a shield box of that arc, then a hull box in order. A marked
 * critical (orange) box rolls on the critical table, whose secondary explosions mark more boxes and
 * can chain. Marking the last hull box destroys the ship, and a destroyed ship explodes.
 */
import type { Arc } from '../firing/arcs.js';
import { type Ctx, editShip } from '../context.js';
import { resolveCriticalBoxes } from './critical-hits.js';
import type { DamageSource, GameEvent } from '../events.js';
import { explode } from './explosion.js';
import { hullLeft, refOf } from '../ships.js';
import { markHull, shieldsWork } from './hull.js';
import type { ShipState } from '../state.js';

type DamageCause = Extract<GameEvent, { type: 'damageApplied' }>['cause'];

export interface DamageDone {
  readonly reinforcement: number;
  readonly shield: number;
  readonly hull: number;
  readonly criticalBoxes: readonly number[];
  readonly destroyed: boolean;
}

/** Marks a ship destroyed (it never acts again), says why, and lets it explode. */
export function destroyShip(ctx: Ctx, target: ShipState, cause: 'hull' | 'power' | 'critical'): void {
  const ship = editShip(ctx, target);
  if (ship.status !== 'active') return;
  ship.status = 'destroyed';
  ctx.emit({ type: 'shipDestroyed', ship: refOf(ship), cause });
  explode(ctx, ship, (victim, arc, amount) =>
    applyDamage(ctx, victim, arc, amount, 'explosion', { ship: refOf(ship) }),
  );
}

function afterHullHits(ctx: Ctx, ship: ShipState, criticalBoxes: readonly number[]): void {
  resolveCriticalBoxes(ctx, ship, criticalBoxes, (hit) => destroyShip(ctx, hit, 'critical'));
  if (ship.status === 'active' && hullLeft(ctx.state, ship) === 0) destroyShip(ctx, ship, 'hull');
}

export function applyDamage(
  ctx: Ctx,
  target: ShipState,
  arc: Arc,
  amount: number,
  cause: DamageCause,
  source: DamageSource,
): DamageDone {
  const ship = editShip(ctx, target);
  if (ship.status !== 'active') return { reinforcement: 0, shield: 0, hull: 0, criticalBoxes: [], destroyed: false };
  let left = amount;
  let reinforcement = 0;
  let shield = 0;
  if (shieldsWork(ctx.state, ship)) {
    while (left > 0) {
      const index = ship.reinforcements.findIndex((r) => r.arc === arc);
      if (index < 0) break;
      ship.reinforcements = ship.reinforcements.filter((_, i) => i !== index);
      reinforcement += 1;
      left -= 1;
    }
    shield = Math.min(left, ship.shields[arc]);
    ship.shields[arc] -= shield;
    left -= shield;
  }
  const { hull, criticalBoxes } = markHull(ctx.state, ship, left);
  ctx.emit({
    type: 'damageApplied',
    ship: refOf(ship),
    arc,
    amount,
    cause,
    source,
    reinforcement,
    shield,
    hull,
    criticalBoxes,
  });
  afterHullHits(ctx, ship, criticalBoxes);
  return {
    reinforcement,
    shield,
    hull,
    criticalBoxes,
    destroyed: (ship.status as ShipState['status']) === 'destroyed',
  };
}

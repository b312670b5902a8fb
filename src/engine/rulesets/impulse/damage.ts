/**
 * Applying damage to a ship (seed 000 section 1.1.4 steps 3-4): each point first removes a
 * reinforcement on the hit arc, then a shield box of that arc, then a hull box in order. A marked
 * critical (orange) box rolls on the critical table, whose secondary explosions mark more boxes and
 * can chain. Marking the last hull box destroys the ship, and a destroyed ship explodes.
 */
import { type Arc, arcsContaining } from '../../core/arcs.js';
import { type Hex } from '../../core/hex.js';
import { type Ctx, editShip } from './context.js';
import { resolveCriticalBoxes } from './critical-hits.js';
import type { DamageSource, GameEvent } from './events.js';
import { explode } from './explosion.js';
import { hasCritical, hullLeft, refOf, shipClass } from './ships.js';
import { inNebula } from './terrain.js';
import type { GameState, ShipState } from './state.js';

type DamageCause = Extract<GameEvent, { type: 'damageApplied' }>['cause'];

export interface DamageDone {
  readonly reinforcement: number;
  readonly shield: number;
  readonly hull: number;
  readonly criticalBoxes: readonly number[];
  readonly destroyed: boolean;
}

/** Shields stop nothing under Shields Down or inside a nebula. */
export const shieldsWork = (state: GameState, ship: ShipState): boolean =>
  !hasCritical(ship, 'shieldsDown') && !inNebula(state, ship);

/** Protection left on an arc: what a hit there must get through before it reaches the hull. */
export function protectionLeft(state: GameState, ship: ShipState, arc: Arc): number {
  if (!shieldsWork(state, ship)) return 0;
  return ship.shields[arc] + ship.reinforcements.filter((r) => r.arc === arc).length;
}

/**
 * The shield arc of `ship` that takes a hit coming from `from`: the arc that contains it; on an arc
 * boundary, whichever of the two has more protection left (what the defender would choose, so
 * nobody waits for an answer; DESIGN.md section 5). Equal protection: the first arc clockwise from
 * the front, so the choice is still deterministic.
 */
export function shieldFacing(state: GameState, ship: ShipState, from: Hex): Arc | undefined {
  const arcs = arcsContaining(ship.hex, ship.facing, from);
  return arcs.reduce<Arc | undefined>(
    (best, arc) =>
      best === undefined || protectionLeft(state, ship, arc) > protectionLeft(state, ship, best) ? arc : best,
    undefined,
  );
}

/** Marks up to `points` hull boxes on a ship already being edited; returns how many and which were critical. */
export function markHull(state: GameState, ship: ShipState, points: number): { hull: number; criticalBoxes: number[] } {
  const boxes = shipClass(state, ship).hull;
  const criticalBoxes: number[] = [];
  let hull = 0;
  while (hull < points && ship.hullMarked < boxes.length) {
    if (boxes[ship.hullMarked]?.critical) criticalBoxes.push(ship.hullMarked);
    ship.hullMarked += 1;
    hull += 1;
  }
  return { hull, criticalBoxes };
}

/** Marks a ship destroyed (it never acts again), says why, and lets it explode. */
export function destroyShip(ctx: Ctx, target: ShipState, cause: 'hull' | 'power' | 'critical'): void {
  const ship = editShip(ctx, target);
  if (ship.status !== 'active') return;
  ship.status = 'destroyed';
  ctx.emit({ type: 'shipDestroyed', ship: refOf(ship), cause });
  explode(ctx, ship);
}

function afterHullHits(ctx: Ctx, ship: ShipState, criticalBoxes: readonly number[]): void {
  resolveCriticalBoxes(ctx, ship, criticalBoxes);
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

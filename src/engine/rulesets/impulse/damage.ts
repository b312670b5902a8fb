/**
 * Applying damage to a ship (seed 000 section 1.1.4 step 3): each point first removes a
 * reinforcement on the hit arc, then a shield box of that arc, then a hull box in order. Marking the
 * last hull box destroys the ship. Critical (orange) boxes are reported in the event; rolling on the
 * critical damage table is added by the firing rules, which extend this step.
 */
import { type Arc, arcsContaining } from '../../core/arcs.js';
import { type Hex } from '../../core/hex.js';
import { type Ctx, editShip } from './context.js';
import type { GameEvent } from './events.js';
import { hasCritical, hullLeft, refOf, shipClass } from './ships.js';
import type { GameState, ShipState } from './state.js';

type DamageCause = Extract<GameEvent, { type: 'damageApplied' }>['cause'];

export interface DamageDone {
  readonly reinforcement: number;
  readonly shield: number;
  readonly hull: number;
  readonly criticalBoxes: readonly number[];
  readonly destroyed: boolean;
}

/** Protection left on an arc: what a hit there must get through before it reaches the hull. */
export function protectionLeft(ship: ShipState, arc: Arc): number {
  if (hasCritical(ship, 'shieldsDown')) return 0;
  return ship.shields[arc] + ship.reinforcements.filter((r) => r.arc === arc).length;
}

/**
 * The shield arc of `ship` that takes a hit coming from `from`: the arc that contains it; on an arc
 * boundary, whichever of the two has more protection left (what the defender would choose, so
 * nobody waits for an answer; DESIGN.md section 5). Equal protection: the first arc clockwise from
 * the front, so the choice is still deterministic.
 */
export function shieldFacing(ship: ShipState, from: Hex): Arc | undefined {
  const arcs = arcsContaining(ship.hex, ship.facing, from);
  return arcs.reduce<Arc | undefined>((best, arc) => (best === undefined || protectionLeft(ship, arc) > protectionLeft(ship, best) ? arc : best), undefined);
}

function markHull(state: GameState, ship: ShipState, points: number): { hull: number; criticalBoxes: number[] } {
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

/** Marks a ship destroyed (it never acts again) and says why. */
export function destroyShip(ctx: Ctx, target: ShipState, cause: 'hull' | 'power' | 'critical'): void {
  const ship = editShip(ctx, target);
  if (ship.status !== 'active') return;
  ship.status = 'destroyed';
  ctx.emit({ type: 'shipDestroyed', ship: refOf(ship), cause });
}

export function applyDamage(ctx: Ctx, target: ShipState, arc: Arc, amount: number, cause: DamageCause): DamageDone {
  const ship = editShip(ctx, target);
  let left = amount;
  let reinforcement = 0;
  let shield = 0;
  // Shields Down: neither shield boxes nor reinforcements stop anything until repaired.
  if (!hasCritical(ship, 'shieldsDown')) {
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
  ctx.emit({ type: 'damageApplied', ship: refOf(ship), arc, amount, cause, reinforcement, shield, hull, criticalBoxes });
  const destroyed = hullLeft(ctx.state, ship) === 0;
  if (destroyed) destroyShip(ctx, ship, 'hull');
  return { reinforcement, shield, hull, criticalBoxes, destroyed };
}

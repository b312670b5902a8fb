/**
 * What stands between a hit and the hull (seed 000 section 1.1.4 step 3): shields and reinforcements
 * by arc, the arc a hit comes in on, and the marking of hull boxes. No rule here destroys a ship, so
 * the damage chain (damage.ts) and the criticals it rolls both build on it.
 */
import { type Arc, arcsContaining } from '../firing/arcs.js';
import type { Hex } from '../../../core/hex.js';
import { hasCritical, shipClass } from '../ships.js';
import { inNebula } from '../firing/terrain.js';
import type { GameState, ShipState } from '../state.js';

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

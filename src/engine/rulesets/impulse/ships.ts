/**
 * Lookups and derived values for ships. Derived values (effective power, turn radius, whether the
 * ship gets AP or must move now) are computed, never stored, so they can never drift out of step.
 */
import { isLive } from './power/chart.js';
import type { ShipRef } from './events.js';
import type { ShipClass } from './data/ship-class.js';
import type { WeaponType } from './data/weapon-type.js';
import type { CriticalEffect } from './damage/criticals.js';
import type { GameState, Impulse, ShipState, SideId } from './state.js';

export function shipClass(state: GameState, ship: ShipState): ShipClass {
  const c = state.catalog.classes[ship.classId];
  if (!c) throw new Error(`ship ${ship.id} has unknown class ${ship.classId}`);
  return c;
}

export function weaponType(state: GameState, id: string): WeaponType {
  const w = state.catalog.weapons[id];
  if (!w) throw new Error(`unknown weapon type ${id}`);
  return w;
}

export const findShip = (state: GameState, id: string): ShipState | undefined => state.ships.find((s) => s.id === id);

export function getShip(state: GameState, id: string): ShipState {
  const ship = findShip(state, id);
  if (!ship) throw new Error(`no ship ${id}`);
  return ship;
}

export const refOf = (ship: ShipState): ShipRef => ({ id: ship.id, name: ship.name, side: ship.side });

export const isActive = (ship: ShipState): boolean => ship.status === 'active';

export const activeShips = (state: GameState, side?: SideId): ShipState[] =>
  state.ships.filter((s) => s.status === 'active' && (side === undefined || s.side === side));

export const otherSide = (state: GameState, side: SideId): SideId =>
  state.sides[0].id === side ? state.sides[1].id : state.sides[0].id;

export const hasCritical = (ship: ShipState, effect: CriticalEffect): boolean =>
  ship.criticals.some((c) => c.effect === effect);
const countCritical = (ship: ShipState, effect: CriticalEffect): number =>
  ship.criticals.filter((c) => c.effect === effect).length;

export function currentCurve(state: GameState, ship: ShipState): { power: number; speed: number; turn: number } {
  const curve = shipClass(state, ship).curves[ship.curve];
  if (!curve) throw new Error(`ship ${ship.id} has no curve ${ship.curve}`);
  return curve;
}

/** Power after the hull modifier fixed at the last Power Phase and any power relay damage. */
export const effectivePower = (state: GameState, ship: ShipState): number =>
  currentCurve(state, ship).power + ship.hullModifier - countCritical(ship, 'powerRelayDamaged');

/** Turn radius of the current curve, raised by one for each Thrusters Damaged critical. */
export const turnRadius = (state: GameState, ship: ShipState): number =>
  currentCurve(state, ship).turn + countCritical(ship, 'thrustersDamaged');

/** The ship's curve gives it AP this impulse (and no Power Loss stops it). */
export const curveGivesAp = (state: GameState, ship: ShipState, impulse: Impulse): boolean =>
  !hasCritical(ship, 'powerLoss') && isLive(impulse, effectivePower(state, ship));

/** The ship has a movement point this impulse (its speed is live). */
export const mustMoveThisImpulse = (state: GameState, ship: ShipState, impulse: Impulse): boolean =>
  isLive(impulse, currentCurve(state, ship).speed);

/** A charged battery can supply AP; Power Loss means no AP at all "in any impulse" (seed 000 section 1.5). */
export const batteryUsable = (ship: ShipState): boolean => ship.batteriesCharged > 0 && !hasCritical(ship, 'powerLoss');

/** AP the ship can still spend in this turn, and where it would come from by default. */
export function apSource(state: GameState, ship: ShipState, impulse: Impulse): 'curve' | 'battery' | null {
  if (ship.turn.ap || !isActive(ship)) return null;
  if (curveGivesAp(state, ship, impulse)) return 'curve';
  return batteryUsable(ship) ? 'battery' : null;
}

export const afterburnersLeft = (state: GameState, ship: ShipState): number =>
  shipClass(state, ship).afterburners - ship.afterburnersUsed;

/** Hull boxes the ship has left. */
export const hullLeft = (state: GameState, ship: ShipState): number =>
  shipClass(state, ship).hull.length - ship.hullMarked;

/**
 * The power modifier of the hull: the number in the leftmost unmarked hull box (seed 000 sections
 * 1.1.4 and 1.5, "the leftmost uncovered hull box"); 0 when the box has none.
 */
export function hullModifierNow(state: GameState, ship: ShipState): number {
  return shipClass(state, ship).hull[ship.hullMarked]?.power ?? 0;
}

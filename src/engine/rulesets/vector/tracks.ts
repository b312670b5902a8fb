/**
 * Tactical drives and manoeuvring thrusters as damageable checkbox tracks (issue 15, deliverable 1;
 * seed 002: "a number of spaces equal to its current number of tactical drive checkboxes", "its
 * current number of maneuvering thrusters checkboxes"). What marks boxes off, a documented choice
 * (the seed is silent): every `hullBoxesPerDriveBox` hull boxes marked and each Power Loss critical
 * mark one drives box; each Thrusters Damaged critical marks one thrusters box, and Helm Down marks
 * them all. Criticals repaired in the Damage Control Phase give their boxes back.
 */
import type { GameState, ShipState } from './from-impulse.js';
import { shipClass } from './from-impulse.js';
import type { VectorSettings } from './settings.js';

const count = (ship: ShipState, effect: string): number => ship.criticals.filter((c) => c.effect === effect).length;

export function drivesRating(board: GameState, ship: ShipState): number {
  return shipClass(board, ship).drives ?? 0;
}

export function thrustersRating(board: GameState, ship: ShipState): number {
  return shipClass(board, ship).thrusters ?? 0;
}

/** Unmarked tactical drives boxes: how much the velocity may change this turn. */
export function drivesNow(board: GameState, ship: ShipState, settings: VectorSettings): number {
  const marked = Math.floor(ship.hullMarked / settings.hullBoxesPerDriveBox) + count(ship, 'powerLoss');
  return Math.max(0, drivesRating(board, ship) - marked);
}

/** Unmarked manoeuvring thrusters boxes: how many facings the course may change this turn. */
export function thrustersNow(board: GameState, ship: ShipState): number {
  if (count(ship, 'helmDown') > 0) return 0;
  return Math.max(0, thrustersRating(board, ship) - count(ship, 'thrustersDamaged'));
}

/** The fastest a ship may go: unlimited, or five times its current drives (the seed's suggestion). */
export function velocityLimit(board: GameState, ship: ShipState, settings: VectorSettings): number {
  return settings.velocityCap === 'fiveTimesDrives' ? 5 * drivesNow(board, ship, settings) : Number.POSITIVE_INFINITY;
}

/**
 * Hexes moved in combat round `round` (1-3) at velocity `v`: a third each, the remainder in the last
 * (seed 002: "velocity of ten moves three, three and four").
 */
export function stepsInRound(v: number, round: number): number {
  const third = Math.floor(v / 3);
  return round < 3 ? third : v - 2 * third;
}

/**
 * A ship's course (other-systems.md 5.9 "Manoeuvre -> hex steps"; the shared brief "Manoeuvre"):
 * speed s is s forward steps of the front hex, each the way the ship faces; after step j (joint j)
 * the ship may veer one hexside (-1 left, +1 right) and the next step goes the new way; the last
 * joint's veer turns the final facing. The base is then placed behind the final front hex with the
 * final facing (geometry/base.ts `baseAt`): a two- or three-hex ship's rear hexes trail behind.
 */
import type { PlacedFootprint } from '../../../core/footprint.js';
import { type Hex, neighbour, rotateFacing } from '../../../core/hex.js';
import { baseAt, shipClassOf } from '../geometry/base.js';
import type { FleetShip, FleetState, ShipPlacement } from '../state.js';

export interface Course {
  /** The front hex at each step, the start first (speed + 1 hexes). */
  readonly path: Hex[];
  readonly end: ShipPlacement;
}

/** The course from `at` at `speed` with a veer per joint (veers past the speed are ignored). */
export function courseFrom(at: ShipPlacement, speed: number, veers: readonly number[]): Course {
  const path: Hex[] = [at.anchor];
  let front = at.anchor;
  let facing = at.facing;
  for (let j = 0; j < speed; j++) {
    front = neighbour(front, facing);
    path.push(front);
    facing = rotateFacing(facing, veers[j] ?? 0);
  }
  return { path, end: { anchor: front, facing } };
}

export function findShip(state: Pick<FleetState, 'ships'>, shipId: string): FleetShip | undefined {
  return state.ships.find((s) => s.id === shipId);
}

/** The course of the ship `shipId` at `speed` with `veers` (one per joint). */
export function plotCourse(
  state: Pick<FleetState, 'ships' | 'catalog'>,
  shipId: string,
  speed: number,
  veers: readonly number[],
): Course {
  const ship = findShip(state, shipId);
  // The rules ask only about ships they found: a missing one is a bug.
  if (!ship) throw new Error(`fleet: no ship "${shipId}"`);
  return courseFrom(ship.at, speed, veers);
}

/** The base the ship would have standing at `at`. */
export const baseOfShipAt = (state: Pick<FleetState, 'catalog'>, ship: FleetShip, at: ShipPlacement): PlacedFootprint =>
  baseAt(shipClassOf(state, ship).size, at);

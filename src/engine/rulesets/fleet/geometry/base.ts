/**
 * Where a fleet unit's base lies (other-systems.md 5.9 "Footprints"): a ship covers one, two or
 * three hexes in line by its size, its front hex the anchor, the rest behind it; a squadron one hex.
 * Every rule that measures, moves or draws asks these.
 */
import { lineFootprint, occupiedHexes, place, type Footprint, type PlacedFootprint } from '../../../core/footprint.js';
import type { Hex } from '../../../core/hex.js';
import { FOOTPRINT_LENGTH, type ShipClass, type ShipSize, type SquadronClass } from '../data/schema.js';
import type { FleetShip, FleetSquadron, FleetState, ShipPlacement } from '../state.js';

export const SHIP_FOOTPRINTS: Readonly<Record<ShipSize, Footprint>> = {
  small: lineFootprint(FOOTPRINT_LENGTH.small),
  medium: lineFootprint(FOOTPRINT_LENGTH.medium),
  large: lineFootprint(FOOTPRINT_LENGTH.large),
};

export function shipClassOf(state: Pick<FleetState, 'catalog'>, ship: Pick<FleetShip, 'class'>): ShipClass {
  const found = state.catalog.ships.find((c) => c.id === ship.class);
  // A game is built only from classes in its catalog (setup checks), so a missing one is a bug.
  if (!found) throw new Error(`fleet: no ship class "${ship.class}" in the game's catalog`);
  return found;
}

export function squadronClassOf(state: Pick<FleetState, 'catalog'>, sq: Pick<FleetSquadron, 'class'>): SquadronClass {
  const found = state.catalog.squadrons.find((c) => c.id === sq.class);
  if (!found) throw new Error(`fleet: no squadron class "${sq.class}" in the game's catalog`);
  return found;
}

/** The base of a ship of `size` standing at `at`. */
export const baseAt = (size: ShipSize, at: ShipPlacement): PlacedFootprint =>
  place(SHIP_FOOTPRINTS[size], at.anchor, at.facing);

export const shipBase = (state: Pick<FleetState, 'catalog'>, ship: FleetShip): PlacedFootprint =>
  baseAt(shipClassOf(state, ship).size, ship.at);

/** The hexes a ship covers, front first. */
export const shipHexes = (state: Pick<FleetState, 'catalog'>, ship: FleetShip): Hex[] =>
  occupiedHexes(shipBase(state, ship));

export const liveShips = (state: Pick<FleetState, 'ships'>): FleetShip[] => state.ships.filter((s) => !s.destroyed);
export const liveSquadrons = (state: Pick<FleetState, 'squadrons'>): FleetSquadron[] =>
  state.squadrons.filter((s) => !s.destroyed);

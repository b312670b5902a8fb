/**
 * Hull zones as sectors (issue 43; other-systems.md 5.9 "Hull zones = facing sectors"; the shared
 * brief's geometry): each zone is a wedge in the ship's own frame (facing N) built with
 * core/sector.ts, front = the N hexside, right = NE+SE, rear = S, left = SW+NW, each with its apex
 * (`at`) on the zone's reference hex (the yellow targeting point, seed 004 p. 19): the front hex for
 * the front zone, the rearmost hex for the rear zone, the middle hex for the side zones (the front
 * hex of a two-hex ship; a one-hex ship's zones all start from its one hex). Hexes on a boundary
 * count in both zones (5.9).
 */
import { hexAdd, rotateVector, type Hex } from '../../../core/hex.js';
import { hexsideSector, sectorsContaining, type Sector } from '../../../core/sector.js';
import { FOOTPRINT_LENGTH, HULL_ZONES, type HullZone, type ShipSize } from '../data/schema.js';
import type { FleetShip, FleetState } from '../state.js';
import { shipClassOf } from './base.js';

/** A zone's reference hex as an offset from the anchor (the front hex), in the ship's own frame. */
export function zoneOffset(size: ShipSize, zone: HullZone): Hex {
  const length = FOOTPRINT_LENGTH[size];
  switch (zone) {
    case 'front':
      return { q: 0, r: 0 };
    case 'rear':
      return { q: 0, r: length - 1 };
    default:
      return { q: 0, r: Math.floor((length - 1) / 2) };
  }
}

const WEDGES: Readonly<Record<HullZone, Sector>> = {
  front: hexsideSector('front', 0, 0),
  right: hexsideSector('right', 1, 2),
  rear: hexsideSector('rear', 3, 3),
  left: hexsideSector('left', 4, 5),
};

const SECTORS: Readonly<Record<ShipSize, readonly Sector[]>> = {
  small: HULL_ZONES.map((z) => ({ ...WEDGES[z], at: zoneOffset('small', z) })),
  medium: HULL_ZONES.map((z) => ({ ...WEDGES[z], at: zoneOffset('medium', z) })),
  large: HULL_ZONES.map((z) => ({ ...WEDGES[z], at: zoneOffset('large', z) })),
};

/** The four hull zones of a ship of `size`, in HULL_ZONES order, each with its apex. */
export const zoneSectors = (size: ShipSize): readonly Sector[] => SECTORS[size];

type Readable = Pick<FleetState, 'catalog'>;

/** Where a zone's reference hex (its targeting point) lies on the map. */
export function zoneReferenceHex(state: Readable, ship: FleetShip, zone: HullZone): Hex {
  const size = shipClassOf(state, ship).size;
  return hexAdd(ship.at.anchor, rotateVector(zoneOffset(size, zone), ship.at.facing));
}

/**
 * The ship's zones whose sector (from the zone's own apex) holds `hex`, in HULL_ZONES order: one,
 * or two on a boundary; none for a hex the sectors leave out (the ship's own front hex).
 */
export function zonesHolding(state: Readable, ship: FleetShip, hex: Hex): HullZone[] {
  const size = shipClassOf(state, ship).size;
  return sectorsContaining(zoneSectors(size), ship.at.anchor, ship.at.facing, hex) as HullZone[];
}

/** The hull zones next to `zone` (a redirect's choices, seed 004 p. 14 / 5.4): clockwise first. */
export const ADJACENT_ZONES: Readonly<Record<HullZone, readonly [HullZone, HullZone]>> = {
  front: ['right', 'left'],
  right: ['rear', 'front'],
  rear: ['left', 'right'],
  left: ['front', 'rear'],
};

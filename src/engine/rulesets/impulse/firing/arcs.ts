/**
 * The four arcs of a ship (DESIGN.md section 5): Forward (60 degrees, through the front hexside),
 * Right (120), Rear (60) and Left (120). Weapon arcs and shield arcs are the same arcs. Arc
 * boundaries are the rays from the ship's hex centre through its hex corners; a hex whose centre lies
 * exactly on a boundary ray belongs to both arcs that meet there.
 */
import type { Facing, Hex } from '../../../core/hex.js';
import { type Sector, hexsideSector, sectorsContaining } from '../../../core/sector.js';

export const ARCS = ['forward', 'right', 'rear', 'left'] as const;
export type Arc = (typeof ARCS)[number];

/**
 * Each arc as the core's hexside sector (src/engine/core/sector.ts): the wedge through its hexsides,
 * bounded by the corner rays beside them (all four under 180 degrees), in the order of `ARCS`.
 */
export const ARC_SECTORS: readonly Sector[] = [
  hexsideSector('forward', 0, 0),
  hexsideSector('right', 1, 2),
  hexsideSector('rear', 3, 3),
  hexsideSector('left', 4, 5),
];

/**
 * The arcs of a ship at `origin` facing `facing` that contain `target`: one arc, or two when the
 * target's centre lies exactly on the boundary between them. Empty for the ship's own hex.
 */
export const arcsContaining = (origin: Hex, facing: Facing, target: Hex): Arc[] =>
  sectorsContaining(ARC_SECTORS, origin, facing, target) as Arc[];

/** True when `target` lies in `arc` of a ship at `origin` facing `facing` (boundaries count for both arcs). */
export const isInArc = (origin: Hex, facing: Facing, target: Hex, arc: Arc): boolean =>
  arcsContaining(origin, facing, target).includes(arc);

/** The arc that a hexside direction (relative facing 0-5) leaves through: never on a boundary. */
export function arcOfHexside(relativeFacing: Facing): Arc {
  return (['forward', 'right', 'right', 'rear', 'left', 'left'] as const)[relativeFacing];
}

/**
 * The four arcs of a ship (DESIGN.md section 5): Forward (60 degrees, through the front hexside),
 * Right (120), Rear (60) and Left (120). Weapon arcs and shield arcs are the same arcs. Arc
 * boundaries are the rays from the ship's hex centre through its hex corners; a hex whose centre lies
 * exactly on a boundary ray belongs to both arcs that meet there.
 */
import { type Facing, type Hex, cross, hexEquals, hexSubtract, rotateVector } from '../../../core/hex.js';

export const ARCS = ['forward', 'right', 'rear', 'left'] as const;
export type Arc = (typeof ARCS)[number];

/**
 * Corner rays of a ship facing N (facing 0), clockwise from the front-left corner. Each is the sum
 * of the two hexside directions that meet at that corner, so it points exactly at the corner.
 */
const CORNERS = {
  frontLeft: { q: -1, r: -1 },
  frontRight: { q: 1, r: -2 },
  rearRight: { q: 1, r: 1 },
  rearLeft: { q: -1, r: 2 },
} as const;

/** Each arc as the clockwise wedge between two corner rays (all wedges are under 180 degrees). */
const WEDGES: Readonly<Record<Arc, readonly [Hex, Hex]>> = {
  forward: [CORNERS.frontLeft, CORNERS.frontRight],
  right: [CORNERS.frontRight, CORNERS.rearRight],
  rear: [CORNERS.rearRight, CORNERS.rearLeft],
  left: [CORNERS.rearLeft, CORNERS.frontLeft],
};

/** True when v points exactly along ray (same direction, any positive length). */
function onRay(ray: Hex, v: Hex): boolean {
  return cross(ray, v) === 0 && Math.sign(ray.q) === Math.sign(v.q) && Math.sign(ray.r) === Math.sign(v.r);
}

function inWedge([from, to]: readonly [Hex, Hex], v: Hex): boolean {
  if (onRay(from, v) || onRay(to, v)) return true;
  return cross(from, v) > 0 && cross(v, to) > 0;
}

/**
 * The arcs of a ship at `origin` facing `facing` that contain `target`: one arc, or two when the
 * target's centre lies exactly on the boundary between them. Empty for the ship's own hex.
 */
export function arcsContaining(origin: Hex, facing: Facing, target: Hex): Arc[] {
  if (hexEquals(origin, target)) return [];
  // Turn the offset into the ship's own frame, where the ship faces N.
  const v = rotateVector(hexSubtract(target, origin), -facing);
  return ARCS.filter((arc) => inWedge(WEDGES[arc], v));
}

/** True when `target` lies in `arc` of a ship at `origin` facing `facing` (boundaries count for both arcs). */
export const isInArc = (origin: Hex, facing: Facing, target: Hex, arc: Arc): boolean =>
  arcsContaining(origin, facing, target).includes(arc);

/** The arc that a hexside direction (relative facing 0-5) leaves through: never on a boundary. */
export function arcOfHexside(relativeFacing: Facing): Arc {
  return (['forward', 'right', 'right', 'rear', 'left', 'left'] as const)[relativeFacing];
}

/**
 * Arcs as sectors (issue 42; other-systems.md sections 1, 2.8 and 5.9): every rule system here draws
 * its arcs as wedges about a unit in the unit's own frame (the unit facing N). A sector is a named
 * wedge from one ray clockwise to another, of any width: a hex ship's four arcs and Armada's four hull
 * zones (hexside wedges through the hex corners), X-Wing's front and rear (angles of ±40° or ±45°),
 * its bullseye, its turret (the whole circle).
 *
 * A ray is either a hex offset (exact: the tests are integer orientation tests, so a hex centre
 * exactly on a boundary is inside both sectors that meet there, never by floating-point luck) or a
 * bearing in degrees (0 ahead, clockwise positive), for the systems that measure angles. The same ray
 * twice is the whole circle.
 */
import {
  type Facing,
  type Hex,
  cross,
  direction,
  hexAdd,
  hexCentre,
  hexEquals,
  hexSubtract,
  rotateFacing,
  rotateVector,
} from './hex.js';

export type Ray = Hex | { readonly degrees: number };

export interface Sector {
  readonly name: string;
  readonly from: Ray;
  readonly to: Ray;
  /**
   * Where the rays start, as an offset from the unit's anchor in its own frame (facing N): a part of
   * a unit, such as an Armada hull zone measured from its own hex of a two-hex base (the front zone
   * from the front hex, the rear zone from the rear hex, other-systems.md section 5.9). The anchor
   * when left out.
   */
  readonly at?: Hex;
}

const isHexRay = (ray: Ray): ray is Hex => !('degrees' in ray);

/** The ray from a hex centre through the corner between hexside `facing` and the next one clockwise. */
export const cornerRay = (facing: Facing): Hex => hexAdd(direction(facing), direction(rotateFacing(facing, 1)));

/** The wedge through the hexsides `first` to `last` (clockwise), bounded by the corner rays beside them. */
export const hexsideSector = (name: string, first: Facing, last: Facing): Sector => ({
  name,
  from: cornerRay(rotateFacing(first, -1)),
  to: cornerRay(last),
});

/** The wedge from `from` degrees clockwise to `to` degrees (a bearing: 0 ahead, 90 to the right). */
export const angleSector = (name: string, from: number, to: number): Sector => ({
  name,
  from: { degrees: from },
  to: { degrees: to },
});

/** The whole circle: a turret. */
export const fullSector = (name: string): Sector => ({ name, from: { degrees: 0 }, to: { degrees: 0 } });

/** Collinear vectors pointing the same way. */
const sameWay = (a: Hex, b: Hex): boolean =>
  cross(a, b) === 0 && Math.sign(a.q) === Math.sign(b.q) && Math.sign(a.r) === Math.sign(b.r);

/** The half-turn clockwise from `from` that v lies in: 0 for [0°, 180°), 1 for [180°, 360°). */
function halfTurn(from: Hex, v: Hex): 0 | 1 {
  const c = cross(from, v);
  if (c !== 0) return c > 0 ? 0 : 1;
  return sameWay(from, v) ? 0 : 1;
}

/** Exactly: v's clockwise angle from `from` is at most w's (integer tests only). */
function notPast(from: Hex, v: Hex, w: Hex): boolean {
  const hv = halfTurn(from, v);
  const hw = halfTurn(from, w);
  return hv !== hw ? hv < hw : cross(v, w) >= 0;
}

/** The bearing of a hex offset in degrees, in (-180, 180]: 0 ahead (N), positive clockwise. */
export function bearingOf(offset: Hex): number {
  const { x, y } = hexCentre(offset);
  return (Math.atan2(x, -y) * 180) / Math.PI;
}

const rayBearing = (ray: Ray): number => (isHexRay(ray) ? bearingOf(ray) : ray.degrees);
const clockwise = (a: number, b: number): number => (((b - a) % 360) + 360) % 360;
const EPSILON = 1e-9;

/**
 * True when the offset `v` (in the unit's frame) lies in the sector, boundaries included. `spread`
 * widens the sector by that many degrees each side: a target's base that reaches into the sector
 * counts (X-Wing: any part of the base). Hex rays without spread are tested exactly.
 */
export function inSector(sector: Sector, v: Hex, spread = 0): boolean {
  const { from, to } = sector;
  if (isHexRay(from) && isHexRay(to) && spread === 0) return sameWay(from, to) || notPast(from, v, to);
  const width = clockwise(rayBearing(from), rayBearing(to)) || 360;
  if (width + 2 * spread >= 360 - EPSILON) return true;
  const past = clockwise(rayBearing(from) - spread, bearingOf(v));
  return past <= width + 2 * spread + EPSILON || past >= 360 - EPSILON;
}

/** The target offset turned into the frame of a unit facing `facing` (where it faces N). */
export const ownFrame = (origin: Hex, facing: Facing, target: Hex): Hex =>
  rotateVector(hexSubtract(target, origin), -facing);

/**
 * The names of the sectors of a unit at `origin` facing `facing` that hold `target`, in the
 * sectors' order: one, or two on a shared boundary. Empty for the unit's own anchor hex (no bearing
 * there); a sector that starts elsewhere (`at`) leaves out only its own apex hex.
 */
export function sectorsContaining(
  sectors: readonly Sector[],
  origin: Hex,
  facing: Facing,
  target: Hex,
  spread = 0,
): string[] {
  if (hexEquals(origin, target)) return [];
  const v = ownFrame(origin, facing, target);
  return sectors
    .filter((s) => {
      const fromApex = s.at ? hexSubtract(v, s.at) : v;
      // The target on the sector's own apex hex has no bearing from it.
      return (fromApex.q !== 0 || fromApex.r !== 0) && inSector(s, fromApex, spread);
    })
    .map((s) => s.name);
}

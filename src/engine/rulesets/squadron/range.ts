/**
 * Range bands and firing arcs on hexes (issue 14; seed 001's range ruler and arcs; the adaptation of
 * ../shared/reference/other-systems.md section 2.8). The ruler measures between the closest points
 * of two bases, so the gap is the hex distance less both base radii (a small base 0.5 hex, medium
 * 0.8, large 1.0), and bands are 2.5 bases long. Touching bases are range 1 in the first edition the
 * seed follows (range 0 in the second). A target is in an arc when any part of its base is: its
 * centre's bearing, less the half-angle its base covers at that distance, is within the arc.
 */
import { type Facing, type Hex, hexCentre, hexDistance } from '../../core/hex.js';
import type { BaseSize } from './manoeuvres.js';

/** Which edition's small differences apply (reference section 2.1): a documented game setting. */
export type Edition = 'first' | 'second';

export const BASE_RADIUS: Readonly<Record<BaseSize, number>> = { small: 0.5, medium: 0.8, large: 1.0 };

const BAND_LENGTH = 2.5;
/** The farthest band any weapon reaches (second-edition special weapons reach 4 and 5). */
export const MAX_BAND = 5;

/** The range band between two bases, or undefined beyond the last band. */
export function rangeBand(
  a: Hex,
  aSize: BaseSize,
  b: Hex,
  bSize: BaseSize,
  edition: Edition = 'first',
): number | undefined {
  const gap = hexDistance(a, b) - BASE_RADIUS[aSize] - BASE_RADIUS[bSize];
  if (gap <= 0) return edition === 'first' ? 1 : 0;
  const band = Math.ceil(gap / BAND_LENGTH - 1e-9);
  return band <= MAX_BAND ? band : undefined;
}

/** The bearing of `to` seen from `from` facing `facing`, in degrees: 0 ahead, positive to the right. */
export function bearingTo(from: Hex, facing: Facing, to: Hex): number {
  // One hex is one small base, so the plane's unit is a base width.
  const a = hexCentre(from);
  const b = hexCentre(to);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  // The ship's heading: facing 0 is north (negative y), each facing 60° clockwise.
  const heading = (facing * Math.PI) / 3;
  const forward = -dy * Math.cos(heading) + dx * Math.sin(heading);
  const lateral = dx * Math.cos(heading) + dy * Math.sin(heading);
  return (Math.atan2(lateral, forward) * 180) / Math.PI;
}

export type ArcKind = 'front' | 'rear' | 'turret';

/** Half-widths of the front (and rear) arc by edition (reference section 2.8: 40° and 45°). */
export const HALF_WIDTH: Readonly<Record<Edition, number>> = { first: 40, second: 45 };

/** Whether any part of the target's base lies in the arc. */
export function inArc(
  from: Hex,
  facing: Facing,
  to: Hex,
  arc: ArcKind,
  targetSize: BaseSize = 'small',
  edition: Edition = 'first',
): boolean {
  if (arc === 'turret') return true;
  const d = hexDistance(from, to);
  if (d === 0) return true;
  const bearing = bearingTo(from, facing, to);
  const off = arc === 'front' ? Math.abs(bearing) : 180 - Math.abs(bearing);
  const width = (Math.asin(Math.min(1, BASE_RADIUS[targetSize] / d)) * 180) / Math.PI;
  return off - width <= HALF_WIDTH[edition] + 1e-9;
}

/**
 * Range and distance on hexes (issue 43; other-systems.md 5.3 and 5.9: one hex is one distance
 * band). Attack range by hex distance: close 0-2, medium 3, long 4-5, beyond 5 none; the band sets
 * the dice colours (seed 004, pp. 13-14: dice.ts `COLOURS_AT`). Distance bands 1-5 (squadrons'
 * attacks and engagement, command range) are the hex distance itself, 0 counting as 1.
 */
import type { RangeBand } from '../state.js';

export const RANGE_BANDS: readonly RangeBand[] = ['close', 'medium', 'long'];

/** The attack range band at `distance` hexes, or undefined beyond long range. */
export function rangeBandOf(distance: number): RangeBand | undefined {
  if (!Number.isInteger(distance) || distance < 0) return undefined;
  if (distance <= 2) return 'close';
  if (distance === 3) return 'medium';
  if (distance <= 5) return 'long';
  return undefined;
}

/** The distance band (1-5) at `distance` hexes, or undefined beyond 5. */
export function distanceBand(distance: number): number | undefined {
  if (!Number.isInteger(distance) || distance < 0 || distance > 5) return undefined;
  return Math.max(1, distance);
}

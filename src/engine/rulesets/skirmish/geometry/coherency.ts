/**
 * Unit coherency (issue 44; other-systems.md 4.2 "Coherency", 4.5): every model within 2 hexes of
 * another model of its unit (core/formation.ts) and within 9 of every other model; checked after
 * every move. Models on large bases measure from the closest hexes of their bases.
 */
import { footprintDistance, type PlacedFootprint } from '../../../core/footprint.js';
import { COHERENCY, isCoherent } from '../../../core/formation.js';
import { type Hex, hexDistance } from '../../../core/hex.js';

export const COHERENCY_SPREAD = 9;
export { COHERENCY };

/** One hex per model: each within 2 of another, all within 9 of each other. */
export function isUnitCoherent(hexes: readonly Hex[]): boolean {
  if (!isCoherent(hexes, COHERENCY)) return false;
  return hexes.every((a, i) => hexes.every((b, j) => j <= i || hexDistance(a, b) <= COHERENCY_SPREAD));
}

/** The same rule for models' bases (a large base measured from its closest hex). */
export function basesCoherent(bases: readonly PlacedFootprint[]): boolean {
  if (bases.length <= 1) return true;
  const d = (i: number, j: number) => footprintDistance(bases[i] as PlacedFootprint, bases[j] as PlacedFootprint);
  const near = bases.every((_, i) => bases.some((__, j) => i !== j && d(i, j) <= COHERENCY));
  return near && bases.every((_, i) => bases.every((__, j) => j <= i || d(i, j) <= COHERENCY_SPREAD));
}

/**
 * What `skirmish`'s AI measures on a position (issue 44): a unit's worth in points by the wounds it
 * has left, the nearest objective or enemy from a hex, and whether a unit is badly hurt.
 */
import { hexDistance, type Hex } from '../../../core/hex.js';
import { datasheetOf, livingModels, placedModels, profileOf } from '../geometry/index.js';
import type { SkirmishState, SkirmishUnit } from '../state.js';

/** Wounds a unit has left and started with (every model of it). */
export function woundsOf(state: SkirmishState, unit: SkirmishUnit): { left: number; full: number } {
  let left = 0;
  let full = 0;
  for (const m of unit.models) {
    full += profileOf(state, unit, m).wounds;
    if (m.alive) left += m.wounds;
  }
  return { left, full };
}

/** Its datasheet's points by the share of wounds it has left (nothing once destroyed). */
export function unitWorth(state: SkirmishState, unit: SkirmishUnit): number {
  if (unit.destroyed) return 0;
  const { left, full } = woundsOf(state, unit);
  return full === 0 ? 0 : (datasheetOf(state, unit).points * left) / full;
}

/** The fewest hexes from `hex` to any of `targets` (Infinity with none). */
export const nearest = (hex: Hex, targets: readonly Hex[]): number =>
  targets.reduce((best, t) => Math.min(best, hexDistance(hex, t)), Infinity);

/** Hexes of every placed model of the units. */
export const modelHexesOf = (units: readonly SkirmishUnit[]): Hex[] =>
  units.flatMap((u) => placedModels(u).flatMap((m) => (m.hex ? [m.hex] : [])));

/** At or below half its models (or half its wounds, for one model), or lost: the player's call. */
export function badlyHurt(state: SkirmishState, unit: SkirmishUnit): boolean {
  if (unit.destroyed) return true;
  if (unit.models.length === 1) {
    const { left, full } = woundsOf(state, unit);
    return left * 2 <= full;
  }
  return livingModels(unit).length * 2 <= unit.models.length;
}

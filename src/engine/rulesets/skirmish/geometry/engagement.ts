/**
 * Distances and engagement (issue 44; seed 003 Movement and Charge; other-systems.md 4.2 and 4.5
 * "Distances"): hex distance between the closest hexes of two bases; engagement range is 2 hexes
 * across and 5 up or down (11th edition's 2" horizontal, 5" vertical).
 */
import { footprintDistance } from '../../../core/footprint.js';
import { type Hex, hexDistance, hexKey, hexRing } from '../../../core/hex.js';
import type { SkirmishModel, SkirmishState, SkirmishUnit } from '../state.js';
import { heightAt } from './board.js';
import { baseAt, enemyUnits, modelHexes, placedModels } from './units.js';

type Geo = Pick<SkirmishState, 'units' | 'catalog' | 'terrain'>;

export const ENGAGEMENT_RANGE = 2;
export const VERTICAL_ENGAGEMENT = 5;

/** Two hexes within engagement range: at most 2 apart across and 5 apart in height. */
export const inEngagementRange = (state: Pick<SkirmishState, 'terrain'>, a: Hex, b: Hex): boolean =>
  hexDistance(a, b) <= ENGAGEMENT_RANGE && Math.abs(heightAt(state, a) - heightAt(state, b)) <= VERTICAL_ENGAGEMENT;

/** Distance between two models' bases (closest hexes); Infinity when either is not placed. */
export function modelDistance(
  state: Pick<SkirmishState, 'catalog'>,
  unitA: SkirmishUnit,
  modelA: SkirmishModel,
  unitB: SkirmishUnit,
  modelB: SkirmishModel,
): number {
  if (!modelA.hex || !modelB.hex || !modelA.alive || !modelB.alive) return Infinity;
  return footprintDistance(baseAt(state, unitA, modelA, modelA.hex), baseAt(state, unitB, modelB, modelB.hex));
}

/** Distance between two units: their closest models' closest hexes; Infinity when either is off the table. */
export function unitDistance(state: Pick<SkirmishState, 'catalog'>, a: SkirmishUnit, b: SkirmishUnit): number {
  let least = Infinity;
  for (const ma of placedModels(a))
    for (const mb of placedModels(b)) least = Math.min(least, modelDistance(state, a, ma, b, mb));
  return least;
}

/** True when some hex of one set is within engagement range of some hex of the other. */
export const hexesEngaged = (state: Pick<SkirmishState, 'terrain'>, a: readonly Hex[], b: readonly Hex[]): boolean =>
  a.some((x) => b.some((y) => inEngagementRange(state, x, y)));

/** True when the two units have models within engagement range of each other. */
export const unitsEngaged = (state: Geo, a: SkirmishUnit, b: SkirmishUnit): boolean =>
  placedModels(a).some((ma) =>
    placedModels(b).some((mb) => hexesEngaged(state, modelHexes(state, a, ma), modelHexes(state, b, mb))),
  );

/** The enemy units (ids) within engagement range of the unit. */
export const engagedWith = (state: Geo, unit: SkirmishUnit): string[] =>
  enemyUnits(state, unit.side)
    .filter((e) => unitsEngaged(state, unit, e))
    .map((e) => e.id);

export const isEngaged = (state: Geo, unit: SkirmishUnit): boolean => engagedWith(state, unit).length > 0;

/** Every hex within engagement range of a hex of `hexes` (the hexes themselves included). */
export function engagementZone(state: Pick<SkirmishState, 'terrain'>, hexes: readonly Hex[]): Set<string> {
  const zone = new Set<string>();
  for (const h of hexes)
    for (let radius = 0; radius <= ENGAGEMENT_RANGE; radius++)
      for (const n of hexRing(h, radius)) if (inEngagementRange(state, h, n)) zone.add(hexKey(n));
  return zone;
}

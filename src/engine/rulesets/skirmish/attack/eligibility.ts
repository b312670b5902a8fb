/**
 * Who may attack what (seed 003, "Shooting Phase": "Pick weapons + targets", "Engaged: Close-quarters
 * only"; "Fight"; other-systems.md 4.3 and the brief): a unit that did not Fall Back and has not shot;
 * after an Advance only `assault` weapons; engaged, only `pistol` weapons (and a vehicle's or
 * monster's weapons, at -1 to hit) and only at units it is engaged with. A model fires a weapon at a
 * target when some model of the target is both visible to it and within the weapon's range (the
 * closest distance between the bases). Rapid Fire X / Melta X: the firing model within half range
 * of the target's closest model. In the Fight phase, the models within engagement range of the
 * target, or within 2 of a model of their unit that is, attack.
 */
import type { Weapon } from '../data/schema.js';
import {
  engagedWith,
  enemyUnits,
  inEngagementRange,
  isEngaged,
  modelDistance,
  modelHexes,
  modelSees,
  placedModels,
  profileOf,
} from '../geometry/index.js';
import type { SkirmishModel, SkirmishState, SkirmishUnit } from '../state.js';

export type AttackKind = 'shooting' | 'fight' | 'overwatch';

export const weaponOf = (state: SkirmishState, id: string): Weapon | undefined => state.catalog.weapons[id];

/** A model counts as a vehicle or monster (it may fire its big guns while engaged, at -1 to hit). */
export const bigModel = (state: SkirmishState, unit: SkirmishUnit, model: SkirmishModel): boolean => {
  const k = profileOf(state, unit, model).keywords;
  return k.includes('vehicle') || k.includes('monster');
};

/** The placed models of `unit` carrying weapon `id`. */
export const carriers = (state: SkirmishState, unit: SkirmishUnit, id: string): SkirmishModel[] =>
  placedModels(unit).filter((m) => profileOf(state, unit, m).weapons.includes(id));

/** The ranged weapon ids the unit's placed models carry, in model order. */
export function rangedWeapons(state: SkirmishState, unit: SkirmishUnit): string[] {
  const ids: string[] = [];
  for (const m of placedModels(unit))
    for (const w of profileOf(state, unit, m).weapons)
      if (weaponOf(state, w)?.kind === 'ranged' && !ids.includes(w)) ids.push(w);
  return ids;
}

/** The distance from a model to the closest model of `target`. */
export function closestDistance(
  state: SkirmishState,
  unit: SkirmishUnit,
  model: SkirmishModel,
  target: SkirmishUnit,
): number {
  let best = Infinity;
  for (const t of placedModels(target)) best = Math.min(best, modelDistance(state, unit, model, target, t));
  return best;
}

/** The model can fire a weapon of `range` at `target`: some target model both visible and in range. */
export function modelCanFire(
  state: SkirmishState,
  unit: SkirmishUnit,
  model: SkirmishModel,
  target: SkirmishUnit,
  range: number,
): boolean {
  return placedModels(target).some(
    (t) => modelDistance(state, unit, model, target, t) <= range && modelSees(state, unit, model, target, t),
  );
}

/** Within half range (Rapid Fire X, Melta X): the firing model to the target's closest model <= range / 2. */
export const withinHalfRange = (
  state: SkirmishState,
  unit: SkirmishUnit,
  model: SkirmishModel,
  target: SkirmishUnit,
  range: number,
): boolean => closestDistance(state, unit, model, target) <= range / 2;

/** Why a weapon of the unit may not be fired now at all (movement, engagement), or null. */
export function weaponBarred(
  state: SkirmishState,
  unit: SkirmishUnit,
  id: string,
  kind: AttackKind,
): 'NO_SUCH_WEAPON' | 'ASSAULT_ONLY' | 'CLOSE_QUARTERS_ONLY' | null {
  const w = weaponOf(state, id);
  if (!w || w.kind !== 'ranged' || carriers(state, unit, id).length === 0) return 'NO_SUCH_WEAPON';
  if (kind === 'shooting' && unit.movement === 'advance' && !w.abilities.assault) return 'ASSAULT_ONLY';
  if (
    kind === 'shooting' &&
    isEngaged(state, unit) &&
    !w.abilities.pistol &&
    !carriers(state, unit, id).some((m) => bigModel(state, unit, m))
  )
    return 'CLOSE_QUARTERS_ONLY';
  return null;
}

/**
 * The models that fire weapon `id` at `target` (shooting, Fire Overwatch): its carriers that may fire
 * it (engaged: pistols, or a vehicle's or monster's weapon) and see a target model in range.
 */
export function firingModels(
  state: SkirmishState,
  unit: SkirmishUnit,
  id: string,
  target: SkirmishUnit,
  kind: AttackKind,
): SkirmishModel[] {
  const w = weaponOf(state, id);
  if (!w || w.kind !== 'ranged') return [];
  const engaged = kind === 'shooting' && isEngaged(state, unit);
  return carriers(state, unit, id).filter(
    (m) =>
      (!engaged || w.abilities.pistol === true || bigModel(state, unit, m)) &&
      modelCanFire(state, unit, m, target, w.range),
  );
}

/** The unit may shoot in its Shooting phase at all: on the table, not fallen back, not shot. */
export function mayShootAtAll(unit: SkirmishUnit): boolean {
  return !unit.destroyed && !unit.reserve && !unit.shot && unit.movement !== 'fallBack';
}

/** The targets weapon `id` may be fired at now (engaged: only units the unit is engaged with). */
export function weaponTargets(
  state: SkirmishState,
  unit: SkirmishUnit,
  id: string,
  kind: AttackKind = 'shooting',
): string[] {
  if (weaponBarred(state, unit, id, kind)) return [];
  const engaged = kind === 'shooting' ? engagedWith(state, unit) : [];
  return enemyUnits(state, unit.side)
    .filter((t) => engaged.length === 0 || engaged.includes(t.id))
    .filter((t) => firingModels(state, unit, id, t, kind).length > 0)
    .map((t) => t.id);
}

/** What the unit may fire now, weapon by weapon, each with its targets (weapons with none left out). */
export function shootingOptions(state: SkirmishState, unit: SkirmishUnit): { weapon: string; targets: string[] }[] {
  if (!mayShootAtAll(unit)) return [];
  return rangedWeapons(state, unit)
    .map((weapon) => ({ weapon, targets: weaponTargets(state, unit, weapon) }))
    .filter((o) => o.targets.length > 0);
}

export const canShoot = (state: SkirmishState, unit: SkirmishUnit): boolean => shootingOptions(state, unit).length > 0;

/** The enemy units the unit may fight (those it is engaged with). */
export function meleeTargets(state: SkirmishState, unit: SkirmishUnit): string[] {
  if (unit.destroyed || unit.reserve) return [];
  return engagedWith(state, unit);
}

/** A model within engagement range of some model of `target` (their bases' closest hexes). */
export function modelEngages(
  state: SkirmishState,
  unit: SkirmishUnit,
  model: SkirmishModel,
  target: SkirmishUnit,
): boolean {
  const mine = modelHexes(state, unit, model);
  return placedModels(target).some((t) =>
    modelHexes(state, target, t).some((b) => mine.some((a) => inEngagementRange(state, a, b))),
  );
}

/** Seed 003, Fight: the models that fight `target`: within ER of it, or within 2 of a model of their unit that is. */
export function fightingModels(state: SkirmishState, unit: SkirmishUnit, target: SkirmishUnit): SkirmishModel[] {
  const placed = placedModels(unit);
  const front = placed.filter((m) => modelEngages(state, unit, m, target));
  return placed.filter((m) => front.includes(m) || front.some((f) => modelDistance(state, unit, m, unit, f) <= 2));
}

/** The melee weapon a model fights with: the named one if it carries it, else its first melee weapon. */
export function meleeWeaponOf(
  state: SkirmishState,
  unit: SkirmishUnit,
  model: SkirmishModel,
  named: string | undefined,
): string | null {
  const weapons = profileOf(state, unit, model).weapons.filter((w) => weaponOf(state, w)?.kind === 'melee');
  if (named !== undefined && weapons.includes(named)) return named;
  return weapons[0] ?? null;
}

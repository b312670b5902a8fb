/**
 * Units and models as the rules find them (issue 44; other-systems.md 4.5 "Models and units"): a
 * unit is the set of its models, one model per hex, a `large` base the hex and its six neighbours
 * (core/footprint.ts FLOWER, no facing). Lookups by id, the models still alive and those on the
 * table, and the hexes each base covers.
 */
import { FLOWER, SINGLE_HEX, occupiedHexes, place, type PlacedFootprint } from '../../../core/footprint.js';
import { type Hex, hexKey } from '../../../core/hex.js';
import type { Datasheet, ModelProfile } from '../data/schema.js';
import type { SkirmishModel, SkirmishState, SkirmishUnit } from '../state.js';

type Units = Pick<SkirmishState, 'units'>;
type Catalog = Pick<SkirmishState, 'catalog'>;

export const unitById = (state: Units, id: string): SkirmishUnit | undefined => state.units.find((u) => u.id === id);

/** The unit's datasheet; a unit naming none the catalog holds is a broken state, so it throws. */
export function datasheetOf(state: Catalog, unit: SkirmishUnit): Datasheet {
  const sheet = state.catalog.datasheets[unit.datasheet];
  if (!sheet) throw new Error(`unit ${unit.id}: no datasheet ${unit.datasheet}`);
  return sheet;
}

export function profileOf(state: Catalog, unit: SkirmishUnit, model: SkirmishModel): ModelProfile {
  const p = datasheetOf(state, unit).models.find((m) => m.id === model.profile);
  if (!p) throw new Error(`unit ${unit.id}: no model profile ${model.profile}`);
  return p;
}

export const livingModels = (unit: SkirmishUnit): SkirmishModel[] => unit.models.filter((m) => m.alive);

/** Living models standing on the table (a hex each). */
export const placedModels = (unit: SkirmishUnit): (SkirmishModel & { hex: Hex })[] =>
  unit.models.filter((m): m is SkirmishModel & { hex: Hex } => m.alive && m.hex !== null);

export const onTable = (unit: SkirmishUnit): boolean =>
  !unit.destroyed && !unit.reserve && placedModels(unit).length > 0;

/** The side's units not destroyed (on the table or in reserve). */
export const sideUnits = (state: Units, side: string): SkirmishUnit[] =>
  state.units.filter((u) => u.side === side && !u.destroyed);

/** The other sides' units on the table. */
export const enemyUnits = (state: Units, side: string): SkirmishUnit[] =>
  state.units.filter((u) => u.side !== side && onTable(u));

/** True when the model stands on a seven-hex base (vehicles, monsters). */
export const isLarge = (state: Catalog, unit: SkirmishUnit, model: SkirmishModel): boolean =>
  profileOf(state, unit, model).base === 'large';

/** True for a vehicle or monster model (no ruins, no cover, the heavier hazard). */
export function isBulky(state: Catalog, unit: SkirmishUnit, model: SkirmishModel): boolean {
  const k = profileOf(state, unit, model).keywords;
  return k.includes('vehicle') || k.includes('monster');
}

/** The model's base placed about `at` (its own hex when left out). */
export function baseAt(state: Catalog, unit: SkirmishUnit, model: SkirmishModel, at: Hex): PlacedFootprint {
  return place(isLarge(state, unit, model) ? FLOWER : SINGLE_HEX, at, 0);
}

/** The hexes the model's base covers about `at` (default: where it stands; none when not placed). */
export function modelHexes(state: Catalog, unit: SkirmishUnit, model: SkirmishModel, at?: Hex): Hex[] {
  const h = at ?? model.hex;
  return h && model.alive ? occupiedHexes(baseAt(state, unit, model, h)) : [];
}

export const unitHexes = (state: Catalog, unit: SkirmishUnit): Hex[] =>
  placedModels(unit).flatMap((m) => modelHexes(state, unit, m));

export interface Occupant {
  readonly unit: string;
  readonly side: string;
  readonly model: number;
}

const occupiedCache = new WeakMap<readonly SkirmishUnit[], Map<string, Occupant>>();

/** Every hex a living model's base covers on the table, by `hexKey`: whose model stands there. */
export function occupied(state: Units & Catalog): Map<string, Occupant> {
  const cached = occupiedCache.get(state.units);
  if (cached) return cached;
  const map = new Map<string, Occupant>();
  for (const unit of state.units) {
    if (!onTable(unit)) continue;
    for (const m of placedModels(unit))
      for (const h of modelHexes(state, unit, m)) map.set(hexKey(h), { unit: unit.id, side: unit.side, model: m.n });
  }
  occupiedCache.set(state.units, map);
  return map;
}

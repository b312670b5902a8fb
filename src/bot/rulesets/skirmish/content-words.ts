/**
 * `skirmish`'s bundled datasheets, model kinds, weapons and factions in the reader's language
 * (`skirmish.asset.*` in the message catalogue, asset-strings.ts). One whose name differs from the
 * bundled English (a host's, or edited) keeps its own name.
 */
import type { Datasheet, Faction, ModelProfile, Weapon } from '../../../engine/rulesets/skirmish/index.js';
import type { Translate } from '../../locales/index.js';
import { assetWord, typedNames } from '../asset-words.js';

const sheetKey = (id: string): string => `skirmish.asset.datasheet.${id}`;
const modelKey = (sheet: string, profile: string): string => `skirmish.asset.model.${sheet}.${profile}`;
const weaponKey = (id: string): string => `skirmish.asset.weapon.${id}`;
const factionKey = (id: string): string => `skirmish.asset.faction.${id}`;

/** A datasheet's name ("Line Troopers") in the reader's language. */
export const localDatasheetName = (t: Translate, sheet: Pick<Datasheet, 'id' | 'name'>): string =>
  assetWord(t, sheetKey(sheet.id), sheet.name);

/** A model kind's name ("Sergeant") in the reader's language. */
export const localModelName = (
  t: Translate,
  sheet: Pick<Datasheet, 'id'>,
  profile: Pick<ModelProfile, 'id' | 'name'>,
): string => assetWord(t, modelKey(sheet.id, profile.id), profile.name);

export const localWeaponName = (t: Translate, weapon: Pick<Weapon, 'id' | 'name'>): string =>
  assetWord(t, weaponKey(weapon.id), weapon.name);

export const localFactionName = (t: Translate, faction: Pick<Faction, 'id' | 'name'>): string =>
  assetWord(t, factionKey(faction.id), faction.name);

/** Whether typed text names this datasheet, in any of the catalogue's languages (any case). */
export const namesDatasheet = (typed: string, sheet: Pick<Datasheet, 'id' | 'name'>): boolean =>
  sheet.id === typed.trim().toLowerCase() || typedNames(typed, sheetKey(sheet.id), sheet.name);

export const namesWeapon = (typed: string, weapon: Pick<Weapon, 'id' | 'name'>): boolean =>
  weapon.id === typed.trim().toLowerCase() || typedNames(typed, weaponKey(weapon.id), weapon.name);

/**
 * The bundled ship classes' and weapons' names in the reader's language (`ships.class.<id>`,
 * `ships.weapon.<id>` in the message catalogue). A class imported with /fleet import, or one whose name
 * differs from the bundled English, keeps its own name.
 *
 * A game takes these names once, in its channel's language, when it starts: they are in its ship data
 * from then on, so the status, the narration, the report, the map and the replay all say the same.
 */
import type { impulse } from '../../../engine/index.js';
import { hasText, loose, type Translate } from '../../locales/index.js';
import { assetWord, typedNames } from '../asset-words.js';

type Named = { readonly id: string; readonly name: string };

export const localClassName = (t: Translate, c: Named): string => assetWord(t, `ships.class.${c.id}`, c.name);
export const localWeaponName = (t: Translate, w: Named): string => assetWord(t, `ships.weapon.${w.id}`, w.name);

/** A faction ("concord") in the reader's language; a faction the catalogue does not know reads as its id. */
export const factionWord = (t: Translate, faction: string): string =>
  hasText(`ships.faction.${faction}`) ? loose(t)(`ships.faction.${faction}`) : faction;

export function localCatalog(t: Translate, input: impulse.CatalogInput): impulse.CatalogInput {
  return {
    classes: input.classes.map((c) => ({ ...c, name: localClassName(t, c) })),
    weapons: input.weapons.map((w) => ({ ...w, name: localWeaponName(t, w) })),
  };
}

/** Whether a player's typed text names this class, in any of the catalogue's languages. */
export const namesClass = (typed: string, c: Named): boolean => typedNames(typed, `ships.class.${c.id}`, c.name);

/** Whether a player's typed text names this weapon, in any of the catalogue's languages. */
export const namesWeapon = (typed: string, w: Named): boolean => typedNames(typed, `ships.weapon.${w.id}`, w.name);

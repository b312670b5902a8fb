/**
 * `squadron`'s bundled ships', pilots' and upgrades' names in the reader's language
 * (`squadron.asset.*` in the message catalogue, asset-strings.ts). Anything whose name differs from the
 * bundled English keeps its own name; a named pilot with no title keeps hers in every language.
 *
 * A game takes these names once, in its channel's language, when it starts: a ship on the mat is
 * named after its pilot, so the map, the narration and the replay all say the same.
 */
import type { squadron } from '../../../engine/index.js';
import { loose, type Translate } from '../../locales/index.js';
import { assetWord, typedNames } from '../asset-words.js';

type Named = { readonly id: string; readonly name: string };
type Kind = 'ship' | 'pilot' | 'upgrade';

const key = (kind: Kind, id: string): string => `squadron.asset.${kind}.${id}`;

export const localName = (t: Translate, kind: Kind, item: Named): string => assetWord(t, key(kind, item.id), item.name);

/** An upgrade slot ("torpedo") in the reader's language. */
export const slotWord = (t: Translate, slot: string): string => loose(t)(`squadron.asset.slot.${slot}`);

export function localSquadronCatalog(t: Translate, catalog: squadron.SquadronCatalog): squadron.SquadronCatalog {
  return {
    ...catalog,
    ships: catalog.ships.map((s) => ({ ...s, name: localName(t, 'ship', s) })),
    pilots: catalog.pilots.map((p) => ({ ...p, name: localName(t, 'pilot', p) })),
    upgrades: catalog.upgrades.map((u) => ({ ...u, name: localName(t, 'upgrade', u) })),
  };
}

/** Whether a player's typed text names this pilot or upgrade, in any of the catalogue's languages. */
export const names = (typed: string, kind: Kind, item: Named): boolean =>
  typedNames(typed, key(kind, item.id), item.name);

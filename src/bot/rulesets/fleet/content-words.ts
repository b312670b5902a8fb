/**
 * `fleet`'s bundled ship and squadron classes' names in the reader's language (`fleet.asset.*` in the
 * message catalogue, asset-strings.ts). A class whose name differs from the bundled English (one a host
 * uploaded, or edited) keeps its own name; an ace ("Ilse Varro") has no key and keeps hers everywhere.
 */
import type { Translate } from '../../locales/index.js';
import { assetWord, typedNames } from '../asset-words.js';

type Named = { readonly id: string; readonly name: string };
export type ClassKind = 'ship' | 'squadron';

const key = (kind: ClassKind, id: string): string => `fleet.asset.${kind}.${id}`;

/** A ship or squadron class's name ("Heron") in the reader's language ("苍鹭"). */
export const localClassName = (t: Translate, kind: ClassKind, item: Named): string =>
  assetWord(t, key(kind, item.id), item.name);

/** Whether a player's typed text names this class, in any of the catalogue's languages (any case). */
export const namesClass = (typed: string, kind: ClassKind, item: Named): boolean =>
  typedNames(typed, key(kind, item.id), item.name);

/** A class by id, else by its name in any language; ships first. */
export function findClass<C extends Named & { readonly kind: ClassKind }>(
  all: readonly C[],
  typed: string,
): C | undefined {
  const wanted = typed.trim().toLowerCase();
  return all.find((c) => c.id === wanted) ?? all.find((c) => namesClass(typed, c.kind, c));
}

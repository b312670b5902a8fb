/**
 * A bundled asset's word (a scenario's name, a ship class's, a weapon's, a pilot's) in the reader's
 * language, from the message catalogue, as every word a player reads is. A translation stands only for
 * the English it translates: an asset whose text differs from the catalogue's English (one a host
 * uploaded or imported, or edited) keeps its own words.
 */
import { DEFAULT_LOCALE, hasText, LOCALES, loose, text, type Translate } from '../locales/index.js';

export function assetWord(t: Translate, key: string, english: string): string {
  return hasText(key) && text(DEFAULT_LOCALE, key) === english ? loose(t)(key) : english;
}

/**
 * Whether a player's typed text names an asset called `name` (in English, or already in a game's
 * language): by that name, or by its word in any language the catalogue has, since a Portuguese
 * player in a Chinese channel may type the Portuguese name.
 */
export function typedNames(typed: string, key: string, name: string): boolean {
  const wanted = typed.trim().toLowerCase();
  const words = hasText(key) ? LOCALES.map((l) => text(l, key)) : [];
  return [name, ...(words.includes(name) ? words : [])].some((w) => w.toLowerCase() === wanted);
}

/**
 * A bundled asset's word (a scenario's name, a ship class's, a weapon's, a pilot's) in the reader's
 * language, from the message catalogue, as every word a player reads is. A translation stands only for
 * the English it translates: an asset whose text differs from the catalogue's English (one a host
 * uploaded or imported, or edited) keeps its own words.
 */
import { DEFAULT_LOCALE, hasText, loose, text, type Translate } from '../locales/index.js';

export function assetWord(t: Translate, key: string, english: string): string {
  return hasText(key) && text(DEFAULT_LOCALE, key) === english ? loose(t)(key) : english;
}

/**
 * Every language's word for an asset named `name` (in English, or already in a game's language), for
 * matching what a player typed: a Portuguese player in a Chinese channel may type the Portuguese name.
 */
export function assetWordsEverywhere(key: string, name: string, locales: readonly string[]): string[] {
  if (!hasText(key)) return [name];
  const words = locales.map((l) => text(l, key));
  return words.includes(name) ? [...new Set([name, ...words])] : [name];
}

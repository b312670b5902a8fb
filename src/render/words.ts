/**
 * How the renderer names the words it draws: by key (the keys of ENGLISH_TEMPLATES, which the bot's
 * catalogue holds under `picture.`), looked up through a `Say`: the bot passes its translator for the
 * reader's locale; callers that pass nothing get ENGLISH_SAY, the same lookup over the English
 * templates. Each picture's words are built from a `Say` (picture-words.ts).
 */
import { ENGLISH_TEMPLATES } from './english.js';

/** Every key of a tree of strings, as `"header.draw"`. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the pictures' words; the catalogue has each under `picture.` in every locale. */
export type PictureKey = Leaves<typeof ENGLISH_TEMPLATES>;
export type WordValues = Readonly<Record<string, string | number>>;
/** Looks a key up in the reader's language and fills in its values. */
export type Say = (key: PictureKey, values?: WordValues) => string;

const PLURAL = /\{(\w+), plural,((?:\s*[a-z]+\s*\{[^{}]*\})+)\s*\}/g;
const FORM = /([a-z]+)\s*\{([^{}]*)\}/g;
const ENGLISH_PLURALS = new Intl.PluralRules('en-US');

/**
 * Fills an English template the way the catalogue does (plural forms first, then `{name}`), for
 * ENGLISH_SAY only: the bot fills its own words, in the reader's language, before they get here.
 */
function fillEnglish(template: string, values: WordValues = {}): string {
  const plural = template.replace(PLURAL, (whole, name: string, body: string) => {
    const value = values[name];
    if (typeof value !== 'number') return whole;
    const forms = new Map([...body.matchAll(FORM)].map((m) => [m[1] ?? '', m[2] ?? '']));
    return (forms.get(ENGLISH_PLURALS.select(value)) ?? forms.get('other') ?? '').replace(/#/g, String(value));
  });
  return plural.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

function englishTemplate(key: PictureKey): string {
  let node: unknown = ENGLISH_TEMPLATES;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return node as string;
}

/** English, for callers that pass no words (tests, command-line tools): the bot always passes its own. */
export const ENGLISH_SAY: Say = (key, values) => fillEnglish(englishTemplate(key), values);

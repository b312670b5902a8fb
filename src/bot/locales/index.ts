/**
 * The one place that holds the bot's strings: en-US plus translations. A reply follows the user's
 * locale where a translation exists and falls back to English key by key.
 */
import { EN_US } from './en-US.js';
import { PT_BR } from './pt-BR.js';
import type { PartialStrings } from './types.js';
import { ZH_CN } from './zh-CN.js';
import { ZH_TW } from './zh-TW.js';

export const DEFAULT_LOCALE = 'en-US';
export const TRANSLATIONS: Readonly<Record<string, PartialStrings>> = {
  'zh-CN': ZH_CN,
  'zh-TW': ZH_TW,
  'pt-BR': PT_BR,
};
export const LOCALES = [DEFAULT_LOCALE, ...Object.keys(TRANSLATIONS)] as const;

/** A ruleset's words: nested objects of strings, as the catalogue files hold them. */
export interface StringTree {
  readonly [key: string]: string | StringTree;
}

/**
 * Words a ruleset's table brings (src/bot/rulesets/table.ts), by locale: looked up after the bot's
 * own. Added once per owner; a key the catalogue already has is refused, so no ruleset can reword
 * another's text.
 */
const ADDED = new Map<string, { owner: string; tree: StringTree }[]>();

function leaves(tree: StringTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`),
  );
}

export function addStrings(owner: string, byLocale: Readonly<Record<string, StringTree>>): void {
  const english = byLocale[DEFAULT_LOCALE] ?? {};
  for (const [locale, tree] of Object.entries(byLocale)) {
    const added = ADDED.get(locale) ?? [];
    if (added.some((a) => a.owner === owner)) continue;
    for (const key of leaves(tree)) {
      const path = key.split('.');
      // A key is the owner's own: new to the catalogue in English, and translated only by its owner.
      const taken =
        lookup(EN_US, path) !== undefined ||
        (ADDED.get(DEFAULT_LOCALE) ?? []).some((a) => a.owner !== owner && lookup(a.tree, path) !== undefined) ||
        added.some((a) => lookup(a.tree, path) !== undefined);
      if (taken) throw new Error(`${owner}: the string "${key}" (${locale}) is already in the catalogue`);
      if (lookup(english, path) === undefined)
        throw new Error(`${owner}: the string "${key}" (${locale}) has no English`);
    }
    ADDED.set(locale, [...added, { owner, tree }]);
  }
}

const addedLookup = (locale: string, path: readonly string[]): string | undefined => {
  for (const { tree } of ADDED.get(locale) ?? []) {
    const found = lookup(tree, path);
    if (found !== undefined) return found;
  }
  return undefined;
};

function lookup(root: unknown, path: readonly string[]): string | undefined {
  let node = root;
  for (const part of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * `{count, plural, one {# command} other {# commands}}`: the form the language's plural rules
 * (Intl.PluralRules) pick for the number, with `#` standing for it. A form the language lacks falls
 * back to `other`.
 */
const PLURAL = /\{(\w+), plural,((?:\s*[a-z]+\s*\{[^{}]*\})+)\s*\}/g;
const FORM = /([a-z]+)\s*\{([^{}]*)\}/g;

function plurals(template: string, vars: Readonly<Record<string, string | number>>, locale: string): string {
  return template.replace(PLURAL, (whole, name: string, body: string) => {
    // A count may come as text (a rule error's details are strings): a number written out counts too.
    const given = vars[name];
    const value = typeof given === 'string' && /^-?\d+(\.\d+)?$/.test(given.trim()) ? Number(given) : given;
    if (typeof value !== 'number') return whole;
    const forms = new Map([...body.matchAll(FORM)].map((m) => [m[1] ?? '', m[2] ?? '']));
    const form = forms.get(new Intl.PluralRules(locale).select(value)) ?? forms.get('other') ?? '';
    return form.replace(/#/g, String(value));
  });
}

/** Fills plurals and `{name}` placeholders; a missing value stays visible rather than vanishing. */
export function fill(
  template: string,
  vars: Readonly<Record<string, string | number>> = {},
  locale: string = DEFAULT_LOCALE,
): string {
  return plurals(template, vars, locale).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** The string at `key` ("reply.noGame") in `locale`, or English. Throws on a key English lacks. */
export function text(
  locale: string | undefined,
  key: string,
  vars?: Readonly<Record<string, string | number>>,
): string {
  const path = key.split('.');
  const translated =
    locale === undefined ? undefined : (lookup(TRANSLATIONS[locale], path) ?? addedLookup(locale, path));
  const template = translated ?? lookup(EN_US, path) ?? addedLookup(DEFAULT_LOCALE, path);
  if (template === undefined) throw new Error(`no string "${key}" in en-US`);
  return fill(template, vars, translated !== undefined && locale !== undefined ? locale : DEFAULT_LOCALE);
}

/** Whether English has a string at `key` (for optional keys such as rule error codes). */
export const hasText = (key: string): boolean =>
  (lookup(EN_US, key.split('.')) ?? addedLookup(DEFAULT_LOCALE, key.split('.'))) !== undefined;

/** A key built at run time (a rule error's code, an option's name) that English has. */
export const isMessageKey = (key: string): key is MessageKey => hasText(key);

/** `{ 'zh-CN': ..., ... }` for a key, for Discord's name and description localisations. */
export function localisations(key: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [locale, strings] of Object.entries(TRANSLATIONS)) {
    const value = lookup(strings, key.split('.')) ?? addedLookup(locale, key.split('.'));
    if (value !== undefined) out[locale] = value;
  }
  return out;
}

/** Every key English has, as `"reply.noGame"`: a misspelt key does not compile (issue 12). */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<typeof EN_US>;

/** A translator bound to one user's locale. */
export type Translate = (key: MessageKey, vars?: Readonly<Record<string, string | number>>) => string;
/** A translator for keys the type does not know: a ruleset table's own words (checked when it is added). */
export type LooseTranslate = (key: string, vars?: Readonly<Record<string, string | number>>) => string;
export const loose = (t: Translate): LooseTranslate => t as LooseTranslate;

/** The locale each translator of `translator` was made for: another thread makes the same translator from it. */
const LOCALES_OF = new WeakMap<Translate, { readonly locale: string | undefined }>();

export const translator = (locale: string | undefined): Translate => {
  const t: Translate = (key, vars) => text(locale, key, vars);
  LOCALES_OF.set(t, { locale });
  return t;
};

/** The locale `t` was made for by `translator`, or undefined for a translator made elsewhere (a test's own). */
export const localeOf = (t: Translate): { readonly locale: string | undefined } | undefined => LOCALES_OF.get(t);

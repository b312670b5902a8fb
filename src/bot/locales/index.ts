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
export const TRANSLATIONS: Readonly<Record<string, PartialStrings>> = { 'zh-CN': ZH_CN, 'zh-TW': ZH_TW, 'pt-BR': PT_BR };
export const LOCALES = [DEFAULT_LOCALE, ...Object.keys(TRANSLATIONS)] as const;

function lookup(root: unknown, path: readonly string[]): string | undefined {
  let node = root;
  for (const part of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{name}` placeholders; a missing value stays visible rather than vanishing. */
export function fill(template: string, vars: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The string at `key` ("reply.noGame") in `locale`, or English. Throws on a key English lacks. */
export function text(locale: string | undefined, key: string, vars?: Readonly<Record<string, string | number>>): string {
  const path = key.split('.');
  const translated = locale === undefined ? undefined : lookup(TRANSLATIONS[locale], path);
  const template = translated ?? lookup(EN_US, path);
  if (template === undefined) throw new Error(`no string "${key}" in en-US`);
  return fill(template, vars);
}

/** Whether English has a string at `key` (for optional keys such as rule error codes). */
export const hasText = (key: string): boolean => lookup(EN_US, key.split('.')) !== undefined;

/** `{ 'zh-CN': ..., ... }` for a key, for Discord's name and description localisations. */
export function localisations(key: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [locale, strings] of Object.entries(TRANSLATIONS)) {
    const value = lookup(strings, key.split('.'));
    if (value !== undefined) out[locale] = value;
  }
  return out;
}

/** A translator bound to one user's locale. */
export type Translate = (key: string, vars?: Readonly<Record<string, string | number>>) => string;
export const translator = (locale: string | undefined): Translate => (key, vars) => text(locale, key, vars);

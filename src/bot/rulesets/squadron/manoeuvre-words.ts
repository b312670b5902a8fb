/**
 * A squadron manoeuvre typed in words (issue 39, deliverable 3): "2 straight", "1 bank left",
 * "straight-2", "4 k-turn", "2 直行", "1 inclinada à esquerda", read against one ship's dial chart.
 * The words are the catalogue's (`squadron.bearings`, `squadron.manoeuvreWords`, `squadron.colours`),
 * in all four languages, so a player may type in any of them; the dial codes (`2FG`, `2F`) keep
 * working. The engine keeps its codes: this returns the chart's code, or what the words could be.
 */
import { err, ok, squadron, type Result } from '../../../engine/index.js';
import { LOCALES, loose, type StringTree, type Translate } from '../../locales/index.js';
import { SQUADRON_STRINGS } from './strings.js';

/** The chart's bearings and colours are the engine's own (seed 001's dial). */
const { BEARINGS, DIFFICULTIES: COLOURS } = squadron;

/** Why the words name no one manoeuvre of the chart, and the chart's codes they could be. */
export interface ManoeuvreMiss {
  readonly why: 'unknown' | 'ambiguous';
  /** For `ambiguous`, the codes the words fit (more than one); for `unknown`, none. */
  readonly among: readonly string[];
}

/**
 * Typed text folded for comparison: lower case, accents dropped, and nothing but letters and digits
 * (so "2-straight", "2 straight" and "2 ↑ straight" are one word; Chinese has no spaces to count on).
 */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

function wordAt(tree: StringTree | undefined, path: readonly string[]): string | undefined {
  let node: string | StringTree | undefined = tree;
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** Every catalogue spelling at `squadron.<group>.<key>` in every language, folded. */
function spellings(groups: readonly string[], key: string): string[] {
  const out = new Set<string>();
  for (const locale of LOCALES)
    for (const group of groups)
      for (const word of (wordAt(SQUADRON_STRINGS[locale], ['squadron', group, key]) ?? '').split('|')) {
        const folded = fold(word);
        if (folded !== '') out.add(folded);
      }
  return [...out];
}

const BEARING_SPELLINGS: ReadonlyMap<string, readonly string[]> = new Map(
  BEARINGS.map((b) => [b, spellings(['bearings', 'manoeuvreWords'], b)]),
);
const COLOUR_SPELLINGS: readonly string[] = COLOURS.flatMap((c) => spellings(['colours'], c)).sort(
  (a, b) => b.length - a.length,
);

/** The ways one chart entry can be typed, folded: speed before or after the bearing ("stop" alone too). */
function formsOf(code: string): string[] {
  const entry = squadron.readDialEntry(code);
  if (typeof entry === 'string') return [];
  const words = BEARING_SPELLINGS.get(entry.bearing) ?? [];
  const speed = String(entry.speed);
  return words.flatMap((w) =>
    entry.bearing === 'stop' ? [w, `${speed}${w}`, `${w}${speed}`] : [`${speed}${w}`, `${w}${speed}`],
  );
}

/** A colour word before or after the manoeuvre goes (the chart, not the typist, says the colour). */
function withoutColour(key: string): string {
  for (const colour of COLOUR_SPELLINGS) {
    if (key.length > colour.length && key.endsWith(colour)) return key.slice(0, -colour.length);
    if (key.length > colour.length && key.startsWith(colour)) return key.slice(colour.length);
  }
  return key;
}

/** The chart's codes `typed` fits: exactly if any does, else those it begins (an unfinished word). */
export function manoeuvresMatching(chart: readonly string[], typed: string): string[] {
  const code = typed.trim().toUpperCase();
  const byCode = chart.filter((d) => d === code || (code.length === 2 && d.slice(0, 2) === code));
  if (byCode.length > 0) return byCode;
  const folded = fold(typed);
  if (folded === '') return [];
  for (const key of [...new Set([folded, withoutColour(folded)])]) {
    const exact = chart.filter((d) => formsOf(d).includes(key));
    if (exact.length > 0) return exact;
    const begun = chart.filter((d) => formsOf(d).some((f) => f.startsWith(key)));
    if (begun.length > 0) return begun;
  }
  return [];
}

/** The one manoeuvre of `chart` (a ship's dial codes) that `typed` names, as its code. */
export function readManoeuvre(chart: readonly string[], typed: string): Result<string, ManoeuvreMiss> {
  const found = manoeuvresMatching(chart, typed);
  const only = found[0];
  if (found.length === 1 && only !== undefined) return ok(only);
  return err(found.length > 1 ? { why: 'ambiguous', among: found } : { why: 'unknown', among: [] });
}

/** A chart entry as a player types it, in their language: "2 straight", "1 bank left", "stop". */
export function manoeuvreWords(t: Translate, code: string): string {
  const entry = squadron.readDialEntry(code);
  if (typeof entry === 'string') return code;
  const bearing = loose(t)(`squadron.bearings.${entry.bearing}`);
  return entry.bearing === 'stop' ? bearing : `${entry.speed} ${bearing}`;
}

/**
 * Every count a player reads goes through the plural rules (issue 39: "1 hexes left", "over 1
 * turns", "2 hits and 1 crits"): a sweep of the English catalogue, the bot's and every ruleset's,
 * for a count written before a counted noun outside a `{n, plural, ...}` form; Portuguese (one and
 * other) keeps every plural English has; and the forms themselves in the four languages.
 */
import { describe, expect, it } from 'vitest';
import { EN_US } from '../../../src/bot/locales/en-US.js';
import { PT_BR } from '../../../src/bot/locales/pt-BR.js';
import { fill, text, type StringTree } from '../../../src/bot/locales/index.js';
import { TABLES } from '../../../src/bot/rulesets/registry.js';

const leaves = (tree: StringTree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : leaves(v, `${prefix}${k}.`),
  );
const lookup = (tree: StringTree | undefined, key: string): string | undefined => {
  let node: string | StringTree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

const PLURAL = /\{(\w+), plural,((?:\s*[a-z]+\s*\{[^{}]*\})+)\s*\}/g;
/** Nouns a number counts; "pts" and "s" are abbreviations, the same for one and many. */
const NOUNS = [
  'hexes',
  'facings',
  'turns',
  'hits',
  'crits',
  'ships',
  'moves',
  'characters',
  'commands',
  'points',
  'days',
  'misses',
  'players',
  'places',
  'leagues',
  'dials',
  'hours',
  'rounds',
  'games',
  'lines',
  'boxes',
  'minutes',
  'seconds',
  'impulses',
  'shots',
  'weapons',
  'missiles',
  'groups',
  'entries',
  'pilots',
  'tokens',
  'dice',
  'classes',
  'ship classes',
  'idle days',
];
/** Placeholders that hold a name, not a count ("{ship} moves", "{sideFaction} ships"). */
const NAMES = new Set([
  'ship',
  'side',
  'sideFaction',
  'faction',
  'missile',
  'hex',
  'player',
  'pilot',
  'target',
  'name',
  'class',
]);
const COUNTED = new RegExp(`\\{(\\w+)\\}(?: of \\{\\w+\\})? (${NOUNS.join('|')})\\b`, 'g');

const english: [string, string][] = [
  ...leaves(EN_US as unknown as StringTree),
  ...TABLES.all.flatMap((table) => leaves(table.strings['en-US'] ?? {})),
];

describe('counts through the plural rules (issue 39)', () => {
  it('no English count stands before a counted noun outside a plural form', () => {
    const bare = english.flatMap(([key, value]) =>
      [...value.replace(PLURAL, '').matchAll(COUNTED)]
        .filter((m) => !NAMES.has(m[1] ?? ''))
        .map((m) => `${key}: ${m[0]}`),
    );
    expect(bare).toEqual([]);
  });

  it('Portuguese puts through the plural rules every count English does', () => {
    const portuguese: Record<string, StringTree> = {
      '': PT_BR as unknown as StringTree,
      ...Object.fromEntries(TABLES.all.map((t) => [t.rules.id, t.strings['pt-BR'] ?? {}])),
    };
    const trees = Object.values(portuguese);
    const missing = english.flatMap(([key, value]) => {
      const counted = [...value.matchAll(PLURAL)].map((m) => m[1] ?? '');
      const translated = trees.map((tree) => lookup(tree, key)).find((v) => v !== undefined);
      if (counted.length === 0 || translated === undefined) return [];
      const own = new Set([...translated.matchAll(PLURAL)].map((m) => m[1] ?? ''));
      return counted.filter((name) => !own.has(name)).map((name) => `${key}: {${name}}`);
    });
    expect(missing).toEqual([]);
  });

  it('picks the form of each language: English and Portuguese one and other, Chinese one form', () => {
    const hexes = '{n, plural, one {# hex} other {# hexes}} left';
    expect(fill(hexes, { n: 1 }, 'en-US')).toBe('1 hex left');
    expect(fill(hexes, { n: 0 }, 'en-US')).toBe('0 hexes left');
    expect(fill(hexes, { n: 3 }, 'en-US')).toBe('3 hexes left');
    const faces = '{n, plural, one {# face} other {# faces}}';
    expect(fill(faces, { n: 1 }, 'pt-BR')).toBe('1 face');
    expect(fill(faces, { n: 0 }, 'pt-BR')).toBe('0 face');
    expect(fill(faces, { n: 2 }, 'pt-BR')).toBe('2 faces');
    expect(fill('{n, plural, other {# 面}}', { n: 1 }, 'zh-CN')).toBe('1 面');
    expect(fill(hexes, { n: '1' }, 'en-US'), 'a count given as text').toBe('1 hex left');
    expect(text('en-US', 'pace.of', { median: '1h', mean: '1h', turns: 1 })).toContain('over 1 turn');
    expect(text('en-US', 'squadron.narrate.result', { ship: 'Mira Sol', hits: 2, crits: 1 })).toContain(
      '2 hits and 1 crit.',
    );
    expect(text('pt-BR', 'squadron.narrate.result', { ship: 'Mira Sol', hits: 1, crits: 2 })).toContain(
      '1 acerto e 2 críticos',
    );
    expect(text('zh-CN', 'squadron.narrate.result', { ship: 'Mira Sol', hits: 1, crits: 2 })).toContain('1 次命中');
  });
});

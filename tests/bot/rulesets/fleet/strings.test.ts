/**
 * `fleet`'s words (issue 43 deliverable 8: "All words in the four languages"): every English key in
 * every locale and no other, real translations (not English copies), the same placeholders, every
 * rule error code of the engine worded, Discord-legal command and option names, and keys new to the
 * catalogue (a ruleset never rewords another's).
 */
import { describe, expect, test } from 'vitest';
import { addStrings, hasText, text, type StringTree } from '../../../../src/bot/locales/index.js';
import { FLEET_STRINGS } from '../../../../src/bot/rulesets/fleet/strings.js';
import { FLEET_ERROR_CODES } from '../../../../src/engine/rulesets/fleet/errors.js';
import { DAMAGE_CARD_TITLES } from '../../../../src/engine/rulesets/fleet/data/damage-cards.js';
import { DEFENCE_TOKENS, FLEET_COMMANDS, HULL_ZONES } from '../../../../src/engine/rulesets/fleet/data/schema.js';

const leaves = (tree: StringTree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : leaves(v, `${prefix}${k}.`),
  );
const english = new Map(leaves(FLEET_STRINGS['en-US'] ?? {}));
const placeholders = (s: string): string[] => [...s.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1] ?? '').sort();

// The catalogue takes them as the table does (registered once per owner).
addStrings('fleet', FLEET_STRINGS);

describe('fleet’s words', () => {
  test.each(['pt-BR', 'zh-CN', 'zh-TW'])('%s has every English key and no other, each a translation', (locale) => {
    const local = new Map(leaves(FLEET_STRINGS[locale] ?? {}));
    expect([...english.keys()].filter((k) => !local.has(k))).toEqual([]);
    expect([...local.keys()].filter((k) => !english.has(k))).toEqual([]);
    // Left as English only where nothing is a word: names, numbers, compass letters, placeholders.
    const copies = [...english].filter(
      ([k, v]) => local.get(k) === v && /[a-z]{3,}/i.test(v.replace(/\{[^}]*\}/g, '')),
    );
    expect(copies.map(([k]) => k)).toEqual([]);
    const lost = [...english].filter(([k, v]) => placeholders(v).join() !== placeholders(local.get(k) ?? '').join());
    expect(lost.map(([k]) => k)).toEqual([]);
  });

  test('every rule error code of the engine is worded (fleet.errors.<CODE>)', () => {
    expect(FLEET_ERROR_CODES.filter((code) => !english.has(`fleet.errors.${code}`))).toEqual([]);
  });

  test('every zone, command, defence token, damage card and defence option is worded', () => {
    const missing = [
      ...HULL_ZONES.map((z) => `fleet.zones.${z}`),
      ...FLEET_COMMANDS.map((c) => `fleet.commandWords.${c}`),
      ...DEFENCE_TOKENS.map((k) => `fleet.tokens.${k}`),
      ...DEFENCE_TOKENS.filter((k) => k !== 'redirect').map((k) => `fleet.reactions.defence.options.${k}`),
      ...HULL_ZONES.map((z) => `fleet.reactions.defence.options.redirect-${z}`),
      'fleet.reactions.defence.options.evade2',
      'fleet.reactions.defence.options.pass',
      'fleet.reactions.defence.answers.best',
      'fleet.reactions.defence.answers.keep',
      'fleet.reactions.placement.name',
      'fleet.reactions.placement.option',
      ...Object.keys(DAMAGE_CARD_TITLES).flatMap((c) => [`fleet.cards.${c}.title`, `fleet.cards.${c}.effect`]),
    ].filter((k) => !english.has(k));
    expect(missing).toEqual([]);
  });

  test('command and option names are Discord names in every language', () => {
    for (const locale of Object.keys(FLEET_STRINGS))
      for (const [key, value] of leaves(FLEET_STRINGS[locale] ?? {}))
        if (key.startsWith('names.')) expect(value, `${locale} ${key}`).toMatch(/^[-_\p{L}\p{N}]{1,32}$/u);
  });

  test('its words join the catalogue, in the reader’s language', () => {
    expect(hasText('fleet.errors.SPEED_ZERO')).toBe(true);
    expect(text('pt-BR', 'fleet.zones.left')).toBe('esquerda');
    expect(text('zh-TW', 'fleet.tokens.brace')).toBe('支撐');
    expect(text('en-US', 'fleet.narrate.engineering', { ship: 'Valiant', points: 1 })).toBe(
      'Valiant has 1 engineering point.',
    );
  });
});

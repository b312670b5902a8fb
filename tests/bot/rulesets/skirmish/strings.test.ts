/**
 * `skirmish`'s words (issue 44 deliverable 7: "All words in four languages"): every English key in
 * every locale and no other, real translations (not English copies), the same placeholders; every
 * rule error code of the engine worded (`skirmish.errors.<CODE>`), every phase, stratagem and
 * reaction (`skirmish.reactions.<kind>`: allocation orders said "Group 2 → Group 1 + Brace for
 * Impact", never `g2>g1+brace`), every picture key the renderer draws, the bundled content's names
 * as the asset files write them; Discord-legal command names; keys new to the catalogue.
 */
import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { addStrings, hasText, text, translator, type StringTree } from '../../../../src/bot/locales/index.js';
import { reactionWords } from '../../../../src/bot/presentation/reaction-words.js';
import { SKIRMISH_ASSET_ENGLISH } from '../../../../src/bot/rulesets/skirmish/asset-strings.js';
import { PICTURE_OVERRIDES, TRANSLATED_PICTURE_KEYS } from '../../../../src/bot/rulesets/skirmish/picture-strings.js';
import { SKIRMISH_STRINGS } from '../../../../src/bot/rulesets/skirmish/strings.js';
import { SKIRMISH_TOPIC_IDS } from '../../../../src/bot/rulesets/skirmish/rule-topics.js';
import { SKIRMISH_ERROR_CODES } from '../../../../src/engine/rulesets/skirmish/errors.js';
import { STRATAGEMS } from '../../../../src/engine/rulesets/skirmish/commands.js';
import { PHASES } from '../../../../src/engine/rulesets/skirmish/state.js';
import { SKIRMISH_ENGLISH } from '../../../../src/render/skirmish/words.js';

const leaves = (tree: StringTree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : leaves(v, `${prefix}${k}.`),
  );
const english = new Map(leaves(SKIRMISH_STRINGS['en-US'] ?? {}));
const placeholders = (s: string): string[] => [...s.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1] ?? '').sort();
/** Words Portuguese writes as English does. */
const SAME_IN_PORTUGUESE = new Set(['skirmish.pictures.sheet.head.move']);

addStrings('skirmish', SKIRMISH_STRINGS);

describe('skirmish’s words', () => {
  test.each(['pt-BR', 'zh-CN', 'zh-TW'])('%s has every English key and no other, each a translation', (locale) => {
    const local = new Map(leaves(SKIRMISH_STRINGS[locale] ?? {}));
    expect([...english.keys()].filter((k) => !local.has(k))).toEqual([]);
    expect([...local.keys()].filter((k) => !english.has(k))).toEqual([]);
    const copies = [...english].filter(
      ([k, v]) => local.get(k) === v && /[a-z]{3,}/i.test(v.replace(/\{[^}]*\}/g, '')) && !SAME_IN_PORTUGUESE.has(k),
    );
    expect(copies.map(([k]) => k)).toEqual([]);
    const lost = [...english].filter(([k, v]) => placeholders(v).join() !== placeholders(local.get(k) ?? '').join());
    expect(lost.map(([k]) => k)).toEqual([]);
  });

  test('every rule error code of the engine is worded (skirmish.errors.<CODE>)', () => {
    expect(SKIRMISH_ERROR_CODES.filter((code) => !english.has(`skirmish.errors.${code}`))).toEqual([]);
  });

  test('every phase, stratagem, rules topic and reaction is worded', () => {
    const missing = [
      ...PHASES.map((p) => `skirmish.phases.${p}`),
      // The rules' task words (queries.ts: UnitTask.can), as the prompt lists each unit's open actions.
      ...['move', 'advance', 'stay', 'arrive', 'shoot', 'charge', 'chargeMove', 'fight', 'stratagem', 'done']
        .concat(['allocate', 'overwatch', 'heroic'])
        .map((w) => `skirmish.tasks.${w}`),
      ...STRATAGEMS.flatMap((s) => [`skirmish.stratagems.${s}.name`, `skirmish.stratagems.${s}.text`]),
      ...SKIRMISH_TOPIC_IDS.flatMap((id) => [`skirmish.topics.${id}.title`, `skirmish.topics.${id}.text`]),
      ...['allocation', 'overwatch', 'heroic'].flatMap((k) => [
        `skirmish.reactions.${k}.name`,
        `skirmish.reactions.${k}.options.pass`,
      ]),
      'skirmish.reactions.allocation.options.brace',
      'skirmish.reactions.allocation.answers.auto',
      'skirmish.reactions.allocation.answers.ask',
      'skirmish.reactions.overwatch.option',
      'skirmish.reactions.heroic.option',
    ].filter((k) => !english.has(k));
    expect(missing).toEqual([]);
  });

  test('seed 003, Save Roll: an allocation order is said group by group in every language, never as g1', () => {
    const table = { rules: { id: 'skirmish' } } as Parameters<typeof reactionWords>[1];
    const cases: [string, string, string][] = [
      ['en-US', 'g2>g1+brace', 'Group 2 → Group 1 + Brace for Impact'],
      ['en-US', 'g1>g3>g2', 'Group 1 → Group 3 → Group 2'],
      ['en-US', 'pass', 'Automatic order'],
      ['zh-CN', 'g2>g1+brace', '第 2 组 → 第 1 组 + 准备承受冲击'],
      ['zh-TW', 'g1>g2', '第 1 組 → 第 2 組'],
      ['pt-BR', 'g5>g4>g3>g2>g1+brace', 'Grupo 5 → Grupo 4 → Grupo 3 → Grupo 2 → Grupo 1 + Preparar para o Impacto'],
    ];
    for (const [locale, option, said] of cases) {
      const words = reactionWords(translator(locale), table, 'allocation');
      expect(words.option(option), `${locale} ${option}`).toBe(said);
      expect(words.option(option)).not.toMatch(/g\d/);
    }
    expect(reactionWords(translator('pt-BR'), table, 'allocation').answer('auto')).toBe(
      'sempre usar a ordem automática',
    );
  });

  test('every picture key the renderer draws has its words in every language', () => {
    expect(Object.keys(SKIRMISH_ENGLISH).filter((k) => !english.has(k))).toEqual([]);
    expect(Object.keys(SKIRMISH_ENGLISH).filter((k) => !TRANSLATED_PICTURE_KEYS.includes(k))).toEqual([]);
    for (const [key, value] of Object.entries(SKIRMISH_ENGLISH))
      expect(english.get(key), key).toBe(PICTURE_OVERRIDES[key] ?? value);
  });

  test('the bundled content’s names and missions are the asset files’ own English', async () => {
    const root = new URL('../../../../assets/skirmish/', import.meta.url);
    const sheets = JSON.parse(await readFile(new URL('datasheets.json', root), 'utf8')) as {
      id: string;
      name: string;
      models: { id: string; name: string }[];
    }[];
    const weapons = JSON.parse(await readFile(new URL('weapons.json', root), 'utf8')) as { id: string; name: string }[];
    const factions = JSON.parse(await readFile(new URL('factions.json', root), 'utf8')) as {
      id: string;
      name: string;
    }[];
    const expected: [string, string][] = [
      ...factions.map((f): [string, string] => [`skirmish.asset.faction.${f.id}`, f.name]),
      ...sheets.flatMap((d): [string, string][] => [
        [`skirmish.asset.datasheet.${d.id}`, d.name],
        ...d.models.map((m): [string, string] => [`skirmish.asset.model.${d.id}.${m.id}`, m.name]),
      ]),
      ...weapons.map((w): [string, string] => [`skirmish.asset.weapon.${w.id}`, w.name]),
    ];
    for (const file of (await readdir(new URL('missions/', root))).filter((f) => f.endsWith('.json'))) {
      const m = JSON.parse(await readFile(new URL(`missions/${file}`, root), 'utf8')) as {
        id: string;
        name: string;
        description?: unknown;
      };
      expected.push([`scenario.${m.id}.name`, m.name]);
      if (typeof m.description === 'string') expected.push([`scenario.${m.id}.description`, m.description]);
    }
    for (const [key, name] of expected) expect(SKIRMISH_ASSET_ENGLISH[key], key).toBe(name);
  });

  test('command and option names are Discord names in every language', () => {
    for (const locale of Object.keys(SKIRMISH_STRINGS))
      for (const [key, value] of leaves(SKIRMISH_STRINGS[locale] ?? {}))
        if (key.startsWith('names.')) expect(value, `${locale} ${key}`).toMatch(/^[-_\p{Ll}\p{Lo}\p{N}]{1,32}$/u);
  });

  test('its words join the catalogue, in the reader’s language', () => {
    expect(hasText('skirmish.errors.BREAKS_COHERENCY')).toBe(true);
    expect(text('pt-BR', 'skirmish.phases.charge')).toBe('Fase de Investida');
    expect(text('zh-TW', 'skirmish.stratagems.braceForImpact.name')).toBe('準備承受衝擊');
    expect(text('en-US', 'skirmish.asset.weapon.officer-sabre')).toBe("Officer's Sabre");
    expect(text('en-US', 'skirmish.report.hits', { dice: 1, rolled: '[6]', needed: 3, n: 1 })).toBe(
      'Hits: 1 die [6] need 3+ → 1 hit',
    );
  });
});

import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatHex, impulse } from '../../src/engine/index.js';
import { translator } from '../../src/bot/locales/index.js';
import { PICTURE_EN_US } from '../../src/bot/locales/pictures/en-US.js';
import { PICTURE_PT_BR } from '../../src/bot/locales/pictures/pt-BR.js';
import { PICTURE_ZH_CN } from '../../src/bot/locales/pictures/zh-CN.js';
import { PICTURE_ZH_TW } from '../../src/bot/locales/pictures/zh-TW.js';
import { pictureWords } from '../../src/bot/presentation/picture-words.js';
import { impulsePictures } from '../../src/render/index.js';
import { MOMENTS } from '../fixtures/mid-game.js';
import { boardAt, decode, differingShare, goldenGame, recentEvents } from '../helpers/pictures.js';

const { ALT_TEXT_LIMIT, altText, damageReport, renderMap, renderShipSheet } = impulsePictures;

interface Tree {
  readonly [key: string]: string | Tree;
}

const TRANSLATIONS: Record<string, Tree> = { 'zh-CN': PICTURE_ZH_CN, 'zh-TW': PICTURE_ZH_TW, 'pt-BR': PICTURE_PT_BR };

/** Every string of a tree by its key, as `"header.draw"`. */
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : leaves(v, `${prefix}${k}.`),
  );

/** The values a template asks for: `{name}`, and the number of a plural (not the words of its forms). */
const placeholders = (template: string): string[] =>
  [...template.replace(/\{(\w+), plural,(?:\s*[a-z]+\s*\{[^{}]*\})+\s*\}/g, '{$1}').matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1] ?? '')
    .sort();

const HAN = /\p{Script=Han}/u;

/** Every event of the golden games: shots, damage of each cause, criticals, missiles, repairs, retreats. */
function allEvents(): impulse.GameEvent[] {
  return ['cruiser-duel', 'fleet-battle', 'corvane-belt'].flatMap((name) => {
    const golden = goldenGame(name);
    const replayed = impulse.replayGame(golden.initial, golden.log);
    if (!replayed.ok) throw new Error(`${name} does not replay`);
    return replayed.value.events;
  });
}

/** The names the games' data gives (ships, weapons, missiles): not words of ours, so not translated. */
function dataNames(events: readonly impulse.GameEvent[], views: readonly impulse.BoardView[]): string[] {
  const names = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    // A ship reference carries its name; a critical's own `name` is English and must not be hidden.
    if ('id' in record && 'side' in record && typeof record.name === 'string') names.add(record.name);
    for (const key of ['weaponName', 'missile'] as const) if (typeof record[key] === 'string') names.add(record[key]);
    Object.values(record).forEach(walk);
  };
  events.forEach(walk);
  for (const v of views) [v.scenario, ...v.sides, ...v.ships.map((s) => s.name)].forEach((n) => names.add(n));
  return [...names].sort((a, b) => b.length - a.length);
}

/** What is left of a text once the data's names and the command it cites are taken out. */
const withoutNames = (text: string, names: readonly string[]): string =>
  names
    .reduce((rest, name) => rest.split(name).join(''), text)
    .split('/game log')
    .join('');

const picturePath = (name: string): string => join(tmpdir(), name);

describe("the pictures' words in the catalogue", () => {
  test.each(Object.keys(TRANSLATIONS))('%s has every key English has, with the same placeholders', async (locale) => {
    const english = new Map(leaves(PICTURE_EN_US));
    const translated = new Map(leaves(TRANSLATIONS[locale] as Tree));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, template] of english) {
      const words = translated.get(key) ?? '';
      expect(words, `${locale} ${key}`).not.toBe('');
      expect(placeholders(words), `${locale} ${key}`).toEqual(placeholders(template));
    }
  });

  test("the bot's English words give the same pictures and texts as the default, byte for byte", async () => {
    const english = pictureWords(translator('en-US'));
    const events = allEvents();
    expect(damageReport(events, 100_000, english)).toBe(damageReport(events, 100_000));
    expect(damageReport(events, 2000, english)).toBe(damageReport(events, 2000));
    expect(damageReport([], 2000, english)).toBe(damageReport([]));
    for (const [name, commands] of Object.entries(MOMENTS)) {
      const view = boardAt(name, commands);
      expect((await renderMap(view, { words: english })).equals(await renderMap(view))).toBe(true);
      expect(altText(view, formatHex, ALT_TEXT_LIMIT, english)).toBe(altText(view, formatHex));
      const ship = view.ships[0]?.id ?? '';
      expect((await renderShipSheet(view, ship, english)).equals(await renderShipSheet(view, ship))).toBe(true);
    }
  });
});

describe('pictures in the reader’s language', () => {
  const zh = pictureWords(translator('zh-CN'));

  test('a zh-CN damage report is Chinese on every line, with no English phrase left', async () => {
    const events = allEvents();
    const report = damageReport(events, 100_000, zh);
    const lines = report.split('\n');
    expect(lines.length).toBeGreaterThan(100);
    for (const line of lines) expect(line, line).toMatch(HAN);
    const rest = withoutNames(report, dataNames(events, []));
    expect(rest.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
    // The cut note is Chinese too, and nothing of the English report survives.
    expect(damageReport(events, 2000, zh)).toMatch(/…另有 \d+ 行未列出（见 \/game log）$/);
    expect(damageReport([], 2000, zh)).toBe('本脉冲没有射击。');
  });

  test('zh-CN alt text is Chinese, with no English phrase left', async () => {
    const views = [...Object.entries(MOMENTS).map(([name, commands]) => boardAt(name, commands))];
    for (const name of ['cruiser-duel', 'fleet-battle']) {
      // The end of a game: who won, rather than whose turn it is.
      const golden = goldenGame(name);
      const replayed = impulse.replayGame(golden.initial, golden.log);
      if (replayed.ok) views.push(impulse.boardView(replayed.value.state, recentEvents(replayed.value.events)));
    }
    const names = dataNames([], views);
    for (const view of views) {
      const text = altText(view, formatHex, ALT_TEXT_LIMIT, zh);
      expect(text).toMatch(HAN);
      expect(text.length).toBeLessThanOrEqual(ALT_TEXT_LIMIT);
      expect(withoutNames(text, names).match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
    }
  });

  test('a zh-CN map draws its header in Chinese glyphs', async () => {
    const view = boardAt('cruiser-duel', MOMENTS['cruiser-duel']);
    const png = await renderMap(view, { words: zh });
    writeFileSync(picturePath('words-zh-CN-map.png'), png);
    const chinese = decode(png);
    const english = decode(await renderMap(view));
    expect([chinese.width, chinese.height]).toEqual([english.width, english.height]);
    // The header and legend changed; the map between them did not.
    expect(differingShare(chinese, english)).toBeGreaterThan(0.002);
    expect(differingShare(chinese, english)).toBeLessThan(0.1);
  });

  test.each([
    ['zh-TW', 'sheet'],
    ['pt-BR', 'map'],
    ['pt-BR', 'sheet'],
    ['zh-TW', 'map'],
  ])('a %s %s renders', async (locale, kind) => {
    const words = pictureWords(translator(locale));
    const view = boardAt('fleet-battle', MOMENTS['fleet-battle']);
    const ship = view.ships.find((s) => s.criticals.length > 0 || s.turnCountdown !== null) ?? view.ships[0];
    const png = kind === 'map' ? await renderMap(view, { words }) : await renderShipSheet(view, ship?.id ?? '', words);
    writeFileSync(picturePath(`words-${locale}-${kind}.png`), png);
    const english = kind === 'map' ? await renderMap(view) : await renderShipSheet(view, ship?.id ?? '');
    expect(png.equals(english)).toBe(false);
    expect(decode(png).width).toBe(decode(english).width);
  });
});

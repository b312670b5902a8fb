/**
 * `fleet`'s bundled classes and scenarios in the reader's language: every class's name and every
 * scenario's name and briefing come from the message catalogue, in all four languages (an ace's own
 * name is a name and stays as it is); a translation stands only for the English it translates; a
 * zh-CN player sees the Chinese names in `/roster` suggestions, summaries and the sheets, and a class
 * is understood typed in any language.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../../src/assets/load-catalog.js';
import type { FleetContent } from '../../../../src/assets/fleet-content.js';
import { COMMANDS_DIR, loadCommands } from '../../../../src/bot/app/loader.js';
import { LocalSession, type LocalUser } from '../../../../src/bot/local/session.js';
import { addStrings, hasText, LOCALES, text, translator } from '../../../../src/bot/locales/index.js';
import type { Choice } from '../../../../src/bot/pipeline/request.js';
import { autocompleteChoices } from '../../../helpers/autocomplete.js';
import { localClassName, namesClass } from '../../../../src/bot/rulesets/fleet/content-words.js';
import { FLEET_TABLE } from '../../../../src/bot/rulesets/fleet/index.js';
import { pictureWords } from '../../../../src/bot/rulesets/fleet/pictures.js';
import { FLEET_STRINGS } from '../../../../src/bot/rulesets/fleet/strings.js';
import { localScenario } from '../../../../src/bot/rulesets/scenario-words.js';
import type { FleetState } from '../../../../src/engine/rulesets/fleet/index.js';
import { localBot, type LocalBot } from '../../../helpers/local-bot.js';

// The catalogue takes them as the table does (registered once per owner).
addStrings('fleet', FLEET_STRINGS);

let fleet: FleetContent;
beforeAll(async () => {
  const loaded = (await loadCatalog()).fleet;
  if (!loaded) throw new Error('no fleet content');
  fleet = loaded;
});

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

const OTHERS = LOCALES.filter((l) => l !== 'en-US');
const classes = () => [
  ...fleet.catalog.ships.map((c) => ({ ...c, kind: 'ship' as const })),
  ...fleet.catalog.squadrons.map((c) => ({ ...c, kind: 'squadron' as const, unique: c.unique === true })),
];
/** An ace ("Ilse Varro") is a person: her name is a name, with no catalogue key. */
const worded = () => classes().filter((c) => !('unique' in c && c.unique));

describe('fleet’s bundled classes and scenarios in English', () => {
  it('are the asset files’ own, word for word (a translation stands for that text only)', () => {
    expect(fleet.catalog.ships.length).toBe(8);
    expect(fleet.catalog.squadrons.length).toBe(10);
    expect(worded().length).toBe(16);
    for (const c of worded()) expect(text('en-US', `fleet.asset.${c.kind}.${c.id}`), c.id).toBe(c.name);
    expect(fleet.scenarios.map((s) => s.id).sort()).toEqual(['pitched-battle', 'relay-stations', 'salvage-run']);
    for (const s of fleet.scenarios) {
      expect(text('en-US', `scenario.${s.id}.name`)).toBe(s.name);
      expect(text('en-US', `scenario.${s.id}.description`)).toBe(s.description);
      for (const side of s.sides) expect(text('en-US', `scenario.side.${side.id}`)).toBe(side.name);
    }
  });

  it('an ace keeps her own name, in every language', () => {
    const aces = classes().filter((c) => 'unique' in c && c.unique);
    expect(aces.map((c) => c.name).sort()).toEqual(['Ilse Varro', 'Vesh Kaar']);
    for (const ace of aces) {
      expect(hasText(`fleet.asset.squadron.${ace.id}`)).toBe(false);
      for (const locale of LOCALES) expect(localClassName(translator(locale), 'squadron', ace)).toBe(ace.name);
    }
  });
});

describe.each(OTHERS)('in %s', (locale) => {
  const t = translator(locale);

  it('every class has its own word, none an English copy, none shared by two classes', () => {
    const words = worded().map((c) => localClassName(t, c.kind, c));
    for (const [i, c] of worded().entries()) expect(words[i], c.id).not.toBe(c.name);
    expect(new Set(words).size).toBe(words.length);
  });

  it('every scenario’s name, briefing and sides are translated', () => {
    for (const s of fleet.scenarios) {
      const local = localScenario(t, s);
      expect(local.name, s.id).not.toBe(s.name);
      expect(local.description, s.id).not.toBe(s.description);
      for (const [i, side] of local.sides.entries()) expect(side.name).not.toBe(s.sides[i]?.name);
    }
  });

  it('a class typed in this language is understood, and so is its English', () => {
    for (const c of worded()) {
      expect(namesClass(localClassName(t, c.kind, c), c.kind, c)).toBe(true);
      expect(namesClass(c.name.toUpperCase(), c.kind, c)).toBe(true);
    }
  });
});

describe('a class whose name differs from the bundled English', () => {
  it('keeps its own name', () => {
    const heron = fleet.catalog.ships.find((c) => c.id === 'heron-corvette');
    if (!heron) throw new Error('no heron');
    expect(localClassName(translator('zh-CN'), 'ship', heron)).toBe('苍鹭');
    expect(localClassName(translator('zh-CN'), 'ship', { ...heron, name: 'Our Heron' })).toBe('Our Heron');
  });
});

const MEI: LocalUser = { id: '2001', name: 'mei', canManage: false, locale: 'zh-CN' };
const LAN: LocalUser = { id: '2002', name: 'lan', canManage: false, locale: 'zh-CN' };
const ANA: LocalUser = { id: '2003', name: 'ana', canManage: false, locale: 'pt-BR' };

async function choices(b: LocalBot, actor: LocalUser, options: Record<string, string | number>): Promise<Choice[]> {
  return [...(await autocompleteChoices(b, actor, 'roster', options, 'unit'))];
}

async function zhLobby(): Promise<{ b: LocalBot; session: LocalSession }> {
  const b = await localBot({ seed: 'fleet-asset-words' });
  bot = b;
  const session = new LocalSession(b.app, await loadCommands(COMMANDS_DIR), b.channel, [MEI, LAN, ANA], 'c1');
  await session.run('/game new ruleset:fleet scenario:pitched-battle', 'mei');
  await session.run('/game join side:concord', 'mei');
  await session.run('/game join side:veyra', 'lan');
  return { b, session };
}

describe('a zh-CN player at a fleet table', () => {
  it('is offered the classes by their Chinese names in /roster, and adds one by any language’s name', async () => {
    const { b, session } = await zhLobby();
    const offered = await choices(b, MEI, { unit: '' });
    const heron = offered.find((c) => c.value === 'heron-corvette');
    expect(heron?.name).toMatch(/^苍鹭 · /);
    expect(offered.some((c) => c.name.includes('Heron'))).toBe(false);
    // Typed in Portuguese, in a Chinese channel: named after its class in the game's language.
    const added = await session.run('/roster add unit:Garça', 'mei');
    const said = added.answers[0]?.message.content ?? '';
    expect(said).toContain('苍鹭');
    expect(said).not.toContain('Heron');
    const byChinese = await session.run('/roster add unit:守望 name:Lantern', 'mei');
    expect(byChinese.answers[0]?.message.content ?? '').toContain('Lantern');
    const wrong = await session.run('/roster add unit:利维坦', 'mei');
    expect(wrong.answers[0]?.message.content ?? '').toContain('利维坦');
    expect(wrong.answers[0]?.message.content ?? '').not.toContain('Leviathan');
  });

  it('sees the scenario and the classes in Chinese on the map and the sheets; units keep their names', async () => {
    const { b, session } = await zhLobby();
    await session.run('/game start', 'mei');
    const state = (await b.app.store.get('c1'))?.state as unknown as FleetState;
    const zh = pictureWords(translator('zh-CN'), state);
    expect(zh.title).toBe('正面会战');
    expect(zh.className?.('resolute-cruiser')).toBe('坚毅');
    expect(zh.className?.('gull-fighter')).toBe('海鸥');
    const pt = pictureWords(translator('pt-BR'), state);
    expect(pt.className?.('resolute-cruiser')).toBe('Resoluto');
    expect(pictureWords(translator('en-US'), state).className?.('resolute-cruiser')).toBe('Resolute');
    // The scenario's own ships are names: the same in every language.
    expect(FLEET_TABLE.units(state).map((u) => u.name)).toContain('Steadfast');
    expect(FLEET_TABLE.findUnit(state, 'steadfast')).toBe('s1');
    const record = await b.app.store.get('c1');
    expect(record?.name).toBe('正面会战');
  });

  it('finds a unit named after its class by that class’s name in any language', async () => {
    const { b, session } = await zhLobby();
    await session.run('/roster add unit:heron-corvette', 'mei');
    await session.run('/game start', 'mei');
    const state = (await b.app.store.get('c1'))?.state as unknown as FleetState;
    const heron = state.ships.find((s) => s.class === 'heron-corvette');
    expect(heron?.name).toBe('苍鹭');
    expect(FLEET_TABLE.findUnit(state, 'Garça')).toBe(heron?.id);
    expect(FLEET_TABLE.findUnit(state, 'heron')).toBe(heron?.id);
    expect(FLEET_TABLE.findUnit(state, '苍鹭')).toBe(heron?.id);
  });
});

describe('a pt-BR player making a fleet game', () => {
  it('reads the scenario’s name and briefing in Portuguese', async () => {
    const b = await localBot({ seed: 'fleet-asset-words-pt' });
    bot = b;
    const session = new LocalSession(b.app, await loadCommands(COMMANDS_DIR), b.channel, [ANA], 'c1');
    const made = await session.run('/game new ruleset:fleet scenario:salvage-run', 'ana');
    const reply = made.answers[0]?.message.content ?? '';
    expect(reply).toContain('Operação de Salvamento');
    expect(reply).toContain('cápsulas de carga');
    expect(reply).not.toContain('Salvage Run');
  });
});

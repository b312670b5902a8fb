/**
 * Ship classes, weapons, squadron ships, pilots' titles and upgrades in the reader's language: every
 * word a player reads comes from the message catalogue, in all four languages; a translation stands
 * only for the English it translates, and what a player types is understood in any of them.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog, type Catalog } from '../../../src/assets/load-catalog.js';
import { COMMANDS_DIR, loadCommands } from '../../../src/bot/app/loader.js';
import { LocalSession, type LocalUser } from '../../../src/bot/local/session.js';
import { LOCALES, localisations, text, translator } from '../../../src/bot/locales/index.js';
import {
  localCatalog,
  localClassName,
  namesClass,
  namesWeapon,
} from '../../../src/bot/rulesets/impulse/catalog-words.js';
import { groupLabel, pickGroup } from '../../../src/bot/rulesets/impulse/resolve.js';
import { stateOf } from '../../../src/bot/rulesets/impulse/state-of.js';
import { localName, localSquadronCatalog, slotWord } from '../../../src/bot/rulesets/squadron/content-words.js';
import { impulse, type squadron } from '../../../src/engine/index.js';
import { localBot, type LocalBot } from '../../helpers/local-bot.js';

let catalog: Catalog;
let squad: NonNullable<Catalog['squadron']>['catalog'];
beforeAll(async () => {
  catalog = await loadCatalog();
  if (!catalog.squadron) throw new Error('no squadron content');
  squad = catalog.squadron.catalog;
});

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

const OTHERS = LOCALES.filter((l) => l !== 'en-US');
/** A pilot with no catalogue key is a name ("Mira Sol"), the same in every language. */
const TITLED = (p: squadron.Pilot): boolean => localisations(`squadron.asset.pilot.${p.id}`)['zh-CN'] !== undefined;

describe('the assets’ names in English', () => {
  it('are the asset files’ own, word for word (a translation stands for that text only)', () => {
    expect(catalog.classes.length).toBe(16);
    for (const c of catalog.classes) expect(text('en-US', `ships.class.${c.id}`)).toBe(c.name);
    expect(catalog.weapons.length).toBe(7);
    for (const w of catalog.weapons) expect(text('en-US', `ships.weapon.${w.id}`)).toBe(w.name);
    for (const s of squad.ships) expect(text('en-US', `squadron.asset.ship.${s.id}`)).toBe(s.name);
    for (const u of squad.upgrades) expect(text('en-US', `squadron.asset.upgrade.${u.id}`)).toBe(u.name);
    const titled = squad.pilots.filter(TITLED);
    expect(titled.length).toBe(14);
    for (const p of titled) expect(text('en-US', `squadron.asset.pilot.${p.id}`)).toBe(p.name);
  });
});

describe.each(OTHERS)('in %s', (locale) => {
  const t = translator(locale);

  it('every class, weapon, squadron ship, titled pilot, upgrade and slot has its own word', () => {
    const keys = [
      ...catalog.classes.map((c) => `ships.class.${c.id}`),
      ...catalog.weapons.map((w) => `ships.weapon.${w.id}`),
      ...squad.ships.map((s) => `squadron.asset.ship.${s.id}`),
      ...squad.pilots.filter(TITLED).map((p) => `squadron.asset.pilot.${p.id}`),
      ...squad.upgrades.map((u) => `squadron.asset.upgrade.${u.id}`),
      ...['torpedo', 'missile', 'cannon', 'turret'].map((s) => `squadron.asset.slot.${s}`),
      'squadron.asset.primary',
    ];
    for (const key of keys) expect(localisations(key)[locale], key).toBeDefined();
  });

  it('the weapons, the Concord’s classes, the squadron ships and upgrades read differently from English', () => {
    const local = localCatalog(t, { classes: catalog.classes, weapons: catalog.weapons });
    for (const [i, w] of local.weapons.entries()) expect(w.name).not.toBe(catalog.weapons[i]?.name);
    for (const [i, c] of local.classes.entries())
      if (c.faction === 'concord') expect(c.name, c.id).not.toBe(catalog.classes[i]?.name);
    const ours = localSquadronCatalog(t, squad);
    for (const [i, s] of ours.ships.entries()) expect(s.name).not.toBe(squad.ships[i]?.name);
    for (const [i, u] of ours.upgrades.entries()) expect(u.name).not.toBe(squad.upgrades[i]?.name);
    for (const [i, p] of ours.pilots.entries())
      if (TITLED(squad.pilots[i] as squadron.Pilot)) expect(p.name).not.toBe(squad.pilots[i]?.name);
      else expect(p.name, 'a pilot’s own name stays').toBe(squad.pilots[i]?.name);
  });
});

describe('a translation stands only for the English it translates', () => {
  it('a class imported under a bundled id with its own name keeps that name, and is named by it', () => {
    const bastion = catalog.classes.find((c) => c.id === 'bastion-heavy-cruiser');
    if (!bastion) throw new Error('no Bastion');
    const ours = { ...bastion, name: 'Club Bastion Mk II' };
    expect(localClassName(translator('zh-CN'), ours)).toBe('Club Bastion Mk II');
    expect(localClassName(translator('zh-CN'), bastion)).toBe('堡垒');
    expect(namesClass('club bastion mk ii', ours)).toBe(true);
    expect(namesClass('堡垒', ours), 'not the bundled translation of another name').toBe(false);
  });

  it('a typed name is understood in any language, whatever language the game speaks', () => {
    const lance = catalog.weapons.find((w) => w.id === 'spear-lance');
    if (!lance) throw new Error('no spear lance');
    const inChinese = { ...lance, name: '长矛炮' };
    for (const typed of ['Spear Lance', '长矛炮', '長矛砲', 'lança perfurante'])
      expect(namesWeapon(typed, inChinese), typed).toBe(true);
    expect(namesWeapon('Flicker Beam', inChinese)).toBe(false);
    const kestrel = catalog.classes.find((c) => c.id === 'kestrel-frigate');
    if (!kestrel) throw new Error('no Kestrel');
    for (const typed of ['kestrel', '红隼', 'Peneireiro']) expect(namesClass(typed, kestrel), typed).toBe(true);
  });

  it('an upgrade slot and the primary weapon are words in the reader’s language', () => {
    expect(slotWord(translator('zh-CN'), 'torpedo')).toBe('鱼雷');
    expect(slotWord(translator('pt-BR'), 'turret')).toBe('torre');
    const lanceCadet = squad.pilots.find((p) => p.id === 'lance-cadet');
    if (!lanceCadet) throw new Error('no Lance Cadet');
    expect(localName(translator('zh-TW'), 'pilot', lanceCadet)).toBe('長槍學員');
  });
});

const MEI: LocalUser = { id: '1005', name: 'mei', canManage: false, locale: 'zh-CN' };
const JOAO: LocalUser = { id: '1006', name: 'joao', canManage: false, locale: 'pt-BR' };

/** A lobby made by Mei (zh-CN, Concord) with João (pt-BR, Veyra) seated: the channel speaks Chinese. */
async function lobby(seed: string, game: string): Promise<LocalSession> {
  bot = await localBot({ seed });
  const session = new LocalSession(bot.app, await loadCommands(COMMANDS_DIR), bot.channel, [MEI, JOAO], 'c1');
  await session.run(`/game new ${game}`, 'mei');
  await session.run('/game join side:concord', 'mei');
  await session.run('/game join side:veyra', 'joao');
  return session;
}

describe('a game in a zh-CN channel', () => {
  it('takes its ship classes’ and weapons’ names in Chinese when it starts, and understands them in any language', async () => {
    const session = await lobby('catalog-words-seed-0001', 'scenario:cruiser-duel');
    await session.run('/game start', 'mei');
    const record = await bot?.app.store.get('c1');
    if (!record) throw new Error('no game');
    const state = stateOf(record);
    expect(state.catalog.classes['bastion-heavy-cruiser']?.name).toBe('堡垒');
    expect(state.catalog.classes['sarrek-heavy-cruiser']?.name).toBe('萨雷克');
    expect(state.catalog.weapons['spear-lance']?.name).toBe('长矛炮');
    const vigil = state.ships.find((s) => s.name === 'Vigil');
    if (!vigil) throw new Error('no Vigil');
    const lances = impulse.shipClass(state, vigil).groups.findIndex((g) => g.weapon === 'spear-lance');
    // The weapon group as a player reads it: its name and its arcs in their language (no "forward").
    expect(groupLabel(translator('zh-CN'), state, vigil, lances)).toBe(`${lances + 1}: 长矛炮 ×2 (前方)`);
    expect(groupLabel(translator('pt-BR'), state, vigil, lances)).toBe(`${lances + 1}: 长矛炮 ×2 (Frente)`);
    for (const typed of ['Spear Lance', '长矛炮', 'Lança Perfurante', 'spear-lance'])
      expect(pickGroup(translator('pt-BR'), state, vigil, typed), typed).toEqual({ ok: true, value: lances });
  });

  it('builds a fleet by class names in any language, and lists it in the reader’s', async () => {
    const session = await lobby('catalog-words-seed-0003', 'scenario:fleet-battle');
    const cost = catalog.classes.find((c) => c.id === 'kestrel-frigate')?.points;
    const added = await session.run('/fleet add class:红隼 name:Swiftwing', 'mei');
    expect(added.answers[0]?.message.content).toContain(`**Swiftwing** — 红隼（${cost} 点）加入协和舰队`);
    const wrong = await session.run('/fleet add class:kiri-frigate name:Stray side:concord', 'mei');
    expect(wrong.answers[0]?.message.content).toBe('基里 是 维拉 的舰船；协和舰队 使用 协和 的舰船。');
    await session.run('/fleet add class:Kiri name:"Hollow Tooth"', 'joao');
    const listed = await session.run('/fleet list', 'joao');
    expect(listed.answers[0]?.message.content).toContain(`• Swiftwing — Peneireiro (${cost} pts)`);
    expect(listed.answers[0]?.message.content).toMatch(
      new RegExp(`^\\*\\*Marinha da Concórdia\\*\\*: ${cost} de \\S+ pts`),
    );
  });

  it('names a squadron’s ships after their pilots in the game’s language, and lists them in the reader’s', async () => {
    const session = await lobby('catalog-words-seed-0002', 'ruleset:squadron scenario:dogfight');
    const added = await session.run('/squad add pilot:lance-cadet', 'mei');
    expect(added.answers[0]?.message.content).toContain('长枪学员');
    await session.run('/squad add pilot:长枪学员', 'mei');
    const shown = await session.run('/squad show', 'joao');
    const list = shown.answers[0]?.message.content ?? '';
    // A name is a name (given once, in the game's language, as the map will say it); the pilot is the reader's.
    expect(list).toContain('• 长枪学员 — Cadete da Lança (');
    expect(list).toContain('• 长枪学员 2 — Cadete da Lança (');
    // Found by its name, and refused for what it is: not his side's ship to remove.
    const refused = await session.run('/squad remove pilot:"长枪学员 2"', 'joao');
    expect(refused.answers[0]?.message.content).toContain(text('pt-BR', 'reply.notHost', { host: '<@1005>' }));
    const removed = await session.run('/squad remove pilot:"长枪学员 2"', 'mei');
    expect(removed.answers[0]?.message.content).toContain('长枪学员 2');
    await session.run('/game start', 'mei');
    const record = await bot?.app.store.get('c1');
    const names = (record?.setup as { catalog?: squadron.SquadronCatalog } | undefined)?.catalog?.pilots.map(
      (p) => p.name,
    );
    expect(names).toContain('长枪学员');
  });
});

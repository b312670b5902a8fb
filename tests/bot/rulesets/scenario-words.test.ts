/**
 * The bundled scenarios in the reader's language: names, briefings and side names from the message
 * catalogue, in all four languages, each translation standing only for the English it translates.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/assets/load-catalog.js';
import { COMMANDS_DIR, loadCommands } from '../../../src/bot/app/loader.js';
import { LocalSession, type LocalUser } from '../../../src/bot/local/session.js';
import { LOCALES, loose, text, translator } from '../../../src/bot/locales/index.js';
import { localScenario, type ScenarioWords } from '../../../src/bot/rulesets/scenario-words.js';
import { localBot, type LocalBot } from '../../helpers/local-bot.js';

let bundled: ScenarioWords[] = [];
beforeAll(async () => {
  const catalog = await loadCatalog();
  bundled = [...catalog.scenarios, ...(catalog.squadron?.scenarios ?? [])];
});

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

describe('the bundled scenarios’ words', () => {
  it('in English are the assets’ own, word for word (a translation stands for that text only)', () => {
    expect(bundled.length).toBeGreaterThanOrEqual(9);
    for (const s of bundled) {
      expect(text('en-US', `scenario.${s.id}.name`), s.id).toBe(s.name);
      if (s.description !== undefined) expect(text('en-US', `scenario.${s.id}.description`), s.id).toBe(s.description);
      for (const side of s.sides) expect(text('en-US', `scenario.side.${side.id}`)).toBe(side.name);
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en-US'))('are all translated in %s', (locale) => {
    for (const s of bundled) {
      const local = localScenario(translator(locale), s);
      expect(local.name, `${s.id} (${locale})`).not.toBe(s.name);
      if (s.description !== undefined) expect(local.description, `${s.id} (${locale})`).not.toBe(s.description);
      for (const [i, side] of local.sides.entries()) expect(side.name).not.toBe(s.sides[i]?.name);
      // Ship names are names: a briefing that names a ship names it as the game does.
      for (const ship of ['Vigil', 'Ashen Claw', 'Second Dawn', 'Grey Hunger', 'Cadet', 'Ember Wisp'])
        if (s.description?.includes(ship)) expect(local.description).toContain(ship);
    }
  });

  it('leave a scenario whose words differ from the bundled English as it is', () => {
    const cruiser = bundled.find((s) => s.id === 'cruiser-duel');
    if (!cruiser) throw new Error('no cruiser-duel');
    const edited = {
      ...cruiser,
      name: 'Our Club Duel',
      sides: cruiser.sides.map((s) => (s.id === 'concord' ? { ...s, name: 'Concord 3rd Fleet' } : s)),
    };
    const local = localScenario(translator('zh-CN'), edited);
    expect(local.name).toBe('Our Club Duel');
    expect(local.sides.map((s) => s.name)).toEqual([
      'Concord 3rd Fleet',
      loose(translator('zh-CN'))('scenario.side.veyra'),
    ]);
    expect(local.description).toBe(loose(translator('zh-CN'))('scenario.cruiser-duel.description'));
  });
});

describe('a game made by a pt-BR player', () => {
  it('is set up, posted and played with its scenario’s words in Portuguese', async () => {
    bot = await localBot({ seed: 'scenario-words-seed-0001' });
    const ana: LocalUser = { id: '1004', name: 'ana', canManage: false, locale: 'pt-BR' };
    const session = new LocalSession(bot.app, await loadCommands(COMMANDS_DIR), bot.channel, [ana], 'c1');
    const made = await session.run('/game new scenario:cruiser-duel opponent:ai', 'ana');
    const reply = made.answers[0]?.message.content ?? '';
    expect(reply).toContain('Duelo de Cruzadores');
    expect(reply).toContain('**Marinha da Concórdia** (`concord`)');
    expect(reply).toContain('A Vigil não pode deixar a Ashen Claw passar');
    await session.run('/game join', 'ana');
    await session.run('/game start', 'ana');
    const record = await bot.app.store.get('c1');
    expect(record?.name).toBe('Duelo de Cruzadores');
    const posted = bot.channel.messages.filter((m) => m.channelId === 'c1' && !m.ephemeral).map((m) => m.content);
    expect(posted.some((c) => c.includes('Hoste Veyra') || c.includes('Marinha da Concórdia'))).toBe(true);
    expect(posted.some((c) => c.includes('Concord Navy') || c.includes('Veyra Host'))).toBe(false);
  });
});

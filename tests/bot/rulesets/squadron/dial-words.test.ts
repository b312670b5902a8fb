/**
 * `/dial` in words through the bot's pipeline (issue 39, defect 5 and deliverable 3): a whole
 * Planning phase set by typing manoeuvres in words (English, Portuguese, Chinese), a refusal that
 * lists the ship's chart privately, and the autocomplete that offers that ship's chart with colours.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { squadron } from '../../../../src/engine/index.js';
import type { Choice } from '../../../../src/bot/pipeline/request.js';
import { autocompleteChoices } from '../../../helpers/autocomplete.js';
import { LocalSession, type LocalUser } from '../../../../src/bot/local/session.js';
import { ALICE, BOB, localBot, type LocalBot } from '../../../helpers/local-bot.js';

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

async function started(): Promise<LocalBot> {
  bot = await localBot({ seed: 'dial-words' });
  await bot.session.run('/game new ruleset:squadron scenario:dogfight', 'alice');
  await bot.session.run('/game join side:concord', 'alice');
  await bot.session.run('/game join side:veyra', 'bob');
  await bot.session.run('/game start', 'alice');
  return bot;
}

const stateOf = async (b: LocalBot) => (await b.app.store.get('c1'))?.state as unknown as squadron.SquadronState;

/** The same seat typing in another language (Discord sends each user's client locale). */
const speaking = (b: LocalBot, user: LocalUser, locale: string) =>
  new LocalSession(b.app, b.session.commands, b.channel, [{ ...user, locale }], 'c1');

const suggested = (b: LocalBot, user: LocalUser, options: Record<string, string>): Promise<readonly Choice[]> =>
  autocompleteChoices(b, user, 'dial', options, 'manoeuvre');

describe('/dial in words', () => {
  test('a whole Planning phase set in words, in three languages; the codes still work', async () => {
    const b = await started();
    const typed: [LocalSession, string, string, string][] = [
      [b.session, 'Mira Sol', '2 straight', '2FG'],
      [b.session, 'Oren Vale', '3 turn right', '3YW'],
      [b.session, 'Warden Gunner', '1 bank left', '1BW'],
      [b.session, 'Lance Cadet', 'straight-2', '2FG'],
      [speaking(b, BOB, 'pt-BR'), 'Nyx Serane', '2 reta', '2FG'],
      [speaking(b, BOB, 'pt-BR'), 'Kael Dusk', '3 curva à direita', '3YW'],
      [speaking(b, BOB, 'zh-CN'), 'Vex Karrow', '4 K 转', '4KR'],
      [speaking(b, BOB, 'zh-TW'), 'shard-drone', '2-直行', '2FG'],
    ];
    for (const [session, ship, words, code] of typed) {
      const user = session === b.session ? 'alice' : undefined;
      const answer = await session.run(`/dial ship:"${ship}" manoeuvre:"${words}"`, user);
      expect(answer.answers[0]?.ephemeral, `${ship} ${words}`).toBe(true);
      const state = await stateOf(b);
      expect(state.dials[state.ships.find((s) => s.name === ship || s.id === ship)?.id ?? ''], words).toBe(code);
    }
    const pt = await speaking(b, BOB, 'pt-BR').run('/dial ship:"Nyx Serane" manoeuvre:"1 reta"');
    expect(pt.answers[0]?.message.content).toContain('Nyx Serane: ⚪ 1 ↑ reta · branca');
    // The last dial by its code, as before: the Activation phase begins.
    await b.session.run('/dial ship:shard-drone-2 manoeuvre:2fg', 'bob');
    expect((await stateOf(b)).phase).toBe('activation');
  }, 30_000);

  test('words that name nothing on that ship’s chart are refused privately, listing the chart', async () => {
    const b = await started();
    const before = b.channel.messages.length;
    const refused = await b.session.run('/dial ship:"Mira Sol" manoeuvre:"1 bank"', 'alice');
    expect(refused.answers).toHaveLength(1);
    expect(refused.answers[0]?.ephemeral).toBe(true);
    const text = refused.answers[0]?.message.content ?? '';
    expect(text).toContain('Mira Sol has no manoeuvre "1 bank" on its dial. It can fly now:');
    const state = await stateOf(b);
    const mira = state.ships.find((s) => s.id === 'mira-sol');
    expect(text.split('\n').filter((l) => l.startsWith('• '))).toHaveLength(mira?.stats.dial.length ?? -1);
    expect(text).toContain('• ⚪ 1 ↰ turn left · white');
    expect(text).toContain('• 🔴 3 ⟲ K-turn · red');
    expect(text).not.toMatch(/\b\d[A-Z]{2}\b/);
    expect(state.dials['mira-sol']).toBeUndefined();
    expect(b.channel.messages.slice(before).filter((m) => !m.ephemeral)).toEqual([]);

    const which = await b.session.run('/dial ship:"Mira Sol" manoeuvre:"3 turn"', 'alice');
    expect(which.answers[0]?.ephemeral).toBe(true);
    expect(which.answers[0]?.message.content).toBe(
      '"3 turn" could be more than one manoeuvre of Mira Sol:\n• ⚪ 3 ↰ turn left · white\n• ⚪ 3 ↱ turn right · white\nName the speed and the way, such as "3 turn left".',
    );

    const zh = await speaking(b, BOB, 'zh-CN').run('/dial ship:"Nyx Serane" manoeuvre:"5 直行"');
    expect(zh.answers[0]?.ephemeral).toBe(true);
    expect(zh.answers[0]?.message.content).toContain('Nyx Serane 的机动盘上没有机动“5 直行”。它现在可以执行：');
    expect(zh.answers[0]?.message.content).toContain('• 🟢 2 ↑ 直行 · 绿');
  }, 30_000);

  test('the autocomplete offers that ship’s chart with its colours, as words to type', async () => {
    const b = await started();
    const all = await suggested(b, ALICE, { ship: 'Mira Sol', manoeuvre: '' });
    const state = await stateOf(b);
    expect(all).toHaveLength(state.ships.find((s) => s.id === 'mira-sol')?.stats.dial.length ?? -1);
    expect(all).toContainEqual({ name: '🟢 2 ↑ straight · green', value: '2 straight' });
    expect(all).toContainEqual({ name: '⚪ 1 ↰ turn left · white', value: '1 turn left' });
    expect(all).toContainEqual({ name: '🔴 5 ⟲ K-turn · red', value: '5 K-turn' });
    // Another ship, another chart: Oren Vale banks at speed 1.
    const oren = await suggested(b, ALICE, { ship: 'oren-vale', manoeuvre: '1' });
    expect(oren.map((c) => c.value)).toEqual(['1 bank left', '1 straight', '1 bank right']);
    // Narrowed as /dial reads the words; nothing that fits shows the whole chart.
    expect(await suggested(b, ALICE, { ship: 'Mira Sol', manoeuvre: 'straight-2' })).toEqual([
      { name: '🟢 2 ↑ straight · green', value: '2 straight' },
    ]);
    expect(await suggested(b, ALICE, { ship: 'Mira Sol', manoeuvre: 'zz' })).toEqual(all);
    // In the player's language.
    const zh = await suggested(b, { ...BOB, locale: 'zh-TW' }, { ship: 'Nyx Serane', manoeuvre: '2' });
    expect(zh).toContainEqual({ name: '🟢 2 ↑ 直行 · 綠', value: '2 直行' });
    expect(zh.every((c) => c.value.startsWith('2 '))).toBe(true);
    // Every value offered is accepted by /dial as it is.
    const chosen = all.find((c) => c.name.includes('turn left') && c.value.startsWith('3'));
    await b.session.run(`/dial ship:"Mira Sol" manoeuvre:"${chosen?.value ?? ''}"`, 'alice');
    expect((await stateOf(b)).dials['mira-sol']).toBe('3TW');
  }, 30_000);

  test('a stressed ship is offered no red, and a red manoeuvre typed is refused listing the rest', async () => {
    const b = await started();
    await b.app.store.update('c1', async (record) => {
      if (!record) throw new Error('no game');
      const state = record.state as unknown as squadron.SquadronState;
      const ships = state.ships.map((s) => (s.id === 'mira-sol' ? { ...s, stress: 1 } : s));
      return { save: { ...record, state: { ...state, ships } as never }, result: undefined };
    });
    const offered = await suggested(b, ALICE, { ship: 'Mira Sol', manoeuvre: '' });
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.some((c) => c.name.includes('🔴'))).toBe(false);
    const refused = await b.session.run('/dial ship:"Mira Sol" manoeuvre:"5 k-turn"', 'alice');
    const text = refused.answers[0]?.message.content ?? '';
    expect(text).toContain('Mira Sol is stressed: no red manoeuvre until the stress is gone. It can fly now:');
    expect(text).toContain('• 🟢 2 ↑ straight · green');
    expect(text).not.toContain('🔴');
  }, 30_000);
});

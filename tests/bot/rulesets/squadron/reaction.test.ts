/**
 * The defender's tokens at the table as a reaction (issue 42; seed 001 "Foco": «se o defensor tiver
 * uma ficha de foco ... mudar todos os resultados foco nos dados de defesa para resultados desvio»;
 * "Desvio": «somar um resultado desvio adicional à sua rolagem de defesa»): the prompt offers the
 * options as buttons to the defender, with the default and the deadline; the wrong player is answered
 * privately; a click on a closed reaction is refused; a standing preference answers at once.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { buttonsOf, runAutoplay, type LocalBot } from '../../../helpers/local-bot.js';
import { defenderAsked, FACES, squadronState } from '../../../helpers/squadron-reaction.js';

const { HIT, BLANK, D_FOCUS, D_BLANK } = FACES;
/** Three hits (range 1: four attack dice) against one focus result and two blanks. */
const THREE_HITS = [HIT, HIT, HIT, BLANK, D_FOCUS, D_BLANK, D_BLANK];
/** One hit against the same: the drone survives it, so the game goes on after the attack. */
const ONE_HIT = [HIT, BLANK, BLANK, BLANK, D_FOCUS, D_BLANK, D_BLANK];

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

const lastPublic = (b: LocalBot) => b.channel.messages.filter((m) => !m.ephemeral).at(-1);
const record = async (b: LocalBot) => {
  const r = await b.app.store.get('c1');
  if (!r) throw new Error('no game');
  return r;
};

describe('the defender’s reaction prompt (seed 001 "Foco", "Desvio"; issue 42)', () => {
  test('the defender is pinged with the options as buttons, the default marked and said', async () => {
    bot = await defenderAsked({ tokens: { focus: 1, evade: 1 }, dice: THREE_HITS });
    const prompt = lastPublic(bot);
    expect(prompt?.ping).toEqual(['1002']);
    expect(prompt?.content).toContain('**Shard Drone** defends against **Spear Wingman**');
    expect(prompt?.content).toContain('A reaction: if it is not answered, the default is **Spend focus and evade**');
    const buttons = buttonsOf(prompt);
    expect(buttons.map((x) => x.label)).toEqual([
      'Spend focus',
      'Spend evade',
      'Spend focus and evade',
      'Keep my tokens',
    ]);
    expect(buttons[1]?.action).toMatchObject({ kind: 'reaction', option: 'evade' });
  }, 60_000);

  test('a click by the attacker is refused privately; the defender’s click plays its option', async () => {
    bot = await defenderAsked({ tokens: { focus: 1, evade: 1 }, dice: THREE_HITS });
    const wrong = await bot.session.run('click Spend evade', 'alice');
    expect(wrong.answers.at(-1)).toMatchObject({ ephemeral: true });
    expect(wrong.answers.at(-1)?.message.content).toContain('This reaction is for Veyra Host to answer.');
    expect((await squadronState(bot)).attack?.step).toBe('defender');
    await bot.session.run('click Spend evade', 'bob');
    const state = await squadronState(bot);
    expect(state.attack).toBeNull();
    expect(state.ships.find((s) => s.id === 'shard-drone')).toMatchObject({ evade: 0, focus: 1 });
    expect((await record(bot)).log.at(-1)).toMatchObject({
      by: '1002',
      command: { type: 'modify', side: 'veyra', focus: false, evade: true, done: true },
    });
  }, 60_000);

  test('a click on a reaction that has closed is refused clearly, and changes nothing', async () => {
    bot = await defenderAsked({ tokens: { focus: 1, evade: 1 }, dice: ONE_HIT });
    await bot.session.run('click Keep my tokens', 'bob');
    const before = (await record(bot)).log.length;
    const late = await bot.session.run('click Spend evade', 'bob');
    expect(late.answers.at(-1)).toMatchObject({ ephemeral: true });
    expect(late.answers.at(-1)?.message.content).toMatch(/earlier moment|reaction is closed/);
    expect((await record(bot)).log.length).toBe(before);
  }, 60_000);

  test('a standing preference (/react prefer:defence answer:keep) answers at once, logged and announced', async () => {
    bot = await defenderAsked({
      tokens: { focus: 1, evade: 1 },
      dice: ONE_HIT,
      before: [{ line: '/react prefer:defence answer:keep', as: 'bob' }],
    });
    // Nobody is pinged for a reaction the preference answers: the game plays it by itself, at once.
    expect((await record(bot)).timers.filter((t) => t.kind === 'autoplay')).toHaveLength(1);
    expect(bot.channel.messages.some((m) => (m.content ?? '').includes('defends against'))).toBe(false);
    await runAutoplay(bot);
    const state = await squadronState(bot);
    expect(state.attack).toBeNull();
    expect(state.ships.find((s) => s.id === 'shard-drone')).toMatchObject({ evade: 1, focus: 1 });
    expect((await record(bot)).log.at(-1)).toMatchObject({
      by: 'preference',
      command: { type: 'modify', side: 'veyra', focus: false, evade: false, done: true },
    });
    const said = bot.channel.messages.map((m) => m.content).join('\n');
    expect(said).toContain('↪️ Answered by bob’s standing answer: never spend them (keep them for later attacks).');
  }, 60_000);

  test('/react lists, refuses what the ruleset does not have, and `answer:ask` clears', async () => {
    bot = await defenderAsked({ tokens: { evade: 1 }, dice: THREE_HITS });
    const none = await bot.session.run('/react', 'bob');
    expect(none.answers.at(-1)?.message.content).toContain('You have no standing answers');
    const odd = await bot.session.run('/react prefer:defence answer:sometimes', 'bob');
    expect(odd.answers.at(-1)?.message.content).toContain('`cancel` (spend focus and evade when they cancel a hit)');
    await bot.session.run('/react prefer:defence answer:cancel', 'bob');
    expect((await record(bot)).players.find((p) => p.userId === '1002')?.reactions).toEqual({ defence: 'cancel' });
    const listed = await bot.session.run('/react', 'bob');
    expect(listed.answers.at(-1)?.message.content).toContain(
      'defence in an attack: spend focus and evade when they cancel a hit',
    );
    await bot.session.run('/react prefer:defence answer:ask', 'bob');
    expect((await record(bot)).players.find((p) => p.userId === '1002')?.reactions).toEqual({});
  }, 60_000);
});

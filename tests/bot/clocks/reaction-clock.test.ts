/**
 * A reaction's own clock (issue 42): `/game clock reaction-minutes:` sets how long a reaction (the
 * squadron defender's tokens, seed 001 "Foco" and "Desvio") waits; its one reminder comes half-way,
 * at its own pace; when it runs out the reaction's default is played, which is not a missed turn.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { Scheduler } from '../../../src/bot/clocks/scheduler.js';
import type { LocalBot } from '../../helpers/local-bot.js';
import { defenderAsked, FACES, squadronState } from '../../helpers/squadron-reaction.js';

const { HIT, BLANK, D_FOCUS, D_BLANK } = FACES;
const MINUTE = 60_000;

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

const record = async (b: LocalBot) => {
  const r = await b.app.store.get('c1');
  if (!r) throw new Error('no game');
  return r;
};

describe('the reaction clock (issue 42)', () => {
  test('the defender has the reaction’s minutes, not the turn’s hours; left to run out, the default is played', async () => {
    const clock = { now: Date.parse('2026-12-01T12:00:00Z') };
    bot = await defenderAsked({
      tokens: { focus: 1, evade: 1 },
      // One hit against one focus result: the default spends the focus and keeps the evade.
      dice: [HIT, BLANK, BLANK, BLANK, D_FOCUS, D_BLANK, D_BLANK],
      before: [{ line: '/game clock mode:step hours:24 reaction-minutes:8', as: 'alice' }],
      now: () => new Date(clock.now),
    });
    const armed = await record(bot);
    expect(armed.clock.reactionMinutes).toBe(8);
    expect(armed.clock.deadline).toMatchObject({ users: ['1002'], reaction: true });
    expect(Date.parse(armed.clock.deadline?.due ?? '') - clock.now).toBe(8 * MINUTE);
    expect(bot.channel.messages.filter((m) => !m.ephemeral).at(-1)?.content).toContain(
      'A reaction: if it is not answered by <t:',
    );
    const scheduler = new Scheduler(bot.app);
    // Half-way: one reminder, though the prompt pinged bob minutes ago (a turn's reminders keep hours apart).
    clock.now += 4 * MINUTE;
    await scheduler.tick(new Date(clock.now));
    const reminder = bot.channel.messages.at(-1);
    expect(reminder?.content).toContain('a reaction in **');
    expect(reminder?.ping).toEqual(['1002']);
    clock.now += 4 * MINUTE;
    await scheduler.tick(new Date(clock.now));
    const after = await record(bot);
    expect(after.log.at(-1)).toMatchObject({
      by: 'clock',
      command: { type: 'modify', side: 'veyra', focus: true, evade: false, done: true },
    });
    expect(after.clock.missed['1002'] ?? 0).toBe(0);
    const state = await squadronState(bot);
    expect(state.attack).toBeNull();
    expect(state.ships.find((s) => s.id === 'shard-drone')).toMatchObject({ focus: 0, evade: 1 });
    const said = bot.channel.messages.map((m) => m.content).join('\n');
    expect(said).toContain('did not answer the reaction in time: its default was played, **Spend focus**');
  }, 60_000);

  test('/game clock shows the reaction minutes with the other settings (10 by default)', async () => {
    bot = await defenderAsked({ tokens: { evade: 1 }, dice: [HIT, HIT, BLANK, BLANK, D_BLANK, D_BLANK, D_BLANK] });
    expect((await record(bot)).clock.reactionMinutes).toBe(10);
    const shown = await bot.session.run('/game clock', 'bob');
    expect(shown.answers.at(-1)?.message.content).toContain('A reaction waits 10 min, then its default is played.');
  }, 60_000);
});

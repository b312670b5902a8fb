/**
 * The tutorial (issue 18, deliverable 7): `/game new scenario:tutorial` is a solo game against the
 * easy AI, and every turn prompt carries the hint for its moment, in the order of play of seed 000
 * (section 1.1: housekeeping, available power, movement, firing, repair; section 1.5: the Power
 * Phase), in all four languages.
 */
import { afterEach, describe, expect, it, test } from 'vitest';
import { impulse } from '../../src/engine/index.js';
import { LOCALES, text } from '../../src/bot/locales/index.js';
import { stateOf } from '../../src/bot/rulesets/impulse/state-of.js';
import { Scheduler } from '../../src/bot/clocks/scheduler.js';
import { localBot, type LocalBot } from '../helpers/local-bot.js';
import { toLine, toSlash } from '../helpers/slash.js';

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

const MOMENTS = ['ap', 'movement', 'firing', 'repair', 'power', 'initiative'] as const;

describe('the tutorial’s hints (issue 18)', () => {
  test.each(LOCALES.filter((l) => l !== 'en-US'))('%s has its own words for every moment', (locale) => {
    for (const moment of MOMENTS) {
      const hint = text(locale, `tutorial.${moment}`);
      expect(hint.length, moment).toBeGreaterThan(40);
      expect(hint, moment).not.toBe(text('en-US', `tutorial.${moment}`));
    }
  });

  it('a solo game against the easy AI whose prompts teach each step as it comes, to the end', async () => {
    bot = await localBot({ seed: 'tutorial-test-0123456789abcdef' });
    const b = bot;
    const created = await b.session.run('/game new scenario:tutorial', 'alice');
    expect(created.answers[0]?.message.content).toContain('The AI plays **Veyra Host**');
    await b.session.run('/game join side:concord', 'alice');
    await b.session.run('/game start', 'alice');
    const lobby = await b.app.store.get('c1');
    expect(lobby?.players.find((p) => p.side === 'veyra')?.ai).toMatchObject({ level: 'easy' });
    const scheduler = new Scheduler(b.app);
    for (let i = 0; i < 3000; i += 1) {
      const record = await b.app.store.get('c1');
      if (!record || record.status !== 'active') break;
      const timer = record.timers.find((t) => t.kind === 'autoplay');
      if (timer) {
        await scheduler.tick(new Date(timer.due));
        continue;
      }
      const state = stateOf(record);
      const legal = impulse.legalCommands(state, 'concord');
      const command =
        legal.find((c) => c.type === 'fire') ??
        legal.find((c) => c.type === 'move' && c.how === 'straight') ??
        legal.find((c) => c.type !== 'concede' && c.type !== 'setOrders' && c.type !== 'batch');
      if (!command) throw new Error('nothing legal for Alice');
      await b.session.run(toLine(toSlash(command)), 'alice');
    }
    const final = (await b.app.store.get('c1')) ?? (await b.app.store.latestArchived('c1'));
    expect(final?.status).toBe('finished');
    const prompts = b.channel.messages.filter((m) => m.ping.includes('1001')).map((m) => m.content);
    // Each moment's hint came with a prompt for it; the AI's side was never prompted.
    for (const moment of ['ap', 'movement', 'firing', 'power'] as const) {
      const hint = text('en-US', `tutorial.${moment}`);
      expect(
        prompts.some((p) => p.includes(hint)),
        moment,
      ).toBe(true);
    }
    expect(b.channel.messages.some((m) => m.ping.some((id) => id.startsWith('ai-')))).toBe(false);
  }, 120_000);

  it('another scenario’s prompts carry no hint', async () => {
    bot = await localBot({ seed: 'tutorial-none-0123456789abcdef' });
    const b = bot;
    await b.session.run('/game new scenario:cruiser-duel', 'alice');
    await b.session.run('/game join side:concord', 'alice');
    await b.session.run('/game join side:veyra', 'bob');
    await b.session.run('/game start', 'alice');
    expect(b.channel.messages.some((m) => m.content.includes('🎓'))).toBe(false);
  });
});

/**
 * Clocks across time zones (issue 6), with an injected clock (no real waiting): players in UTC+8
 * (Shanghai) and UTC-5 (New York, whose clocks go back on 1 November 2026 during the game) play
 * through several deadlines. Nobody is pinged in their quiet hours, each missed deadline is applied
 * once, and a restart with timers pending (the bot down while a deadline passed) fires each once, in order.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { impulse } from '../../../src/engine/index.js';
import { stateOf } from '../../../src/bot/rulesets/impulse/state-of.js';
import { Scheduler } from '../../../src/bot/clocks/scheduler.js';
import { isQuiet } from '../../../src/bot/clocks/quiet-hours.js';
import type { Outgoing } from '../../../src/bot/pipeline/request.js';
import { ALICE, BOB, localBot, type LocalBot } from '../../helpers/local-bot.js';
import { toLine, toSlash } from '../../helpers/slash.js';

const MINUTE = 60_000;
const SLEEPERS = {
  [ALICE.id]: { timeZone: 'Asia/Shanghai', quiet: { start: 22 * 60, end: 7 * 60 } },
  [BOB.id]: { timeZone: 'America/New_York', quiet: { start: 23 * 60, end: 8 * 60 } },
};

const dirs: string[] = [];
let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface Sent {
  readonly at: number;
  readonly to: string;
  readonly message: Outgoing;
}

/** A bot on a SQLite file with a hand-driven clock, recording every message with the time it went out. */
async function clockedBot(url: string, clock: { now: number }, sent: Sent[]): Promise<LocalBot> {
  const b = await localBot({ storeUrl: url, seed: 'clock-test-seed-0123456789', now: () => new Date(clock.now) });
  const send = b.channel.send.bind(b.channel);
  const dm = b.channel.dm.bind(b.channel);
  b.channel.send = async (channelId, message) => {
    sent.push({ at: clock.now, to: channelId, message });
    return send(channelId, message);
  };
  b.channel.dm = async (userId, message) => {
    sent.push({ at: clock.now, to: `dm:${userId}`, message });
    return dm(userId, message);
  };
  return b;
}

/** Alice plays at once when it is her move and she is awake; Bob never plays. */
async function alicePlays(b: LocalBot, clock: { now: number }): Promise<boolean> {
  const record = await b.app.store.get('c1');
  if (!record || record.status !== 'active') return false;
  const state = stateOf(record);
  const side = record.players.find((p) => p.userId === ALICE.id)?.side ?? '';
  if (!impulse.awaiting(state).includes(side) || isQuiet(new Date(clock.now), SLEEPERS[ALICE.id])) return false;
  const legal = impulse.legalCommands(state, side);
  const command =
    state.flow.phase === 'power'
      ? legal[0]
      : (legal.find((c) => c.type === 'move' && c.how === 'straight') ??
        legal.find((c) => c.type === 'endTurn') ??
        legal[0]);
  if (!command) return false;
  await b.session.run(toLine(toSlash(command)), 'alice');
  return true;
}

describe('a game between Shanghai and New York', () => {
  it('runs through several deadlines without a ping in anyone’s quiet hours, each timeout once, across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'talon-clock-'));
    dirs.push(dir);
    const url = `sqlite://${join(dir, 'games.sqlite')}`;
    const clock = { now: Date.parse('2026-10-30T09:00:00Z') }; // 17:00 Shanghai, 05:00 New York
    const sent: Sent[] = [];
    bot = await clockedBot(url, clock, sent);
    const s = bot.session;
    await s.run('/profile set timezone:Asia/Shanghai quiet-start:22:00 quiet-end:07:00', 'alice');
    await s.run('/profile set timezone:America/New_York quiet-start:23:00 quiet-end:08:00', 'bob');
    await s.run('/game new scenario:cruiser-duel', 'alice');
    await s.run('/game join side:veyra', 'alice');
    await s.run('/game join side:concord', 'bob');
    await s.run('/game clock mode:step hours:6 timeout:default quiet-pauses:true', 'alice');
    await s.run('/game start', 'alice');

    let scheduler = new Scheduler(bot.app);
    const stepMs = 10 * MINUTE;
    const end = clock.now + 4 * 24 * 60 * MINUTE;
    let restarted = false;
    while (clock.now < end) {
      clock.now += stepMs;
      if (!restarted && clock.now >= Date.parse('2026-11-01T00:00:00Z')) {
        // The bot goes down for a day (over the daylight-saving change); timers fall due meanwhile.
        await bot.app.close();
        clock.now += 24 * 60 * MINUTE;
        bot = await clockedBot(url, clock, sent);
        scheduler = new Scheduler(bot.app);
        const pending = (await bot.app.store.get('c1'))?.timers.filter((t) => Date.parse(t.due) <= clock.now) ?? [];
        expect(pending.length).toBeGreaterThan(0);
        const before = sent.length;
        await scheduler.tick(new Date(clock.now));
        const fired = sent.slice(before).filter((m) => (m.message.content ?? '').includes('missed the deadline'));
        expect(fired).toHaveLength(1);
        // A second tick at the same moment fires nothing again.
        const after = sent.length;
        await scheduler.tick(new Date(clock.now));
        expect(sent.slice(after).filter((m) => (m.message.content ?? '').includes('missed the deadline'))).toHaveLength(
          0,
        );
        restarted = true;
        continue;
      }
      await scheduler.tick(new Date(clock.now));
      await alicePlays(bot, clock);
    }
    expect(restarted).toBe(true);

    // Nobody was pinged inside their quiet hours, whatever the daylight-saving state.
    const pings = sent.filter((m) => (m.message.ping ?? []).length > 0);
    expect(pings.length).toBeGreaterThan(5);
    for (const ping of pings)
      for (const user of ping.message.ping ?? [])
        expect(isQuiet(new Date(ping.at), SLEEPERS[user]), `${user} pinged at ${new Date(ping.at).toISOString()}`).toBe(
          false,
        );

    // Several deadlines passed; each was applied once: one log entry by the clock per timeout message.
    const record = (await bot.app.store.get('c1')) ?? (await bot.app.store.latestArchived('c1'));
    const timeouts = sent.filter((m) => (m.message.content ?? '').includes('missed the deadline'));
    expect(timeouts.length).toBeGreaterThanOrEqual(3);
    expect(record?.log.filter((e) => e.by === 'clock')).toHaveLength(timeouts.length);
    expect(record?.clock.missed[BOB.id]).toBe(timeouts.length);
    // Reminders went out too, and never twice within three hours to the same player.
    const reminders = sent
      .filter((m) => m.to === 'c1' && /reminder|deadline in/.test(m.message.content ?? ''))
      .map((m) => ({ at: m.at, user: m.message.ping?.[0] }));
    expect(reminders.length).toBeGreaterThan(0);
    const byUser = new Map<string, number[]>();
    for (const r of reminders) byUser.set(r.user ?? '', [...(byUser.get(r.user ?? '') ?? []), r.at]);
    for (const times of byUser.values())
      for (let i = 1; i < times.length; i += 1)
        expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(3 * 60 * MINUTE);
  }, 120_000);
});

describe('the scheduler’s passes', () => {
  it('never overlap, however many ticks wait for the one running', async () => {
    bot = await localBot();
    const scheduler = new Scheduler(bot.app);
    // Each pass reads the due games once, at its end when nothing is due: held here until released.
    const held: (() => void)[] = [];
    let running = 0;
    let most = 0;
    bot.app.store.dueChannels = () => {
      running += 1;
      most = Math.max(most, running);
      return new Promise((resolve) =>
        held.push(() => {
          running -= 1;
          resolve([]);
        }),
      );
    };
    const ticks = [scheduler.tick(), scheduler.tick(), scheduler.tick()];
    for (let pass = 0; pass < 3; pass += 1) {
      while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
      // Time for a second pass to start, if one could.
      await new Promise((resolve) => setTimeout(resolve, 20));
      held.shift()?.();
    }
    await Promise.all(ticks);
    expect(most).toBe(1);
  });
});

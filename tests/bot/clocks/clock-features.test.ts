/**
 * Issue 6 features one by one, on an injected clock: reminders that escalate and respect snooze,
 * "I saw it" and mute; each timeout policy; vacations; time banks; /games; replay of any impulse.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { impulse } from '../../../src/engine/index.js';
import { pastImpulse } from '../../../src/bot/rulesets/impulse/history.js';
import { commandsOf, initialOf, stateOf } from '../../../src/bot/rulesets/impulse/state-of.js';
import { Scheduler } from '../../../src/bot/clocks/scheduler.js';
import { ALICE, BOB, localBot, type LocalBot } from '../../helpers/local-bot.js';
import { toLine, toSlash } from '../../helpers/slash.js';

const HOUR = 3_600_000;
let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

/** A duel with Bob (Veyra) to move first, a clock set by the host, and a hand-driven time. */
async function clockedDuel(clockLine: string): Promise<{ b: LocalBot; clock: { now: number }; scheduler: Scheduler }> {
  const clock = { now: Date.parse('2026-12-01T12:00:00Z') };
  const b = await localBot({ seed: 'features-seed-0123456789', now: () => new Date(clock.now) });
  bot = b;
  await b.session.run('/game new scenario:cruiser-duel', 'alice');
  await b.session.run('/game join side:concord', 'alice');
  await b.session.run('/game join side:veyra', 'bob');
  await b.session.run(clockLine, 'alice');
  await b.session.run('/game start', 'alice');
  return { b, clock, scheduler: new Scheduler(b.app) };
}

const contents = (b: LocalBot) => b.channel.messages.map((m) => m.content);
const record = async (b: LocalBot) => {
  const r = (await b.app.store.get('c1')) ?? (await b.app.store.latestArchived('c1'));
  if (!r) throw new Error('no game');
  return r;
};

async function advance(
  ctx: { clock: { now: number }; scheduler: Scheduler },
  ms: number,
  step = 15 * 60_000,
): Promise<void> {
  const end = ctx.clock.now + ms;
  while (ctx.clock.now < end) {
    ctx.clock.now = Math.min(end, ctx.clock.now + step);
    await ctx.scheduler.tick(new Date(ctx.clock.now));
  }
}

describe('reminders', () => {
  it('escalate at about half the deadline and near it, with the deadline shown as a Discord timestamp', async () => {
    const ctx = await clockedDuel('/game clock mode:step hours:24');
    const prompt = ctx.b.channel.messages.find((m) => m.content.includes('your move'));
    expect(prompt?.content).toMatch(/Deadline <t:\d+:R>/);
    await advance(ctx, 11 * HOUR);
    expect(contents(ctx.b).filter((c) => c.includes('a reminder'))).toHaveLength(0);
    await advance(ctx, 2 * HOUR);
    expect(contents(ctx.b).filter((c) => c.includes('a reminder'))).toHaveLength(1);
    await advance(ctx, 8 * HOUR);
    expect(contents(ctx.b).filter((c) => c.includes('is close'))).toHaveLength(1);
    const reminder = ctx.b.channel.messages.find((m) => m.content.includes('a reminder'));
    expect(reminder?.ping).toEqual([BOB.id]);
  });

  it('"I saw it" stops them, snooze moves them, mute silences them (the deadline still applies)', async () => {
    const ctx = await clockedDuel('/game clock mode:step hours:24');
    await advance(ctx, 13 * HOUR);
    const seen = await ctx.b.session.run('click I saw it', 'bob');
    expect(seen.answers[0]?.ephemeral).toBe(true);
    await advance(ctx, 10 * HOUR);
    expect(contents(ctx.b).filter((c) => c.includes('is close'))).toHaveLength(0);
    await advance(ctx, 2 * HOUR);
    expect(contents(ctx.b).filter((c) => c.includes('missed the deadline'))).toHaveLength(1);
  });

  it('a snoozed reminder comes back two hours later; a muted player gets none', async () => {
    const ctx = await clockedDuel('/game clock mode:step hours:24');
    await advance(ctx, 13 * HOUR);
    await ctx.b.session.run('click Snooze', 'bob');
    const after = ctx.b.channel.messages.length;
    await advance(ctx, 1.5 * HOUR);
    expect(ctx.b.channel.messages.slice(after).filter((m) => m.content.includes('⏰'))).toHaveLength(0);
    await advance(ctx, 1 * HOUR);
    expect(ctx.b.channel.messages.slice(after).filter((m) => m.content.includes('is close'))).toHaveLength(1);
    await ctx.b.session.run('/profile mute on:true', 'bob');
    const muted = ctx.b.channel.messages.length;
    await advance(ctx, 30 * HOUR);
    expect(
      ctx.b.channel.messages.slice(muted).filter((m) => m.ping.includes(BOB.id) && /reminder|is close/.test(m.content)),
    ).toHaveLength(0);
  });
});

describe('clocks follow the players', () => {
  it('a removed player is no longer reminded; the newcomer who takes the side is on the clock', async () => {
    const ctx = await clockedDuel('/game clock mode:step hours:24');
    await ctx.b.session.run(`/game leave player:${BOB.id}`, 'alice');
    expect((await record(ctx.b)).clock.deadline).toBeNull();
    await ctx.b.session.run('/game join side:veyra', 'carol');
    const r = await record(ctx.b);
    expect(r.clock.deadline?.users).toEqual(['1003']);
    await advance(ctx, 13 * HOUR);
    const reminders = ctx.b.channel.messages.filter((m) => m.content.includes('a reminder'));
    expect(reminders.map((m) => m.ping)).toEqual([['1003']]);
  });

  it('a vacation of the player who is not to move leaves the opponent’s deadline alone', async () => {
    const ctx = await clockedDuel('/game clock mode:step hours:24');
    const due = (await record(ctx.b)).clock.deadline?.due;
    ctx.clock.now += 5 * HOUR;
    await ctx.b.session.run('/profile vacation days:1', 'alice');
    await ctx.b.session.run('/profile vacation end:true', 'alice');
    expect((await record(ctx.b)).clock.deadline?.due).toBe(due);
  });

  it('a sleeping player’s wake-up ping survives other changes when there is no clock', async () => {
    const ctx = await clockedDuel('/game clock mode:off');
    await ctx.b.session.run('/profile set timezone:UTC quiet-start:00:00 quiet-end:23:00', 'alice');
    await ctx.b.session.run('/done turn:true', 'bob');
    const asleep = ctx.b.channel.messages.filter((m) => m.content.includes('your move')).at(-1);
    expect(asleep?.ping).toEqual([]);
    await ctx.b.session.run('/orders autopilot:true', 'bob');
    await advance(ctx, 12 * HOUR, HOUR);
    expect(ctx.b.channel.messages.some((m) => m.content.includes('good morning') && m.ping.includes(ALICE.id))).toBe(
      true,
    );
  });
});

describe('timeouts', () => {
  it('by default take the rules’ default action, once, and tell the channel why', async () => {
    const ctx = await clockedDuel('/game clock mode:step hours:6 timeout:default');
    const before = await record(ctx.b);
    await advance(ctx, 6 * HOUR + 10 * 60_000);
    const after = await record(ctx.b);
    const clockEntries = after.log.filter((e) => e.by === 'clock');
    expect(clockEntries).toHaveLength(1);
    expect(after.log.length).toBe(before.log.length + 1);
    expect(contents(ctx.b).filter((c) => c.includes('missed the deadline: the default action'))).toHaveLength(1);
    expect(impulse.awaiting(stateOf(after))).not.toContain('veyra');
  });

  it('a timeout that ends an impulse posts its report above the line that starts the next (issue 13)', async () => {
    const ctx = await clockedDuel('/game clock mode:step hours:1 timeout:default');
    for (let i = 0; i < 40 && !contents(ctx.b).some((c) => c.includes('Impulse B of round 1 begins.')); i += 1)
      await advance(ctx, HOUR + 60_000);
    const notice = contents(ctx.b).find((c) => c.includes('Impulse B of round 1 begins.')) ?? '';
    expect(notice).toContain('missed the deadline');
    const report = notice.indexOf('No shots this impulse.');
    expect(report).toBeGreaterThan(notice.indexOf('missed the deadline'));
    expect(notice.indexOf('Impulse B of round 1 begins.')).toBeGreaterThan(report);
  });

  it('with timeout:loss the player loses after the set number of misses', async () => {
    const ctx = await clockedDuel('/game clock mode:step hours:2 timeout:loss misses:2');
    for (let i = 0; i < 200; i += 1) {
      const r = await record(ctx.b);
      if (r.status !== 'active') break;
      // Alice plays at once; Bob never does.
      const state = stateOf(r);
      if (impulse.awaiting(state).includes('concord')) {
        await ctx.b.session.run(
          state.flow.phase === 'power'
            ? '/power'
            : state.flow.phase === 'initiative'
              ? '/initiative choice:take'
              : '/done turn:true',
          'alice',
        );
        continue;
      }
      await advance(ctx, HOUR);
    }
    const final = await record(ctx.b);
    expect(final.status).toBe('finished');
    expect(final.outcome).toMatchObject({ winner: 'concord', reason: 'concession' });
    expect(contents(ctx.b).some((c) => c.includes('once too often (2/2)'))).toBe(true);
  });
});

describe('vacation, time banks and /games', () => {
  it('a vacation pauses the clock in every game, and the opponents are told when it starts and ends', async () => {
    const ctx = await clockedDuel('/game clock mode:step hours:6 vacation-days:2');
    const answer = await ctx.b.session.run('/profile vacation days:3', 'bob');
    expect(answer.answers[0]?.message.content).toContain('1 game');
    expect(contents(ctx.b).some((c) => c.includes('is on vacation'))).toBe(true);
    const r = await record(ctx.b);
    // Capped by the host at 2 days: the clock starts then.
    expect(Date.parse(r.clock.deadline?.startedAt ?? '')).toBe(ctx.clock.now + 48 * HOUR);
    await advance(ctx, 47 * HOUR, HOUR);
    expect(contents(ctx.b).some((c) => c.includes('missed the deadline'))).toBe(false);
    await advance(ctx, 2 * HOUR, HOUR);
    expect(contents(ctx.b).some((c) => c.includes('back from vacation'))).toBe(true);
  });

  it('a time bank is spent only while it is your move', async () => {
    const ctx = await clockedDuel('/game clock mode:bank hours:10');
    ctx.clock.now += 3 * HOUR;
    await ctx.b.session.run('/done turn:true', 'bob');
    const r = await record(ctx.b);
    expect(r.clock.banks[BOB.id]).toBe(7 * HOUR);
    expect(r.clock.deadline?.users).toEqual([ALICE.id]);
    expect(Date.parse(r.clock.deadline?.due ?? '') - ctx.clock.now).toBe(10 * HOUR);
  });

  it('/games lists your games, those waiting for you first, with links', async () => {
    const ctx = await clockedDuel('/game clock mode:step hours:24');
    const list = await ctx.b.session.run('/games', 'bob');
    expect(list.answers[0]?.message.content).toContain('your move');
    expect(list.answers[0]?.ephemeral).toBe(true);
    const other = await ctx.b.session.run('/games', 'alice');
    expect(other.answers[0]?.message.content).toContain('waiting for the opponent');
  });
});

describe('idle games and spectators', () => {
  it('an idle game is warned, then archived after the host’s number of days', async () => {
    const ctx = await clockedDuel('/game clock mode:off idle-days:2 archive-days:5');
    await advance(ctx, 2 * 24 * HOUR + HOUR, HOUR);
    expect(contents(ctx.b).filter((c) => c.includes('has been idle for 2 days'))).toHaveLength(1);
    expect((await record(ctx.b)).status).toBe('active');
    await advance(ctx, 3 * 24 * HOUR, HOUR);
    expect(contents(ctx.b).filter((c) => c.includes('was archived after 5 idle days'))).toHaveLength(1);
    expect(await ctx.b.app.store.get('c1')).toBeUndefined();
    expect((await ctx.b.app.store.latestArchived('c1'))?.status).toBe('ended');
  });

  it('a spectator who follows gets each impulse’s map by DM', async () => {
    const ctx = await clockedDuel('/game clock mode:off');
    const follow = await ctx.b.session.run('/game follow', 'carol');
    expect(follow.answers[0]?.ephemeral).toBe(true);
    for (let i = 0; i < 100 && !ctx.b.channel.messages.some((m) => m.channelId === 'dm:1003'); i += 1) {
      const r = await record(ctx.b);
      const state = stateOf(r);
      const [side] = impulse.awaiting(state);
      const legal = impulse.legalCommands(state, side ?? '');
      const owed = legal.find((c) => c.type === 'move' && c.how === 'straight' && !c.afterburner);
      const command =
        state.flow.phase === 'turn' && state.flow.step === 'movement' && owed
          ? owed
          : state.flow.phase === 'turn'
            ? ({ type: 'endStep', side: side ?? '' } as const)
            : legal[0];
      if (!command) break;
      await ctx.b.session.run(toLine(toSlash(command)), side === 'concord' ? 'alice' : 'bob');
    }
    const dm = ctx.b.channel.messages.find((m) => m.channelId === 'dm:1003');
    expect(dm?.files[0]).toMatch(/map\.png$/);
    expect(dm?.content).toContain('Cruiser Duel');
  });
});

describe('replay', () => {
  it('rebuilds any past impulse from the log exactly as it stood then', async () => {
    const ctx = await clockedDuel('/game clock mode:off');
    const snapshots = new Map<string, string>();
    for (let i = 0; i < 300; i += 1) {
      const r = await record(ctx.b);
      const state = stateOf(r);
      if (state.flow.phase === 'turn' && state.flow.round === 2) break;
      const [side] = impulse.awaiting(state);
      const user = side === 'concord' ? 'alice' : 'bob';
      const legal = impulse.legalCommands(state, side ?? '');
      const owed = legal.find((c) => c.type === 'move' && c.how === 'straight' && !c.afterburner);
      const command =
        state.flow.phase === 'turn' && state.flow.step === 'movement' && owed
          ? owed
          : state.flow.phase === 'turn'
            ? ({ type: 'endStep', side: side ?? '' } as const)
            : legal[0];
      if (!command) break;
      await ctx.b.session.run(toLine(toSlash(command)), user);
      const after = stateOf(await record(ctx.b));
      if (
        after.flow.phase !== state.flow.phase ||
        (after.flow.phase === 'turn' && state.flow.phase === 'turn' && after.flow.impulse !== state.flow.impulse)
      ) {
        if (state.flow.phase === 'turn' || state.flow.phase === 'initiative')
          snapshots.set(`${state.flow.round}${state.flow.impulse}`, JSON.stringify(after.ships));
      }
    }
    const r = await record(ctx.b);
    const replayed = impulse.replayGame(initialOf(r), commandsOf(r.log));
    expect(replayed.ok).toBe(true);
    const c = pastImpulse(r, 1, 'C');
    expect(c?.events[0]).toMatchObject({ type: 'impulseStarted', impulse: 'C' });
    expect(snapshots.get('1C')).toBeDefined();
    expect(JSON.stringify(c?.state.ships)).toBe(snapshots.get('1C'));
    const answer = await ctx.b.session.run('/replay round:1 part:C', 'alice');
    expect(answer.answers[0]?.message.files?.[0]?.name).toBe('map.png');
    // Issue 16: the same impulse as an animated GIF, a frame per step that changed the picture.
    const animated = await ctx.b.session.run('/replay round:1 part:C animated:true', 'alice');
    expect(animated.answers[0]?.message.files?.[0]?.name).toBe('replay.gif');
    expect((await ctx.b.session.run('/replay round:5 part:A', 'alice')).answers[0]?.message.content).toContain(
      'This game has not played impulse A of round 5 yet.',
    );
    const text = await ctx.b.session.run('/game log round:1 part:B', 'bob');
    expect(text.answers[0]?.message.content).toContain('impulse B of round 1');
  });
});

describe('on deck and pace (issue 13)', () => {
  it('a player who asked is told by DM they are on deck when the player before them starts — not when they just played', async () => {
    const ctx = await clockedDuel('/game clock mode:step hours:1 timeout:default');
    await ctx.b.session.run('/profile set on-deck:true', 'bob');
    await ctx.b.session.run('/profile set on-deck:true', 'alice');
    const dms = (user: string) => ctx.b.channel.messages.filter((m) => m.channelId === `dm:${user}`);
    // Bob misses his deadline; the clock plays for him, and Alice's turn begins: Bob is next.
    const before = dms(BOB.id).length;
    for (let i = 0; i < 6 && dms(BOB.id).length === before; i += 1) await advance(ctx, HOUR + 60_000);
    const told = dms(BOB.id).at(-1);
    expect(told?.content).toContain('On deck in');
    expect(told?.content).toContain('alice');
    // Alice plays her turn: Bob's turn starts; Alice has just played, so she is not told she is next.
    const aliceBefore = dms(ALICE.id).filter((m) => m.content.includes('On deck')).length;
    await ctx.b.session.run('/done turn:true', 'alice');
    expect(dms(ALICE.id).filter((m) => m.content.includes('On deck')).length).toBe(aliceBefore);
  });

  it('/game status shows each player’s time to act and who the game waits for; /profile show the player’s own', async () => {
    const ctx = await clockedDuel('/game clock mode:off');
    for (let i = 0; i < 6; i += 1) {
      const r = await record(ctx.b);
      const state = stateOf(r);
      const side = impulse.awaiting(state)[0] ?? '';
      ctx.clock.now += side === 'veyra' ? 2 * HOUR : 10 * 60_000;
      await ctx.b.session.run('/done turn:true', side === 'veyra' ? 'bob' : 'alice');
    }
    const status = await ctx.b.session.run('/game status', 'carol');
    const text = status.answers[0]?.message.content ?? '';
    expect(text).toMatch(/Time to act: .*alice median 10 min/);
    expect(text).toMatch(/bob median 2 h 0 min/);
    expect(text).toContain('Waiting for');
    const mine = await ctx.b.session.run('/profile show', 'bob');
    expect(mine.answers[0]?.message.content).toMatch(/Your time to act in open games: median 2 h 0 min/);
  });
});

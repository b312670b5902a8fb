/**
 * Ratings from casual games (issue 17, deliverable 5: "rating periods closing with each league round,
 * or weekly for casual games"): a finished two-player game outside any league joins its server's week;
 * a week after it began, the scheduler rates the week as one Glicko-2 period, once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/bot/app/app-factory.js';
import { COMMANDS_DIR, loadCommands } from '../../../src/bot/app/loader.js';
import { Scheduler } from '../../../src/bot/clocks/scheduler.js';
import { closeCasualWeek } from '../../../src/bot/leagues/league-ratings.js';
import { NO_RATINGS } from '../../../src/bot/leagues/league-records.js';
import { LocalChannel } from '../../../src/bot/local/local-transport.js';
import { LocalSession, type LocalUser } from '../../../src/bot/local/session.js';
import { TABLES } from '../../../src/bot/rulesets/registry.js';
import { DEFAULT_RATING, ratePeriodForAll } from '../../../src/league/glicko2.js';

const DAY = 24 * 3_600_000;
const START = Date.parse('2031-05-01T09:00:00Z');
const USERS: LocalUser[] = [
  { id: '201', name: 'Ana', canManage: false, locale: 'en-US' },
  { id: '202', name: 'Bo', canManage: false, locale: 'en-US' },
];
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function server() {
  let now = START;
  const channel = new LocalChannel();
  const app = await createApp({
    storeUrl: 'memory:',
    channel,
    log: { info: () => undefined, warn: () => undefined, error: (m, f) => console.error(m, f) },
    rateLimit: { burst: 10_000, perSecond: 10_000 },
    deferAfterMs: 60_000,
    now: () => new Date(now),
  });
  closers.push(() => app.close());
  const commands = await loadCommands(COMMANDS_DIR, TABLES);
  const session = new LocalSession(app, commands, channel, USERS, 'c1');
  return { app, session, setNow: (t: number) => (now = t) };
}

/** A casual duel in c1 that Bo concedes: Ana wins. */
async function duelWonByAna(session: LocalSession): Promise<void> {
  await session.run('/game new scenario:cruiser-duel', 'Ana');
  await session.run('/game join', 'Ana');
  await session.run('/game join', 'Bo');
  await session.run('/game start', 'Ana');
  await session.run('/game concede', 'Bo');
}

describe('casual games are rated a week at a time', () => {
  it('a week closes only after seven days, and rates its games as one period (Glicko-2)', () => {
    const open = { ...NO_RATINGS, casual: [{ game: 'g1', a: 'x', b: 'y', scoreA: 1 as const }], casualSince: START };
    expect(closeCasualWeek(open, START + 7 * DAY - 1)).toBe(open);
    const closed = closeCasualWeek(open, START + 7 * DAY);
    const expected = ratePeriodForAll({ x: DEFAULT_RATING, y: DEFAULT_RATING }, [{ a: 'x', b: 'y', scoreA: 1 }]);
    expect(closed.players).toEqual(expected);
    expect(closed.periods).toEqual([`casual#${START}`]);
    expect(closed.casual).toEqual([]);
    expect(closed.casualSince).toBeNull();
  });

  it('two duels on a server: counted once each, rated by the scheduler a week later, shown in /profile show', async () => {
    const { app, session, setNow } = await server();
    await duelWonByAna(session);
    setNow(START + DAY);
    await duelWonByAna(session);
    const pending = await app.ratings.get('local');
    expect(pending?.casual.map((g) => [g.a, g.b, g.scoreA])).toEqual([
      ['201', '202', 1],
      ['201', '202', 1],
    ]);
    expect(pending?.players).toEqual({});
    const before = await session.run('/profile show', 'Ana');
    expect(before.answers.at(-1)?.message.content).toContain('No rated game on this server yet');

    setNow(START + 7 * DAY + 1);
    await new Scheduler(app).tick();
    const rated = await app.ratings.get('local');
    const expected = ratePeriodForAll({ 201: DEFAULT_RATING, 202: DEFAULT_RATING }, [
      { a: '201', b: '202', scoreA: 1 },
      { a: '201', b: '202', scoreA: 1 },
    ]);
    expect(rated?.players).toEqual(expected);
    expect(rated?.casual).toEqual([]);
    // A second pass changes nothing: the period is applied once.
    await new Scheduler(app).tick();
    expect((await app.ratings.get('local'))?.players).toEqual(expected);
    const after = await session.run('/profile show', 'Ana');
    expect(after.answers.at(-1)?.message.content).toContain(
      `Rating on this server: **${Math.round(expected['201']?.rating ?? 0)}**`,
    );
  });
});

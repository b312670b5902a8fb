/**
 * Ratings from casual games (issue 17, deliverable 5: "rating periods closing with each league round,
 * or weekly for casual games"): a finished two-player game outside any league joins its server's week;
 * a week after it began, the scheduler rates the week as one Glicko-2 period, once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Scheduler } from '../../../src/bot/clocks/scheduler.js';
import { closeCasualWeek } from '../../../src/bot/leagues/league-ratings.js';
import { NO_RATINGS } from '../../../src/bot/leagues/league-records.js';
import type { LocalSession } from '../../../src/bot/local/session.js';
import { DEFAULT_RATING, ratePeriodForAll } from '../../../src/league/glicko2.js';
import { localBot } from '../../helpers/local-bot.js';

const DAY = 24 * 3_600_000;
const START = Date.parse('2031-05-01T09:00:00Z');
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A local server whose clock the test moves; alice and bob play. */
async function server() {
  let now = START;
  const bot = await localBot({ now: () => new Date(now) });
  closers.push(() => bot.app.close());
  return { app: bot.app, session: bot.session, setNow: (t: number) => (now = t) };
}

/** A casual duel in c1 that bob concedes: alice wins. */
async function duelWonByAlice(session: LocalSession): Promise<void> {
  await session.run('/game new scenario:cruiser-duel', 'alice');
  await session.run('/game join', 'alice');
  await session.run('/game join', 'bob');
  await session.run('/game start', 'alice');
  await session.run('/game concede', 'bob');
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
    await duelWonByAlice(session);
    setNow(START + DAY);
    await duelWonByAlice(session);
    const pending = await app.ratings.get('local');
    expect(pending?.casual.map((g) => [g.a, g.b, g.scoreA])).toEqual([
      ['1001', '1002', 1],
      ['1001', '1002', 1],
    ]);
    expect(pending?.players).toEqual({});
    const before = await session.run('/profile show', 'alice');
    expect(before.answers.at(-1)?.message.content).toContain('No rated game on this server yet');

    setNow(START + 7 * DAY + 1);
    await new Scheduler(app).tick();
    const rated = await app.ratings.get('local');
    const expected = ratePeriodForAll({ 1001: DEFAULT_RATING, 1002: DEFAULT_RATING }, [
      { a: '1001', b: '1002', scoreA: 1 },
      { a: '1001', b: '1002', scoreA: 1 },
    ]);
    expect(rated?.players).toEqual(expected);
    expect(rated?.casual).toEqual([]);
    // A second pass changes nothing: the period is applied once.
    await new Scheduler(app).tick();
    expect((await app.ratings.get('local'))?.players).toEqual(expected);
    const after = await session.run('/profile show', 'alice');
    expect(after.answers.at(-1)?.message.content).toContain(
      `Rating on this server: **${Math.round(expected['1001']?.rating ?? 0)}**`,
    );
  });
});

/**
 * A game's end reaches whoever listens (issue 42): the outbox only delivers, and tells the listeners
 * the app was built with (the leagues by default) when it delivers the game's archive. In order,
 * before the archive, and again after a failure until the archive is done: each listener takes being
 * told twice (a league refuses a second result, a rated game is rated once).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { GameEndedListener } from '../../../src/bot/app/context.js';
import { LEAGUE_LISTENERS } from '../../../src/bot/leagues/game-ended.js';
import { deliverOwed } from '../../../src/bot/presentation/outbox.js';
import { localBot, type LocalBot } from '../../helpers/local-bot.js';

/** Setting a game up and conceding it takes a few seconds on a busy machine. */
const SLOW = 30_000;

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

/** A duel in c1 that bob concedes. */
async function concededDuel(b: LocalBot): Promise<void> {
  await b.session.run('/game new scenario:cruiser-duel ruleset:vector', 'alice');
  await b.session.run('/game join side:concord', 'alice');
  await b.session.run('/game join side:veyra', 'bob');
  await b.session.run('/game start', 'alice');
  await b.session.run('/game concede', 'bob');
}

describe("a game's end", { timeout: SLOW }, () => {
  it('is told to each listener once, in order, before the game is archived', async () => {
    const heard: string[] = [];
    const listener =
      (name: string): GameEndedListener =>
      async (app, record) => {
        // Still the channel's game while the listeners hear of it: the archive comes after them.
        const current = await app.store.get(record.channelId);
        heard.push(`${name}:${record.status}:${current?.id === record.id ? 'open' : 'archived'}`);
      };
    bot = await localBot({ onGameEnded: [listener('first'), listener('second')] });
    await concededDuel(bot);
    expect(heard).toEqual(['first:finished:open', 'second:finished:open']);
    expect(await bot.app.store.get('c1')).toBeUndefined();
    expect((await bot.app.store.latestArchived('c1'))?.status).toBe('finished');
  });

  it('is told again after a listener failed, and the game stays owed its archive until then', async () => {
    let calls = 0;
    const flaky: GameEndedListener = async () => {
      calls += 1;
      if (calls === 1) throw new Error('the league store is away');
    };
    bot = await localBot({ onGameEnded: [flaky], retryAfterMs: 3_600_000 });
    await concededDuel(bot);
    expect(calls).toBe(1);
    expect((await bot.app.store.get('c1'))?.status).toBe('finished');
    await deliverOwed(bot.app, 'c1');
    expect(calls).toBe(2);
    expect(await bot.app.store.get('c1')).toBeUndefined();
  });

  it('reaches the leagues by default', async () => {
    bot = await localBot();
    expect(bot.app.onGameEnded).toEqual(LEAGUE_LISTENERS);
  });
});

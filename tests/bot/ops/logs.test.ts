/**
 * Structured logs (issue 45): LOG_FORMAT=json writes one JSON object a line, text writes key=value,
 * and every line written while an interaction is handled or a timer fires names its guild, channel
 * and game, from the context the pipeline and the scheduler set (src/bot/ops/log-context.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { consoleLogger, type LogSink } from '../../../src/bot/app/app-factory.js';
import type { GameEndedListener } from '../../../src/bot/app/context.js';
import { Scheduler } from '../../../src/bot/clocks/scheduler.js';
import { currentLogContext, noteGame, withLogContext } from '../../../src/bot/ops/log-context.js';
import { localBot, type LocalBot } from '../../helpers/local-bot.js';

/** Setting a game up takes a few seconds on a busy machine. */
const SLOW = 30_000;

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

/** A sink that keeps every line, with the console method it went to. */
function lines(): LogSink & { readonly all: { to: string; line: string }[] } {
  const all: { to: string; line: string }[] = [];
  return {
    all,
    log: (line) => void all.push({ to: 'log', line }),
    warn: (line) => void all.push({ to: 'warn', line }),
    error: (line) => void all.push({ to: 'error', line }),
  };
}

const parsed = (sink: ReturnType<typeof lines>) => sink.all.map((l) => JSON.parse(l.line) as Record<string, unknown>);

describe('the logger', () => {
  it('writes one JSON object a line with the context’s guild, channel and game', async () => {
    const sink = lines();
    const log = consoleLogger('info', 'json', sink);
    log.info('outside');
    await withLogContext({ guild: '500', channel: 'c9' }, async () => {
      log.warn('before the record', { n: 1 });
      await Promise.resolve();
      noteGame({ id: 'other-game', channelId: 'c8' });
      noteGame({ id: 'game-7', channelId: 'c9' });
      log.error('after the record', { error: new Error('boom'), time: 'a field', big: 10n });
    });
    expect(sink.all.map((l) => l.to)).toEqual(['log', 'warn', 'error']);
    const [outside, before, after] = parsed(sink);
    expect(Object.keys(outside ?? {})).toEqual(['time', 'level', 'msg']);
    expect(outside).toMatchObject({ level: 'info', msg: 'outside' });
    expect(Number.isNaN(Date.parse(String(outside?.['time'])))).toBe(false);
    expect(before).toEqual({
      time: before?.['time'],
      level: 'warn',
      msg: 'before the record',
      guild: '500',
      channel: 'c9',
      n: 1,
    });
    // A record of another channel is not this interaction's game; the channel's own is.
    expect(after).toMatchObject({ level: 'error', guild: '500', channel: 'c9', game: 'game-7', big: '10' });
    expect(after?.['field.time']).toBe('a field');
    expect(String(after?.['error'])).toContain('Error: boom');
    expect(currentLogContext()).toEqual({});
    // A context inside another starts afresh: nothing of the outer one carries over.
    await withLogContext({ guild: '500', channel: 'c9', game: 'g9' }, () =>
      withLogContext({ channel: 'c1' }, async () => expect(currentLogContext()).toEqual({ channel: 'c1' })),
    );
  });

  it('writes the context as key=value in text', async () => {
    const sink = lines();
    const log = consoleLogger('warn', 'text', sink);
    await withLogContext({ guild: '500', channel: 'c9', game: 'g1' }, async () => {
      log.info('dropped below the level');
      log.warn('slow delivery', { ms: 3 });
    });
    expect(sink.all).toHaveLength(1);
    expect(sink.all[0]?.line).toMatch(
      /^\d{4}-\d\d-\d\dT\S+Z warn slow delivery guild=500 channel=c9 game=g1 \{"ms":3\}$/,
    );
  });

  it('keeps a line whose field cannot be serialised', () => {
    const sink = lines();
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    consoleLogger('info', 'json', sink).info('cyclic', { cycle, plain: 'kept' });
    consoleLogger('info', 'text', sink).info('cyclic', { cycle });
    expect(JSON.parse(sink.all[0]?.line ?? '')).toMatchObject({ msg: 'cyclic', plain: 'kept' });
    expect(sink.all[1]?.line).toContain('info cyclic');
  });
});

describe('lines logged through the app', { timeout: SLOW }, () => {
  /** A listener of games' ends that fails once: the archive's delivery logs it and stays owed. */
  const failingOnce = (): GameEndedListener => {
    let calls = 0;
    return async () => {
      calls += 1;
      if (calls === 1) throw new Error('the league store is away');
    };
  };

  /** A started cruiser duel in c1, on a bot that logs JSON lines to `sink` and fails to deliver its first game's end. */
  const startedGame = async () => {
    const sink = lines();
    const started = await localBot({
      log: consoleLogger('info', 'json', sink),
      onGameEnded: [failingOnce()],
      retryAfterMs: 3_600_000,
    });
    bot = started;
    const s = started.session;
    await s.run('/game new scenario:cruiser-duel ruleset:vector', 'alice');
    await s.run('/game join side:concord', 'alice');
    await s.run('/game join side:veyra', 'bob');
    await s.run('/game start', 'alice');
    return { sink, app: started.app, s };
  };

  it('name the guild, channel and game of the command that wrote them', async () => {
    const { sink, app, s } = await startedGame();
    const game = (await app.store.get('c1'))?.id;
    expect(game).toBeDefined();
    await s.run('/game concede', 'bob');
    const failed = parsed(sink).filter((l) => l['msg'] === 'delivery failed; it stays owed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ level: 'warn', guild: 'local', channel: 'c1', game, kind: 'archive' });
  });

  it('name the channel, game and guild of the timer that wrote them', async () => {
    const { sink, app } = await startedGame();
    const record = await app.store.get('c1');
    const archive = record?.timers.find((t) => t.kind === 'idleArchive');
    expect(archive).toBeDefined();
    sink.all.length = 0;
    // The idle game is archived by its timer; the listener's failure is logged while the timer fires.
    // The pass is brought forward from inside another guild's interaction (an alarm): none of it carries over.
    const scheduler = new Scheduler(app);
    await withLogContext({ guild: '999', channel: 'elsewhere', game: 'another' }, () =>
      scheduler.tick(new Date(archive?.due ?? 0)),
    );
    const failed = parsed(sink).filter((l) => l['msg'] === 'delivery failed; it stays owed');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed[0]).toMatchObject({ guild: record?.guildId, channel: 'c1', game: record?.id, kind: 'archive' });
  });
});

/**
 * What a shard process owns (issue 45): its shard from discord.js's environment, each guild's shard
 * by Discord's formula (the same as the fake Discord's routing), guildless games shard 0's, the
 * shard processes' entry and flags, and a scheduler that fires only the timers of the games its
 * process owns.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Scheduler } from '../../../src/bot/clocks/scheduler.js';
import { ownedBy, shardOfGuild, shardOfProcess } from '../../../src/bot/discord/shard.js';
import { runShardManager, sharedStore, shardEntry } from '../../../src/bot/shards.js';
import { readConfig } from '../../../src/bot/app/config.js';
import { G1, G2, shardOf } from '../../discord/fake-discord.js';
import { localBot, type LocalBot } from '../../helpers/local-bot.js';

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

describe('a shard process', () => {
  it("reads its shard from discord.js's environment, and is none without a manager", () => {
    expect(shardOfProcess({})).toBeUndefined();
    expect(shardOfProcess({ SHARD_COUNT: '2' })).toBeUndefined();
    expect(shardOfProcess({ SHARDING_MANAGER: 'true', SHARDS: '1', SHARD_COUNT: '2' })).toEqual({ id: 1, count: 2 });
    expect(() => shardOfProcess({ SHARDING_MANAGER: 'true', SHARDS: '2', SHARD_COUNT: '2' })).toThrow(/not a shard/);
    expect(() => shardOfProcess({ SHARDING_MANAGER: 'true', SHARDS: '[0,1]', SHARD_COUNT: '2' })).toThrow(
      /not a shard/,
    );
  });

  it("owns its guilds by Discord's formula, the one the fake Discord routes by; no guild is shard 0's", () => {
    const zero = ownedBy({ id: 0, count: 2 });
    const one = ownedBy({ id: 1, count: 2 });
    expect([zero(G1.id), one(G1.id)]).toEqual([false, true]);
    expect([zero(G2.id), one(G2.id)]).toEqual([true, false]);
    expect([zero(null), one(null)]).toEqual([true, false]);
    expect(zero('local')).toBe(true);
    for (let i = 0n; i < 64n; i += 1n) {
      const id = (1180000000000000201n + (i << 22n) + i * 7919n).toString();
      for (const count of [1, 2, 3, 5]) expect(shardOfGuild(id, count)).toBe(shardOf(id, count));
    }
  });

  it('starts its shards from the kind of file it runs itself (here the sources, through tsx)', () => {
    const { file, execArgv } = shardEntry();
    expect(file).toMatch(/src[/\\]bot[/\\]main\.ts$/);
    expect(execArgv.join(' ')).toContain('tsx');
    expect(sharedStore('postgres://u@h/db')).toBe(true);
    expect(sharedStore('postgresql://u@h/db?schema=x')).toBe(true);
    expect(sharedStore('sqlite://games.sqlite')).toBe(false);
    expect(sharedStore('memory:')).toBe(false);
  });
});

describe('SHARD_COUNT', () => {
  it('is 1 unless set, and more than 1 is refused with one line on a store only one process may use', async () => {
    expect(readConfig({}).SHARD_COUNT).toBe(1);
    expect(() => readConfig({ SHARD_COUNT: '0' })).toThrow(/SHARD_COUNT/);
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    for (const STORE_URL of ['sqlite://games.sqlite', 'memory:']) {
      const config = { ...readConfig({ SHARD_COUNT: '2', STORE_URL }), DISCORD_TOKEN: 'x'.repeat(30) };
      const refused = await runShardManager(config, log).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Error);
      expect(String((refused as Error).message)).toMatch(/^SHARD_COUNT=2 needs STORE_URL=postgres:\/\/[^\n]*$/);
    }
  });
});

describe('the scheduler of a shard process', () => {
  it("fires only the timers of games its process owns: another shard's deadline stays for that shard", async () => {
    const clock = { now: Date.parse('2026-10-30T09:00:00Z') };
    bot = await localBot({ seed: 'shard-owner-seed-0123456789', now: () => new Date(clock.now) });
    const s = bot.session;
    await s.run('/game new scenario:cruiser-duel', 'alice');
    await s.run('/game join side:veyra', 'alice');
    await s.run('/game join side:concord', 'bob');
    await s.run('/game clock mode:step hours:1 timeout:default', 'alice');
    await s.run('/game start', 'alice');
    const record = await bot.app.store.get('c1');
    const later = new Date(clock.now + 2 * 3600_000);
    expect(record?.timers.some((t) => t.kind === 'deadline' && Date.parse(t.due) <= later.getTime())).toBe(true);

    const guild = record?.guildId ?? null;
    const elsewhere = new Scheduler({ ...bot.app, owns: (g) => g !== guild });
    expect(await elsewhere.dueTimers(later)).toEqual([]);
    expect(await elsewhere.tick(later)).toBe(0);
    expect((await bot.app.store.get('c1'))?.timers).toEqual(record?.timers);

    const owner = new Scheduler({ ...bot.app, owns: (g) => g === guild });
    expect((await owner.dueTimers(later)).length).toBeGreaterThan(0);
    expect(await owner.tick(later)).toBeGreaterThan(0);
    expect((await bot.app.store.get('c1'))?.log.filter((e) => e.by === 'clock').length).toBeGreaterThan(0);
  }, 60_000);
});

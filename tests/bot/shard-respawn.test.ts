/**
 * A shard process that exits is started again after a wait that doubles while it keeps dying soon
 * after each start (issue 45: discord.js's own respawn starts it again at once, so a shard that dies
 * as it starts would identify to Discord's gateway in a loop and spend the bot's daily identifies).
 */
import { EventEmitter } from 'node:events';
import type { Shard, ShardingManager } from 'discord.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RespawnBackoff, SHARD_RESPAWN, superviseShards } from '../../src/bot/shard-respawn.js';

const MIN = 60_000;

describe('the wait before a shard is started again', () => {
  it.each([
    ['a first exit', [[0, 10 * MIN]], [1_000]],
    [
      'exits soon after each start double the wait',
      [
        [0, 5_000],
        [6_000, 7_000],
        [9_000, 9_500],
        [14_000, 15_000],
      ],
      [1_000, 2_000, 4_000, 8_000],
    ],
    [
      'a shard that ran two minutes before it exited is healthy again',
      [
        [0, 1_000],
        [2_000, 3_000],
        [5_000, 5_000 + 2 * MIN],
      ],
      [1_000, 2_000, 1_000],
    ],
    [
      'the wait stops growing at five minutes',
      Array.from({ length: 12 }, (_, i) => [i, i + 1]),
      [1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300].map((s) => s * 1_000),
    ],
  ])('%s', (_, exits, waits) => {
    const backoff = new RespawnBackoff(SHARD_RESPAWN);
    expect(exits.map(([startedAt, exitedAt]) => backoff.waitAfterExit(startedAt ?? 0, exitedAt ?? 0))).toEqual(waits);
  });
});

/** A shard as the supervisor sees it: its events, and `spawn` recorded. */
class FakeShard extends EventEmitter {
  readonly spawns: number[] = [];
  constructor(readonly id: number) {
    super();
  }
  spawn(): Promise<void> {
    this.spawns.push(Date.now());
    this.emit('spawn', { pid: 1000 + this.spawns.length });
    return Promise.resolve();
  }
  exit(): void {
    this.emit('death', { exitCode: 1, signalCode: null });
  }
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

function supervised(): { shard: FakeShard; supervisor: ReturnType<typeof superviseShards> } {
  const manager = new EventEmitter();
  const supervisor = superviseShards(manager as unknown as ShardingManager, quiet, 1_000);
  const shard = new FakeShard(0);
  manager.emit('shardCreate', shard as unknown as Shard);
  shard.emit('spawn', { pid: 1000 });
  return { shard, supervisor };
}

describe('the shard supervisor', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves a shard that exits before all are ready to the manager, which stops them all', () => {
    vi.useFakeTimers();
    const { shard } = supervised();
    shard.exit();
    vi.advanceTimersByTime(10 * MIN);
    expect(shard.spawns).toEqual([]);
  });

  it('starts an exited shard again after a second, and one that keeps dying after longer waits', () => {
    vi.useFakeTimers({ now: 0 });
    const { shard, supervisor } = supervised();
    supervisor.started();
    shard.exit();
    vi.advanceTimersByTime(999);
    expect(shard.spawns).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shard.spawns).toEqual([1_000]);
    shard.exit();
    vi.advanceTimersByTime(2_000);
    expect(shard.spawns).toEqual([1_000, 3_000]);
    shard.exit();
    vi.advanceTimersByTime(3_999);
    expect(shard.spawns).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(shard.spawns).toEqual([1_000, 3_000, 7_000]);
  });

  it('starts nothing again once stopping, also a start already waiting', () => {
    vi.useFakeTimers();
    const { shard, supervisor } = supervised();
    supervisor.started();
    shard.exit();
    supervisor.stop();
    shard.exit();
    vi.advanceTimersByTime(10 * MIN);
    expect(shard.spawns).toEqual([]);
  });
});

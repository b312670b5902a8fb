/**
 * When a shard process that exited is started again (issue 45). discord.js's own respawn starts it
 * again at once, every time: a shard that dies as it starts (a store that does not answer, a record
 * that crashes it) would start, identify to Discord's gateway and die in a loop, spending the bot's
 * identifies (Discord allows a bot 1,000 a day and resets its token past that). So the first start
 * again comes after a second, and each quick death after it doubles the wait, up to five minutes; a
 * shard that ran a while before it exited counts as healthy again.
 */
import type { Shard, ShardingManager } from 'discord.js';
import type { Logger } from './app/logger.js';

export interface RespawnPolicy {
  /** The wait before the first start again. */
  readonly firstMs: number;
  /** The longest wait. */
  readonly maxMs: number;
  /** A shard that ran at least this long before it exited was healthy: its next wait is the first again. */
  readonly stableMs: number;
}

export const SHARD_RESPAWN: RespawnPolicy = { firstMs: 1_000, maxMs: 5 * 60_000, stableMs: 2 * 60_000 };

/** One shard's waits: doubling while it keeps dying soon after each start. */
export class RespawnBackoff {
  private quickDeaths = 0;

  constructor(private readonly policy: RespawnPolicy = SHARD_RESPAWN) {}

  /** The wait before starting again a shard started at `startedAt` that exited at `exitedAt` (ms). */
  waitAfterExit(startedAt: number, exitedAt: number): number {
    if (exitedAt - startedAt >= this.policy.stableMs) this.quickDeaths = 0;
    const wait = Math.min(this.policy.maxMs, this.policy.firstMs * 2 ** this.quickDeaths);
    this.quickDeaths += 1;
    return wait;
  }
}

/** What the manager tells the supervisor: every shard is ready, or the shards are being stopped. */
export interface ShardSupervisor {
  started(): void;
  stop(): void;
}

/**
 * Watches each shard the manager creates. Before `started` (the first start of all), a shard that
 * exits is left to the manager, which stops them all; after it, an exited shard is started again
 * after its backoff's wait; after `stop`, nothing is started again and waits pending are dropped.
 */
export function superviseShards(manager: ShardingManager, log: Logger, readyMs: number): ShardSupervisor {
  let running = false;
  let stopping = false;
  const pending = new Set<NodeJS.Timeout>();
  const startAgain = (shard: Shard, wait: number) => {
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (stopping) return;
      // A start that fails (exits again, or is not ready in time) is logged; an exit comes back as a death.
      shard.spawn(readyMs).catch((error: unknown) =>
        log.warn('shard did not start again', {
          shard: shard.id,
          error: error instanceof Error ? error.message : String(error),
        }),
      );
    }, wait);
    pending.add(timer);
  };
  manager.on('shardCreate', (shard) => {
    const backoff = new RespawnBackoff();
    let startedAt = Date.now();
    // mode 'process': each shard is a child process (a Worker has no pid).
    shard.on('spawn', (child) => {
      startedAt = Date.now();
      log.info('shard started', { shard: shard.id, pid: 'pid' in child ? child.pid : null });
    });
    shard.on('ready', () => log.info('shard ready', { shard: shard.id }));
    shard.on('death', (child) => {
      const exit = {
        shard: shard.id,
        code: 'exitCode' in child ? child.exitCode : null,
        signal: 'signalCode' in child ? child.signalCode : null,
      };
      if (!running || stopping) return log.info('shard exited', exit);
      const wait = backoff.waitAfterExit(startedAt, Date.now());
      log.warn('shard exited; starting it again', { ...exit, inMs: wait });
      startAgain(shard, wait);
    });
  });
  return {
    started: () => {
      running = true;
    },
    stop: () => {
      stopping = true;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
}

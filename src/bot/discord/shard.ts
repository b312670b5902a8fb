/**
 * Which shard this process is, and what it owns (issue 45). discord.js's ShardingManager starts each
 * shard process with `SHARDING_MANAGER=true`, `SHARDS` (its id) and `SHARD_COUNT` in the environment;
 * the client connects as that shard, and Discord sends it the events of its guilds only. Each guild's
 * games, clocks and leagues belong to the shard its events go to, by Discord's own formula
 * (`ShardClientUtil.shardIdForGuildId`); what belongs to no guild (a game in DMs, a DM's command) is
 * shard 0's, where Discord sends DMs.
 */
import { ShardClientUtil } from 'discord.js';
import { z } from 'zod';

export interface ShardOfProcess {
  readonly id: number;
  readonly count: number;
}

const ShardEnvSchema = z.object({
  SHARDING_MANAGER: z.literal('true'),
  SHARDS: z.coerce.number().int().min(0),
  SHARD_COUNT: z.coerce.number().int().min(1),
});

/** This process's shard when a ShardingManager started it, else undefined (the bot's one process). */
export function shardOfProcess(env: NodeJS.ProcessEnv = process.env): ShardOfProcess | undefined {
  if (env['SHARDING_MANAGER'] === undefined) return undefined;
  const parsed = ShardEnvSchema.safeParse(env);
  if (!parsed.success || parsed.data.SHARDS >= parsed.data.SHARD_COUNT)
    throw new Error(
      `this process was started as a shard with SHARDS=${String(env['SHARDS'])} SHARD_COUNT=${String(env['SHARD_COUNT'])}, which is not a shard`,
    );
  return { id: parsed.data.SHARDS, count: parsed.data.SHARD_COUNT };
}

/** The shard of `count` a guild's events, games and clocks belong to; no guild: shard 0. */
export function shardOfGuild(guildId: string | null, count: number): number {
  if (guildId === null || !/^\d{1,20}$/.test(guildId)) return 0;
  return ShardClientUtil.shardIdForGuildId(guildId, count);
}

/** `App.owns` for a shard process: true for what its shard owns. */
export function ownedBy(shard: ShardOfProcess): (guildId: string | null) => boolean {
  return (guildId) => shardOfGuild(guildId, shard.count) === shard.id;
}

/**
 * The default world of the fake Discord (one guild "g1" with channels "c1" and "c2", three players and
 * the bot) and the snowflake minting every id goes through.
 */
import { PermissionFlagsBits } from 'discord.js';
import { DEFAULT_EVERYONE_PERMISSIONS, type ChannelFixture, type GuildFixture, type UserFixture } from './world.js';

const DISCORD_EPOCH = 1_420_070_400_000n;
let lastMillis = 0n;
let increment = 0n;

/**
 * A fresh snowflake: real timestamp bits (discord.js derives createdAt from them) and a process-wide
 * increment so ids minted in the same millisecond still sort and never collide.
 */
export function nextSnowflake(): string {
  let millis = BigInt(Date.now()) - DISCORD_EPOCH;
  if (millis <= lastMillis) {
    millis = lastMillis;
    increment = (increment + 1n) & 0xfffn;
    if (increment === 0n) millis = lastMillis + 1n;
  } else {
    increment = 0n;
  }
  lastMillis = millis;
  return ((millis << 22n) | (1n << 17n) | increment).toString();
}

export const DEFAULT_TOKEN = 'test-token';
export const APPLICATION_ID = '1180000000000000001';

/** Discord gives a bot user the same id as its application. */
export const BOT_USER: UserFixture = { id: APPLICATION_ID, username: 'talon', global_name: null, bot: true };

export const ALICE: UserFixture = { id: '1180000000000000101', username: 'alice', global_name: 'Alice' };
export const BOB: UserFixture = { id: '1180000000000000102', username: 'bob', global_name: 'Bob' };
/** The organiser: holds Manage Guild. */
export const CAROL: UserFixture = { id: '1180000000000000103', username: 'carol', global_name: 'Carol' };

/** Owns g1 (so holds every permission); the players above are ordinary members. */
export const OWNER: UserFixture = { id: '1180000000000000199', username: 'owner', global_name: 'Owner' };

export const C1: ChannelFixture = { id: '1180000000000000301', name: 'c1', type: 0 };
export const C2: ChannelFixture = { id: '1180000000000000302', name: 'c2', type: 0 };

export const G1: GuildFixture = {
  id: '1180000000000000201',
  name: 'g1',
  owner_id: OWNER.id,
  channels: [C1, C2],
  members: [
    { user: OWNER },
    { user: ALICE },
    { user: BOB },
    { user: CAROL, permissions: (DEFAULT_EVERYONE_PERMISSIONS | PermissionFlagsBits.ManageGuild).toString() },
  ],
};

export const DEFAULT_GUILDS: readonly GuildFixture[] = [G1];

export const C3: ChannelFixture = { id: '1180000000004194601', name: 'c3', type: 0 };

/**
 * A second guild for sharded bots (issue 45): of two shards, g1 is shard 1's and g2 shard 0's
 * (`(id >> 22) % 2`: g2's id is g1's plus 2^22, one millisecond later). The same people, Carol managing.
 */
export const G2: GuildFixture = { ...G1, id: '1180000000004194505', name: 'g2', channels: [C3] };

/**
 * The fake Discord's gateway sharding (issue 45), against real discord.js clients each running one
 * shard of two: a session gets its own shard's guilds only, each guild's events go to the session
 * of the guild's shard alone, events of no guild (DMs) go to shard 0, an event for a shard whose
 * process is down waits for that shard's next session (never another shard's), and IDENTIFY with a
 * shard Discord would refuse is closed with 4010.
 */
import { once } from 'node:events';
import { Client, Events, GatewayIntentBits, REST, Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ALICE, BOB, C1, C3, G1, G2, shardOf, startFakeDiscord, textOf, type FakeDiscord } from './fake-discord.js';

interface ShardBot {
  readonly client: Client;
  /** The guild (or "dm") of every slash command this shard's client received. */
  readonly seen: string[];
}

async function startShard(fake: FakeDiscord, id: number, count: number, label = `shard ${id}`): Promise<ShardBot> {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: { api: fake.apiUrl },
    allowedMentions: { parse: [] },
    shards: [id],
    shardCount: count,
  });
  const bot: ShardBot = { client, seen: [] };
  client.on(Events.InteractionCreate, (interaction) => {
    if (!interaction.isChatInputCommand()) return;
    bot.seen.push(interaction.guildId ?? 'dm');
    void interaction.reply({ content: label, allowedMentions: { parse: [] } });
  });
  const ready = once(client, Events.ClientReady);
  await client.login(fake.token);
  await ready;
  return bot;
}

/** Opens a raw gateway socket, identifies with `shard` and resolves with the close code. */
async function identifyRaw(fake: FakeDiscord, shard: unknown): Promise<number> {
  const ws = new WebSocket(`${fake.gatewayUrl}?v=10&encoding=json`);
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  ws.once('message', () =>
    ws.send(JSON.stringify({ op: 2, d: { token: fake.token, intents: 1, properties: {}, shard } })),
  );
  return closed;
}

describe('the fake gateway with two shards', () => {
  let fake: FakeDiscord;
  let zero: ShardBot;
  let one: ShardBot;

  beforeAll(async () => {
    fake = await startFakeDiscord({ guilds: [G1, G2], shards: 2, maxConcurrency: 2 });
    [zero, one] = await Promise.all([startShard(fake, 0, 2), startShard(fake, 1, 2)]);
    await fake.waitForShards(2);
  }, 30_000);

  afterAll(async () => {
    await zero.client.destroy();
    await one.client.destroy();
    await fake.close();
  });

  it("maps the fixtures' guilds to different shards, by Discord's formula", () => {
    expect(shardOf(G1.id, 2)).toBe(1);
    expect(shardOf(G2.id, 2)).toBe(0);
    expect(shardOf(G1.id, 1)).toBe(0);
    expect(shardOf(null, 2)).toBe(0);
  });

  it('recommends its shard count and identify concurrency on GET /gateway/bot', async () => {
    const rest = new REST({ api: fake.apiUrl }).setToken(fake.token);
    expect(await rest.get(Routes.gatewayBot())).toMatchObject({
      shards: 2,
      session_start_limit: { max_concurrency: 2 },
    });
  });

  it("gives each session its own shard's guilds only", () => {
    expect([...zero.client.guilds.cache.keys()]).toEqual([G2.id]);
    expect([...one.client.guilds.cache.keys()]).toEqual([G1.id]);
    expect(fake.sessions.map((s) => s.shard).sort()).toEqual([
      [0, 2],
      [1, 2],
    ]);
  });

  it("routes each guild's interactions to its shard's session alone, and DMs to shard 0", async () => {
    const before = { zero: zero.seen.length, one: one.seen.length };
    const inG1 = await fake.interact(fake.slash(ALICE, C1.id, 'ping')).settled();
    const inG2 = await fake.interact(fake.slash(ALICE, C3.id, 'ping')).settled();
    expect(textOf(inG1)).toBe('shard 1');
    expect(textOf(inG2)).toBe('shard 0');
    // A DM channel (opened by shard 0's client): an interaction there carries no guild.
    const dm = await (await zero.client.users.fetch(BOB.id)).send('hello');
    const inDm = await fake.interact(fake.slash(BOB, dm.channelId, 'ping')).settled();
    expect(textOf(inDm)).toBe('shard 0');
    expect(zero.seen.slice(before.zero)).toEqual([G2.id, 'dm']);
    expect(one.seen.slice(before.one)).toEqual([G1.id]);
  });

  it("keeps an event for a shard that is down until that shard's next session, never giving it to another", async () => {
    await one.client.destroy();
    const waiting = fake.interact(fake.slash(BOB, C1.id, 'ping'));
    // Shard 0 is up and answers its own guild meanwhile; the waiting interaction is not its.
    const meanwhile = await fake.interact(fake.slash(BOB, C3.id, 'ping')).settled();
    expect(textOf(meanwhile)).toBe('shard 0');
    expect(zero.seen).not.toContain(G1.id);
    one = await startShard(fake, 1, 2, 'shard 1 again');
    expect(textOf(await waiting.settled())).toBe('shard 1 again');
    expect(one.seen).toEqual([G1.id]);
    expect(zero.seen).not.toContain(G1.id);
  });

  it('closes an IDENTIFY whose shard Discord would refuse with 4010', async () => {
    expect(await identifyRaw(fake, [2, 2])).toBe(4010);
    expect(await identifyRaw(fake, [-1, 2])).toBe(4010);
    expect(await identifyRaw(fake, [0])).toBe(4010);
    expect(await identifyRaw(fake, [0.5, 2])).toBe(4010);
  });
});

describe('the fake gateway when the shard count changes', () => {
  it('retires the sessions of the old count and routes what they never sent under the new one', async () => {
    const fake = await startFakeDiscord({ guilds: [G1, G2] });
    const single = await startShard(fake, 0, 1, 'alone');
    expect([...single.client.guilds.cache.keys()].sort()).toEqual([G1.id, G2.id].sort());
    expect(textOf(await fake.interact(fake.slash(ALICE, C1.id, 'ping')).settled())).toBe('alone');
    await single.client.destroy();
    // Sent while no bot is up: g1's interaction is shard 1's once the bot comes back with two shards.
    const waiting = fake.interact(fake.slash(ALICE, C1.id, 'ping'));
    const zero = await startShard(fake, 0, 2);
    const one = await startShard(fake, 1, 2);
    expect(textOf(await waiting.settled())).toBe('shard 1');
    expect(zero.seen).toEqual([]);
    expect(fake.sessions.filter((s) => s.current).map((s) => s.shard)).toEqual([
      [0, 2],
      [1, 2],
    ]);
    await zero.client.destroy();
    await one.client.destroy();
    await fake.close();
  }, 30_000);
});

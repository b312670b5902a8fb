/**
 * The turn prompt rides on the interaction that led to it (issue 45, prompt-rides.ts): posted as a
 * follow-up of the command that led to it, edited through that interaction's webhook while the turn
 * goes on and Discord keeps its token, and in the channel (with its nonce) whenever it cannot ride;
 * what else the command owes the channel (sealed orders' public line, a map) rides with it.
 * The channel here is the terminal's, given the two webhook requests Discord has, which record what
 * they were asked and show the message as the channel would.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runCommand } from '../../../src/bot/pipeline/dispatch.js';
import { deliverOwed, owe } from '../../../src/bot/presentation/outbox.js';
import type { BotRequest, Outgoing } from '../../../src/bot/pipeline/request.js';
import { LocalResponder } from '../../../src/bot/local/local-transport.js';
import { stateOf } from '../../../src/bot/rulesets/impulse/state-of.js';
import { createRng, seedRng } from '../../../src/engine/core/rng.js';
import { ALICE, BOB, localBot, startGameIn, type LocalBot } from '../../helpers/local-bot.js';
import { randomCommand } from '../../helpers/random-play.js';
import { toSlash } from '../../helpers/slash.js';

const bots: LocalBot[] = [];
afterEach(async () => {
  for (const bot of bots.splice(0)) await bot.app.close().catch(() => undefined);
});

interface Webhooks {
  /** Follow-ups made: the token, and the id of the message. */
  readonly made: { token: string; id: string }[];
  /** Edits through a webhook: the token and the message. */
  readonly edited: { token: string; id: string }[];
  /** Posts to the channel after the set-up, with their nonce (a prompt that could not ride). */
  readonly posted: { id: string; nonce: string | undefined; ping: readonly string[] }[];
  /** Edits through the channel after the set-up. */
  readonly channelEdits: string[];
  /** Makes every webhook request fail with this status from now on (an expired token: 401). */
  refuse(status: number | undefined): void;
}

/** Gives the bot's terminal channel Discord's interaction webhooks, recording every request. */
function withWebhooks(bot: LocalBot): Webhooks {
  const channel = bot.channel;
  let refusal: number | undefined;
  const hooks: Webhooks = {
    made: [],
    edited: [],
    posted: [],
    channelEdits: [],
    refuse: (status) => void (refusal = status),
  };
  const fail = () => Promise.reject(Object.assign(new Error(`webhook refused`), { status: refusal }));
  const send = channel.send.bind(channel);
  const edit = channel.edit.bind(channel);
  Object.assign(channel, {
    followUp: async (token: string, message: Outgoing) => {
      if (refusal !== undefined) return fail();
      expect(message.nonce).toBeUndefined();
      const id = await send('c1', message);
      hooks.made.push({ token, id });
      return id;
    },
    editFollowUp: async (token: string, messageId: string, message: Outgoing) => {
      if (refusal !== undefined) return fail();
      await edit('c1', messageId, message);
      hooks.edited.push({ token, id: messageId });
    },
    send: async (channelId: string, message: Outgoing) => {
      const id = await send(channelId, message);
      hooks.posted.push({ id, nonce: message.nonce, ping: message.ping ?? [] });
      return id;
    },
    edit: async (channelId: string, messageId: string, message: Outgoing) => {
      hooks.channelEdits.push(messageId);
      return edit(channelId, messageId, message);
    },
  });
  return hooks;
}

async function duel(now?: () => Date): Promise<LocalBot> {
  const bot = await localBot({ seed: 'a-fixed-seed-for-the-rides-test-01', ...(now ? { now } : {}) });
  bots.push(bot);
  return startGameIn(bot, 'cruiser-duel');
}

let tokens = 0;

/** Exactly one prompt (a message that pings) went to the channel, with its nonce. */
function expectOneChannelPrompt(hooks: Webhooks): void {
  const posted = hooks.posted.filter((p) => p.ping.length > 0);
  expect(posted.length).toBe(1);
  expect(posted[0]?.nonce).toBeDefined();
}

/**
 * A new prompt owed by a command answered in a process that has since ended (so this one holds no
 * offer), marked to ride on `name`'s interaction, or on none.
 */
async function owePromptAfterRestart(bot: LocalBot, name?: string): Promise<void> {
  const ride = name
    ? { token: `interaction-token-${name}`, at: new Date().toISOString(), interaction: `interaction-${name}` }
    : undefined;
  await bot.app.store.update('c1', async (current) => {
    if (!current) throw new Error('no game');
    return { save: owe(current, { kind: 'prompt', repost: true, ...(ride ? { ride } : {}) }), result: undefined };
  });
}

/** The id of the interaction whose token this is (the tests' own naming). */
const interactionOf = (token: string): string => token.replace('interaction-token-', 'interaction-');

/** The channel's newest messages as Discord lists them, each named by the interaction that made it. */
function listedBy(bot: LocalBot, hooks: Webhooks) {
  return async (channelId: string) =>
    bot.channel.messages
      .filter((m) => m.channelId === channelId && !m.ephemeral)
      .reverse()
      .map((m) => {
        const made = hooks.made.find((x) => x.id === m.id);
        return { id: m.id, text: m.content, ...(made ? { interaction: interactionOf(made.token) } : {}) };
      });
}

/** One random legal command by whoever must act, as a Discord interaction with its own token. */
async function play(bot: LocalBot, seed: string): Promise<{ token: string; prompt: string | undefined }> {
  const record = await bot.app.store.get('c1');
  if (!record) throw new Error('no game');
  const rng = createRng(seedRng(seed));
  const command = randomCommand(stateOf(record), (n) => rng.int(n));
  if (!command) throw new Error('no legal command');
  const actor = record.players.find((p) => p.side === command.side)?.userId === ALICE.id ? ALICE : BOB;
  const slash = toSlash(command);
  tokens += 1;
  const token = `interaction-token-${tokens}`;
  const request: BotRequest = {
    actor,
    channelId: 'c1',
    guildId: 'local',
    command: slash.command,
    options: slash.options,
    interactionToken: token,
    interactionId: interactionOf(token),
  };
  await runCommand(bot.app, bot.session.commands, request, new LocalResponder(bot.channel, 'c1'));
  await bot.app.announcing.idle();
  return { token, prompt: (await bot.app.store.presentation('c1', record.id)).prompt };
}

describe('the turn prompt rides on the interaction that led to it (issue 45)', () => {
  it('is a follow-up of the command answered (publicly, or privately for sealed orders), and is edited through it while the turn goes on', async () => {
    const bot = await duel();
    const hooks = withWebhooks(bot);
    const made = new Map<string, string>();
    for (let i = 0; i < 30; i += 1) {
      const { prompt } = await play(bot, `ride-${i}`);
      if ((await bot.app.store.get('c1'))?.status !== 'active') break;
      for (const m of hooks.made) made.set(m.id, m.token);
      // Once a turn changed hands by a command, the prompt the channel shows was made by an
      // interaction's webhook (the first was posted by /game start, typed in the terminal).
      if (made.size > 0) expect(prompt !== undefined && made.has(prompt)).toBe(true);
    }
    // Turns changed hands (new prompts, each pinging) and went on (edits), all through the webhooks.
    expect(hooks.made.length).toBeGreaterThan(2);
    expect(hooks.edited.length).toBeGreaterThan(0);
    // Each edit went through the webhook of the interaction that made the message it edits.
    for (const e of hooks.edited) expect(made.get(e.id)).toBe(e.token);
    // Nothing went to the channel (sealed orders' public lines and maps rode too), and the channel
    // edited no prompt.
    expect(hooks.posted).toEqual([]);
    expect(hooks.channelEdits.filter((id) => made.has(id))).toEqual([]);
  });

  it('rides on /game start: the first prompt is a follow-up of the start', async () => {
    const bot = await localBot({ seed: 'a-fixed-seed-for-the-rides-test-02' });
    bots.push(bot);
    await bot.session.run('/game new scenario:cruiser-duel', 'alice');
    await bot.session.run('/game join side:concord', 'alice');
    await bot.session.run('/game join side:veyra', 'bob');
    const hooks = withWebhooks(bot);
    const start: BotRequest = {
      actor: ALICE,
      channelId: 'c1',
      guildId: 'local',
      command: 'game',
      subcommand: 'start',
      options: {},
      interactionToken: 'interaction-token-start',
    };
    await runCommand(bot.app, bot.session.commands, start, new LocalResponder(bot.channel, 'c1'));
    await bot.app.announcing.idle();
    const record = await bot.app.store.get('c1');
    const present = await bot.app.store.presentation('c1', record?.id ?? '');
    expect(hooks.made).toEqual([{ token: 'interaction-token-start', id: present.prompt }]);
  });

  it('is edited through the channel once Discord no longer keeps the token (15 minutes)', async () => {
    let clock = Date.parse('2026-12-07T12:00:00Z');
    const bot = await duel(() => new Date(clock));
    const hooks = withWebhooks(bot);
    // Play until a prompt made by a webhook is edited in place by the next command.
    for (let i = 0; i < 40; i += 1) {
      const before = hooks.edited.length;
      const { prompt } = await play(bot, `late-${i}`);
      if (hooks.edited.length > before && prompt !== undefined) {
        // The same turn goes on a quarter of an hour later: the next edit of that prompt goes to the channel.
        clock += 15 * 60_000;
        const still = hooks.edited.length;
        for (let j = 0; j < 10; j += 1) {
          const again = await play(bot, `later-${i}-${j}`);
          if (again.prompt !== prompt) break;
          if (hooks.channelEdits.includes(prompt)) break;
        }
        if (!hooks.channelEdits.includes(prompt)) continue;
        expect(hooks.edited.length).toBe(still);
        return;
      }
    }
    throw new Error('no prompt was edited through the channel after its token expired');
  });

  it('goes to the channel with its nonce when the webhook refuses it, and nothing is lost', async () => {
    const bot = await duel();
    const hooks = withWebhooks(bot);
    hooks.refuse(401);
    for (let i = 0; i < 8; i += 1) await play(bot, `refused-${i}`);
    const record = await bot.app.store.get('c1');
    const present = await bot.app.store.presentation('c1', record?.id ?? '');
    // Every owed item was delivered: nothing waits for a webhook that will never take it.
    expect(record?.outbox.filter((item) => !present.done.includes(item.id))).toEqual([]);
    const prompts = hooks.posted.filter((p) => p.ping.length > 0);
    expect(prompts.length).toBeGreaterThan(0);
    for (const p of prompts) expect(p.nonce).toBeDefined();
    expect(prompts.map((p) => p.id)).toContain(present.prompt);
  });

  it('after a crash, is not shown twice: a prompt that rode before the crash is found among the newest messages', async () => {
    const bot = await duel();
    const hooks = withWebhooks(bot);
    // A command answered just now in the process that crashed: its prompt rode, and was not marked done.
    let token = '';
    for (let i = 0; i < 20 && hooks.made.length === 0; i += 1) ({ token } = await play(bot, `crashed-${i}`));
    const shown = hooks.made.at(-1);
    if (!shown || shown.token !== token) throw new Error('no prompt rode');
    const record = await bot.app.store.get('c1');
    if (!record) throw new Error('no game');
    await owePromptAfterRestart(bot, token.replace('interaction-token-', ''));
    // The restarted process was offered no ride; the channel's newest messages show the prompt already.
    const looked: string[] = [];
    const listed = listedBy(bot, hooks);
    Object.assign(bot.channel, {
      recentPosts: async (channelId: string) => (looked.push(channelId), listed(channelId)),
    });
    await deliverOwed(bot.app, 'c1');
    expect(looked).toEqual(['c1']);
    expect(hooks.posted.filter((p) => p.ping.length > 0)).toEqual([]);
    expect(hooks.made.length).toBe(1 + hooks.made.indexOf(shown));
    // It is the prompt from now on, edited through the interaction that made it.
    expect((await bot.app.store.presentation('c1', record.id)).prompt).toBe(shown.id);
  });

  it('after a crash, is posted to the channel with its nonce when it was never shown, though the same words were', async () => {
    const bot = await duel();
    const hooks = withWebhooks(bot);
    // The prompt of these very words was shown already, made by an earlier interaction (as the
    // initiative's is every impulse): not the one this interaction owes.
    for (let i = 0; i < 20 && hooks.made.length === 0; i += 1) await play(bot, `again-${i}`);
    if (hooks.made.length === 0) throw new Error('no prompt rode');
    Object.assign(bot.channel, { recentPosts: listedBy(bot, hooks) });
    await owePromptAfterRestart(bot, 'crashed');
    const made = hooks.made.length;
    await deliverOwed(bot.app, 'c1');
    expect(hooks.made.length).toBe(made);
    expectOneChannelPrompt(hooks);
  });

  it('after a crash, is posted all the same when the channel cannot be read (never lost)', async () => {
    const bot = await duel();
    const hooks = withWebhooks(bot);
    const forbidden = Object.assign(new Error('Missing Access'), { status: 403 });
    Object.assign(bot.channel, { recentPosts: async () => Promise.reject(forbidden) });
    await owePromptAfterRestart(bot, 'unread');
    await deliverOwed(bot.app, 'c1');
    expectOneChannelPrompt(hooks);
  });

  it('does not ride when this process did not answer the command (after a restart): the channel, with its nonce', async () => {
    const bot = await duel();
    const hooks = withWebhooks(bot);
    // Owed by a command answered before a restart: the offer to ride died with that process.
    await owePromptAfterRestart(bot);
    await deliverOwed(bot.app, 'c1');
    expect(hooks.made).toEqual([]);
    expectOneChannelPrompt(hooks);
  });
});

/**
 * The outbox, failed saves and quarantine through the bot's own pipeline (issue 10): what a change
 * owes survives a failed delivery and a restart and is delivered once; a save that fails is said to
 * have failed; a record that cannot be read is explained, told once, and ended or restored.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EN_US } from '../../../src/bot/locales/en-US.js';
import { DeliveryRetries } from '../../../src/bot/presentation/delivery-retries.js';
import { deliverAll, deliverOwed, owe } from '../../../src/bot/presentation/outbox.js';
import { stateOf } from '../../../src/bot/rulesets/impulse/state-of.js';
import { createRng, seedRng } from '../../../src/engine/core/rng.js';
import { KeyValue, StoreWriteError, openBackend } from '../../../src/store/index.js';
import { ALICE, BOB, localBot, startGameIn, type LocalBot } from '../../helpers/local-bot.js';
import { LocalResponder } from '../../../src/bot/local/local-transport.js';
import { runCommand } from '../../../src/bot/pipeline/dispatch.js';
import type { Outgoing } from '../../../src/bot/pipeline/request.js';
import { randomCommand } from '../../helpers/random-play.js';
import { toLine, toSlash } from '../../helpers/slash.js';

const bots: LocalBot[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const bot of bots.splice(0)) await bot.app.close().catch(() => undefined);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const sqliteUrl = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'talon-outbox-'));
  dirs.push(dir);
  return `sqlite://${join(dir, 'games.sqlite')}`;
};

async function duel(storeUrl: string, retryAfterMs?: number): Promise<LocalBot> {
  const bot = await localBot({
    storeUrl,
    seed: 'a-fixed-seed-for-the-outbox-test-01',
    ...(retryAfterMs ? { retryAfterMs } : {}),
  });
  bots.push(bot);
  return startGameIn(bot, 'cruiser-duel');
}

/** Plays one random legal command as whoever must act; returns the responder. */
async function playOne(bot: LocalBot, seed = 'outbox') {
  const record = await bot.app.store.get('c1');
  if (!record) throw new Error('no game');
  const rng = createRng(seedRng(seed));
  const command = randomCommand(stateOf(record), (n) => rng.int(n));
  if (!command) throw new Error('no legal command');
  const user = record.players.find((p) => p.side === command.side)?.userId === ALICE.id ? 'alice' : 'bob';
  return { answer: await bot.session.run(toLine(toSlash(command)), user), before: record };
}

const outage = (bot: LocalBot) => {
  const channel = bot.channel as unknown as { send: unknown; edit: unknown };
  const fail = () => Promise.reject(Object.assign(new Error('Service Unavailable'), { status: 503 }));
  channel.send = fail;
  channel.edit = fail;
};

describe('what a change owes', () => {
  it('is still owed when Discord is down, and is delivered once after a restart', async () => {
    const url = sqliteUrl();
    const first = await duel(url);
    outage(first);
    const { answer, before } = await playOne(first);
    // The command is accepted (answered in the interaction) though no post reached the channel.
    expect(answer.answers[0]?.ephemeral).toBe(false);
    const saved = await first.app.store.get('c1');
    expect(saved?.version).toBeGreaterThan(before.version);
    expect(saved?.outbox.some((item) => item.kind === 'prompt')).toBe(true);
    await first.app.close();
    bots.splice(bots.indexOf(first), 1);

    const second = await localBot({ storeUrl: url });
    bots.push(second);
    await deliverAll(second.app, second.app.store.openIds());
    const record = await second.app.store.get('c1');
    const present = await second.app.store.presentation('c1', record?.id ?? '');
    // Everything owed is now done: the answer given before, the prompt and the status after the restart.
    expect(record?.outbox.filter((item) => !present.done.includes(item.id))).toEqual([]);
    // The new process has no message to edit (Discord would answer 404), so the prompt is posted anew, pinging once.
    const prompts = second.channel.messages.filter(
      (m) => m.ping.length > 0 && record?.players.some((p) => m.ping.includes(p.userId)),
    );
    expect(prompts).toHaveLength(1);
    const count = second.channel.messages.length;
    await deliverAll(second.app, second.app.store.openIds());
    expect(second.channel.messages).toHaveLength(count);
  });

  it('is tried again on its own soon after Discord comes back, not on the next tick (issue 41)', async () => {
    const bot = await duel('memory:', 50);
    const channel = bot.channel as unknown as { send: unknown; edit: unknown };
    const working = { send: channel.send, edit: channel.edit };
    outage(bot);
    await playOne(bot);
    const owed = async () => {
      const record = await bot.app.store.get('c1');
      const present = await bot.app.store.presentation('c1', record?.id ?? '');
      return record?.outbox.filter((item) => !present.done.includes(item.id)) ?? [];
    };
    expect((await owed()).length).toBeGreaterThan(0);
    expect(bot.app.retries.channels()).toEqual(['c1']);
    // Discord answers again; nobody runs the scheduler: the retry alone delivers what is owed.
    Object.assign(channel, working);
    await vi.waitFor(async () => expect(await owed()).toEqual([]), { timeout: 10_000, interval: 50 });
    expect(bot.app.retries.channels()).toEqual([]);
  });

  it('waits twice as long after each failure in a row, from 2 s up to the 30 s tick (issue 41)', () => {
    const retries = new DeliveryRetries();
    expect([1, 2, 3, 4, 5, 6, 9].map((n) => retries.delayAfter(n))).toEqual([
      2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('never shows the prompt before the answer it follows, even when a delivery pass runs during the answer (issue 39)', async () => {
    const bot = await duel('memory:');
    const record = await bot.app.store.get('c1');
    if (!record) throw new Error('no game');
    const rng = createRng(seedRng('order'));
    const command = randomCommand(stateOf(record), (n) => rng.int(n));
    if (!command) throw new Error('no legal command');
    const actor = record.players.find((p) => p.side === command.side)?.userId === ALICE.id ? ALICE : BOB;
    const shown: string[] = [];
    bot.channel.onShow = (id) => void shown.push(id);
    // The scheduler's tick delivers what games owe; here it runs while the answer is being given
    // (the map of a report takes a while to draw), as it may at any moment in a running bot.
    class SlowAnswer extends LocalResponder {
      override async reply(message: Outgoing, ephemeral = false): Promise<void> {
        await deliverAll(bot.app, ['c1']);
        return super.reply(message, ephemeral);
      }
    }
    const responder = new SlowAnswer(bot.channel, 'c1');
    const slash = toSlash(command);
    await runCommand(
      bot.app,
      bot.session.commands,
      { actor, channelId: 'c1', guildId: 'local', command: slash.command, options: slash.options },
      responder,
    );
    const answer = responder.answers.find((a) => !a.ephemeral);
    expect(answer).toBeDefined();
    // The answer is the first thing the command shows; the prompt (posted or edited) comes after it.
    expect(shown[0]).toBe(answer?.id);
  });

  it('edits the prompt only when what it says would change (issue 39)', async () => {
    const bot = await duel('memory:');
    const edits: string[] = [];
    const edit = bot.channel.edit.bind(bot.channel);
    bot.channel.edit = (channelId, messageId, message) => (edits.push(messageId), edit(channelId, messageId, message));
    // The prompt owed again while nothing it says has changed: delivered, and no edit is sent.
    await bot.app.store.update('c1', async (record) => {
      if (!record) throw new Error('no game');
      const save = owe(record, { kind: 'prompt', repost: false });
      return { save, result: undefined };
    });
    await deliverOwed(bot.app, 'c1');
    expect(edits).toEqual([]);
    const record = await bot.app.store.get('c1');
    expect(record?.outbox.filter((i) => i.kind === 'prompt').length).toBeGreaterThan(0);
    // A move changes what the prompt says: that prompt is edited, or on a new turn another is posted.
    const prompt = (await bot.app.store.presentation('c1', record?.id ?? '')).prompt;
    await playOne(bot);
    const after = (await bot.app.store.presentation('c1', record?.id ?? '')).prompt;
    expect(after !== prompt || edits.includes(prompt ?? '')).toBe(true);
  });

  it('edits the pinned status only when what it says would change (issue 45: a request spared of the limit)', async () => {
    const bot = await duel('memory:');
    const record = await bot.app.store.get('c1');
    const statusId = (await bot.app.store.presentation('c1', record?.id ?? '')).status;
    expect(statusId).toBeDefined();
    const edits: string[] = [];
    const edit = bot.channel.edit.bind(bot.channel);
    bot.channel.edit = (channelId, messageId, message) => (edits.push(messageId), edit(channelId, messageId, message));
    // The status owed again while nothing it says has changed: delivered (done), and no edit is sent.
    await bot.app.store.update('c1', async (current) => {
      if (!current) throw new Error('no game');
      return { save: owe(current, { kind: 'status' }), result: undefined };
    });
    await deliverOwed(bot.app, 'c1');
    expect(edits).toEqual([]);
    const after = await bot.app.store.get('c1');
    const present = await bot.app.store.presentation('c1', after?.id ?? '');
    expect(after?.outbox.every((item) => present.done.includes(item.id))).toBe(true);
    // The game's name changes what the status says: it is edited in place, once.
    await bot.app.store.update('c1', async (current) => {
      if (!current) throw new Error('no game');
      return { save: owe({ ...current, name: 'Renamed skirmish' }, { kind: 'status' }), result: undefined };
    });
    await deliverOwed(bot.app, 'c1');
    expect(edits).toEqual([statusId]);
    expect(bot.channel.messages.find((m) => m.id === statusId)?.content).toContain('Renamed skirmish');
  });

  it('posts the seed hash at the start once, with the opening map', async () => {
    const bot = await duel('memory:');
    const record = await bot.app.store.get('c1');
    const answers = bot.channel.messages.filter((m) => m.content.includes(record?.seedHash ?? 'no hash'));
    // The start's answer is given to the interaction (the local responder), not posted again.
    expect(answers.filter((m) => !m.ephemeral && m.files.length > 0).length).toBeLessThanOrEqual(1);
    await deliverAll(bot.app, bot.app.store.openIds());
    expect(bot.channel.messages.filter((m) => m.content.includes(record?.seedHash ?? 'no hash'))).toHaveLength(
      answers.length,
    );
  });
});

describe('a save that fails', () => {
  it('is answered privately as not saved, and nothing changes', async () => {
    const bot = await duel('memory:');
    const kv = bot.app.store.kv as { write: KeyValue['write'] };
    const write = kv.write.bind(kv);
    kv.write = () =>
      Promise.reject(new StoreWriteError('the game', new Error('SQLITE_FULL: database or disk is full')));
    const { answer, before } = await playOne(bot);
    kv.write = write;
    expect(answer.answers).toHaveLength(1);
    expect(answer.answers[0]?.ephemeral).toBe(true);
    expect(answer.answers[0]?.message.content).toBe(EN_US.reply.notSaved);
    expect((await bot.app.store.get('c1'))?.version).toBe(before.version);
  });
});

describe('a record that cannot be read', () => {
  /** A duel of five commands whose head is replaced by `value`, and `lost` keys (of the head's game) removed. */
  async function damaged(
    value: unknown,
    lost: (head: Record<string, unknown>) => string[] = () => [],
  ): Promise<LocalBot> {
    const url = sqliteUrl();
    const first = await duel(url);
    for (let i = 0; i < 5; i += 1) await playOne(first, `damage-${i}`);
    await first.app.close();
    bots.splice(bots.indexOf(first), 1);
    const kv = new KeyValue(await openBackend(url));
    const head = (await kv.get('game:c1'))?.value as Record<string, unknown>;
    await kv.write('a damaged head', [
      ['game:c1', typeof value === 'function' ? (value as (h: Record<string, unknown>) => unknown)(head) : value],
    ]);
    await kv.remove('lost log entries', lost(head));
    await kv.close();
    const bot = await localBot({ storeUrl: url });
    bots.push(bot);
    return bot;
  }

  it('is explained privately, told to the channel once, and restored from its log by the host', async () => {
    const bot = await damaged((head: Record<string, unknown>) => ({ ...head, players: 'not a list' }));
    const status = await bot.session.run('/game status', 'bob');
    expect(status.answers[0]?.ephemeral).toBe(true);
    expect(status.answers[0]?.message.content).toBe(EN_US.reply.quarantinedDamaged);
    await bot.session.run('/game status', 'alice');
    expect(
      bot.channel.messages.filter((m) => !m.ephemeral && m.content === EN_US.reply.quarantinedDamaged),
    ).toHaveLength(1);
    // Only the host (named in the readable part of the record) or Manage Server may restore it.
    const refused = await bot.session.run('/game restore', 'bob');
    expect(refused.answers[0]?.ephemeral).toBe(true);
    const restored = await bot.session.run('/game restore', 'alice');
    expect(restored.answers[0]?.ephemeral).toBe(false);
    const record = await bot.app.store.get('c1');
    expect(record?.status).toBe('active');
    expect(record?.log).toHaveLength(5);
    const { before } = await playOne(bot, 'after-restore');
    expect((await bot.app.store.get('c1'))?.version).toBeGreaterThan(before.version);
  });

  it('is restored without the log entries it cannot read, and the host is told how many and which (issue 41)', async () => {
    const bot = await damaged(
      (head: Record<string, unknown>) => ({ ...head, players: 'not a list' }),
      (head) => [`log:${String(head['id'])}:4`],
    );
    const restored = await bot.session.run('/game restore', 'alice');
    expect(restored.answers[0]?.ephemeral).toBe(false);
    const text = restored.answers[0]?.message.content ?? '';
    expect(text).toContain('3 commands replayed');
    expect(text).toContain('2 later log entries could not be read and were left out: 4-5.');
    expect((await bot.app.store.get('c1'))?.log).toHaveLength(3);
  });

  it('that is not even JSON can still be restored by its host (named in the opening)', async () => {
    const url = sqliteUrl();
    const first = await duel(url);
    for (let i = 0; i < 3; i += 1) await playOne(first, `garble-${i}`);
    await first.app.close();
    bots.splice(bots.indexOf(first), 1);
    const backend = await openBackend(url);
    if (backend instanceof Map || !('set' in backend)) throw new Error('expected SQLite');
    await backend.set('talon:game:c1', '{"value": {"schemaVersion": 3, "id": "c1-');
    await backend.disconnect?.();
    const bot = await localBot({ storeUrl: url });
    bots.push(bot);
    expect((await bot.session.run('/game status', 'bob')).answers[0]?.message.content).toBe(
      EN_US.reply.quarantinedDamaged,
    );
    expect((await bot.session.run('/game restore', 'bob')).answers[0]?.ephemeral).toBe(true);
    const restored = await bot.session.run('/game restore', 'alice');
    expect(restored.answers[0]?.ephemeral).toBe(false);
    expect((await bot.app.store.get('c1'))?.log).toHaveLength(3);
  });

  it('saved by a newer bot is explained, and /game end frees the channel', async () => {
    const bot = await damaged((head: Record<string, unknown>) => ({ ...head, schemaVersion: 99 }));
    const status = await bot.session.run('/game status', 'bob');
    expect(status.answers[0]?.message.content).toBe(EN_US.reply.quarantinedNewer);
    const ended = await bot.session.run('/game end', 'alice');
    expect(ended.answers[0]?.ephemeral).toBe(false);
    expect(await bot.app.store.get('c1')).toBeUndefined();
    await bot.session.run('/game new scenario:cruiser-duel', 'alice');
    expect((await bot.app.store.get('c1'))?.status).toBe('lobby');
  });
});

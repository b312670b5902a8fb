/**
 * The pinned status kept up to date on spare turns (src/bot/presentation/status-upkeep.ts, issue 45):
 * it shows what the game says once its turn comes, however many commands asked for it meanwhile; an
 * edit that changes nothing is not sent; a status deleted by a moderator is posted and pinned anew; a
 * failed edit is tried again on the scheduler's next pass; and a refresh the last process did not get
 * to is made at start-up.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Scheduler } from '../../../src/bot/clocks/scheduler.js';
import { refreshStatusLater, refreshStatusesLater } from '../../../src/bot/presentation/status-upkeep.js';
import type { Outgoing } from '../../../src/bot/pipeline/request.js';
import { ALICE, startedGame, type LocalBot } from '../../helpers/local-bot.js';
import { randomCommand } from '../../helpers/random-play.js';
import { toLine, toSlash } from '../../helpers/slash.js';
import { stateOf } from '../../../src/bot/rulesets/impulse/state-of.js';
import { createRng, seedRng } from '../../../src/engine/core/rng.js';

const bots: LocalBot[] = [];
afterEach(async () => {
  for (const bot of bots.splice(0)) await bot.app.close().catch(() => undefined);
});

async function duel(): Promise<LocalBot> {
  const bot = await startedGame('cruiser-duel', 'a-fixed-seed-for-the-status-test-1');
  bots.push(bot);
  return bot;
}

const statusIdOf = async (bot: LocalBot): Promise<string> => {
  const record = await bot.app.store.get('c1');
  const id = (await bot.app.store.presentation('c1', record?.id ?? '')).status;
  if (id === undefined) throw new Error('no status posted');
  return id;
};

/** Renames the game without owing anything: its status no longer says what the game says. */
const rename = (bot: LocalBot, name: string) =>
  bot.app.store.update('c1', async (record) => {
    if (!record) throw new Error('no game');
    return { save: { ...record, name }, result: undefined };
  });

/** Spare turns held back until `open()`: what the status edits wait for on a busy bot. */
function holdSpareTurns(bot: LocalBot): { edits: Outgoing[]; open: () => void } {
  const edits: Outgoing[] = [];
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const editWhenSpare = bot.channel.editWhenSpare.bind(bot.channel);
  bot.channel.editWhenSpare = async (channelId, messageId, message) => {
    await gate;
    return editWhenSpare(channelId, messageId, async () => {
      const made = await message();
      if (made) edits.push(made);
      return made;
    });
  };
  return { edits, open: () => open() };
}

/** True when a refresh asked for now would send no edit: the status says what the game says. */
async function refreshFindsNothing(bot: LocalBot): Promise<boolean> {
  const held = holdSpareTurns(bot);
  held.open();
  refreshStatusLater(bot.app, 'c1');
  await bot.app.announcing.idle();
  return held.edits.length === 0;
}

describe('the pinned status (issue 45)', () => {
  it('shows what the game says once its turn comes, in one edit however often it was asked for meanwhile', async () => {
    const bot = await duel();
    const statusId = await statusIdOf(bot);
    const held = holdSpareTurns(bot);
    for (const name of ['First name', 'Second name', 'Third name']) {
      await rename(bot, name);
      refreshStatusLater(bot.app, 'c1');
    }
    held.open();
    await bot.app.announcing.idle();
    expect(held.edits).toHaveLength(1);
    expect(held.edits[0]?.content).toContain('Third name');
    const status = bot.channel.messages.find((m) => m.id === statusId);
    expect(status?.pinned).toBe(true);
    expect(status?.content).toContain('Third name');
  });

  it('sends no edit when the status already says what the game says', async () => {
    const bot = await duel();
    expect(await refreshFindsNothing(bot)).toBe(true);
  });

  it('is kept up to date as the game is played, by the commands alone', async () => {
    const bot = await duel();
    const statusId = await statusIdOf(bot);
    const shown = () => bot.channel.messages.find((m) => m.id === statusId)?.content;
    const seen = new Set([shown()]);
    const rng = createRng(seedRng('status-upkeep'));
    for (let i = 0; i < 12; i += 1) {
      const record = await bot.app.store.get('c1');
      const command = record?.state ? randomCommand(stateOf(record), (n) => rng.int(n)) : undefined;
      if (!record || !command) break;
      const user = record.players.find((p) => p.side === command.side)?.userId === ALICE.id ? 'alice' : 'bob';
      await bot.session.run(toLine(toSlash(command)), user);
      seen.add(shown());
    }
    // It changed as the game went on, and says now what the game says: a refresh finds nothing to send.
    expect(seen.size).toBeGreaterThan(1);
    expect(await refreshFindsNothing(bot)).toBe(true);
  });

  it('is posted and pinned anew when its message is gone (deleted by a moderator)', async () => {
    const bot = await duel();
    const statusId = await statusIdOf(bot);
    bot.channel.messages.splice(
      bot.channel.messages.findIndex((m) => m.id === statusId),
      1,
    );
    await rename(bot, 'After the deletion');
    refreshStatusLater(bot.app, 'c1');
    await bot.app.announcing.idle();
    const newId = await statusIdOf(bot);
    expect(newId).not.toBe(statusId);
    const status = bot.channel.messages.find((m) => m.id === newId);
    expect(status?.pinned).toBe(true);
    expect(status?.content).toContain('After the deletion');
  });

  it('is tried again on the scheduler’s next pass when an edit fails for a passing reason', async () => {
    const bot = await duel();
    const statusId = await statusIdOf(bot);
    const edit = bot.channel.edit.bind(bot.channel);
    bot.channel.edit = () => Promise.reject(Object.assign(new Error('Service Unavailable'), { status: 503 }));
    await rename(bot, 'After the outage');
    refreshStatusLater(bot.app, 'c1');
    await bot.app.announcing.idle();
    expect(bot.channel.messages.find((m) => m.id === statusId)?.content).not.toContain('After the outage');
    bot.channel.edit = edit;
    await new Scheduler(bot.app).tick();
    expect(bot.channel.messages.find((m) => m.id === statusId)?.content).toContain('After the outage');
  });

  it('is brought up to date at start-up when the last process did not get to it', async () => {
    const bot = await duel();
    const statusId = await statusIdOf(bot);
    // The change was saved, and its status refresh was still waiting when the process ended.
    await rename(bot, 'Before the restart');
    await refreshStatusesLater(bot.app, await bot.app.store.openIds());
    await bot.app.announcing.idle();
    expect(bot.channel.messages.find((m) => m.id === statusId)?.content).toContain('Before the restart');
  });
});

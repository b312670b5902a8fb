/**
 * A whole duel through the bot's own pipeline (command modules, guards, store, prompts, pictures),
 * in process: from /game new to the seed reveal, then the exported log verified roll by roll.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createRng, seedRng } from '../../src/engine/core/rng.js';
import { verifyExport } from '../../src/cli/verify-export.js';
import { stateOf } from '../../src/bot/rulesets/impulse/state-of.js';
import { randomCommand } from '../helpers/random-play.js';
import { toLine, toSlash } from '../helpers/slash.js';
import { ALICE, localBot, type LocalBot } from '../helpers/local-bot.js';

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

async function startDuel(seed = 'a-fixed-seed-for-the-duel-test-0001'): Promise<LocalBot> {
  bot = await localBot({ seed });
  const s = bot.session;
  await s.run('/game new scenario:cruiser-duel', 'alice');
  await s.run('/game join side:concord', 'alice');
  await s.run('/game join side:veyra', 'bob');
  await s.run('/game start', 'alice');
  return bot;
}

describe('a duel played through the bot pipeline', () => {
  it('runs from /game new to the seed reveal, and the exported log verifies', async () => {
    const { app, session, channel } = await startDuel();
    const rng = createRng(seedRng('duel-policy'));
    const pick = (n: number) => rng.int(n);
    for (let i = 0; i < 2000; i += 1) {
      const record = await app.store.get('c1');
      if (!record || record.status !== 'active') break;
      const state = stateOf(record);
      const command = randomCommand(state, pick);
      if (!command) break;
      const user = record.players.find((p) => p.side === command.side)?.userId === ALICE.id ? 'alice' : 'bob';
      const answer = await session.run(toLine(toSlash(command)), user);
      const after = await app.store.get('c1');
      if (after && after.version === record.version) {
        throw new Error(
          `refused: ${toLine(toSlash(command))}: ${answer.answers.map((a) => a.message.content).join(' / ')}`,
        );
      }
    }
    expect(await app.store.get('c1')).toBeUndefined();
    const archived = await app.store.latestArchived('c1');
    expect(archived?.status).toBe('finished');
    expect(archived?.outcome?.winner).toBeTruthy();
    const final = channel.messages.at(-1)?.content ?? '';
    expect(final).toContain('is over');
    expect(channel.messages.at(-1)?.files[0]).toMatch(/map\.png$/);
    expect(final).toContain(archived?.seed ?? 'no seed');
    // /game log after the end: the complete export, seed included, checked roll by roll.
    const log = await session.run('/game log', 'bob');
    expect(log.answers[0]?.ephemeral).toBe(true);
    const file = log.answers[0]?.message.files?.[0];
    expect(file?.name).toMatch(/\.json$/);
    const verdict = verifyExport(JSON.parse(file?.data.toString('utf8') ?? '{}'));
    expect(verdict.lines.join('\n')).toContain('the opening state is built from that seed and setup');
    expect(verdict.ok).toBe(true);

    // The summary's rematch button: a new game here, same scenario, sides swapped, both players in.
    const finishedRecord = await app.store.latestArchived('c1');
    await session.run('click Rematch', 'bob');
    const rematch = await app.store.get('c1');
    expect(rematch?.status).toBe('lobby');
    expect(rematch?.host).toBe('1002');
    for (const player of rematch?.players ?? [])
      expect(player.side).not.toBe(finishedRecord?.players.find((p) => p.userId === player.userId)?.side);
    expect(rematch?.id).not.toBe(finishedRecord?.id);
  }, 120_000);
});

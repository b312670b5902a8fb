/**
 * The compiled production start (issue 45): `npm start` runs the JavaScript in dist/, not the sources.
 * The bot is started with `npm start`'s own command line (node, its flags and environment, the
 * compiled entry: process-tuning.ts), its commands deployed by the compiled deploy script, and a solo
 * duel is played through the local Discord-compatible server until an impulse's map is posted and
 * replayed as an animation. That proves each path the code finds from where it runs holds in dist/:
 * the game data (assets/), the fonts, the command modules (dist/commands/*.js) and the worker
 * threads (the AI's, the maps' and the animations', started from their compiled modules: a thread
 * that cannot start is logged, and the bot's output must carry no such line).
 *
 * dist/ is built first if it is missing or older than the sources (build-dist.ts, as npm start's
 * prestart step): CI's `npm ci` has built it already (prepare), a developer may not have.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCommands } from '../../src/bot/app/loader.js';
import { impulse } from '../../src/engine/index.js';
import type { GameRecord, GameStore } from '../../src/store/index.js';
import { ALICE, C1, G1, textOf, type FakeDiscord, type RecordedMessage } from '../discord/fake-discord.js';
import { randomCommand } from '../helpers/random-play.js';
import { toSlash, type Slash } from '../helpers/slash.js';
import type { BotProcess } from './bot-process.js';
import { buildIfStale } from './build-dist.js';
import { land, launch } from './launch.js';
import { COMPILED_ENTRY } from './process-tuning.js';

const TOKEN = 'e2e-compiled-token-0123456789abcdef';

let fake: FakeDiscord;
let bot: BotProcess;
let store: GameStore;
let dir: string;
let deployed: string;

beforeAll(async () => {
  await buildIfStale();
  ({ fake, bot, store, dir, deployed } = await launch(TOKEN, 'talon-compiled-', {}, {}, 'compiled'));
}, 600_000);
afterAll(() => land({ fake, bot, store, dir }));

async function slash(s: Slash): Promise<RecordedMessage> {
  const target = s.subcommand ? { subcommand: s.subcommand } : undefined;
  return fake.interact(fake.slash(ALICE, C1.id, s.command, s.options, target)).settled(20_000);
}

async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\nbot says:\n${bot.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The game once it asks Alice (the AI has answered on its thread), or once it is over. */
const alicesTurn = () =>
  until('Alice’s turn', async () => {
    const record = (await store.get(C1.id)) ?? (await store.latestArchived(C1.id));
    if (!record || record.status !== 'active') return record;
    return impulse.awaiting(record.state as unknown as impulse.GameState).includes('concord') ? record : undefined;
  });

const maps = (): RecordedMessage[] =>
  fake.messages(C1.id).filter((m) => m.attachments.some((a) => a.filename === 'map.png'));

describe('the compiled bot, started as npm start starts it (issue 45)', () => {
  it('runs dist/ and registers the same commands as the sources define, from dist/commands', async () => {
    expect(bot.child.spawnargs).toContain(COMPILED_ENTRY);
    expect(bot.child.spawnargs).not.toContain('tsx');
    const fromSources = [...(await loadCommands()).keys()].sort();
    expect(deployed).toContain(`registered ${fromSources.length} commands`);
    expect(
      fake.commands
        .guild(G1.id)
        .map((c) => c.name)
        .sort(),
    ).toEqual(fromSources);
  }, 60_000);

  it('plays a solo duel: the map drawn with the bundled fonts, the AI answering from its thread', async () => {
    const made = await slash({
      command: 'game',
      subcommand: 'new',
      options: { scenario: 'cruiser-duel', opponent: 'ai' },
    });
    expect(textOf(made)).toContain('The AI plays');
    await slash({ command: 'game', subcommand: 'join', options: {} });
    const started = await slash({ command: 'game', subcommand: 'start', options: {} });
    const map = started.attachments.find((a) => a.filename === 'map.png');
    const picture = await sharp(map?.data ?? Buffer.alloc(0)).metadata();
    expect(picture.format).toBe('png');
    expect(picture.width).toBeGreaterThan(400);

    // Alice plays random legal moves until the first impulse has ended and its map is posted.
    let seed = 45;
    const pick = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const before = maps().length;
    for (let moves = 0; moves < 200 && maps().length === before; moves += 1) {
      const record = await alicesTurn();
      if (record.status !== 'active') break;
      const command = randomCommand(record.state as unknown as impulse.GameState, pick);
      if (command?.side === 'concord') await slash(toSlash(command));
    }
    expect(maps().length).toBeGreaterThan(before);
    const record = (await store.get(C1.id)) as GameRecord;
    expect(new Set(record.log.map((e) => e.by))).toContain('ai');
  }, 240_000);

  it('replays the first impulse as an animation drawn on the animation thread', async () => {
    const animated = await slash({ command: 'replay', options: { round: 1, part: 'A', animated: true } });
    const gif = animated.attachments.find((a) => a.filename === 'replay.gif');
    const metadata = await sharp(gif?.data ?? Buffer.alloc(0)).metadata();
    expect(metadata.format).toBe('gif');
    expect(metadata.pages).toBeGreaterThan(1);
  }, 60_000);

  it('said nothing of a thread that could not start, and Discord saw nothing amiss', () => {
    expect(bot.output()).not.toMatch(/thread failed/);
    expect(bot.output()).not.toMatch(/Cannot find module|ERR_MODULE_NOT_FOUND|ERR_UNKNOWN_FILE_EXTENSION/);
    expect(fake.violations).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
  });
});

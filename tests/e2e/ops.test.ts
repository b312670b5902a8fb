/**
 * Operations end to end (issue 45): the real bot process (`npm start`'s entry) with HEALTH_PORT and
 * LOG_FORMAT=json, against the local Discord-compatible server. Its health endpoint answers 200 with
 * the SQLite store, the connected gateway and the scheduler's passes; every line it writes is one JSON
 * object; and the endpoint goes away with the process on SIGTERM.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameStore } from '../../src/store/index.js';
import { PermissionFlagsBits } from 'discord-api-types/v10';
import { ALICE, C1, G1, type FakeDiscord } from '../discord/fake-discord.js';
import { DEFAULT_BOT_PERMISSIONS } from '../discord/world.js';
import type { BotProcess } from './bot-process.js';
import { land, launch } from './launch.js';

const TOKEN = 'e2e-ops-token-0123456789abcdef0123';

let fake: FakeDiscord;
let bot: BotProcess;
let store: GameStore;
let dir: string;
let port: number;

/** A port nobody listens on now (the system's pick for port 0, released). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

beforeAll(async () => {
  port = await freePort();
  ({ fake, bot, store, dir } = await launch(
    TOKEN,
    'talon-ops-',
    // Without Pin Messages, so a new game logs a warning (its status message stays unpinned).
    {
      botPermissions: DEFAULT_BOT_PERMISSIONS & ~(PermissionFlagsBits.PinMessages | PermissionFlagsBits.ManageMessages),
    },
    { HEALTH_PORT: String(port), LOG_FORMAT: 'json', LOG_LEVEL: 'info', TICK_SECONDS: '1' },
  ));
}, 60_000);
afterAll(() => land({ fake, bot, store, dir }));

const healthz = async () => {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`);
  return { status: response.status, body: (await response.json()) as Record<string, Record<string, unknown>> };
};

/** Asks until `check` holds (the first scheduler pass comes a moment after the connection). */
async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\nbot says:\n${bot.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('npm start with HEALTH_PORT and LOG_FORMAT=json', { timeout: 60_000 }, () => {
  it('answers GET /healthz with the store, the gateway and the timers', async () => {
    const { status, body } = await until('a scheduler pass', async () => {
      const answer = await healthz();
      return answer.body['timers']?.['lastPassAt'] ? answer : undefined;
    });
    expect(status).toBe(200);
    expect(body['ok']).toBe(true);
    expect(body['store']).toMatchObject({ ok: true, kind: 'sqlite' });
    expect(body['gateway']).toMatchObject({ ready: true, shards: [0] });
    expect(body['timers']).toMatchObject({ due: 0, overdue: 0 });
    expect(typeof body['timers']?.['lastPassMs']).toBe('number');
  });

  it('writes every line as one JSON object, a command’s with its guild, channel and game', async () => {
    const run = (user: typeof ALICE, subcommand: string, options: Record<string, string> = {}) =>
      fake.interact(fake.slash(user, C1.id, 'game', options, { subcommand })).settled(20_000);
    await run(ALICE, 'new', { scenario: 'cruiser-duel' });
    const game = (await store.get(C1.id))?.id;
    expect(game).toBeDefined();
    const parsed = () =>
      bot
        .output()
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    const unpinned = await until('the unpinned status warning', async () =>
      parsed().find((l) => l['msg'] === 'could not pin the status message'),
    );
    expect(unpinned).toMatchObject({ level: 'warn', guild: G1.id, channel: C1.id, game });
    for (const line of parsed()) expect(Object.keys(line).slice(0, 3)).toEqual(['time', 'level', 'msg']);
    const messages = parsed().map((l) => l['msg']);
    expect(messages).toEqual(expect.arrayContaining(['store ready', 'health endpoint', 'ready']));
    expect(parsed().find((l) => l['msg'] === 'health endpoint')?.['url']).toBe(`http://127.0.0.1:${port}/healthz`);
  });

  it('closes the endpoint with the process', async () => {
    await bot.kill('SIGTERM');
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});

/**
 * Solo games against the AI, one per level, end to end (issue 18, "must show"):
 * the real bot process against the local Discord-compatible server. Alice makes the game with
 * `/game new opponent:ai`, joins, starts, plays her own moves by slash command while the AI answers
 * by itself off the request path; then she hands her ship to the autopilot (the AI flying her side)
 * and the game is played to its end. The AI is never pinged, its orders are in the log as its own, and the game's
 * summary closes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impulse } from '../../src/engine/index.js';
import type { GameRecord, GameStore } from '../../src/store/index.js';
import { ALICE, C1, C2, textOf, type FakeDiscord, type RecordedMessage } from '../discord/fake-discord.js';
import { randomCommand } from '../helpers/random-play.js';
import { toSlash, type Slash } from '../helpers/slash.js';
import type { BotProcess } from './bot-process.js';
import { land, launch } from './launch.js';

const TOKEN = 'e2e-solo-token-0123456789abcdef';

let fake: FakeDiscord;
let bot: BotProcess;
let store: GameStore;
let dir: string;

beforeAll(async () => {
  ({ fake, bot, store, dir } = await launch(TOKEN, 'talon-solo-', {}, { TICK_SECONDS: '1' }));
}, 60_000);
afterAll(() => land({ fake, bot, store, dir }));

/** The channel of the level's game: one game per level, side by side on one bot. */
let channel = C1.id;

async function slash(s: Slash): Promise<RecordedMessage> {
  const payload = fake.slash(
    ALICE,
    channel,
    s.command,
    s.options,
    s.subcommand ? { subcommand: s.subcommand } : undefined,
  );
  return fake.interact(payload).settled(20_000);
}

async function current(): Promise<GameRecord | undefined> {
  return (await store.get(channel)) ?? (await store.latestArchived(channel));
}

async function until<T>(what: string, check: () => Promise<T | undefined | false>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\nbot says:\n${bot.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the game asks Alice's side (the AI has answered), or is over. */
const alicesTurn = () =>
  until('Alice’s turn or the end', async () => {
    const record = await current();
    if (!record) return undefined;
    if (record.status !== 'active') return record;
    const state = record.state as unknown as impulse.GameState;
    return impulse.awaiting(state).includes('concord') ? record : undefined;
  });

describe.each([
  ['easy', C1.id],
  ['normal', C2.id],
  // The easy game in c1 is over and archived by now: the hard game is the channel's next.
  ['hard', C1.id],
])('a solo game against the %s AI through the local Discord-compatible server', (level, where) => {
  it('is made with opponent:ai, joined and started by one player', async () => {
    channel = where;
    const made = await slash({
      command: 'game',
      subcommand: 'new',
      options: { scenario: 'cruiser-duel', opponent: 'ai', level },
    });
    expect(textOf(made)).toContain('The AI plays **Veyra Host**');
    await slash({ command: 'game', subcommand: 'join', options: {} });
    const started = await slash({ command: 'game', subcommand: 'start', options: {} });
    expect(textOf(started)).toContain('begins');
    expect((await current())?.players.map((p) => p.userId).sort()).toEqual([ALICE.id, 'ai-veyra']);
    expect((await current())?.players.find((p) => p.ai)?.ai).toEqual({ level, personality: 'steady' });
  }, 60_000);

  it('Alice plays her moves by slash command; the AI answers each time by itself', async () => {
    let seed = 7;
    const pick = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let moves = 0; moves < 12; moves += 1) {
      const record = await alicesTurn();
      if (record.status !== 'active') break;
      const state = record.state as unknown as impulse.GameState;
      const command = randomCommand(state, pick);
      if (!command || command.side !== 'concord') continue;
      await slash(toSlash(command));
    }
    const record = await current();
    const by = new Set(record?.log.map((e) => e.by));
    expect(by.has('ai')).toBe(true);
    expect(by.has(ALICE.id)).toBe(true);
  }, 120_000);

  it('handed to the autopilot, the game is played to its end; it hands back only for a hurt ship (issue 18)', async () => {
    await alicesTurn();
    await slash({ command: 'game', subcommand: 'clock', options: { 'autoplay-seconds': 0 } });
    const reply = await slash({ command: 'orders', options: { autopilot: true } });
    expect(textOf(reply)).toContain('autopilot now flies your side');
    let handedBack = 0;
    let seen = fake.messages(channel).length;
    let over: GameRecord | undefined;
    for (let turn = 0; turn < 4 && !over; turn += 1) {
      // Either the game ends, or the autopilot calls Alice back (her ship half gone) and she hands it over again.
      const next = await until(
        'the end of the game or a call back',
        async () => {
          const record = await current();
          if (record && record.status !== 'active') return { over: record };
          const called = fake
            .messages(channel)
            .slice(seen)
            .find((m) => textOf(m).includes('autopilot handed this side back'));
          return called ? { called } : undefined;
        },
        120_000,
      );
      if ('over' in next) over = next.over;
      else {
        handedBack += 1;
        expect(next.called.pings.users).toEqual([ALICE.id]);
        const again = await slash({ command: 'orders', options: { autopilot: true } });
        expect(textOf(again)).toContain('autopilot now flies your side');
        seen = fake.messages(channel).length;
      }
    }
    if (!over) throw new Error('the game did not end');
    expect(over.status).toBe('finished');
    expect(over.outcome).not.toBeNull();
    const by = new Set(over.log.map((e) => e.by));
    // Alice gave her first orders and handed over; every order after came from the AI, but for
    // the initiative her standing orders give once she answered it twice the same way (issue 39).
    expect([...by].filter((b) => b !== 'orders').sort()).toEqual([ALICE.id, 'ai'].sort());
    const standing = over.log.filter((e) => e.by === 'orders').map((e) => (e.command as { type: string }).type);
    expect(standing.every((type) => type === 'chooseInitiative' || type === 'followOrders')).toBe(true);
    // The only standing order she has is the initiative's.
    if (standing.length > 0) expect(Object.keys(stateOrders(over))).toEqual(['initiative']);
    // One ship: called back once at most (half its hull gone); its loss ends the game.
    expect(handedBack).toBeLessThanOrEqual(1);
    const messages = fake.messages(channel);
    expect(messages.some((m) => textOf(m).includes('Seed'))).toBe(true);
    expect(messages.flatMap((m) => m.pings.users).every((id) => id === ALICE.id)).toBe(true);
    expect(fake.takeViolations()).toEqual([]);
  }, 180_000);
});

/** Concord's standing orders as the game ended (none: an empty object). */
function stateOrders(record: GameRecord): Record<string, unknown> {
  const state = record.state as unknown as impulse.GameState;
  return { ...(state.standing?.sides['concord'] ?? {}) };
}

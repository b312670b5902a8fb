/**
 * `vector` end to end (issue 15, "must show"): the real bot process against the local
 * Discord-compatible server, a Cruiser Duel flown with inertia from `/game new ruleset:vector` to its
 * end: sealed orders, hex-by-hex moves from the prompt's buttons, fire, and a course change left
 * unfinished with its -2 on the next turn's attacks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hexDistance } from '../../src/engine/index.js';
import { VECTOR, type VectorCommand, type VectorState } from '../../src/engine/rulesets/vector/index.js';
import { decodeComponentId } from '../../src/bot/pipeline/custom-id.js';
import type { GameRecord, GameStore } from '../../src/store/index.js';
import { ALICE, BOB, C1, type FakeDiscord, type RecordedMessage, type UserFixture } from '../discord/fake-discord.js';
import type { Slash } from '../helpers/slash.js';
import type { BotProcess } from './bot-process.js';
import { land, launch, type Launched } from './launch.js';

const TOKEN = 'e2e-vector-token-0123456789abcdef';

let fake: FakeDiscord;
let bot: BotProcess;
let store: GameStore;
let launched: Launched | undefined;

beforeAll(async () => {
  launched = await launch(TOKEN, 'vector-e2e-');
  ({ fake, bot, store } = launched);
}, 60_000);

afterAll(async () => {
  if (launched) await land(launched);
});

const slash = (user: UserFixture, s: Slash): Promise<RecordedMessage> =>
  fake
    .interact(fake.slash(user, C1.id, s.command, s.options, s.subcommand ? { subcommand: s.subcommand } : undefined))
    .settled(10_000);

async function current(): Promise<GameRecord> {
  const record = await store.get(C1.id);
  if (!record) throw new Error('no game in c1');
  return record;
}

const userOf = (record: GameRecord, side: string): UserFixture =>
  record.players.find((p) => p.side === side)?.userId === ALICE.id ? ALICE : BOB;

type Component = { custom_id?: string; label?: string };
const componentsOf = (m: RecordedMessage): Component[] =>
  (m.components as { components?: Component[] }[]).flatMap((r) => r.components ?? []);

/** The prompt of this moment, once posted (or edited). */
async function promptOf(record: GameRecord): Promise<RecordedMessage | undefined> {
  const version = record.messages.promptVersion ?? record.version;
  const fresh = (m: RecordedMessage) =>
    componentsOf(m).some((c) => c.custom_id && decodeComponentId(c.custom_id)?.version === version);
  return fake.messages(C1.id).find(fresh) ?? (await fake.waitForMessage(fresh, 3000).catch(() => undefined));
}

/** The Vigil declares a course change of two on turn 1 and never turns: its loss of control. */
const SHAKEN = 's1';

function policy(state: VectorState, side: string): VectorCommand | undefined {
  const legal = VECTOR.legalCommands(state, side);
  if (state.phase === 'reaction') {
    const ship = state.board.ships.find(
      (s) => s.side === side && s.status === 'active' && state.orders[s.id] === undefined,
    );
    if (!ship) return undefined;
    const enemy = state.board.ships.find((s) => s.side !== side && s.status === 'active');
    const far = enemy ? hexDistance(ship.hex, enemy.hex) > 6 : false;
    const course = state.turn === 1 && ship.id === SHAKEN ? 2 : 0;
    const want = { accel: far ? 1 : -1, course };
    return (
      legal.find(
        (c) => c.type === 'order' && c.ship === ship.id && c.accel === want.accel && c.course === want.course,
      ) ?? legal.find((c) => c.type === 'order' && c.ship === ship.id && c.course === course)
    );
  }
  if (state.phase === 'movement')
    return legal.find((c) => c.type === 'move' && (c.how === 'straight' || c.how === 'stay')) ?? legal[0];
  return legal.find((c) => c.type === 'fire') ?? legal.find((c) => c.type === 'done');
}

function slashOf(c: VectorCommand): Slash {
  switch (c.type) {
    case 'order':
      return { command: 'orders', options: { ship: c.ship, acceleration: c.accel, course: c.course } };
    case 'move':
      return {
        command: 'move',
        options: {
          ship: c.ship,
          how:
            c.how === 'turnLeft' || c.how === 'pivotLeft'
              ? 'turn-left'
              : c.how === 'turnRight' || c.how === 'pivotRight'
                ? 'turn-right'
                : 'straight',
        },
      };
    case 'fire':
      return { command: 'fire', options: { ship: c.ship, weapon: String(c.group + 1), target: c.targets[0] ?? '' } };
    default:
      return { command: 'done', options: {} };
  }
}

const said = (text: string) => fake.messages(C1.id).some((m) => m.content.includes(text));

describe('a vector duel through the local Discord-compatible server', () => {
  it('plays from /game new ruleset:vector to its end, with a course change left unmade and its -2', async () => {
    await slash(ALICE, {
      command: 'game',
      subcommand: 'new',
      options: { ruleset: 'vector', scenario: 'cruiser-duel', name: 'Inertia duel' },
    });
    await slash(ALICE, { command: 'game', subcommand: 'join', options: { side: 'concord' } });
    await slash(BOB, { command: 'game', subcommand: 'join', options: { side: 'veyra' } });
    const started = await slash(ALICE, { command: 'game', subcommand: 'start', options: {} });
    expect(started.attachments.map((a) => a.filename)).toContain('map.png');
    await fake.waitForMessage((m) => m.content.includes('Reaction Phase'), 5000);

    let clicked = 0;
    for (let i = 0; i < 900; i += 1) {
      const record = await current();
      if (record.status !== 'active') break;
      const state = record.state as unknown as VectorState;
      const [side] = VECTOR.awaiting(state).sides;
      if (side === undefined) throw new Error(`nobody to act at ${VECTOR.awaiting(state).moment}`);
      const command = policy(state, side);
      if (!command) throw new Error(`no command for ${side} at ${VECTOR.awaiting(state).moment}`);
      const s = slashOf(command);
      const user = userOf(record, side);
      // A move of the ship whose hexes the prompt offers: clicked; the rest typed.
      const prompt = state.phase === 'movement' ? await promptOf(record) : undefined;
      const button = prompt
        ? componentsOf(prompt).find((c) => {
            const d = c.custom_id ? decodeComponentId(c.custom_id) : undefined;
            return (
              d?.action.kind === 'command' &&
              d.action.command === 'move' &&
              d.action.options['how'] === s.options['how']
            );
          })
        : undefined;
      const reply =
        prompt && button?.custom_id
          ? (clicked++, await fake.interact(fake.button(user, prompt, button.custom_id)).settled(10_000))
          : await slash(user, s);
      const after = await current();
      if (after.version === record.version)
        throw new Error(`the bot refused ${JSON.stringify(s)}: ${reply.content}\n${bot.output().slice(-2000)}`);
    }
    const end = await current();
    expect(end.status).toBe('finished');
    await fake.waitForMessage((m) => m.content.includes('is over'), 10_000);
    expect(clicked).toBeGreaterThan(0);
    expect(said('did not complete its course change (0 of 2): -2 on its attacks next turn')).toBe(true);
    expect(said('Orders revealed')).toBe(true);
    // The orders were secret: no public message says them before the reveal.
    const first = fake.messages(C1.id).findIndex((m) => m.content.includes('Orders revealed'));
    expect(
      fake
        .messages(C1.id)
        .slice(0, first)
        .some((m) => !m.flags && m.content.includes('course +2')),
    ).toBe(false);
  }, 240_000);
});

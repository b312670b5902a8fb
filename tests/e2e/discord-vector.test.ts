/**
 * `vector` end to end (issue 15, "must show"): the real bot process against the local
 * Discord-compatible server, a Cruiser Duel flown with inertia from `/game new ruleset:vector` to its
 * end: sealed orders, hex-by-hex moves from the prompt's buttons, fire, and a course change left
 * unfinished with its -2 on the next turn's attacks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hexDistance, neighbour, rotateFacing } from '../../src/engine/index.js';
import { VECTOR, type VectorCommand, type VectorState } from '../../src/engine/rulesets/vector/index.js';
import { decodeComponentId } from '../../src/bot/pipeline/custom-id.js';
import type { GameRecord, GameStore } from '../../src/store/index.js';
import {
  ALICE,
  BOB,
  C1,
  controlsOf,
  textOf,
  type FakeDiscord,
  type RecordedMessage,
  type UserFixture,
} from '../discord/fake-discord.js';
import { expectCard, expectPicturePostsAreCards } from './cards.js';
import type { Slash } from '../helpers/slash.js';
import { vectorSlash } from '../helpers/vector-slash.js';
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
  // A finished game is archived soon after its last command: read it wherever it is by now.
  const record = (await store.get(C1.id)) ?? (await store.latestArchived(C1.id));
  if (!record) throw new Error('no game in c1');
  return record;
}

const userOf = (record: GameRecord, side: string): UserFixture =>
  record.players.find((p) => p.side === side)?.userId === ALICE.id ? ALICE : BOB;

type Component = { custom_id?: string; label?: string };
const componentsOf = (m: RecordedMessage): Component[] => controlsOf(m) as Component[];

/** The prompt of this moment, once posted (or edited). */
async function promptOf(record: GameRecord): Promise<RecordedMessage | undefined> {
  const version = record.messages.promptVersion ?? record.version;
  const fresh = (m: RecordedMessage) =>
    componentsOf(m).some((c) => c.custom_id && decodeComponentId(c.custom_id)?.version === version);
  return fake.messages(C1.id).find(fresh) ?? (await fake.waitForMessage(fresh, 3000).catch(() => undefined));
}

/** The Vigil declares a course change of two on turn 1 and never turns: its loss of control. */
const SHAKEN = 's1';

/** The facings (-3..3) from the ship's facing to the hexside that leads nearest the enemy. */
function towards(state: VectorState, id: string): number {
  const ship = state.board.ships.find((s) => s.id === id);
  const enemy = state.board.ships.find((s) => s.side !== ship?.side && s.status === 'active');
  if (!ship || !enemy) return 0;
  const d = (turn: number) => hexDistance(neighbour(ship.hex, rotateFacing(ship.facing, turn)), enemy.hex);
  return [0, 1, -1, 2, -2, 3].sort((x, y) => d(x) - d(y))[0] ?? 0;
}

/**
 * Both captains slow down to fight at close range and turn towards each other, except that the
 * Vigil declares a course change of two on turn 1 and never makes it: its loss of control. Moves do
 * not depend on the dice (the bot draws a fresh seed each game), so the Vigil's next-turn shot does not.
 */
function policy(state: VectorState, side: string): VectorCommand | undefined {
  const legal = VECTOR.legalCommands(state, side);
  if (state.phase === 'reaction') {
    const ship = state.board.ships.find(
      (s) => s.side === side && s.status === 'active' && state.orders[s.id] === undefined,
    );
    if (!ship) return undefined;
    const velocity = state.ships[ship.id]?.velocity ?? 0;
    const course = state.turn === 1 && ship.id === SHAKEN ? 2 : state.turn === 1 ? 0 : towards(state, ship.id);
    const accel = Math.max(-3, Math.min(3, 2 - velocity));
    const orders = legal.filter(
      (c): c is Extract<VectorCommand, { type: 'order' }> => c.type === 'order' && c.ship === ship.id,
    );
    const score = (c: Extract<VectorCommand, { type: 'order' }>) =>
      Math.abs(c.course - course) * 10 + Math.abs(c.accel - accel);
    return [...orders].sort((x, y) => score(x) - score(y))[0];
  }
  if (state.phase === 'movement') {
    const id = state.moving?.ship ?? '';
    const turn = state.turn === 1 && id === SHAKEN ? 0 : towards(state, id);
    const how = turn > 0 ? 'turnRight' : turn < 0 ? 'turnLeft' : 'straight';
    const moves = legal.filter((c) => c.type === 'move' && (id === '' || c.ship === id));
    return (
      moves.find((c) => c.type === 'move' && c.how === how) ??
      moves.find((c) => c.type === 'move' && (c.how === 'straight' || c.how === 'stay')) ??
      moves[0]
    );
  }
  // The Claw holds its fire on turn 1, so the Vigil (whatever the dice) lives to fire with its -2 on turn 2.
  if (state.turn === 1 && side !== 'concord') return legal.find((c) => c.type === 'done');
  return legal.find((c) => c.type === 'fire') ?? legal.find((c) => c.type === 'done');
}

const said = (text: string) => fake.messages(C1.id).some((m) => textOf(m).includes(text));

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
    // `/ship`: vector's sheet (velocity, drives, thrusters), its alt text in vector's turn and phase.
    const sheet = await slash(ALICE, { command: 'ship', options: { ship: 'Vigil' } });
    const card = sheet.attachments.find((a) => a.filename === 'ship.png');
    expect(card?.description).toMatch(/^Cruiser Duel · turn 1, Reaction Phase\. Concord Navy and Veyra Host to act/);
    expect(card?.description).toContain('Vigil velocity 5');
    // The Reaction prompt (the turn's narration says "Reaction Phase" too, with no buttons).
    const reaction = await fake.waitForMessage(
      (m) => textOf(m).includes('Reaction Phase') && componentsOf(m).length > 0,
      5000,
    );
    // Issue 40: the post with the map and the prompt are cards (Components V2).
    expectCard(started, { picture: 'map.png' });
    expectCard(reaction, { controls: true });
    // The Reaction prompt's Autopilot button: `/orders autopilot:true` for whoever clicks (not pressed here).
    const autopilot = componentsOf(reaction).find((c) => c.label === 'Autopilot');
    expect(decodeComponentId(autopilot?.custom_id ?? '')?.action).toEqual({
      kind: 'command',
      command: 'orders',
      options: { autopilot: true },
    });

    let clicked = 0;
    for (let i = 0; i < 900; i += 1) {
      const record = await current();
      if (record.status !== 'active') break;
      const state = record.state as unknown as VectorState;
      const [side] = VECTOR.awaiting(state).sides;
      if (side === undefined) throw new Error(`nobody to act at ${VECTOR.awaiting(state).moment}`);
      const command = policy(state, side);
      if (!command) throw new Error(`no command for ${side} at ${VECTOR.awaiting(state).moment}`);
      const s = vectorSlash(command);
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
        throw new Error(`the bot refused ${JSON.stringify(s)}: ${textOf(reply)}\n${bot.output().slice(-2000)}`);
    }
    const end = await current();
    expect(end.status).toBe('finished');
    await fake.waitForMessage((m) => textOf(m).includes('is over'), 10_000);
    expect(clicked).toBeGreaterThan(0);
    expect(said('did not complete its course change (0 of 2): -2 on its attacks next turn')).toBe(true);
    expect(said('Orders revealed')).toBe(true);
    // The -2 landed: replayed from the record, a shot of the Vigil on a turn after it lost control took it.
    const replayed = VECTOR.replayGame(
      end.initial as unknown as VectorState,
      end.log.map((e) => e.command as unknown as VectorCommand),
    );
    if (!replayed.ok) throw new Error('the record does not replay');
    const lostOn = replayed.value.events.findIndex((e) => e.type === 'lossOfControl' && e.ship === SHAKEN);
    const shaken = replayed.value.events.slice(lostOn).filter((e) => e.type === 'shotResolved' && e.ship.id === SHAKEN);
    expect(shaken.length).toBeGreaterThan(0);
    expect(shaken.some((e) => e.type === 'shotResolved' && e.modifier <= -2)).toBe(true);
    // The orders were secret: no public message says them before the reveal.
    const first = fake.messages(C1.id).findIndex((m) => textOf(m).includes('Orders revealed'));
    expect(
      fake
        .messages(C1.id)
        .slice(0, first)
        .some((m) => !m.ephemeral && textOf(m).includes('course +2')),
    ).toBe(false);
    // Every map with its report, and every prompt, was a card, as Discord allows (issue 40).
    expect(expectPicturePostsAreCards(fake.messages(C1.id), 'map.png')).toBeGreaterThan(3);
    for (const m of [...fake.pingsFor(ALICE.id), ...fake.pingsFor(BOB.id)]) expectCard(m, { controls: true });
    expect(fake.violations).toEqual([]);
  }, 240_000);

  it('sent and edited every message with allowed_mentions, so none of them can ping by accident (issue 41)', () => {
    expect(
      fake.requests.filter((r) => r.path.includes('/messages') || r.path.includes('/interactions/')).length,
    ).toBeGreaterThan(0);
    expect(fake.withoutAllowedMentions).toEqual([]);
  });
});

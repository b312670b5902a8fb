/**
 * Issue 39, defect 4: a sealed order stands once every side's sealed orders are revealed. In every
 * ruleset with sealed orders (impulse's Power Phase, squadron's dials, vector's orders), through the
 * bot's pipeline: after the reveal, undo by the last to seal, by the other side, a request agreed or
 * forced, and a non-playing manager's undo are all refused privately and change nothing; before the
 * reveal, a player still takes back their own sealed order.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { impulse } from '../../../src/engine/index.js';
import { stateOf as impulseState } from '../../../src/bot/rulesets/impulse/state-of.js';
import { encodeComponentId, gameTag } from '../../../src/bot/pipeline/custom-id.js';
import { runComponent } from '../../../src/bot/pipeline/dispatch.js';
import { LocalResponder } from '../../../src/bot/local/local-transport.js';
import type { LocalUser } from '../../../src/bot/local/session.js';
import { text } from '../../../src/bot/locales/index.js';
import type { GameRecord } from '../../../src/store/index.js';
import { ALICE, BOB, CAROL, startedGame, type LocalBot } from '../../helpers/local-bot.js';
import { toLine, toSlash } from '../../helpers/slash.js';

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

/** Playing impulse to its Power Phase takes a few seconds on a busy machine. */
const SLOW = 30_000;
const REVEALED = text('en-US', 'reply.undoRevealed');

const record = async (): Promise<GameRecord> => {
  const r = await bot?.app.store.get('c1');
  if (!r) throw new Error('no game');
  return r;
};

/** What must not change: the log and the state (the version may, when a dead request is cleared). */
const game = (r: GameRecord) => ({ log: r.log, state: r.state, status: r.status });

/** Plays impulse's first legal commands (as typed) until the simultaneous Power Phase. */
async function toPowerPhase(b: LocalBot): Promise<void> {
  for (let i = 0; i < 2000; i += 1) {
    const state = impulseState((await b.app.store.get('c1')) ?? (undefined as never));
    if (state.flow.phase === 'power') return;
    const side = impulse.awaiting(state)[0] ?? '';
    const legal = impulse.legalCommands(state, side);
    const command = legal.find((c) => c.type === 'endStep') ?? legal.find((c) => c.type === 'move') ?? legal[0];
    if (!command) throw new Error('nothing legal');
    await b.session.run(toLine(toSlash(command)), side === 'concord' ? 'alice' : 'bob');
  }
  throw new Error('no Power Phase came');
}

/** A side's Power Phase orders, as typed. */
async function powerLine(side: string): Promise<string> {
  const state = impulseState(await record());
  const command = impulse.legalCommands(state, side).find((c) => c.type === 'submitPower');
  if (!command) throw new Error(`${side} has no Power Phase orders to give`);
  return toLine(toSlash(command));
}

interface SealedCase {
  readonly ruleset: string;
  /** A started game at a sealed moment nobody has sealed yet. */
  start(): Promise<LocalBot>;
  /** Alice's sealed orders (Concord), as typed lines; the last one seals her side. */
  alice(): Promise<string[]>;
  /** Bob's sealed orders (Veyra); the last one completes the moment and reveals them all. */
  bob(): Promise<string[]>;
}

const CASES: SealedCase[] = [
  {
    ruleset: 'impulse (Power Phase)',
    start: async () => {
      const b = await startedGame('cruiser-duel', 'undo-sealed-impulse');
      await toPowerPhase(b);
      return b;
    },
    alice: async () => [await powerLine('concord')],
    bob: async () => [await powerLine('veyra')],
  },
  {
    ruleset: 'squadron (dials)',
    start: () => startedGame('dogfight', 'undo-sealed-squadron', 'squadron'),
    alice: async () =>
      ['mira-sol', 'oren-vale', 'warden-gunner', 'lance-cadet'].map((s) => `/dial ship:${s} manoeuvre:2FG`),
    bob: async () =>
      ['nyx-serane', 'vex-karrow', 'kael-dusk', 'shard-drone', 'shard-drone-2'].map(
        (s) => `/dial ship:${s} manoeuvre:2FG`,
      ),
  },
  {
    ruleset: 'vector (orders)',
    start: () => startedGame('cruiser-duel', 'undo-sealed-vector', 'vector'),
    alice: async () => ['/orders acceleration:0 course:1'],
    bob: async () => ['/orders acceleration:0 course:0'],
  },
];

/** Presses an undo request's button (Agree or Force), as the request's message carries it. */
async function press(b: LocalBot, user: LocalUser, answer: 'accept' | 'force', seq: number): Promise<LocalResponder> {
  const r = await record();
  const customId = encodeComponentId({
    game: gameTag(r),
    version: r.version,
    action: { kind: 'command', command: 'game', subcommand: 'undo', options: { answer, seq: String(seq) } },
  });
  const responder = new LocalResponder(b.channel, 'c1');
  await runComponent(
    b.app,
    b.session.commands,
    { actor: user, channelId: 'c1', guildId: 'local' },
    { customId, messageId: 'request' },
    responder,
  );
  return responder;
}

/** The answer is private and says the orders were revealed, and the game is as it was. */
async function refused(answer: LocalResponder | undefined, before: GameRecord): Promise<void> {
  expect(answer?.answers[0]).toMatchObject({ ephemeral: true, message: { content: REVEALED } });
  expect(game(await record())).toEqual(game(before));
}

describe.each(CASES)('undo and sealed orders: $ruleset', (c) => {
  it(
    'before the reveal, a player takes back their own sealed order',
    async () => {
      bot = await c.start();
      const s = bot.session;
      const mine = await c.alice();
      for (const line of mine.slice(0, -1)) await s.run(line, 'alice');
      const beforeLast = await record();
      await s.run(mine.at(-1) ?? '', 'alice');
      const sealed = await record();
      expect(sealed.log).toHaveLength(beforeLast.log.length + 1);
      const undone = await s.run('/game undo', 'alice');
      expect(undone.answers[0]?.ephemeral).toBe(false);
      const back = await record();
      expect(back.log).toEqual(beforeLast.log);
      expect(back.state).toEqual(beforeLast.state);
      // And seals again, differently if she likes: the moment is still open.
      await s.run(mine.at(-1) ?? '', 'alice');
      expect((await record()).log).toHaveLength(sealed.log.length);
    },
    SLOW,
  );

  /** The game just after Bob's last order completed the moment and revealed every side's orders. */
  async function revealed(): Promise<{ revealed: GameRecord; aliceSeq: number }> {
    bot = await c.start();
    const s = bot.session;
    for (const line of await c.alice()) await s.run(line, 'alice');
    const aliceSeq = (await record()).log.at(-1)?.seq ?? 0;
    const bobs = await c.bob();
    for (const line of bobs.slice(0, -1)) await s.run(line, 'bob');
    const sealing = await record();
    await s.run(bobs.at(-1) ?? '', 'bob');
    const after = await record();
    expect(after.log.length).toBeGreaterThan(sealing.log.length);
    expect(after.log[sealing.log.length]?.by).toBe(BOB.id);
    return { revealed: after, aliceSeq };
  }

  /** A request for Alice's sealed order still waiting when the reveal came. */
  const waiting = async (aliceSeq: number) =>
    bot?.app.store.update('c1', (r) => {
      if (!r) throw new Error('no game');
      const next = { ...r, undoRequest: { by: ALICE.id, seq: aliceSeq, at: new Date().toISOString() } };
      return { save: next, result: next };
    });

  it(
    'after the reveal, the last to seal cannot take his order back (his own last command)',
    async () => {
      const { revealed: before } = await revealed();
      await refused(await bot?.session.run('/game undo', 'bob'), before);
    },
    SLOW,
  );

  it(
    'after the reveal, the other side cannot ask to take hers back',
    async () => {
      const { revealed: before } = await revealed();
      await refused(await bot?.session.run('/game undo', 'alice'), before);
      expect((await record()).undoRequest).toBeNull();
    },
    SLOW,
  );

  it(
    'after the reveal, a Manage Server member who does not play cannot undo it either',
    async () => {
      const { revealed: before } = await revealed();
      await refused(await bot?.session.run('/game undo', 'carol'), before);
    },
    SLOW,
  );

  it(
    'a request waiting when the reveal came is refused when agreed, and ends',
    async () => {
      const { revealed: before, aliceSeq } = await revealed();
      await waiting(aliceSeq);
      if (!bot) throw new Error('no bot');
      await refused(await press(bot, BOB, 'accept', aliceSeq), before);
      expect((await record()).undoRequest).toBeNull();
    },
    SLOW,
  );

  it(
    'a request waiting when the reveal came is refused when forced by a non-playing manager, and ends',
    async () => {
      const { revealed: before, aliceSeq } = await revealed();
      await waiting(aliceSeq);
      if (!bot) throw new Error('no bot');
      await refused(await press(bot, CAROL, 'force', aliceSeq), before);
      expect((await record()).undoRequest).toBeNull();
    },
    SLOW,
  );
});

describe('undo within a sealed moment still open', () => {
  it(
    'squadron: an undo request agreed before the last dial takes the asker’s dials back',
    async () => {
      const [squadronCase] = CASES.filter((c) => c.ruleset.startsWith('squadron'));
      if (!squadronCase) throw new Error('no squadron case');
      bot = await squadronCase.start();
      const s = bot.session;
      const mine = await squadronCase.alice();
      for (const line of mine.slice(0, -1)) await s.run(line, 'alice');
      const beforeLast = await record();
      await s.run(mine.at(-1) ?? '', 'alice');
      const [first] = await squadronCase.bob();
      await s.run(first ?? '', 'bob');
      const asked = await s.run('/game undo', 'alice');
      expect(asked.answers[0]?.message.content).toContain('do you agree');
      await s.run('click Agree', 'bob');
      const back = await record();
      expect(back.log).toEqual(beforeLast.log);
      expect(back.state).toEqual(beforeLast.state);
    },
    SLOW,
  );
});

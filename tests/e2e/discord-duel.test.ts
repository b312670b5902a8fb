/**
 * The whole bot end to end (issue 5): the real bot process against the local Discord-compatible
 * server, driven by real interaction payloads through a whole duel from /game new to the seed reveal,
 * with autocomplete, buttons, a rule error, two players acting at the same instant, and a bot
 * restart (SIGKILL) in the middle of the game with nothing lost.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impulse } from '../../src/engine/index.js';
import { createRng, seedRng } from '../../src/engine/core/rng.js';
import type { GameRecord, GameStore } from '../../src/store/index.js';
import { verifyExport } from '../../src/cli/verify-export.js';
import {
  ALICE,
  BOB,
  C1,
  C2,
  CAROL,
  controlsOf,
  textOf,
  type FakeDiscord,
  type RecordedMessage,
  type UserFixture,
} from '../discord/fake-discord.js';
import { randomCommand } from '../helpers/random-play.js';
import { toSlash, type Slash } from '../helpers/slash.js';
import { startBot, type BotEnv, type BotProcess } from './bot-process.js';
import { land, launch } from './launch.js';
import { expectCard, expectPicturePostsAreCards } from './cards.js';

const TOKEN = 'e2e-test-token-0123456789abcdef';

let fake: FakeDiscord;
let bot: BotProcess;
let store: GameStore;
let env: BotEnv;
let dir: string;

beforeAll(async () => {
  const launched = await launch(TOKEN, 'talon-e2e-');
  ({ fake, bot, store, env, dir } = launched);
  expect(launched.deployed).toContain('registered 38 commands');
}, 60_000);

// The bot is started again in the middle of the game, so what to stop is read when the tests end.
afterAll(() => land({ fake, bot, store, dir }));

const sideUser = (record: GameRecord, side: string): UserFixture =>
  record.players.find((p) => p.side === side)?.userId === ALICE.id ? ALICE : BOB;

async function slash(user: UserFixture, s: Slash, channelId = C1.id): Promise<RecordedMessage> {
  const handle = fake.interact(
    fake.slash(user, channelId, s.command, s.options, s.subcommand ? { subcommand: s.subcommand } : undefined),
  );
  return handle.settled(10_000);
}

async function current(): Promise<GameRecord> {
  // A finished game is archived soon after its last command: read it wherever it is by now.
  const record = (await store.get(C1.id)) ?? (await store.latestArchived(C1.id));
  if (!record) throw new Error('no game in c1');
  return record;
}

/** Plays one random legal command as whoever must act; fails the test if the bot refuses it. */
async function playOne(pick: (n: number) => number): Promise<boolean> {
  const record = await store.get(C1.id);
  if (!record || record.status !== 'active') return false;
  const state = record.state as unknown as impulse.GameState;
  const command = randomCommand(state, pick);
  if (!command) return false;
  const reply = await slash(sideUser(record, command.side), toSlash(command));
  const after = await store.get(C1.id);
  if (after && after.version === record.version)
    throw new Error(
      `the bot refused ${JSON.stringify(toSlash(command))}: ${textOf(reply)}\n(state ${JSON.stringify(state.flow)}; log ${record.log.length})\nbot says:\n${bot.output().slice(-3000)}`,
    );
  return true;
}

/** The newest message in c1 carrying a component with this label. */
function newestWith(label: string): { message: RecordedMessage; customId: string } {
  for (const message of [...fake.messages(C1.id)].reverse()) {
    const found = (controlsOf(message) as { label?: string; custom_id?: string }[]).find(
      (c) => c.label === label && c.custom_id,
    );
    if (found?.custom_id) return { message, customId: found.custom_id };
  }
  const seen = fake
    .messages(C1.id)
    .map(
      (m) =>
        `${m.id}: ${(controlsOf(m) as { label?: string }[]).map((c) => c.label).join('|')} ${textOf(m).slice(0, 60)}`,
    );
  throw new Error(`no component "${label}" in c1:\n${seen.join('\n')}`);
}

describe('a duel through the local Discord-compatible server', () => {
  it('opens a thread for a match when asked, and the game lives there', async () => {
    const reply = await slash(
      CAROL,
      {
        command: 'game',
        subcommand: 'new',
        options: { scenario: 'squadron-clash', name: 'Thread match', thread: true },
      },
      C2.id,
    );
    const [thread] = fake.threads(C2.id);
    expect(thread).toBeDefined();
    expect(textOf(reply)).toContain(`<#${thread?.id}>`);
    expect((await store.get(thread?.id ?? ''))?.name).toBe('Thread match');
    expect(await store.get(C2.id)).toBeUndefined();
    await fake.waitForMessage((m) => m.channelId === thread?.id && textOf(m).includes('Thread match'), 5000);
  });

  it('plans every ship of a four-ship side in one form (a modal) and plays it as one turn (issue 13)', async () => {
    const [thread] = fake.threads(C2.id);
    const where = thread?.id ?? '';
    await slash(ALICE, { command: 'game', subcommand: 'join', options: { side: 'concord' } }, where);
    await slash(BOB, { command: 'game', subcommand: 'join', options: { side: 'veyra' } }, where);
    await slash(CAROL, { command: 'game', subcommand: 'start', options: {} }, where);
    const record = await store.get(where);
    if (!record?.state) throw new Error('the thread game did not start');
    const side = impulse.awaiting(record.state as unknown as impulse.GameState)[0] ?? '';
    const user = sideUser(record, side);
    const prompt = await fake.waitForMessage(
      (m) =>
        m.channelId === where && (controlsOf(m) as { label?: string }[]).some((c) => c.label === 'Plan every ship'),
      5000,
    );
    const button = (controlsOf(prompt) as { label?: string; custom_id?: string }[]).find(
      (c) => c.label === 'Plan every ship',
    );
    const opened = await fake.interact(fake.button(user, prompt, button?.custom_id ?? '')).response();
    expect(opened.type).toBe(9);
    const form = opened.data as {
      custom_id: string;
      components: { components: { custom_id: string; label: string; value?: string }[] }[];
    };
    const fields = form.components.map((r) => r.components[0]);
    const own = (record.state as unknown as impulse.GameState).ships.filter((s) => s.side === side);
    expect(fields.map((f) => f?.label).sort()).toEqual(
      own
        .map((s) => s.name)
        .slice(0, 5)
        .sort(),
    );
    // A word that is not an order is refused privately, naming the ship, and nothing is played.
    const first = fields[0]?.custom_id ?? '';
    const refused = await fake
      .interact(fake.modalSubmit(user, prompt, form.custom_id, { [first]: 'warp speed' }))
      .settled(10_000);
    expect(refused.ephemeral).toBe(true);
    expect(textOf(refused)).toContain('“warp speed” is not an order here');
    expect((await store.get(where))?.version).toBe(record.version);
    // The same player with a Chinese client: the form is filled, read and refused in Chinese.
    const mei = { ...user, locale: 'zh-CN' };
    const reopened = await fake.interact(fake.button(mei, prompt, button?.custom_id ?? '')).response();
    const zhForm = reopened.data as typeof form;
    const zhFields = zhForm.components.map((r) => r.components[0]);
    const plan = zhFields.map((f) => f?.value ?? '').join(' | ');
    expect(plan).toMatch(/直行|左转|右转|开火|充能/);
    expect(plan).not.toMatch(/straight|turn-|fire |charge/);
    const zhRefused = await fake
      .interact(fake.modalSubmit(mei, prompt, zhForm.custom_id, { [first]: '跃迁' }))
      .settled(10_000);
    expect(textOf(zhRefused)).toContain('“跃迁”在这里不是命令');
    expect(textOf(zhRefused)).toContain('充能 2，电池');
    const before = record.version;
    const sent = await fake
      .interact(
        fake.modalSubmit(
          mei,
          prompt,
          zhForm.custom_id,
          Object.fromEntries(zhFields.map((f) => [f?.custom_id ?? '', f?.value ?? ''])),
        ),
      )
      .settled(10_000);
    expect(sent.ephemeral).toBe(false);
    const after = await store.get(where);
    expect(after?.version).toBeGreaterThan(before);
    const played = after?.log.at(-1)?.command as unknown as impulse.Command;
    expect(played).toMatchObject({ type: 'batch', side });
  }, 60_000);

  it('plays from /game new to the seed reveal', async () => {
    // Set-up, with the host's and players' real payloads.
    const created = await slash(ALICE, {
      command: 'game',
      subcommand: 'new',
      options: { scenario: 'cruiser-duel', name: 'E2E @everyone duel' },
    });
    expect(textOf(created)).toContain('E2E ＠everyone duel');
    expect(created.pings.everyone).toBe(false);
    const sides = await fake
      .interact(fake.autocomplete(BOB, C1.id, 'game', { side: '' }, 'side', { subcommand: 'join' }))
      .response();
    expect((sides.data?.['choices'] as { value: string }[]).map((c) => c.value)).toEqual(['concord', 'veyra']);
    await slash(ALICE, { command: 'game', subcommand: 'join', options: { side: 'concord' } });
    await slash(BOB, { command: 'game', subcommand: 'join', options: { side: 'veyra' } });
    const notHost = await slash(BOB, { command: 'game', subcommand: 'start', options: {} });
    expect(notHost.ephemeral).toBe(true);
    const started = await slash(ALICE, { command: 'game', subcommand: 'start', options: {} });
    const record = await current();
    expect(textOf(started)).toContain(record.seedHash);
    expect(textOf(started)).not.toContain(record.seed);
    expect(started.attachments[0]?.filename).toBe('map.png');

    // The first prompt pings only Bob (Veyra has the initiative and moves first).
    const prompt = await fake.waitForMessage((m) => m.channelId === C1.id && textOf(m).includes('your move'), 5000);
    expect(prompt.pings.users).toEqual([BOB.id]);
    // Issue 40: the post with the map and the prompt are cards (Components V2), the ping kept.
    expectCard(started, { picture: 'map.png' });
    expectCard(prompt, { controls: true });

    // A rule error: Alice acts out of turn. Private, and nothing changes.
    const outOfTurn = await slash(ALICE, { command: 'ap', options: { use: 'nothing' } });
    expect(outOfTurn.ephemeral).toBe(true);
    expect((await current()).version).toBe(record.version);

    // Autocomplete offers only what is legal now.
    const uses = await fake
      .interact(fake.autocomplete(BOB, C1.id, 'ap', { use: 'nothing', ship: '' }, 'ship'))
      .response();
    const bobShips = (record.state as unknown as impulse.GameState).ships
      .filter((s) => s.side === 'veyra')
      .map((s) => s.id);
    expect((uses.data?.['choices'] as { value: string }[]).map((c) => c.value)).toEqual(bobShips);
    expect((uses.data?.['choices'] as { name: string }[])[0]?.name).toContain('Ashen Claw');

    // A button: Bob ends his AP step from the prompt; Alice's click on it is refused privately.
    const endStep = newestWith('End step');
    const foreign = await fake.interact(fake.button(ALICE, endStep.message, endStep.customId)).settled();
    expect(foreign.ephemeral).toBe(true);
    const before = (await current()).version;
    await fake.interact(fake.button(BOB, endStep.message, endStep.customId)).settled();
    expect((await current()).version).toBe(before + 1);

    // Random legal play through slash commands, with a restart and a simultaneous moment on the way.
    const rng = createRng(seedRng('e2e-duel'));
    const pick = (n: number) => rng.int(n);
    // Discord failing twice on the next posts: discord.js retries and the game goes on.
    fake.failNext(/^POST \/channels\/\d+\/messages$/, { status: 503, times: 2 });
    let restarted = false;
    let simultaneous = false;
    for (let i = 0; i < 3000; i += 1) {
      const now = await store.get(C1.id);
      if (!now || now.status !== 'active') break;
      const state = now.state as unknown as impulse.GameState;
      if (!simultaneous && state.flow.phase === 'power' && impulse.awaiting(state).length === 2) {
        // Both players submit their Power Phase at the same instant: serialised, neither lost.
        const both = await Promise.all([
          slash(ALICE, { command: 'power', options: {} }),
          slash(BOB, { command: 'power', options: {} }),
        ]);
        expect(both.every((m) => m.ephemeral)).toBe(true);
        expect((await current()).version).toBe(now.version + 2);
        simultaneous = true;
        continue;
      }
      if (!restarted && now.log.length >= 40) {
        // Kill the bot without warning mid-game, start it again: every accepted command is still there.
        const versionBefore = now.version;
        await bot.kill('SIGKILL');
        bot = startBot(env);
        await fake.nextReady(30_000);
        expect((await current()).version).toBe(versionBefore);
        restarted = true;
      }
      if (!(await playOne(pick))) break;
    }
    expect(restarted).toBe(true);
    expect(fake.requests.filter((r) => r.injected)).toHaveLength(2);
    expect(simultaneous).toBe(true);

    // The end: the outcome and the seed revealed in the channel, the game archived.
    const reveal = await fake.waitForMessage(
      (m) => textOf(m).includes('is over') && textOf(m).includes('Seed'),
      10_000,
    );
    expect(reveal.attachments[0]?.filename).toBe('map.png');
    let archived = await store.latestArchived(C1.id);
    for (let tries = 0; !archived && tries < 50; tries += 1) {
      await new Promise((r) => setTimeout(r, 100));
      archived = await store.latestArchived(C1.id);
    }
    expect(archived?.status).toBe('finished');
    expect(textOf(reveal)).toContain(archived?.seed ?? 'missing seed');

    // /game log exports the whole game; the repository's verifier checks every roll against the hash.
    const log = await slash(BOB, { command: 'game', subcommand: 'log', options: {} });
    expect(log.ephemeral).toBe(true);
    const exported = JSON.parse(log.attachments[0]?.data.toString('utf8') ?? '{}');
    const verdict = verifyExport(exported);
    expect(verdict.ok).toBe(true);

    // Issue 16: /replay posts an impulse as an animated GIF that Discord plays inline.
    const animated = await slash(BOB, { command: 'replay', options: { round: 1, part: 'F', animated: true } });
    expect(animated.ephemeral).toBe(true);
    expect(animated.attachments[0]?.filename).toBe('replay.gif');
    const gif = await sharp(animated.attachments[0]?.data ?? Buffer.alloc(0)).metadata();
    expect(gif.format).toBe('gif');
    expect(gif.pages).toBeGreaterThan(1);

    if (process.env['E2E_TIMINGS']) {
      const t = fake
        .interactionTimings()
        .filter((x) => x.callbackAt !== null)
        .map((x) => ({ label: x.label, ms: (x.firstResultAt ?? x.callbackAt ?? 0) - (x.dispatchedAt ?? 0) }));
      const by = new Map<string, number[]>();
      for (const x of t) by.set(x.label, [...(by.get(x.label) ?? []), x.ms]);
      for (const [label, ms] of by)
        console.log(
          label,
          ms.length,
          'median',
          ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)]?.toFixed(1),
          'max',
          Math.max(...ms).toFixed(1),
        );
    }
    // Like Discord would: nothing over a limit, no unknown route, nobody pinged who should not be.
    expect(fake.violations).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
    expect(fake.pingsFor(CAROL.id)).toEqual([]);
    for (const message of fake.messages(C1.id)) expect(message.pings.everyone).toBe(false);
    for (const message of fake.messages(C1.id).filter((m) => textOf(m).includes('your move')))
      expect(message.pings.users, textOf(message)).toHaveLength(1);
    // Every impulse's map and report, and every prompt, was a card (issue 40).
    expect(expectPicturePostsAreCards(fake.messages(C1.id), 'map.png')).toBeGreaterThan(3);
    for (const message of fake.messages(C1.id).filter((m) => textOf(m).includes('your move')))
      expectCard(message, { controls: true });
  }, 300_000);

  it('a player who lets the deadline pass times out: the default action is taken once and the channel is told', async () => {
    await slash(
      CAROL,
      { command: 'game', subcommand: 'new', options: { scenario: 'cruiser-duel', name: 'Clocked duel' } },
      C2.id,
    );
    await slash(ALICE, { command: 'game', subcommand: 'join', options: { side: 'concord' } }, C2.id);
    await slash(BOB, { command: 'game', subcommand: 'join', options: { side: 'veyra' } }, C2.id);
    const clock = await slash(
      CAROL,
      { command: 'game', subcommand: 'clock', options: { mode: 'step', hours: 1 } },
      C2.id,
    );
    expect(textOf(clock)).toContain('1 h per turn step');
    await slash(CAROL, { command: 'game', subcommand: 'start', options: {} }, C2.id);
    const prompt = await fake.waitForMessage(
      (m) => m.channelId === C2.id && textOf(m).includes('your move') && textOf(m).includes('Deadline <t:'),
      5000,
    );
    expect(prompt.pings.users).toEqual([BOB.id]);
    const before = await store.get(C2.id);
    // Bob does nothing. The bot is down for two hours (its clock jumps ahead when it comes back).
    await bot.kill('SIGKILL');
    bot = startBot({ ...env, TICK_SECONDS: '0.5', CLOCK_OFFSET_SECONDS: String(2 * 3600) });
    await fake.nextReady(30_000);
    const told = await fake.waitForMessage(
      (m) => m.channelId === C2.id && textOf(m).includes('missed the deadline'),
      15_000,
    );
    expect(textOf(told)).toContain(`<@${BOB.id}>`);
    await new Promise((r) => setTimeout(r, 1500));
    const after = await store.get(C2.id);
    expect(after?.log.filter((e) => e.by === 'clock')).toHaveLength(1);
    expect(after?.log.length).toBe((before?.log.length ?? 0) + 1);
    expect(fake.messages(C2.id).filter((m) => textOf(m).includes('missed the deadline'))).toHaveLength(1);
    expect(fake.violations).toEqual([]);
  }, 60_000);

  it('sent and edited every message with allowed_mentions, so none of them can ping by accident (issue 41)', () => {
    expect(
      fake.requests.filter((r) => r.path.includes('/messages') || r.path.includes('/interactions/')).length,
    ).toBeGreaterThan(0);
    expect(fake.withoutAllowedMentions).toEqual([]);
  });
});

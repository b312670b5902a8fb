/**
 * `squadron` end to end (issue 14, "must show"): the real bot process against the local
 * Discord-compatible server, from `/game new ruleset:squadron` to the end of the game, with the dial
 * menus, actions from the prompt's buttons, a target lock spent, a cloak and a decloak, a collision,
 * the defender's prompt, `/map`, `/ship` and `/rules`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { squadron } from '../../src/engine/index.js';
import { decodeComponentId } from '../../src/bot/pipeline/custom-id.js';
import { verifyExport } from '../../src/cli/verify-export.js';
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
import { squadronSlash } from '../helpers/squadron-slash.js';
import { collidingDials, policyCommand } from '../helpers/squadron-policy.js';
import type { BotProcess } from './bot-process.js';
import { land, launch, type Launched } from './launch.js';

const TOKEN = 'e2e-squadron-token-0123456789abcdef';
const R = squadron.SQUADRON;

let fake: FakeDiscord;
let bot: BotProcess;
let store: GameStore;
let launched: Launched | undefined;

beforeAll(async () => {
  launched = await launch(TOKEN, 'squadron-e2e-');
  ({ fake, bot, store } = launched);
  expect(launched.deployed).toContain('registered 38 commands');
}, 60_000);

afterAll(async () => {
  if (launched) await land(launched);
});

async function slash(user: UserFixture, s: Slash): Promise<RecordedMessage> {
  const handle = fake.interact(
    fake.slash(user, C1.id, s.command, s.options, s.subcommand ? { subcommand: s.subcommand } : undefined),
  );
  return handle.settled(10_000);
}

async function current(): Promise<GameRecord> {
  // A finished game is archived soon after its last command: read it wherever it is by now.
  const record = (await store.get(C1.id)) ?? (await store.latestArchived(C1.id));
  if (!record) throw new Error('no game in c1');
  return record;
}

const userOf = (record: GameRecord, side: string): UserFixture =>
  record.players.find((p) => p.side === side)?.userId === ALICE.id ? ALICE : BOB;

type Component = { custom_id?: string; label?: string; type?: number; options?: { value: string }[] };
const componentsOf = (m: RecordedMessage): Component[] => controlsOf(m) as Component[];

const versionOf = (m: RecordedMessage): number => {
  const id = componentsOf(m).find((c) => c.custom_id)?.custom_id;
  return (id ? decodeComponentId(id)?.version : undefined) ?? -1;
};

/** The prompt of this moment, once the bot has posted (or edited) it. */
async function promptOf(record: GameRecord): Promise<RecordedMessage | undefined> {
  const version = record.messages.promptVersion ?? record.version;
  const fresh = (m: RecordedMessage) => m.channelId === C1.id && componentsOf(m).length > 0 && versionOf(m) === version;
  const seen = fake.messages(C1.id).find(fresh);
  return seen ?? (await fake.waitForMessage(fresh, 3000).catch(() => undefined));
}

/** A button of this moment's prompt that runs exactly this command, if the prompt offers one. */
async function buttonFor(
  record: GameRecord,
  slashed: Slash,
): Promise<{ message: RecordedMessage; customId: string } | undefined> {
  const prompt = await promptOf(record);
  if (!prompt) return undefined;
  for (const c of componentsOf(prompt)) {
    const decoded = c.custom_id ? decodeComponentId(c.custom_id) : undefined;
    if (decoded?.action.kind !== 'command' || decoded.action.command !== slashed.command) continue;
    const options = decoded.action.options;
    const wanted = Object.entries(slashed.options).filter(([k]) => k !== 'done');
    if (
      wanted.length === Object.keys(options).filter((k) => k !== 'done').length &&
      wanted.every(([k, v]) => String(options[k]) === String(v))
    )
      return { message: prompt, customId: c.custom_id ?? '' };
  }
  return undefined;
}

const said = (text: string) => fake.messages(C1.id).some((m) => textOf(m).includes(text));

describe('a squadron game through the local Discord-compatible server', () => {
  it('plays from /game new ruleset:squadron to its end', async () => {
    const created = await slash(ALICE, {
      command: 'game',
      subcommand: 'new',
      options: { ruleset: 'squadron', scenario: 'dogfight', name: 'Wing duel' },
    });
    expect(textOf(created)).toContain('Dogfight');
    await slash(ALICE, { command: 'game', subcommand: 'join', options: { side: 'concord' } });
    await slash(BOB, { command: 'game', subcommand: 'join', options: { side: 'veyra' } });
    const started = await slash(ALICE, { command: 'game', subcommand: 'start', options: {} });
    expect(started.attachments.map((a) => a.filename)).toContain('squadron-map.png');

    // Planning, round 1: the prompt's button opens Alice's own dial menus, privately, one per ship.
    const planning = await fake.waitForMessage(
      (m) => textOf(m).includes('Planning') && componentsOf(m).length > 0,
      5000,
    );
    // Issue 40: the post with the map and the prompt are cards (Components V2).
    expectCard(started, { picture: 'squadron-map.png' });
    expectCard(planning, { controls: true });
    const open = componentsOf(planning).find((c) => c.label === 'Set my dials');
    // Beside it, the Autopilot button: `/orders autopilot:true` for whoever clicks (not pressed here).
    const autopilot = componentsOf(planning).find((c) => c.label === 'Autopilot');
    expect(decodeComponentId(autopilot?.custom_id ?? '')?.action).toEqual({
      kind: 'command',
      command: 'orders',
      options: { autopilot: true },
    });
    const menus = await fake.interact(fake.button(ALICE, planning, open?.custom_id ?? '')).settled(10_000);
    expect(menus.ephemeral).toBe(true);
    const selects = componentsOf(menus).filter((c) => c.type === 3);
    expect(selects).toHaveLength(4);
    for (const select of selects) {
      const record = await current();
      const id = decodeComponentId(select.custom_id ?? '');
      const ship = id?.action.kind === 'command' ? String(id.action.options['ship']) : '';
      const state = record.state as unknown as squadron.SquadronState;
      const command = policyCommand(
        { ...state, dials: Object.fromEntries(Object.entries(state.dials).filter(([k]) => k !== ship)) },
        'concord',
      );
      const dial =
        command?.type === 'dial' && command.ship === ship ? command.dial : (select.options?.[0]?.value ?? '');
      const note = await fake.interact(fake.select(ALICE, menus, select.custom_id ?? '', [dial])).settled(10_000);
      expect(note.ephemeral).toBe(true);
      expect(textOf(note)).toContain('Dial set');
    }
    // The channel learns how many dials are set, never which.
    await fake.waitForMessage((m) => textOf(m).includes('Concord Navy has set 4 of 4 dials.'), 5000);
    // The shared commands while the game runs: the map, a ship's sheet, a rule.
    const map = await slash(ALICE, { command: 'map', options: {} });
    expect(map.attachments.map((a) => a.filename)).toContain('squadron-map.png');
    const ship = await slash(ALICE, { command: 'ship', options: { ship: 'mira-sol' } });
    expect(ship.attachments.map((a) => a.filename)).toContain('squadron-ship.png');
    const rules = await slash(ALICE, { command: 'rules', options: { topic: 'squadron-locks' } });
    expect(textOf(rules)).toContain('Target locks');
    const sealed = (await current()).log.map((e) => JSON.stringify(e.command));
    expect(sealed.length).toBeGreaterThan(0);

    let collided = false;
    for (let i = 0; i < 900; i += 1) {
      const record = await current();
      if (record.status !== 'active') break;
      const state = record.state as unknown as squadron.SquadronState;
      const [side] = R.awaiting(state).sides;
      if (side === undefined) throw new Error(`nobody to act at ${R.awaiting(state).moment}`);
      const command = policyCommand(state, side);
      // Veyra looks for dials that make a collision until one has happened.
      if (
        !collided &&
        state.phase === 'planning' &&
        side === 'veyra' &&
        Object.keys(state.dials).every((id) => state.ships.find((s) => s.id === id)?.side !== 'veyra')
      ) {
        const dials = collidingDials(state, 'veyra');
        if (dials) {
          for (const [ship, dial] of Object.entries(dials))
            await slash(BOB, { command: 'dial', options: { ship, manoeuvre: dial } });
          continue;
        }
      }
      if (!command) throw new Error(`no command for ${side} at ${R.awaiting(state).moment}`);
      const s = squadronSlash(command);
      const user = userOf(record, side);
      const button = await buttonFor(record, s);
      const reply = button
        ? await fake.interact(fake.button(user, button.message, button.customId)).settled(10_000)
        : await slash(user, s);
      const after = await current();
      if (after.version === record.version)
        throw new Error(`the bot refused ${JSON.stringify(s)}: ${textOf(reply)}\n${bot.output().slice(-2000)}`);
      collided ||= said('collides with');
    }
    const end = await current();
    expect(end.status).toBe('finished');
    expect(R.outcome(end.state as unknown as squadron.SquadronState)).not.toBeNull();
    await fake.waitForMessage((m) => textOf(m).includes('is over'), 10_000);

    // What the issue asks to see happen.
    expect(said('collides with')).toBe(true);
    expect(said('**Nyx Serane**: Cloak.')).toBe(true);
    expect(said('**Nyx Serane** decloaks')).toBe(true);
    expect(said('spends its lock on')).toBe(true);
    expect(said('defends against')).toBe(true);
    // Each activation pings its owner.
    expect(fake.pingsFor(BOB.id).some((m) => textOf(m).includes('Its action'))).toBe(true);
    expect(fake.pingsFor(ALICE.id).some((m) => textOf(m).includes('Its action'))).toBe(true);
    // Every map with its report, and every prompt, was a card, as Discord allows (issue 40).
    expect(expectPicturePostsAreCards(fake.messages(C1.id), 'squadron-map.png')).toBeGreaterThan(3);
    for (const m of [...fake.pingsFor(ALICE.id), ...fake.pingsFor(BOB.id)]) expectCard(m, { controls: true });
    expect(fake.violations).toEqual([]);
  }, 240_000);

  it("exports the whole game, and the repository's verifier checks every roll", async () => {
    // Once the finished game is archived (as the duel's test waits too), /game log exports it whole.
    let archived = await store.latestArchived(C1.id);
    for (let tries = 0; !archived && tries < 50; tries += 1) {
      await new Promise((r) => setTimeout(r, 100));
      archived = await store.latestArchived(C1.id);
    }
    expect(archived?.status).toBe('finished');
    const log = await slash(BOB, { command: 'game', subcommand: 'log', options: {} });
    const exported = JSON.parse(log.attachments[0]?.data.toString('utf8') ?? '{}') as unknown;
    const verdict = verifyExport(exported);
    expect(verdict.ok, JSON.stringify(verdict)).toBe(true);
  }, 60_000);

  it('sent and edited every message with allowed_mentions, so none of them can ping by accident (issue 41)', () => {
    expect(
      fake.requests.filter((r) => r.path.includes('/messages') || r.path.includes('/interactions/')).length,
    ).toBeGreaterThan(0);
    expect(fake.withoutAllowedMentions).toEqual([]);
  });
});

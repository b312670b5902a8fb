/**
 * A league season end to end (issue 17, "must show"): the real bot process against the local
 * Discord-compatible server, eight players, Swiss, three rounds. Pairings open one forum post per
 * match (tagged with the round) with the game set up and both players pinged, and a scheduled event
 * at the round's deadline. Results come from the games themselves: concessions, a loss on time (the
 * bot restarted two hours later, as after an outage), a result reported for a game played elsewhere
 * and confirmed by the opponent's button, and a drop that forfeits the dropped player's game. The
 * standings the bot exports are checked against a hand computation here, and the pairings for
 * rematches and the bye.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermissionFlagsBits } from 'discord.js';
import { LEAGUE_RECORD, type League, type Match } from '../../src/league/league.js';
import { KeyValue, openBackend, readRecord, type GameStore } from '../../src/store/index.js';
import { DEFAULT_BOT_PERMISSIONS } from '../discord/world.js';
import {
  ChannelTypes,
  textOf,
  type FakeDiscord,
  type GuildFixture,
  type RecordedMessage,
  type UserFixture,
} from '../discord/fake-discord.js';
import { startBot, type BotEnv, type BotProcess } from './bot-process.js';
import { land, launch } from './launch.js';

const TOKEN = 'e2e-league-token-0123456789abcdef';
const GUILD = '1180000000000000601';
const LOBBY = { id: '1180000000000000611', name: 'league-hall', type: 0 as const };
const FORUM = { id: '1180000000000000612', name: 'league-games', type: ChannelTypes.GuildForum };
const STAFF = { id: '1180000000000000621', name: 'League staff' };

const user = (n: number, name: string): UserFixture => ({
  id: `11800000000000007${String(n).padStart(2, '0')}`,
  username: name.toLowerCase(),
  global_name: name,
});
const OWNER = user(0, 'Owner');
/** The organiser: no Manage Server, only the league's role. */
const ORGANISER = user(9, 'Marshal');
const PLAYERS = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'].map((name, i) => user(i + 1, name));
const [P1, P2, P3, , , , , P8] = PLAYERS as [UserFixture, ...UserFixture[]];

const WORLD: GuildFixture = {
  id: GUILD,
  name: 'league-server',
  owner_id: OWNER.id,
  channels: [LOBBY, FORUM],
  roles: [STAFF],
  members: [{ user: OWNER }, { user: ORGANISER, roles: [STAFF.id] }, ...PLAYERS.map((p) => ({ user: p }))],
};

let fake: FakeDiscord;
let bot: BotProcess;
let store: GameStore;
let env: BotEnv;
let dir: string;
let kv: KeyValue;
const LEAGUE_ID = `${GUILD}:spring-league`;

beforeAll(async () => {
  const launched = await launch(TOKEN, 'talon-league-', {
    guilds: [WORLD],
    // Tags on the forum and the round's event need Manage Channels and Manage Events.
    botPermissions: DEFAULT_BOT_PERMISSIONS | PermissionFlagsBits.ManageChannels | PermissionFlagsBits.ManageEvents,
  });
  ({ fake, bot, store, env, dir } = launched);
  kv = new KeyValue(await openBackend(env.STORE_URL));
}, 60_000);

afterAll(async () => {
  await kv?.close();
  await land({ fake, bot, store, dir });
});

async function league(): Promise<League> {
  const stored = await kv.get(`league:${LEAGUE_ID}`);
  if (!stored) throw new Error('no league stored');
  return readRecord(LEAGUE_RECORD, LEAGUE_ID, stored.value);
}

async function until<T>(what: string, check: () => Promise<T | undefined | false>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) {
      // The rounds still open (or the last), whole: the start of the record is players and settings.
      const stored = await league()
        .then((l) =>
          JSON.stringify({ status: l.status, rounds: l.schedule.filter((r) => !r.closed || r === l.schedule.at(-1)) }),
        )
        .catch((error: unknown) => String(error));
      throw new Error(
        `timed out waiting for ${what}\nleague: ${stored.slice(0, 4000)}\nbot says:\n${bot.output().slice(-3000)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

async function leagueCommand(
  who: UserFixture,
  subcommand: string,
  options: Record<string, unknown> = {},
  channelId = LOBBY.id,
): Promise<RecordedMessage> {
  const payload = fake.slash(who, channelId, 'league', options as never, { subcommand });
  return fake.interact(payload).settled(20_000);
}

async function concede(who: UserFixture, channelId: string): Promise<void> {
  const answer = await fake.interact(fake.slash(who, channelId, 'game', {}, { subcommand: 'concede' })).settled(20_000);
  // A refusal is private: the game goes on and its match waits, so say so here rather than time out later.
  if (answer.ephemeral) throw new Error(`the concession in ${channelId} was refused: ${textOf(answer)}`);
}

const roundOf = (l: League, n: number) => l.schedule.find((r) => r.number === n);
const played = (m: Match) => m.b !== null;
const loserByOrder = (m: Match): string => {
  const index = (id: string | null) => PLAYERS.findIndex((p) => p.id === id);
  return index(m.a) > index(m.b) ? m.a : (m.b ?? m.a);
};
const fixtureOf = (id: string): UserFixture => {
  const found = PLAYERS.find((p) => p.id === id);
  if (!found) throw new Error(`no player ${id}`);
  return found;
};

/** Waits until every game of round `n` has its thread and its game. */
async function roundOpened(n: number): Promise<League> {
  return until(`round ${n} opened`, async () => {
    const l = await league();
    const r = roundOf(l, n);
    if (!r || r.matches.some((m) => played(m) && m.channelId === null)) return undefined;
    for (const m of r.matches.filter(played)) if (!(await store.get(m.channelId ?? ''))) return undefined;
    return l;
  });
}

describe('a Swiss league season of eight through the local Discord-compatible server', () => {
  it('is created by an organiser of the league role, with sign-up for eight', async () => {
    const created = await leagueCommand(ORGANISER, 'create', {
      name: 'Spring League',
      rounds: 3,
      hours: 72,
      mode: 'step',
      minutes: 60,
      timeout: 'loss',
      misses: 1,
      margin: 'full',
      preset: 'xwing',
      role: { type: 8, value: STAFF.id },
      forum: { type: 7, value: FORUM.id },
    });
    expect(textOf(created)).toContain('**Spring League** is open for sign-up');
    for (const p of PLAYERS) {
      const joined = await leagueCommand(p, 'join');
      expect(textOf(joined)).toContain(`<@${p.id}> joins **Spring League**`);
    }
    expect((await league()).players.map((p) => p.name)).toEqual(PLAYERS.map((p) => p.global_name));
  }, 60_000);

  it('refuses the start to a player, and starts for the organiser: a tagged forum post per match, an event at the deadline', async () => {
    const refused = await leagueCommand(P3 as UserFixture, 'start');
    expect(refused.ephemeral).toBe(true);
    expect(textOf(refused)).toContain('Only the league’s organisers');
    expect((await league()).status).toBe('signup');

    const started = await leagueCommand(ORGANISER, 'start');
    expect(textOf(started)).toContain('**Spring League** starts with 8 players');
    const l = await roundOpened(1);
    const r1 = roundOf(l, 1);
    expect(r1?.matches).toHaveLength(4);
    const posts = fake.threads(FORUM.id);
    expect(posts).toHaveLength(4);
    const tag = fake.channel(FORUM.id)?.availableTags.find((t) => t.name === 'Round 1');
    expect(tag).toBeDefined();
    for (const post of posts) expect(post.appliedTags).toEqual([tag?.id]);
    for (const m of r1?.matches ?? []) {
      // The post's first message pings both players; the game in it is started, players on their sides.
      const first = fake.messages(m.channelId ?? '')[0];
      expect(first?.pings.users.sort()).toEqual([m.a, m.b].sort());
      const game = await store.get(m.channelId ?? '');
      expect(game?.status).toBe('active');
      expect(game?.league).toEqual({ id: LEAGUE_ID, round: 1 });
      expect(game?.players.map((p) => p.userId).sort()).toEqual([m.a, m.b].sort());
    }
    const [event] = fake.scheduledEvents(GUILD);
    expect(event?.name).toBe('Spring League: round 1 ends');
    expect(Date.parse(event?.scheduledStartTime ?? '')).toBe(r1?.deadline);
    // Every message the bot sent is one Discord would take.
    expect(fake.takeViolations()).toEqual([]);
  }, 90_000);

  it('round 1: three concessions in the games, one result reported elsewhere and confirmed by the opponent', async () => {
    const r1 = roundOf(await league(), 1);
    const matches = (r1?.matches ?? []).filter(played);
    const reportedMatch = matches.find((m) => m.a === P3?.id || m.b === P3?.id);
    if (!reportedMatch) throw new Error('P3 has no game in round 1');
    for (const m of matches.filter((x) => x !== reportedMatch))
      await concede(fixtureOf(loserByOrder(m)), m.channelId ?? '');

    // P3 played elsewhere: reports a win (lost 40, destroyed 120); only the opponent may confirm.
    const opponent = fixtureOf(reportedMatch.a === P3?.id ? (reportedMatch.b ?? '') : reportedMatch.a);
    const report = await leagueCommand(P3 as UserFixture, 'report', {
      opponent: { type: 6, value: opponent.id },
      result: 'won',
      'you-lost': 40,
      'they-lost': 120,
    });
    expect(report.pings.users).toEqual([opponent.id]);
    const button = (report.components as { components: { custom_id: string }[] }[])[0]?.components[0]?.custom_id ?? '';
    const byReporter = await fake.interact(fake.button(P3 as UserFixture, report, button)).settled(20_000);
    expect(byReporter.ephemeral).toBe(true);
    await fake.interact(fake.button(opponent, report, button)).settled(20_000);

    const l = await until('round 1 closed and round 2 opened', async () => {
      const now = await league();
      return roundOf(now, 1)?.closed && roundOf(now, 2) ? now : undefined;
    });
    const results = roundOf(l, 1)
      ?.matches.map((m) => m.result?.ending)
      .sort();
    expect(results).toEqual(['concession', 'concession', 'concession', 'reported']);
    const decided = roundOf(l, 1)?.matches.find((m) => m.result?.ending === 'reported');
    expect(decided?.result?.winner).toBe(P3?.id);
    // The game of the reported match is not left running in its thread.
    await until(
      'the reported match’s game ended',
      async () => (await store.get(decided?.channelId ?? '')) === undefined,
    );
    // The round's summary and the next pairings are posted in the league's channel.
    await until('the round 1 summary', async () =>
      fake.messages(LOBBY.id).some((m) => textOf(m).includes('round 1 is complete') && textOf(m).includes('round 2')),
    );
  }, 120_000);

  it('round 2: a drop forfeits, two concessions, and a loss on time after the bot was down for two hours', async () => {
    const l = await roundOpened(2);
    const r2 = roundOf(l, 2);
    const matches = (r2?.matches ?? []).filter(played);
    expect(matches).toHaveLength(4);
    expect(fake.channel(FORUM.id)?.availableTags.map((t) => t.name)).toContain('Round 2');
    const dropMatch = matches.find((m) => m.a === P8?.id || m.b === P8?.id);
    const timeoutMatch = matches.find((m) => m !== dropMatch && (m.a === P1?.id || m.b === P1?.id));
    if (!dropMatch || !timeoutMatch) throw new Error('no match for the drop or the timeout');

    const dropped = await leagueCommand(P8 as UserFixture, 'drop');
    expect(textOf(dropped)).toContain('1 open game is forfeited');
    for (const m of matches.filter((x) => x !== dropMatch && x !== timeoutMatch))
      await concede(fixtureOf(loserByOrder(m)), m.channelId ?? '');
    await until('three results of round 2', async () => {
      const now = roundOf(await league(), 2);
      return (now?.matches.filter((m) => m.result).length ?? 0) >= 3 ? true : undefined;
    });

    // Down two hours: the game's one-hour step deadline has passed when the bot comes back.
    await bot.kill('SIGKILL');
    bot = startBot({ ...env, CLOCK_OFFSET_SECONDS: '7200', TICK_SECONDS: '1' });
    await fake.waitForReady(30_000);
    const after = await until(
      'round 2 closed',
      async () => {
        const now = await league();
        return roundOf(now, 2)?.closed && roundOf(now, 3) ? now : undefined;
      },
      60_000,
    );
    const byEnding = new Map(roundOf(after, 2)?.matches.map((m) => [m.result?.ending, m]));
    expect([...byEnding.keys()].sort()).toEqual(['concession', 'forfeit', 'timeout']);
    const timedOut = byEnding.get('timeout');
    // The player awaited first (the second side) lost on time; the notice is in the thread.
    expect(timedOut?.result?.winner).toBe(timeoutMatch.a);
    expect(fake.messages(timeoutMatch.channelId ?? '').some((m) => textOf(m).includes('loses the game'))).toBe(true);
    expect(byEnding.get('forfeit')?.result?.winner).toBe(dropMatch.a === P8?.id ? dropMatch.b : dropMatch.a);
  }, 150_000);

  it('round 3: seven players, the bye to the lowest-ranked player without one; the season ends with its summary', async () => {
    const l = await roundOpened(3);
    const r3 = roundOf(l, 3);
    const byes = r3?.matches.filter((m) => m.b === null) ?? [];
    expect(byes).toHaveLength(1);
    // The hand-computed table after round 2: the bye goes to its lowest-ranked active player (no one had a bye).
    const before = handStandings({ ...l, schedule: l.schedule.filter((r) => r.number <= 2) });
    const lowest = before.filter((row) => row.player !== P8?.id).at(-1)?.player;
    expect(byes[0]?.a).toBe(lowest);
    for (const m of (r3?.matches ?? []).filter(played)) await concede(fixtureOf(loserByOrder(m)), m.channelId ?? '');
    const done = await until(
      'the season finished',
      async () => {
        const now = await league();
        return now.status === 'finished' ? now : undefined;
      },
      60_000,
    );
    // No pair met twice.
    const pairs = done.schedule.flatMap((r) => r.matches.filter(played).map((m) => [m.a, m.b].sort().join('-')));
    expect(new Set(pairs).size).toBe(pairs.length);
    const summary = await until('the season summary with the standings', async () =>
      fake.messages(LOBBY.id).find((m) => textOf(m).includes('is over. Champion:')),
    );
    const picture = summary.attachments[0];
    expect(picture?.filename).toBe('spring-league-standings.png');
    const meta = await sharp(picture?.data).metadata();
    expect(meta.width).toBe(720);
    expect(fake.scheduledEvents(GUILD)).toHaveLength(3);
  }, 120_000);

  it('exports the standings as CSV matching a hand computation (score, margin of victory, strength of schedule)', async () => {
    const l = await league();
    const exported = await leagueCommand(P2 as UserFixture, 'standings', { export: 'csv' });
    expect(exported.ephemeral).toBe(true);
    const csv = exported.attachments[0]?.data.toString('utf8') ?? '';
    if (!csv) throw new Error(JSON.stringify({ content: exported.content, n: exported.attachments.length }));
    const [head, ...lines] = csv.trim().split('\r\n');
    const columns = (head ?? '').split(',');
    const rows = lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [columns[i], v])));
    const hand = handStandings(l);
    expect(rows.map((r) => r['player'])).toEqual(hand.map((h) => h.player));
    for (const [i, h] of hand.entries()) {
      expect(Number(rows[i]?.['score']), h.player).toBe(h.score);
      expect(Number(rows[i]?.['mov']), h.player).toBe(h.mov);
      expect(Number(rows[i]?.['sos']), h.player).toBeCloseTo(h.sos, 4);
    }
    expect(rows.find((r) => r['player'] === P8?.id)?.['dropped']).toBe('true');
    // The champion's record, and the ratings on the server in /profile show.
    const profile = await fake
      .interact(fake.slash(P1 as UserFixture, LOBBY.id, 'profile', {}, { subcommand: 'show' }))
      .settled(20_000);
    expect(textOf(profile)).toMatch(/Rating on this server: \*\*\d+\*\*/);
  }, 60_000);
});

/**
 * The standings by hand, as the issue defines them for the X-Wing preset: a win (or a bye) is 1
 * point; margin of victory sums the points the opponent lost minus the points the player lost (a
 * concession or a loss on time counts the loser's whole 200-point list as lost; a forfeit after a
 * drop and a bye have no margin); strength of schedule is the average score of the opponents met.
 * Ranked by score, margin, strength of schedule, then id.
 */
function handStandings(l: League): { player: string; score: number; mov: number; sos: number }[] {
  const games = l.schedule.flatMap((r) => r.matches.filter((m) => m.result !== null || m.b === null));
  const score = new Map<string, number>();
  const mov = new Map<string, number>();
  const opponents = new Map<string, string[]>();
  const add = (map: Map<string, number>, id: string, n: number) => map.set(id, (map.get(id) ?? 0) + n);
  for (const p of l.players) [score, mov].forEach((m) => m.set(p.id, 0));
  for (const m of games) {
    if (m.b === null) {
      add(score, m.a, 1);
      continue;
    }
    const r = m.result;
    if (!r || r.ending === 'unplayed') continue;
    if (r.winner) add(score, r.winner, 1);
    add(mov, m.a, r.lostB - r.lostA);
    add(mov, m.b, r.lostA - r.lostB);
    opponents.set(m.a, [...(opponents.get(m.a) ?? []), m.b]);
    opponents.set(m.b, [...(opponents.get(m.b) ?? []), m.a]);
  }
  const sosOf = (id: string) => {
    const met = opponents.get(id) ?? [];
    return met.length === 0 ? 0 : met.reduce((sum, o) => sum + (score.get(o) ?? 0), 0) / met.length;
  };
  return l.players
    .map((p) => ({ player: p.id, score: score.get(p.id) ?? 0, mov: mov.get(p.id) ?? 0, sos: sosOf(p.id) }))
    .sort((x, y) => y.score - x.score || y.mov - x.mov || y.sos - x.sos || (x.player < y.player ? -1 : 1));
}

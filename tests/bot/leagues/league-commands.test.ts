/**
 * /league through the bot's own pipeline over a memory store and the local transport (issue 17):
 * refusals, the organisers' tools, drops, reported results, crash safety of a round's opening,
 * round-robin and ladder seasons, and the server rating /profile shows. Each league lives in the
 * channel `c1` of the local server; each match's game in its own thread, played by typed lines there.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../src/bot/app/app-factory.js';
import type { App } from '../../../src/bot/app/context.js';
import { COMMANDS_DIR, loadCommands } from '../../../src/bot/app/loader.js';
import { openRound as openLeagueRound, resumeLeagues } from '../../../src/bot/leagues/league-rounds.js';
import { runComponent } from '../../../src/bot/pipeline/dispatch.js';
import { LocalChannel, LocalResponder } from '../../../src/bot/local/local-transport.js';
import { LocalSession, type LocalUser } from '../../../src/bot/local/session.js';
import type { Commands } from '../../../src/bot/pipeline/dispatch.js';
import { TABLES } from '../../../src/bot/rulesets/registry.js';
import type { League, Match } from '../../../src/league/league.js';
import { start } from '../../../src/league/season.js';

// ---- the people and the place ------------------------------------------------------------------

const ORGANISER_ROLE = '4242';
const person = (id: string, name: string, roles?: string[]): LocalUser => ({
  id,
  name,
  canManage: false,
  locale: 'en-US',
  ...(roles ? { roles } : {}),
});
const USERS: readonly LocalUser[] = [
  person('101', 'Ana'),
  person('102', 'Bo'),
  person('103', 'Cy'),
  person('104', 'Di'),
  person('105', 'Ed'),
  person('106', 'Gus', [ORGANISER_ROLE]),
];
const ID: Readonly<Record<string, string>> = Object.fromEntries(USERS.map((u) => [u.name, u.id]));
const NAME: Readonly<Record<string, string>> = Object.fromEntries(USERS.map((u) => [u.id, u.name]));
const idOf = (name: string): string => ID[name] ?? name;
const nameOf = (id: string): string => NAME[id] ?? id;

const CHANNEL = 'c1';
const NOW = Date.parse('2031-03-01T12:00:00Z');
const HOUR = 3_600_000;

// ---- bots ----------------------------------------------------------------------------------------

interface Bot {
  readonly app: App & { close(): Promise<void> };
  readonly channel: LocalChannel;
  /** A session typing in a channel (the league's, or a match's thread). */
  at(channelId: string): LocalSession;
  /** Runs a line in the league's channel as a user. */
  run(line: string, as: string): Promise<LocalResponder>;
  /** The league record `local:<slug>`. */
  league(slug?: string): Promise<League>;
}

let commands: Commands | undefined;
const opened: Bot[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const bot of opened.splice(0)) await bot.app.close();
});

async function openBot(): Promise<Bot> {
  commands ??= await loadCommands(COMMANDS_DIR, TABLES);
  const loaded = commands;
  const channel = new LocalChannel();
  const app = await createApp({
    storeUrl: 'memory:',
    channel,
    log: { info: () => undefined, warn: () => undefined, error: (m, f) => console.error(m, f) },
    rateLimit: { burst: 10_000, perSecond: 10_000 },
    deferAfterMs: 60_000,
    rulesets: TABLES,
    now: () => new Date(NOW),
  });
  const sessions = new Map<string, LocalSession>();
  const at = (channelId: string): LocalSession => {
    let session = sessions.get(channelId);
    if (!session) sessions.set(channelId, (session = new LocalSession(app, loaded, channel, USERS, channelId)));
    return session;
  };
  const bot: Bot = {
    app,
    channel,
    at,
    run: (line, as) => at(CHANNEL).run(line, as),
    league: async (slug = 'spring') => {
      const league = await app.leagues.get(`local:${slug}`);
      if (!league) throw new Error(`no league local:${slug}`);
      return league;
    },
  };
  opened.push(bot);
  return bot;
}

/** A league made by Ana with these players signed up (in this order); not started. */
async function signedUp(players: readonly string[], options = ''): Promise<Bot> {
  const bot = await openBot();
  const created = await bot.run(`/league create name:Spring ${options}`, 'Ana');
  expect(created.answers[0]?.ephemeral, text(created)).toBe(false);
  for (const name of players) {
    const joined = await bot.run('/league join', name);
    expect(joined.answers[0]?.ephemeral, text(joined)).toBe(false);
  }
  return bot;
}

/** A started league (round 1 paired and opened). */
async function started(players: readonly string[], options = ''): Promise<Bot> {
  const bot = await signedUp(players, options);
  const begun = await bot.run('/league start', 'Ana');
  expect(begun.answers[0]?.ephemeral, text(begun)).toBe(false);
  return bot;
}

// ---- reading what happened -------------------------------------------------------------------------

const text = (r: LocalResponder): string => r.answers.map((a) => a.message.content ?? '').join('\n');

/** The single answer was private (a refusal). */
function refusedPrivately(r: LocalResponder, words?: string | RegExp): void {
  expect(r.answers).toHaveLength(1);
  expect(r.answers[0]?.ephemeral).toBe(true);
  if (words !== undefined) expect(text(r)).toMatch(words);
}

const openRound = (league: League) => league.schedule.find((r) => !r.closed);
const games = (round: { matches: readonly Match[] } | undefined): Match[] =>
  (round?.matches ?? []).filter((m) => m.b !== null);
/** Each match as "x-y" (its two ids in order, "bye" for none), whichever player is `a`. */
const pairsOf = (matches: readonly Match[]): string[] =>
  matches.map((m) => (m.b === null ? `${m.a}-bye` : [m.a, m.b].sort().join('-'))).sort();
const matchOf = (league: League, player: string): Match => {
  const m = openRound(league)?.matches.find((x) => x.a === player || x.b === player);
  if (!m) throw new Error(`${player} has no match in the open round`);
  return m;
};

/** The loser concedes the match's game in its thread. */
async function concede(bot: Bot, match: Match, loser: string): Promise<LocalResponder> {
  if (!match.channelId) throw new Error(`the match ${match.a}-${match.b} has no thread`);
  return bot.at(match.channelId).run('/game concede', nameOf(loser));
}

interface JsonRow {
  player: string;
  score: number;
  wins: number;
  losses: number;
  byes: number;
}
async function standingsJson(bot: Bot): Promise<JsonRow[]> {
  const r = await bot.run('/league standings export:json', 'Bo');
  const file = r.answers[0]?.message.files?.[0];
  if (!file) throw new Error(`no standings file: ${text(r)}`);
  return (JSON.parse(file.data.toString('utf8')) as { standings: JsonRow[] }).standings;
}
const rowOf = (rows: readonly JsonRow[], name: string): JsonRow => {
  const row = rows.find((r) => r.player === idOf(name));
  if (!row) throw new Error(`${name} is not in the standings`);
  return row;
};

/** Public posts in a channel (the league's by default), oldest first. */
const posts = (bot: Bot, channelId = CHANNEL) =>
  bot.channel.messages.filter((m) => m.channelId === channelId && !m.ephemeral);

// ---- 0. the vp tie-breaker (issue 42) ----------------------------------------------------------------

describe('/league create order: victory points', () => {
  it('takes vp among the tie-breakers, in the order given', async () => {
    const bot = await signedUp(['Ana', 'Bo'], 'order:vp,mov');
    expect((await bot.league()).tieBreakers).toEqual(['vp', 'mov']);
  });
});

// ---- 1. refusals ------------------------------------------------------------------------------------

describe('/league refusals are private and save nothing', () => {
  it('refuses /league start by a player who is not an organiser', async () => {
    const bot = await signedUp(['Ana', 'Bo']);
    const before = await bot.league();
    refusedPrivately(await bot.run('/league start', 'Bo'), /Only the league’s organisers/);
    expect(await bot.league()).toEqual(before);
    expect((await bot.league()).status).toBe('signup');
  });

  it('refuses a second /league join by the same player', async () => {
    const bot = await signedUp(['Ana', 'Bo']);
    const before = await bot.league();
    refusedPrivately(await bot.run('/league join', 'Bo'), 'That player is already in the league.');
    expect(await bot.league()).toEqual(before);
    expect((await bot.league()).players.map((p) => p.id)).toEqual([idOf('Ana'), idOf('Bo')]);
  });

  it.each([
    ['an unknown ruleset', 'ruleset:nosuchrules', /no ruleset “nosuchrules”/],
    ['an unknown scenario', 'scenarios:nowhere-at-all', /no scenario “nowhere-at-all”/],
    ['a bad tie-breaker order', 'order:mov,foo', 'Tie-breakers are written like mov,sos,esos,h2h (each once).'],
  ])('refuses /league create with %s', async (_, option, words) => {
    const bot = await openBot();
    refusedPrivately(await bot.run(`/league create name:Spring ${option}`, 'Ana'), words);
    expect(await bot.app.leagues.get('local:spring')).toBeUndefined();
    expect(await bot.app.leagueIndex.get('all')).toBeUndefined();
  });

  it('refuses /league create with a name already used on the server', async () => {
    const bot = await openBot();
    await bot.run('/league create name:Spring rounds:3', 'Ana');
    const before = await bot.league();
    const index = await bot.app.leagueIndex.get('all');
    refusedPrivately(
      await bot.run('/league create name:Spring rounds:5', 'Bo'),
      'There is already a league called **Spring** on this server.',
    );
    expect(await bot.league()).toEqual(before);
    expect((await bot.league()).creatorId).toBe(idOf('Ana'));
    expect((await bot.league()).rounds).toBe(3);
    expect(await bot.app.leagueIndex.get('all')).toEqual(index);
  });

  it('refuses /league report by someone who is not in the league', async () => {
    const bot = await started(['Ana', 'Bo', 'Cy', 'Di']);
    const before = await bot.league();
    refusedPrivately(
      await bot.run('/league report opponent:Ana result:won', 'Ed'),
      'There is no such game in that round.',
    );
    expect(await bot.league()).toEqual(before);
  });

  it('lets a member with the league’s organiser role start it (and not a member without)', async () => {
    const bot = await signedUp(['Ana', 'Bo', 'Cy'], `role:${ORGANISER_ROLE}`);
    expect((await bot.league()).organiserRoleId).toBe(ORGANISER_ROLE);
    refusedPrivately(await bot.run('/league start', 'Cy'), `<@&${ORGANISER_ROLE}>`);
    expect((await bot.league()).status).toBe('signup');
    const begun = await bot.run('/league start', 'Gus');
    expect(begun.answers.map((a) => a.ephemeral)).toEqual([false]);
    expect(text(begun)).toContain('**Spring** starts with 3 players.');
    const league = await bot.league();
    expect(league.status).toBe('running');
    expect(league.schedule).toHaveLength(1);
  });
});

// ---- 2. the organisers' tools ------------------------------------------------------------------------

describe('/league admin', () => {
  it('penalty: lowers the player’s score in the JSON standings', async () => {
    const bot = await started(['Ana', 'Bo', 'Cy', 'Di']);
    expect(rowOf(await standingsJson(bot), 'Bo').score).toBe(0);
    const r = await bot.run('/league admin task:penalty player:Bo points:-1 reason:"late list"', 'Ana');
    expect(r.answers[0]?.ephemeral).toBe(false);
    expect(text(r)).toBe('<@102>: -1 point (late list).');
    const rows = await standingsJson(bot);
    expect(rowOf(rows, 'Bo').score).toBe(-1);
    expect(rowOf(rows, 'Ana').score).toBe(0);
    expect(rows.at(-1)?.player).toBe(idOf('Bo'));
    expect((await bot.league()).adjustments).toEqual([{ player: idOf('Bo'), points: -1, reason: 'late list' }]);
  });

  it('penalty: refused to someone who is not an organiser', async () => {
    const bot = await started(['Ana', 'Bo', 'Cy', 'Di']);
    const before = await bot.league();
    refusedPrivately(await bot.run('/league admin task:penalty player:Cy points:-1', 'Bo'), /Only the league’s/);
    expect(await bot.league()).toEqual(before);
  });

  it('extend: moves the open round’s deadline and its scheduled event by 24 hours', async () => {
    const bot = await started(['Ana', 'Bo', 'Cy', 'Di'], 'hours:48');
    const round = openRound(await bot.league());
    expect(round?.deadline).toBe(NOW + 48 * HOUR);
    const eventId = round?.eventId ?? '';
    expect(bot.channel.events.get(eventId)?.start.getTime()).toBe(NOW + 48 * HOUR);
    const r = await bot.run('/league admin task:extend hours:24', 'Ana');
    expect(r.answers[0]?.ephemeral).toBe(false);
    expect(text(r)).toContain('Round 1 of **Spring** now ends');
    const moved = openRound(await bot.league());
    expect(moved?.deadline).toBe(NOW + 72 * HOUR);
    expect(moved?.eventId).toBe(eventId);
    expect(bot.channel.events.size).toBe(1);
    expect(bot.channel.events.get(eventId)?.start.getTime()).toBe(NOW + 72 * HOUR);
    expect(bot.channel.events.get(eventId)?.end.getTime()).toBe(NOW + 73 * HOUR);
  });

  it('substitute: puts the substitute into the player’s open match and the league’s players', async () => {
    const bot = await started(['Ana', 'Bo', 'Cy', 'Di']);
    const before = matchOf(await bot.league(), idOf('Bo'));
    const opponent = before.a === idOf('Bo') ? before.b : before.a;
    const r = await bot.run('/league admin task:substitute player:Bo substitute:Ed', 'Ana');
    expect(r.answers[0]?.ephemeral).toBe(false);
    expect(text(r)).toBe('<@105> takes the place of <@102> in **Spring**.');
    const league = await bot.league();
    const after = matchOf(league, idOf('Ed'));
    expect([after.a, after.b].sort()).toEqual([idOf('Ed'), opponent].sort());
    expect(after.channelId).toBe(before.channelId);
    expect(openRound(league)?.matches.some((m) => m.a === idOf('Bo') || m.b === idOf('Bo'))).toBe(false);
    expect(league.players.map((p) => p.id)).toEqual([idOf('Ana'), idOf('Ed'), idOf('Cy'), idOf('Di')]);
  });

  // The substitution seats the substitute in the game already running in the match's thread, so its
  // result names the round's pairing and decides the match.
  it('substitute: the substitute plays the match’s game, and its result decides the match', async () => {
    const bot = await started(['Ana', 'Bo', 'Cy', 'Di']);
    await bot.run('/league admin task:substitute player:Bo substitute:Ed', 'Ana');
    const match = matchOf(await bot.league(), idOf('Ed'));
    const game = await bot.app.store.get(match.channelId ?? '');
    expect(game?.players.map((p) => p.userId).sort()).toEqual([match.a, match.b].sort());
    const opponent = match.a === idOf('Ed') ? (match.b ?? '') : match.a;
    await concede(bot, match, opponent);
    const decided = (await bot.league()).schedule[0]?.matches.find((m) => m.channelId === match.channelId);
    expect(decided?.result?.winner).toBe(idOf('Ed'));
  });

  it('bye: gives a bye to a player with no match in the open round (and refuses one who has a match)', async () => {
    const bot = await started(['Ana', 'Bo', 'Cy', 'Di']);
    // A latecomer the organiser added to the running league: a player with no match this round.
    const running = await bot.league();
    await bot.app.leagues.put(running.id, {
      ...running,
      players: [
        ...running.players,
        { id: idOf('Ed'), name: 'Ed', dropped: false, hadBye: false, timeZone: null, division: 0 },
      ],
    });
    const before = await bot.league();
    refusedPrivately(await bot.run('/league admin task:bye player:Ana', 'Ana'), /already has a result/);
    expect(await bot.league()).toEqual(before);
    const r = await bot.run('/league admin task:bye player:Ed', 'Ana');
    expect(r.answers[0]?.ephemeral).toBe(false);
    expect(text(r)).toBe('<@105> gets a bye in round 1.');
    const league = await bot.league();
    expect(openRound(league)?.number).toBe(1);
    expect(openRound(league)?.matches.filter((m) => m.b === null)).toEqual([
      { a: idOf('Ed'), b: null, channelId: null, result: null, reported: null },
    ]);
    expect(league.players.find((p) => p.id === idOf('Ed'))?.hadBye).toBe(true);
    const ed = rowOf(await standingsJson(bot), 'Ed');
    expect([ed.byes, ed.score]).toEqual([1, 1]);
  });

  it('repair: pairs round 1 again before any result and ends the old games', async () => {
    const bot = await started(['Ana', 'Bo', 'Cy', 'Di']);
    const old = games(openRound(await bot.league()));
    expect(old).toHaveLength(2);
    for (const m of old) expect((await bot.app.store.get(m.channelId ?? ''))?.status).toBe('active');
    const r = await bot.run('/league admin task:repair', 'Ana');
    expect(r.answers[0]?.ephemeral).toBe(false);
    expect(text(r)).toContain('Round 1 of **Spring** is paired again');
    for (const m of old) {
      expect(await bot.app.store.get(m.channelId ?? '')).toBeUndefined();
      expect((await bot.app.store.latestArchived(m.channelId ?? ''))?.status).toBe('ended');
      expect(posts(bot, m.channelId ?? '').some((p) => p.content.includes('the round is paired again'))).toBe(true);
    }
    const league = await bot.league();
    expect(league.schedule).toHaveLength(1);
    const fresh = games(openRound(league));
    expect(fresh).toHaveLength(2);
    expect(new Set(fresh.map((m) => m.a).concat(fresh.map((m) => m.b ?? '')))).toEqual(
      new Set(['Ana', 'Bo', 'Cy', 'Di'].map(idOf)),
    );
    for (const m of fresh) {
      expect(old.map((o) => o.channelId)).not.toContain(m.channelId);
      const game = await bot.app.store.get(m.channelId ?? '');
      expect(game?.status).toBe('active');
      expect(game?.league).toEqual({ id: league.id, round: 1 });
    }
  });

  it('repair: refused once a game of the round has a result', async () => {
    const bot = await started(['Ana', 'Bo', 'Cy', 'Di']);
    const first = games(openRound(await bot.league()))[0];
    if (!first) throw new Error('no game');
    await concede(bot, first, first.b ?? '');
    const before = await bot.league();
    refusedPrivately(await bot.run('/league admin task:repair', 'Ana'), /already has a result/);
    expect(await bot.league()).toEqual(before);
  });

  it('close: an unplayed game counts for neither player, and the next round is paired', async () => {
    const bot = await started(['Ana', 'Bo', 'Cy', 'Di']);
    const [played, unplayed] = games(openRound(await bot.league()));
    if (!played || !unplayed) throw new Error('two games expected');
    await concede(bot, played, played.b ?? '');
    const r = await bot.run('/league admin task:close', 'Ana');
    expect(r.answers[0]?.ephemeral).toBe(false);
    expect(text(r)).toBe('Round 1 of **Spring** is closed.');
    const league = await bot.league();
    const round1 = league.schedule[0];
    expect(round1?.closed).toBe(true);
    expect(round1?.matches.find((m) => m.a === unplayed.a)?.result).toEqual({
      winner: null,
      lostA: 0,
      lostB: 0,
      ending: 'unplayed',
    });
    const rows = await standingsJson(bot);
    for (const id of [unplayed.a, unplayed.b ?? ''])
      expect(rowOf(rows, nameOf(id))).toMatchObject({ score: 0, wins: 0, losses: 0 });
    expect(rowOf(rows, nameOf(played.a))).toMatchObject({ score: 1, wins: 1, losses: 0 });
    // Round 2: paired, opened, and the two who did not play are not paired together again.
    expect(league.schedule).toHaveLength(2);
    const round2 = games(league.schedule[1]);
    expect(round2).toHaveLength(2);
    expect(pairsOf(round2)).not.toContain(pairsOf([unplayed])[0]);
    for (const m of round2) expect((await bot.app.store.get(m.channelId ?? ''))?.status).toBe('active');
    expect(posts(bot).at(-1)?.content).toContain('Next round’s pairings:');
  });
});

// ---- 3. drops -------------------------------------------------------------------------------------

describe('/league drop', () => {
  it('forfeits the open game to the opponent and ends it in its thread; the round stays open', async () => {
    const bot = await started(['Ana', 'Bo', 'Cy', 'Di']);
    const match = matchOf(await bot.league(), idOf('Bo'));
    const opponent = match.a === idOf('Bo') ? match.b : match.a;
    const r = await bot.run('/league drop', 'Bo');
    expect(r.answers[0]?.ephemeral).toBe(false);
    expect(text(r)).toBe('<@102> drops from **Spring**; 1 open game is forfeited.');
    const league = await bot.league();
    const decided = league.schedule[0]?.matches.find((m) => m.channelId === match.channelId);
    expect(decided?.result).toEqual({ winner: opponent, lostA: 0, lostB: 0, ending: 'forfeit' });
    expect(league.players.find((p) => p.id === idOf('Bo'))?.dropped).toBe(true);
    expect(await bot.app.store.get(match.channelId ?? '')).toBeUndefined();
    expect((await bot.app.store.latestArchived(match.channelId ?? ''))?.status).toBe('ended');
    expect(posts(bot, match.channelId ?? '').at(-1)?.content).toContain('a player dropped');
    // The other game is still to play: round 1 stays open.
    expect(league.schedule).toHaveLength(1);
    expect(league.schedule[0]?.closed).toBe(false);
  });

  it('closes the round and pairs the next when the forfeited game was the last one open', async () => {
    const bot = await started(['Ana', 'Bo', 'Cy', 'Di']);
    const dropping = matchOf(await bot.league(), idOf('Bo'));
    const other = games(openRound(await bot.league())).find((m) => m.channelId !== dropping.channelId);
    if (!other) throw new Error('two games expected');
    await concede(bot, other, other.b ?? '');
    expect((await bot.league()).schedule[0]?.closed).toBe(false);
    await bot.run('/league drop', 'Bo');
    const league = await bot.league();
    expect(league.schedule[0]?.closed).toBe(true);
    expect(league.schedule[0]?.matches.find((m) => m.channelId === dropping.channelId)?.result?.ending).toBe('forfeit');
    // Round 2 pairs the three still playing: one game and a bye, without Bo.
    const round2 = league.schedule[1];
    expect(round2?.number).toBe(2);
    const inRound2 = round2?.matches.flatMap((m) => [m.a, m.b]) ?? [];
    expect(inRound2).not.toContain(idOf('Bo'));
    expect(inRound2.filter((id) => id !== null).sort()).toEqual(['Ana', 'Cy', 'Di'].map(idOf).sort());
    expect(round2?.matches.filter((m) => m.b === null)).toHaveLength(1);
    const game = games(round2)[0];
    expect((await bot.app.store.get(game?.channelId ?? ''))?.status).toBe('active');
    expect(posts(bot).some((p) => p.content.includes('round 1 is complete'))).toBe(true);
  });
});

// ---- 4. reports -----------------------------------------------------------------------------------

describe('/league report and the Confirm button', () => {
  async function reported(): Promise<{ bot: Bot; match: Match; before: League }> {
    const bot = await started(['Ana', 'Bo', 'Cy', 'Di']);
    const match = matchOf(await bot.league(), idOf('Ana'));
    expect(match.b).toBe(idOf('Bo'));
    const r = await bot.run('/league report opponent:Bo result:won you-lost:20 they-lost:80', 'Ana');
    expect(r.answers[0]?.ephemeral).toBe(false);
    expect(text(r)).toContain('<@101> reports round 1 against <@102>');
    expect(r.answers[0]?.message.ping).toEqual([idOf('Bo')]);
    const pending = matchOf(await bot.league(), idOf('Ana'));
    expect(pending.result).toBeNull();
    expect(pending.reported?.by).toBe(idOf('Ana'));
    return { bot, match, before: await bot.league() };
  }

  it('the opponent’s Confirm makes the report the result, ending the game in the thread', async () => {
    const { bot, match } = await reported();
    const r = await bot.run('click Confirm', 'Bo');
    expect(r.answers[0]?.ephemeral).toBe(true); // the button's message is updated (locally: an answer)
    expect(text(r)).toContain('<@102> confirms');
    const decided = matchOf(await bot.league(), idOf('Ana'));
    expect(decided.result).toEqual({ winner: idOf('Ana'), lostA: 20, lostB: 80, ending: 'reported' });
    expect(decided.reported).toBeNull();
    expect(await bot.app.store.get(match.channelId ?? '')).toBeUndefined();
    expect((await bot.app.store.latestArchived(match.channelId ?? ''))?.status).toBe('ended');
    expect(rowOf(await standingsJson(bot), 'Ana')).toMatchObject({ score: 1, wins: 1 });
  });

  it('the reporter’s own click is refused privately and saves nothing', async () => {
    const { bot, before } = await reported();
    const r = await bot.run('click Confirm', 'Ana');
    refusedPrivately(r);
    expect(await bot.league()).toEqual(before);
  });

  // The reporter's own click is told that the opponent confirms, not that there is no such game.
  it('the reporter’s own click is refused with the words for it', async () => {
    const { bot } = await reported();
    refusedPrivately(await bot.run('click Confirm', 'Ana'), 'You reported this result: your opponent confirms it.');
  });

  it('a player who is not the opponent may not confirm', async () => {
    const { bot, before } = await reported();
    refusedPrivately(await bot.run('click Confirm', 'Cy'), 'Only <@102> may confirm this report.');
    expect(await bot.league()).toEqual(before);
  });
});

// ---- 5. crash safety ----------------------------------------------------------------------------------

describe('resumeLeagues after a crash between pairing and opening', () => {
  it('opens each match once, never pairs again, and a second pass changes nothing', async () => {
    const bot = await signedUp(['Ana', 'Bo', 'Cy', 'Di', 'Ed']);
    const signup = await bot.league();
    const paired = start(signup, NOW);
    if (!paired.ok) throw new Error(paired.problem);
    // What a crash right after the pairing's save leaves: the pairing stored, no thread, no game.
    await bot.app.leagues.put(signup.id, paired.value);
    const stored = pairsOf(paired.value.schedule[0]?.matches ?? []);
    expect(games(paired.value.schedule[0])).toHaveLength(2);
    const threads = vi.spyOn(bot.channel, 'createThread');

    await resumeLeagues(bot.app);
    const league = await bot.league();
    expect(league.schedule).toHaveLength(1);
    expect(pairsOf(league.schedule[0]?.matches ?? [])).toEqual(stored);
    const opened = games(league.schedule[0]);
    expect(threads).toHaveBeenCalledTimes(2);
    expect(new Set(opened.map((m) => m.channelId)).size).toBe(2);
    for (const m of opened) {
      const game = await bot.app.store.get(m.channelId ?? '');
      expect(game?.status).toBe('active');
      expect(game?.league).toEqual({ id: league.id, round: 1 });
      expect(game?.players.map((p) => p.userId).sort()).toEqual([m.a, m.b].sort());
    }
    expect(league.schedule[0]?.deadline).toBe(NOW + 7 * 24 * HOUR);
    expect(league.schedule[0]?.matches.find((m) => m.b === null)?.channelId).toBeNull();

    const messages = bot.channel.messages.length;
    const events = bot.channel.events.size;
    await resumeLeagues(bot.app);
    expect(await bot.league()).toEqual(league);
    expect(threads).toHaveBeenCalledTimes(2);
    expect(bot.channel.messages.length).toBe(messages);
    expect(bot.channel.events.size).toBe(events);
  });
});

// ---- 6. round-robin -----------------------------------------------------------------------------------

describe('a round-robin league of 5', () => {
  it('gives each player one bye, closes round by round and ends with a champion after 5 rounds', async () => {
    const bot = await started(['Ana', 'Bo', 'Cy', 'Di', 'Ed'], 'format:round-robin');
    const first = await bot.league();
    expect(first.format).toBe('roundRobin');
    expect(first.rounds).toBe(5);
    expect(first.schedule).toHaveLength(5);
    const byes = first.schedule.map((r) => r.matches.filter((m) => m.b === null).map((m) => m.a));
    for (const b of byes) expect(b).toHaveLength(1);
    expect(byes.flat().sort()).toEqual(['Ana', 'Bo', 'Cy', 'Di', 'Ed'].map(idOf).sort());
    for (let number = 1; number <= 5; number += 1) {
      const league = await bot.league();
      const round = openRound(league);
      expect(round?.number).toBe(number);
      expect(games(round)).toHaveLength(2);
      // `a` is the player who signed up first: every game is won by the earlier sign-up.
      for (const m of games(round)) await concede(bot, m, m.b ?? '');
      const after = await bot.league();
      expect(after.schedule[number - 1]?.closed).toBe(true);
      if (number < 5) expect(games(openRound(after)).every((m) => m.channelId !== null)).toBe(true);
    }
    const done = await bot.league();
    expect(done.status).toBe('finished');
    expect(done.schedule.every((r) => r.closed)).toBe(true);
    const last = posts(bot).at(-1);
    expect(last?.content).toContain('Champion: **Ana**');
    expect(last?.content).toContain('1. **Ana**: 4-0-0, 5 points');
    expect(last?.files).toHaveLength(1);
    const rows = await standingsJson(bot);
    expect(rows.map((r) => nameOf(r.player))).toEqual(['Ana', 'Bo', 'Cy', 'Di', 'Ed']);
    expect(rows.map((r) => r.score)).toEqual([5, 4, 3, 2, 1]);
  }, 60_000);
});

// ---- 7. ladder ------------------------------------------------------------------------------------

describe('a ladder league', () => {
  it('makes a game for a challenge within reach and refuses one too far up', async () => {
    const bot = await started(['Ana', 'Bo', 'Cy', 'Di', 'Ed'], 'format:ladder');
    expect((await bot.league()).ladder).toEqual(['Ana', 'Bo', 'Cy', 'Di', 'Ed'].map(idOf));
    const before = await bot.league();
    refusedPrivately(
      await bot.run('/league challenge opponent:Ana', 'Ed'),
      'You may only challenge a player up to 3 places above you on the ladder.',
    );
    expect(await bot.league()).toEqual(before);
    const r = await bot.run('/league challenge opponent:Ana', 'Di');
    expect(r.answers[0]?.ephemeral).toBe(false);
    expect(text(r)).toContain('<@104> challenges <@101> on the ladder of **Spring**.');
    const match = matchOf(await bot.league(), idOf('Di'));
    expect([match.a, match.b]).toEqual([idOf('Di'), idOf('Ana')]);
    const game = await bot.app.store.get(match.channelId ?? '');
    expect(game?.status).toBe('active');
    expect(game?.players.map((p) => p.userId).sort()).toEqual([idOf('Ana'), idOf('Di')].sort());
  });

  it('moves the winning challenger up the ladder', async () => {
    const bot = await started(['Ana', 'Bo', 'Cy', 'Di', 'Ed'], 'format:ladder');
    await bot.run('/league challenge opponent:Bo', 'Di');
    const match = matchOf(await bot.league(), idOf('Di'));
    await concede(bot, match, idOf('Bo'));
    const league = await bot.league();
    expect(league.schedule[0]?.matches.find((m) => m.a === idOf('Di'))?.result?.winner).toBe(idOf('Di'));
    expect(league.ladder).toEqual(['Ana', 'Di', 'Bo', 'Cy', 'Ed'].map(idOf));
    // The round of challenges stays open: the next challenge is measured on the new order.
    expect(league.schedule[0]?.closed).toBe(false);
    refusedPrivately(await bot.run('/league challenge opponent:Ana', 'Ed'), /up to 3 places above you/);
    await bot.run('/league challenge opponent:Bo', 'Ed');
    const next = (await bot.league()).schedule[0]?.matches.find((m) => m.a === idOf('Ed'));
    expect(next?.b).toBe(idOf('Bo'));
    expect((await bot.app.store.get(next?.channelId ?? ''))?.status).toBe('active');
  });
});

// ---- 8. ratings in /profile ------------------------------------------------------------------------

describe('/profile show and the server rating', () => {
  it('shows no rating before a league round closed, and the rating after', async () => {
    const bot = await started(['Ana', 'Bo'], 'rounds:1');
    const none = await bot.run('/profile show', 'Ana');
    expect(text(none)).toContain('No rated game on this server yet');
    expect(text(none)).not.toContain('Rating on this server');
    const match = games(openRound(await bot.league()))[0];
    if (!match) throw new Error('no game');
    await concede(bot, match, idOf('Bo'));
    expect((await bot.league()).schedule[0]?.closed).toBe(true);
    const rating = (line: string): number => Number(/Rating on this server: \*\*(\d+)\*\*/.exec(line)?.[1]);
    const ana = text(await bot.run('/profile show', 'Ana'));
    const bo = text(await bot.run('/profile show', 'Bo'));
    expect(ana).toContain('Rating on this server');
    expect(ana).not.toContain('No rated game on this server yet');
    expect(rating(ana)).toBeGreaterThan(1500);
    expect(rating(bo)).toBeLessThan(1500);
  });
});

// ---- what the review of the loop found (races, stale buttons, ladders, crashes) ---------------------

describe('the league loop under pressure', () => {
  it('a command and the scheduler’s pass opening the same round at once open each match once', async () => {
    const bot = await signedUp(['Ana', 'Bo', 'Cy', 'Di']);
    const paired = start(await bot.league(), NOW);
    if (!paired.ok) throw new Error(paired.problem);
    await bot.app.leagues.put('local:spring', paired.value);
    const threads = vi.spyOn(bot.channel, 'createThread');
    await Promise.all([resumeLeagues(bot.app), openLeagueRound(bot.app, 'local:spring'), resumeLeagues(bot.app)]);
    expect(threads).toHaveBeenCalledTimes(2);
    const league = await bot.league();
    for (const m of games(openRound(league)))
      expect((await bot.app.store.get(m.channelId ?? ''))?.status).toBe('active');
  });

  it('a game conceded while the round is still posting its first messages closes the round, and the loop goes on', async () => {
    // The last game of a round ends while the loop that opened it is still delivering its first posts:
    // its result must close the round (the season ends) and never wait on the loop that waits on it.
    const bot = await signedUp(['Ana', 'Bo'], 'rounds:1');
    const send = bot.channel.send.bind(bot.channel);
    let conceding: Promise<LocalResponder> | undefined;
    vi.spyOn(bot.channel, 'send').mockImplementation(async (channelId, message) => {
      if (channelId !== CHANNEL && conceding === undefined) {
        conceding = bot.at(channelId).run('/game concede', 'Bo');
        // The concession is saved (the game finished) before this first post goes out.
        for (let i = 0; i < 200 && (await bot.app.store.get(channelId))?.status === 'active'; i++)
          await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return send(channelId, message);
    });
    const stuck = new Promise<'stuck'>((resolve) => setTimeout(() => resolve('stuck'), 3_000).unref());
    const begun = await Promise.race([bot.run('/league start', 'Ana'), stuck]);
    expect(begun).not.toBe('stuck');
    const conceded = await Promise.race([conceding ?? Promise.reject(new Error('no game was opened')), stuck]);
    expect(conceded === 'stuck' ? conceded : text(conceded)).toContain('concede');
    const league = await bot.league();
    expect(league.schedule[0]?.matches[0]?.result?.ending).toBe('concession');
    expect(league.status).toBe('finished');
    expect(posts(bot).some((p) => p.content.includes('is over. Champion:'))).toBe(true);
  });

  it('a league whose scenario would not start with its settings is refused at /league create, and nothing is saved', async () => {
    const bot = await openBot();
    const refused = await bot.run('/league create name:Tiny ruleset:squadron points:1', 'Ana');
    refusedPrivately(refused);
    expect(await bot.app.leagues.get('local:tiny')).toBeUndefined();
  });

  it('a Confirm button made for an earlier report is refused once the report changed', async () => {
    const bot = await started(['Ana', 'Bo']);
    await bot.run('/league report opponent:Bo result:draw', 'Ana');
    const first = bot.channel.messages.filter((m) => (m.components ?? []).length > 0).at(-1);
    const customId = (first?.components?.[0]?.components?.[0] as { custom_id?: string } | undefined)?.custom_id ?? '';
    await bot.run('/league report opponent:Bo result:won you-lost:0 they-lost:300', 'Ana');
    const responder = new LocalResponder(bot.channel, CHANNEL);
    await runComponent(
      bot.app,
      commands ?? (await loadCommands(COMMANDS_DIR, TABLES)),
      { actor: USERS[1] as LocalUser, channelId: CHANNEL, guildId: 'local' },
      { customId, messageId: first?.id ?? '' },
      responder,
    );
    refusedPrivately(responder, 'out of date');
    expect(matchOf(await bot.league(), idOf('Ana')).result).toBeNull();
  });

  it('a second ladder challenge between the same two players is decided by its own game', async () => {
    const bot = await started(['Ana', 'Bo', 'Cy'], 'format:ladder');
    for (const round of [1, 2]) {
      const challenged = await bot.run('/league challenge opponent:Ana', 'Bo');
      expect(challenged.answers[0]?.ephemeral, text(challenged)).toBe(false);
      const league = await bot.league();
      const match = league.schedule[0]?.matches.find((m) => m.result === null);
      if (!match?.channelId) throw new Error('no open challenge');
      // Ana holds the first time; Bo takes the place in the rematch.
      await bot.at(match.channelId).run('/game concede', round === 1 ? 'Bo' : 'Ana');
    }
    const league = await bot.league();
    expect(league.schedule[0]?.matches.map((m) => m.result?.winner)).toEqual([idOf('Ana'), idOf('Bo')]);
    expect(league.ladder.slice(0, 2)).toEqual([idOf('Bo'), idOf('Ana')]);
  });

  it('a confirmed report of a ladder challenge moves the ladder', async () => {
    const bot = await started(['Ana', 'Bo', 'Cy'], 'format:ladder');
    await bot.run('/league challenge opponent:Ana', 'Bo');
    await bot.run('/league report opponent:Ana result:won you-lost:10 they-lost:90', 'Bo');
    await bot.run('click Confirm', 'Ana');
    expect((await bot.league()).ladder.slice(0, 2)).toEqual([idOf('Bo'), idOf('Ana')]);
  });

  it('after the season, a drop is refused and the champion stays', async () => {
    const bot = await started(['Ana', 'Bo'], 'rounds:1');
    const match = matchOf(await bot.league(), idOf('Ana'));
    await bot.at(match.channelId ?? '').run('/game concede', 'Bo');
    expect((await bot.league()).status).toBe('finished');
    refusedPrivately(await bot.run('/league drop', 'Ana'), 'not running');
    expect((await bot.league()).players.every((p) => !p.dropped)).toBe(true);
    // The finished league leaves the scheduler's index, and stays the server's to look at.
    expect((await bot.app.leagueIndex.get('all'))?.ids).toEqual([]);
    expect((await bot.app.leagueIndex.get('local'))?.ids).toEqual(['local:spring']);
    const table = await bot.run('/league standings export:csv', 'Bo');
    expect(table.answers[0]?.message.files?.[0]?.name).toBe('spring-standings.csv');
  });

  it('a round summary a crash cut off is posted by the next pass, once', async () => {
    const bot = await started(['Ana', 'Bo'], 'rounds:2');
    const match = matchOf(await bot.league(), idOf('Ana'));
    await bot.at(match.channelId ?? '').run('/game concede', 'Bo');
    const summaries = () => bot.channel.messages.filter((m) => (m.content ?? '').includes('round 1 is complete'));
    expect(summaries()).toHaveLength(1);
    // As if the bot died after the close but before the summary: the flag is still down.
    const league = await bot.league();
    await bot.app.leagues.put('local:spring', {
      ...league,
      schedule: league.schedule.map((r) => (r.number === 1 ? { ...r, summarised: false } : r)),
    });
    await resumeLeagues(bot.app);
    await resumeLeagues(bot.app);
    expect(summaries()).toHaveLength(2);
    expect((await bot.league()).schedule[0]?.summarised).toBe(true);
  });

  it('a league game is hosted by no player: the creator who plays cannot change its clock', async () => {
    const bot = await started(['Ana', 'Bo']);
    const match = matchOf(await bot.league(), idOf('Ana'));
    const record = await bot.app.store.get(match.channelId ?? '');
    expect(record?.host).toBe('league');
    refusedPrivately(await bot.at(match.channelId ?? '').run('/game clock mode:step minutes:1 timeout:loss', 'Ana'));
  });
});

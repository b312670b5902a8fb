/**
 * The league's loop in Discord (issue 17, deliverable 2): a paired round gets a thread per match
 * (a forum post tagged with the round when the league has a forum) with its game set up and
 * started, both players pinged, the round's deadline, and a scheduled event at that deadline. A
 * finished game reports its result to the league by itself; a round whose games are all decided
 * closes, is rated, summarised, and the next one is paired and opened.
 *
 * Crash safety: the pairing is saved before any thread is made, and each match's thread is saved
 * into the league as soon as its game exists, so a pass after a crash (the scheduler's tick calls
 * `resumeLeagues`) finishes opening the round and never pairs it again. A crash between opening a
 * thread and linking it can leave a game nobody plays behind; its result is refused (only the game
 * of the match's own thread decides it). A round's summary is marked posted in the league, so one a
 * crash cut off is posted by the next pass.
 *
 * Concurrency: everything that opens games or closes rounds for one league runs in that league's
 * loop, one piece at a time (`inLoop`), so a command and the scheduler's tick never open the same
 * match twice; the league record itself is changed under the store's lock as every record is. The
 * loop never waits for a game's delivery (the games it opens or ends are delivered once it is left),
 * because a delivery may wait for the loop: a game's end closes its round.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { LEAGUE_RECORD, type League, type Match, type Round } from '../../league/league.js';
import {
  closeRound,
  countedResult,
  markNoticed,
  markSummarised,
  newRound,
  pairNextRound,
  recordChallenge,
  recordResult,
  setDeadline,
  type PlayedScore,
  type SeasonResult,
} from '../../league/season.js';
import { DEFAULT_CLOCK, type GameRecord, type Player } from '../../store/index.js';
import type { App } from '../app/context.js';
import { KeyedLock, RecordError } from '../../store/index.js';
import { problem, say, type Problem } from '../pipeline/problem.js';
import { begin, lobbyRecord } from '../games/lobby.js';
import { endedRecord } from '../games/game-admin.js';
import { translator, type Translate } from '../locales/index.js';
import { deliverOwed, owe } from '../presentation/outbox.js';
import { cleanName, discordTime, mention } from '../presentation/sanitize.js';
import { stateOf } from '../records/record-ops.js';
import { allLeagueIds, unindexFinished } from './league-access.js';
import { closeCasualWeeks, rateRoundOnServer } from './league-ratings.js';
import { standingsPicture } from './league-standings.js';
import { MESSAGE_LIMIT, nameOf, pairingsText, roundSummary, seasonSummary } from './league-text.js';

const HOUR = 60 * 60_000;

/** The id every league game names as its host: no player, so only server managers administer them. */
export const LEAGUE_HOST = 'league';

const loops = new WeakMap<App, KeyedLock>();
/** The channels a piece of the loop owes a delivery to, delivered once the loop is left. */
const owedByLoop = new AsyncLocalStorage<Set<string>>();

/**
 * Runs `work` in the league's loop: one opening, close or pass of a league at a time in this process.
 * The games it opens or ends are delivered after the loop is left, never inside it: a delivery can
 * end a game whose result closes the round, which waits for the loop; a loop waiting on that
 * delivery (its channel's turn) would then wait forever.
 */
export async function inLoop<T>(app: App, id: string, work: () => Promise<T>): Promise<T> {
  let lock = loops.get(app);
  if (!lock) loops.set(app, (lock = new KeyedLock()));
  const owed = new Set<string>();
  try {
    return await lock.run(id, () => owedByLoop.run(owed, work));
  } finally {
    for (const channelId of owed)
      await deliverOwed(app, channelId).catch((error: unknown) =>
        app.log.error('delivery failed', { channelId, error: String(error) }),
      );
  }
}

/** Delivers what a league game owes: at once, or after the loop when called inside it. */
async function deliverLeagueGame(app: App, channelId: string): Promise<void> {
  const owed = owedByLoop.getStore();
  if (owed) owed.add(channelId);
  else await deliverOwed(app, channelId);
}

/** A match's game that the ruleset would not start (its scenario and the league's settings disagree). */
class NotStarted extends Error {
  constructor(readonly problem: Problem) {
    super(problem.key);
  }
}

/** Matches whose failure to open was already told (one post, not one per tick). */
const told = new Set<string>();

export const leagueT = (league: League): Translate => translator(league.locale ?? undefined);
const openRoundOf = (league: League): Round | undefined => league.schedule.find((r) => !r.closed);

/** Saves a season transition; a refusal is returned as it is (nothing saved). */
export async function changeLeague(
  app: App,
  id: string,
  transition: (league: League) => SeasonResult,
): Promise<SeasonResult | undefined> {
  return app.leagues.update<SeasonResult | undefined>(id, (current) => {
    if (!current) return { result: undefined };
    const next = transition(current);
    // Checked before it is saved: a record the schema would refuse on reading is never written.
    return next.ok ? { save: LEAGUE_RECORD.schema.parse(next.value), result: next } : { result: next };
  });
}

/** Posts in the league's channel; a failure is logged (the league itself is saved already). */
export async function announce(app: App, league: League, content: string, files?: { name: string; data: Buffer }[]) {
  await app.channel
    .send(league.channelId, { content: content.slice(0, MESSAGE_LIMIT), ...(files ? { files } : {}) })
    .catch((error: unknown) => app.log.warn('league post failed', { league: league.id, error: String(error) }));
}

/** Opens the league's open round (in its loop). */
export const openRound = (app: App, id: string): Promise<void> => inLoop(app, id, () => openRoundNow(app, id));

/** Opens the league's open round: its deadline and event, then a game for each match without one (call in its loop). */
export async function openRoundNow(app: App, id: string): Promise<void> {
  const league = await app.leagues.get(id);
  const round = league && league.status === 'running' ? openRoundOf(league) : undefined;
  if (!league || !round) return;
  // A ladder's round of challenges has no deadline: challenges come and go all season.
  if (round.deadline === null && league.format !== 'ladder') await fixDeadline(app, league, round);
  const current = (await app.leagues.get(id)) ?? league;
  const open = openRoundOf(current);
  if (!open) return;
  for (const [index, match] of open.matches.entries())
    if (match.b !== null && match.channelId === null && match.result === null)
      await openMatch(app, current, open, match, index).catch(async (error: unknown) => {
        app.log.error('could not open a league game', { league: id, error: String(error) });
        // Tried again on every tick; the organisers are told once per process.
        const key = `${id}#${open.number}#${match.a}`;
        if (told.has(key)) return;
        told.add(key);
        const t = leagueT(current);
        const why = error instanceof NotStarted ? say(t, error.problem) : t('league.whyDiscord');
        await announce(
          app,
          current,
          t('league.openFailed', { a: nameOf(current, match.a), b: nameOf(current, match.b ?? ''), why }),
        );
      });
}

/** The round's deadline (now + the league's hours) and the scheduled event marking it. */
async function fixDeadline(app: App, league: League, round: Round): Promise<void> {
  const deadline = app.now().getTime() + league.deadlineHours * HOUR;
  const t = leagueT(league);
  const eventId = await app.channel
    .scheduleEvent(league.guildId, {
      name: t('league.eventName', { name: league.name, round: round.number }),
      description: t('league.eventDescription', { round: round.number }),
      location: t('league.eventLocation', { channel: league.name }),
      start: new Date(deadline),
      end: new Date(deadline + HOUR),
    })
    .catch((error: unknown) => {
      // Creating events needs Manage Events; the round runs without one.
      app.log.warn('no scheduled event for the round', { league: league.id, error: String(error) });
      return null;
    });
  await changeLeague(app, league.id, (l) => {
    const r = l.schedule.find((x) => x.number === round.number);
    return r && r.deadline === null
      ? setDeadline(l, round.number, deadline, eventId)
      : { ok: false, problem: 'alreadyDecided' };
  });
}

/** The scenario of a match: the league's pool in turn (by round and table), or the ruleset's default. */
function scenarioFor(league: League, round: Round, index: number, fallback: string): string {
  if (league.scenarios.length === 0) return fallback;
  return league.scenarios[(round.number - 1 + index) % league.scenarios.length] ?? fallback;
}

async function openMatch(app: App, league: League, round: Round, match: Match, index: number): Promise<void> {
  const b = match.b;
  if (b === null) return;
  const table = app.rulesets.get(league.ruleset);
  if (!table) throw new NotStarted(problem('reply.rulesetMissing'));
  const scenario = table.scenarios(app).find((s) => s.id === scenarioFor(league, round, index, table.defaultScenario));
  const [first, second] = scenario?.sides ?? [];
  if (!scenario || !first || !second)
    throw new NotStarted(
      problem('reply.scenarioUnknown', {
        scenario: scenarioFor(league, round, index, ''),
        list: table.defaultScenario,
      }),
    );
  const t = leagueT(league);
  const name = cleanName(
    t('league.threadName', { round: round.number, a: nameOf(league, match.a), b: nameOf(league, b) }),
    60,
  );
  const deadline = round.deadline === null ? '—' : discordTime(new Date(round.deadline).toISOString(), 'f');
  const intro = t('league.matchIntro', {
    name: league.name,
    round: round.number,
    a: mention(match.a),
    b: mention(b),
    deadline,
  });
  const ping = [match.a, b];
  const setup = { name, scenario: scenario.id, sides: [first.id, second.id] as [string, string] };
  // The game must start before a thread is opened for it: a refusal opens nothing (and is told).
  await matchGame(app, league, round, match, { ...setup, channelId: 'pending' });
  const channelId = league.forumId
    ? await app.channel.createForumPost(
        league.forumId,
        name,
        { content: intro, ping },
        t('league.roundTag', { round: round.number }),
      )
    : await app.channel.createThread(league.channelId, name);
  const game = await matchGame(app, league, round, match, { ...setup, channelId });
  const owed = owe(
    game,
    // A forum post's first message already is the introduction.
    ...(league.forumId ? [] : [{ kind: 'post' as const, to: 'channel', content: intro, ping }]),
    {
      kind: 'post',
      to: 'channel',
      content: t('reply.started', { name, hash: game.seedHash }),
      map: { events: [], at: 0 },
    },
    { kind: 'prompt', repost: true },
    { kind: 'status' },
  );
  await app.store.update(channelId, (current) =>
    current && (current.status === 'lobby' || current.status === 'active')
      ? { result: undefined }
      : { save: owed, result: undefined },
  );
  await linkMatch(app, league, round, match, channelId);
  await deliverLeagueGame(app, channelId);
}

/** A match's game, started: both players on their sides, the league's clock, linked to the league. */
async function matchGame(
  app: App,
  league: League,
  round: Round,
  match: Match,
  where: { channelId: string; name: string; scenario: string; sides: [string, string] },
): Promise<GameRecord> {
  const b = match.b ?? '';
  const table = app.rulesets.get(league.ruleset);
  if (!table) throw new NotStarted(problem('reply.rulesetMissing'));
  const { channelId, name } = where;
  const [first, second] = [{ id: where.sides[0] }, { id: where.sides[1] }];
  const players: Player[] = [
    { userId: match.a, name: cleanName(nameOf(league, match.a)) || 'player', side: first.id },
    { userId: b, name: cleanName(nameOf(league, b)) || 'player', side: second.id },
  ].map((p) => (league.locale ? { ...p, locale: league.locale } : p));
  const lobby: GameRecord = {
    ...lobbyRecord({ app, host: LEAGUE_HOST }, table, {
      channelId,
      guildId: league.guildId,
      name,
      scenario: where.scenario,
      pointsLimit: league.pointsLimit,
      players,
      clock: {
        ...DEFAULT_CLOCK,
        mode: league.clock.mode,
        stepMinutes: league.clock.stepMinutes,
        bankMinutes: league.clock.stepMinutes,
        onTimeout: league.clock.onTimeout,
        lossAfter: league.clock.lossAfter,
      },
    }),
    league: { id: league.id, round: round.number },
  };
  const begun = await begin(app, lobby, LEAGUE_HOST);
  if (!begun.ok) throw new NotStarted(begun.error);
  return begun.value;
}

/** Saves the match's thread into the league (once: a match already linked keeps its thread). */
async function linkMatch(app: App, league: League, round: Round, match: Match, channelId: string): Promise<void> {
  const b = match.b;
  await changeLeague(app, league.id, (l) => ({
    ok: true,
    value: {
      ...l,
      schedule: l.schedule.map((r) =>
        r.number !== round.number
          ? r
          : {
              ...r,
              matches: r.matches.map((m) =>
                m.a === match.a && m.b === b && m.channelId === null ? { ...m, channelId } : m,
              ),
            },
      ),
    },
  }));
}

/** How a finished game ended, as the league counts it. */
function endingOf(record: GameRecord): 'played' | 'timeout' | 'concession' {
  if (record.outcome?.reason !== 'concession') return 'played';
  // A loss on time is the clock conceding for the side (scheduler.ts): its last command is the clock's.
  return record.log.at(-1)?.by === 'clock' ? 'timeout' : 'concession';
}

/**
 * A league game ended: its result goes to the league (winner, each player's points lost, how it
 * ended), once; a game ended by the host or the idle clock has no result, and its match stays for
 * the organiser. Called before the game is archived, so a crash in between reports it again, and
 * the league refuses a second result.
 */
export async function leagueGameEnded(app: App, record: GameRecord): Promise<void> {
  const link = record.league;
  if (!link || record.status !== 'finished' || !record.state) return;
  const table = app.rulesets.of(record);
  const outcome = table.rules.outcome(stateOf(record));
  if (!outcome) return;
  const userOf = (side: string | null) => record.players.find((p) => p.side === side)?.userId ?? null;
  const lost = Object.fromEntries(
    Object.entries(outcome.pointsLost).flatMap(([side, points]) => {
      const user = userOf(side);
      return user ? [[user, points]] : [];
    }),
  );
  const [a, b] = record.players.map((p) => p.userId);
  if (!a || !b) return;
  // Victory or objective points, where the ruleset scores them (issue 42), by player like the points lost.
  const score = outcome.score && {
    kind: outcome.score.kind,
    points: Object.fromEntries(
      Object.entries(outcome.score.points).flatMap(([side, points]) => {
        const user = userOf(side);
        return user ? [[user, points]] : [];
      }),
    ),
  };
  const recorded = await recordGame(app, record, link, a, b, outcome.winner, lost, score);
  if (!recorded?.ok) return;
  await afterResult(app, recorded.value, link.round);
}

/** The game's result saved into its league; a league that cannot be read is logged and the game archived all the same. */
async function recordGame(
  app: App,
  record: GameRecord,
  link: { readonly id: string; readonly round: number },
  a: string,
  b: string,
  winnerSide: string | null,
  lost: Readonly<Record<string, number>>,
  score: PlayedScore | undefined,
): Promise<SeasonResult | undefined> {
  const userOf = (side: string | null) => record.players.find((p) => p.side === side)?.userId ?? null;
  return changeLeague(app, link.id, (league): SeasonResult => {
    // Only the game of the match's own thread decides it (never a duplicate a crash left behind).
    const match = league.schedule
      .find((r) => r.number === link.round)
      ?.matches.find((m) => [m.a, m.b].includes(a) && [m.a, m.b].includes(b) && m.result === null);
    if (match?.channelId && match.channelId !== record.channelId) return { ok: false, problem: 'noSuchMatch' };
    const counted = countedResult(league, a, b, {
      winner: userOf(winnerSide),
      lost,
      ending: endingOf(record),
      ...(score && { score }),
    });
    // A ladder challenge (the challenger is the match's first player) moves the ladder with its result.
    const winner = counted.winner;
    return league.format === 'ladder' && winner !== null
      ? recordChallenge(league, a, b, { ...counted, winner })
      : recordResult(league, link.round, a, b, counted);
  }).catch((error: unknown) => {
    if (!(error instanceof RecordError)) throw error;
    app.log.error('a league game ended, but its league cannot be read', { league: link.id, error: error.message });
    return undefined;
  });
}

/** After a result: the line in the league's channel, and the round's close when it was the last game. */
export async function afterResult(app: App, league: League, roundNumber: number): Promise<void> {
  const round = league.schedule.find((r) => r.number === roundNumber);
  // A ladder's round of challenges stays open for the whole season.
  if (!round || round.closed || league.format === 'ladder') return;
  if (round.matches.every((m) => m.b === null || m.result !== null)) await advance(app, league.id, roundNumber);
}

/**
 * Closes a round and pairs the next in one save (so a crash cannot pair it twice), then rates it,
 * posts its summary with the next pairings, and opens the next round's games; at the season's end,
 * the season summary and the final standings.
 */
export const advance = (app: App, id: string, roundNumber: number): Promise<void> =>
  inLoop(app, id, () => advanceNow(app, id, roundNumber));

async function advanceNow(app: App, id: string, roundNumber: number): Promise<void> {
  const closed = await changeLeague(app, id, (league) => {
    const done = closeRound(league, roundNumber);
    if (!done.ok || done.value.status !== 'running' || done.value.format !== 'swiss') return done;
    const paired = pairNextRound(done.value);
    return paired.ok ? paired : done;
  });
  if (!closed?.ok) return;
  await summarise(app, closed.value, roundNumber);
}

/** What follows a round's close: its rating period, its summary, and the next round or the season's end. */
async function summarise(app: App, league: League, roundNumber: number): Promise<void> {
  const t = leagueT(league);
  const round = league.schedule.find((r) => r.number === roundNumber);
  if (!round || round.summarised) return;
  await rateRoundOnServer(app, league, roundNumber);
  const next = league.schedule.find((r) => !r.closed);
  if (next) {
    await openRoundNow(app, league.id);
    const opened = (await app.leagues.get(league.id)) ?? league;
    const nextOpened = opened.schedule.find((r) => r.number === next.number);
    await announce(app, opened, roundSummary(t, opened, round, nextOpened));
  } else {
    await announce(app, league, roundSummary(t, league, round, undefined));
    if (league.status === 'finished') {
      const picture = await standingsPicture(app, league, t);
      await announce(app, league, seasonSummary(t, league), [picture]);
    }
  }
  await changeLeague(app, league.id, (l) => markSummarised(l, roundNumber));
  // Its last summary posted, a finished league needs no more passes.
  if (league.status === 'finished' && league.schedule.every((r) => r.closed)) await unindexFinished(app, league.id);
}

/** The pairings post of a round just opened (the start's answer, or a re-pairing). */
export function pairingsPost(league: League, round: Round): string {
  return pairingsText(leagueT(league), league, round);
}

/**
 * The scheduler's pass over the leagues: opens what a crash left unopened and closes a round whose
 * last result was saved just before a crash. Cheap when nothing is due: cached reads only.
 */
export async function resumeLeagues(app: App): Promise<void> {
  await closeCasualWeeks(app);
  for (const id of await allLeagueIds({ app }))
    await inLoop(app, id, () => resumeOne(app, id)).catch((error: unknown) =>
      app.log.error('league pass failed', { league: id, error: String(error) }),
    );
}

async function resumeOne(app: App, id: string): Promise<void> {
  const league = await app.leagues.get(id).catch(() => undefined);
  // Another shard's league (issue 45) is that shard's to open and close: its games, its guild's.
  if (!league || !app.owns(league.guildId)) return;
  // A summary a crash cut off (the season's too, once the league is finished).
  for (const r of league.schedule.filter((x) => x.closed && !x.summarised)) await summarise(app, league, r.number);
  const current = (await app.leagues.get(id)) ?? league;
  const round = current.status === 'running' ? openRoundOf(current) : undefined;
  if (!round) return;
  if (current.format !== 'ladder') await noticeDeadline(app, current, round);
  if (round.matches.some((m) => m.b !== null && m.channelId === null && m.result === null)) await openRoundNow(app, id);
  else if (
    current.format !== 'ladder' &&
    round.matches.length > 0 &&
    round.matches.every((m) => m.b === null || m.result)
  )
    await advanceNow(app, id, round.number);
}

/** Ends a league game the league no longer needs (a drop's forfeit, a re-pairing): seed revealed, then archived. */
export async function endLeagueGame(app: App, league: League, channelId: string, why: string): Promise<void> {
  const t = leagueT(league);
  const ended = await app.store.update(channelId, (record) => {
    if (!record || record.league?.id !== league.id || (record.status !== 'active' && record.status !== 'lobby'))
      return { result: false };
    const next = endedRecord(record, app.now(), league.creatorId, 'league');
    const owed = owe(
      next,
      { kind: 'post', to: 'channel', content: t('league.gameEnded', { name: next.name, why, seed: next.seed }) },
      { kind: 'status' },
      { kind: 'archive' },
    );
    return { save: owed, result: true };
  });
  if (ended) await deliverLeagueGame(app, channelId);
}

/**
 * The round's deadline has passed with games still open: the organisers are told once (the round
 * remembers it in the same save), with the games still open; closing or extending stays theirs.
 */
async function noticeDeadline(app: App, league: League, round: Round): Promise<void> {
  const open = round.matches.filter((m) => m.b !== null && m.result === null);
  if (round.deadline === null || round.noticed || app.now().getTime() < round.deadline || open.length === 0) return;
  const marked = await changeLeague(app, league.id, (l) => markNoticed(l, round.number));
  if (!marked?.ok) return;
  const t = leagueT(league);
  const list = open.map((m) => `${nameOf(league, m.a)} – ${nameOf(league, m.b ?? '')}`).join('; ');
  await app.channel
    .send(league.channelId, {
      content: t('league.deadlinePassed', {
        organiser: mention(league.creatorId),
        name: league.name,
        round: round.number,
        open: open.length,
        list,
      }).slice(0, MESSAGE_LIMIT),
      ping: [league.creatorId],
    })
    .catch((error: unknown) => app.log.warn('league post failed', { league: league.id, error: String(error) }));
}

/**
 * Whether a league's games of this scenario start (at `/league create`): a scenario whose ships
 * cost more than the league's points limit, say, is refused then rather than at every round.
 */
export async function scenarioProblem(app: App, league: League, scenarioId: string): Promise<Problem | undefined> {
  const table = app.rulesets.get(league.ruleset);
  const scenario = table?.scenarios(app).find((s) => s.id === scenarioId);
  const [first, second] = scenario?.sides ?? [];
  if (!table || !scenario || !first || !second)
    return problem('reply.scenarioUnknown', { scenario: scenarioId, list: table?.defaultScenario ?? '' });
  const round = newRound(1, []);
  const probe: Match = { a: '1', b: '2', channelId: null, result: null, reported: null };
  try {
    await matchGame(app, league, round, probe, {
      channelId: 'pending',
      name: league.name.slice(0, 60),
      scenario: scenarioId,
      sides: [first.id, second.id],
    });
    return undefined;
  } catch (error) {
    if (error instanceof NotStarted) return error.problem;
    throw error;
  }
}

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
 * thread and saving its game can leave one empty thread behind; the game is then made in a new one.
 */
import type { League, Match, Round } from '../../league/league.js';
import {
  closeRound,
  countedResult,
  markNoticed,
  pairNextRound,
  recordChallenge,
  recordResult,
  setDeadline,
  type SeasonResult,
} from '../../league/season.js';
import { DEFAULT_CLOCK, type GameRecord, type Player } from '../../store/index.js';
import type { App } from '../app/context.js';
import { begin, lobbyRecord } from '../games/lobby.js';
import { endedRecord } from '../games/game-admin.js';
import { translator, type Translate } from '../locales/index.js';
import { deliverOwed, owe } from '../presentation/outbox.js';
import { cleanName, discordTime, mention } from '../presentation/sanitize.js';
import { stateOf } from '../records/record-ops.js';
import { allLeagueIds } from './league-access.js';
import { closeCasualWeeks, rateRoundOnServer } from './league-ratings.js';
import { standingsPicture } from './league-standings.js';
import { MESSAGE_LIMIT, nameOf, pairingsText, roundSummary, seasonSummary } from './league-text.js';

const HOUR = 60 * 60_000;

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
    return next.ok ? { save: next.value, result: next } : { result: next };
  });
}

/** Posts in the league's channel; a failure is logged (the league itself is saved already). */
export async function announce(app: App, league: League, content: string, files?: { name: string; data: Buffer }[]) {
  await app.channel
    .send(league.channelId, { content: content.slice(0, MESSAGE_LIMIT), ...(files ? { files } : {}) })
    .catch((error: unknown) => app.log.warn('league post failed', { league: league.id, error: String(error) }));
}

/** Opens the league's open round: its deadline and event, then a game for each match without one. */
export async function openRound(app: App, id: string): Promise<void> {
  const league = await app.leagues.get(id);
  const round = league && league.status === 'running' ? openRoundOf(league) : undefined;
  if (!league || !round) return;
  if (round.deadline === null) await fixDeadline(app, league, round);
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
        await announce(
          app,
          current,
          t('league.openFailed', {
            a: nameOf(current, match.a),
            b: nameOf(current, match.b ?? ''),
            why: error instanceof Error ? error.message.slice(0, 200) : String(error),
          }),
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
  if (!table) throw new Error(`this bot has no ruleset ${league.ruleset}`);
  const scenario = table.scenarios(app).find((s) => s.id === scenarioFor(league, round, index, table.defaultScenario));
  const [first, second] = scenario?.sides ?? [];
  if (!scenario || !first || !second) throw new Error(`no two-sided scenario ${scenarioFor(league, round, index, '')}`);
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
  const channelId = league.forumId
    ? await app.channel.createForumPost(
        league.forumId,
        name,
        { content: intro, ping },
        t('league.roundTag', { round: round.number }),
      )
    : await app.channel.createThread(league.channelId, name);
  const game = await matchGame(app, league, round, match, {
    channelId,
    name,
    scenario: scenario.id,
    sides: [first.id, second.id],
  });
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
  await deliverOwed(app, channelId);
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
  if (!table) throw new Error(`this bot has no ruleset ${league.ruleset}`);
  const { channelId, name } = where;
  const [first, second] = [{ id: where.sides[0] }, { id: where.sides[1] }];
  const players: Player[] = [
    { userId: match.a, name: cleanName(nameOf(league, match.a)) || 'player', side: first.id },
    { userId: b, name: cleanName(nameOf(league, b)) || 'player', side: second.id },
  ];
  const lobby: GameRecord = {
    ...lobbyRecord({ app, host: league.creatorId }, table, {
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
  const begun = await begin(app, lobby, league.creatorId);
  if (!begun.ok) throw new Error(begun.error.key);
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
  const recorded = await changeLeague(app, link.id, (league) => {
    const counted = countedResult(league, a, b, { winner: userOf(outcome.winner), lost, ending: endingOf(record) });
    // A ladder challenge (the challenger is the match's first player) moves the ladder with its result.
    const winner = counted.winner;
    return league.format === 'ladder' && winner !== null
      ? recordChallenge(league, a, b, { ...counted, winner })
      : recordResult(league, link.round, a, b, counted);
  });
  if (!recorded?.ok) return;
  await afterResult(app, recorded.value, link.round);
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
export async function advance(app: App, id: string, roundNumber: number): Promise<void> {
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
export async function summarise(app: App, league: League, roundNumber: number): Promise<void> {
  const t = leagueT(league);
  const round = league.schedule.find((r) => r.number === roundNumber);
  if (!round) return;
  await rateRoundOnServer(app, league, roundNumber);
  const next = league.schedule.find((r) => !r.closed);
  if (next) {
    await openRound(app, league.id);
    const opened = (await app.leagues.get(league.id)) ?? league;
    const nextOpened = opened.schedule.find((r) => r.number === next.number);
    await announce(app, opened, roundSummary(t, opened, round, nextOpened));
    return;
  }
  await announce(app, league, roundSummary(t, league, round, undefined));
  if (league.status === 'finished') {
    const picture = await standingsPicture(app, league, t);
    await announce(app, league, seasonSummary(t, league), [picture]);
  }
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
  for (const id of await allLeagueIds({ app })) {
    const league = await app.leagues.get(id).catch(() => undefined);
    const round = league?.status === 'running' ? openRoundOf(league) : undefined;
    if (!league || !round) continue;
    await noticeDeadline(app, league, round);
    if (round.matches.some((m) => m.b !== null && m.channelId === null && m.result === null)) await openRound(app, id);
    else if (
      league.format !== 'ladder' &&
      round.matches.length > 0 &&
      round.matches.every((m) => m.b === null || m.result)
    )
      await advance(app, id, round.number);
  }
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
  if (ended) await deliverOwed(app, channelId);
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
      content: t('league.deadlinePassed', { name: league.name, round: round.number, open: open.length, list }).slice(
        0,
        MESSAGE_LIMIT,
      ),
      ping: [league.creatorId],
    })
    .catch((error: unknown) => app.log.warn('league post failed', { league: league.id, error: String(error) }));
}

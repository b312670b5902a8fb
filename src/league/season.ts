/**
 * A league's season as pure transitions on its record (issue 17, deliverables 2 and 7): sign-up,
 * start, pairing each round once, results from the games, reports confirmed by the opponent, drops,
 * the organiser's adjustments and the round's close. No I/O, no clock: the bot stores the record under
 * the league's lock, creates the threads and games the new pairings ask for, and sets the deadlines.
 *
 * Decisions (the issue leaves them open):
 * - A round is paired only once: `pairNextRound` refuses while the last round is open, so a crash
 *   between pairing and creating the threads, replayed, finds the pairing already stored.
 * - A player who drops forfeits the games still open: each becomes the opponent's win, `forfeit`, with
 *   no margin; the dropped player is never paired again.
 * - Closing a round with games still unresolved scores them for neither player (no points, no margin,
 *   no line in the record; kept as `unplayed`, so the two are not paired again): the organiser can
 *   extend the deadline instead.
 * - Round-robin leagues lay out every round at the start (the circle method); Swiss pairs each round
 *   from the standings after the last; a ladder has one open round of challenges.
 * - Divisions are separate pools: players are split at the start (by the UTC offset of their
 *   profiles' time zones when the league asks, else in sign-up order) into groups of near-equal size,
 *   and pairings never cross a division. The standings rank each division on its own.
 */
import type { GameResult, League, Match, Round } from './league.js';
import { LEAGUE_SCHEMA } from './league.js';
import { applyLadderResult, canChallenge } from './pairings/ladder.js';
import { roundRobin } from './pairings/round-robin.js';
import { type Pairing, pairSwiss } from './pairings/swiss.js';
import { type LeagueGame, PRESETS } from './scoring.js';
import { type StandingRow, standings } from './standings.js';

export type SeasonProblem =
  | 'notInSignup'
  | 'notRunning'
  | 'alreadyJoined'
  | 'notAPlayer'
  | 'tooFewPlayers'
  | 'roundOpen'
  | 'roundClosed'
  | 'allRoundsPlayed'
  | 'noSuchMatch'
  | 'alreadyDecided'
  | 'notYourReport'
  | 'nothingReported'
  | 'cannotChallenge'
  | 'leagueFull';

/** The most players a league takes: a round-robin of 64 is already 63 rounds. */
export const MAX_PLAYERS = 64;

export type SeasonResult =
  { readonly ok: true; readonly value: League } | { readonly ok: false; readonly problem: SeasonProblem };

const ok = (value: League): SeasonResult => ({ ok: true, value });
const refuse = (problem: SeasonProblem): SeasonResult => ({ ok: false, problem });

export type LeagueSettings = Pick<
  League,
  | 'id'
  | 'guildId'
  | 'name'
  | 'creatorId'
  | 'organiserRoleId'
  | 'format'
  | 'rounds'
  | 'ruleset'
  | 'scenarios'
  | 'pointsLimit'
  | 'deadlineHours'
  | 'preset'
  | 'channelId'
  | 'forumId'
  | 'clock'
  | 'forfeitMargin'
  | 'divisions'
  | 'groupByZone'
  | 'locale'
>;

export function createLeague(settings: LeagueSettings, tieBreakers?: League['tieBreakers']): League {
  return {
    schemaVersion: LEAGUE_SCHEMA,
    ...settings,
    tieBreakers: tieBreakers ?? [...PRESETS[settings.preset].tieBreakers],
    challengeReach: 3,
    status: 'signup',
    players: [],
    schedule: [],
    adjustments: [],
    ladder: [],
  };
}

export function join(
  league: League,
  player: string,
  timeZone: string | null = null,
  name: string = player,
): SeasonResult {
  if (league.status !== 'signup') return refuse('notInSignup');
  if (league.players.some((p) => p.id === player)) return refuse('alreadyJoined');
  if (league.players.length >= MAX_PLAYERS) return refuse('leagueFull');
  return ok({
    ...league,
    players: [...league.players, { id: player, name, dropped: false, hadBye: false, timeZone, division: 0 }],
  });
}

/**
 * Splits the players into the league's divisions: sorted by the UTC offset of their time zone (at
 * `when`, epoch ms: offsets move with daylight saving) when the league groups by zone, else kept in
 * sign-up order; then cut into contiguous groups whose sizes differ by at most one.
 */
export function assignDivisions(league: League, when: number): League {
  const count = Math.min(league.divisions, Math.max(1, Math.floor(league.players.length / 2)));
  const offset = (zone: string | null): number => (zone ? utcOffsetMinutes(zone, when) : 0);
  const order = league.players
    .map((p, i) => ({ p, i, key: league.groupByZone ? offset(p.timeZone) : 0 }))
    .sort((x, y) => x.key - y.key || x.i - y.i);
  const division = new Map(order.map(({ p }, k) => [p.id, Math.floor((k * count) / order.length)]));
  return { ...league, players: league.players.map((p) => ({ ...p, division: division.get(p.id) ?? 0 })) };
}

/** A time zone's offset from UTC in minutes at an instant (Intl is pure arithmetic on the given time). */
function utcOffsetMinutes(zone: string, when: number): number {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(when))
      .find((part) => part.type === 'timeZoneName')?.value;
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
    if (!match) return 0;
    return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  } catch {
    return 0;
  }
}

/** The league's divisions, each with its active players (dropped ones left out). */
const divisionsOf = (league: League): string[][] =>
  Array.from({ length: league.divisions }, (_, d) =>
    league.players.filter((p) => !p.dropped && p.division === d).map((p) => p.id),
  ).filter((ids) => ids.length > 0);

const active = (league: League): string[] => league.players.filter((p) => !p.dropped).map((p) => p.id);
const lastRound = (league: League) => league.schedule[league.schedule.length - 1];
const match = (p: Pairing): Match => ({ a: p.a, b: p.b, channelId: null, result: null, reported: null });
const bye = (m: Match): boolean => m.b === null;

/** A round just paired: open, no deadline or event yet, nothing told or summarised. */
export const newRound = (number: number, matches: Match[]): Round => ({
  number,
  matches,
  deadline: null,
  closed: false,
  eventId: null,
  noticed: false,
  summarised: false,
});

/** Every decided game, as the standings read them (byes included). */
export function gamesOf(league: League): LeagueGame[] {
  return league.schedule.flatMap((round) =>
    round.matches.flatMap((m): LeagueGame[] => {
      if (bye(m)) return [{ round: round.number, a: m.a, b: null, winner: null, lostA: 0, lostB: 0, ending: 'played' }];
      if (!m.result || m.result.ending === 'unplayed') return [];
      return [{ round: round.number, a: m.a, b: m.b, ...m.result, ending: m.result.ending }];
    }),
  );
}

/** The standings of one division (every player when the league has one). */
export function leagueStandings(league: League, division?: number): StandingRow[] {
  const members = league.players.filter((p) => division === undefined || p.division === division);
  const ids = new Set(members.map((p) => p.id));
  return standings({
    players: members.map((p) => p.id),
    // A game belongs to the division of either player: after a substitution its old player is no member.
    games: gamesOf(league).filter((g) => division === undefined || ids.has(g.a) || (g.b !== null && ids.has(g.b))),
    preset: PRESETS[league.preset],
    pointsLimit: league.pointsLimit,
    tieBreakers: league.tieBreakers,
    adjustments: league.adjustments,
    dropped: members.filter((p) => p.dropped).map((p) => p.id),
  });
}

/**
 * Starts the season: the divisions made, round 1 paired (every round, for round-robin), or the
 * ladder laid out by sign-up order. `when` (epoch ms, the bot's clock) dates the time zones' offsets.
 */
export function start(league: League, when = 0): SeasonResult {
  if (league.status !== 'signup') return refuse('notInSignup');
  if (league.players.length < 2) return refuse('tooFewPlayers');
  const running: League = { ...assignDivisions(league, when), status: 'running' };
  if (league.format === 'ladder')
    return ok({
      ...running,
      ladder: active(league),
      schedule: [newRound(1, [])],
    });
  if (league.format === 'roundRobin') {
    // Each division's circle; the league has as many rounds as its largest division needs.
    const circles = divisionsOf(running).map((ids) => roundRobin(ids));
    const count = Math.max(...circles.map((c) => c.length));
    const rounds = Array.from({ length: count }, (_, i) => circles.flatMap((c) => c[i] ?? []));
    return ok({
      ...running,
      rounds: count,
      schedule: rounds.map((pairs, i) => newRound(i + 1, pairs.map(match))),
    });
  }
  return pairNextRound(running);
}

/**
 * Pairs the next Swiss round from the standings: never while the last round is open (so it cannot
 * pair twice), never past the league's rounds. Round-robin rounds were all paired at the start.
 */
export function pairNextRound(league: League): SeasonResult {
  if (league.status !== 'running') return refuse('notRunning');
  const last = lastRound(league);
  if (last && !last.closed) return refuse('roundOpen');
  if (league.format !== 'swiss' || league.schedule.length >= league.rounds) return refuse('allRoundsPlayed');
  const history = league.schedule.flatMap((r) => r.matches.map((m) => ({ a: m.a, b: m.b })));
  // Each division is paired on its own, from its own standings.
  const pairs = divisionsOf(league).flatMap((ids) => {
    const division = league.players.find((p) => p.id === ids[0])?.division ?? 0;
    const table = leagueStandings(league, division);
    const players = ids.map((id) => {
      const row = table.find((r) => r.player === id);
      return {
        id,
        score: row?.score ?? 0,
        rank: row?.rank ?? table.length,
        hadBye: league.players.find((p) => p.id === id)?.hadBye ?? false,
      };
    });
    return pairSwiss(players, history);
  });
  const number = league.schedule.length + 1;
  const byes = new Set(pairs.filter((p) => p.b === null).map((p) => p.a));
  return ok({
    ...league,
    players: league.players.map((p) => (byes.has(p.id) ? { ...p, hadBye: true } : p)),
    schedule: [...league.schedule, newRound(number, pairs.map(match))],
  });
}

/** Changes one open match of round `round` between `a` and `b` (either order). */
function withMatch(
  league: League,
  round: number,
  a: string,
  b: string,
  change: (m: Match) => Match | SeasonProblem,
): SeasonResult {
  const r = league.schedule.find((x) => x.number === round);
  const between = (m: Match) => (m.a === a && m.b === b) || (m.a === b && m.b === a);
  // A ladder pair may meet again: the match still open is the one meant, else the last one.
  const open = r?.matches.findIndex((m) => between(m) && m.result === null) ?? -1;
  const index = open >= 0 ? open : (r?.matches.findLastIndex(between) ?? -1);
  const current = r?.matches[index];
  if (!r || !current) return refuse('noSuchMatch');
  if (r.closed) return refuse('roundClosed');
  const changed = change(current);
  if (typeof changed === 'string') return refuse(changed);
  const matches = r.matches.map((m, i) => (i === index ? changed : m));
  return ok({ ...league, schedule: league.schedule.map((x) => (x === r ? { ...r, matches } : x)) });
}

/**
 * Victory or objective points each player scored (issue 42: a game outcome's `score`, its sides
 * turned into players), and what the ruleset calls them.
 */
export interface PlayedScore {
  readonly points: Readonly<Record<string, number>>;
  readonly kind: 'victory' | 'objective';
}

/** Orients a result given as (winner, points each player lost, points scored) to the match's `a` and `b`. */
const oriented = (
  m: Match,
  result: {
    winner: string | null;
    lost: Readonly<Record<string, number>>;
    ending: GameResult['ending'];
    score?: PlayedScore;
  },
): GameResult => ({
  winner: result.winner,
  lostA: result.lost[m.a] ?? 0,
  lostB: m.b === null ? 0 : (result.lost[m.b] ?? 0),
  ending: result.ending,
  ...(result.score && {
    scoreA: result.score.points[m.a] ?? 0,
    scoreB: m.b === null ? 0 : (result.score.points[m.b] ?? 0),
    scoreKind: result.score.kind,
  }),
});

/** A finished game's result, from its outcome (the bot turns side ids into players). */
export function recordResult(
  league: League,
  round: number,
  a: string,
  b: string,
  result: {
    winner: string | null;
    lost: Readonly<Record<string, number>>;
    ending: GameResult['ending'];
    score?: PlayedScore;
  },
): SeasonResult {
  if (league.status !== 'running') return refuse('notRunning');
  return withMatch(league, round, a, b, (m) =>
    m.result ? 'alreadyDecided' : { ...m, result: oriented(m, result), reported: null },
  );
}

/** `/league report`: a result for a game played elsewhere, waiting for the opponent's confirmation. */
export function reportResult(
  league: League,
  round: number,
  by: string,
  opponent: string,
  result: { winner: string | null; lost: Readonly<Record<string, number>> },
): SeasonResult {
  if (league.status !== 'running') return refuse('notRunning');
  return withMatch(league, round, by, opponent, (m) =>
    m.result ? 'alreadyDecided' : { ...m, reported: { by, result: oriented(m, { ...result, ending: 'reported' }) } },
  );
}

/** The opponent's button: the report becomes the result; only the other player may confirm it. */
export function confirmReport(league: League, round: number, confirmer: string, reporter: string): SeasonResult {
  const confirmed = withMatch(league, round, confirmer, reporter, (m) => {
    if (m.result) return 'alreadyDecided';
    if (!m.reported) return 'nothingReported';
    if (m.reported.by === confirmer) return 'notYourReport';
    return { ...m, result: m.reported.result, reported: null };
  });
  if (!confirmed.ok || league.format !== 'ladder') return confirmed;
  // A confirmed ladder challenge moves the ladder as a game's result does (the challenger is the match's `a`).
  const decided = confirmed.value.schedule
    .find((x) => x.number === round)
    ?.matches.findLast((m) => m.result !== null && [m.a, m.b].includes(confirmer) && [m.a, m.b].includes(reporter));
  const winner = decided?.result?.winner;
  if (!decided || decided.b === null || !winner) return confirmed;
  return ok({
    ...confirmed.value,
    ladder: applyLadderResult(confirmed.value.ladder, decided.a, decided.b, winner === decided.a),
  });
}

/** A drop: the player's open games become the opponents' wins; the player is never paired again. */
export function drop(league: League, player: string): SeasonResult {
  if (league.status === 'finished') return refuse('notRunning');
  if (!league.players.some((p) => p.id === player && !p.dropped)) return refuse('notAPlayer');
  const players = league.players.map((p) => (p.id === player ? { ...p, dropped: true } : p));
  if (league.status === 'signup') return ok({ ...league, players: players.filter((p) => p.id !== player) });
  const schedule = league.schedule.map((r) =>
    r.closed
      ? r
      : {
          ...r,
          matches: r.matches.map((m) =>
            m.result || m.b === null || (m.a !== player && m.b !== player)
              ? m
              : {
                  ...m,
                  result: { winner: m.a === player ? m.b : m.a, lostA: 0, lostB: 0, ending: 'forfeit' as const },
                  reported: null,
                },
          ),
        },
  );
  return ok({ ...league, players, schedule, ladder: league.ladder.filter((id) => id !== player) });
}

/** Closes a round: games still open count as lost by both; the last round's close ends the season. */
export function closeRound(league: League, round: number): SeasonResult {
  const r = league.schedule.find((x) => x.number === round);
  if (!r || r.closed) return refuse('noSuchMatch');
  const matches = r.matches.map((m) =>
    m.result || m.b === null
      ? m
      : { ...m, result: { winner: null, lostA: 0, lostB: 0, ending: 'unplayed' as const }, reported: null },
  );
  const schedule = league.schedule.map((x) => (x === r ? { ...r, matches, closed: true } : x));
  // A ladder has one round of challenges: closing it ends the ladder's season.
  const done = league.format === 'ladder' || (schedule.length >= league.rounds && schedule.every((x) => x.closed));
  return ok({ ...league, schedule, status: done ? 'finished' : league.status });
}

/** An organiser's penalty (negative) or bonus, with its reason. */
export function adjust(league: League, player: string, points: number, reason: string): SeasonResult {
  if (!league.players.some((p) => p.id === player)) return refuse('notAPlayer');
  return ok({ ...league, adjustments: [...league.adjustments, { player, points, reason }] });
}

/** A substitute takes a player's place: in the list, in open matches and on the ladder (past results stay). */
export function substitute(league: League, out: string, sub: string, name: string = sub): SeasonResult {
  if (league.status === 'finished') return refuse('notRunning');
  if (!league.players.some((p) => p.id === out)) return refuse('notAPlayer');
  if (league.players.some((p) => p.id === sub)) return refuse('alreadyJoined');
  const swap = (id: string) => (id === out ? sub : id);
  return ok({
    ...league,
    // The substitute plays on, even in the place of a player who dropped.
    players: league.players.map((p) => (p.id === out ? { ...p, id: sub, name, dropped: false } : p)),
    schedule: league.schedule.map((r) =>
      r.closed
        ? r
        : {
            ...r,
            matches: r.matches.map((m) => (m.result ? m : { ...m, a: swap(m.a), b: m.b === null ? null : swap(m.b) })),
          },
    ),
    ladder: league.ladder.map(swap),
  });
}

/** A ladder challenge: a match in the open round, if the defender is within reach above. */
export function challenge(league: League, challenger: string, defender: string): SeasonResult {
  const open = lastRound(league);
  if (league.format !== 'ladder' || league.status !== 'running' || !open) return refuse('notRunning');
  if (open.closed) return refuse('roundClosed');
  if (!canChallenge(league.ladder, challenger, defender, league.challengeReach)) return refuse('cannotChallenge');
  if (open.matches.some((m) => !m.result && [m.a, m.b].some((id) => id === challenger || id === defender)))
    return refuse('alreadyDecided');
  const matches = [...open.matches, match({ a: challenger, b: defender })];
  return ok({ ...league, schedule: league.schedule.map((r) => (r === open ? { ...r, matches } : r)) });
}

/** A ladder challenge's result moves the ladder (recorded like any other result). */
export function recordChallenge(
  league: League,
  challenger: string,
  defender: string,
  result: { winner: string; lost: Readonly<Record<string, number>>; ending: GameResult['ending']; score?: PlayedScore },
): SeasonResult {
  const open = lastRound(league);
  if (!open) return refuse('notRunning');
  const recorded = recordResult(league, open.number, challenger, defender, result);
  if (!recorded.ok) return recorded;
  return ok({
    ...recorded.value,
    ladder: applyLadderResult(league.ladder, challenger, defender, result.winner === challenger),
  });
}

/** A finished game's outcome as the league counts it: a concession or a timeout by the league's margin policy. */
export function countedResult(
  league: League,
  a: string,
  b: string,
  result: {
    winner: string | null;
    lost: Readonly<Record<string, number>>;
    ending: GameResult['ending'];
    score?: PlayedScore;
  },
): {
  winner: string | null;
  lost: Readonly<Record<string, number>>;
  ending: GameResult['ending'];
  score?: PlayedScore;
} {
  const forfeited = result.ending === 'concession' || result.ending === 'timeout';
  if (!forfeited || league.forfeitMargin === 'asPlayed' || result.winner === null) return result;
  const loser = result.winner === a ? b : a;
  // 'full': the loser's whole list counts as lost: at least the league's points limit (a larger real loss stays).
  return { ...result, lost: { ...result.lost, [loser]: Math.max(result.lost[loser] ?? 0, league.pointsLimit) } };
}

/** An organiser's bye: a player with no match in an open round (a latecomer, a substitute) gets one. */
export function awardBye(league: League, round: number, player: string): SeasonResult {
  const r = league.schedule.find((x) => x.number === round);
  if (!r) return refuse('noSuchMatch');
  if (r.closed) return refuse('roundClosed');
  if (!league.players.some((p) => p.id === player && !p.dropped)) return refuse('notAPlayer');
  if (r.matches.some((m) => m.a === player || m.b === player)) return refuse('alreadyDecided');
  const matches = [...r.matches, match({ a: player, b: null })];
  return ok({
    ...league,
    players: league.players.map((p) => (p.id === player ? { ...p, hadBye: true } : p)),
    schedule: league.schedule.map((x) => (x === r ? { ...r, matches } : x)),
  });
}

/** The round's deadline (epoch ms, from the bot's clock): set when it opens, moved when extended. */
export function setDeadline(league: League, round: number, deadline: number, eventId?: string | null): SeasonResult {
  const r = league.schedule.find((x) => x.number === round);
  if (!r) return refuse('noSuchMatch');
  if (r.closed) return refuse('roundClosed');
  return ok({
    ...league,
    schedule: league.schedule.map((x) =>
      x === r ? { ...r, deadline, noticed: false, ...(eventId === undefined ? {} : { eventId }) } : x,
    ),
  });
}

/**
 * Pairs an open Swiss round again (a mistake in the sign-up, a substitution): only while no game of
 * it has a result; the byes it gave are taken back; its deadline and event stay. The bot ends the
 * games the old pairing made.
 */
export function repairRound(league: League, round: number): SeasonResult {
  const r = lastRound(league);
  if (league.format !== 'swiss' || !r || r.number !== round) return refuse('noSuchMatch');
  if (r.closed) return refuse('roundClosed');
  if (r.matches.some((m) => m.b !== null && m.result !== null)) return refuse('alreadyDecided');
  const hadBye = new Set(r.matches.filter((m) => m.b === null).map((m) => m.a));
  const earlier = new Set(
    league.schedule.slice(0, -1).flatMap((x) => x.matches.filter((m) => m.b === null).map((m) => m.a)),
  );
  const unpaired: League = {
    ...league,
    players: league.players.map((p) => (hadBye.has(p.id) && !earlier.has(p.id) ? { ...p, hadBye: false } : p)),
    schedule: league.schedule.slice(0, -1),
  };
  const paired = pairNextRound(unpaired);
  if (!paired.ok) return paired;
  const { deadline, eventId, noticed } = r;
  return ok({
    ...paired.value,
    schedule: paired.value.schedule.map((x) => (x.number === round ? { ...x, deadline, eventId, noticed } : x)),
  });
}

/** The organisers were told that the round's deadline passed (once per deadline: an extension resets it). */
export function markNoticed(league: League, round: number): SeasonResult {
  const r = league.schedule.find((x) => x.number === round);
  if (!r || r.closed || r.noticed) return refuse(r?.closed ? 'roundClosed' : 'alreadyDecided');
  return ok({ ...league, schedule: league.schedule.map((x) => (x === r ? { ...r, noticed: true } : x)) });
}

/** The round's summary (and its rating, and at the end the season's) was posted: a crash before it is caught up. */
export function markSummarised(league: League, round: number): SeasonResult {
  const r = league.schedule.find((x) => x.number === round);
  if (!r || !r.closed || r.summarised) return refuse('alreadyDecided');
  return ok({ ...league, schedule: league.schedule.map((x) => (x === r ? { ...r, summarised: true } : x)) });
}

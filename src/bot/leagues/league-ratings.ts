/**
 * Glicko-2 ratings for leagues (issue 17, deliverable 5): per league, from its own rounds (each
 * closed round is one rating period, recomputed from the record so it never drifts); and per server,
 * kept in the store and moved once by each closed round of any of the server's leagues, and by each
 * week of casual games (two-player games outside leagues, rated as one period a week). Only games
 * played count: byes, forfeits after a drop and unplayed games are not rated; nor is a game ended
 * by its host or the idle clock.
 */
import { DEFAULT_RATING, type Game, type Rating, ratePeriodForAll } from '../../league/glicko2.js';
import type { League, Round } from '../../league/league.js';
import type { GameRecord } from '../../store/index.js';
import type { App } from '../app/context.js';
import { stateOf } from '../records/record-ops.js';
import { INDEX_ID } from './league-access.js';
import { EMPTY_INDEX, type GuildRatings, NO_RATINGS } from './league-records.js';

const WEEK = 7 * 24 * 60 * 60_000;

/** The rated games of one round, scored from `a`'s side. */
export function ratedGames(round: Round): Game[] {
  return round.matches.flatMap((m): Game[] => {
    if (m.b === null || !m.result || m.result.ending === 'forfeit' || m.result.ending === 'unplayed') return [];
    const scoreA = m.result.winner === null ? 0.5 : m.result.winner === m.a ? 1 : 0;
    return [{ a: m.a, b: m.b, scoreA }];
  });
}

/** Each player's league rating after the closed rounds up to `through` (all closed rounds by default). */
export function leagueRatings(league: League, through = Number.POSITIVE_INFINITY): Record<string, Rating> {
  let ratings: Record<string, Rating> = Object.fromEntries(league.players.map((p) => [p.id, DEFAULT_RATING]));
  for (const round of league.schedule)
    if (round.closed && round.number <= through) ratings = ratePeriodForAll(ratings, ratedGames(round));
  return ratings;
}

/** Moves the server's ratings by one closed league round, once (the period's id is remembered in the same save). */
export async function rateRoundOnServer(app: App, league: League, roundNumber: number): Promise<void> {
  const round = league.schedule.find((r) => r.number === roundNumber);
  if (!round?.closed) return;
  const period = `${league.id}#${roundNumber}`;
  await app.ratings.update(league.guildId, (current) => {
    const stored = current ?? NO_RATINGS;
    // Only the round's players take part: a server's other players are not aged by one league's round.
    const next = applyPeriod(stored, period, ratedGames(round));
    return next === stored ? { result: undefined } : { save: next, result: undefined };
  });
}

/** Applies one rating period's games to the server's ratings: only the players of those games move. */
function applyPeriod(stored: GuildRatings, period: string, games: readonly Game[]): GuildRatings {
  if (stored.periods.includes(period)) return stored;
  const playing = new Set(games.flatMap((g) => [g.a, g.b]));
  const before = Object.fromEntries([...playing].map((id) => [id, stored.players[id] ?? DEFAULT_RATING]));
  const after = ratePeriodForAll(before, games);
  return { ...stored, players: { ...stored.players, ...after }, periods: [...stored.periods, period] };
}

/** The casual week under way, closed when a week has passed since it began (pure: `now` is given). */
export function closeCasualWeek(stored: GuildRatings, now: number): GuildRatings {
  if (stored.casualSince === null || now - stored.casualSince < WEEK) return stored;
  const closed = applyPeriod(stored, `casual#${stored.casualSince}`, stored.casual);
  return { ...closed, casual: [], casualSince: null };
}

/**
 * A casual game that finished (not a league's, two players, on a server) joins its server's week of
 * casual games; a week that has ended is rated first. Once per game: its id is kept with it.
 */
export async function rateCasualGame(app: App, record: GameRecord): Promise<void> {
  const guildId = record.guildId;
  const [a, b] = record.players.map((p) => p.userId);
  if (record.league || record.status !== 'finished' || !guildId || !a || !b || a === b || record.players.length !== 2)
    return;
  const outcome = app.rulesets.of(record).rules.outcome(stateOf(record));
  if (!outcome) return;
  const winner = record.players.find((p) => p.side === outcome.winner)?.userId ?? null;
  const scoreA = winner === null ? 0.5 : winner === a ? 1 : 0;
  const now = app.now().getTime();
  await app.ratings.update(guildId, (current) => {
    const stored = closeCasualWeek(current ?? NO_RATINGS, now);
    if (stored.casual.some((g) => g.game === record.id)) return { result: undefined };
    return {
      save: {
        ...stored,
        casual: [...stored.casual, { game: record.id, a, b, scoreA }],
        casualSince: stored.casualSince ?? now,
      },
      result: undefined,
    };
  });
  await app.leagueIndex.update(INDEX_ID, (current) => {
    const index = current ?? EMPTY_INDEX;
    return index.casualGuilds.includes(guildId)
      ? { result: undefined }
      : { save: { ...index, casualGuilds: [...index.casualGuilds, guildId] }, result: undefined };
  });
}

/** The scheduler's pass: every server whose casual week has ended is rated. */
export async function closeCasualWeeks(app: App): Promise<void> {
  const now = app.now().getTime();
  for (const guildId of (await app.leagueIndex.get(INDEX_ID))?.casualGuilds ?? []) {
    // Each guild's week is closed by the shard that owns the guild (issue 45).
    if (!app.owns(guildId)) continue;
    await app.ratings.update(guildId, (current) => {
      if (!current) return { result: undefined };
      const closed = closeCasualWeek(current, now);
      return closed === current ? { result: undefined } : { save: closed, result: undefined };
    });
  }
}

/**
 * Glicko-2 ratings for leagues (issue 17, deliverable 5): per league, from its own rounds (each
 * closed round is one rating period, recomputed from the record so it never drifts); and per server,
 * kept in the store and moved once by each closed round of any of the server's leagues. Only games
 * played count: byes, forfeits after a drop and unplayed games are not rated.
 */
import { DEFAULT_RATING, type Game, type Rating, ratePeriodForAll } from '../../league/glicko2.js';
import type { League, Round } from '../../league/league.js';
import type { App } from '../app/context.js';
import { NO_RATINGS } from './league-records.js';

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
    if (stored.periods.includes(period)) return { result: undefined };
    // Only the round's players take part: a server's other players are not aged by one league's round.
    const games = ratedGames(round);
    const playing = new Set(games.flatMap((g) => [g.a, g.b]));
    const before = Object.fromEntries([...playing].map((id) => [id, stored.players[id] ?? DEFAULT_RATING]));
    const after = ratePeriodForAll(before, games);
    return {
      save: { ...stored, players: { ...stored.players, ...after }, periods: [...stored.periods, period] },
      result: undefined,
    };
  });
}

/**
 * `/league standings` (issue 17, deliverable 6): the table as a picture in the reader's language,
 * or as CSV and JSON files; each row with the player's league rating (provisional ones marked).
 */
import { isProvisional } from '../../league/glicko2.js';
import type { League } from '../../league/league.js';
import { leagueStandings } from '../../league/season.js';
import { type NamedRow, standingsCsv, standingsJson } from '../../league/export.js';
import { renderStandings } from '../../render/index.js';
import type { App } from '../app/context.js';
import type { Translate } from '../locales/index.js';
import { pictureWords } from '../presentation/picture-words.js';
import { leagueRatings } from './league-ratings.js';
import { nameOf } from './league-text.js';

/** The rounds closed so far (the table is "after round N"). */
export const roundsClosed = (league: League): number => league.schedule.filter((r) => r.closed).length;

/** The named rows of the table (of one division, or all), with ratings. */
export function namedRows(league: League, division?: number): NamedRow[] {
  const ratings = leagueRatings(league);
  return leagueStandings(league, division).map((row) => {
    const rating = ratings[row.player];
    return {
      ...row,
      name: nameOf(league, row.player),
      ...(rating ? { rating: Math.round(rating.rating), provisional: isProvisional(rating) } : {}),
    };
  });
}

/** A file name from the league's name: letters and digits, dashes between. */
const fileStem = (league: League): string =>
  league.name
    .normalize('NFKD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase() || 'league';

export async function standingsPicture(
  _app: App,
  league: League,
  t: Translate,
  division?: number,
): Promise<{ name: string; data: Buffer; description: string }> {
  const rows = namedRows(league, division);
  const after = roundsClosed(league);
  const title =
    after === 0
      ? t('league.standingsTitleStart', { name: league.name })
      : t('league.standingsTitle', { name: league.name, round: after });
  const data = await renderStandings(
    {
      title,
      tieBreakers: league.tieBreakers,
      rows: rows.map((r) => ({
        rank: r.rank,
        name: r.name,
        score: r.score,
        wins: r.wins,
        draws: r.draws,
        losses: r.losses,
        mov: r.mov,
        sos: r.sos,
        dropped: r.dropped,
        ...(r.rating !== undefined ? { rating: { value: r.rating, provisional: r.provisional === true } } : {}),
      })),
    },
    pictureWords(t).standings,
  );
  const lines = rows
    .slice(0, 20)
    .map((r) => `${r.rank}. ${r.name} ${r.score}`)
    .join(', ');
  return {
    name: `${fileStem(league)}-standings.png`,
    data,
    description: t('league.standingsAlt', { name: league.name, lines }).slice(0, 1000),
  };
}

export function standingsFiles(league: League, format: 'csv' | 'json', division?: number) {
  const rows = namedRows(league, division);
  const data =
    format === 'csv'
      ? standingsCsv(rows)
      : standingsJson({ id: league.id, name: league.name, round: roundsClosed(league) }, rows);
  return { name: `${fileStem(league)}-standings.${format}`, data: Buffer.from(data) };
}

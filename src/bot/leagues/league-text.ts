/**
 * How a league reads in chat (issue 17, deliverable 6): a round's pairings with links to the games,
 * a result line, the round summary (results, upsets, the next pairings) and the season summary
 * (the champion, each player's record). Words come from the catalogue in the reader's language.
 */
import type { League, Match, Round } from '../../league/league.js';
import { leagueStandings } from '../../league/season.js';
import type { Translate } from '../locales/index.js';
import { channelRef, cleanName, discordTime } from '../presentation/sanitize.js';
import { leagueRatings } from './league-ratings.js';

export const MESSAGE_LIMIT = 2000;

export const nameOf = (league: League, id: string): string =>
  cleanName(league.players.find((p) => p.id === id)?.name ?? id, 40) || id;

const bold = (league: League, id: string): string => `**${nameOf(league, id)}**`;

/** "Alice wins by 120 (concession)", "a draw", "not played". */
export function resultText(t: Translate, league: League, match: Match): string {
  const r = match.result;
  if (!r) return t('league.pending');
  if (r.ending === 'unplayed') return t('league.endings.unplayed');
  const ending = t(`league.endings.${r.ending}`);
  if (r.winner === null) return `${t('league.resultDraw')}${ending}`;
  const margin = Math.abs(r.lostA - r.lostB);
  return `${t('league.resultWin', { winner: bold(league, r.winner), margin })}${ending}`;
}

export function matchLine(t: Translate, league: League, match: Match): string {
  if (match.b === null) return t('league.matchBye', { a: bold(league, match.a) });
  if (match.result)
    return t('league.matchResult', {
      a: bold(league, match.a),
      b: bold(league, match.b),
      result: resultText(t, league, match),
    });
  return t('league.matchLine', {
    a: bold(league, match.a),
    b: bold(league, match.b),
    where: match.channelId ? channelRef(match.channelId) : t('league.notCreated'),
  });
}

const deadlineText = (round: Round): string =>
  round.deadline === null ? '—' : discordTime(new Date(round.deadline).toISOString(), 'f');

/** A division's number as players count them (1, 2, ...), or null when the league has one. */
const divisionOf = (league: League, match: Match): number | null =>
  league.divisions > 1 ? (league.players.find((p) => p.id === match.a)?.division ?? 0) + 1 : null;

/** A round's pairings: its header, then each match (grouped by division when there are several). */
export function pairingsText(t: Translate, league: League, round: Round): string {
  const header = t('league.roundHeader', { name: league.name, round: round.number, deadline: deadlineText(round) });
  const lines: string[] = [header];
  let division: number | null = null;
  const ordered = [...round.matches].sort((x, y) => (divisionOf(league, x) ?? 0) - (divisionOf(league, y) ?? 0));
  for (const match of ordered) {
    const d = divisionOf(league, match);
    if (d !== null && d !== division) lines.push(`__${t('league.roundHeaderDivision', { division: d })}__`);
    division = d;
    lines.push(`• ${matchLine(t, league, match)}`);
  }
  return lines.join('\n').slice(0, MESSAGE_LIMIT);
}

/** Upsets of a round: the winner was rated below the loser before the round (league ratings). */
export function upsetsOf(league: League, round: Round): Match[] {
  const before = leagueRatings(league, round.number - 1);
  return round.matches.filter((m) => {
    const w = m.result?.winner;
    if (!w || m.b === null || m.result?.ending === 'forfeit') return false;
    const loser = w === m.a ? m.b : m.a;
    return (before[w]?.rating ?? 1500) < (before[loser]?.rating ?? 1500);
  });
}

/** After a round closes: its results, its upsets, the leaders, and (when paired) the next round. */
export function roundSummary(t: Translate, league: League, round: Round, next: Round | undefined): string {
  const upsets = upsetsOf(league, round);
  const leaders = leagueStandings(league)
    .filter((r) => !r.dropped)
    .slice(0, 3)
    .map((r) => `${r.rank}. ${bold(league, r.player)} (${r.score})`)
    .join(' · ');
  const lines = [
    t('league.roundSummary', { name: league.name, round: round.number }),
    ...round.matches.map((m) => `• ${matchLine(t, league, m)}`),
    upsets.length > 0
      ? t('league.upsets', { list: upsets.map((m) => matchLine(t, league, m)).join('; ') })
      : t('league.noUpsets'),
    t('league.top', { list: leaders }),
  ];
  const body = lines.join('\n');
  if (!next) return body.slice(0, MESSAGE_LIMIT);
  return `${body}\n\n${t('league.nextPairings')}\n${pairingsText(t, league, next)}`.slice(0, MESSAGE_LIMIT);
}

/** The season's end: the champion (of each division) and every player's record. */
export function seasonSummary(t: Translate, league: League): string {
  const divisions = Array.from({ length: league.divisions }, (_, d) => d).filter((d) =>
    league.players.some((p) => p.division === d),
  );
  const lines: string[] = [];
  for (const d of divisions) {
    const table = leagueStandings(league, league.divisions > 1 ? d : undefined);
    const champion = table.find((r) => !r.dropped) ?? table[0];
    if (league.divisions > 1) lines.push(`__${t('league.roundHeaderDivision', { division: d + 1 })}__`);
    lines.push(
      t('league.seasonSummary', { name: league.name, champion: champion ? bold(league, champion.player) : '—' }),
    );
    for (const r of table)
      lines.push(
        t('league.seasonRecord', {
          rank: r.rank,
          player: bold(league, r.player),
          wins: r.wins,
          draws: r.draws,
          losses: r.losses,
          score: r.score,
        }),
      );
  }
  return lines.join('\n').slice(0, MESSAGE_LIMIT);
}

/** `/league schedule`: each round's state and deadline. */
export function scheduleText(t: Translate, league: League): string {
  if (league.schedule.length === 0) return t('league.scheduleNone', { count: league.players.length });
  return league.schedule
    .map((round) =>
      t('league.scheduleLine', {
        round: round.number,
        state: round.closed
          ? t('league.scheduleClosed')
          : t('league.scheduleOpen', { open: round.matches.filter((m) => m.b !== null && !m.result).length }),
        deadline: deadlineText(round),
      }),
    )
    .join('\n')
    .slice(0, MESSAGE_LIMIT);
}

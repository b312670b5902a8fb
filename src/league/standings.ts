/**
 * The standings of a league (issue 17, deliverable 4): each player's score, record and tie-breakers,
 * ranked by score and then by the organiser's tie-breakers. Pure: the same games give the same table.
 *
 * Tie-breakers, as we define them (the organised-play documents differ in details; ours are stated here
 * so a hand computation can check them):
 * - `mov`, margin of victory: the sum over a player's games of (points the opponent lost minus points
 *   the player lost), so a loss counts against; a bye adds the preset's bye margin.
 * - `sos`, strength of schedule: the average score of the opponents a player met (byes not counted).
 * - `esos`, extended strength of schedule: the average `sos` of those opponents.
 * - `vp`, victory points: the sum of the victory or objective points a player scored, where its games'
 *   rulesets score them (issue 42: a game won by attrition alone, a bye and a reported result add 0).
 * - `h2h`, head-to-head: between players still tied, the one who beat the other in a game between
 *   them goes first; when the tie has more than two players, or they never met or drew, it does nothing.
 * Penalties (and bonuses) the organiser applies add to the score before ranking. Dropped players stay
 * in the table, marked, with the games they played; equal rows keep the players' order by id, so the
 * table is always the same.
 */
import { type LeagueGame, type ScoringPreset, type TieBreaker, marginFor, pointsFor, scoredBy } from './scoring.js';

export interface StandingRow {
  readonly player: string;
  readonly rank: number;
  readonly score: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly byes: number;
  readonly mov: number;
  readonly sos: number;
  readonly esos: number;
  /** Victory or objective points scored (the `vp` tie-breaker). */
  readonly vp: number;
  readonly dropped: boolean;
}

export interface StandingsInput {
  readonly players: readonly string[];
  readonly games: readonly LeagueGame[];
  readonly preset: ScoringPreset;
  /** The points limit of the league's games (Armada's bands scale with it). */
  readonly pointsLimit: number;
  /** The organiser's tie-breaker order; the preset's when left out. */
  readonly tieBreakers?: readonly TieBreaker[];
  readonly adjustments?: readonly { readonly player: string; readonly points: number }[];
  readonly dropped?: readonly string[];
}

const opponentOf = (game: LeagueGame, player: string): string | null =>
  game.a === player ? game.b : game.b === player ? game.a : null;
const plays = (game: LeagueGame, player: string): boolean => game.a === player || game.b === player;
const average = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
/** Rounded for display and comparison: averages of thirds must compare equal when they are. */
const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;

type Row = Omit<StandingRow, 'rank'>;

function rowsOf(input: StandingsInput): Row[] {
  const { players, games, preset, pointsLimit } = input;
  const score = new Map<string, number>();
  const base = players.map((player) => {
    const mine = games.filter((g) => plays(g, player));
    const points =
      mine.reduce((sum, g) => sum + pointsFor(g, player, preset, pointsLimit), 0) +
      (input.adjustments ?? []).filter((a) => a.player === player).reduce((sum, a) => sum + a.points, 0);
    score.set(player, points);
    return {
      player,
      score: points,
      wins: mine.filter((g) => g.b !== null && g.winner === player).length,
      draws: mine.filter((g) => g.b !== null && g.winner === null).length,
      losses: mine.filter((g) => g.b !== null && g.winner !== null && g.winner !== player).length,
      byes: mine.filter((g) => g.b === null).length,
      mov: mine.reduce((sum, g) => sum + marginFor(g, player, preset, pointsLimit), 0),
      vp: mine.reduce((sum, g) => sum + scoredBy(g, player), 0),
      dropped: (input.dropped ?? []).includes(player),
    };
  });
  const opponents = (player: string) =>
    games.flatMap((g) => {
      const o = opponentOf(g, player);
      return o === null ? [] : [o];
    });
  const sos = new Map(players.map((p) => [p, round4(average(opponents(p).map((o) => score.get(o) ?? 0)))]));
  return base.map((row) => ({
    ...row,
    sos: sos.get(row.player) ?? 0,
    esos: round4(average(opponents(row.player).map((o) => sos.get(o) ?? 0))),
  }));
}

/** Who won the games between two players: 1 if `a` won more of them, -1 if `b` did, 0 otherwise. */
function headToHead(games: readonly LeagueGame[], a: string, b: string): number {
  const between = games.filter((g) => g.b !== null && plays(g, a) && plays(g, b));
  const balance = between.reduce((sum, g) => sum + (g.winner === a ? 1 : g.winner === b ? -1 : 0), 0);
  return Math.sign(balance);
}

export function standings(input: StandingsInput): StandingRow[] {
  const rows = rowsOf(input);
  const order = input.tieBreakers ?? input.preset.tieBreakers;
  const numeric = (row: Row, t: Exclude<TieBreaker, 'h2h'>) => row[t];
  // Score first, then the numeric tie-breakers in order (higher is better), then the id.
  const byNumbers = (x: Row, y: Row): number => {
    if (x.score !== y.score) return y.score - x.score;
    for (const t of order) if (t !== 'h2h' && numeric(x, t) !== numeric(y, t)) return numeric(y, t) - numeric(x, t);
    return x.player < y.player ? -1 : x.player > y.player ? 1 : 0;
  };
  const sorted = [...rows].sort(byNumbers);
  // Head-to-head settles a tie of exactly two players, at its place in the order: only the tie-breakers
  // before it must be equal.
  const h2hAt = order.indexOf('h2h');
  if (h2hAt >= 0) {
    const before = order.slice(0, h2hAt).filter((t): t is Exclude<TieBreaker, 'h2h'> => t !== 'h2h');
    const tiedUpTo = (x: Row, y: Row) => x.score === y.score && before.every((t) => numeric(x, t) === numeric(y, t));
    for (let i = 0; i + 1 < sorted.length; i++) {
      const [x, y] = [sorted[i] as Row, sorted[i + 1] as Row];
      const alsoTied =
        (i > 0 && tiedUpTo(sorted[i - 1] as Row, x)) || (i + 2 < sorted.length && tiedUpTo(y, sorted[i + 2] as Row));
      if (tiedUpTo(x, y) && !alsoTied && headToHead(input.games, x.player, y.player) < 0) {
        sorted[i] = y;
        sorted[i + 1] = x;
      }
    }
  }
  return sorted.map((row, i) => ({ ...row, rank: i + 1 }));
}

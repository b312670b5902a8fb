/**
 * Scoring presets for league play (issue 17, deliverable 4): what a game is worth to each player, and
 * the tie-breakers in the organiser's order. Pure data and arithmetic: no I/O, no clock.
 *
 * The presets follow what organised play uses (the TXM tournament software's rule files, summarised in
 * shared/reference/leagues-ai-platform.md):
 * - `xwing`: X-Wing 2.0 organised play: a win is 1 point, a loss or a draw 0; ties broken by margin of
 *   victory, then strength of schedule.
 * - `armada`: Star Wars: Armada organised play: 1-10 tournament points by margin bands (0 / 60 / 140 /
 *   220 / 300 of a 400-point game), the winner taking 6-10 and the loser the rest of 11; ties broken by
 *   margin of victory, then strength of schedule.
 * - `classic`: X-Wing 2.5 style: win 3, draw 1, loss 0; ties broken by strength of schedule, then
 *   extended strength of schedule, then head-to-head.
 * An organiser may reorder the tie-breakers (`tieBreakers`); the presets only set the default order.
 */

/** How a finished league game reached the standings. */
export type GameEnding = 'played' | 'timeout' | 'concession' | 'forfeit' | 'reported';

/** One game of a league round as the standings read it; a bye has `b: null`. */
export interface LeagueGame {
  readonly round: number;
  readonly a: string;
  readonly b: string | null;
  /** The winner's id, or null for a draw (and for a bye, which `byeAs` scores). */
  readonly winner: string | null;
  /** Ship points each player lost: from the game's own outcome (its `pointsLost`). */
  readonly lostA: number;
  readonly lostB: number;
  readonly ending: GameEnding;
  /**
   * Victory or objective points each player scored, where the game's ruleset scores them (its
   * outcome's `score`, issue 42); absent for games won by attrition alone and for reported results.
   */
  readonly scoreA?: number;
  readonly scoreB?: number;
}

export type TieBreaker = 'mov' | 'sos' | 'esos' | 'h2h' | 'vp';

export interface ScoringPreset {
  readonly id: 'xwing' | 'armada' | 'classic';
  /** Points for a win, a draw and a loss; Armada's depend on the margin, see `pointsFor`. */
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  /** A bye scores as a win by this margin (and these points, for Armada's bands). */
  readonly byeMargin: number;
  readonly tieBreakers: readonly TieBreaker[];
  /** Armada's margin bands as shares of the game's points limit (60/400, 140/400, ...). */
  readonly bands?: readonly number[];
}

export const PRESETS: Readonly<Record<ScoringPreset['id'], ScoringPreset>> = {
  xwing: { id: 'xwing', win: 1, draw: 0, loss: 0, byeMargin: 0, tieBreakers: ['mov', 'sos'] },
  armada: {
    id: 'armada',
    win: 6,
    draw: 5.5,
    loss: 5,
    // Armada gives a bye 8 tournament points and a 140-point margin: the middle band, scaled below.
    byeMargin: 0.35,
    tieBreakers: ['mov', 'sos'],
    bands: [0.15, 0.35, 0.55, 0.75],
  },
  classic: { id: 'classic', win: 3, draw: 1, loss: 0, byeMargin: 0, tieBreakers: ['sos', 'esos', 'h2h'] },
};

/** The victory or objective points one player scored in a game: 0 where the game scored none, and for a bye. */
export function scoredBy(game: LeagueGame, player: string): number {
  if (game.b === null) return 0;
  return (game.a === player ? game.scoreA : game.scoreB) ?? 0;
}

/**
 * A game's margin for one player: the points the opponent lost minus the points the player lost
 * (negative for a loss); a bye is worth the preset's margin, scaled by the points limit for Armada.
 */
export function marginFor(game: LeagueGame, player: string, preset: ScoringPreset, pointsLimit: number): number {
  if (game.b === null) return preset.bands ? Math.round(preset.byeMargin * pointsLimit) : preset.byeMargin;
  const [own, theirs] = game.a === player ? [game.lostA, game.lostB] : [game.lostB, game.lostA];
  return theirs - own;
}

/**
 * What a game is worth to one player. Armada: the winner takes 6 plus one per band its margin
 * reaches (the bands scaled from a 400-point game to this league's points limit), the loser 11 minus
 * that; a draw is 5.5 each (Armada has none; ours can, by mutual destruction).
 */
export function pointsFor(game: LeagueGame, player: string, preset: ScoringPreset, pointsLimit: number): number {
  const bye = game.b === null;
  const won = bye || game.winner === player;
  const drawn = !bye && game.winner === null;
  if (!preset.bands) return won ? preset.win : drawn ? preset.draw : preset.loss;
  if (drawn) return preset.draw;
  const margin = Math.abs(bye ? marginFor(game, player, preset, pointsLimit) : game.lostA - game.lostB);
  // Whole points, so 0.55 x 400 is 220 and not 220.00000000000003.
  const reached = preset.bands.filter((share) => margin >= Math.round(share * pointsLimit)).length;
  return won ? preset.win + reached : 11 - (preset.win + reached);
}

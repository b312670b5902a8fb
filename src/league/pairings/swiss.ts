/**
 * Swiss pairings for a league round (issue 17). Pure: no I/O, no clock, no randomness; the same
 * players and history always give the same pairings, whatever order the arrays come in (players are
 * put in standings order, rank then id, before anything else; the history is read as a set).
 *
 * The rules, in order of precedence (our decisions; organised-play documents differ in details):
 * 1. Bye (odd count only): the lowest-ranked player whose `hadBye` is false sits out; if everyone has
 *    had one, the lowest-ranked player does. Only the flag is read, not the history's byes, so an
 *    organiser may decide that a bye does not count. The bye is settled first: the rules below pair
 *    the other players.
 * 2. Rematches: two players who already met are never paired while any pairing of the others without
 *    a rematch exists. When none exists, the pairing with the fewest repeated meetings is chosen (a pair
 *    that met twice counts two). With `rematches: 'forbid'` the call throws instead.
 * 3. Score: the sum over the pairs of |score difference| is as small as possible, so players meet
 *    inside their score group whenever the groups allow it, and a group with an odd count floats one
 *    player to the nearest group.
 * 4. Rank: then the sum over the pairs of (difference of standings positions)² is as small as
 *    possible: neighbours in the standings meet. We do not split a score group into a top half against
 *    a bottom half: "closest in rank" is the simplest rule that is fully defined. Round 1 (everyone on
 *    the same score, no history) therefore pairs the seeding 1–2, 3–4, 5–6, …; squaring the distance
 *    makes a blocked pair move as little as possible (1–3 and 2–4 rather than 1–4 and 2–3 when 1–2 is a
 *    rematch).
 * Ties left after rule 4 are settled by the matching algorithm itself, which is deterministic for a
 * given standings order.
 *
 * How: a maximum-weight perfect matching (Edmonds' blossom algorithm) on the complete graph of the
 * players to pair, with integer weights built so that each rule strictly dominates all the ones after
 * it (see `weightsOf`). The matching comes from `edmonds-blossom-fixed` (MIT), a port of Joris van
 * Rantwijk's reference implementation; its result is checked to be a perfect matching before use. We
 * deliberately do NOT use the npm `tournament-pairings` package: it is licensed GPL-3.0, and this
 * project is not GPL.
 */
// @ts-expect-error -- edmonds-blossom-fixed ships no type declarations; `maxWeightMatching` below types it.
import edmondsBlossom from 'edmonds-blossom-fixed';

/** One player as the pairing reads the standings. */
export interface SwissPlayer {
  readonly id: string;
  readonly score: number;
  /** 1 = best: the current standings order (in round 1, the seeding). */
  readonly rank: number;
  readonly hadBye: boolean;
}

/** One game of a round; a bye has `b: null`. In a game, `a` is the better-ranked player. */
export interface Pairing {
  readonly a: string;
  readonly b: string | null;
}

export interface SwissOptions {
  /**
   * `avoid` (the default): a rematch only when no pairing without one exists. `forbid`: throw a
   * `SwissPairingError` instead of pairing a rematch.
   */
  readonly rematches?: 'avoid' | 'forbid';
}

export class SwissPairingError extends Error {
  override readonly name = 'SwissPairingError';
}

/** [vertex, vertex, weight] in; each vertex's mate (or -1) out. */
type Edge = [number, number, number];
const maxWeightMatching = edmondsBlossom as (edges: Edge[], maxCardinality: boolean) => number[];

/** Scores are compared in hundredths of a point, so the weights stay integers. */
const SCORE_UNITS = 100;

/** A player with their place in the standings order (0 = top). */
interface Placed {
  readonly player: SwissPlayer;
  readonly position: number;
}

const pairKey = (x: string, y: string): string => (x < y ? `${x}\u0000${y}` : `${y}\u0000${x}`);

/** Players in standings order (rank, then id), checked. */
function standingsOrder(players: readonly SwissPlayer[]): SwissPlayer[] {
  const seen = new Set<string>();
  for (const p of players) {
    if (seen.has(p.id)) throw new RangeError(`player ${p.id} is listed twice`);
    if (!Number.isFinite(p.score) || !Number.isFinite(p.rank)) {
      throw new RangeError(`player ${p.id} needs a finite score and rank`);
    }
    seen.add(p.id);
  }
  return [...players].sort((x, y) => x.rank - y.rank || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
}

/** Rule 1: the lowest-ranked player without a bye, or the lowest-ranked of all. */
function byeOf(ordered: readonly SwissPlayer[]): SwissPlayer | null {
  if (ordered.length % 2 === 0) return null;
  const without = ordered.filter((p) => !p.hadBye);
  return (without.length > 0 ? without : ordered).at(-1) ?? null;
}

/** How often each pair of players has met (byes and games of a player with itself left out). */
function meetings(history: readonly Pairing[]): Map<string, number> {
  const met = new Map<string, number>();
  for (const { a, b } of history) {
    if (b === null || a === b) continue;
    const key = pairKey(a, b);
    met.set(key, (met.get(key) ?? 0) + 1);
  }
  return met;
}

/**
 * The edges of the complete graph on `field`, weighted so that, over perfect matchings (which all have
 * the same number P of pairs), a larger total weight means fewer repeated meetings, then a smaller sum
 * of score differences, then a smaller sum of squared position differences. Each edge costs
 *   REMATCH·met + SCORE·|Δscore in hundredths| + Δposition²
 * and weighs BASE − cost (BASE makes every weight ≥ 1). A level dominates the ones below it when its
 * unit exceeds the most they can add up to over P pairs: SCORE = P·max Δposition² + 1 and
 * REMATCH = P·(SCORE·max Δscore + max Δposition²) + 1.
 */
function weightsOf(field: readonly Placed[], met: ReadonlyMap<string, number>): Edge[] {
  const costs: { i: number; j: number; rematch: number; score: number; rank: number }[] = [];
  for (let i = 0; i < field.length; i++) {
    for (let j = i + 1; j < field.length; j++) {
      const [x, y] = [field[i] as Placed, field[j] as Placed];
      costs.push({
        i,
        j,
        rematch: met.get(pairKey(x.player.id, y.player.id)) ?? 0,
        score: Math.round(Math.abs(x.player.score - y.player.score) * SCORE_UNITS),
        rank: (x.position - y.position) ** 2,
      });
    }
  }
  const max = (pick: (c: (typeof costs)[number]) => number) => costs.reduce((m, c) => Math.max(m, pick(c)), 0);
  const [maxRematch, maxScore, maxRank] = [max((c) => c.rematch), max((c) => c.score), max((c) => c.rank)];
  const pairs = field.length / 2;
  const SCORE = pairs * maxRank + 1;
  const REMATCH = pairs * (SCORE * maxScore + maxRank) + 1;
  const BASE = REMATCH * maxRematch + SCORE * maxScore + maxRank + 1;
  // The blossom algorithm's dual variables reach a few times the largest weight: keep them exact.
  if (BASE > Number.MAX_SAFE_INTEGER / 8) {
    throw new RangeError('too many players or too wide a score spread for exact pairing weights');
  }
  return costs.map((c) => [c.i, c.j, BASE - (REMATCH * c.rematch + SCORE * c.score + c.rank)]);
}

/** Pairs the (even-sized) field; each pair's first player is the better-ranked one. */
function matchField(field: readonly Placed[], met: ReadonlyMap<string, number>): [Placed, Placed][] {
  if (field.length === 0) return [];
  const mate = maxWeightMatching(weightsOf(field, met), true);
  const pairs: [Placed, Placed][] = [];
  for (let i = 0; i < field.length; i++) {
    const j = mate[i] ?? -1;
    if (j < 0 || j >= field.length || mate[j] !== i) throw new Error('the matching is not perfect');
    if (i < j) pairs.push([field[i] as Placed, field[j] as Placed]);
  }
  return pairs;
}

/**
 * The next round's pairings: the games in standings order of their better player (table 1 first),
 * then the bye, if any.
 */
export function pairSwiss(
  players: readonly SwissPlayer[],
  history: readonly Pairing[],
  options: SwissOptions = {},
): Pairing[] {
  const ordered = standingsOrder(players);
  const bye = byeOf(ordered);
  const field = ordered.map((player, position) => ({ player, position })).filter((p) => p.player !== bye);
  const met = meetings(history);
  const pairs = matchField(field, met);
  if (options.rematches === 'forbid') {
    const rematch = pairs.find(([x, y]) => met.has(pairKey(x.player.id, y.player.id)));
    if (rematch) {
      throw new SwissPairingError(
        `no pairing without a rematch exists (${rematch[0].player.id} and ${rematch[1].player.id} met)`,
      );
    }
  }
  const games: Pairing[] = pairs.map(([x, y]) => ({ a: x.player.id, b: y.player.id }));
  return bye ? [...games, { a: bye.id, b: null }] : games;
}

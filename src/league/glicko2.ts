/**
 * Glicko-2 ratings for league play (issue 17). Pure arithmetic on plain JSON data: no I/O, no clock,
 * no randomness, so a league's ratings can be recomputed from its stored games and always agree.
 *
 * The algorithm is Mark Glickman's "Example of the Glicko-2 system" (Boston University, November 30,
 * 2013), steps 1 to 8, followed as written, with one decision of ours on top: a rating deviation never
 * grows above an unrated player's 350 (see `MAX_RD`). The paper's worked example is a test in
 * tests/league/glicko2.test.ts, and the cap does not touch it.
 *
 * Names follow the paper: r / RD / σ on the Glicko scale the players see; μ / φ on the Glicko-2 scale
 * the formulas use (step 2); v the estimated variance of the rating from the games alone (step 3); Δ
 * the estimated improvement (step 4); τ the system constant that limits how fast volatility moves.
 */

/** A player's rating on the Glicko scale (step 1): plain data, stored as is. */
export interface Rating {
  readonly rating: number;
  /** Rating deviation: one standard deviation of the rating; the paper's 95% interval is ±2 RD. */
  readonly rd: number;
  /** σ: how erratic the player's results are; moves slowly, at a pace τ sets. */
  readonly volatility: number;
}

export type Score = 0 | 0.5 | 1;

/** One game of the period from the rated player's side: 1 a win, 0.5 a draw, 0 a loss. */
export interface Result {
  /** The opponent's rating at the START of the period: the paper treats a period's games as simultaneous. */
  readonly opponent: Rating;
  readonly score: Score;
}

/** One game of a rating period between players `a` and `b`, scored from `a`'s side. */
export interface Game {
  readonly a: string;
  readonly b: string;
  readonly scoreA: Score;
}

/** Step 1: an unrated player starts at rating 1500, RD 350, volatility 0.06. */
export const DEFAULT_RATING: Rating = Object.freeze({ rating: 1500, rd: 350, volatility: 0.06 });

/**
 * Step 1's system constant τ, the default of every function here that takes `tau`. The paper suggests
 * 0.3 to 1.2: smaller values keep the volatility, and with it the rating swings after very improbable
 * results, from changing much in a period (it suggests going as low as 0.2 where such results are
 * expected). We take 0.5, the value of the paper's own worked example, in the lower half of its range;
 * a league that wants another passes its own.
 */
export const TAU = 0.5;

/**
 * Our decision, not the paper's: no rating deviation grows above an unrated player's (350). The paper
 * lets φ* = sqrt(φ² + σ'²) (step 6) grow without bound, so a long absence would make a known player
 * more uncertain than someone who never played. Glickman's original Glicko system caps the same growth
 * at 350, an unrated player's RD, and we do the same. We apply the cap to φ* itself, so it holds for
 * idle periods and, because step 7 only ever shrinks φ*, for rated ones too. It changes the result
 * only for players whose RD was already within a volatility's growth of 350: with the default
 * volatility, a newcomer's first period ends about a tenth of a rating point from the uncapped paper's.
 */
export const MAX_RD = DEFAULT_RATING.rd;

/** Step 2's conversion factor between the Glicko scale and the Glicko-2 scale (400 / ln 10). */
export const SCALE = 173.7178;

/** Step 5's convergence tolerance for the new volatility's logarithm. */
const EPSILON = 0.000001;

const MAX_PHI = MAX_RD / SCALE;

/**
 * An RD above this marks a provisional rating. 110 is the threshold Lichess uses for its Glicko-2
 * ratings: at RD 110 the paper's 95% interval (rating ± 2 RD) is still 440 points wide, but below it
 * we know roughly where a player stands, while a newcomer's 350 spans 1400 points. A newcomer gets
 * under 110 after ten even games against established (RD 50) players in one period, not nine (a test
 * pins this), so the label lasts about one league season of play, not one or two games.
 */
export const PROVISIONAL_RD = 110;

export function isProvisional(r: Rating, threshold: number = PROVISIONAL_RD): boolean {
  return r.rd > threshold;
}

/** Step 3's g(φ): how much an opponent's own uncertainty dampens what a game against them tells us. */
function g(phi: number): number {
  return 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
}

/** Step 3's E(μ, μj, φj): the expected score against an opponent, on the Glicko-2 scale. */
function expectedScore(mu: number, muJ: number, phiJ: number): number {
  return 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));
}

/** Refuses what would turn into NaN later (step 5 takes ln σ², so σ must be positive). */
function checkRating(r: Rating, who: string): void {
  if (!Number.isFinite(r.rating) || !Number.isFinite(r.rd) || !(r.rd > 0))
    throw new RangeError(`${who}: rating and RD must be finite and RD positive (got ${r.rating} / ${r.rd})`);
  if (!Number.isFinite(r.volatility) || !(r.volatility > 0))
    throw new RangeError(`${who}: volatility must be finite and positive (got ${r.volatility})`);
}

function checkTau(tau: number): void {
  if (!Number.isFinite(tau) || !(tau > 0)) throw new RangeError(`tau must be finite and positive (got ${tau})`);
}

/**
 * Step 6's pre-rating-period deviation φ* = sqrt(φ² + σ²), capped at `MAX_RD` (our decision, above).
 * The paper uses it twice: as the new φ of a player who played no game, and as the prior in step 7.
 */
function preRatingPeriodPhi(phi: number, volatility: number): number {
  return Math.min(Math.sqrt(phi * phi + volatility * volatility), MAX_PHI);
}

/**
 * Step 5: the new volatility σ', the root of f(x) found by the Illinois algorithm (a regula falsi that
 * halves the stale end's value so the bracket keeps shrinking from both sides).
 */
function newVolatility(sigma: number, phi: number, v: number, delta: number, tau: number): number {
  // 5.1: a = ln(σ²) and f(x), whose root x = ln(σ'²).
  const a = Math.log(sigma * sigma);
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  // 5.2: a bracket [A, B] with f(A) and f(B) of opposite signs. f tends to +∞ as x → -∞ (its last
  // term, -(x - a)/τ², dominates), so stepping down by τ always ends.
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k += 1;
    B = a - k * tau;
  }
  // 5.3 and 5.4: shrink the bracket until it is ε wide.
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    // "≤" rather than "<": if C lands exactly on the root (fC = 0), this moves A and the loop ends;
    // with "<" the bracket would stop shrinking and the loop would never end.
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA = fA / 2;
    }
    B = C;
    fB = fC;
  }
  // 5.5: σ' = e^(A/2).
  return Math.exp(A / 2);
}

/** A player who plays no game in the period: rating and volatility unchanged, φ grows to φ* (step 6). */
function idle(player: Rating): Rating {
  return {
    rating: player.rating,
    rd: preRatingPeriodPhi(player.rd / SCALE, player.volatility) * SCALE,
    volatility: player.volatility,
  };
}

/**
 * Rates one player for one rating period from their rating and their opponents' ratings at the
 * period's START (the paper treats a period's games as simultaneous). With no games, only the RD grows.
 */
export function ratePeriod(player: Rating, results: readonly Result[], tau: number = TAU): Rating {
  checkRating(player, 'player');
  checkTau(tau);
  results.forEach((r, i) => checkRating(r.opponent, `opponent ${i}`));
  if (results.length === 0) return idle(player);

  // Step 2: onto the Glicko-2 scale.
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;

  // Steps 3 and 4: v⁻¹ = Σ g(φj)² E (1 - E) and the sum Σ g(φj) (sj - E) that Δ and step 7 share.
  let vInverse = 0;
  let surprise = 0;
  for (const { opponent, score } of results) {
    const phiJ = opponent.rd / SCALE;
    const gJ = g(phiJ);
    const e = expectedScore(mu, (opponent.rating - 1500) / SCALE, phiJ);
    vInverse += gJ * gJ * e * (1 - e);
    surprise += gJ * (score - e);
  }
  // Opponents so far away that E rounds to exactly 0 or 1 carry no information in floating point
  // (v would be infinite and Δ NaN): the period then counts as one without games.
  if (vInverse === 0) return idle(player);
  const v = 1 / vInverse;
  const delta = v * surprise;

  // Step 5: the new volatility.
  const sigmaPrime = newVolatility(player.volatility, phi, v, delta, tau);
  // Step 6: the pre-rating-period φ*, from the NEW volatility.
  const phiStar = preRatingPeriodPhi(phi, sigmaPrime);
  // Step 7: φ' = 1 / sqrt(1/φ*² + 1/v) and μ' = μ + φ'² Σ g(φj)(sj - E).
  const phiPrime = 1 / Math.sqrt(1 / (phiStar * phiStar) + vInverse);
  const muChange = phiPrime * phiPrime * surprise;
  // Step 8: back to the Glicko scale. r' = 173.7178 μ' + 1500 is written r + 173.7178 (μ' - μ), the
  // same number, so that a period of wins (a positive change) can never round the rating down.
  return { rating: player.rating + SCALE * muChange, rd: SCALE * phiPrime, volatility: sigmaPrime };
}

/** A player's games of the period, in an order that depends on the games' content only. */
interface Entry {
  readonly opponentId: string;
  readonly score: Score;
}

function byOpponentThenScore(x: Entry, y: Entry): number {
  if (x.opponentId !== y.opponentId) return x.opponentId < y.opponentId ? -1 : 1;
  return x.score - y.score;
}

/**
 * Rates every player for one rating period. Every player is rated from everyone's ratings at the
 * period's START, never from a rating already updated this period: Glicko-2 treats the period's games
 * as simultaneous (the paper's "The formulas"), so rating one player's games before another's would be
 * a different, order-dependent system.
 *
 * Each player's games are summed in a canonical order (opponent id, then score), so the order of
 * `games` cannot change the result, not even in the last bit of a floating-point sum.
 *
 * Players in `players` who played no game get only the RD growth of step 6. A player in a game but
 * not in `players` is unrated and starts at `DEFAULT_RATING` (step 1); they appear in the result.
 */
export function ratePeriodForAll(
  players: Readonly<Record<string, Rating>>,
  games: readonly Game[],
  tau: number = TAU,
): Record<string, Rating> {
  const ratingOf = (id: string): Rating => (Object.hasOwn(players, id) ? players[id]! : DEFAULT_RATING);
  const entries = new Map<string, Entry[]>(Object.keys(players).map((id) => [id, []]));
  const add = (id: string, entry: Entry): void => {
    const list = entries.get(id);
    if (list === undefined) entries.set(id, [entry]);
    else list.push(entry);
  };
  for (const { a, b, scoreA } of games) {
    if (a === b) throw new RangeError(`player "${a}" cannot play a rated game against themselves`);
    add(a, { opponentId: b, score: scoreA });
    add(b, { opponentId: a, score: (1 - scoreA) as Score });
  }
  // Object.fromEntries defines own properties, so even an id like "__proto__" stays a plain key.
  return Object.fromEntries(
    [...entries].map(([id, list]) => {
      const results = [...list]
        .sort(byOpponentThenScore)
        .map((e): Result => ({ opponent: ratingOf(e.opponentId), score: e.score }));
      return [id, ratePeriod(ratingOf(id), results, tau)];
    }),
  );
}

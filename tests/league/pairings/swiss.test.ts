/**
 * Swiss pairings (issue 17): hand-checked tables, simulated leagues with results drawn by fast-check
 * (fixed seeds, so a failure replays), and a brute-force oracle over every perfect matching of up to
 * ten players that the blossom matching must equal on the rules' own costs.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type Pairing, type SwissPlayer, SwissPairingError, pairSwiss } from '../../../src/league/pairings/swiss.js';

const key = (x: string, y: string) => (x < y ? `${x}|${y}` : `${y}|${x}`);
const metSet = (history: readonly Pairing[]) => new Set(history.flatMap((g) => (g.b === null ? [] : [key(g.a, g.b)])));
const metCount = (history: readonly Pairing[], x: string, y: string) =>
  history.filter((g) => g.b !== null && key(g.a, g.b) === key(x, y)).length;
const games = (round: readonly Pairing[]) => round.filter((g): g is { a: string; b: string } => g.b !== null);
const byOrder = (x: SwissPlayer, y: SwissPlayer) => x.rank - y.rank || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);
const asText = (round: readonly Pairing[]) => round.map((g) => `${g.a}-${g.b ?? 'bye'}`);

/** The rules' bye: the lowest-ranked player without one, or the lowest-ranked of all. */
function expectedBye(players: readonly SwissPlayer[]): string | null {
  if (players.length % 2 === 0) return null;
  const ordered = [...players].sort(byOrder);
  const without = ordered.filter((p) => !p.hadBye);
  return ((without.length > 0 ? without : ordered).at(-1) as SwissPlayer).id;
}

/** Whether the players can all be paired with nobody meeting again: exhaustive search, memoised. */
function rematchFreeExists(ids: readonly string[], met: ReadonlySet<string>): boolean {
  const bit = (i: number) => 1n << BigInt(i);
  const failed = new Set<bigint>();
  const search = (used: bigint): boolean => {
    const first = ids.findIndex((_, i) => (used & bit(i)) === 0n);
    if (first < 0) return true;
    if (failed.has(used)) return false;
    for (let j = first + 1; j < ids.length; j++) {
      if ((used & bit(j)) !== 0n || met.has(key(ids[first] as string, ids[j] as string))) continue;
      if (search(used | bit(first) | bit(j))) return true;
    }
    failed.add(used);
    return false;
  };
  return search(0n);
}

/** Every invariant of one round's pairing, against the players and the history before it. */
function checkRound(players: readonly SwissPlayer[], history: readonly Pairing[], round: readonly Pairing[]): void {
  const seen = round.flatMap((g) => (g.b === null ? [g.a] : [g.a, g.b]));
  expect([...seen].sort()).toEqual(players.map((p) => p.id).sort());
  const byes = round.filter((g) => g.b === null);
  expect(byes.length).toBe(players.length % 2);
  expect(byes[0]?.a ?? null).toBe(expectedBye(players));
  const met = metSet(history);
  const field = players.map((p) => p.id).filter((id) => id !== byes[0]?.a);
  if (rematchFreeExists(field, met)) {
    expect(games(round).filter((g) => met.has(key(g.a, g.b)))).toEqual([]);
  }
}

interface League {
  readonly ids: readonly string[];
  /** Points so far: a win 2, a draw 1, a loss 0, a bye 2. */
  readonly points: Map<string, number>;
  readonly byes: Set<string>;
  readonly history: Pairing[];
}

/** The standings: points, then the seeding (the order of `ids`). */
function standingsOf(league: League): SwissPlayer[] {
  const rows = league.ids.map((id, seed) => ({ id, seed, score: league.points.get(id) ?? 0 }));
  rows.sort((x, y) => y.score - x.score || x.seed - y.seed);
  return rows.map((r, i) => ({ id: r.id, score: r.score, rank: i + 1, hadBye: league.byes.has(r.id) }));
}

/** Scores one round; `outcome(table)` is 0 when `a` wins, 1 when `b` wins, 2 for a draw. */
function play(league: League, round: readonly Pairing[], outcome: (table: number) => number): void {
  const add = (id: string, n: number) => league.points.set(id, (league.points.get(id) ?? 0) + n);
  round.forEach((g, table) => {
    league.history.push(g);
    if (g.b === null) {
      league.byes.add(g.a);
      add(g.a, 2);
      return;
    }
    const o = outcome(table) % 3;
    add(g.a, o === 0 ? 2 : o === 2 ? 1 : 0);
    add(g.b, o === 1 ? 2 : o === 2 ? 1 : 0);
  });
}

const newLeague = (n: number): League => ({
  ids: Array.from({ length: n }, (_, i) => `p${String(i + 1).padStart(2, '0')}`),
  points: new Map(),
  byes: new Set(),
  history: [],
});

const plain = (ids: readonly string[], scores: readonly number[] = []): SwissPlayer[] =>
  ids.map((id, i) => ({ id, score: scores[i] ?? 0, rank: i + 1, hadBye: false }));

describe('pairSwiss by hand', () => {
  const EIGHT = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'];

  test('round 1 of 8 players pairs neighbours in the seeding: 1-2, 3-4, 5-6, 7-8', () => {
    expect(asText(pairSwiss(plain(EIGHT), []))).toEqual(['p1-p2', 'p3-p4', 'p5-p6', 'p7-p8']);
  });

  test('the order of the input players does not matter: rank, then id, sets the standings', () => {
    const shuffled = [...plain(EIGHT)].reverse();
    expect(asText(pairSwiss(shuffled, []))).toEqual(['p1-p2', 'p3-p4', 'p5-p6', 'p7-p8']);
    const tied = EIGHT.map((id) => ({ id, score: 0, rank: 1, hadBye: false })).reverse();
    expect(asText(pairSwiss(tied, []))).toEqual(['p1-p2', 'p3-p4', 'p5-p6', 'p7-p8']);
  });

  test('a blocked pair moves as little as possible: 1-3 and 2-4 when 1-2 already met', () => {
    expect(asText(pairSwiss(plain(['p1', 'p2', 'p3', 'p4']), [{ a: 'p1', b: 'p2' }]))).toEqual(['p1-p3', 'p2-p4']);
  });

  test('an odd score group floats one player to the nearest group', () => {
    const scores = [4, 4, 4, 2, 2, 2];
    const players = plain(['p1', 'p2', 'p3', 'p4', 'p5', 'p6'], scores);
    // 4-4, 4-2, 2-2: the score differences add up to 2, and the floating pair is 3-4, next in rank.
    expect(asText(pairSwiss(players, []))).toEqual(['p1-p2', 'p3-p4', 'p5-p6']);
  });

  test('score comes before rank: a closer score beats a closer rank', () => {
    // p2 (score 0) sits between p1 and p3 (score 2) in rank: p1 meets p3 all the same.
    const players = plain(['p1', 'p2', 'p3', 'p4'], [2, 0, 2, 0]);
    expect(asText(pairSwiss(players, []))).toEqual(['p1-p3', 'p2-p4']);
  });

  test('7 players: the bye goes to the lowest-ranked player who has not had one', () => {
    const players = plain(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']).map((p) => ({
      ...p,
      hadBye: p.id === 'p7' || p.id === 'p6',
    }));
    expect(pairSwiss(players, []).at(-1)).toEqual({ a: 'p5', b: null });
  });

  test('when everyone has had a bye, the lowest-ranked player gets it again', () => {
    const players = plain(['p1', 'p2', 'p3']).map((p) => ({ ...p, hadBye: true }));
    expect(pairSwiss(players, []).at(-1)).toEqual({ a: 'p3', b: null });
  });

  test('a 3-round 8-player Swiss with fixed results has no rematch', () => {
    const league = newLeague(8);
    // Per round, per table: 0 = a wins, 1 = b wins, 2 = draw.
    const RESULTS = [
      [0, 1, 0, 1],
      [1, 0, 2, 0],
      [0, 0, 0, 0],
    ];
    const rounds = RESULTS.map((results) => {
      const players = standingsOf(league);
      const round = pairSwiss(players, league.history);
      checkRound(players, league.history, round);
      expect(games(round).filter((g) => metCount(league.history, g.a, g.b) > 0)).toEqual([]);
      play(league, round, (table) => results[table] ?? 2);
      return asText(round);
    });
    expect(rounds).toEqual([
      ['p01-p02', 'p03-p04', 'p05-p06', 'p07-p08'],
      // 2 points: p01 p04 p05 p08; 0: p02 p03 p06 p07.
      ['p01-p04', 'p05-p08', 'p02-p03', 'p06-p07'],
      // 4: p04 p05; 2: p01 p06 p08; 1: p02 p03 (who drew each other); 0: p07. The 1-point pair may not
      // meet again, so p02 goes up to p08 and p03 down to p07 (score differences 0+0+1+1).
      ['p04-p05', 'p01-p06', 'p08-p02', 'p03-p07'],
    ]);
  });

  test('a rematch only when there is no other way, and then as few as possible', () => {
    // Four players after a full round robin: any pairing repeats two games.
    const history = [
      { a: 'p1', b: 'p2' },
      { a: 'p3', b: 'p4' },
      { a: 'p1', b: 'p3' },
      { a: 'p2', b: 'p4' },
      { a: 'p1', b: 'p4' },
      { a: 'p2', b: 'p3' },
    ];
    expect(asText(pairSwiss(plain(['p1', 'p2', 'p3', 'p4']), history))).toEqual(['p1-p2', 'p3-p4']);
    // p1-p2 met twice: the pairing with one repeat each is chosen over it.
    const twice = [...history, { a: 'p1', b: 'p2' }];
    expect(asText(pairSwiss(plain(['p1', 'p2', 'p3', 'p4']), twice))).toEqual(['p1-p3', 'p2-p4']);
  });

  test("rematches: 'forbid' throws where a rematch is unavoidable, and pairs normally otherwise", () => {
    const history = [{ a: 'p1', b: 'p2' }];
    expect(() => pairSwiss(plain(['p1', 'p2']), history, { rematches: 'forbid' })).toThrow(SwissPairingError);
    expect(asText(pairSwiss(plain(['p1', 'p2', 'p3', 'p4']), history, { rematches: 'forbid' }))).toEqual([
      'p1-p3',
      'p2-p4',
    ]);
  });

  test('small fields: nobody, one player (a bye), two players', () => {
    expect(pairSwiss([], [])).toEqual([]);
    expect(pairSwiss(plain(['solo']), [])).toEqual([{ a: 'solo', b: null }]);
    expect(pairSwiss(plain(['x', 'y']), [])).toEqual([{ a: 'x', b: 'y' }]);
  });

  test('refuses a player listed twice and a score that is not a number', () => {
    expect(() => pairSwiss(plain(['p1', 'p1']), [])).toThrow(RangeError);
    expect(() => pairSwiss(plain(['p1', 'p2'], [Number.NaN, 0]), [])).toThrow(RangeError);
  });
});

describe('pairSwiss over simulated leagues', () => {
  test('2-40 players, 1-8 rounds of random results: every invariant holds every round', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 8 * 20, maxLength: 8 * 20 }),
        (n, roundCount, results) => {
          const league = newLeague(n);
          for (let r = 0; r < roundCount; r++) {
            const players = standingsOf(league);
            const round = pairSwiss(players, league.history);
            checkRound(players, league.history, round);
            expect(pairSwiss(players, league.history)).toEqual(round);
            play(league, round, (table) => results[r * 20 + table] ?? 0);
          }
        },
      ),
      { seed: 17_2026, numRuns: 150 },
    );
  }, 120_000);

  test('the pairing does not depend on the order of the players or of the history', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 24 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 5 * 12, maxLength: 5 * 12 }),
        fc.infiniteStream(fc.nat()),
        (n, roundCount, results, stream) => {
          const league = newLeague(n);
          for (let r = 0; r < roundCount; r++)
            play(league, pairSwiss(standingsOf(league), league.history), (t) => results[r * 12 + t] ?? 0);
          const players = standingsOf(league);
          const noise = [...stream.take(players.length + league.history.length)];
          const shuffle = <T>(xs: readonly T[], offset: number) =>
            xs
              .map((x, i) => ({ x, k: noise[offset + i] ?? 0 }))
              .sort((p, q) => p.k - q.k)
              .map((p) => p.x);
          const expected = pairSwiss(players, league.history);
          expect(pairSwiss(shuffle(players, 0), shuffle(league.history, players.length))).toEqual(expected);
        },
      ),
      { seed: 1_717, numRuns: 100 },
    );
  });
});

/** The rules' costs of a pairing of the field: repeated meetings, Σ|Δscore|, Σ(Δposition)². */
function costOf(order: readonly SwissPlayer[], history: readonly Pairing[], pairs: readonly [string, string][]) {
  const at = new Map(order.map((p, i) => [p.id, { p, i }]));
  let [rematch, score, rank] = [0, 0, 0];
  for (const [x, y] of pairs) {
    const [px, py] = [at.get(x), at.get(y)];
    if (!px || !py) throw new Error('unknown player');
    rematch += metCount(history, x, y);
    score += Math.round(Math.abs(px.p.score - py.p.score) * 100);
    rank += (px.i - py.i) ** 2;
  }
  return [rematch, score, rank] as const;
}

/** Every perfect matching of `ids` (945 for ten). */
function* perfectMatchings(ids: readonly string[]): Generator<[string, string][]> {
  const [first, ...rest] = ids;
  if (first === undefined) {
    yield [];
    return;
  }
  for (let j = 0; j < rest.length; j++) {
    const partner = rest[j] as string;
    for (const tail of perfectMatchings(rest.filter((_, k) => k !== j))) yield [[first, partner], ...tail];
  }
}

const lexLess = (x: readonly number[], y: readonly number[]) => {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] as number) < (y[i] as number);
  return false;
};

describe('pairSwiss against a brute-force oracle', () => {
  test('up to 10 players with random scores, ranks, byes and history: the matching is the best there is', () => {
    const arbitrary = fc.integer({ min: 1, max: 10 }).chain((n) =>
      fc.record({
        players: fc.tuple(
          ...Array.from({ length: n }, (_, i) =>
            fc.record({
              id: fc.constant<string>(`q${i}`),
              score: fc.integer({ min: 0, max: 12 }).map((h) => h / 2),
              rank: fc.integer({ min: 1, max: n }),
              hadBye: fc.boolean(),
            }),
          ),
        ),
        history: fc.array(
          fc.tuple(fc.nat(n - 1), fc.nat(n - 1)).map(([x, y]) => ({ a: `q${x}`, b: x === y ? null : `q${y}` })),
          { maxLength: 3 * n },
        ),
      }),
    );
    fc.assert(
      fc.property(arbitrary, ({ players, history }) => {
        const round = pairSwiss(players, history);
        checkRound(players, history, round);
        const order = [...players].sort(byOrder);
        const bye = expectedBye(players);
        const field = order.map((p) => p.id).filter((id) => id !== bye);
        let best: readonly number[] | null = null;
        for (const m of perfectMatchings(field)) {
          const cost = costOf(order, history, m);
          if (best === null || lexLess(cost, best)) best = cost;
        }
        const got = costOf(
          order,
          history,
          games(round).map((g) => [g.a, g.b] as [string, string]),
        );
        expect(got).toEqual(best ?? [0, 0, 0]);
        // In a game, `a` is the better-ranked player, and table 1 holds the best-ranked game.
        const pos = new Map(order.map((p, i) => [p.id, i]));
        const tops = games(round).map((g) => {
          expect(pos.get(g.a) as number).toBeLessThan(pos.get(g.b) as number);
          return pos.get(g.a) as number;
        });
        expect(tops).toEqual([...tops].sort((x, y) => x - y));
      }),
      { seed: 2_026_017, numRuns: 400 },
    );
  }, 120_000);
});

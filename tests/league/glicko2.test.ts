/**
 * Glicko-2 (src/league/glicko2.ts) against Mark Glickman's "Example of the Glicko-2 system" (2013),
 * plus the properties a league relies on: idle players only grow uncertain, a period's games are
 * simultaneous, and nothing turns into NaN.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_RATING,
  MAX_RD,
  PROVISIONAL_RD,
  type Rating,
  type Result,
  SCALE,
  TAU,
  isProvisional,
  ratePeriod,
  ratePeriodForAll,
} from '../../src/league/glicko2.js';

const rating = (r: number, rd: number, volatility = 0.06): Rating => ({ rating: r, rd, volatility });

describe("the paper's worked example", () => {
  // A 1500/200/0.06 player, τ = 0.5, beats 1400/30, loses to 1550/100 and to 1700/300.
  const rated = ratePeriod(
    rating(1500, 200),
    [
      { opponent: rating(1400, 30), score: 1 },
      { opponent: rating(1550, 100), score: 0 },
      { opponent: rating(1700, 300), score: 0 },
    ],
    0.5,
  );

  test('gives rating 1464.05, RD 151.52 and volatility 0.059996', () => {
    expect(rated.rating).toBeCloseTo(1464.0507, 4);
    expect(rated.rd).toBeCloseTo(151.52, 2);
    expect(rated.volatility).toBeCloseTo(0.059996, 6);
  });

  test("matches the paper's printed values, which come from intermediates rounded to four places", () => {
    // Step 7 and 8 as printed: μ' = -0.2069, φ' = 0.8722, σ' = 0.05999.
    const muPrime = (rated.rating - 1500) / SCALE;
    expect(muPrime).toBeCloseTo(-0.2069, 4);
    expect(rated.rd / SCALE).toBeCloseTo(0.8722, 4);
    expect(rated.volatility).toBeCloseTo(0.05999, 4);
    // The paper's r' = 1464.06 is 173.7178 × (-0.2069) + 1500: μ' rounded before scaling back. The
    // unrounded μ' = -0.206941 gives 1464.0507, so 1464.06 holds to one decimal, not two.
    expect(SCALE * Math.round(muPrime * 1e4) * 1e-4 + 1500).toBeCloseTo(1464.06, 2);
    expect(rated.rating).toBeCloseTo(1464.06, 1);
  });

  test('the default τ is the paper example value, 0.5', () => {
    expect(TAU).toBe(0.5);
    expect(DEFAULT_RATING).toEqual({ rating: 1500, rd: 350, volatility: 0.06 });
  });
});

describe('a period without games (step 6 only)', () => {
  test('keeps rating and volatility and grows RD to sqrt(φ² + σ²) on the Glicko scale', () => {
    const before = rating(1620, 80, 0.07);
    const after = ratePeriod(before, []);
    expect(after.rating).toBe(1620);
    expect(after.volatility).toBe(0.07);
    const phi = 80 / SCALE;
    expect(after.rd).toBeCloseTo(Math.sqrt(phi * phi + 0.07 * 0.07) * SCALE, 10);
    expect(after.rd).toBeGreaterThan(80);
  });

  test('never grows RD above 350 (our cap, not the paper: no one is less known than a newcomer)', () => {
    expect(MAX_RD).toBe(350);
    expect(ratePeriod(DEFAULT_RATING, [])).toEqual(DEFAULT_RATING);
    let r = rating(1700, 340, 0.2);
    for (let period = 0; period < 50; period++) r = ratePeriod(r, []);
    expect(r.rd).toBe(350);
    expect(r.rating).toBe(1700);
    expect(r.volatility).toBe(0.2);
  });

  test('in ratePeriodForAll, only absent players get the growth alone', () => {
    const players = { ann: rating(1500, 100), bo: rating(1500, 100), cy: rating(1800, 60) };
    const out = ratePeriodForAll(players, [{ a: 'ann', b: 'bo', scoreA: 1 }]);
    expect(out.cy).toEqual(ratePeriod(players.cy, []));
    expect(out.ann!.rating).toBeGreaterThan(1500);
    expect(out.bo!.rating).toBeLessThan(1500);
  });
});

describe('ratePeriodForAll rates the period simultaneously', () => {
  const players = {
    ann: rating(1500, 200),
    bo: rating(1400, 30),
    cy: rating(1550, 100),
    dee: rating(1700, 300, 0.05),
  };
  const games = [
    { a: 'ann', b: 'bo', scoreA: 1 },
    { a: 'cy', b: 'ann', scoreA: 1 },
    { a: 'ann', b: 'dee', scoreA: 0 },
    { a: 'bo', b: 'cy', scoreA: 0.5 },
    { a: 'dee', b: 'bo', scoreA: 0 },
  ] as const;

  test("rates each player from everyone's START ratings: ann gets exactly the paper's answer", () => {
    const out = ratePeriodForAll(players, games);
    const annResults: Result[] = [
      { opponent: players.bo, score: 1 },
      { opponent: players.cy, score: 0 },
      { opponent: players.dee, score: 0 },
    ];
    expect(out.ann).toEqual(ratePeriod(players.ann, annResults));
    expect(out.ann!.rating).toBeCloseTo(1464.0507, 4);
  });

  test('the order of the games does not change any result, to the last bit', () => {
    const forward = ratePeriodForAll(players, games);
    expect(ratePeriodForAll(players, [...games].reverse())).toEqual(forward);
    // The same games, each written from the other side.
    const flipped = games.map((g) => ({ a: g.b, b: g.a, scoreA: (1 - g.scoreA) as 0 | 0.5 | 1 }));
    expect(ratePeriodForAll(players, [flipped[3]!, flipped[0]!, flipped[4]!, flipped[2]!, flipped[1]!])).toEqual(
      forward,
    );
  });

  test('two equal players trading a win and a loss stay equal', () => {
    const even = { p: rating(1500, 200), q: rating(1500, 200) };
    const out = ratePeriodForAll(even, [
      { a: 'p', b: 'q', scoreA: 1 },
      { a: 'q', b: 'p', scoreA: 1 },
    ]);
    expect(out.p).toEqual(out.q);
    expect(out.p!.rating).toBeCloseTo(1500, 10);
    expect(out.p!.rd).toBeLessThan(200);
  });

  test('a player missing from the record is unrated: starts at the default (step 1)', () => {
    const out = ratePeriodForAll({ ann: rating(1500, 200) }, [{ a: 'ann', b: 'new', scoreA: 0 }]);
    expect(out.new).toEqual(ratePeriod(DEFAULT_RATING, [{ opponent: rating(1500, 200), score: 1 }]));
    expect(Object.keys(out).sort()).toEqual(['ann', 'new']);
  });

  test('a game against oneself is refused', () => {
    expect(() => ratePeriodForAll({ ann: DEFAULT_RATING }, [{ a: 'ann', b: 'ann', scoreA: 1 }])).toThrow(RangeError);
  });

  test('an id like __proto__ stays an ordinary key', () => {
    const out = ratePeriodForAll({}, [{ a: '__proto__', b: 'toString', scoreA: 1 }]);
    expect(Object.hasOwn(out, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(out['__proto__']!.rating).toBeGreaterThan(1500);
  });
});

describe('a draw between equal players', () => {
  test.each([
    ['newcomers', DEFAULT_RATING],
    ['1500/200 players', rating(1500, 200)],
  ])('leaves %s equal, at their rating, with lower RDs', (_name, start) => {
    const out = ratePeriodForAll({ p: start, q: start }, [{ a: 'p', b: 'q', scoreA: 0.5 }]);
    expect(out.p).toEqual(out.q);
    expect(out.p!.rating).toBeCloseTo(start.rating, 10);
    expect(out.p!.rd).toBeLessThan(start.rd);
  });
});

describe('isProvisional', () => {
  test('is RD above 110 by default, and above a threshold given', () => {
    expect(PROVISIONAL_RD).toBe(110);
    expect(isProvisional(DEFAULT_RATING)).toBe(true);
    expect(isProvisional(rating(1500, 110.01))).toBe(true);
    expect(isProvisional(rating(1500, 110))).toBe(false);
    expect(isProvisional(rating(1500, 60))).toBe(false);
    expect(isProvisional(rating(1500, 60), 50)).toBe(true);
  });

  test('a newcomer stops being provisional after ten even games against established players, not nine', () => {
    const established = rating(1500, 50);
    const even = (n: number): Result[] =>
      Array.from({ length: n }, (_, i) => ({ opponent: established, score: i % 2 === 0 ? 1 : 0 }));
    expect(isProvisional(ratePeriod(DEFAULT_RATING, even(9)))).toBe(true);
    expect(isProvisional(ratePeriod(DEFAULT_RATING, even(10)))).toBe(false);
  });
});

describe('inputs that would turn into NaN', () => {
  test('are refused: a non-positive volatility or RD, a non-finite rating, a non-positive τ', () => {
    expect(() => ratePeriod(rating(1500, 200, 0), [])).toThrow(RangeError);
    expect(() => ratePeriod(rating(1500, 0), [])).toThrow(RangeError);
    expect(() => ratePeriod(rating(Number.NaN, 200), [])).toThrow(RangeError);
    expect(() => ratePeriod(DEFAULT_RATING, [{ opponent: rating(Infinity, 50), score: 1 }])).toThrow(RangeError);
    expect(() => ratePeriod(DEFAULT_RATING, [], 0)).toThrow(RangeError);
  });

  test('an opponent too far away for floating point leaves the player as if idle', () => {
    const out = ratePeriod(rating(1500, 30), [{ opponent: rating(1e6, 30), score: 0 }]);
    expect(out).toEqual(ratePeriod(rating(1500, 30), []));
  });
});

describe('property: any ratings and results', () => {
  const ratingArb = fc.record({
    rating: fc.double({ min: 0, max: 3500, noNaN: true }),
    rd: fc.double({ min: 1, max: 350, noNaN: true }),
    volatility: fc.double({ min: 0.001, max: 0.5, noNaN: true }),
  });
  const score = fc.constantFrom<0 | 0.5 | 1>(0, 0.5, 1);

  test('give a finite rating, a positive RD and volatility, and winning every game never lowers the rating', () => {
    fc.assert(
      fc.property(
        ratingArb,
        fc.array(fc.record({ opponent: ratingArb, score }), { maxLength: 20 }),
        fc.double({ min: 0.2, max: 1.2, noNaN: true }),
        (player, results, tau) => {
          const out = ratePeriod(player, results, tau);
          expect(Number.isFinite(out.rating)).toBe(true);
          expect(out.rd).toBeGreaterThan(0);
          expect(out.rd).toBeLessThanOrEqual(MAX_RD);
          expect(out.volatility).toBeGreaterThan(0);
          expect(Number.isFinite(out.volatility)).toBe(true);
          const won = ratePeriod(
            player,
            results.map((r) => ({ ...r, score: 1 as const })),
            tau,
          );
          expect(won.rating).toBeGreaterThanOrEqual(player.rating);
        },
      ),
      { seed: 17, numRuns: 500 },
    );
  });
});

/**
 * The balance report's fitted costs (issue 18, deliverable 6): games drawn from known strengths give
 * those strengths back, and a class that wins more than its cost says is fitted a higher cost; a
 * rate played with a points edge is taken back to equal points by the fitted β.
 */
import { describe, expect, it } from 'vitest';
import { wilson } from '../../../src/ai/match.js';
import { atEqualPoints, fitPointCosts, type FitInput } from '../../../src/cli/balance/fit.js';

const classes = [
  { id: 'escort', points: 40 },
  { id: 'frigate', points: 50 },
  { id: 'cruiser', points: 110 },
  { id: 'battleship', points: 270 },
];
/** The strengths the games below are drawn from (geometric mean 1). */
const truth = new Map([
  ['escort', 0.9],
  ['frigate', 1.2],
  ['cruiser', 1 / (0.9 * 1.2 * 1.1)],
  ['battleship', 1.1],
]);
const BETA = 5;

/** Each pairing at several fleet sizes, scored with the expected wins under `truth`: no dice. */
function expectedGames(): FitInput['results'] {
  const results: FitInput['results'][number][] = [];
  for (const [i, a] of classes.entries())
    for (const b of classes.slice(i + 1))
      for (const [n, m] of [
        [1, 1],
        [2, 1],
        [3, 1],
        [1, 2],
        [5, 2],
      ] as const) {
        const x = Math.log((n * a.points) / (m * b.points)) + Math.log((truth.get(a.id) ?? 1) / (truth.get(b.id) ?? 1));
        results.push({ a: a.id, b: b.id, n, m, games: 100, score: 100 / (1 + Math.exp(-BETA * x)) });
      }
  return results;
}

describe('fitPointCosts', () => {
  it('gives back the strengths and β the games were drawn from', () => {
    const fit = fitPointCosts({ classes, results: expectedGames() });
    expect(fit.beta).toBeCloseTo(BETA, 3);
    for (const [id, strength] of truth) expect(fit.strength.get(id), id).toBeCloseTo(strength, 3);
  });

  it('fits an even record at equal points to equal strengths', () => {
    const even = [
      { id: 'a', points: 50 },
      { id: 'b', points: 50 },
    ];
    const fit = fitPointCosts({
      classes: even,
      results: [
        { a: 'a', b: 'b', n: 1, m: 1, games: 40, score: 20 },
        { a: 'a', b: 'b', n: 2, m: 1, games: 40, score: 36 },
      ],
    });
    expect(fit.strength.get('a')).toBeCloseTo(1, 6);
    expect(fit.strength.get('b')).toBeCloseTo(1, 6);
    expect(fit.beta).toBeGreaterThan(0);
  });
});

describe('atEqualPoints', () => {
  const played = (score: number, games: number) => ({ rate: score / games, ...wilson(score, games) });

  it('leaves a rate played at equal points as it is', () => {
    const equal = atEqualPoints(played(70, 100), 100, 0, 7);
    expect(equal.rate).toBeCloseTo(0.7, 12);
    expect(equal.low).toBeCloseTo(wilson(70, 100).low, 12);
    expect(equal.high).toBeCloseTo(wilson(70, 100).high, 12);
  });

  it('takes out what the points alone win: 5% ahead at β = 7 wins 58%, which is even at equal points', () => {
    const edge = Math.log(1.05);
    const byPoints = 1 / (1 + Math.exp(-7 * edge));
    expect(byPoints).toBeCloseTo(0.585, 3);
    expect(atEqualPoints({ rate: byPoints, low: 0.5, high: 0.67 }, 100, edge, 7).rate).toBeCloseTo(0.5, 12);
    // The side behind in points is credited the same way, and the interval moves with the rate.
    const behind = atEqualPoints(played(41, 100), 100, -edge, 7);
    expect(behind.rate).toBeGreaterThan(0.41);
    expect(behind.low).toBeGreaterThan(wilson(41, 100).low);
    expect(behind.low).toBeLessThan(behind.rate);
    expect(behind.high).toBeGreaterThan(behind.rate);
  });

  it('says the same of a pairing from either side', () => {
    const edge = Math.log(205 / 198);
    const a = atEqualPoints(played(69, 100), 100, edge, 7.6);
    const b = atEqualPoints(played(31, 100), 100, -edge, 7.6);
    expect(a.rate + b.rate).toBeCloseTo(1, 12);
    expect(a.low + b.high).toBeCloseTo(1, 12);
  });

  it('keeps a clean sweep below 100%, half a game from it', () => {
    const sweep = atEqualPoints(played(40, 40), 40, 0, 7);
    expect(sweep.rate).toBeCloseTo(39.5 / 40, 12);
    expect(sweep.high).toBe(1);
  });
});

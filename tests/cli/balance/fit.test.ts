/**
 * The balance report's fitted costs (issue 18, deliverable 6): games drawn from known strengths give
 * those strengths back, and a class that wins more than its cost says is fitted a higher cost.
 */
import { describe, expect, it } from 'vitest';
import { fitPointCosts, type FitInput } from '../../../src/cli/balance/fit.js';

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

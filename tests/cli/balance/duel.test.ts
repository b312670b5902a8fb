/**
 * Fleets at equal points (issue 18, deliverable 6): the fewest whole ships, up to MOST a side (or
 * MOST_UNEVEN where no fleets that small come level), whose points come within EQUAL of each other;
 * where none do, the nearest. Each pair of games draws its
 * own deployment, so a run measures the ships rather than one starting geometry.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/assets/load-catalog.js';
import {
  EQUAL,
  MOST,
  MOST_UNEVEN,
  deployment,
  duelScenario,
  fleetCounts,
  pointsGap,
} from '../../../src/cli/balance/duel.js';
import { impulse } from '../../../src/engine/index.js';

describe('fleetCounts', () => {
  it.each([
    { a: 100, b: 100, fleets: [1, 1], why: 'equal costs: one ship each' },
    { a: 36, b: 42, fleets: [6, 5], why: '216 against 210; 5 against 4 is 7% apart' },
    { a: 50, b: 100, fleets: [2, 1], why: 'an exact ratio' },
    { a: 36, b: 335, fleets: [9, 1], why: 'nine escorts (324) come within 5% of a dreadnought; eight (288) do not' },
    { a: 244, b: 268, fleets: [8, 7], why: 'one each is 9% apart; 8 against 7 is the fewest within 5%' },
    {
      a: 41,
      b: 265,
      fleets: [13, 2],
      why: 'no fleets of up to ten come within 5% (6 against 1 is 7% apart): up to 13',
    },
    { a: 48, b: 265, fleets: [11, 2], why: '528 against 530; 6 against 1 is 8% apart' },
    { a: 10, b: 1000, fleets: [13, 1], why: 'no fleet of up to 13 comes within 5%: the nearest' },
  ])('$a against $b points: $fleets ($why)', ({ a, b, fleets }) => {
    const [n, m] = fleetCounts(a, b);
    expect([n, m]).toEqual(fleets);
  });

  it('fields more than MOST ships a side only where no fleets of up to MOST come within EQUAL, never more than MOST_UNEVEN, and always the fewest within EQUAL where any are', () => {
    const fewestWithin = (a: number, b: number, most: number) => {
      let fewest = Infinity;
      for (let x = 1; x <= most; x += 1)
        for (let y = 1; y <= most; y += 1) if (pointsGap(a, b, [x, y]) <= EQUAL) fewest = Math.min(fewest, x + y);
      return fewest;
    };
    let uneven = 0;
    for (let a = 30; a <= 340; a += 7)
      for (let b = 30; b <= 340; b += 11) {
        const [n, m] = fleetCounts(a, b);
        const small = fewestWithin(a, b, MOST);
        if (Number.isFinite(small)) {
          expect(Math.max(n, m), `${a} against ${b}`).toBeLessThanOrEqual(MOST);
          expect(n + m, `${a} against ${b}`).toBe(small);
        } else {
          uneven += 1;
          expect(Math.max(n, m), `${a} against ${b}`).toBeLessThanOrEqual(MOST_UNEVEN);
          const big = fewestWithin(a, b, MOST_UNEVEN);
          if (Number.isFinite(big)) expect(n + m, `${a} against ${b}`).toBe(big);
        }
        if (Number.isFinite(small) || Number.isFinite(fewestWithin(a, b, MOST_UNEVEN)))
          expect(pointsGap(a, b, [n, m]), `${a} against ${b}`).toBeLessThanOrEqual(EQUAL);
      }
    // The grid holds costs that need the bigger fleets, so the second branch is tested too.
    expect(uneven).toBeGreaterThan(0);
  });
});

describe('deployment', () => {
  const job = (game: number) => ({ a: 'kiri-frigate', b: 'lantern-escort', n: 6, m: 5, game });

  it('is the same for the same game, shared by games 2k and 2k + 1 (the sides swapped), and drawn anew for the next two', () => {
    expect(deployment(job(6))).toEqual(deployment(job(6)));
    expect(deployment(job(7))).toEqual(deployment(job(6)));
    const draws = Array.from({ length: 50 }, (_, k) => deployment(job(2 * k)));
    for (const d of draws) {
      expect(d.across).toBeGreaterThanOrEqual(-4);
      expect(d.across).toBeLessThanOrEqual(4);
      expect(d.apart).toBeGreaterThanOrEqual(7);
      expect(d.apart).toBeLessThanOrEqual(11);
    }
    // Both column parities and several distances: the geometry that took one pairing from 88% to 38%.
    expect(new Set(draws.map((d) => Math.abs(d.across) % 2)).size).toBe(2);
    expect(new Set(draws.map((d) => d.apart)).size).toBeGreaterThanOrEqual(4);
  });

  it('centres side one on one column and moves side two across and apart as drawn', async () => {
    const catalog = await loadCatalog();
    const kiri = catalog.classes.find((c) => c.id === 'kiri-frigate');
    const lantern = catalog.classes.find((c) => c.id === 'lantern-escort');
    if (!kiri || !lantern) throw new Error('no Kiri or Lantern in the catalogue');
    const scenario = impulse.ScenarioSchema.parse(duelScenario(kiri, 3, lantern, 2, { across: -3, apart: 8 }));
    const placed = (side: string) => scenario.ships.filter((s) => s.side === side).map((s) => [s.hex, s.facing]);
    expect(placed('one')).toEqual([
      ['3624', 'S'],
      ['3824', 'S'],
      ['4024', 'S'],
    ]);
    expect(placed('two')).toEqual([
      ['3432', 'N'],
      ['3632', 'N'],
    ]);
  });
});

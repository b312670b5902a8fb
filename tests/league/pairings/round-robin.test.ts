/** Round-robin schedules (issue 17): the circle method for every field size from 2 to 17. */
import { describe, expect, test } from 'vitest';
import { roundRobin } from '../../../src/league/pairings/round-robin.js';

const idsOf = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const key = (x: string, y: string) => (x < y ? `${x}|${y}` : `${y}|${x}`);

describe('roundRobin', () => {
  test.each(Array.from({ length: 16 }, (_, i) => i + 2))('%i players: every pair meets exactly once', (n) => {
    const ids = idsOf(n);
    const rounds = roundRobin(ids);
    expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
    const met = new Map<string, number>();
    const byes = new Map<string, number>();
    for (const round of rounds) {
      // Everyone plays at most once a round, and, with the bye, everyone is in the round.
      const seen = round.flatMap((g) => (g.b === null ? [g.a] : [g.a, g.b]));
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort()).toEqual([...ids].sort());
      const roundByes = round.filter((g) => g.b === null);
      expect(roundByes).toHaveLength(n % 2);
      expect(round.at(-1)?.b === null).toBe(n % 2 === 1);
      for (const g of round) {
        if (g.b === null) byes.set(g.a, (byes.get(g.a) ?? 0) + 1);
        else {
          expect(ids.indexOf(g.a)).toBeLessThan(ids.indexOf(g.b));
          met.set(key(g.a, g.b), (met.get(key(g.a, g.b)) ?? 0) + 1);
        }
      }
    }
    expect(met.size).toBe((n * (n - 1)) / 2);
    expect([...met.values()].every((count) => count === 1)).toBe(true);
    // Odd: exactly one bye each over the schedule; even: none.
    expect(byes.size).toBe(n % 2 === 1 ? n : 0);
    expect([...byes.values()].every((count) => count === 1)).toBe(true);
  });

  test('4 players: the circle method by hand (p1 stays, the others turn)', () => {
    expect(roundRobin(['p1', 'p2', 'p3', 'p4'])).toEqual([
      [
        { a: 'p1', b: 'p4' },
        { a: 'p2', b: 'p3' },
      ],
      [
        { a: 'p1', b: 'p2' },
        { a: 'p3', b: 'p4' },
      ],
      [
        { a: 'p1', b: 'p3' },
        { a: 'p2', b: 'p4' },
      ],
    ]);
  });

  test('3 players: three rounds, one bye each, the bye last in its round', () => {
    expect(roundRobin(['x', 'y', 'z'])).toEqual([
      [
        { a: 'x', b: 'y' },
        { a: 'z', b: null },
      ],
      [
        { a: 'y', b: 'z' },
        { a: 'x', b: null },
      ],
      [
        { a: 'x', b: 'z' },
        { a: 'y', b: null },
      ],
    ]);
  });

  test('the same players give the same schedule; fewer than two players give no games', () => {
    expect(roundRobin(idsOf(9))).toEqual(roundRobin(idsOf(9)));
    expect(roundRobin([])).toEqual([]);
    expect(roundRobin(['solo'])).toEqual([[{ a: 'solo', b: null }]]);
  });

  test('refuses a player listed twice', () => {
    expect(() => roundRobin(['p1', 'p2', 'p1'])).toThrow(RangeError);
  });
});

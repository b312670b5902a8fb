/** The league core played together: an 8-player, 3-round Swiss season (tests/fixtures/league-season.ts). */
import { describe, expect, test } from 'vitest';
import { playSeason } from '../fixtures/league-season.js';

describe('an 8-player Swiss season through pairings, standings and ratings', () => {
  const season = playSeason();

  test('three rounds of four games, nobody meeting anyone twice, no bye with an even count', () => {
    expect(season.pairings.map((r) => r.length)).toEqual([4, 4, 4]);
    const met = season.pairings.flat().map(({ a, b }) => [a, b].sort().join('-'));
    expect(new Set(met).size).toBe(met.length);
    expect(season.pairings.flat().some((p) => p.b === null)).toBe(false);
  });

  test('the unbeaten player tops the table, with a rating above everyone else who won twice', () => {
    const [first] = season.table;
    expect(first).toMatchObject({ wins: 3, losses: 0, rank: 1 });
    const top = season.ratings[first?.player ?? '']?.rating ?? 0;
    for (const r of season.table.filter((x) => x.wins === 2))
      expect(season.ratings[r.player]?.rating ?? Infinity).toBeLessThan(top);
  });

  test('every game counted once per player: 12 games, 24 results', () => {
    const results = season.table.reduce((n, r) => n + r.wins + r.draws + r.losses, 0);
    expect(season.games).toHaveLength(12);
    expect(results).toBe(24);
  });
});

/** Standings and scoring presets (issue 17, deliverable 4), checked against computations by hand. */
import { describe, expect, test } from 'vitest';
import { type LeagueGame, PRESETS, pointsFor } from '../../src/league/scoring.js';
import { standings } from '../../src/league/standings.js';

const game = (round: number, a: string, b: string | null, winner: string | null, lostA = 0, lostB = 0): LeagueGame => ({
  round,
  a,
  b,
  winner,
  lostA,
  lostB,
  ending: 'played',
});

// Round 1: A beats B (A lost 20, B 100), C beats D (50, 60). Round 2: A beats C (0, 100), B beats D (30, 100).
const TWO_ROUNDS = [
  game(1, 'A', 'B', 'A', 20, 100),
  game(1, 'C', 'D', 'C', 50, 60),
  game(2, 'A', 'C', 'A', 0, 100),
  game(2, 'B', 'D', 'B', 30, 100),
];
const PLAYERS = ['A', 'B', 'C', 'D'];

describe('the X-Wing preset: win 1, then margin of victory, then strength of schedule', () => {
  const table = standings({ players: PLAYERS, games: TWO_ROUNDS, preset: PRESETS.xwing, pointsLimit: 100 });

  test('scores and records by hand: A 2-0, B and C 1-1, D 0-2', () => {
    expect(table.map((r) => [r.player, r.score, r.wins, r.losses])).toEqual([
      ['A', 2, 2, 0],
      ['B', 1, 1, 1],
      ['C', 1, 1, 1],
      ['D', 0, 0, 2],
    ]);
  });

  test('margins by hand: A 80+100, B -80+70, C 10-100, D -10-70; B ahead of C on margin', () => {
    expect(Object.fromEntries(table.map((r) => [r.player, r.mov]))).toEqual({ A: 180, B: -10, C: -90, D: -80 });
    expect(table.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
  });

  test('strength of schedule: the average score of the opponents met (all 1 here)', () => {
    expect(table.map((r) => r.sos)).toEqual([1, 1, 1, 1]);
  });
});

describe('the classic preset: 3/1/0, then SoS, extended SoS, head-to-head', () => {
  test('points 3 for a win, 1 for a draw, 0 for a loss; SoS and ESoS by hand', () => {
    const games = [...TWO_ROUNDS.slice(0, 3), game(2, 'B', 'D', null, 50, 50)];
    const table = standings({ players: PLAYERS, games, preset: PRESETS.classic, pointsLimit: 100 });
    const row = (p: string) => table.find((r) => r.player === p);
    expect([row('A')?.score, row('B')?.score, row('C')?.score, row('D')?.score]).toEqual([6, 1, 3, 1]);
    // A met B (1) and C (3): 2. B met A (6) and D (1): 3.5. C met D (1) and A (6): 3.5. D met C and B: 2.
    expect([row('A')?.sos, row('B')?.sos, row('C')?.sos, row('D')?.sos]).toEqual([2, 3.5, 3.5, 2]);
    // ESoS of A: the average SoS of B and C = 3.5; of D: of C and B = 3.5; of B: of A and D = 2.
    expect([row('A')?.esos, row('B')?.esos, row('D')?.esos]).toEqual([3.5, 2, 3.5]);
    // B and D both 1 point: B's SoS 3.5 beats D's 2.
    expect(table.map((r) => r.player)).toEqual(['A', 'C', 'B', 'D']);
  });

  test('head-to-head puts the winner of the game between two tied players first', () => {
    const games = [game(1, 'B', 'C', 'C', 40, 10), game(1, 'A', 'D', 'A')];
    const h2hOnly = standings({
      players: ['B', 'C'],
      games: games.slice(0, 1).concat([game(2, 'B', null, null)]),
      preset: PRESETS.classic,
      pointsLimit: 100,
      tieBreakers: ['h2h'],
    });
    // B has a bye (3 points) and a loss, C a win: 3 each; C beat B, so C first although "B" < "C".
    expect(h2hOnly.map((r) => [r.player, r.score])).toEqual([
      ['C', 3],
      ['B', 3],
    ]);
  });
});

describe('the Armada preset: tournament points by margin bands, scaled to the points limit', () => {
  test.each([
    [0, 6, 5],
    [59, 6, 5],
    [60, 7, 4],
    [140, 8, 3],
    [220, 9, 2],
    [300, 10, 1],
    [400, 10, 1],
  ])('a win by %i of 400 points gives %i to the winner and %i to the loser', (margin, winner, loser) => {
    const g = game(1, 'A', 'B', 'A', 0, margin);
    expect([pointsFor(g, 'A', PRESETS.armada, 400), pointsFor(g, 'B', PRESETS.armada, 400)]).toEqual([winner, loser]);
  });

  test('the bands scale with the league: a 70-point margin of a 200-point game is 140 of 400: the third band (8-3)', () => {
    const g = game(1, 'A', 'B', 'A', 0, 70);
    expect(pointsFor(g, 'A', PRESETS.armada, 200)).toBe(8);
  });

  test('a bye is an 8-point win by the middle band (140 of 400)', () => {
    const table = standings({
      players: ['A'],
      games: [game(1, 'A', null, null)],
      preset: PRESETS.armada,
      pointsLimit: 400,
    });
    expect(table[0]).toMatchObject({ score: 8, mov: 140, byes: 1, wins: 0 });
  });
});

describe('what the organiser does to the table', () => {
  test('a penalty lowers the score before ranking; a dropped player stays, marked', () => {
    const table = standings({
      players: PLAYERS,
      games: TWO_ROUNDS,
      preset: PRESETS.xwing,
      pointsLimit: 100,
      adjustments: [{ player: 'A', points: -2 }],
      dropped: ['D'],
    });
    expect(table.map((r) => [r.player, r.score])).toEqual([
      ['B', 1],
      ['C', 1],
      ['A', 0],
      ['D', 0],
    ]);
    expect(table.find((r) => r.player === 'D')?.dropped).toBe(true);
  });

  test('the same games in another order give the same table', () => {
    const one = standings({ players: PLAYERS, games: TWO_ROUNDS, preset: PRESETS.classic, pointsLimit: 100 });
    const other = standings({
      players: [...PLAYERS].reverse(),
      games: [...TWO_ROUNDS].reverse(),
      preset: PRESETS.classic,
      pointsLimit: 100,
    });
    expect(other).toEqual(one);
  });
});

/**
 * Victory and objective points in leagues (issue 42, deliverable 6): a game whose ruleset scores
 * points (an outcome's `score`) records them with its result, the standings sum them as the `vp`
 * tie-breaker, and games won by attrition alone (today's rulesets) record and rank as before.
 */
import { describe, expect, test } from 'vitest';
import { GameResultSchema, LEAGUE_RECORD, LeagueSchema } from '../../src/league/league.js';
import { type LeagueGame, PRESETS, scoredBy } from '../../src/league/scoring.js';
import { standings } from '../../src/league/standings.js';
import { countedResult, createLeague, join, leagueStandings, recordResult, start } from '../../src/league/season.js';
import { LEAGUE_SETTINGS, value } from '../fixtures/league-settings.js';

const game = (a: string, b: string | null, winner: string | null, score?: [number, number]): LeagueGame => ({
  round: 1,
  a,
  b,
  winner,
  lostA: 0,
  lostB: 0,
  ending: 'played',
  ...(score && { scoreA: score[0], scoreB: score[1] }),
});

const running = (tieBreakers: ('mov' | 'sos' | 'esos' | 'h2h' | 'vp')[] = ['vp', 'mov']) =>
  value(
    start(['p1', 'p2', 'p3', 'p4'].reduce((l, p) => value(join(l, p)), createLeague(LEAGUE_SETTINGS, tieBreakers))),
  );

describe('a result records the points scored', () => {
  test('oriented to the match: the points of a and of b, and what they are called', () => {
    const league = running();
    const recorded = value(
      recordResult(league, 1, 'p2', 'p1', {
        winner: 'p1',
        lost: { p1: 10, p2: 90 },
        ending: 'played',
        score: { kind: 'victory', points: { p1: 72, p2: 55 } },
      }),
    );
    const match = recorded.schedule[0]?.matches.find((m) => m.a === 'p1');
    expect(match?.result).toEqual({
      winner: 'p1',
      lostA: 10,
      lostB: 90,
      ending: 'played',
      scoreA: 72,
      scoreB: 55,
      scoreKind: 'victory',
    });
  });

  test('a game won by attrition alone records no score, as before', () => {
    const recorded = value(
      recordResult(running(), 1, 'p1', 'p2', { winner: 'p1', lost: { p1: 0, p2: 50 }, ending: 'played' }),
    );
    expect(recorded.schedule[0]?.matches[0]?.result).toEqual({ winner: 'p1', lostA: 0, lostB: 50, ending: 'played' });
  });

  test('a concession counted with full margin keeps the points scored', () => {
    const score = { kind: 'objective' as const, points: { p1: 6, p2: 2 } };
    const counted = countedResult(running(), 'p1', 'p2', {
      winner: 'p1',
      lost: { p1: 0, p2: 30 },
      ending: 'concession',
      score,
    });
    expect(counted.score).toEqual(score);
    expect(counted.lost['p2']).toBe(LEAGUE_SETTINGS.pointsLimit);
  });

  test('stored results without a score (every record before issue 42) still read; the vp tie-breaker is stored', () => {
    expect(GameResultSchema.safeParse({ winner: 'p1', lostA: 0, lostB: 5, ending: 'played' }).success).toBe(true);
    const scored = { winner: null, lostA: 3, lostB: 3, ending: 'played', scoreA: 4, scoreB: 4, scoreKind: 'objective' };
    expect(GameResultSchema.parse(scored)).toEqual(scored);
    expect(GameResultSchema.safeParse({ ...scored, scoreKind: 'glory' }).success).toBe(false);
    expect(LeagueSchema.parse(running()).tieBreakers).toEqual(['vp', 'mov']);
    expect(LEAGUE_RECORD.version).toBe(1);
  });
});

describe('the vp tie-breaker', () => {
  test.each([
    ['a scored game, for a', game('A', 'B', 'A', [80, 45]), 'A', 80],
    ['a scored game, for b', game('A', 'B', 'A', [80, 45]), 'B', 45],
    ['a game without a score', game('A', 'B', 'A'), 'A', 0],
    ['a bye', game('A', null, null), 'A', 0],
  ])('%s: %i', (_, g, player, points) => {
    expect(scoredBy(g, player)).toBe(points);
  });

  test('players level on score are ranked by the points they scored (by hand: C 70+0, B 40+20)', () => {
    const games = [
      game('A', 'B', 'A', [60, 40]),
      game('C', 'D', 'C', [70, 10]),
      game('B', 'D', 'B', [20, 15]),
      game('A', 'C', 'C'),
    ];
    const table = standings({
      players: ['A', 'B', 'C', 'D'],
      games,
      preset: PRESETS.xwing,
      pointsLimit: 100,
      tieBreakers: ['vp'],
    });
    expect(table.map((r) => [r.player, r.score, r.vp])).toEqual([
      ['C', 2, 70],
      ['A', 1, 60],
      ['B', 1, 60],
      ['D', 0, 25],
    ]);
    // A and B are level on vp too: their ids order them.
    const byVpThenH2h = standings({
      players: ['A', 'B', 'C', 'D'],
      games,
      preset: PRESETS.xwing,
      pointsLimit: 100,
      tieBreakers: ['vp', 'h2h'],
    });
    expect(byVpThenH2h.map((r) => r.player)).toEqual(['C', 'A', 'B', 'D']);
  });

  test("a league's standings read the recorded scores", () => {
    let league = running(['vp']);
    league = value(
      recordResult(league, 1, 'p1', 'p2', {
        winner: 'p2',
        lost: {},
        ending: 'played',
        score: { kind: 'victory', points: { p1: 50, p2: 51 } },
      }),
    );
    league = value(
      recordResult(league, 1, 'p3', 'p4', {
        winner: 'p3',
        lost: {},
        ending: 'played',
        score: { kind: 'victory', points: { p3: 90, p4: 10 } },
      }),
    );
    expect(leagueStandings(league).map((r) => [r.player, r.vp])).toEqual([
      ['p3', 90],
      ['p2', 51],
      ['p1', 50],
      ['p4', 10],
    ]);
  });
});

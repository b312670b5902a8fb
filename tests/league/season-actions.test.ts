/**
 * A league's season as transitions (issue 17): sign-up, pairing each round once, results from games,
 * reports confirmed by the opponent, a drop, a timeout and a concession, the close, and the stored
 * record read back through its schema.
 */
import { describe, expect, test } from 'vitest';
import { LEAGUE_RECORD } from '../../src/league/league.js';
import { RecordError, readRecord } from '../../src/store/index.js';
import type { League } from '../../src/league/league.js';
import {
  adjust,
  challenge,
  closeRound,
  confirmReport,
  createLeague,
  drop,
  join,
  leagueStandings,
  pairNextRound,
  recordChallenge,
  recordResult,
  reportResult,
  start,
  substitute,
} from '../../src/league/season.js';
import { LEAGUE_SETTINGS, value } from '../fixtures/league-settings.js';

const SETTINGS = LEAGUE_SETTINGS;
const EIGHT = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'];

function signedUp(players = EIGHT, settings: Partial<typeof SETTINGS> = {}): League {
  return players.reduce((l, p) => value(join(l, p)), createLeague({ ...SETTINGS, ...settings }));
}

/** Plays every open game of the last round: the better-seeded player (lower number) wins by 100. */
function playRound(league: League, ending: 'played' | 'timeout' | 'concession' = 'played'): League {
  const round = league.schedule[league.schedule.length - 1]!;
  return round.matches.reduce((l, m) => {
    if (m.b === null || m.result) return l;
    const winner = Number(m.a.slice(1)) < Number(m.b.slice(1)) ? m.a : m.b;
    const loser = winner === m.a ? m.b : m.a;
    return value(recordResult(l, round.number, m.a, m.b, { winner, lost: { [winner]: 20, [loser]: 120 }, ending }));
  }, league);
}

describe('sign-up and start', () => {
  test('a player joins once; nobody joins a running league; two players are needed', () => {
    const league = signedUp(['p1']);
    expect(join(league, 'p1')).toEqual({ ok: false, problem: 'alreadyJoined' });
    expect(start(league)).toEqual({ ok: false, problem: 'tooFewPlayers' });
    const running = value(start(value(join(league, 'p2'))));
    expect(join(running, 'p3')).toEqual({ ok: false, problem: 'notInSignup' });
  });

  test('Swiss round 1 pairs neighbours in sign-up order; round 2 is not paired while round 1 is open', () => {
    const league = value(start(signedUp()));
    expect(league.schedule[0]?.matches.map((m) => [m.a, m.b])).toEqual([
      ['p1', 'p2'],
      ['p3', 'p4'],
      ['p5', 'p6'],
      ['p7', 'p8'],
    ]);
    // A crash between pairing and creating the threads: asked again, the round is not paired twice.
    expect(pairNextRound(league)).toEqual({ ok: false, problem: 'roundOpen' });
    expect(league.schedule).toHaveLength(1);
  });

  test('round-robin lays out every round at the start: 5 players, 5 rounds, one bye each', () => {
    const league = value(start(signedUp(['p1', 'p2', 'p3', 'p4', 'p5'], { format: 'roundRobin' } as never)));
    expect(league.rounds).toBe(5);
    const byes = league.schedule.flatMap((r) => r.matches.filter((m) => m.b === null).map((m) => m.a));
    expect([...byes].sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
  });
});

describe('a season with a timeout, a concession, a drop and a reported result', () => {
  let league = value(start(signedUp()));
  league = value(closeRound(playRound(league, 'timeout'), 1));

  test('results are kept oriented to the match, with how each game ended', () => {
    expect(league.schedule[0]?.matches[0]?.result).toEqual({ winner: 'p1', lostA: 20, lostB: 120, ending: 'timeout' });
    // A closed round takes no more results, not even for a game already decided.
    expect(recordResult(league, 1, 'p1', 'p2', { winner: 'p2', lost: {}, ending: 'played' })).toEqual({
      ok: false,
      problem: 'roundClosed',
    });
  });

  test('round 2: winners meet winners, no rematch', () => {
    league = value(pairNextRound(league));
    const pairs = league.schedule[1]!.matches.map((m) => [m.a, m.b]);
    expect(pairs).toEqual([
      ['p1', 'p3'],
      ['p5', 'p7'],
      ['p2', 'p4'],
      ['p6', 'p8'],
    ]);
  });

  test('a report waits for the opponent: the reporter cannot confirm it, the opponent can', () => {
    league = value(reportResult(league, 2, 'p3', 'p1', { winner: 'p3', lost: { p1: 200, p3: 0 } }));
    expect(confirmReport(league, 2, 'p3', 'p3')).toEqual({ ok: false, problem: 'noSuchMatch' });
    expect(confirmReport(league, 2, 'p3', 'p1')).toEqual({ ok: false, problem: 'notYourReport' });
    league = value(confirmReport(league, 2, 'p1', 'p3'));
    expect(league.schedule[1]?.matches[0]?.result).toEqual({ winner: 'p3', lostA: 200, lostB: 0, ending: 'reported' });
  });

  test('a drop forfeits the open game to the opponent; a concession is a result like any other', () => {
    league = value(drop(league, 'p8'));
    expect(league.schedule[1]?.matches[3]?.result).toEqual({ winner: 'p6', lostA: 0, lostB: 0, ending: 'forfeit' });
    league = value(closeRound(playRound(league, 'concession'), 2));
    expect(league.schedule[1]?.matches[1]?.result?.ending).toBe('concession');
  });

  test('round 3 without the dropped player: seven play, the bye to the lowest-ranked without one', () => {
    league = value(pairNextRound(league));
    const round = league.schedule[2]!;
    const byes = round.matches.filter((m) => m.b === null).map((m) => m.a);
    const table = leagueStandings(league).filter((r) => !r.dropped);
    expect(byes).toEqual([table[table.length - 1]?.player]);
    expect(round.matches.flatMap((m) => [m.a, m.b])).not.toContain('p8');
    const met = league.schedule.flatMap((r) =>
      r.matches.filter((m) => m.b !== null).map((m) => [m.a, m.b].sort().join('-')),
    );
    expect(new Set(met).size).toBe(met.length);
  });

  test('the last close ends the season; the standings count each win once, the dropped player marked', () => {
    league = value(closeRound(playRound(league), 3));
    expect(league.status).toBe('finished');
    expect(pairNextRound(league)).toEqual({ ok: false, problem: 'notRunning' });
    const table = leagueStandings(league);
    const wins = league.schedule.flatMap((r) =>
      r.matches.filter((m) => m.b !== null && m.result?.winner).map((m) => m.result?.winner),
    );
    for (const row of table) expect(row.wins, row.player).toBe(wins.filter((w) => w === row.player).length);
    expect(table.find((r) => r.player === 'p8')?.dropped).toBe(true);
  });

  test('the stored record reads back through its schema; a newer schema is refused with the reason', () => {
    const stored = JSON.parse(JSON.stringify(league));
    expect(readRecord(LEAGUE_RECORD, 'league:l1', stored)).toEqual(league);
    expect(() => readRecord(LEAGUE_RECORD, 'league:l1', { ...stored, schemaVersion: 9 })).toThrow(/newer/);
    expect(() => readRecord(LEAGUE_RECORD, 'league:l1', { ...stored, players: 'nobody' })).toThrow(RecordError);
  });
});

describe('the organiser', () => {
  test('a penalty lowers the standing; closing with a game unplayed scores it for neither', () => {
    let league = value(start(signedUp(['p1', 'p2', 'p3', 'p4'])));
    league = value(adjust(league, 'p3', -1, 'late list'));
    league = value(closeRound(league, 1));
    expect(league.schedule[0]?.matches.every((m) => m.result?.ending === 'unplayed')).toBe(true);
    const table = leagueStandings(league);
    expect(table.find((r) => r.player === 'p3')).toMatchObject({ score: -1, wins: 0, losses: 0 });
    expect(table[table.length - 1]?.player).toBe('p3');
  });

  test('a substitute takes the place in open matches; results already in stay with the original', () => {
    let league = value(start(signedUp(['p1', 'p2', 'p3', 'p4'])));
    league = value(recordResult(league, 1, 'p1', 'p2', { winner: 'p1', lost: { p1: 0, p2: 50 }, ending: 'played' }));
    league = value(substitute(league, 'p4', 'p9'));
    expect(league.schedule[0]?.matches.map((m) => [m.a, m.b])).toEqual([
      ['p1', 'p2'],
      ['p3', 'p9'],
    ]);
    expect(substitute(league, 'p1', 'p2')).toEqual({ ok: false, problem: 'alreadyJoined' });
  });

  test('a ladder: challenges upward within reach move the ladder when won', () => {
    let league = value(start(signedUp(['p1', 'p2', 'p3', 'p4', 'p5'], { format: 'ladder' } as never)));
    expect(challenge(league, 'p5', 'p1')).toEqual({ ok: false, problem: 'cannotChallenge' });
    league = value(challenge(league, 'p4', 'p2'));
    league = value(recordChallenge(league, 'p4', 'p2', { winner: 'p4', lost: { p2: 100, p4: 30 }, ending: 'played' }));
    expect(league.ladder).toEqual(['p1', 'p4', 'p2', 'p3', 'p5']);
  });
});

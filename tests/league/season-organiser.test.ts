/**
 * The organiser's side of a league season (issue 17): divisions made at the start (in sign-up order
 * or by the UTC offset of each player's time zone at the start's instant), pairings that never cross
 * a division, a concession's or a timeout's margin by the league's policy, an awarded bye, a round's
 * deadline, a Swiss round paired again, and the names players and substitutes carry.
 */
import { describe, expect, test } from 'vitest';
import type { GameResult, League } from '../../src/league/league.js';
import {
  adjust,
  assignDivisions,
  closeRound,
  countedResult,
  createLeague,
  drop,
  join,
  leagueStandings,
  pairNextRound,
  recordResult,
  reportResult,
  repairRound,
  awardBye,
  setDeadline,
  start,
  substitute,
} from '../../src/league/season.js';
import { LEAGUE_SETTINGS, value } from '../fixtures/league-settings.js';

const SETTINGS = { ...LEAGUE_SETTINGS, name: 'Autumn League' };
type Settings = typeof SETTINGS;

/** Players p1..pn, in sign-up order. */
const players = (n: number): string[] => Array.from({ length: n }, (_, i) => `p${i + 1}`);

function signedUp(ids: readonly string[], settings: Partial<Settings> = {}): League {
  return ids.reduce((l, p) => value(join(l, p)), createLeague({ ...SETTINGS, ...settings }));
}

/** Players p1..pn signed up with the given time zones (in that order). */
function zoned(zones: readonly (string | null)[], settings: Partial<Settings> = {}): League {
  return zones.reduce(
    (l, zone, i) => value(join(l, `p${i + 1}`, zone)),
    createLeague({ ...SETTINGS, groupByZone: true, ...settings }),
  );
}

/** Each player's division, in sign-up order. */
const divisionsOf = (league: League): number[] => league.players.map((p) => p.division);
const divisionOf = (league: League, id: string | null): number | undefined =>
  league.players.find((p) => p.id === id)?.division;
/** How many players each division holds (division 0 first). */
function sizes(league: League): number[] {
  const out: number[] = [];
  for (const p of league.players) out[p.division] = (out[p.division] ?? 0) + 1;
  return Array.from(out, (n) => n ?? 0);
}

/** Plays every open game of the last round: the better-seeded player (lower number) wins by 100. */
function playRound(league: League): League {
  const round = league.schedule[league.schedule.length - 1]!;
  return round.matches.reduce((l, m) => {
    if (m.b === null || m.result) return l;
    const winner = Number(m.a.slice(1)) < Number(m.b.slice(1)) ? m.a : m.b;
    const loser = winner === m.a ? m.b : m.a;
    return value(
      recordResult(l, round.number, m.a, m.b, { winner, lost: { [winner]: 20, [loser]: 120 }, ending: 'played' }),
    );
  }, league);
}

const pairsOf = (league: League, round: number): [string, string | null][] =>
  (league.schedule.find((r) => r.number === round)?.matches ?? []).map((m) => [m.a, m.b]);
const key = (a: string, b: string): string => [a, b].sort().join('-');

/**
 * What makes a Swiss round valid: every active player exactly once, no dropped player, at most one
 * bye per division (only for an odd division), both players of a game in the same division, and no
 * game repeating one of an earlier round.
 */
function expectValidSwissRound(league: League, round: number): void {
  const r = league.schedule.find((x) => x.number === round)!;
  const seated = r.matches.flatMap((m) => (m.b === null ? [m.a] : [m.a, m.b]));
  const active = league.players.filter((p) => !p.dropped).map((p) => p.id);
  expect([...seated].sort()).toEqual([...active].sort());
  for (const m of r.matches)
    if (m.b !== null) expect(divisionOf(league, m.b), key(m.a, m.b)).toBe(divisionOf(league, m.a));
  const byes = r.matches.filter((m) => m.b === null).map((m) => divisionOf(league, m.a));
  expect(new Set(byes).size).toBe(byes.length);
  const earlier = new Set(
    league.schedule
      .filter((x) => x.number < round)
      .flatMap((x) => x.matches.flatMap((m) => (m.b === null ? [] : [key(m.a, m.b)]))),
  );
  for (const m of r.matches) if (m.b !== null) expect(earlier.has(key(m.a, m.b)), key(m.a, m.b)).toBe(false);
}

const JANUARY = Date.UTC(2025, 0, 15, 12);
const JULY = Date.UTC(2025, 6, 15, 12);

describe('divisions: contiguous groups of near-equal size', () => {
  test.each([
    // [players, divisions asked, sizes]
    [8, 2, [4, 4]],
    [9, 2, [5, 4]],
    [10, 3, [4, 3, 3]],
    [7, 3, [3, 2, 2]],
    [11, 4, [3, 3, 3, 2]],
    [16, 8, [2, 2, 2, 2, 2, 2, 2, 2]],
    // Never more divisions than players/2: no division of one player.
    [5, 8, [3, 2]],
    [7, 8, [3, 2, 2]],
    [3, 2, [3]],
    [2, 8, [2]],
    [6, 1, [6]],
  ])('%i players, %i divisions asked: sizes %j', (n, asked, expected) => {
    const league = assignDivisions(signedUp(players(n), { divisions: asked }), JANUARY);
    expect(sizes(league)).toEqual(expected);
    expect(Math.max(...sizes(league)) - Math.min(...sizes(league))).toBeLessThanOrEqual(1);
    // Contiguous in sign-up order (the league does not group by zone): divisions never go down.
    const order = divisionsOf(league);
    expect(order).toEqual([...order].sort((x, y) => x - y));
  });

  test('start(league, when) makes the divisions: 9 players in 2, sign-up order, round 1 inside each', () => {
    const league = value(start(signedUp(players(9), { divisions: 2 }), JANUARY));
    expect(divisionsOf(league)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1]);
    expect(pairsOf(league, 1)).toEqual([
      ['p1', 'p2'],
      ['p3', 'p4'],
      ['p5', null],
      ['p6', 'p7'],
      ['p8', 'p9'],
    ]);
  });
});

describe('divisions grouped by time zone: the UTC offset at the start', () => {
  test('six players from Los Angeles to Tokyo, signed up out of order, grouped west to east', () => {
    const zones = [
      'Asia/Tokyo',
      'Europe/Lisbon',
      'America/Los_Angeles',
      'Asia/Shanghai',
      'Europe/Berlin',
      'America/New_York',
    ];
    const byZone = value(start(zoned(zones, { divisions: 3 }), JANUARY));
    // p3 LA -8, p6 NY -5 | p2 Lisbon 0, p5 Berlin +1 | p4 Shanghai +8, p1 Tokyo +9.
    expect(divisionsOf(byZone)).toEqual([2, 1, 0, 2, 1, 0]);
    expect(pairsOf(byZone, 1)).toEqual([
      ['p3', 'p6'],
      ['p2', 'p5'],
      ['p1', 'p4'],
    ]);
    // Without groupByZone the same players split in sign-up order.
    const bySignUp = value(start(zoned(zones, { divisions: 3, groupByZone: false }), JANUARY));
    expect(divisionsOf(bySignUp)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  test('a player without a time zone counts as UTC: between New York and Lagos', () => {
    const zones = ['Asia/Tokyo', 'Africa/Lagos', null, 'America/New_York', 'Asia/Shanghai', 'America/Los_Angeles'];
    const league = assignDivisions(zoned(zones, { divisions: 3 }), JANUARY);
    // p6 LA -8, p4 NY -5 | p3 (none) 0, p2 Lagos +1 | p5 Shanghai +8, p1 Tokyo +9.
    expect(divisionsOf(league)).toEqual([2, 1, 1, 0, 2, 0]);
  });

  test('offsets in minutes: Kolkata +5:30, Kathmandu +5:45, Dhaka +6 are three divisions', () => {
    const zones = ['Asia/Dhaka', 'Asia/Kathmandu', 'Asia/Kolkata', 'Asia/Dhaka', 'Asia/Kathmandu', 'Asia/Kolkata'];
    const league = assignDivisions(zoned(zones, { divisions: 3 }), JANUARY);
    expect(divisionsOf(league)).toEqual([2, 1, 0, 2, 1, 0]);
  });

  // Daylight saving: the offsets are those at `when`. Equal offsets keep the sign-up order.
  test.each([
    // Halifax -4 / Santiago -3 in January; Halifax -3 / Santiago -4 in July: the order flips.
    ['Santiago and Halifax, January', ['America/Santiago', 'America/Halifax'], JANUARY, [1, 0, 1, 0]],
    ['Santiago and Halifax, July', ['America/Santiago', 'America/Halifax'], JULY, [0, 1, 0, 1]],
    // London 0 / Lagos +1 in January; both +1 in July, so sign-up order decides.
    ['Lagos and London, January', ['Africa/Lagos', 'Europe/London'], JANUARY, [1, 0, 1, 0]],
    ['Lagos and London, July', ['Africa/Lagos', 'Europe/London'], JULY, [0, 0, 1, 1]],
    // Lisbon is on UTC in January (like a player without a zone), +1 in July.
    ['Lisbon and no zone, January', ['Europe/Lisbon', null], JANUARY, [0, 0, 1, 1]],
    ['Lisbon and no zone, July', ['Europe/Lisbon', null], JULY, [1, 0, 1, 0]],
    // Sydney +11 in January (its summer), +10 in July; Tokyo +9 all year.
    ['Sydney and Tokyo, January', ['Australia/Sydney', 'Asia/Tokyo'], JANUARY, [1, 0, 1, 0]],
  ] as const)('%s', (_, [x, y], when, expected) => {
    const league = zoned([x, y, x, y], { divisions: 2 });
    expect(divisionsOf(assignDivisions(league, when))).toEqual(expected);
    expect(divisionsOf(value(start(league, when)))).toEqual(expected);
  });

  test('a divisions count of 1 groups nobody, whatever the zones', () => {
    const league = value(start(zoned(['Asia/Tokyo', 'America/New_York', 'Europe/Berlin'], { divisions: 1 }), JULY));
    expect(divisionsOf(league)).toEqual([0, 0, 0]);
  });
});

describe('pairings never cross a division; the standings rank each on its own', () => {
  test('Swiss, 7 players in 2 divisions (4 and 3): three rounds, each valid inside its division', () => {
    let league = value(start(signedUp(players(7), { divisions: 2 }), JANUARY));
    expect(divisionsOf(league)).toEqual([0, 0, 0, 0, 1, 1, 1]);
    for (let round = 1; round <= 3; round++) {
      expectValidSwissRound(league, round);
      // The odd division (p5..p7) has the round's only bye.
      const byes = league.schedule[round - 1]!.matches.filter((m) => m.b === null).map((m) => m.a);
      expect(byes).toHaveLength(1);
      expect(['p5', 'p6', 'p7']).toContain(byes[0]);
      league = value(closeRound(playRound(league), round));
      if (round < 3) league = value(pairNextRound(league));
    }
    // In three rounds of three players, each had exactly one bye.
    expect(league.players.filter((p) => p.hadBye).map((p) => p.id)).toEqual(['p5', 'p6', 'p7']);
    expect(league.status).toBe('finished');
  });

  test('Swiss round 2 pairs each division from its own standings', () => {
    let league = value(start(signedUp(players(8), { divisions: 2 }), JANUARY));
    league = value(pairNextRound(value(closeRound(playRound(league), 1))));
    // Winners meet winners inside each division: p1 and p3 won in division 0, p5 and p7 in division 1.
    expect(pairsOf(league, 2)).toEqual([
      ['p1', 'p3'],
      ['p2', 'p4'],
      ['p5', 'p7'],
      ['p6', 'p8'],
    ]);
  });

  test('round-robin, 9 players in 2 divisions (5 and 4): each pair of a division meets once, no other', () => {
    const league = value(start(signedUp(players(9), { format: 'roundRobin', divisions: 2 }), JANUARY));
    // The league has as many rounds as the larger division needs (5 players: 5 rounds).
    expect(league.rounds).toBe(5);
    expect(league.schedule).toHaveLength(5);
    const games = league.schedule.flatMap((r) => r.matches.filter((m) => m.b !== null));
    for (const m of games) expect(divisionOf(league, m.b), key(m.a, m.b!)).toBe(divisionOf(league, m.a));
    const met = games.map((m) => key(m.a, m.b!));
    expect(new Set(met).size).toBe(met.length);
    // 5 players: 10 games; 4 players: 6 games.
    expect(met).toHaveLength(16);
    const byes = league.schedule.flatMap((r) => r.matches.filter((m) => m.b === null).map((m) => m.a));
    expect([...byes].sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
  });

  test('leagueStandings(league, d) ranks only division d, from 1', () => {
    const league = value(closeRound(playRound(value(start(signedUp(players(8), { divisions: 2 }), JANUARY))), 1));
    const rows = (d: number) => leagueStandings(league, d).map((r) => [r.player, r.rank, r.wins, r.losses]);
    expect(rows(0)).toEqual([
      ['p1', 1, 1, 0],
      ['p3', 2, 1, 0],
      ['p2', 3, 0, 1],
      ['p4', 4, 0, 1],
    ]);
    expect(rows(1)).toEqual([
      ['p5', 1, 1, 0],
      ['p7', 2, 1, 0],
      ['p6', 3, 0, 1],
      ['p8', 4, 0, 1],
    ]);
    expect(leagueStandings(league)).toHaveLength(8);
  });
});

describe('countedResult: a concession or a timeout by the league margin policy', () => {
  const full = createLeague({ ...SETTINGS, forfeitMargin: 'full' });
  const asPlayed = createLeague({ ...SETTINGS, forfeitMargin: 'asPlayed' });
  type Outcome = { winner: string | null; lost: Record<string, number>; ending: GameResult['ending'] };
  test.each<[string, League, Outcome, Record<string, number>]>([
    // 'full': the loser's whole list (the points limit, 200) counts as lost; the winner's losses stay.
    ['full: a concession by b', full, { winner: 'a', lost: { a: 10, b: 50 }, ending: 'concession' }, { a: 10, b: 200 }],
    ['full: a timeout loss of a', full, { winner: 'b', lost: { a: 30, b: 0 }, ending: 'timeout' }, { a: 200, b: 0 }],
    ['full: a loser with no loss listed', full, { winner: 'a', lost: {}, ending: 'concession' }, { b: 200 }],
    // A real loss above the limit is kept.
    [
      'full: a larger real loss stays',
      full,
      { winner: 'a', lost: { a: 5, b: 260 }, ending: 'timeout' },
      { a: 5, b: 260 },
    ],
    [
      'full: a loss of exactly the limit',
      full,
      { winner: 'b', lost: { a: 200, b: 40 }, ending: 'concession' },
      { a: 200, b: 40 },
    ],
    // Anything else is counted as played.
    ['full: a played game', full, { winner: 'a', lost: { a: 10, b: 50 }, ending: 'played' }, { a: 10, b: 50 }],
    ['full: a reported game', full, { winner: 'b', lost: { a: 70, b: 0 }, ending: 'reported' }, { a: 70, b: 0 }],
    ['full: a drop forfeit', full, { winner: 'a', lost: { a: 0, b: 0 }, ending: 'forfeit' }, { a: 0, b: 0 }],
    [
      'full: a draw by concession',
      full,
      { winner: null, lost: { a: 60, b: 60 }, ending: 'concession' },
      { a: 60, b: 60 },
    ],
    ['full: a draw by timeout', full, { winner: null, lost: { a: 10, b: 20 }, ending: 'timeout' }, { a: 10, b: 20 }],
    // 'asPlayed': nothing changes.
    [
      'asPlayed: a concession',
      asPlayed,
      { winner: 'a', lost: { a: 10, b: 50 }, ending: 'concession' },
      { a: 10, b: 50 },
    ],
    ['asPlayed: a timeout', asPlayed, { winner: 'b', lost: { a: 30, b: 0 }, ending: 'timeout' }, { a: 30, b: 0 }],
  ])('%s', (_, league, outcome, lost) => {
    const counted = countedResult(league, 'a', 'b', outcome);
    expect(counted).toEqual({ winner: outcome.winner, ending: outcome.ending, lost });
  });

  test("the counted loss reaches the standings' margin of victory", () => {
    const league = value(start(signedUp(['p1', 'p2'], { forfeitMargin: 'full' })));
    const counted = countedResult(league, 'p1', 'p2', { winner: 'p1', lost: { p1: 30, p2: 40 }, ending: 'concession' });
    const done = value(recordResult(league, 1, 'p1', 'p2', counted));
    expect(done.schedule[0]?.matches[0]?.result).toEqual({ winner: 'p1', lostA: 30, lostB: 200, ending: 'concession' });
    expect(leagueStandings(done).map((r) => [r.player, r.mov])).toEqual([
      ['p1', 170],
      ['p2', -170],
    ]);
  });
});

describe('awardBye: a bye for a player with no match in an open round', () => {
  // Round-robin, 9 players in 2 divisions: division 1 (p6..p9) needs 3 rounds of the league's 5, so
  // its players have no match in rounds 4 and 5.
  const league = value(start(signedUp(players(9), { format: 'roundRobin', divisions: 2 }), JANUARY));
  const round4 = league.schedule[3]!;

  test('the player gets a bye match (b null) in that round and hadBye; nothing else changes', () => {
    expect(round4.matches.some((m) => m.a === 'p6' || m.b === 'p6')).toBe(false);
    const done = value(awardBye(league, 4, 'p6'));
    expect(done.schedule[3]?.matches).toEqual([
      ...round4.matches,
      { a: 'p6', b: null, channelId: null, result: null, reported: null },
    ]);
    expect(done.players.filter((p) => p.hadBye).map((p) => p.id)).toEqual(['p6']);
    expect(done.schedule.filter((_, i) => i !== 3)).toEqual(league.schedule.filter((_, i) => i !== 3));
    // The bye counts in the division's standings as a win.
    const row = leagueStandings(done, 1).find((r) => r.player === 'p6');
    expect(row).toMatchObject({ byes: 1, score: 1, wins: 0 });
  });

  const inGame = round4.matches.find((m) => m.b !== null)!.a;
  const withBye = round4.matches.find((m) => m.b === null)!.a;
  test.each([
    ['a player already in a game of the round', 4, inGame, league, 'alreadyDecided'],
    ['a player with the round-robin bye of the round', 4, withBye, league, 'alreadyDecided'],
    ['a player already given a bye in the round', 4, 'p6', value(awardBye(league, 4, 'p6')), 'alreadyDecided'],
    ['an unknown player', 4, 'p99', league, 'notAPlayer'],
    ['a dropped player', 4, 'p7', value(drop(league, 'p7')), 'notAPlayer'],
    ['a closed round', 4, 'p6', value(closeRound(league, 4)), 'roundClosed'],
    ['an unknown round', 9, 'p6', league, 'noSuchMatch'],
  ] as const)('refused: %s (%s)', (_, round, player, l, problem) => {
    expect(awardBye(l, round, player)).toEqual({ ok: false, problem });
  });
});

describe("setDeadline: the round's deadline and its scheduled event", () => {
  const league = value(start(signedUp(players(4), { rounds: 2 })));

  test('sets the deadline and the event id; an undefined event id leaves it; null clears it', () => {
    const set = value(setDeadline(league, 1, 1_760_000_000_000, 'event-1'));
    expect(set.schedule[0]).toMatchObject({ deadline: 1_760_000_000_000, eventId: 'event-1', closed: false });
    expect(set.schedule[0]?.matches).toEqual(league.schedule[0]?.matches);
    const moved = value(setDeadline(set, 1, 1_760_086_400_000));
    expect(moved.schedule[0]).toMatchObject({ deadline: 1_760_086_400_000, eventId: 'event-1' });
    const cleared = value(setDeadline(moved, 1, 1_760_090_000_000, null));
    expect(cleared.schedule[0]).toMatchObject({ deadline: 1_760_090_000_000, eventId: null });
  });

  test('refused on a closed round and on an unknown one; other rounds keep theirs', () => {
    const closed = value(closeRound(value(setDeadline(league, 1, 1_000, 'e1')), 1));
    expect(setDeadline(closed, 1, 2_000)).toEqual({ ok: false, problem: 'roundClosed' });
    expect(setDeadline(closed, 2, 2_000)).toEqual({ ok: false, problem: 'noSuchMatch' });
    const next = value(setDeadline(value(pairNextRound(closed)), 2, 5_000, 'e2'));
    expect(next.schedule.map((r) => [r.number, r.deadline, r.eventId])).toEqual([
      [1, 1_000, 'e1'],
      [2, 5_000, 'e2'],
    ]);
  });
});

describe('repairRound: the open last Swiss round paired again', () => {
  /** Five players, round 1 (bye p5) played and closed, round 2 paired (bye p4). */
  function roundTwoOfFive(): League {
    const league = value(start(signedUp(players(5))));
    expect(pairsOf(league, 1)).toEqual([
      ['p1', 'p2'],
      ['p3', 'p4'],
      ['p5', null],
    ]);
    const two = value(pairNextRound(value(closeRound(playRound(league), 1))));
    expect(pairsOf(two, 2)).toEqual([
      ['p1', 'p3'],
      ['p5', 'p2'],
      ['p4', null],
    ]);
    return two;
  }

  test('a bonus moves p4 up: the bye goes to p2, p4 gives back its bye, p5 keeps the one of round 1', () => {
    const before = value(adjust(roundTwoOfFive(), 'p4', 1, 'a result entered wrong'));
    const after = value(repairRound(before, 2));
    expect(after.schedule).toHaveLength(2);
    expect(after.schedule[0]).toEqual(before.schedule[0]);
    // p3 now tops the table: level with p1 on score and margin, its round-1 opponent (p4) scores more.
    expect(pairsOf(after, 2)).toEqual([
      ['p3', 'p1'],
      ['p5', 'p4'],
      ['p2', null],
    ]);
    expect(after.players.map((p) => [p.id, p.hadBye])).toEqual([
      ['p1', false],
      ['p2', true],
      ['p3', false],
      ['p4', false],
      ['p5', true],
    ]);
    expectValidSwissRound(after, 2);
  });

  test('a player whose bye was taken back and who had one earlier keeps hadBye (3 players, round 4)', () => {
    let league = value(start(signedUp(players(3), { rounds: 5 })));
    for (let round = 1; round <= 3; round++) league = value(pairNextRound(value(closeRound(playRound(league), round))));
    // Everyone had a bye in rounds 1-3; round 4's goes to the lowest ranked, p3, again.
    expect(pairsOf(league, 4)).toEqual([
      ['p1', 'p2'],
      ['p3', null],
    ]);
    league = value(adjust(league, 'p3', 5, 'bonus'));
    const after = value(repairRound(league, 4));
    // Had p3's flag been cleared, p3 would be the only one without a bye and would sit out again.
    expect(pairsOf(after, 4)).toEqual([
      ['p3', 'p1'],
      ['p2', null],
    ]);
    expect(after.players.map((p) => p.hadBye)).toEqual([true, true, true]);
  });

  test('the bye holder drops before any result: the round is paired again without them', () => {
    const league = value(drop(value(start(signedUp(players(5)))), 'p5'));
    const after = value(repairRound(league, 1));
    expect(pairsOf(after, 1)).toEqual([
      ['p1', 'p2'],
      ['p3', 'p4'],
    ]);
    expect(after.players.find((p) => p.id === 'p5')).toMatchObject({ dropped: true, hadBye: false });
    expectValidSwissRound(after, 1);
  });

  test('in divisions, the new pairing stays inside each division', () => {
    let league = value(start(signedUp(players(8), { divisions: 2 }), JANUARY));
    league = value(pairNextRound(value(closeRound(playRound(league), 1))));
    league = value(adjust(league, 'p8', 2, 'bonus'));
    const after = value(repairRound(league, 2));
    expect(pairsOf(after, 2)).toEqual([
      ['p1', 'p3'],
      ['p2', 'p4'],
      ['p8', 'p5'],
      ['p7', 'p6'],
    ]);
    expectValidSwissRound(after, 2);
  });

  test('a pending report is no result: the round can still be paired again', () => {
    const league = value(start(signedUp(players(4))));
    const reported = value(reportResult(league, 1, 'p1', 'p2', { winner: 'p1', lost: { p1: 0, p2: 50 } }));
    const after = value(repairRound(reported, 1));
    expect(after.schedule[0]?.matches.every((m) => m.reported === null && m.result === null)).toBe(true);
  });

  const swiss = value(start(signedUp(players(4))));
  const withResult = value(recordResult(swiss, 1, 'p3', 'p4', { winner: 'p3', lost: {}, ending: 'played' }));
  const roundTwo = value(pairNextRound(value(closeRound(playRound(swiss), 1))));
  test.each([
    ['a game of the round has a result', withResult, 1, 'alreadyDecided'],
    ['a drop forfeited a game of the round', value(drop(swiss, 'p2')), 1, 'alreadyDecided'],
    ['the round is not the last', roundTwo, 1, 'noSuchMatch'],
    ['the round does not exist', roundTwo, 3, 'noSuchMatch'],
    ['the round is closed', value(closeRound(swiss, 1)), 1, 'roundClosed'],
    ['a round-robin league', value(start(signedUp(players(4), { format: 'roundRobin' }))), 3, 'noSuchMatch'],
    ['a ladder', value(start(signedUp(players(4), { format: 'ladder' }))), 1, 'noSuchMatch'],
    ['a league still in sign-up', signedUp(players(4)), 1, 'noSuchMatch'],
  ] as const)('refused when %s', (_, league, round, problem) => {
    expect(repairRound(league, round)).toEqual({ ok: false, problem });
  });
});

describe('names on the player record', () => {
  test("join's name is the player's name; without one, the id", () => {
    let league = value(join(createLeague(SETTINGS), 'u1', 'Europe/Berlin', 'Admiral Kéa'));
    league = value(join(league, 'u2', null));
    expect(league.players).toEqual([
      { id: 'u1', name: 'Admiral Kéa', dropped: false, hadBye: false, timeZone: 'Europe/Berlin', division: 0 },
      { id: 'u2', name: 'u2', dropped: false, hadBye: false, timeZone: null, division: 0 },
    ]);
  });

  test("substitute's name replaces the player's; without one, the substitute's id", () => {
    let league = createLeague({ ...SETTINGS, divisions: 2 });
    for (const [id, name] of [
      ['u1', 'First'],
      ['u2', 'Second'],
      ['u3', 'Third'],
      ['u4', 'Fourth'],
    ])
      league = value(join(league, id!, null, name));
    league = value(start(league, JANUARY));
    const named = value(substitute(league, 'u4', 'u9', 'Nightbrand'));
    expect(named.players[3]).toEqual({
      id: 'u9',
      name: 'Nightbrand',
      dropped: false,
      hadBye: false,
      timeZone: null,
      division: 1,
    });
    expect(named.players.slice(0, 3).map((p) => p.name)).toEqual(['First', 'Second', 'Third']);
    const unnamed = value(substitute(league, 'u3', 'u8'));
    expect(unnamed.players[2]).toMatchObject({ id: 'u8', name: 'u8', division: 1 });
  });
});

describe('substitutes', () => {
  // A past game keeps the replaced player's id: it still belongs to the division through the opponent,
  // or the opponent's win would vanish from the table the Swiss pairing reads.
  test('a substitution keeps the opponents’ past results in the division standings', () => {
    let league = value(start(signedUp(players(4))));
    league = value(recordResult(league, 1, 'p1', 'p2', { winner: 'p2', lost: { p1: 100, p2: 0 }, ending: 'played' }));
    league = value(recordResult(league, 1, 'p3', 'p4', { winner: 'p3', lost: { p3: 0, p4: 100 }, ending: 'played' }));
    league = value(substitute(value(closeRound(league, 1)), 'p1', 'p9'));
    const row = (d?: number) => leagueStandings(league, d).find((r) => r.player === 'p2');
    expect(row()).toMatchObject({ score: 1, wins: 1, mov: 100 });
    expect(row(0)).toMatchObject({ score: 1, wins: 1, mov: 100 });
  });

  // The substitute who comes in after a drop (the usual order) plays on: paired, and given byes.
  test('a substitute for a dropped player comes in active', () => {
    const league = value(drop(value(start(signedUp(players(4)))), 'p4'));
    const subbed = value(substitute(league, 'p4', 'p8'));
    expect(subbed.players.find((p) => p.id === 'p8')?.dropped).toBe(false);
  });
});

/**
 * Playing on (issue 18, deliverable 6): the pairings above the goal are played on to all their
 * games, then any pairing the refit lifts above the goal, once each, until none is left short.
 */
import { describe, expect, it } from 'vitest';
import { playOnAboveGoal } from '../../../src/cli/balance/play-on.js';

/**
 * A run of five pairings whose judgement is scripted: each round the judge is asked, it answers
 * with the next list, so the test says what playing on would have lifted.
 */
async function run(rounds: readonly (readonly number[])[], to = 30, adds = to - 10) {
  const games = [10, 10, 10, 10, 10];
  const played: number[][] = [];
  const lines: string[] = [];
  let asked = 0;
  await playOnAboveGoal({
    aboveGoal: () => rounds[Math.min(asked++, rounds.length - 1)] ?? [],
    gamesOf: (p) => games[p] ?? 0,
    pairings: games.length,
    to,
    play: async (which) => {
      played.push([...which]);
      for (const p of which) games[p] = (games[p] ?? 0) + adds;
    },
    say: (line) => lines.push(line),
  });
  return { played, lines, games };
}

describe('playOnAboveGoal', () => {
  it('plays on a pairing the refit lifts above the goal, after the first ones', async () => {
    // Pairing 1 is above after the first games; once it is played on, the refit lifts 3 above and 1
    // stays above: only 3 is played on next, and with nothing short the run ends.
    const { played, lines, games } = await run([[1], [1, 3], [1, 3]]);
    expect(played).toEqual([[1], [3]]);
    expect(games).toEqual([10, 30, 10, 30, 10]);
    expect(lines).toEqual([
      '1 of 5 pairings above the goal at equal points, played on to 30 games',
      '1 of 5 pairings above the goal at equal points, played on to 30 games',
    ]);
  });

  it('plays nothing when no pairing is above the goal, or when there are no more games to play', async () => {
    expect((await run([[]])).played).toEqual([]);
    expect((await run([[0, 2]], 10)).played).toEqual([]);
  });

  it('plays each pairing on once, however often the judge names it', async () => {
    const { played } = await run([[0], [0, 1], [0, 1, 2], [0, 1, 2, 4], [0, 1, 2, 4]]);
    expect(played).toEqual([[0], [1], [2], [4]]);
  });

  it('ends even when a batch comes back short of its games (a pairing is never played on twice)', async () => {
    const { played, games } = await run([[2], [2]], 30, 5);
    expect(played).toEqual([[2]]);
    expect(games[2]).toBe(15);
  });
});

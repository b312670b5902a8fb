/**
 * The hard level against the normal one and the normal against the easy (issue 18, deliverables 2 and 5): seeded AI-against-AI games
 * of impulse, and the Wilson interval the tournament reports. The games are seeded, so the counts
 * below are exact, not a statistical guess; `npm run tournament` plays the 200-game version.
 */
import { describe, expect, test } from 'vitest';
import { levelsOf, type AiLevel } from '../../src/ai/levels.js';
import { playMatch, wilson } from '../../src/ai/match.js';
import { RULESETS } from '../../src/engine/index.js';
import { bundledGame } from '../helpers/bundled-game.js';

const impulse = RULESETS.get('impulse');

describe('the Wilson interval (95%) of a win rate', () => {
  test.each([
    [8, 10, 0.4902, 0.9433],
    [180, 200, 0.8506, 0.9343],
    [0, 10, 0, 0.2775],
    [10, 10, 0.7225, 1],
  ])('%i of %i', (wins, games, low, high) => {
    const ci = wilson(wins, games);
    expect(ci.low).toBeCloseTo(low, 3);
    expect(ci.high).toBeCloseTo(high, 3);
  });
});

describe('the levels each ruleset plays', () => {
  test('normal where the ruleset values positions, hard where it has behaviours (impulse), easy everywhere', () => {
    expect(levelsOf(RULESETS.get('impulse') as never)).toEqual(['easy', 'normal', 'hard']);
    expect(levelsOf(RULESETS.get('squadron') as never)).toEqual(['easy']);
    expect(levelsOf(RULESETS.get('vector') as never)).toEqual(['easy']);
  });
});

/** Wins of the `strong` level over `weak` in `games` seeded cruiser duels, sides swapped each game. */
async function duelWins(strong: AiLevel, weak: AiLevel, games: number, prefix: string): Promise<number> {
  if (!impulse) throw new Error('no impulse');
  let wins = 0;
  for (let g = 0; g < games; g += 1) {
    const opening = await bundledGame('cruiser-duel', `${prefix}-${g}`);
    const strongSide = g % 2 === 0 ? 'concord' : 'veyra';
    const weakSide = strongSide === 'concord' ? 'veyra' : 'concord';
    const result = playMatch(impulse, opening, { [strongSide]: strong, [weakSide]: weak }, `${prefix}-${g}`);
    if (result.winner === strongSide) wins += 1;
  }
  return wins;
}

describe('normal against easy in impulse (the cruiser duel)', () => {
  test('over 12 seeded games, sides swapped each game, normal wins at least 9', async () => {
    expect(await duelWins('normal', 'easy', 12, 'match-test')).toBeGreaterThanOrEqual(9);
  }, 60_000);
});

describe('hard against normal in impulse (the cruiser duel)', () => {
  test('over 8 seeded games, sides swapped each game, hard wins at least 5', async () => {
    expect(await duelWins('hard', 'normal', 8, 'hard-test')).toBeGreaterThanOrEqual(5);
  }, 120_000);
});

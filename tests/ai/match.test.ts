/**
 * The AI's levels against each other (issue 18, deliverables 2, 4 and 5): seeded AI-against-AI games
 * of impulse (hard against normal, normal against easy), of squadron and vector (normal against
 * easy), and the Wilson interval the tournament reports. The games are seeded, so the counts below
 * are exact, not a statistical guess; `npm run tournament` plays the 200-game version.
 */
import { describe, expect, test } from 'vitest';
import { levelsOf, type AiLevel } from '../../src/ai/levels.js';
import { playMatch, wilson } from '../../src/ai/match.js';
import { RULESETS } from '../../src/engine/index.js';
import { bundledGame } from '../helpers/bundled-game.js';
import { squadronGame } from '../helpers/squadron-game.js';
import { vectorGame } from '../helpers/vector-game.js';

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
    expect(levelsOf(RULESETS.get('squadron') as never)).toEqual(['easy', 'normal']);
    expect(levelsOf(RULESETS.get('vector') as never)).toEqual(['easy', 'normal']);
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

/** Wins of the normal level over easy in `games` seeded games from `opening`, sides swapped each game. */
async function normalWins(id: string, opening: (g: number) => Promise<unknown>, games: number): Promise<number> {
  const rules = RULESETS.get(id);
  if (!rules) throw new Error(`no ${id}`);
  let wins = 0;
  for (let g = 0; g < games; g += 1) {
    const state = await opening(g);
    const [a, b] = rules.sides(state).map((s) => s.id);
    if (!a || !b) throw new Error('two sides');
    const [strong, weak] = g % 2 === 0 ? [a, b] : [b, a];
    const result = playMatch(rules, state, { [strong]: 'normal', [weak]: 'easy' }, `${id}-normal-${g}`);
    if (result.winner === strong) wins += 1;
  }
  return wins;
}

describe('normal against easy in the other rulesets (issue 18, deliverable 4)', () => {
  test('squadron, the dogfight: over 10 seeded games, sides swapped each game, normal wins at least 9', async () => {
    const opening = async (g: number) => (await squadronGame('dogfight', `squadron-normal-${g}`)).state;
    expect(await normalWins('squadron', opening, 10)).toBeGreaterThanOrEqual(9);
  }, 60_000);

  test('vector, the cruiser duel: over 12 seeded games, sides swapped each game, normal wins at least 9', async () => {
    const opening = async (g: number) => (await vectorGame('cruiser-duel', {}, `vector-normal-${g}`)).state;
    expect(await normalWins('vector', opening, 12)).toBeGreaterThanOrEqual(9);
  }, 60_000);
});

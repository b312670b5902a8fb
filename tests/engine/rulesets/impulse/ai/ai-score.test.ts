/**
 * How the impulse AI values a position (issue 18): the terms its levels weigh, set up by hand on the
 * cruiser duel. Facing and exposure come from the real damage tables (seed 000 section 1.1.4: a
 * group fires at a target in its arcs and range), hand-back from the hull track.
 */
import { describe, expect, test } from 'vitest';
import type { impulse } from '../../../../../src/engine/index.js';
import { AI_TERMS, hexDistance } from '../../../../../src/engine/index.js';
import {
  BEHAVIOURS,
  handBackForAi,
  momentForAi,
  scoreForAi,
} from '../../../../../src/engine/rulesets/impulse/ai/ai-score.js';
import { bundledGame } from '../../../../helpers/bundled-game.js';

type State = impulse.GameState;

/** The duel with the Vigil (Concord) at (0,0) facing `vigilFacing`, the Ashen Claw `distance` hexes north. */
async function duel(vigilFacing: number, clawFacing: number, distance: number): Promise<State> {
  const state = structuredClone(await bundledGame('cruiser-duel', 'ai-score'));
  const [vigil, claw] = state.ships;
  if (!vigil || !claw) throw new Error('duel ships missing');
  vigil.hex = { q: 0, r: 0 };
  vigil.facing = vigilFacing as never;
  claw.hex = { q: 0, r: -distance };
  claw.facing = clawFacing as never;
  return state;
}

const only = (term: string) => ({ own: 0, enemy: 0, closing: 0, facing: 0, exposure: 0, focus: 0, [term]: 1 });

describe('the valuation terms (issue 18)', () => {
  test.each([
    // Vigil facing north (0) toward the Claw 2 hexes off; the Claw facing north, its back to her.
    ['facing: her forward weapons bear, in range', 0, 0, 2, 'facing', 'positive'],
    ['facing: the enemy behind her forward arc, out of it', 3, 0, 2, 'facing', 'less'],
    ['exposure: the Claw faces her (facing 3, south) in range', 0, 3, 2, 'exposure', 'negative'],
    ['exposure: the Claw turned away (facing 0)', 0, 0, 2, 'exposure', 'less'],
  ] as const)('%s', async (_name, vigilFacing, clawFacing, distance, term, expected) => {
    const state = await duel(vigilFacing, clawFacing, distance);
    const value = scoreForAi(state, 'concord', only(term));
    if (expected === 'positive') expect(value).toBeGreaterThan(0);
    if (expected === 'negative') expect(value).toBeLessThan(0);
    if (expected === 'less') {
      // Compared with the same ships facing the other way round.
      const other = await duel(term === 'facing' ? 0 : 0, term === 'facing' ? 0 : 3, distance);
      expect(Math.abs(value)).toBeLessThan(Math.abs(scoreForAi(other, 'concord', only(term))));
    }
  });

  test('out of every weapon’s range, neither side threatens the other', async () => {
    const state = await duel(0, 3, 12);
    expect(hexDistance(state.ships[0]?.hex ?? { q: 0, r: 0 }, state.ships[1]?.hex ?? { q: 0, r: 0 })).toBe(12);
    expect(scoreForAi(state, 'concord', only('facing'))).toBe(0);
    expect(scoreForAi(state, 'concord', only('exposure'))).toBe(0);
  });

  test('discharged weapons threaten nothing', async () => {
    const state = await duel(0, 3, 2);
    for (const group of state.ships[0]?.groups ?? []) Object.assign(group, { red: 0, yellow: 0 });
    expect(scoreForAi(state, 'concord', only('facing'))).toBe(0);
  });

  test('focus: the same hull boxes marked on one enemy count for more than spread (fleet battle)', async () => {
    const state = structuredClone(await bundledGame('fleet-battle', 'ai-score'));
    const enemies = state.ships.filter((s) => s.side !== 'concord').slice(0, 2);
    const [a, b] = enemies;
    if (!a || !b) throw new Error('two enemies needed');
    const piled = structuredClone(state);
    const spread = structuredClone(state);
    const find = (s: State, id: string) => s.ships.find((x) => x.id === id) as impulse.ShipState;
    find(piled, a.id).hullMarked = 2;
    find(spread, a.id).hullMarked = 1;
    find(spread, b.id).hullMarked = 1;
    const weights = only('focus');
    expect(scoreForAi(piled, 'concord', weights)).toBeGreaterThan(scoreForAi(spread, 'concord', weights));
  });

  // The Vigil (a Bastion) does most at one hex (flicker beams, screen gun); the Ashen Claw (a Sarrek)
  // at two, where its four arc projectors are at their best (assets/weapons/arc-projector.json).
  test.each([
    ['the Vigil, two hexes off, one more than her best range', 'concord', 2, -1],
    ['the Vigil at her best range', 'concord', 1, 0],
    ['the Claw at its best range, two hexes', 'veyra', 2, 0],
    ['the Claw pressed to one hex, inside its best range', 'veyra', 1, -1],
    ['the Claw five hexes off', 'veyra', 5, -3],
  ] as const)(
    'closing: each hex between the nearest enemy and the range its weapons do most at costs (%s)',
    async (_name, side, distance, expected) => {
      const state = await duel(0, 3, distance);
      expect(scoreForAi(state, side, only('closing'))).toBe(expected);
    },
  );

  test('closing: a negative weight pays for distance', async () => {
    const far = await duel(0, 3, 6);
    expect(scoreForAi(far, 'concord', { ...only('closing'), closing: -1 })).toBe(5);
  });

  test('the behaviours weigh only the terms the contract names, and steady is the normal level’s valuation', async () => {
    for (const weights of Object.values(BEHAVIOURS))
      for (const term of Object.keys(weights)) expect(AI_TERMS).toContain(term);
    const state = await bundledGame('cruiser-duel', 'ai-score');
    expect(scoreForAi(state, 'veyra')).toBe(scoreForAi(state, 'veyra', BEHAVIOURS['steady']));
    expect(Object.keys(BEHAVIOURS).sort()).toEqual(['arcDodge', 'close', 'focusFire', 'joust', 'retreat', 'steady']);
  });

  test('the moment a plan counts in: the round and the impulse', async () => {
    const state = await bundledGame('cruiser-duel', 'ai-score');
    expect(momentForAi(state)).toBe('1:A');
  });
});

describe('what calls an autopilot’s player back (issue 18)', () => {
  test.each([
    ['a whole ship', 0, 'active', []],
    ['a ship with less than half its hull gone (3 of 7)', 3, 'active', []],
    ['a ship with half its hull gone (4 of 7)', 4, 'active', ['vigil']],
    ['a lost ship', 0, 'destroyed', ['vigil']],
  ] as const)('%s', async (_name, marked, status, expected) => {
    const state = structuredClone(await bundledGame('cruiser-duel', 'ai-score'));
    const vigil = state.ships.find((s) => s.side === 'concord') as impulse.ShipState;
    vigil.hullMarked = marked;
    vigil.status = status;
    const ids = handBackForAi(state, 'concord');
    expect(ids).toEqual(expected.length > 0 ? [vigil.id] : []);
  });
});

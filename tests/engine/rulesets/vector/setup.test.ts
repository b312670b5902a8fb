/**
 * Creating a `vector` game plays nothing of impulse (issue 41 item 7): impulse only builds the board,
 * so no die is rolled before turn 1 and a scenario's preset critical is still there when it begins
 * (impulse's first impulse rolled a repair at creation, and for some seeds the critical was gone).
 */
import { describe, expect, test } from 'vitest';
import { loadCatalog } from '../../../../src/assets/load-catalog.js';
import { seedRng } from '../../../../src/engine/index.js';
import { vectorGame } from '../../../helpers/vector-game.js';

const SEEDS = ['v1', 'v2', 'v3', 'v4', 'v5', 'v6', 'golden-vector-belt', 'vector-test'];

describe('no impulse play at creation (issue 41)', () => {
  test.each(SEEDS)('seed %s: no die rolled before turn 1, every preset critical survives creation', async (seed) => {
    const catalog = await loadCatalog();
    const scenario = catalog.scenarios.find((s) => s.id === 'corvane-belt');
    const preset = scenario?.ships.map((s) => [...(s.damage?.criticals ?? [])].sort()) ?? [];
    expect(
      preset.some((c) => c.length > 0),
      'the scenario presets criticals',
    ).toBe(true);
    const { state, events } = await vectorGame('corvane-belt', {}, seed);
    expect(events.filter((e) => e.type === 'diceRolled' || e.type === 'repairAttempted')).toEqual([]);
    expect(state.board.rng).toEqual(seedRng(seed));
    expect(state.board.ships.map((s) => s.criticals.map((c) => c.effect).sort())).toEqual(preset);
    expect(state).toMatchObject({ turn: 1, phase: 'reaction', round: 0, initiative: scenario?.initiative });
  });

  test('"When a ship first exits hyperspace, its velocity is equal to its tactical drives rating", preset damage or not', async () => {
    const { state } = await vectorGame('corvane-belt', {}, 'v1');
    for (const ship of state.board.ships)
      expect(state.ships[ship.id]?.velocity).toBe(state.board.catalog.classes[ship.classId]?.drives);
  });
});

/** `vector` whole games (issue 15, deliverable 5): random legal play keeps the invariants, ends, and replays exactly. */
import { describe, expect, test } from 'vitest';
import { VECTOR } from '../../../../src/engine/rulesets/vector/index.js';
import { vectorGame, vectorRandomly } from '../../../helpers/vector-game.js';

describe('random legal play (the property test, extended to vector)', () => {
  for (const [scenario, seed] of [
    ['cruiser-duel', 'v1'],
    ['cruiser-duel', 'v2'],
    ['corvane-belt', 'v3'],
  ] as const) {
    test(`${scenario} (${seed}): every offered command is accepted, velocities hold, the game ends and replays`, async () => {
      const game = await vectorGame(scenario, {}, seed);
      const { state, log } = vectorRandomly(game.state, seed, 3000);
      expect(state.outcome).not.toBeNull();
      for (const v of Object.values(state.ships)) expect(v.velocity).toBeGreaterThanOrEqual(0);
      const replayed = VECTOR.replayGame(game.state, log);
      expect(replayed.ok && replayed.value.state).toEqual(state);
      expect(VECTOR.awaiting(state).sides).toEqual([]);
    }, 60_000);
  }

  test('a missed deadline always has a default the rules accept, at every moment', async () => {
    const game = await vectorGame('cruiser-duel', {}, 'timeouts');
    let state = game.state;
    for (let i = 0; i < 300 && state.outcome === null; i++) {
      const [side] = VECTOR.awaiting(state).sides;
      const command = VECTOR.timeoutCommand(state, side ?? '', false);
      expect(command).toBeDefined();
      const applied = VECTOR.applyCommand(state, command as NonNullable<typeof command>);
      expect(applied.ok ? 'ok' : applied.error.code).toBe('ok');
      if (applied.ok) state = applied.value.state;
    }
    expect(state.turn).toBeGreaterThan(2);
  });
});

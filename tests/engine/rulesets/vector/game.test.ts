/** `vector` whole games (issue 15, deliverable 5): random legal play keeps the invariants, ends, and replays exactly. */
import { describe, expect, test } from 'vitest';
import { VECTOR, type VectorState } from '../../../../src/engine/rulesets/vector/index.js';
import { vectorGame, vectorRandomly } from '../../../helpers/vector-game.js';

describe('random legal play (the property test, extended to vector)', () => {
  for (const [scenario, seed, settings] of [
    ['cruiser-duel', 'v1', {}],
    ['cruiser-duel', 'v2', {}],
    ['corvane-belt', 'v3', {}],
    ['cruiser-duel', 'v4', { velocityCap: 'fiveTimesDrives' }],
  ] as const) {
    test(`${scenario} (${seed}${'velocityCap' in settings ? ', capped' : ''}): every offered command is accepted, velocities hold, the game ends and replays`, async () => {
      const game = await vectorGame(scenario, settings, seed);
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

  test('with velocityCap fiveTimesDrives, at any velocity and any drives lost, a ship has a legal order and its default is accepted (issue 41)', async () => {
    const { state } = await vectorGame('cruiser-duel', { velocityCap: 'fiveTimesDrives' }, 'cap');
    const vigil = state.board.ships.find((s) => s.id === 's1');
    if (!vigil) throw new Error('no Vigil');
    for (let velocity = 0; velocity <= 40; velocity += 3)
      for (let lost = 0; lost <= 5; lost++) {
        const criticals = Array.from({ length: lost }, (_, i) => ({
          id: `c${i}`,
          effect: 'powerLoss' as const,
          received: { round: 0, impulse: 'F' as const },
        }));
        const at: VectorState = {
          ...state,
          ships: { ...state.ships, s1: { ...(state.ships.s1 as VectorState['ships'][string]), velocity } },
          board: { ...state.board, ships: state.board.ships.map((s) => (s.id === 's1' ? { ...s, criticals } : s)) },
        };
        const where = `velocity ${velocity}, ${lost} drives lost`;
        expect(VECTOR.legalCommands(at, 'concord').length, where).toBeGreaterThan(0);
        const command = VECTOR.timeoutCommand(at, 'concord', false);
        const applied = command && VECTOR.applyCommand(at, command);
        expect(applied && (applied.ok ? 'ok' : applied.error.code), where).toBe('ok');
      }
  });
});

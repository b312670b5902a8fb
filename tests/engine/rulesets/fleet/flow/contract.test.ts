import { describe, expect, it } from 'vitest';
import { FLEET } from '../../../../../src/engine/rulesets/fleet/ruleset.js';
import { RULESETS } from '../../../../../src/engine/registry.js';
import type { FleetState } from '../../../../../src/engine/rulesets/fleet/state.js';
import { fleetGame } from '../../../../helpers/fleet-game.js';
import { dialsFor, play, smallFleetGame, stack } from '../fixtures.js';

describe('fleet on the ruleset contract', () => {
  it('is registered as `fleet`, rules `fleet-1`', () => {
    expect(RULESETS.get('fleet')).toBe(FLEET);
    expect(FLEET.rulesVersion).toBe('fleet-1');
  });

  it('seed 004 p. 7: another side sees a stack only as its depth, `sealed`; its own whole', () => {
    const state = play(smallFleetGame(), stack('rebels', 'r1', 'repair', 'navigate')).state;
    expect(FLEET.viewFor(state, 'rebels').dials['r1']).toEqual(['repair', 'navigate']);
    expect(FLEET.viewFor(state, 'empire').dials['r1']).toEqual(['sealed', 'sealed']);
    expect(FLEET.viewFor(state, 'spectator').dials['r1']).toEqual(['sealed', 'sealed']);
    expect(FLEET.publicCommand(stack('rebels', 'r1', 'repair', 'navigate'))).toEqual({
      type: 'dials',
      side: 'rebels',
      ship: 'r1',
      dials: ['sealed', 'sealed'],
    });
  });

  it('tasks say what each unit must or may do', () => {
    const state = smallFleetGame();
    expect(FLEET.tasks(state, 'rebels')).toEqual([
      { unit: 'r1', required: true, can: ['dial'] },
      { unit: 'r2', required: true, can: ['dial'] },
    ]);
    const ship = play(state, ...dialsFor(state, 'rebels'), ...dialsFor(state, 'empire')).state;
    expect(FLEET.tasks(ship, 'rebels')).toEqual([
      { unit: 'r1', required: false, can: ['activate'] },
      { unit: 'r2', required: false, can: ['activate'] },
    ]);
    expect(FLEET.tasks(ship, 'empire')).toEqual([]);
  });

  it.each(['pitched-battle', 'relay-stations', 'salvage-run'])(
    'the timeout defaults play %s to its end; the turn key changes whenever the side asked does',
    async (id) => {
      const game = await fleetGame(id, 'timeouts');
      let state: FleetState = game.state;
      const log = [];
      let last = FLEET.awaiting(state);
      for (let i = 0; i < 3000 && !state.outcome; i++) {
        const side = last.sides[0] as string;
        const command = FLEET.timeoutCommand(state, side, false);
        expect(command, last.moment).toBeDefined();
        const applied = FLEET.applyCommand(state, command!);
        if (!applied.ok) throw new Error(`${last.moment}: ${JSON.stringify(command)} ${applied.error.code}`);
        log.push(command!);
        state = applied.value.state;
        const now = FLEET.awaiting(state);
        if (now.sides.join() !== last.sides.join() && !(last.simultaneous && now.simultaneous))
          expect(now.turn, `${last.moment} -> ${now.moment}`).not.toBe(last.turn);
        last = now;
      }
      expect(state.outcome).not.toBeNull();
      const replayed = FLEET.replayGame(game.state, log);
      expect(replayed.ok && replayed.value.state).toEqual(state);
    },
    60_000,
  );
});

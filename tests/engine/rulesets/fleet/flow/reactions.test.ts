import { describe, expect, it } from 'vitest';
import { FLEET } from '../../../../../src/engine/rulesets/fleet/ruleset.js';
import type { FleetCommand } from '../../../../../src/engine/rulesets/fleet/commands.js';
import type { FleetState } from '../../../../../src/engine/rulesets/fleet/state.js';
import { dialsFor, play, smallFleetGame } from '../fixtures.js';

const defaultAnswer = (state: FleetState): FleetCommand => {
  const aw = FLEET.awaiting(state);
  if (aw.kind !== 'reaction') throw new Error(`no reaction at ${aw.moment}`);
  return aw.reaction.options.find((o) => o.id === aw.reaction.default)?.command as FleetCommand;
};

describe('fleet reactions take precedence over turns', () => {
  it('seed 004 p. 17: a ship ending over a squadron: the mover s opponent places it, then the game goes on', () => {
    const base = smallFleetGame();
    const moved = {
      ...base,
      ships: base.ships.map((s) => (s.id === 'r1' ? { ...s, speed: 1 } : s)),
      squadrons: base.squadrons.map((q) => (q.id === 'eq1' ? { ...q, hex: { q: 2, r: 8 } } : q)),
    };
    let state = play(moved, ...dialsFor(moved, 'rebels'), ...dialsFor(moved, 'empire'), {
      type: 'activate',
      side: 'rebels',
      ship: 'r1',
      use: 'command',
    }).state;
    while (state.activation?.step !== 'manoeuvre') state = play(state, { type: 'done', side: 'rebels' }).state;
    const landed = play(state, {
      type: 'manoeuvre',
      side: 'rebels',
      ship: 'r1',
      speed: 1,
      veers: [0],
      navigate: { dial: false, token: false },
    });
    expect(landed.events).toContainEqual({ type: 'activationEnded', ship: 'r1', round: 1 });
    const aw = FLEET.awaiting(landed.state);
    expect(aw).toMatchObject({ kind: 'reaction', sides: ['empire'] });
    expect(aw.turn.startsWith('r1:reaction:')).toBe(true);
    expect(FLEET.tasks(landed.state, 'empire')).toEqual([{ unit: 'eq1', required: true, can: ['place'] }]);
    // Nobody else may act meanwhile.
    expect(FLEET.legalCommands(landed.state, 'rebels')).toEqual([]);
    const placed = play(landed.state, defaultAnswer(landed.state)).state;
    expect(placed.displaced).toBeNull();
    expect(FLEET.awaiting(placed)).toMatchObject({ kind: 'turn', sides: ['empire'], turn: 'r1:ship:2' });
  });
});

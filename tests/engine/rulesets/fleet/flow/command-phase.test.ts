import { describe, expect, it } from 'vitest';
import { applyFleetCommand } from '../../../../../src/engine/rulesets/fleet/flow/apply.js';
import { fleetAwaiting, fleetLegalCommands } from '../../../../../src/engine/rulesets/fleet/queries.js';
import { dialsFor, play, smallFleetGame, stack } from '../fixtures.js';

describe('fleet Command Phase (seed 004 pp. 7 and 12; other-systems.md 5.1)', () => {
  it('round 1: each stack is as deep as the ship command value, set by both sides at once and sealed', () => {
    const state = smallFleetGame();
    const awaiting = fleetAwaiting(state);
    expect(awaiting).toMatchObject({
      kind: 'turn',
      simultaneous: true,
      turn: 'r1:command',
      sides: ['rebels', 'empire'],
    });
    // r1 is a corvette (command 2), r2 a cruiser (command 3).
    const once = play(state, stack('rebels', 'r1', 'navigate', 'repair'));
    expect(once.state.dials['r1']).toEqual(['navigate', 'repair']);
    expect(once.events).toEqual([{ type: 'dialsSet', side: 'rebels', ship: 'r1', depth: 2, of: 2 }]);
    const tooDeep = applyFleetCommand(state, stack('rebels', 'r1', 'navigate', 'repair', 'squadron'));
    expect(!tooDeep.ok && tooDeep.error.code).toBe('STACK_FULL');
    const full = applyFleetCommand(once.state, stack('rebels', 'r1', 'navigate'));
    expect(!full.ok && full.error.code).toBe('STACK_FULL');
    // A stack may be filled a dial at a time.
    const partial = play(once.state, stack('rebels', 'r2', 'concentrate'), stack('rebels', 'r2', 'repair', 'navigate'));
    expect(partial.state.dials['r2']).toEqual(['concentrate', 'repair', 'navigate']);
    expect(fleetAwaiting(partial.state)).toMatchObject({ turn: 'r1:command', sides: ['empire'] });
  });

  it('the turn stays the sealed Command Phase until the last stack is full, which starts the Ship Phase', () => {
    const state = smallFleetGame();
    const rebels = play(state, ...dialsFor(state, 'rebels'));
    expect(rebels.state.phase).toBe('command');
    expect(fleetAwaiting(rebels.state).turn).toBe('r1:command');
    const all = play(rebels.state, ...dialsFor(rebels.state, 'empire'));
    expect(all.state.phase).toBe('ship');
    expect(all.events.at(-1)).toEqual({ type: 'phaseStarted', phase: 'ship', round: 1 });
    expect(fleetAwaiting(all.state)).toMatchObject({ kind: 'turn', sides: ['rebels'], turn: 'r1:ship:1' });
  });

  it('a dial for another side s ship, or outside the Command Phase, is refused', () => {
    const state = smallFleetGame();
    const theirs = applyFleetCommand(state, stack('rebels', 'e1', 'navigate'));
    expect(!theirs.ok && theirs.error.code).toBe('NOT_YOUR_UNIT');
    const ship = play(state, ...dialsFor(state, 'rebels'), ...dialsFor(state, 'empire')).state;
    const late = applyFleetCommand(ship, stack('rebels', 'r1', 'navigate'));
    expect(!late.ok && late.error.code).toBe('WRONG_PHASE');
  });

  it('the menu is one dial per ship and command type, for the ships still owing dials', () => {
    const state = smallFleetGame();
    const menu = fleetLegalCommands(state, 'rebels');
    expect(menu).toHaveLength(2 * 4);
    expect(menu[0]).toEqual({ type: 'dials', side: 'rebels', ship: 'r1', dials: ['navigate'] });
    const after = play(state, stack('rebels', 'r1', 'navigate', 'navigate')).state;
    expect(fleetLegalCommands(after, 'rebels').every((c) => c.type === 'dials' && c.ship === 'r2')).toBe(true);
  });
});

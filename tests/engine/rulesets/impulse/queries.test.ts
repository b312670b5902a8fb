import { describe, expect, test } from 'vitest';
import { impulse } from '../../../../src/engine/index.js';
import { at, play, rawGame, ship, testClass } from '../../../helpers/build.js';

const noBurners = testClass({ afterburners: 0 });
const two = () =>
  rawGame({
    classes: [noBurners],
    ships: [
      { name: 'Vigil', hex: '1010' },
      { name: 'Warden', hex: '0610', curve: 0 },
      { name: 'Raider', side: 'red', hex: '1040', facing: 'S' },
    ],
  });

describe('legal commands for a side now', () => {
  test('in the AP step: each ship with AP, each use it may make, plus ending the step', () => {
    const s = at(two(), { impulse: 'B', step: 'ap' }); // Vigil (power 3) gets AP in B, Warden (power 4) does not
    const legal = impulse.legalCommands(s, 'blue');
    const uses = legal
      .filter((c) => c.type === 'useAp')
      .map((c) => (c.type === 'useAp' ? `${c.ship}:${c.use.kind}` : ''));
    expect(new Set(uses)).toEqual(
      new Set(['s1:defendInitiative', 's1:chargeBattery', 's1:reinforceShield', 's1:enableSideslip', 's1:doNothing']),
    );
    expect(legal.filter((c) => c.type === 'useAp')).toHaveLength(8); // reinforcement on each of the four arcs
    expect(legal.map((c) => c.type)).toContain('endStep');
    expect(impulse.legalCommands(s, 'red')).toEqual([]);
  });

  test('every listed command is accepted by the engine', () => {
    const s = at(two(), { impulse: 'C', step: 'movement' });
    for (const cmd of impulse.legalCommands(s, 'blue')) expect(impulse.applyCommand(s, cmd).ok).toBe(true);
  });

  test('in the movement step with a choice owed, ending the step is not offered', () => {
    const s = at(two(), { impulse: 'B', step: 'movement' });
    const types = impulse.legalCommands(s, 'blue').map((c) => c.type);
    expect(types).not.toContain('endStep');
    expect(types.filter((t) => t === 'move')).toHaveLength(3);
  });

  test('the initiative choice offers take and give to the chooser only', () => {
    const s = play(at(two(), { impulse: 'C', step: 'repair', turn: 1 }), { type: 'endStep', side: 'red' }).state;
    expect(impulse.legalCommands(s, 'blue').map((c) => (c.type === 'chooseInitiative' ? c.choice : c.type))).toEqual([
      'take',
      'give',
    ]);
    expect(impulse.legalCommands(s, 'red')).toEqual([]);
  });
});

describe('what each ship must or may still do', () => {
  test('movement: a ship with a choice is required; one that may burn an afterburner is optional', () => {
    const s = at(
      rawGame({
        ships: [
          { name: 'Vigil', hex: '1010' },
          { name: 'Warden', hex: '0610', curve: 0 },
          { name: 'Raider', side: 'red', hex: '1040' },
        ],
      }),
      {
        impulse: 'B',
        step: 'movement',
      },
    );
    expect(impulse.shipTasks(s, 'blue')).toEqual([
      { ship: 's1', required: true, can: ['move'] },
      { ship: 's2', required: false, can: ['afterburner'] },
    ]);
  });

  test('AP: only ships that still have AP to spend', () => {
    const s = at(two(), { impulse: 'A', step: 'ap' });
    expect(impulse.shipTasks(s, 'blue')).toEqual([{ ship: 's2', required: false, can: ['useAp'] }]);
    ship(s, 'Vigil').batteriesCharged = 1;
    expect(impulse.shipTasks(s, 'blue').map((t) => t.ship)).toEqual(['s1', 's2']);
  });
});

describe('what a side may see', () => {
  test('outside the Power Phase everything is visible', () => {
    const s = two();
    expect(impulse.viewFor(s, 'red')).toBe(s);
  });
});

/** Lasting effects of faceup damage cards (issue 43; data/damage-cards.ts). */
import { describe, expect, test } from 'vitest';
import {
  batteryDiceLess,
  engineeringValue,
  mayAttackLong,
  mayConvertDial,
  speedCap,
  squadronValue,
} from '../../../../../src/engine/rulesets/fleet/damage/effects.js';
import { shipIn, testState, withCards } from './fixture.js';

// The cruiser: speed chart to 3, engineering 5, squadron 2. The corvette: speed chart to 4.
describe('lasting damage effects as queries', () => {
  test.each([
    { card: null, speed: 3, eng: 5, sq: 2, convert: true, less: 0, long: true },
    { card: 'thruster-damage-1', speed: 2, eng: 5, sq: 2, convert: true, less: 0, long: true },
    { card: 'power-drain-1', speed: 3, eng: 2, sq: 2, convert: true, less: 0, long: true },
    { card: 'hangar-fire-1', speed: 3, eng: 5, sq: 0, convert: true, less: 0, long: true },
    { card: 'comms-failure-1', speed: 3, eng: 5, sq: 2, convert: false, less: 0, long: true },
    { card: 'targeting-fault-1', speed: 3, eng: 5, sq: 2, convert: true, less: 1, long: true },
    { card: 'sensor-damage-1', speed: 3, eng: 5, sq: 2, convert: true, less: 0, long: false },
    { card: 'structural-damage-1', speed: 3, eng: 5, sq: 2, convert: true, less: 0, long: true },
  ])('cruiser with faceup $card', ({ card, speed, eng, sq, convert, less, long }) => {
    const state = card ? withCards(testState(), 'a1', [card], [card]) : testState();
    const a1 = shipIn(state, 'a1');
    expect(speedCap(state, a1)).toBe(speed);
    expect(speedCap(state, 'a1')).toBe(speed);
    expect(engineeringValue(state, a1)).toBe(eng);
    expect(squadronValue(state, a1)).toBe(sq);
    expect(mayConvertDial(state, a1)).toBe(convert);
    expect(batteryDiceLess(state, a1)).toBe(less);
    expect(mayAttackLong(state, a1)).toBe(long);
  });

  test('a facedown card of a lasting title does nothing', () => {
    const state = withCards(testState(), 'a1', ['thruster-damage-1', 'power-drain-2', 'sensor-damage-3']);
    expect(speedCap(state, 'a1')).toBe(3);
    expect(engineeringValue(state, 'a1')).toBe(5);
    expect(mayAttackLong(state, 'a1')).toBe(true);
  });

  test('thruster-damage caps the corvette (top speed 4) at 2; two copies do no more than one', () => {
    expect(speedCap(testState(), 'b1')).toBe(4);
    const state = withCards(
      testState(),
      'b1',
      ['thruster-damage-1', 'thruster-damage-2'],
      ['thruster-damage-1', 'thruster-damage-2'],
    );
    expect(speedCap(state, 'b1')).toBe(2);
    const two = withCards(
      testState(),
      'a1',
      ['targeting-fault-1', 'targeting-fault-2'],
      ['targeting-fault-1', 'targeting-fault-2'],
    );
    expect(batteryDiceLess(two, 'a1')).toBe(1);
  });

  test('power-drain halves rounding down: corvette engineering 2 -> 1', () => {
    const state = withCards(testState(), 'b1', ['power-drain-1'], ['power-drain-1']);
    expect(engineeringValue(state, 'b1')).toBe(1);
  });
});

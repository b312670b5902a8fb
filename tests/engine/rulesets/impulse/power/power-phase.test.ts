import { describe, expect, test } from 'vitest';
import { impulse } from '../../../../../src/engine/index.js';
import {
  atPowerPhase,
  eventsOf,
  play,
  rawGame,
  refusal,
  ship,
  testClass,
  type TestShip,
} from '../../../../helpers/build.js';

const ships: TestShip[] = [
  { name: 'Vigil', hex: '1010' },
  { name: 'Raider', side: 'red', hex: '1040', facing: 'S' },
];
const power = (extra: Partial<Parameters<typeof rawGame>[0]> = {}, round = 1) =>
  atPowerPhase(rawGame({ ships, ...extra }), round);
type Order = impulse.PowerOrder;
const order = (shipId: string, curveChange: -1 | 0 | 1, charge: Order['charge']): Order => ({
  ship: shipId,
  curveChange,
  charge,
});
const submit = (side: 'blue' | 'red', orders: Order[]): impulse.Command => ({ type: 'submitPower', side, orders });
const redDefault: impulse.Command = submit('red', []);

describe('charging weapons', () => {
  test('"yellow" charges one yellow box per weapon in the group; "red" charges one red box', () => {
    const s = power();
    ship(s, 'Vigil').groups = [
      { red: 1, yellow: 0, destroyed: false },
      { red: 0, yellow: 1, destroyed: false },
    ];
    const { state, events } = play(s, submit('blue', [order('s1', 0, ['yellow', 'red'])]), redDefault);
    expect(ship(state, 'Vigil').groups).toEqual([
      { red: 1, yellow: 2, destroyed: false }, // two weapons: two yellow boxes
      { red: 1, yellow: 1, destroyed: false },
    ]);
    expect(
      eventsOf(events, 'weaponsCharged')
        .filter((e) => e.ship.name === 'Vigil')
        .map((e) => [e.red, e.yellow]),
    ).toEqual([
      [0, 2],
      [1, 0],
    ]);
  });

  test('yellow charging never overfills the bar', () => {
    const s = power();
    ship(s, 'Vigil').groups[0] = { red: 1, yellow: 1, destroyed: false };
    const { state } = play(s, submit('blue', [order('s1', 0, ['yellow', 'none'])]), redDefault);
    expect(ship(state, 'Vigil').groups[0]?.yellow).toBe(2);
  });

  test('a choice the group does not have open is refused', () => {
    expect(refusal(power(), submit('blue', [order('s1', 0, ['red', 'none'])]))).toBe('INVALID_POWER_ORDER');
  });

  test('the default charges an empty red box first, else yellow', () => {
    const s = power();
    ship(s, 'Vigil').groups = [
      { red: 0, yellow: 0, destroyed: false },
      { red: 1, yellow: 0, destroyed: false },
    ];
    expect(impulse.defaultPowerOrder(s, ship(s, 'Vigil')).charge).toEqual(['red', 'yellow']);
  });
});

describe('changing the power curve', () => {
  test.each([
    [-1, 1, 3, 2],
    [0, 2, 3, 3],
    [1, 3, 2, 4],
  ] as const)('a change of %i lands on curve %i (power %i, speed %i)', (change, index, powerValue, speed) => {
    const { state } = play(power(), submit('blue', [order('s1', change, ['none', 'none'])]), redDefault);
    expect(ship(state, 'Vigil').curve).toBe(index);
    expect(impulse.currentCurve(state, ship(state, 'Vigil'))).toMatchObject({ power: powerValue, speed });
  });

  test('at most one step, and never past either end of the list', () => {
    const s = power();
    expect(refusal(s, submit('blue', [{ ship: 's1', curveChange: 2 as never, charge: ['none', 'none'] }]))).toBe(
      'INVALID_COMMAND',
    );
    ship(s, 'Vigil').curve = 4;
    expect(refusal(s, submit('blue', [order('s1', 1, ['none', 'none'])]))).toBe('INVALID_POWER_ORDER');
  });

  test("the order must be for one of the side's own active ships", () => {
    expect(refusal(power(), submit('blue', [order('s2', 0, ['none', 'none'])]))).toBe('NOT_YOUR_SHIP');
  });
});

describe('hull damage and power', () => {
  test('the number in the leftmost unmarked hull box lowers power from this Power Phase on', () => {
    const s = power();
    ship(s, 'Vigil').hullMarked = 2; // box 3 carries -1
    const { state, events } = play(s, submit('blue', []), redDefault);
    expect(ship(state, 'Vigil').hullModifier).toBe(-1);
    expect(impulse.effectivePower(state, ship(state, 'Vigil'))).toBe(2);
    expect(eventsOf(events, 'hullModifierApplied')[0]).toMatchObject({ modifier: -1, power: 2 });
  });

  test('speeding up with a hull modifier of -1: curve 2-4-2 written, power 1 effective (talon-mechanics T9 pattern)', () => {
    const s = power();
    ship(s, 'Vigil').hullMarked = 2;
    const { state } = play(s, submit('blue', [order('s1', 1, ['none', 'none'])]), redDefault);
    expect(impulse.currentCurve(state, ship(state, 'Vigil'))).toMatchObject({ power: 2, speed: 4 });
    expect(impulse.effectivePower(state, ship(state, 'Vigil'))).toBe(1);
  });

  test('power below zero destroys the ship', () => {
    const weak = testClass({
      curves: [
        { power: 1, speed: 2, turn: 1 },
        { power: 0, speed: 3, turn: 1 },
      ],
      startCurve: 0,
      hull: [{}, { power: -1 }, { power: -2 }],
    });
    const s = power({
      classes: [weak, testClass({ id: 'other' })],
      ships: [
        { name: 'Vigil', hex: '1010' },
        { name: 'Raider', side: 'red', hex: '1040', class: 'other' },
      ],
    });
    ship(s, 'Vigil').hullMarked = 2; // modifier -2: curve 1 power gives -1
    const { state, events } = play(s, submit('blue', [order('s1', 0, ['none', 'none'])]), redDefault);
    expect(eventsOf(events, 'shipDestroyed')[0]).toMatchObject({ ship: { name: 'Vigil' }, cause: 'power' });
    expect(state.outcome).toMatchObject({ winner: 'red', reason: 'lastSideStanding' });
  });

  test('the default curve choice slows down when keeping the curve would be fatal', () => {
    const s = power();
    ship(s, 'Vigil').curve = 4; // 1-5-3
    ship(s, 'Vigil').hullMarked = 5; // box 6 carries -2
    expect(impulse.defaultPowerOrder(s, ship(s, 'Vigil')).curveChange).toBe(-1);
  });

  test('Power Loss: no curve change and no charging, but the hull modifier still applies', () => {
    const s = power();
    ship(s, 'Vigil').criticals.push({ id: 'c1', effect: 'powerLoss', received: { round: 1, impulse: 'C' } });
    ship(s, 'Vigil').hullMarked = 2;
    ship(s, 'Vigil').groups[0] = { red: 0, yellow: 0, destroyed: false };
    expect(refusal(s, submit('blue', [order('s1', 1, ['none', 'none'])]))).toBe('INVALID_POWER_ORDER');
    expect(refusal(s, submit('blue', [order('s1', 0, ['red', 'none'])]))).toBe('INVALID_POWER_ORDER');
    const { state } = play(s, submit('blue', []), redDefault);
    expect(ship(state, 'Vigil').groups[0]).toEqual({ red: 0, yellow: 0, destroyed: false });
    expect(ship(state, 'Vigil').hullModifier).toBe(-1);
  });

  test('afterburners are not refreshed by the Power Phase (once per game)', () => {
    const s = power();
    ship(s, 'Vigil').afterburnersUsed = 1;
    const { state } = play(s, submit('blue', []), redDefault);
    expect(ship(state, 'Vigil').afterburnersUsed).toBe(1);
  });
});

describe('who submits when', () => {
  test('simultaneous (default): both submit privately in either order, then the round ends', () => {
    const { state, events } = play(power(), redDefault);
    expect(impulse.awaiting(state)).toEqual(['blue']);
    const hidden = impulse.viewFor(state, 'blue');
    expect(hidden.flow.phase === 'power' && hidden.flow.orders.red).toEqual([]);
    expect(state.flow.phase === 'power' && state.flow.orders.red).toHaveLength(1);
    expect(eventsOf(events, 'powerSubmitted')).toEqual([{ type: 'powerSubmitted', side: 'red', automatic: false }]);
    const after = play(state, submit('blue', []));
    expect(eventsOf(after.events, 'roundStarted')).toEqual([{ type: 'roundStarted', round: 2 }]);
    expect(after.state.flow).toMatchObject({ round: 2 });
  });

  test('a side cannot submit twice', () => {
    const { state } = play(power(), redDefault);
    expect(refusal(state, redDefault)).toBe('POWER_ALREADY_SUBMITTED');
  });

  test('sequential: the initiative player first', () => {
    const s = power({ settings: { powerPhase: 'sequential' } });
    expect(impulse.awaiting(s)).toEqual(['blue']);
    expect(refusal(s, redDefault)).toBe('NOT_YOUR_TURN');
    const { state } = play(s, submit('blue', []));
    expect(impulse.awaiting(state)).toEqual(['red']);
  });

  test('a side with nothing to choose gets the default by itself', () => {
    const fixed = testClass({ id: 'fixed', curves: [{ power: 2, speed: 2, turn: 1 }], startCurve: 0 });
    const s = power({
      classes: [testClass(), fixed],
      ships: [
        { name: 'Vigil', hex: '1010' },
        { name: 'Raider', side: 'red', hex: '1040', class: 'fixed' },
      ],
    });
    const { events } = play(s, submit('blue', []));
    expect(eventsOf(events, 'powerSubmitted')).toEqual([
      { type: 'powerSubmitted', side: 'blue', automatic: false },
      { type: 'powerSubmitted', side: 'red', automatic: true },
    ]);
  });
});

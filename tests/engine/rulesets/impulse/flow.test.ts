import { describe, expect, test } from 'vitest';
import { impulse } from '../../../../src/engine/index.js';
import {
  at,
  eventsOf,
  play,
  rawGame,
  refusal,
  settled,
  ship,
  testClass,
  type TestShip,
} from '../../../helpers/build.js';

const noBurners = testClass({ afterburners: 0 });
const far: TestShip[] = [
  { name: 'Vigil', hex: '1010' },
  { name: 'Raider', side: 'red', hex: '1040', facing: 'S' },
];

describe('a turn, step by step', () => {
  test('steps with nothing to decide pass by themselves and say why', () => {
    const { state, events } = settled(rawGame({ ships: far, classes: [noBurners] }));
    const steps = eventsOf(events, 'stepEnded').map((e) => `${e.side}:${e.step}:${e.reason}`);
    expect(steps).toEqual([
      'blue:ap:noAp',
      'blue:movement:noMoves',
      'blue:firing:nothingCanFire',
      'blue:repair:nothingToRepair',
      'red:ap:noAp',
      'red:movement:noMoves',
      'red:firing:nothingCanFire',
      'red:repair:nothingToRepair',
    ]);
    expect(eventsOf(events, 'turnStarted').map((e) => e.side)).toEqual(['blue', 'red']);
    expect(state.flow.phase).toBe('initiative');
  });

  test('the steps run in order: AP, then movement, then firing, then repair', () => {
    let state = at(rawGame({ ships: far, classes: [noBurners] }), { impulse: 'B', step: 'ap' });
    expect(refusal(state, { type: 'move', side: 'blue', ship: 's1', how: 'straight' })).toBe('WRONG_STEP');
    state = play(state, { type: 'useAp', side: 'blue', ship: 's1', use: { kind: 'doNothing' } }).state;
    expect(state.flow).toMatchObject({ step: 'movement' });
  });

  test('the firing step waits while a ship has a ready weapon and a target, until the player ends it', () => {
    const close: TestShip[] = [
      { name: 'Vigil', hex: '1010' },
      { name: 'Raider', side: 'red', hex: '1008', facing: 'S' },
    ];
    const state = at(rawGame({ ships: close, classes: [noBurners] }), { impulse: 'A', step: 'firing' });
    expect(settled(state).state.flow).toMatchObject({ step: 'firing', turn: 0 });
    expect(impulse.shipTasks(state, 'blue')).toEqual([{ ship: 's1', required: false, can: ['fire'] }]);
    const { events } = play(state, { type: 'endStep', side: 'blue' });
    expect(eventsOf(events, 'stepEnded')[0]).toMatchObject({ step: 'firing', reason: 'endedByPlayer' });
  });

  test('a weapon out of arc, out of range or behind a planet gives nothing to fire at', () => {
    const base = (ships: TestShip[], terrain: unknown[] = []) =>
      settled(at(rawGame({ ships, classes: [noBurners], terrain }), { impulse: 'A', step: 'firing' })).state.flow;
    // Right behind Vigil: no group covers the rear arc.
    expect(
      base([
        { name: 'Vigil', hex: '1010' },
        { name: 'Raider', side: 'red', hex: '1012' },
      ]),
    ).not.toMatchObject({ step: 'firing', turn: 0 });
    // Five hexes ahead: beyond the beam's range of 4.
    expect(
      base([
        { name: 'Vigil', hex: '1010' },
        { name: 'Raider', side: 'red', hex: '1005' },
      ]),
    ).not.toMatchObject({ step: 'firing', turn: 0 });
    // A planet between them.
    expect(
      base(
        [
          { name: 'Vigil', hex: '1010' },
          { name: 'Raider', side: 'red', hex: '1007' },
        ],
        [{ kind: 'planet', name: 'Osk', hex: '1009' }],
      ),
    ).not.toMatchObject({
      step: 'firing',
      turn: 0,
    });
  });

  test('end turn does not skip past a movement choice', () => {
    const state = at(rawGame({ ships: far, classes: [noBurners] }), { impulse: 'B', step: 'ap' });
    expect(refusal(state, { type: 'endTurn', side: 'blue' })).toBe('MOVES_OUTSTANDING');
  });

  test('end turn from the AP step, with only forced moves, finishes the turn', () => {
    const state = at(rawGame({ ships: far, classes: [noBurners] }), { impulse: 'B', step: 'ap' });
    ship(state, 'Vigil').turnCountdown = 2;
    const { state: after, events } = play(state, { type: 'endTurn', side: 'blue' });
    expect(eventsOf(events, 'shipMoved')[0]).toMatchObject({ automatic: true, how: 'straight' });
    expect(eventsOf(events, 'turnStarted')[0]?.side).toBe('red');
    expect(after.flow).not.toMatchObject({ turn: 0 });
  });

  test('commands from the side that is not acting are refused', () => {
    const state = at(rawGame({ ships: far }), { impulse: 'B', step: 'ap' });
    expect(refusal(state, { type: 'endStep', side: 'red' })).toBe('NOT_YOUR_TURN');
    expect(refusal(state, { type: 'endStep', side: 'green' })).toBe('UNKNOWN_SIDE');
  });
});

describe('housekeeping: reinforcement expiry (seed 000 section 1.1.1)', () => {
  const withReinforcements = () => {
    const s = at(rawGame({ ships: far, classes: [noBurners] }), { impulse: 'D', step: 'housekeeping', round: 2 });
    ship(s, 'Vigil').reinforcements = [
      { arc: 'left', expires: { round: 2, impulse: 'D' } },
      { arc: 'rear', expires: { round: 2, impulse: 'E' } },
    ];
    ship(s, 'Raider').reinforcements = [{ arc: 'forward', expires: { round: 2, impulse: 'D' } }];
    return s;
  };

  test("a reinforcement expires at its owner's housekeeping in the same impulse of the next round", () => {
    const { state, events } = settled(withReinforcements());
    expect(eventsOf(events, 'reinforcementExpired').map((e) => `${e.ship.name}:${e.arc}`)).toEqual(['Vigil:left']);
    expect(ship(state, 'Vigil').reinforcements).toEqual([{ arc: 'rear', expires: { round: 2, impulse: 'E' } }]);
    // Red's own reinforcement waits for red's housekeeping in the same impulse.
    expect(ship(state, 'Raider').reinforcements).toHaveLength(1);
    const redTurn = settled(at(state, { impulse: 'D', step: 'housekeeping', round: 2, turn: 1 }));
    expect(eventsOf(redTurn.events, 'reinforcementExpired').map((e) => `${e.ship.name}:${e.arc}`)).toEqual([
      'Raider:forward',
    ]);
  });

  test('one placed in impulse F lasts through the Power Phase until F of the next round', () => {
    const s = at(rawGame({ ships: far, classes: [noBurners] }), { impulse: 'F', step: 'ap', round: 1 });
    const { state } = play(s, {
      type: 'useAp',
      side: 'blue',
      ship: 's1',
      use: { kind: 'reinforceShield', arc: 'forward' },
    });
    expect(ship(state, 'Vigil').reinforcements).toEqual([{ arc: 'forward', expires: { round: 2, impulse: 'F' } }]);
  });
});

describe('a whole turn as one batch (atomic)', () => {
  const twoShips = () =>
    at(
      rawGame({
        ships: [
          { name: 'Vigil', hex: '1010' },
          { name: 'Warden', hex: '0610' },
          { name: 'Raider', side: 'red', hex: '1040', facing: 'S' },
        ],
        classes: [noBurners],
      }),
      { impulse: 'B', step: 'ap' },
    );

  test('every command applies in order and the version grows by one', () => {
    const s = twoShips();
    const batch: impulse.Command = {
      type: 'batch',
      side: 'blue',
      commands: [
        { type: 'useAp', side: 'blue', ship: 's1', use: { kind: 'enableSideslip' } },
        { type: 'useAp', side: 'blue', ship: 's2', use: { kind: 'reinforceShield', arc: 'forward' } },
        { type: 'move', side: 'blue', ship: 's1', how: 'slipLeft' },
        { type: 'move', side: 'blue', ship: 's2', how: 'turnRight' },
      ],
    };
    const { state } = play(s, batch);
    expect(state.version).toBe(s.version + 1);
    expect(ship(state, 'Vigil')).toMatchObject({ sideslip: false, facing: 0 });
    expect(ship(state, 'Warden')).toMatchObject({ facing: 1, reinforcements: [{ arc: 'forward' }] });
    expect(state.flow).toMatchObject({ turn: 1 });
  });

  test('the first error refuses the whole batch and says which command failed', () => {
    const s = twoShips();
    const before = JSON.stringify(s);
    const result = impulse.applyCommand(s, {
      type: 'batch',
      side: 'blue',
      commands: [
        { type: 'useAp', side: 'blue', ship: 's1', use: { kind: 'doNothing' } },
        { type: 'useAp', side: 'blue', ship: 's1', use: { kind: 'doNothing' } },
      ],
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({ code: 'AP_ALREADY_USED', detail: { batchIndex: 1 } });
    expect(JSON.stringify(s)).toBe(before);
  });

  test('a batch that ends the turn after the engine already ended it still applies', () => {
    const s = at(rawGame({ ships: far, classes: [noBurners] }), { impulse: 'B', step: 'ap' });
    const { state } = play(s, {
      type: 'batch',
      side: 'blue',
      commands: [
        { type: 'useAp', side: 'blue', ship: 's1', use: { kind: 'doNothing' } },
        { type: 'move', side: 'blue', ship: 's1', how: 'straight' },
        { type: 'endTurn', side: 'blue' },
      ],
    });
    expect(state.flow).not.toMatchObject({ turn: 0, impulse: 'B' });
  });

  test('in a batch a forced move waits, so the player may still order it', () => {
    const s = twoShips();
    ship(s, 'Warden').turnCountdown = 2; // its only move is straight ahead
    const { events } = play(s, {
      type: 'batch',
      side: 'blue',
      commands: [
        { type: 'move', side: 'blue', ship: 's1', how: 'turnLeft' },
        { type: 'move', side: 'blue', ship: 's2', how: 'straight' },
      ],
    });
    expect(eventsOf(events, 'shipMoved').map((e) => [e.ship.name, e.automatic])).toEqual([
      ['Vigil', false],
      ['Warden', false],
    ]);
  });

  test('forced moves left unordered are made when the batch ends', () => {
    const s = twoShips();
    ship(s, 'Warden').turnCountdown = 2;
    const { events } = play(s, {
      type: 'batch',
      side: 'blue',
      commands: [{ type: 'move', side: 'blue', ship: 's1', how: 'straight' }],
    });
    expect(eventsOf(events, 'shipMoved').map((e) => [e.ship.name, e.automatic])).toEqual([
      ['Vigil', false],
      ['Warden', true],
    ]);
  });

  test('a command for a later step ends the steps before it; one after the turn (the initiative choice) follows the flow', () => {
    const s = at(rawGame({ ships: far, classes: [noBurners] }), {
      impulse: 'C',
      step: 'ap',
      turn: 1,
      initiative: 'red',
    });
    ship(s, 'Vigil').criticals = [
      { id: 'c1', effect: 'helmDown', received: { round: 1, impulse: 'A' } },
      { id: 'c2', effect: 'powerLoss', received: { round: 1, impulse: 'A' } },
    ];
    ship(s, 'Vigil').initiativeMarker = 'change'; // placed earlier this impulse: blue will choose
    s.rng = { kind: 'scripted', faces: [6], next: 0 };
    const { state, events } = play(s, {
      type: 'batch',
      side: 'blue',
      commands: [
        { type: 'repair', side: 'blue', ship: 's1', critical: 'c2' },
        { type: 'chooseInitiative', side: 'blue', choice: 'give' },
      ],
    });
    expect(eventsOf(events, 'repairAttempted')[0]).toMatchObject({ critical: 'c2', repaired: true });
    expect(eventsOf(events, 'initiativeChosen')).toEqual([
      { type: 'initiativeChosen', side: 'blue', choice: 'give', initiative: 'red' },
    ]);
    expect(state.flow).toMatchObject({ impulse: 'D' });
  });

  test('batches do not nest', () => {
    expect(
      refusal(twoShips(), { type: 'batch', side: 'blue', commands: [{ type: 'batch', side: 'blue', commands: [] }] }),
    ).toBe('INVALID_COMMAND');
  });
});

describe('malformed commands are rule errors, never crashes', () => {
  const state = () => at(rawGame({ ships: far }), { impulse: 'B', step: 'ap' });
  test.each([
    [
      'an unknown AP source',
      { type: 'useAp', side: 'blue', ship: 's1', use: { kind: 'chargeBattery' }, source: 'foo' },
    ],
    ['an unknown AP use', { type: 'useAp', side: 'blue', ship: 's1', use: { kind: 'warp' } }],
    ['an unknown way to move', { type: 'move', side: 'blue', ship: 's1', how: 'backwards' }],
    ['a batch without a list', { type: 'batch', side: 'blue', commands: 'all of them' }],
    ['an initiative choice that is neither take nor give', { type: 'chooseInitiative', side: 'blue', choice: 'maybe' }],
    ['an unknown command', { type: 'selfDestruct', side: 'blue' }],
    ['a missing side', { type: 'endStep' }],
    ['extra fields', { type: 'endStep', side: 'blue', please: true }],
  ])('%s', (_, cmd) => {
    const result = impulse.applyCommand(state(), cmd as unknown as impulse.Command);
    expect(!result.ok && result.error.code).toBe('INVALID_COMMAND');
    expect(!result.ok && (result.error.detail.problems as string[]).length).toBeGreaterThan(0);
  });
});

describe('purity', () => {
  test('applying a command never changes the state it was given', () => {
    const s = at(rawGame({ ships: far }), { impulse: 'B', step: 'ap' });
    const before = JSON.stringify(s);
    play(
      s,
      { type: 'useAp', side: 'blue', ship: 's1', use: { kind: 'enableSideslip' } },
      { type: 'move', side: 'blue', ship: 's1', how: 'slipLeft' },
    );
    expect(JSON.stringify(s)).toBe(before);
  });

  test('a finished game accepts no commands', () => {
    const s = at(rawGame({ ships: far }), { impulse: 'B', step: 'ap' });
    s.outcome = { winner: 'blue', reason: 'lastSideStanding', pointsLost: { blue: 0, red: 0 }, margin: 0 };
    expect(refusal(s, { type: 'endStep', side: 'blue' })).toBe('GAME_OVER');
  });
});

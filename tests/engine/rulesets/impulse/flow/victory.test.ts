import { describe, expect, test } from 'vitest';
import { fromOffset } from '../../../../../src/engine/core/hex-label.js';
import { atPowerPhase, at, eventsOf, play, rawGame, testClass } from '../../../../helpers/build.js';

const noBurners = testClass({ afterburners: 0 });

describe('end of game (seed 000 section 3)', () => {
  test('a side with no ships left loses (here, destroyed by a friendly collision)', () => {
    const fragile = testClass({
      id: 'fragile',
      shields: { forward: 0, right: 0, rear: 0, left: 0 },
      hull: [{}, {}],
      afterburners: 0,
      explosion: 0,
    });
    const s = at(
      rawGame({
        classes: [noBurners, fragile],
        ships: [
          { name: 'Raider', side: 'red', hex: '1010', class: 'fragile' },
          { name: 'Husk', side: 'red', hex: '1009', class: 'fragile' },
          { name: 'Vigil', hex: '1030' },
        ],
        initiative: 'red',
      }),
      { impulse: 'B', step: 'movement', initiative: 'red' },
    );
    const { state, events } = play(s, { type: 'move', side: 'red', ship: 's1', how: 'straight' });
    expect(eventsOf(events, 'shipDestroyed').map((e) => e.ship.name)).toEqual(['Raider', 'Husk']);
    // Margin of victory: the loser lost two 100-point ships, the winner nothing.
    expect(eventsOf(events, 'gameEnded')).toEqual([
      {
        type: 'gameEnded',
        outcome: { winner: 'blue', reason: 'lastSideStanding', pointsLost: { blue: 0, red: 200 }, margin: 200 },
      },
    ]);
    expect(state.flow.phase).toBe('over');
  });

  test('survive N rounds: the side wins when round N ends with a ship of theirs on the map', () => {
    const s = atPowerPhase(
      rawGame({
        classes: [noBurners],
        ships: [
          { name: 'Vigil', hex: '1010' },
          { name: 'Raider', side: 'red', hex: '1040' },
        ],
        victory: [{ kind: 'survive', side: 'blue', rounds: 2 }],
      }),
      2,
    );
    const { state } = play(
      s,
      { type: 'submitPower', side: 'blue', orders: [] },
      { type: 'submitPower', side: 'red', orders: [] },
    );
    expect(state.outcome).toMatchObject({ winner: 'blue', reason: 'survive' });
  });

  test('survival is not judged before its round', () => {
    const s = atPowerPhase(
      rawGame({
        classes: [noBurners],
        ships: [
          { name: 'Vigil', hex: '1010' },
          { name: 'Raider', side: 'red', hex: '1040' },
        ],
        victory: [{ kind: 'survive', side: 'blue', rounds: 2 }],
      }),
      1,
    );
    expect(
      play(s, { type: 'submitPower', side: 'blue', orders: [] }, { type: 'submitPower', side: 'red', orders: [] }).state
        .outcome,
    ).toBeNull();
  });

  test('exit a ship: the side wins when the named ship leaves the map', () => {
    const s = at(
      rawGame({
        classes: [noBurners],
        ships: [
          { name: 'Courier', hex: fromOffset({ col: 47, row: 8 }), facing: 'NE' },
          { name: 'Escort', hex: fromOffset({ col: 1, row: 8 }) },
          { name: 'Raider', side: 'red', hex: fromOffset({ col: 0, row: 8 }) },
        ],
        victory: [{ kind: 'exitShip', side: 'blue', ship: 'Courier' }],
      }),
      { impulse: 'B', step: 'movement' },
    );
    const { state } = play(s, { type: 'move', side: 'blue', ship: 's1', how: 'straight' });
    expect(state.outcome).toMatchObject({ winner: 'blue', reason: 'exitShip' });
  });

  test('destroy a named ship: checked before last-side-standing', () => {
    const state = rawGame({
      classes: [noBurners],
      ships: [
        { name: 'Vigil', hex: '1010' },
        { name: 'Flagship', side: 'red', hex: '1040' },
        { name: 'Picket', side: 'red', hex: '1044' },
      ],
      victory: [{ kind: 'destroyShip', side: 'blue', ship: 'Flagship' }],
    });
    state.ships[1]!.status = 'destroyed';
    const { state: after } = play(at(state, { impulse: 'B', step: 'ap' }), {
      type: 'useAp',
      side: 'blue',
      ship: 's1',
      use: { kind: 'doNothing' },
    });
    expect(after.outcome).toMatchObject({ winner: 'blue', reason: 'destroyShip' });
  });
});

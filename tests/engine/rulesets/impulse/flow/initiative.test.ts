import { describe, expect, test } from 'vitest';
import type { impulse } from '../../../../../src/engine/index.js';
import { at, eventsOf, play, rawGame, refusal, ship } from '../../../../helpers/build.js';

/** The end of impulse `letter`: red (second player) is in its repair step with nothing left to do. */
const endOfImpulse = (
  markers: { blue?: 'defend' | 'change'; red?: 'defend' | 'change' },
  letter: impulse.Impulse = 'C',
) => {
  const s = at(
    rawGame({
      ships: [
        { name: 'Vigil', hex: '1010' },
        { name: 'Raider', side: 'red', hex: '1040', facing: 'S' },
      ],
    }),
    { impulse: letter, step: 'repair', turn: 1 },
  );
  ship(s, 'Vigil').initiativeMarker = markers.blue ?? null;
  ship(s, 'Raider').initiativeMarker = markers.red ?? null;
  return s;
};
const endRedTurn: impulse.Command = { type: 'endStep', side: 'red' };

describe('who decides the next initiative (seed 000 section 1.4)', () => {
  test.each([
    ['no markers', {}, 'blue'],
    ['one Change against no Defend', { red: 'change' as const }, 'red'],
    ['one Change against one Defend (a tie keeps it)', { red: 'change' as const, blue: 'defend' as const }, 'blue'],
    ['a Defend alone', { blue: 'defend' as const }, 'blue'],
  ])('%s: %s chooses', (_, markers, chooser) => {
    const { state, events } = play(endOfImpulse(markers), endRedTurn);
    expect(state.flow).toMatchObject({ phase: 'initiative', chooser });
    expect(eventsOf(events, 'initiativeResolved')[0]?.chooser).toBe(chooser);
  });
});

test('markers on ships no longer in play do not count', () => {
  const s = endOfImpulse({ red: 'change' });
  ship(s, 'Raider').status = 'destroyed';
  // Red keeps a ship in play, so the game goes on.
  s.ships.push({ ...ship(s, 'Raider'), id: 's9', name: 'Spare', status: 'active', initiativeMarker: null });
  const { state } = play(s, endRedTurn);
  expect(state.flow).toMatchObject({ phase: 'initiative', chooser: 'blue' });
});

describe('take or give', () => {
  test('taking keeps the chooser first in the next impulse; markers are removed', () => {
    const s = play(endOfImpulse({ red: 'change' }), endRedTurn).state;
    const { state, events } = play(s, { type: 'chooseInitiative', side: 'red', choice: 'take' });
    expect(eventsOf(events, 'initiativeChosen')[0]).toMatchObject({ side: 'red', choice: 'take', initiative: 'red' });
    expect(eventsOf(events, 'impulseStarted')[0]).toMatchObject({ impulse: 'D', initiative: 'red' });
    expect(state.ships.every((x) => x.initiativeMarker === null)).toBe(true);
  });

  test('giving hands the initiative to the other side', () => {
    const s = play(endOfImpulse({}), endRedTurn).state;
    const { events } = play(s, { type: 'chooseInitiative', side: 'blue', choice: 'give' });
    expect(eventsOf(events, 'impulseStarted')[0]).toMatchObject({ impulse: 'D', initiative: 'red' });
  });

  test('after impulse F the choice leads into the Power Phase', () => {
    const s = play(endOfImpulse({}, 'F'), endRedTurn).state;
    const { state } = play(s, { type: 'chooseInitiative', side: 'blue', choice: 'take' });
    expect(state.flow).toMatchObject({ phase: 'power', round: 1, initiative: 'blue' });
  });

  test('only the chooser chooses, and only when a choice is due', () => {
    const s = play(endOfImpulse({}), endRedTurn).state;
    expect(refusal(s, { type: 'chooseInitiative', side: 'red', choice: 'take' })).toBe('NOT_YOUR_TURN');
    expect(refusal(endOfImpulse({}), { type: 'chooseInitiative', side: 'blue', choice: 'take' })).toBe('WRONG_STEP');
  });
});

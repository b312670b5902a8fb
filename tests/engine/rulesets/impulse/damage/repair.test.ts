import { describe, expect, test } from 'vitest';
import { impulse } from '../../../../../src/engine/index.js';
import { at, eventsOf, play, rawGame, refusal, settled, ship, testClass } from '../../../../helpers/build.js';

const critical = (
  id: string,
  effect: impulse.CriticalEffect,
  received: impulse.When = { round: 1, impulse: 'A' },
): impulse.Critical => ({ id, effect, received });
const repairStep = (criticals: impulse.Critical[], dice: number[], letter: impulse.Impulse = 'C') => {
  const s = at(
    rawGame({
      ships: [
        { name: 'Vigil', hex: '1010' },
        { name: 'Raider', side: 'red', hex: '1040', facing: 'S' },
      ],
      classes: [testClass({ afterburners: 0 })],
      dice,
    }),
    {
      impulse: letter,
      step: 'repair',
    },
  );
  ship(s, 'Vigil').criticals = criticals;
  return s;
};

describe('critical damage repair (seed 000 section 1.1.5)', () => {
  test.each([
    [6, true],
    [5, false],
    [1, false],
  ])('a lone repairable critical is rolled for by itself: a %i repairs it: %s', (face, repaired) => {
    const { state, events } = settled(repairStep([critical('c1', 'helmDown')], [face]));
    expect(eventsOf(events, 'repairAttempted')).toEqual([
      {
        type: 'repairAttempted',
        ship: { id: 's1', name: 'Vigil', side: 'blue' },
        critical: 'c1',
        effect: 'helmDown',
        roll: face,
        repaired,
        automatic: true,
      },
    ]);
    expect(eventsOf(events, 'diceRolled')[0]).toMatchObject({ dice: '1d6', faces: [face] });
    expect(ship(state, 'Vigil').criticals).toHaveLength(repaired ? 0 : 1);
  });

  test.each([...impulse.REPAIRABLE])('%s is repaired by a 6 and stays on a 5', (effect) => {
    expect(settled(repairStep([critical('c1', effect)], [6])).state.ships[0]?.criticals).toEqual([]);
    expect(settled(repairStep([critical('c1', effect)], [5])).state.ships[0]?.criticals).toHaveLength(1);
  });

  test('never in the impulse the critical was received (Helm Down taken in B: first roll in C)', () => {
    const inB = settled(repairStep([critical('c1', 'helmDown', { round: 1, impulse: 'B' })], [], 'B'));
    expect(eventsOf(inB.events, 'repairAttempted')).toHaveLength(0);
    expect(eventsOf(inB.events, 'stepEnded')[0]).toMatchObject({ step: 'repair', reason: 'nothingToRepair' });
    const inC = settled(repairStep([critical('c1', 'helmDown', { round: 1, impulse: 'B' })], [6], 'C'));
    expect(eventsOf(inC.events, 'repairAttempted')[0]?.repaired).toBe(true);
  });

  test('permanent criticals are never rolled for', () => {
    const { events } = settled(
      repairStep([critical('c1', 'thrustersDamaged'), critical('c2', 'powerRelayDamaged')], []),
    );
    expect(eventsOf(events, 'repairAttempted')).toHaveLength(0);
  });

  test('with two repairable criticals the player picks one; one attempt per ship per impulse', () => {
    const s = repairStep([critical('c1', 'helmDown'), critical('c2', 'shieldsDown')], [6]);
    expect(settled(s).state.flow).toMatchObject({ step: 'repair', turn: 0 });
    expect(impulse.shipTasks(s, 'blue')).toEqual([{ ship: 's1', required: false, can: ['repair'] }]);
    const { state, events } = play(s, { type: 'repair', side: 'blue', ship: 's1', critical: 'c2' });
    expect(eventsOf(events, 'repairAttempted')[0]).toMatchObject({ critical: 'c2', repaired: true, automatic: false });
    expect(ship(state, 'Vigil').criticals.map((c) => c.id)).toEqual(['c1']);
  });

  test.each([
    ['an unknown critical', [critical('c1', 'helmDown'), critical('c2', 'powerLoss')], 'c9', 'UNKNOWN_CRITICAL'],
    [
      'a permanent critical',
      [critical('c1', 'helmDown'), critical('c2', 'powerLoss'), critical('c3', 'thrustersDamaged')],
      'c3',
      'NOT_REPAIRABLE',
    ],
    [
      'one received this impulse',
      [
        critical('c1', 'helmDown'),
        critical('c2', 'powerLoss'),
        critical('c3', 'shieldsDown', { round: 1, impulse: 'C' }),
      ],
      'c3',
      'REPAIR_TOO_SOON',
    ],
  ])('repairing %s is refused', (_, criticals, id, code) => {
    expect(refusal(repairStep(criticals, [6]), { type: 'repair', side: 'blue', ship: 's1', critical: id })).toBe(code);
  });

  test('a second attempt in the same impulse is refused', () => {
    const s = at(
      rawGame({
        ships: [
          { name: 'Vigil', hex: '1010' },
          { name: 'Warden', hex: '0610' },
          { name: 'Raider', side: 'red', hex: '1040', facing: 'S' },
        ],
        classes: [testClass({ afterburners: 0 })],
        dice: [2],
      }),
      { impulse: 'C', step: 'repair' },
    );
    ship(s, 'Vigil').criticals = [critical('c1', 'helmDown'), critical('c2', 'powerLoss')];
    ship(s, 'Warden').criticals = [critical('c3', 'helmDown'), critical('c4', 'powerLoss')];
    const { state } = play(s, { type: 'repair', side: 'blue', ship: 's1', critical: 'c1' });
    expect(refusal(state, { type: 'repair', side: 'blue', ship: 's1', critical: 'c2' })).toBe('REPAIR_ALREADY_TRIED');
  });
});

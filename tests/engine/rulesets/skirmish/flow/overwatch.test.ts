/**
 * Fire Overwatch (issue 44 deliverable 1; seed 003, Charge 4: "Overwatch now happens at the end of
 * the Movement phase"): the other side's window at the end of the active side's Movement phase, its
 * options (a unit of its own not engaged, an enemy unit that moved or arrived, visible, within 24),
 * and the answer: 1 CP, then the unit's ranged weapons that reach, hitting on unmodified 6s only.
 */
import { describe, expect, test } from 'vitest';
import { PASS_CHOICE } from '../../../../../src/engine/core/reaction-window.js';
import {
  answerOverwatch,
  openOverwatchWindow,
  overwatchAwaited,
} from '../../../../../src/engine/rulesets/skirmish/flow/overwatch.js';
import type { SkirmishState, SkirmishUnit } from '../../../../../src/engine/rulesets/skirmish/state.js';
import { file, fileUnit, inPhase, types, unit } from './close-fixture.js';

/** Blue's squad moved (column 10, rows 2-6); red's squad 15 columns east (column 25): rifles reach, pistols do not. */
function afterMove(
  over: Partial<SkirmishState> = {},
  dice?: readonly number[],
  moved: SkirmishUnit['movement'] = 'normal',
  redCol = 25,
  extra: SkirmishUnit[] = [],
): SkirmishState {
  return inPhase(
    'movement',
    [
      fileUnit('bs', 'blue', 'squad', 10, 2, 5, { movement: moved }),
      fileUnit('rs', 'red', 'squad', redCol, 2, 5),
      ...extra,
    ],
    { cp: { blue: 0, red: 1 }, ...over },
    dice,
  );
}

describe('seed 003 (Charge 4 note): Fire Overwatch at the end of the Movement phase', () => {
  test("red, with 1 CP, is asked: its squad at blue's squad that moved, or pass (the default)", () => {
    const opened = openOverwatchWindow(afterMove());
    if (!opened) throw new Error('no window');
    expect(opened.events).toEqual([
      { type: 'reactionWindowOpened', window: 'overwatch-r1-red', trigger: expect.any(String), sides: ['red'] },
    ]);
    const awaited = overwatchAwaited(opened.state);
    expect(awaited).toMatchObject({ window: 'overwatch-r1-red', kind: 'overwatch', side: 'red', default: PASS_CHOICE });
    expect(awaited?.options.map((o) => o.id)).toEqual(['rs>bs', PASS_CHOICE]);
    expect(awaited?.options[0]?.command).toEqual({
      type: 'react',
      side: 'red',
      window: 'overwatch-r1-red',
      option: 'rs>bs',
    });
  });

  test('a unit that arrived from reserve this phase may be shot too', () => {
    expect(openOverwatchWindow(afterMove({}, undefined, 'arrived'))).not.toBeNull();
    expect(openOverwatchWindow(afterMove({}, undefined, 'advance'))).not.toBeNull();
  });

  const wall = { kind: 'wall' as const, height: 0, hexes: file(17, 0, 12) };
  const none: { name: string; state: SkirmishState }[] = [
    { name: 'red has no CP', state: afterMove({ cp: { blue: 0, red: 0 } }) },
    { name: 'red used Fire Overwatch this phase', state: afterMove({ stratagemsUsed: ['fireOverwatch:red'] }) },
    {
      name: 'the window was already opened this phase',
      state: afterMove({ stratagemsUsed: ['window:overwatch-r1-red'] }),
    },
    { name: "blue's squad stood still", state: afterMove({}, undefined, 'stationary') },
    { name: "blue's squad has not moved yet", state: afterMove({}, undefined, null) },
    { name: "a wall hides blue's squad", state: afterMove({ terrain: [wall] }) },
    {
      name: "red's squad is engaged",
      state: afterMove({}, undefined, 'normal', 25, [fileUnit('bc', 'blue', 'captain', 25, 8, 1)]),
    },
    { name: 'it is not the Movement phase', state: { ...afterMove(), phase: 'shooting' } },
  ];
  test.each(none)('no window when $name', ({ state }) => {
    expect(openOverwatchWindow(state)).toBeNull();
  });

  test('more than 24 away: no window', () => {
    const far = inPhase(
      'movement',
      [fileUnit('bs', 'blue', 'squad', 2, 2, 5, { movement: 'normal' }), fileUnit('rs', 'red', 'squad', 27, 2, 5)],
      { cp: { blue: 0, red: 1 } },
    );
    expect(openOverwatchWindow(far)).toBeNull();
  });

  test('a pass closes the window, no CP spent, and it is not opened again this phase', () => {
    const opened = openOverwatchWindow(afterMove());
    if (!opened) throw new Error('no window');
    const passed = answerOverwatch(opened.state, 'red', PASS_CHOICE);
    if (!passed.ok) throw new Error(passed.error.code);
    expect(types(passed.value.events)).toEqual(['reactionAnswered', 'reactionWindowClosed']);
    expect(passed.value.state.cp.red).toBe(1);
    expect(passed.value.state.reaction).toBeNull();
    expect(openOverwatchWindow(passed.value.state)).toBeNull();
  });

  test('firing: 1 CP, then the rifles (the pistol does not reach 15) hit only on 6s: five 5s miss, the 6 hits', () => {
    // Eight rifle attacks (four troopers, 2 each): 5 5 5 5 5 5 6 1; the one hit's wound roll: 1.
    const opened = openOverwatchWindow(afterMove({}, [5, 5, 5, 5, 5, 5, 6, 1, 1]));
    if (!opened) throw new Error('no window');
    const fired = answerOverwatch(opened.state, 'red', 'rs>bs');
    if (!fired.ok) throw new Error(fired.error.code);
    const events = fired.value.events;
    expect(types(events).slice(0, 3)).toEqual(['reactionAnswered', 'reactionWindowClosed', 'stratagemUsed']);
    expect(events[2]).toMatchObject({ stratagem: 'fireOverwatch', side: 'red', unit: 'rs', cpLeft: 0 });
    const declared = events.filter((e) => e.type === 'attackDeclared');
    expect(declared).toEqual([
      expect.objectContaining({ kind: 'overwatch', attacker: 'rs', target: 'bs', weapon: 'rifle', attacks: 8 }),
    ]);
    expect(events.find((e) => e.type === 'hitsRolled')).toMatchObject({ dice: [5, 5, 5, 5, 5, 5, 6, 1], hits: 1 });
    expect(unit(fired.value.state, 'rs').shot).toBe(true);
    expect(fired.value.state.attack).toBeNull();
    expect(openOverwatchWindow(fired.value.state)).toBeNull();
  });
});

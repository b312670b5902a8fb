/**
 * Heroic Intervention (issue 44 deliverable 3; seed 003, Charge 4: "At the end of the phase, opponent
 * may Heroically Intervene: 1 CP, resolve a counter-charge"): the window offered to the other side,
 * its options and default, the answer (pass, or 1 CP, 2D6 and a charge move at the charger alone),
 * and that the intervening unit does not fight first.
 */
import { describe, expect, test } from 'vitest';
import { PASS_CHOICE } from '../../../../../src/engine/core/reaction-window.js';
import { engagedWith } from '../../../../../src/engine/rulesets/skirmish/geometry/index.js';
import { eligibleFighters, startFightPhase } from '../../../../../src/engine/rulesets/skirmish/flow/fight-phase.js';
import {
  answerHeroic,
  heroicAwaited,
  openHeroicWindow,
} from '../../../../../src/engine/rulesets/skirmish/flow/heroic.js';
import type { SkirmishState, SkirmishUnit } from '../../../../../src/engine/rulesets/skirmish/state.js';
import { fileUnit, inPhase, types, unit } from './close-fixture.js';

/** Blue's squad charged red's pack (engaged: rows 6 and 8); red's captain `col` columns away at row 4. */
function afterCharge(
  col = 14,
  over: Partial<SkirmishState> = {},
  dice?: readonly number[],
  captain: Partial<SkirmishUnit> = {},
  charged = true,
): SkirmishState {
  return inPhase(
    'charge',
    [
      fileUnit('bs', 'blue', 'squad', 10, 2, 5, { charged, chargeDeclared: charged }),
      fileUnit('rp', 'red', 'pack', 10, 8, 5),
      fileUnit('rc', 'red', 'captain', col, 4, 1, captain),
    ],
    { cp: { blue: 1, red: 1 }, ...over },
    dice,
  );
}

describe('seed 003, Charge 4: the Heroic Intervention window at the end of the Charge phase', () => {
  test('red, with 1 CP and its captain 4 from the charger, is asked: <unit>><charger> or pass, default pass', () => {
    const opened = openHeroicWindow(afterCharge());
    if (!opened) throw new Error('no window');
    expect(opened.events).toEqual([
      { type: 'reactionWindowOpened', window: 'heroic-r1-red', trigger: expect.any(String), sides: ['red'] },
    ]);
    expect(opened.state.reaction?.kind).toBe('heroic');
    const awaited = heroicAwaited(opened.state);
    expect(awaited).toMatchObject({ window: 'heroic-r1-red', kind: 'heroic', side: 'red', default: PASS_CHOICE });
    expect(awaited?.options.map((o) => o.id)).toEqual(['rc>bs', PASS_CHOICE]);
    expect(awaited?.options[0]?.command).toEqual({
      type: 'react',
      side: 'red',
      window: 'heroic-r1-red',
      option: 'rc>bs',
    });
    expect(awaited?.options[1]?.command).toEqual({
      type: 'react',
      side: 'red',
      window: 'heroic-r1-red',
      option: 'pass',
    });
  });

  const none: { name: string; state: SkirmishState }[] = [
    { name: 'red has no CP', state: afterCharge(14, { cp: { blue: 1, red: 0 } }) },
    {
      name: 'red used Heroic Intervention this phase',
      state: afterCharge(14, { stratagemsUsed: ['heroicIntervention:red'] }),
    },
    {
      name: 'the window was already opened this phase',
      state: afterCharge(14, { stratagemsUsed: ['window:heroic-r1-red'] }),
    },
    { name: 'nobody charged successfully', state: afterCharge(14, {}, undefined, {}, false) },
    { name: 'the captain is 7 from the charger', state: afterCharge(17) },
    {
      name: 'the captain is battle-shocked (no stratagem on it)',
      state: afterCharge(14, {}, undefined, { shocked: true }),
    },
    {
      name: 'the captain had a stratagem this phase',
      state: afterCharge(14, {}, undefined, { stratagemIn: 'r1:blue:charge' }),
    },
    { name: 'it is not the Charge phase', state: { ...afterCharge(), phase: 'fight' } },
  ];
  test.each(none)('no window when $name', ({ state }) => {
    expect(openHeroicWindow(state)).toBeNull();
    expect(heroicAwaited(state)).toBeUndefined();
  });

  test('an engaged unit may not intervene: the pack, engaged with the charger, is not offered', () => {
    const opened = openHeroicWindow(afterCharge());
    expect(heroicAwaited(opened?.state ?? afterCharge())?.options.map((o) => o.id)).not.toContain('rp>bs');
  });

  test('a pass: the window closes, no CP spent, and it is not opened again this phase', () => {
    const opened = openHeroicWindow(afterCharge());
    if (!opened) throw new Error('no window');
    const passed = answerHeroic(opened.state, 'red', PASS_CHOICE);
    if (!passed.ok) throw new Error(passed.error.code);
    expect(types(passed.value.events)).toEqual(['reactionAnswered', 'reactionWindowClosed']);
    expect(passed.value.state.reaction).toBeNull();
    expect(passed.value.state.cp.red).toBe(1);
    expect(openHeroicWindow(passed.value.state)).toBeNull();
  });

  test('wrong answers are refused: blue is not asked, an option not offered, no window open', () => {
    const opened = openHeroicWindow(afterCharge());
    if (!opened) throw new Error('no window');
    const code = (r: ReturnType<typeof answerHeroic>): string | null => (r.ok ? null : r.error.code);
    expect(code(answerHeroic(opened.state, 'blue', 'pass'))).toBe('NOT_ASKED');
    expect(code(answerHeroic(opened.state, 'red', 'rp>bs'))).toBe('NO_SUCH_OPTION');
    expect(code(answerHeroic(afterCharge(), 'red', 'pass'))).toBe('NO_WINDOW');
  });

  test('intervening: 1 CP, 2D6 (2 + 1 = 3 covers the 4 to engagement), a charge move at the charger; no fights first', () => {
    const opened = openHeroicWindow(afterCharge(14, {}, [2, 1]));
    if (!opened) throw new Error('no window');
    const answered = answerHeroic(opened.state, 'red', 'rc>bs');
    if (!answered.ok) throw new Error(answered.error.code);
    expect(types(answered.value.events)).toEqual([
      'reactionAnswered',
      'reactionWindowClosed',
      'stratagemUsed',
      'diceRolled',
      'unitMoved',
      'heroicIntervention',
    ]);
    expect(answered.value.events[2]).toEqual({
      type: 'stratagemUsed',
      side: 'red',
      stratagem: 'heroicIntervention',
      unit: 'rc',
      cost: 1,
      cpLeft: 0,
    });
    expect(answered.value.events[4]).toMatchObject({ type: 'unitMoved', unit: 'rc', movement: 'heroic', allowance: 3 });
    expect(answered.value.events.at(-1)).toEqual({
      type: 'heroicIntervention',
      unit: 'rc',
      against: 'bs',
      dice: [2, 1],
      succeeded: true,
    });
    const state = answered.value.state;
    expect(engagedWith(state, unit(state, 'rc'))).toEqual(['bs']);
    expect(unit(state, 'rc').charged).toBe(false);
    expect(state.cp.red).toBe(0);
    expect(state.reaction).toBeNull();
    // The Fight phase: only the charger fights first; the captain waits for the remaining combats.
    const fight = startFightPhase({ ...state, phase: 'fight' });
    expect(eligibleFighters(fight.state, 'red')).toEqual([]);
    expect(eligibleFighters(fight.state, 'blue')).toEqual(['bs']);
  });

  test('a roll too short (1 + 1 for 6 to cover): the intervention fails and the captain stays', () => {
    const start = afterCharge(16, {}, [1, 1]);
    const opened = openHeroicWindow(start);
    if (!opened) throw new Error('no window');
    const answered = answerHeroic(opened.state, 'red', 'rc>bs');
    if (!answered.ok) throw new Error(answered.error.code);
    expect(types(answered.value.events)).not.toContain('unitMoved');
    expect(answered.value.events.at(-1)).toEqual({
      type: 'heroicIntervention',
      unit: 'rc',
      against: 'bs',
      dice: [1, 1],
      succeeded: false,
    });
    expect(unit(answered.value.state, 'rc').models).toEqual(unit(start, 'rc').models);
    expect(answered.value.state.cp.red).toBe(0);
  });
});

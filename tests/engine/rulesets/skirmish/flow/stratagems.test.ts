import { describe, expect, it } from 'vitest';
import { spendCp, STRATAGEM_COSTS } from '../../../../../src/engine/rulesets/skirmish/flow/stratagems.js';
import { phaseKey, type SkirmishState, type SkirmishUnit } from '../../../../../src/engine/rulesets/skirmish/state.js';
import { skirmishState } from '../../../../helpers/skirmish-state.js';
import { codeOf, ofType, play, unitAt } from './core-fixture.js';

const blue = (cmd: Record<string, unknown>) => ({ side: 'blue', ...cmd }) as never;

const twoSquads = (extra: Partial<SkirmishUnit> = {}, over: Partial<SkirmishState> = {}, dice?: number[]) =>
  skirmishState(
    [unitAt('s', 'blue', 'squad', 5, 5, extra), unitAt('t', 'blue', 'squad', 14, 5), unitAt('p', 'red', 'pack', 5, 13)],
    over,
    dice,
  );

describe('4.2 Stratagems: costs and limits', () => {
  it('every stratagem costs 1 CP', () => {
    expect(Object.values(STRATAGEM_COSTS)).toEqual([1, 1, 1, 1, 1]);
  });

  it.each([
    { over: { cp: { blue: 0, red: 0 } }, extra: {}, stratagem: 'commandReroll', code: 'NOT_ENOUGH_CP', note: 'no CP' },
    {
      over: { stratagemsUsed: ['commandReroll:blue'] },
      extra: {},
      stratagem: 'commandReroll',
      code: 'STRATAGEM_USED',
      note: 'once per side per phase',
    },
    {
      over: {},
      extra: { stratagemIn: 'r1:blue:movement' },
      stratagem: 'commandReroll',
      code: 'UNIT_HAD_STRATAGEM',
      note: 'one per unit per phase',
    },
    {
      over: {},
      extra: { shocked: true },
      stratagem: 'commandReroll',
      code: 'SHOCKED_UNIT',
      note: 'a battle-shocked unit is not a target of its own stratagems',
    },
    { over: {}, extra: { shocked: true }, stratagem: 'insaneBravery', code: 'ok', note: 'Insane Bravery excepted' },
    {
      over: { braveryUsed: ['blue'] },
      extra: {},
      stratagem: 'insaneBravery',
      code: 'BRAVERY_USED',
      note: 'Insane Bravery once per battle',
    },
  ] as const)('spendCp: $note ($code)', ({ over, extra, stratagem, code }) => {
    const state = twoSquads(extra, over as Partial<SkirmishState>);
    const paid = spendCp(state, 'blue', stratagem, 's');
    expect(paid.ok ? 'ok' : paid.error.code).toBe(code);
  });

  it('spendCp: the CP deducted, the stratagem recorded for the phase and on the unit', () => {
    const state = twoSquads();
    const paid = spendCp(state, 'blue', 'commandReroll', 's');
    if (!paid.ok) throw new Error(paid.error.code);
    expect(paid.value.events).toEqual([
      { type: 'stratagemUsed', side: 'blue', stratagem: 'commandReroll', unit: 's', cost: 1, cpLeft: 1 },
    ]);
    expect(paid.value.state.cp.blue).toBe(1);
    expect(paid.value.state.stratagemsUsed).toEqual(['commandReroll:blue']);
    expect(paid.value.state.units.find((u) => u.id === 's')?.stratagemIn).toBe(phaseKey(state));
  });
});

describe('seed 003, Command Re-roll', () => {
  it('rerolls a pending Advance roll (all its dice); not twice, not with nothing pending', () => {
    const start = twoSquads({}, {}, [2, 5, 3]);
    expect(codeOf(start, blue({ type: 'stratagem', stratagem: 'commandReroll', unit: 's' }))).toBe('NOTHING_TO_REROLL');
    const { state, events } = play(
      start,
      blue({ type: 'advance', unit: 's' }),
      blue({ type: 'stratagem', stratagem: 'commandReroll', unit: 's' }),
    );
    expect(ofType(events, 'rollRerolled')).toEqual([
      { type: 'rollRerolled', unit: 's', kind: 'advance', before: 2, after: 5 },
    ]);
    expect(state.pending).toMatchObject({ kind: 'advance', total: 5, dice: [5], rerolled: true });
    expect(state.cp.blue).toBe(1);
    expect(codeOf(state, blue({ type: 'stratagem', stratagem: 'commandReroll', unit: 's' }))).toBe('ALREADY_REROLLED');
    // Once per side per phase: the other squad's Advance may not be rerolled this phase.
    const { state: second } = play(state, blue({ type: 'stay', unit: 's' }), blue({ type: 'advance', unit: 't' }));
    expect(codeOf(second, blue({ type: 'stratagem', stratagem: 'commandReroll', unit: 't' }))).toBe('STRATAGEM_USED');
  });

  it.each([
    {
      dice: [1, 1, 5, 5],
      pending: true,
      failed: [] as string[],
      note: 'a 2 reaches nothing; rerolled to 10 the charge goes on',
    },
    {
      dice: [1, 1, 1, 2],
      pending: false,
      failed: ['noTarget'],
      note: 'rerolled to 3, still out of reach: the charge fails at once',
    },
  ])('Charge 2, a charge roll rerolled: $note', ({ dice, pending, failed }) => {
    const start = twoSquads({}, { phase: 'charge' }, dice);
    const { state: declared } = play(start, blue({ type: 'charge', unit: 's' }));
    expect(declared.pending).toMatchObject({ kind: 'charge', total: 2 });
    const { state, events } = play(declared, blue({ type: 'stratagem', stratagem: 'commandReroll', unit: 's' }));
    expect(ofType(events, 'rollRerolled')[0]).toMatchObject({ kind: 'charge', before: 2, after: dice[2]! + dice[3]! });
    expect(state.pending !== null).toBe(pending);
    expect(ofType(events, 'chargeFailed').map((e) => e.reason)).toEqual(failed);
  });
});

import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../../../src/engine/core/rng.js';
import { settleStep, startTurn } from '../../../../../src/engine/rulesets/skirmish/flow/turn.js';
import type { SkirmishState, SkirmishUnit } from '../../../../../src/engine/rulesets/skirmish/state.js';
import { skirmishState } from '../../../../helpers/skirmish-state.js';
import { codeOf, ofType, play, unitAt } from './core-fixture.js';

/** A squad of five (Ld 7) with `alive` of them left, and a red pack far away. */
function squadLeft(alive: number, extra: Partial<SkirmishUnit> = {}): SkirmishUnit {
  const squad = unitAt('s', 'blue', 'squad', 3, 2, extra);
  return {
    ...squad,
    models: squad.models.map((m, i) => (i < alive ? m : { ...m, alive: false, wounds: 0, hex: null })),
  };
}

/** Blue's turn starting (red's fight phase just over) with these units and dice. */
function blueTurn(units: SkirmishUnit[], dice: number[], over: Partial<SkirmishState> = {}) {
  const state = skirmishState(
    [...units, unitAt('p', 'red', 'pack', 22, 20)],
    { phase: 'fight', active: 'red', ...over },
    dice,
  );
  return settleStep(startTurn({ ...state, rng: scriptedRng(dice) }, 'blue'));
}

describe('seed 003, Command Phase', () => {
  it.each([
    {
      cp: { blue: 2, red: 9 },
      after: { blue: 3, red: 10 },
      gained: ['blue:1', 'red:1'],
      note: 'both players gain 1 CP',
    },
    { cp: { blue: 10, red: 0 }, after: { blue: 10, red: 1 }, gained: ['red:1'], note: 'not above the cap of 10' },
  ])('$note', ({ cp, after, gained }) => {
    const { state, events } = blueTurn([squadLeft(5)], [], { cp });
    expect(state.cp).toEqual(after);
    expect(ofType(events, 'cpGained').map((e) => `${e.side}:${e.amount}`)).toEqual(gained);
    expect(state.phase).toBe('movement');
  });

  it('start-of-turn abilities: selfRepair gives a damaged model back its wounds (up to X)', () => {
    const tank = unitAt('t', 'blue', 'tank', 5, 5);
    const damaged = { ...tank, models: tank.models.map((m) => ({ ...m, wounds: 10 })) };
    const { state, events } = blueTurn([damaged], []);
    expect(ofType(events, 'abilityUsed')).toEqual([
      { type: 'abilityUsed', unit: 't', ability: 'selfRepair', model: 1, amount: 1 },
    ]);
    expect(state.units.find((u) => u.id === 't')?.models[0]?.wounds).toBe(11);
  });
});

describe('seed 003, Battle-shock Test', () => {
  it.each([
    { alive: 5, tests: 0, note: 'full strength: no test' },
    { alive: 3, tests: 0, note: 'above half strength (3 of 5): no test' },
    { alive: 2, tests: 1, note: 'at or below half strength (2 of 5): tests' },
  ])('Battle-shock 1, who tests: $note', ({ alive, tests }) => {
    const { events } = blueTurn([squadLeft(alive)], [6, 6], { cp: { blue: 0, red: 0 } });
    expect(ofType(events, 'battleShockTested')).toHaveLength(tests);
  });

  it.each([
    { wounds: 3, tests: 0, note: '3 of 5 wounds left: no test' },
    { wounds: 2, tests: 1, note: '2 of 5 wounds left (a one-model unit at half its wounds or below): tests' },
  ])('Battle-shock 1, a one-model unit: $note', ({ wounds, tests }) => {
    const captain = unitAt('c', 'blue', 'captain', 4, 4);
    const hurt = { ...captain, models: captain.models.map((m) => ({ ...m, wounds })) };
    const { events } = blueTurn([hurt], [6, 6], { cp: { blue: 0, red: 0 } });
    expect(ofType(events, 'battleShockTested')).toHaveLength(tests);
  });

  it.each([
    { dice: [3, 4], shocked: false, passed: true, event: null, was: false, note: '2D6 = Ld 7 passes' },
    {
      dice: [3, 3],
      shocked: true,
      passed: false,
      event: 'unitShocked',
      was: false,
      note: '2D6 = 6 < Ld 7 fails: shocked',
    },
    {
      dice: [5, 2],
      shocked: false,
      passed: true,
      event: 'unitRecovered',
      was: true,
      note: 're-test of a shocked unit: a pass recovers it',
    },
    {
      dice: [1, 1],
      shocked: true,
      passed: false,
      event: null,
      was: true,
      note: 're-test of a shocked unit: a fail keeps it shocked',
    },
  ])('Battle-shock 2: $note', ({ dice, shocked, passed, event, was }) => {
    // Shocked units re-test at full strength; others are at half strength (2 of 5).
    const squad = was ? squadLeft(5, { shocked: true }) : squadLeft(2);
    // Insane Bravery already used: a fail stands at once.
    const { state, events } = blueTurn([squad], dice, { cp: { blue: 0, red: 0 }, braveryUsed: ['blue'] });
    const [test] = ofType(events, 'battleShockTested');
    expect(test).toMatchObject({ unit: 's', dice, total: dice[0]! + dice[1]!, leadership: 7, passed, wasShocked: was });
    expect(state.units.find((u) => u.id === 's')?.shocked).toBe(shocked);
    const changes = events.filter((e) => e.type === 'unitShocked' || e.type === 'unitRecovered').map((e) => e.type);
    expect(changes).toEqual(event ? [event] : []);
    expect(state.pending).toBeNull();
  });

  it('the best Ld of the unit is the one tested (the captain Ld 6 in a one-model unit)', () => {
    const captain = unitAt('c', 'blue', 'captain', 4, 4);
    const hurt = { ...captain, models: captain.models.map((m) => ({ ...m, wounds: 1 })) };
    const { events } = blueTurn([hurt], [3, 3], { cp: { blue: 0, red: 0 } });
    expect(ofType(events, 'battleShockTested')[0]).toMatchObject({ leadership: 6, total: 6, passed: true });
  });

  it('Battle-shock 3, Insane Bravery (1 CP): a failed test waits; the stratagem passes it', () => {
    const { state } = blueTurn([squadLeft(2)], [1, 2], { cp: { blue: 0, red: 0 } });
    // Blue gained 1 CP this phase: enough for Insane Bravery; the failed test waits on blue.
    expect(state).toMatchObject({ phase: 'command', pending: { kind: 'shock', unit: 's', side: 'blue', total: 3 } });
    const { state: after, events } = play(state, {
      type: 'stratagem',
      side: 'blue',
      stratagem: 'insaneBravery',
      unit: 's',
    });
    expect(ofType(events, 'stratagemUsed')).toEqual([
      { type: 'stratagemUsed', side: 'blue', stratagem: 'insaneBravery', unit: 's', cost: 1, cpLeft: 0 },
    ]);
    expect(ofType(events, 'battleShockPassedByBravery')).toEqual([{ type: 'battleShockPassedByBravery', unit: 's' }]);
    expect(after.units.find((u) => u.id === 's')?.shocked).toBe(false);
    expect(after).toMatchObject({ phase: 'movement', braveryUsed: ['blue'], pending: null });
  });

  it('Battle-shock 3: `done` lets the failed test stand, and the next unit tests after it', () => {
    const second = { ...squadLeft(2), id: 's2', name: 's2' };
    const moved = {
      ...second,
      models: second.models.map((m) => (m.hex ? { ...m, hex: { q: m.hex.q, r: m.hex.r + 6 } } : m)),
    };
    const { state } = blueTurn([squadLeft(2), moved], [1, 2, 6, 6], { cp: { blue: 0, red: 0 } });
    expect(state.pending).toMatchObject({ kind: 'shock', unit: 's' });
    expect(codeOf(state, { type: 'move', side: 'blue', unit: 's', to: { q: 3, r: 5 } })).toBe('WRONG_PHASE');
    const { state: after, events } = play(state, { type: 'done', side: 'blue' });
    expect(
      events
        .filter((e) => e.type === 'unitShocked' || e.type === 'battleShockTested')
        .map((e) => `${e.type}:${'unit' in e ? e.unit : ''}`),
    ).toEqual(['unitShocked:s', 'battleShockTested:s2']);
    expect(after.units.find((u) => u.id === 's')?.shocked).toBe(true);
    expect(after).toMatchObject({ phase: 'movement', cp: { blue: 1 } });
  });

  it('Battle-shock 3 not offered once Insane Bravery was used this battle: the fail shocks at once', () => {
    const { state } = blueTurn([squadLeft(2)], [1, 2], { cp: { blue: 3, red: 0 }, braveryUsed: ['blue'] });
    expect(state.pending).toBeNull();
    expect(state.units.find((u) => u.id === 's')?.shocked).toBe(true);
    expect(state.phase).toBe('movement');
  });
});

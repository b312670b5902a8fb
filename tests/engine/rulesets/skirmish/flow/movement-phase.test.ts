import { describe, expect, it } from 'vitest';
import { neighbours } from '../../../../../src/engine/core/hex.js';
import type { SkirmishState, SkirmishUnit } from '../../../../../src/engine/rulesets/skirmish/state.js';
import { skirmishState } from '../../../../helpers/skirmish-state.js';
import { at, codeOf, ofType, phaseMarks, play, unitAt } from './core-fixture.js';

const blue = (cmd: Record<string, unknown>) => ({ side: 'blue', ...cmd }) as never;

/** Blue's squad (M6, row 5) in blue's Movement phase; the red pack at `packRow`. */
function movement(packRow = 18, over: Partial<SkirmishState> = {}, dice?: number[], extra: Partial<SkirmishUnit> = {}) {
  return skirmishState([unitAt('s', 'blue', 'squad', 5, 5, extra), unitAt('p', 'red', 'pack', 5, packRow)], over, dice);
}

const unit = (state: SkirmishState, id: string) => state.units.find((u) => u.id === id);

describe('seed 003, Movement Phase: Move by M', () => {
  it('a Normal move up to M; the unit may not move again this phase', () => {
    const { state, events } = play(movement(), blue({ type: 'move', unit: 's', to: at(5, 10) }));
    expect(ofType(events, 'unitMoved')[0]).toMatchObject({ unit: 's', movement: 'normal', allowance: 6 });
    expect(unit(state, 's')?.models[0]?.hex).toEqual(at(5, 10));
    expect(unit(state, 's')?.movement).toBe('normal');
    expect(state.lastMove).toMatchObject({ unit: 's', kind: 'normal', allowance: 6 });
    for (const type of ['move', 'advance', 'stay'])
      expect(codeOf(state, blue({ type, unit: 's', ...(type === 'move' ? { to: at(5, 9) } : {}) }))).toBe(
        'ALREADY_MOVED',
      );
  });

  it.each([
    { cmd: { type: 'move', unit: 's', to: at(5, 13) }, code: 'TOO_FAR', note: '8 hexes with M 6' },
    { cmd: { type: 'move', unit: 'p', to: at(5, 14) }, code: 'NOT_YOUR_UNIT', note: "the enemy's unit" },
    { cmd: { type: 'arrive', unit: 's', to: at(5, 2) }, code: 'NOT_IN_RESERVE', note: 'a unit on the table' },
    {
      cmd: { type: 'shoot', unit: 's', fire: [{ weapon: 'rifle', target: 'p' }] },
      code: 'WRONG_PHASE',
      note: 'shooting',
    },
  ])('refused: $note ($code)', ({ cmd, code }) => {
    expect(codeOf(movement(), blue(cmd))).toBe(code);
  });

  it('`stay` keeps the unit stationary', () => {
    const { state, events } = play(movement(), blue({ type: 'stay', unit: 's' }));
    expect(ofType(events, 'unitStayed')).toEqual([{ type: 'unitStayed', unit: 's' }]);
    expect(unit(state, 's')?.movement).toBe('stationary');
  });

  it('`adjust` moves one model of the unit moved last (4.5 nudge); another unit is refused', () => {
    const { state } = play(movement(), blue({ type: 'move', unit: 's', to: at(5, 9) }));
    const five = unit(state, 's')?.models[4]?.hex;
    const tries = neighbours(five!).map((to) => ({
      to,
      code: codeOf(state, blue({ type: 'adjust', unit: 's', model: 5, to })),
    }));
    const good = tries.find((t) => t.code === 'ok');
    expect(good).toBeDefined();
    const { state: after, events } = play(state, blue({ type: 'adjust', unit: 's', model: 5, to: good!.to }));
    expect(ofType(events, 'modelAdjusted')).toEqual([
      { type: 'modelAdjusted', unit: 's', model: 5, from: five, to: good!.to },
    ]);
    expect(unit(after, 's')?.models[4]?.hex).toEqual(good!.to);
    expect(codeOf(state, { type: 'adjust', side: 'red', unit: 'p', model: 1, to: at(6, 17) })).toBe('NOT_YOUR_TURN');
  });
});

describe('seed 003, Movement Phase: Advance (+D6)', () => {
  it('the D6 is rolled first; the move is up to M + the roll', () => {
    const { state, events } = play(movement(18, {}, [4]), blue({ type: 'advance', unit: 's' }));
    expect(ofType(events, 'advanceRolled')).toEqual([{ type: 'advanceRolled', unit: 's', roll: 4 }]);
    expect(state.pending).toMatchObject({ kind: 'advance', unit: 's', total: 4 });
    expect(codeOf(state, blue({ type: 'move', unit: 's', to: at(16, 5) }))).toBe('TOO_FAR');
    const { state: moved, events: moveEvents } = play(state, blue({ type: 'move', unit: 's', to: at(5, 14) }));
    expect(ofType(moveEvents, 'unitMoved')[0]).toMatchObject({ movement: 'advance', allowance: 10 });
    expect(moved).toMatchObject({ pending: null });
    expect(unit(moved, 's')?.movement).toBe('advance');
  });

  it('`done` with the Advance roll waiting: the Advance stands, the unit unmoved', () => {
    const { state, events } = play(movement(18, {}, [1]), blue({ type: 'advance', unit: 's' }), blue({ type: 'done' }));
    expect(ofType(events, 'unitStayed')).toHaveLength(1);
    expect(unit(state, 's')?.movement).toBe('advance');
    expect(state).toMatchObject({ phase: 'movement', movementStep: 'moves', pending: null });
  });

  it.each([
    {
      how: 'advance',
      marks: ['blue:-shooting', 'blue:-charge'],
      note: 'an Advance forbids the charge (and rifles, not assault weapons): both phases skipped',
    },
    {
      how: 'normal',
      marks: ['blue:shooting', 'blue:charge'],
      note: 'after a Normal move the unit may shoot and charge',
    },
  ])('$note', ({ how, marks }) => {
    const start = movement(18, {}, [4]);
    const moves =
      how === 'advance'
        ? [blue({ type: 'advance', unit: 's' }), blue({ type: 'move', unit: 's', to: at(5, 11) })]
        : [blue({ type: 'move', unit: 's', to: at(5, 11) })];
    const moved = play(start, ...moves, blue({ type: 'done' }));
    const shootingWaits = moved.state.phase === 'shooting' && moved.state.active === 'blue';
    const events = shootingWaits
      ? [...moved.events, ...play(moved.state, blue({ type: 'done' })).events]
      : moved.events;
    expect(phaseMarks(events).slice(0, 2)).toEqual(marks);
  });
});

describe('seed 003, Movement Phase: Fall Back', () => {
  it('an engaged unit falls back up to M, out of engagement range; it may not Advance', () => {
    const start = movement(7);
    expect(codeOf(start, blue({ type: 'advance', unit: 's' }))).toBe('ENGAGED');
    const { state, events } = play(start, blue({ type: 'move', unit: 's', to: at(5, 1) }));
    expect(ofType(events, 'unitMoved')[0]).toMatchObject({ movement: 'fallBack', allowance: 6 });
    expect(unit(state, 's')?.movement).toBe('fallBack');
  });

  it('Fall Back forbids shooting and the charge: both phases pass by', () => {
    const { events } = play(movement(7), blue({ type: 'move', unit: 's', to: at(5, 1) }), blue({ type: 'done' }));
    expect(phaseMarks(events)).toEqual([
      'blue:-shooting',
      'blue:-charge',
      'blue:-fight',
      'red:command',
      'red:movement',
    ]);
  });

  it('a battle-shocked unit falls back by Desperate Escape: one hazard roll per model, 1-2 a mortal wound', () => {
    const start = movement(7, {}, [1, 3, 4, 5, 6], { shocked: true });
    const { state, events } = play(start, blue({ type: 'move', unit: 's', to: at(5, 1) }));
    expect(ofType(events, 'unitMoved')[0]).toMatchObject({ movement: 'fallBack' });
    expect(ofType(events, 'hazardRolled').map((e) => `${e.model}:${e.roll}:${e.mortalWounds}`)).toEqual([
      '1:1:1',
      '2:3:0',
      '3:4:0',
      '4:5:0',
      '5:6:0',
    ]);
    expect(ofType(events, 'mortalWoundsInflicted')).toHaveLength(1);
    const lost = unit(state, 's')!.models.reduce((n, m) => n + (m.alive ? 0 : 1), 0);
    const wounds = unit(state, 's')!.models.reduce((n, m) => n + m.wounds, 0);
    expect(lost + (6 - wounds)).toBeGreaterThan(0);
  });
});

describe('4.2 Reserves', () => {
  const withReserve = (round: number) => {
    const r = unitAt('r', 'blue', 'squad', 1, 1, { reserve: true });
    return skirmishState(
      [
        unitAt('s', 'blue', 'squad', 5, 5),
        { ...r, models: r.models.map((m) => ({ ...m, hex: null })) },
        unitAt('p', 'red', 'pack', 5, 18),
      ],
      { round },
    );
  };

  it('battle round 1: no reinforcements step; an arrival is too early', () => {
    const start = withReserve(1);
    expect(codeOf(start, blue({ type: 'arrive', unit: 'r', to: at(15, 3) }))).toBe('TOO_EARLY');
    const { events } = play(start, blue({ type: 'done' }));
    expect(ofType(events, 'phaseEnded')[0]).toMatchObject({ phase: 'movement' });
  });

  it('from battle round 2: after the moves, the reinforcements step; the unit arrives', () => {
    const start = withReserve(2);
    expect(codeOf(start, blue({ type: 'arrive', unit: 'r', to: at(15, 3) }))).toBe('WRONG_STEP');
    const { state } = play(start, blue({ type: 'done' }));
    expect(state).toMatchObject({ phase: 'movement', movementStep: 'reinforcements' });
    const { state: arrived, events } = play(state, blue({ type: 'arrive', unit: 'r', to: at(15, 3) }));
    expect(ofType(events, 'unitArrived')[0]?.steps).toHaveLength(5);
    expect(unit(arrived, 'r')).toMatchObject({ reserve: false, movement: 'arrived' });
    expect(codeOf(arrived, blue({ type: 'arrive', unit: 'r', to: at(20, 3) }))).toBe('NOT_IN_RESERVE');
    const { state: ended } = play(arrived, blue({ type: 'done' }));
    expect(ended.phase).not.toBe('movement');
  });
});

describe('seed 003, Charge 4: "Overwatch now happens at the end of the Movement phase"', () => {
  /** Blue's squad moves; the red squad (rifles, 1 CP) watches 12 away. */
  const watched = () =>
    play(
      skirmishState([unitAt('s', 'blue', 'squad', 5, 5), unitAt('r', 'red', 'squad', 5, 19)], {
        cp: { blue: 1, red: 1 },
      }),
      blue({ type: 'move', unit: 's', to: at(5, 7) }),
      blue({ type: 'done' }),
    ).state;

  it.each(['pass', 'r>s'])('the other side answers %s; the Movement phase then ends and Shooting follows', (option) => {
    const state = watched();
    expect(state).toMatchObject({ phase: 'movement', reaction: { kind: 'overwatch' } });
    let current = play(state, { type: 'react', side: 'red', window: state.reaction!.window.id, option }).state;
    for (let i = 0; i < 5 && current.reaction; i++)
      current = play(current, {
        type: 'react',
        side: current.reaction.window.asks[0]!.side,
        window: current.reaction.window.id,
        option: 'pass',
      }).state;
    expect(current).toMatchObject({ phase: 'shooting', active: 'blue', reaction: null, attack: null });
    expect(current.cp.red).toBe(option === 'pass' ? 1 : 0);
  });
});

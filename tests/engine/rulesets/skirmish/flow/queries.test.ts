import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../../../src/engine/core/rng.js';
import { applySkirmishCommand } from '../../../../../src/engine/rulesets/skirmish/flow/apply.js';
import { settleStep, startPhase, startTurn } from '../../../../../src/engine/rulesets/skirmish/flow/turn.js';
import {
  skirmishAwaiting,
  skirmishLegalCommands,
  skirmishLegalComplete,
  skirmishTasks,
  skirmishTimeoutCommand,
} from '../../../../../src/engine/rulesets/skirmish/queries.js';
import { publicSkirmishCommand, viewSkirmish } from '../../../../../src/engine/rulesets/skirmish/view.js';
import type { SkirmishState, SkirmishUnit } from '../../../../../src/engine/rulesets/skirmish/state.js';
import { skirmishState } from '../../../../helpers/skirmish-state.js';
import { at, play, unitAt } from './core-fixture.js';

const blue = (cmd: Record<string, unknown>) => ({ side: 'blue', ...cmd }) as never;

const base = (packRow: number, over: Partial<SkirmishState> = {}, extra: Partial<SkirmishUnit> = {}) =>
  skirmishState([unitAt('s', 'blue', 'squad', 5, 5, extra), unitAt('p', 'red', 'pack', 5, packRow)], {
    rng: seedRng('q'),
    ...over,
  });

/** The moments a game meets, each with the side asked. */
function moments(): { name: string; state: SkirmishState; side: string }[] {
  const movement = base(18);
  const advancing = play(movement, blue({ type: 'advance', unit: 's' })).state;
  const shooting = base(13, { phase: 'shooting', cp: { blue: 2, red: 0 } });
  const charging = play(base(13, { phase: 'charge' }), blue({ type: 'charge', unit: 's' })).state;
  const fight = settleStep(startPhase(base(7, { phase: 'charge' }), 'fight')).state;
  const half = unitAt('s', 'blue', 'squad', 5, 5);
  const shock = settleStep(
    startTurn(
      skirmishState(
        [
          { ...half, models: half.models.map((m, i) => (i < 2 ? m : { ...m, alive: false, hex: null, wounds: 0 })) },
          unitAt('p', 'red', 'pack', 5, 18),
        ],
        {
          phase: 'fight',
          active: 'red',
          rng: seedRng('shock-3'),
        },
      ),
      'blue',
    ),
  ).state;
  const r = skirmishState([unitAt('s', 'blue', 'squad', 5, 5), unitAt('r', 'red', 'squad', 5, 13)], {
    phase: 'shooting',
    cp: { blue: 2, red: 0 },
    rng: seedRng('a'),
  });
  const allocation = play(r, blue({ type: 'shoot', unit: 's', fire: [{ weapon: 'rifle', target: 'r' }] })).state;
  return [
    { name: 'movement', state: movement, side: 'blue' },
    { name: 'advance pending', state: advancing, side: 'blue' },
    { name: 'shooting', state: shooting, side: 'blue' },
    { name: 'charge pending', state: charging, side: 'blue' },
    { name: 'fight', state: fight, side: skirmishAwaiting(fight).sides[0] ?? '?' },
    { name: 'battle-shock pending', state: shock, side: 'blue' },
    { name: 'allocation', state: allocation, side: 'red' },
  ];
}

describe('skirmish awaiting (the contract): turn and moment keys', () => {
  it('the turn key is the phase key; the moment adds units acted and the pending roll', () => {
    const start = base(18);
    const before = skirmishAwaiting(start);
    expect(before).toMatchObject({
      kind: 'turn',
      sides: ['blue'],
      turn: 'r1:blue:movement',
      moment: 'r1:blue:movement:moves:0:',
    });
    const advanced = play(start, blue({ type: 'advance', unit: 's' })).state;
    const during = skirmishAwaiting(advanced);
    expect(during.turn).toBe('r1:blue:movement');
    expect(during.moment).toBe(`r1:blue:movement:moves:0:advance-s-${advanced.pending?.total}`);
    const moved = play(advanced, blue({ type: 'stay', unit: 's' })).state;
    expect(skirmishAwaiting(moved).moment).toBe('r1:blue:movement:moves:1:');
  });

  it('the moments are what they say', () => {
    const at = Object.fromEntries(moments().map((m) => [m.name, m.state]));
    expect(at['advance pending']?.pending?.kind).toBe('advance');
    expect(at['charge pending']?.pending?.kind).toBe('charge');
    expect(at['battle-shock pending']?.pending?.kind).toBe('shock');
    expect(at['fight']?.phase).toBe('fight');
    expect(at['allocation']?.reaction?.kind).toBe('allocation');
  });

  it.each(moments().map((m) => [m.name, m] as const))('%s: every moment keys start with its turn key', (_name, m) => {
    const aw = skirmishAwaiting(m.state);
    expect(aw.sides).toEqual([m.side]);
    expect(aw.moment.startsWith(`${aw.turn}:`)).toBe(true);
  });

  it('a reaction has its own turn key: the allocation asks the defender', () => {
    const m = moments().find((x) => x.name === 'allocation')!;
    const aw = skirmishAwaiting(m.state);
    expect(aw).toMatchObject({
      kind: 'reaction',
      sides: ['red'],
      turn: `r1:blue:shooting:reaction:${m.state.reaction?.window.id}:red`,
    });
  });

  it('the Fight phase: the turn key names the side that selects', () => {
    const m = moments().find((x) => x.name === 'fight')!;
    expect(skirmishAwaiting(m.state).turn).toBe(`r1:blue:fight:${m.side}:0`);
  });
});

describe('skirmish timeout commands and legal commands', () => {
  it.each(moments().map((m) => [m.name, m] as const))('%s: the timeout command is legal', (_name, m) => {
    const command = skirmishTimeoutCommand(m.state, m.side, false);
    expect(command).toBeDefined();
    const applied = applySkirmishCommand(m.state, command);
    expect(applied.ok ? 'ok' : applied.error.code).toBe('ok');
    const other = m.side === 'blue' ? 'red' : 'blue';
    expect(skirmishTimeoutCommand(m.state, other, false)).toBeUndefined();
  });

  it.each(moments().map((m) => [m.name, m] as const))('%s: every listed command is legal', (_name, m) => {
    const menu = skirmishLegalCommands(m.state, m.side);
    expect(menu.length).toBeGreaterThan(0);
    for (const command of menu) {
      const applied = applySkirmishCommand(m.state, command);
      expect([JSON.stringify(command), applied.ok ? 'ok' : applied.error.code]).toEqual([
        JSON.stringify(command),
        'ok',
      ]);
    }
  });

  it('a forfeit concedes', () => {
    const state = base(18);
    const command = skirmishTimeoutCommand(state, 'blue', true);
    expect(command).toEqual({ type: 'concede', side: 'blue' });
    const { state: after } = play(state, command!);
    expect(after.outcome).toMatchObject({ winner: 'red' });
  });

  it('the Movement phase menu: stay, advance and sampled moves per unit; a sample, not the whole menu', () => {
    const state = base(18);
    const types = skirmishLegalCommands(state, 'blue').map((c) => c.type);
    expect(types).toEqual(expect.arrayContaining(['stay', 'advance', 'move', 'done']));
    expect(skirmishLegalComplete(state, 'blue')).toBe(false);
    expect(skirmishTasks(state, 'blue')).toEqual([{ unit: 's', required: false, can: ['move', 'advance', 'stay'] }]);
    expect(skirmishLegalCommands(state, 'red')).toEqual([]);
  });

  it('the Shooting phase menu: each target with every weapon that reaches it; the whole menu', () => {
    const state = base(13, { phase: 'shooting' });
    const shots = skirmishLegalCommands(state, 'blue').filter((c) => c.type === 'shoot');
    expect(shots).toEqual([
      {
        type: 'shoot',
        side: 'blue',
        unit: 's',
        fire: [
          { weapon: 'pistol', target: 'p' },
          { weapon: 'rifle', target: 'p' },
        ],
      },
    ]);
    expect(skirmishLegalComplete(state, 'blue')).toBe(true);
    expect(skirmishTasks(state, 'blue')).toEqual([{ unit: 's', required: false, can: ['shoot'] }]);
  });

  it('nothing is sealed: the view is the state, a command reads as given', () => {
    const state = base(18);
    expect(viewSkirmish(state, 'red')).toBe(state);
    const command = { type: 'move', side: 'blue', unit: 's', to: at(5, 9) } as const;
    expect(publicSkirmishCommand(command)).toBe(command);
  });
});

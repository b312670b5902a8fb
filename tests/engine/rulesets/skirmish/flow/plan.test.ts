import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../../../src/engine/core/rng.js';
import { applySkirmishCommand } from '../../../../../src/engine/rulesets/skirmish/flow/apply.js';
import type { SingleSkirmishCommand } from '../../../../../src/engine/rulesets/skirmish/commands.js';
import type { SkirmishState } from '../../../../../src/engine/rulesets/skirmish/state.js';
import { skirmishState } from '../../../../helpers/skirmish-state.js';
import { at, ofType, play, unitAt } from './core-fixture.js';

const plan = (...commands: Record<string, unknown>[]) =>
  ({
    type: 'plan',
    side: 'blue',
    commands: commands.map((c) => ({ side: 'blue', ...c })) as SingleSkirmishCommand[],
  }) as const;

const movement = (dice?: number[]) =>
  skirmishState([unitAt('s', 'blue', 'squad', 5, 5), unitAt('p', 'red', 'pack', 5, 18)], {}, dice);

/** Blue's Shooting phase: its squad and captain, the red squad (two allocation groups) 8 away. */
const shooting = (): SkirmishState =>
  skirmishState(
    [unitAt('s', 'blue', 'squad', 5, 5), unitAt('c', 'blue', 'captain', 11, 5), unitAt('r', 'red', 'squad', 5, 13)],
    {
      phase: 'shooting',
      cp: { blue: 2, red: 0 },
      rng: seedRng('a'),
    },
  );

describe("issue 44, the turn card: a unit's whole phase in one submit", () => {
  it('an Advance and its move in one plan', () => {
    const { state, events } = play(
      movement([3]),
      plan({ type: 'advance', unit: 's' }, { type: 'move', unit: 's', to: at(5, 13) }),
    );
    expect(ofType(events, 'advanceRolled')).toHaveLength(1);
    expect(ofType(events, 'unitMoved')[0]).toMatchObject({ movement: 'advance', allowance: 9 });
    expect(state.units.find((u) => u.id === 's')?.movement).toBe('advance');
    expect(state.plan).toBeNull();
  });

  it('stops at the first moment that waits on someone else (the allocation); the rest goes on when asked again', () => {
    const fire = (unit: string, weapon: string) => ({ type: 'shoot', unit, fire: [{ weapon, target: 'r' }] });
    const { state } = play(shooting(), plan(fire('s', 'rifle'), fire('c', 'pistol'), { type: 'done' }));
    expect(state.reaction?.kind).toBe('allocation');
    expect(state.plan).toMatchObject({ side: 'blue', unit: 'c' });
    expect(state.plan?.commands.map((c) => c.type)).toEqual(['shoot', 'done']);
    let current = state;
    const events = [];
    for (let i = 0; i < 5 && current.reaction; i++) {
      const answered = play(current, {
        type: 'react',
        side: 'red',
        window: current.reaction.window.id,
        option: 'pass',
      });
      current = answered.state;
      events.push(...answered.events);
    }
    expect(ofType(events, 'attackDeclared').map((e) => e.attacker)).toEqual(['c']);
    expect(current.units.find((u) => u.id === 'c')?.shot).toBe(true);
    // The last shooter done, the phase ended by itself: the plan's `done` never ends the next phase.
    expect(ofType(events, 'phaseEnded').map((e) => e.phase)).toEqual(['shooting']);
    expect(current.plan).toBeNull();
    expect(ofType(events, 'planStopped')).toEqual([]);
  });

  it('a refusal stops the plan there (`planStopped`), what came before stands', () => {
    const { state, events } = play(
      movement(),
      plan({ type: 'move', unit: 's', to: at(5, 9) }, { type: 'stay', unit: 's' }),
    );
    expect(ofType(events, 'planStopped')).toEqual([{ type: 'planStopped', side: 'blue', code: 'ALREADY_MOVED' }]);
    expect(state.units.find((u) => u.id === 's')?.movement).toBe('normal');
  });

  it('the first command refused refuses the whole plan', () => {
    const applied = applySkirmishCommand(movement(), plan({ type: 'move', unit: 's', to: at(16, 5) }));
    expect(applied.ok ? 'ok' : applied.error.code).toBe('TOO_FAR');
  });

  it("a plan whose first command is another side's is refused (NOT_YOUR_TURN), not accepted as nothing", () => {
    const applied = applySkirmishCommand(movement(), {
      type: 'plan',
      side: 'blue',
      commands: [{ type: 'stay', side: 'red', unit: 'p' }],
    });
    expect(applied.ok ? 'ok' : applied.error.code).toBe('NOT_YOUR_TURN');
  });

  it('a `done` given after the phase already ended by itself is passed over', () => {
    const start = skirmishState([unitAt('s', 'blue', 'squad', 5, 5), unitAt('p', 'red', 'pack', 5, 13)], {
      phase: 'shooting',
      cp: { blue: 2, red: 0 },
    });
    const { state, events } = play(
      start,
      plan({ type: 'shoot', unit: 's', fire: [{ weapon: 'rifle', target: 'p' }] }, { type: 'done' }),
    );
    expect(ofType(events, 'phaseEnded').map((e) => e.phase)).toEqual(['shooting']);
    expect(state).toMatchObject({ phase: 'charge', active: 'blue' });
  });
});

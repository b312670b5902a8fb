import { describe, expect, it } from 'vitest';
import { startPhase } from '../../../../../src/engine/rulesets/skirmish/flow/turn.js';
import type { SkirmishState, SkirmishUnit } from '../../../../../src/engine/rulesets/skirmish/state.js';
import { skirmishState } from '../../../../helpers/skirmish-state.js';
import { codeOf, ofType, play, unitAt } from './core-fixture.js';

const blue = (cmd: Record<string, unknown>) => ({ side: 'blue', ...cmd }) as never;

/** Blue's Shooting phase: its squad (rifles 24, a pistol 12) at row 5, the red pack at `packRow`; red has no CP. */
const shooting = (packRow = 15, extra: Partial<SkirmishUnit> = {}, over: Partial<SkirmishState> = {}) =>
  skirmishState([unitAt('s', 'blue', 'squad', 5, 5, extra), unitAt('p', 'red', 'pack', 5, packRow)], {
    phase: 'shooting',
    cp: { blue: 2, red: 0 },
    ...over,
  });

describe('seed 003, Shooting Phase', () => {
  it('pick weapons and targets: the attack sequence resolves; the unit has shot; with no shooter left the phase ends', () => {
    const { state, events } = play(
      shooting(),
      blue({ type: 'shoot', unit: 's', fire: [{ weapon: 'rifle', target: 'p' }] }),
    );
    expect(ofType(events, 'attackDeclared')[0]).toMatchObject({
      kind: 'shooting',
      attacker: 's',
      target: 'p',
      weapon: 'rifle',
    });
    expect(state.units.find((u) => u.id === 's')?.shot).toBe(true);
    expect(ofType(events, 'phaseEnded')[0]).toMatchObject({ side: 'blue', phase: 'shooting' });
    expect(state.phase).not.toBe('shooting');
  });

  it.each([
    {
      extra: {},
      fire: [
        { weapon: 'rifle', target: 'p' },
        { weapon: 'rifle', target: 'p' },
      ],
      code: 'WEAPON_TWICE',
      note: 'a weapon twice',
    },
    {
      extra: { shot: true },
      fire: [{ weapon: 'rifle', target: 'p' }],
      code: 'ALREADY_SHOT',
      note: 'a unit that has shot',
    },
    {
      extra: { movement: 'fallBack' as const },
      fire: [{ weapon: 'rifle', target: 'p' }],
      code: 'CANNOT_SHOOT',
      note: 'after a Fall Back',
    },
  ])('refused: $note ($code)', ({ extra, fire, code }) => {
    const second = unitAt('c', 'blue', 'captain', 12, 5);
    const state = { ...shooting(15, extra), units: [...shooting(15, extra).units, second] };
    expect(codeOf(state, blue({ type: 'shoot', unit: 's', fire }))).toBe(code);
  });

  it('`done` ends the phase: the Charge phase follows', () => {
    const { state, events } = play(shooting(), blue({ type: 'done' }));
    expect(ofType(events, 'phaseEnded')).toEqual([{ type: 'phaseEnded', side: 'blue', phase: 'shooting' }]);
    expect(state.phase).toBe('charge');
  });

  it('a phase with no unit able to shoot is skipped (the pack out of every range)', () => {
    const far = skirmishState([unitAt('c', 'blue', 'captain', 3, 2), unitAt('p', 'red', 'pack', 25, 21)], {
      phase: 'movement',
    });
    const { events } = startPhase(far, 'shooting');
    expect(ofType(events, 'phaseSkipped')[0]).toEqual({
      type: 'phaseSkipped',
      side: 'blue',
      phase: 'shooting',
      reason: 'noUnitCanShoot',
    });
    expect(ofType(events, 'phaseStarted').map((e) => e.phase)).not.toContain('shooting');
  });
});

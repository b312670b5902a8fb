import { describe, expect, it } from 'vitest';
import { createRng, scriptedRng, seedRng } from '../../../../../src/engine/core/rng.js';
import { applySkirmishCommand } from '../../../../../src/engine/rulesets/skirmish/flow/apply.js';
import {
  skirmishAwaiting,
  skirmishLegalCommands,
  skirmishTimeoutCommand,
} from '../../../../../src/engine/rulesets/skirmish/queries.js';
import { endPhase, startBattle, startTurn } from '../../../../../src/engine/rulesets/skirmish/flow/turn.js';
import { DEFAULT_SKIRMISH_SETTINGS } from '../../../../../src/engine/rulesets/skirmish/settings.js';
import type { SkirmishState } from '../../../../../src/engine/rulesets/skirmish/state.js';
import { skirmishState } from '../../../../helpers/skirmish-state.js';
import { ofType, phaseMarks, play, unitAt } from './core-fixture.js';

/** A captain (pistol 12) and a pack (melee only) far apart: nothing to shoot, charge or fight. */
const farApart = (over: Partial<SkirmishState> = {}, dice?: number[]) =>
  skirmishState([unitAt('c', 'blue', 'captain', 3, 2), unitAt('p', 'red', 'pack', 22, 20)], over, dice);

describe('seed 003, The Battle Round', () => {
  it('A plays 5 phases, then B plays 5: that is 1 battle round (phases with nothing to do skipped)', () => {
    const start = farApart({
      phase: 'command',
      round: 0,
      settings: { ...DEFAULT_SKIRMISH_SETTINGS, firstTurn: 'listed' },
    });
    const opened = startBattle(start);
    const played = play(opened.state, { type: 'done', side: 'blue' }, { type: 'done', side: 'red' });
    const events = [...opened.events, ...played.events];
    expect(phaseMarks(events)).toEqual([
      'blue:command',
      'blue:movement',
      'blue:-shooting',
      'blue:-charge',
      'blue:-fight',
      'red:command',
      'red:movement',
      'red:-shooting',
      'red:-charge',
      'red:-fight',
      'blue:command',
      'blue:movement',
    ]);
    expect(ofType(events, 'firstTurnDecided')).toEqual([{ type: 'firstTurnDecided', side: 'blue', rolls: null }]);
    expect(ofType(events, 'turnEnded').map((e) => `${e.round}:${e.side}`)).toEqual(['1:blue', '1:red']);
    expect(ofType(events, 'roundEnded')).toEqual([{ type: 'roundEnded', round: 1 }]);
    expect(ofType(events, 'roundStarted').map((e) => e.round)).toEqual([1, 2]);
    expect(played.state).toMatchObject({ round: 2, active: 'blue', phase: 'movement', order: ['blue', 'red'] });
    expect(ofType(events, 'phaseSkipped').map((e) => e.reason)).toEqual([
      'noUnitCanShoot',
      'noUnitCanCharge',
      'noUnitCanFight',
      'noUnitCanShoot',
      'noUnitCanCharge',
      'noUnitCanFight',
    ]);
  });

  it.each([
    { dice: [2, 2, 5, 3], first: 'blue', rolls: { blue: 5, red: 3 }, note: 'a tie is rolled again' },
    { dice: [1, 6], first: 'red', rolls: { blue: 1, red: 6 }, note: 'the higher roll goes first' },
  ])('first turn by roll-off: $note', ({ dice, first, rolls }) => {
    const start = farApart({ phase: 'command', round: 0, rng: scriptedRng(dice) });
    const { state, events } = startBattle(start);
    expect(ofType(events, 'diceRolled')).toHaveLength(dice.length);
    expect(ofType(events, 'firstTurnDecided')).toEqual([{ type: 'firstTurnDecided', side: first, rolls }]);
    expect(state).toMatchObject({ round: 1, active: first, phase: 'movement' });
    expect(state.order[0]).toBe(first);
  });

  it("a turn starts with its side's per-turn flags cleared (charged and fought of every unit too)", () => {
    const used = { movement: 'advance' as const, shot: true, chargeDeclared: true, charged: true, fought: true };
    const state = farApart();
    const withFlags: SkirmishState = { ...state, units: state.units.map((u) => ({ ...u, ...used })) };
    const { state: after } = startTurn({ ...withFlags, phase: 'fight', active: 'blue' }, 'red');
    const blue = after.units.find((u) => u.id === 'c');
    const red = after.units.find((u) => u.id === 'p');
    expect(red).toMatchObject({ movement: null, shot: false, chargeDeclared: false, charged: false, fought: false });
    expect(blue).toMatchObject({
      movement: 'advance',
      shot: true,
      chargeDeclared: true,
      charged: false,
      fought: false,
    });
  });

  it.each([
    { round: 2, lost: [] as string[], note: 'round 2: reserves still to come' },
    { round: 3, lost: ['r'], note: 'end of round 3: a unit still in reserve is destroyed' },
  ])('4.2 Reserves: $note', ({ round, lost }) => {
    const reserve = unitAt('r', 'blue', 'squad', 1, 1, { reserve: true });
    const units = [
      unitAt('c', 'blue', 'captain', 3, 2),
      { ...reserve, models: reserve.models.map((m) => ({ ...m, hex: null })) },
      unitAt('p', 'red', 'pack', 22, 20),
    ];
    const state = skirmishState(units, { round, phase: 'fight', active: 'red' });
    const { state: after, events } = endPhase(state);
    expect(ofType(events, 'reservesLost').map((e) => e.unit)).toEqual(lost);
    expect(after.units.find((u) => u.id === 'r')?.destroyed).toBe(lost.length > 0);
    expect(after.round).toBe(round + 1);
  });

  it('the last battle round over: the game ends on victory points', () => {
    const state = farApart({ round: 5, rounds: 5, phase: 'fight', active: 'red', vp: { blue: 10, red: 5 } });
    const { state: after, events } = endPhase(state);
    expect(ofType(events, 'roundEnded')).toEqual([{ type: 'roundEnded', round: 5 }]);
    expect(after.outcome).toMatchObject({ winner: 'blue', reason: 'points' });
    expect(ofType(events, 'gameEnded')).toHaveLength(1);
  });
});

describe('whole games (the flow end to end on the test catalog)', () => {
  const armies = (seed: string) => {
    const reserve = unitAt('rs', 'red', 'squad', 1, 1, { reserve: true });
    return skirmishState(
      [
        unitAt('s', 'blue', 'squad', 5, 4),
        unitAt('c', 'blue', 'captain', 12, 4),
        unitAt('t', 'blue', 'tank', 20, 4),
        unitAt('p', 'red', 'pack', 6, 14),
        unitAt('r', 'red', 'squad', 14, 15),
        { ...reserve, models: reserve.models.map((m) => ({ ...m, hex: null })) },
      ],
      { phase: 'command', round: 0, rng: seedRng(seed), cp: { blue: 0, red: 0 } },
    );
  };

  it.each(['s2', 's3', 's4'])('seed %s: random legal commands, then the timeout defaults, reach the end', (seed) => {
    for (const mode of ['random', 'timeout'] as const) {
      let state = startBattle(armies(seed)).state;
      const rng = createRng(seedRng(`${seed}-${mode}`));
      for (let i = 0; i < 2000 && !state.outcome; i++) {
        const side = skirmishAwaiting(state).sides[0];
        if (side === undefined) throw new Error(`nobody awaited at ${skirmishAwaiting(state).moment}`);
        const legal = skirmishLegalCommands(state, side);
        const command = mode === 'random' ? legal[rng.int(legal.length)] : skirmishTimeoutCommand(state, side, false);
        if (!command) throw new Error(`no command at ${skirmishAwaiting(state).moment}`);
        const applied = applySkirmishCommand(state, command);
        if (!applied.ok) throw new Error(`${JSON.stringify(command)} refused: ${applied.error.code}`);
        state = applied.value.state;
      }
      expect(state.outcome).not.toBeNull();
      expect(['points', 'wipedOut']).toContain(state.outcome?.reason);
    }
  });
});

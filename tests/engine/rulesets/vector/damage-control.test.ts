/**
 * The Damage Control Phase of a `vector` turn (issue 41 item 6), each test named by seed 002's
 * sentence: a phase of its own after the third combat round, not a second Reaction Phase.
 */
import { describe, expect, test } from 'vitest';
import { VECTOR, type VectorEvent, type VectorState } from '../../../../src/engine/rulesets/vector/index.js';
import { vectorGame, vplay } from '../../../helpers/vector-game.js';

const VIGIL = 's1';
const CLAW = 's2';

/** Turn 1 played out: the Vigil declares two facings and flies straight, everything else by default. */
function turnOne(state: VectorState): { state: VectorState; events: VectorEvent[] } {
  const ordered = vplay(
    state,
    { type: 'order', side: 'concord', ship: VIGIL, accel: 0, course: 2 },
    { type: 'order', side: 'veyra', ship: CLAW, accel: 0, course: 0 },
  );
  let current = ordered.state;
  const events: VectorEvent[] = [...ordered.events];
  for (let i = 0; i < 60 && current.turn === 1; i++) {
    const [side] = VECTOR.awaiting(current).sides;
    const command =
      current.phase === 'movement' && current.moving?.ship === VIGIL
        ? ({ type: 'move', side: 'concord', ship: VIGIL, how: 'straight' } as const)
        : (VECTOR.timeoutCommand(current, side ?? '', false) ?? { type: 'done' as const, side: side ?? '' });
    const played = vplay(current, command);
    events.push(...played.events);
    current = played.state;
  }
  return { state: current, events };
}

/** A repairable critical on the Vigil, as a scenario presets it (received before the battle). */
function withPowerLoss(state: VectorState): VectorState {
  return {
    ...state,
    board: {
      ...state.board,
      ships: state.board.ships.map((s) =>
        s.id === VIGIL
          ? { ...s, criticals: [{ id: 'c-preset', effect: 'powerLoss', received: { round: 0, impulse: 'F' } }] }
          : s,
      ),
    },
  } as VectorState;
}

describe('"Each turn retains one Reaction Phase and one Damage Control Phase" (seed 002)', () => {
  test('the Damage Control Phase starts as itself after combat round 3, not as a second Reaction Phase ("round 4")', async () => {
    const { state } = await vectorGame();
    const { events } = turnOne(state);
    const phases = events.flatMap((e) => (e.type === 'vectorPhaseStarted' ? [`${e.phase}:${e.round}`] : []));
    expect(phases).toEqual([
      'movement:1',
      'attack:1',
      'movement:2',
      'attack:2',
      'movement:3',
      'attack:3',
      'damageControl:0',
      'reaction:0',
    ]);
    expect(events).toContainEqual({ type: 'vectorPhaseStarted', phase: 'damageControl', turn: 1, round: 0 });
  });

  test('"The Damage Control Phase remains unchanged": the repair roll and the loss of control come in it, before the next turn', async () => {
    const { state } = await vectorGame();
    const { events } = turnOne(withPowerLoss(state));
    const at = (match: (e: VectorEvent) => boolean) => events.findIndex(match);
    const start = at((e) => e.type === 'vectorPhaseStarted' && e.phase === 'damageControl');
    const next = at((e) => e.type === 'vectorTurnStarted' && e.turn === 2);
    const repair = at((e) => e.type === 'repairAttempted' && e.ship.id === VIGIL);
    const lost = at((e) => e.type === 'lossOfControl' && e.ship === VIGIL);
    expect(start).toBeGreaterThan(at((e) => e.type === 'vectorPhaseStarted' && e.phase === 'attack' && e.round === 3));
    for (const i of [repair, lost]) {
      expect(i).toBeGreaterThan(start);
      expect(i).toBeLessThan(next);
    }
    // Only one repair try a turn, and only there: no roll for it in the combat rounds.
    expect(events.filter((e) => e.type === 'repairAttempted')).toHaveLength(1);
  });

  test('"if a ship does not complete its intended course change ... -2" is decided in the Damage Control Phase', async () => {
    const { state } = await vectorGame();
    const { state: after, events } = turnOne(state);
    expect(events).toContainEqual({ type: 'lossOfControl', ship: VIGIL, declared: 2, made: 0 });
    expect(after.ships[VIGIL]?.lostControl).toBe(true);
    expect(after.ships[CLAW]?.lostControl).toBe(false);
    expect(after.phase).toBe('reaction');
  });

  test('nobody is asked anything in the Damage Control Phase: the moment says so', async () => {
    const { state } = await vectorGame();
    const passing: VectorState = { ...state, phase: 'damageControl', round: 0 };
    expect(VECTOR.awaiting(passing)).toEqual({
      kind: 'turn',
      sides: [],
      simultaneous: false,
      moment: 't1-damage-control:',
      turn: 't1-damage-control',
    });
    expect(VECTOR.timeoutCommand(passing, 'concord', false)).toBeUndefined();
  });
});

/**
 * No stall above a lowered velocity cap (issue 41 item 8). With `velocityCap: fiveTimesDrives`, a ship
 * at the cap that loses drives is above its new cap: every order it had was refused, its missed
 * deadline's default too, and the game could not leave the Reaction Phase. Seed 002: "It can then
 * increase or decrease this velocity each turn by a number of spaces equal to its current number of
 * tactical drive checkboxes."
 */
import { describe, expect, test } from 'vitest';
import { VECTOR, drivesNow, type VectorState } from '../../../../src/engine/rulesets/vector/index.js';
import { vectorGame, vplay, vrefusal, vship } from '../../../helpers/vector-game.js';

const VIGIL = 's1';
const CLAW = 's2';

/** The Vigil flying at `velocity` with `lost` drives boxes marked off by Power Loss criticals. */
function atSpeed(state: VectorState, velocity: number, lost: number): VectorState {
  const criticals = Array.from({ length: lost }, (_, i) => ({
    id: `c-loss-${i}`,
    effect: 'powerLoss',
    received: { round: 0, impulse: 'F' },
  }));
  return {
    ...state,
    ships: { ...state.ships, [VIGIL]: { ...(state.ships[VIGIL] as VectorState['ships'][string]), velocity } },
    board: {
      ...state.board,
      ships: state.board.ships.map((s) => (s.id === VIGIL ? { ...s, criticals } : s)),
    },
  } as VectorState;
}

const order = (accel: number) => ({ type: 'order', side: 'concord', ship: VIGIL, accel, course: 0 }) as const;

describe('"decrease this velocity each turn by ... its current number of tactical drive checkboxes", above the cap', () => {
  test('a ship at the cap that lost a drives box (25 with drives 4, cap 20) may slow by up to 4, even staying above the cap', async () => {
    const { state } = await vectorGame('cruiser-duel', { velocityCap: 'fiveTimesDrives' });
    const over = atSpeed(state, 25, 1);
    expect(drivesNow(over.board, vship(over, VIGIL), over.settings)).toBe(4);
    expect([-4, -3, -2, -1].map((a) => vrefusal(over, order(a)))).toEqual([undefined, undefined, undefined, undefined]);
    // Holding or speeding up keeps it above the cap without closing on it.
    expect(vrefusal(over, order(0))).toBe('OVER_LIMIT_MUST_SLOW');
    expect(vrefusal(over, order(1))).toBe('OVER_LIMIT_MUST_SLOW');
    // Under the cap the cap holds as before.
    expect(vrefusal(atSpeed(state, 20, 1), order(1))).toBe('VELOCITY_OVER_LIMIT');
  });

  test('the missed deadline’s default is accepted above the cap, and the game leaves the Reaction Phase', async () => {
    const { state } = await vectorGame('cruiser-duel', { velocityCap: 'fiveTimesDrives' });
    let current = atSpeed(state, 25, 1);
    for (const side of ['concord', 'veyra']) {
      const command = VECTOR.timeoutCommand(current, side, false);
      expect(command).toBeDefined();
      const applied = VECTOR.applyCommand(current, command as NonNullable<typeof command>);
      expect(applied.ok ? 'ok' : applied.error.code).toBe('ok');
      if (applied.ok) current = applied.value.state;
    }
    expect(current.phase).not.toBe('reaction');
    // It slowed toward the cap by all its drives: 25 - 4, still above 20, closer next turn.
    expect(current.ships[VIGIL]?.velocity).toBe(21);
    expect(current.ships[CLAW]?.velocity).toBe(5);
  });

  test('a ship above the cap with no drives left keeps its velocity, the one order it has', async () => {
    const { state } = await vectorGame('cruiser-duel', { velocityCap: 'fiveTimesDrives' });
    const adrift = atSpeed(state, 12, 5);
    expect(drivesNow(adrift.board, vship(adrift, VIGIL), adrift.settings)).toBe(0);
    expect(VECTOR.timeoutCommand(adrift, 'concord', false)).toEqual({
      type: 'orders',
      side: 'concord',
      orders: { [VIGIL]: { accel: 0, course: 0 } },
    });
    const { state: after } = vplay(adrift, order(0), { type: 'order', side: 'veyra', ship: CLAW, accel: 0, course: 0 });
    expect(after.phase).not.toBe('reaction');
    expect(after.ships[VIGIL]?.velocity).toBe(12);
  });
});

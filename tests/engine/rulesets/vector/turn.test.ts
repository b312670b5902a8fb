/**
 * Seed 002's turn (issue 15), each test named by the seed's sentence: the Cruiser Duel flown with
 * inertia (Vigil: drives 5, thrusters 3; Ashen Claw likewise; the Veyra have the initiative).
 */
import { describe, expect, test } from 'vitest';
import { HIDDEN_ORDER } from '../../../../src/engine/rulesets/vector/state.js';
import {
  VECTOR,
  drivesNow,
  stepsInRound,
  thrustersNow,
  type VectorState,
} from '../../../../src/engine/rulesets/vector/index.js';
import { vectorGame, vplay, vrefusal, vship, withVectorDice } from '../../../helpers/vector-game.js';

const VIGIL = 's1';
const CLAW = 's2';

/** Both ships' orders given, revealed together. */
const ordered = (state: VectorState, vigil = { accel: 0, course: 0 }, claw = { accel: 0, course: 0 }) =>
  vplay(
    state,
    { type: 'order', side: 'concord', ship: VIGIL, ...vigil },
    { type: 'order', side: 'veyra', ship: CLAW, ...claw },
  );

describe('velocity (seed 002: "ships maintain their current speeds from one turn to the next")', () => {
  test('"a velocity of ten moves three ... three ... and four": a third each round, the rest in the last', () => {
    expect([1, 2, 3].map((r) => stepsInRound(10, r))).toEqual([3, 3, 4]);
    expect([1, 2, 3].map((r) => stepsInRound(8, r))).toEqual([2, 2, 4]);
    expect([1, 2, 3].map((r) => stepsInRound(2, r))).toEqual([0, 0, 2]);
  });

  test('"when a ship first exits hyperspace, its velocity is equal to its tactical drives rating"', async () => {
    const { state } = await vectorGame();
    expect(state.board.ships.map((s) => s.name)).toEqual(['Vigil', 'Ashen Claw']);
    expect(state.ships[VIGIL]?.velocity).toBe(5);
    expect(state.ships[CLAW]?.velocity).toBe(5);
  });

  test('"increase or decrease this velocity ... by ... its current number of tactical drive checkboxes"', async () => {
    const { state } = await vectorGame();
    expect(vrefusal(state, { type: 'order', side: 'concord', ship: VIGIL, accel: 6, course: 0 })).toBe(
      'ACCELERATION_OVER_DRIVES',
    );
    const { state: after, events } = ordered(state, { accel: 5, course: 0 }, { accel: -5, course: 0 });
    expect(events).toContainEqual({ type: 'velocityChanged', ship: VIGIL, from: 5, to: 10 });
    expect(after.ships[CLAW]?.velocity).toBe(0);
  });

  test('"a specified limit can also be used ... five times ... tactical drives" (setting velocityCap)', async () => {
    const { state } = await vectorGame('cruiser-duel', { velocityCap: 'fiveTimesDrives' });
    const fast = {
      ...state,
      ships: {
        ...state.ships,
        [VIGIL]: { ...(state.ships[VIGIL] as NonNullable<VectorState['ships'][string]>), velocity: 24 },
      },
    };
    expect(vrefusal(fast, { type: 'order', side: 'concord', ship: VIGIL, accel: 2, course: 0 })).toBe(
      'VELOCITY_OVER_LIMIT',
    );
    expect(vrefusal(fast, { type: 'order', side: 'concord', ship: VIGIL, accel: 1, course: 0 })).toBeUndefined();
  });
});

describe('the Reaction Phase (seed 002: "each ship must be issued movement orders")', () => {
  test('"maximum permitted course change ... equal to its current number of maneuvering thrusters"', async () => {
    const { state } = await vectorGame();
    expect(vrefusal(state, { type: 'order', side: 'concord', ship: VIGIL, accel: 0, course: 4 })).toBe(
      'COURSE_OVER_THRUSTERS',
    );
    expect(vrefusal(state, { type: 'order', side: 'concord', ship: VIGIL, accel: 0, course: -3 })).toBeUndefined();
  });

  test('orders are sealed until every ship has its own, then revealed together', async () => {
    const { state } = await vectorGame();
    const { state: one, events } = vplay(state, { type: 'order', side: 'concord', ship: VIGIL, accel: 2, course: 1 });
    expect(events).toContainEqual({ type: 'ordersSealed', side: 'concord', ready: 1, of: 1 });
    expect(VECTOR.viewFor(one, 'veyra').orders[VIGIL]).toEqual(HIDDEN_ORDER);
    expect(VECTOR.viewFor(one, 'concord').orders[VIGIL]).toEqual({ accel: 2, course: 1 });
    expect(VECTOR.awaiting(one)).toMatchObject({ sides: ['veyra'], simultaneous: true });
    const both = vplay(one, { type: 'order', side: 'veyra', ship: CLAW, accel: 0, course: 0 });
    expect(both.events).toContainEqual({
      type: 'ordersRevealed',
      orders: { [VIGIL]: { accel: 2, course: 1 }, [CLAW]: { accel: 0, course: 0 } },
    });
    expect(VECTOR.publicCommand({ type: 'order', side: 'concord', ship: VIGIL, accel: 2, course: 1 })).toMatchObject({
      accel: 0,
      course: 0,
    });
  });
});

describe('the Movement Phases (seed 002: "each player moves one of his ships")', () => {
  test('a ship with no course change to make flies straight by itself; the initiative moves first', async () => {
    const { state } = await vectorGame();
    const { events } = ordered(state, { accel: 0, course: 1 }, { accel: 0, course: 0 });
    const moves = events.filter((e) => e.type === 'vectorMoved');
    // Round 1 moves one hex each (velocity 5: 1, 1, 3): the Claw (initiative) by itself, then the Vigil waits.
    expect(moves.map((e) => e.type === 'vectorMoved' && e.ship)).toEqual([CLAW]);
  });

  test('"only one [facing change] can be made per space", in the direction of the declared course', async () => {
    const { state } = await vectorGame();
    const { state: ready } = ordered(state, { accel: 0, course: 1 });
    expect(VECTOR.awaiting(ready).sides).toEqual(['concord']);
    expect(vrefusal(ready, { type: 'move', side: 'concord', ship: VIGIL, how: 'turnLeft' })).toBe(
      'AGAINST_DECLARED_COURSE',
    );
    const facing = vship(ready, VIGIL).facing;
    const { state: turned } = vplay(ready, { type: 'move', side: 'concord', ship: VIGIL, how: 'turnRight' });
    expect(vship(turned, VIGIL).facing).toBe((facing + 1) % 6);
    expect(turned.ships[VIGIL]?.turnsLeft).toBe(0);
  });

  test('"the ship must use its remaining velocity on the last Movement Phase": a turn moves all its velocity', async () => {
    const { state } = await vectorGame();
    const { state: ready, events: first } = ordered(state, { accel: 2, course: 0 }, { accel: -1, course: 0 });
    // No course change on either side: the whole turn's movement is automatic up to the Attack Phases.
    let current = ready;
    const events = [...first];
    for (let i = 0; i < 20 && current.turn === 1; i++) {
      const [side] = VECTOR.awaiting(current).sides;
      const played = vplay(
        current,
        VECTOR.timeoutCommand(current, side ?? '', false) ?? { type: 'done', side: side ?? '' },
      );
      events.push(...played.events);
      current = played.state;
    }
    expect(current.turn).toBe(2);
    const hexes = (id: string, round?: number) =>
      events.filter((e) => e.type === 'vectorMoved' && e.ship === id && (round === undefined || e.round === round))
        .length;
    expect(hexes(VIGIL)).toBe(7);
    expect([1, 2, 3].map((r) => hexes(VIGIL, r))).toEqual([2, 2, 3]);
    expect(hexes(CLAW)).toBe(4);
  });

  test('a ship at rest may pivot one facing in the first phase (setting restingPivot), or not at all with "none"', async () => {
    const { state } = await vectorGame();
    const { state: resting } = ordered(state, { accel: -5, course: 1 });
    expect(resting.ships[VIGIL]?.velocity).toBe(0);
    expect(resting.moving).toEqual({ side: 'concord', ship: VIGIL });
    const facing = vship(resting, VIGIL).facing;
    const { state: pivoted, events } = vplay(resting, {
      type: 'move',
      side: 'concord',
      ship: VIGIL,
      how: 'pivotRight',
    });
    expect(events).toContainEqual({ type: 'pivoted', ship: VIGIL, facing: (facing + 1) % 6, turned: 1 });
    expect(pivoted.ships[VIGIL]?.turnsLeft).toBe(0);
    const strict = await vectorGame('cruiser-duel', { restingPivot: 'none' });
    const { state: stuck } = ordered(strict.state, { accel: -5, course: 1 });
    // Nothing to ask the Vigil: it cannot turn without moving, and the turn goes on without it.
    expect(stuck.moving?.ship).not.toBe(VIGIL);
    expect(vrefusal(stuck, { type: 'move', side: 'concord', ship: VIGIL, how: 'pivotRight' })).not.toBeUndefined();
  });
});

describe('the Attack Phases and Damage Control (seed 002)', () => {
  test('fire and done outside an Attack Phase are refused for what they are, not as another side’s fire', async () => {
    const { state } = await vectorGame();
    expect(vrefusal(state, { type: 'fire', side: 'concord', ship: VIGIL, group: 0, targets: [CLAW] })).toBe(
      'NOT_ATTACK_PHASE',
    );
    expect(vrefusal(state, { type: 'done', side: 'concord' })).toBe('NOT_ATTACK_PHASE');
  });

  test('"any weapons fired during an Attack Phase cannot be fired again until the next turn"', async () => {
    const { state } = await vectorGame();
    // Bring the ships within range: the Vigil faces south towards the Claw, three hexes off.
    const close = {
      ...state,
      board: {
        ...state.board,
        ships: state.board.ships.map((s) =>
          s.id === CLAW ? { ...s, hex: { q: s.hex.q, r: vship(state, VIGIL).hex.r + 4 } } : s,
        ),
      },
    };
    let current = ordered(close).state;
    while (current.phase === 'movement')
      current = vplay(
        current,
        VECTOR.timeoutCommand(current, VECTOR.awaiting(current).sides[0] ?? '', false) ?? { type: 'done', side: '' },
      ).state;
    const shots = VECTOR.legalCommands(current, current.firing[0] ?? '').filter((c) => c.type === 'fire');
    expect(shots.length).toBeGreaterThan(0);
    const shot = shots[0] as Extract<(typeof shots)[number], { type: 'fire' }>;
    const fired = vplay(withVectorDice(current, [6, 6, 6, 6, 6, 6]), shot).state;
    expect(vrefusal(fired, shot)).toBe('FIRED_THIS_TURN');
    // A ship that lost control last turn: every die of its fire takes the -2.
    const shaken = {
      ...current,
      ships: {
        ...current.ships,
        [shot.ship]: { ...(current.ships[shot.ship] as NonNullable<VectorState['ships'][string]>), lostControl: true },
      },
    };
    const { events } = vplay(withVectorDice(shaken, [6, 6, 6, 6, 6, 6]), shot);
    const resolved = events.filter((e) => e.type === 'shotResolved');
    expect(resolved.length).toBeGreaterThan(0);
    for (const e of resolved) expect(e.type === 'shotResolved' && e.modifier).toBe(-2);
  });

  test('"if a ship does not complete its intended course change ... all its attacks on the following turn receive -2"', async () => {
    const { state } = await vectorGame();
    let current = ordered(state, { accel: 0, course: 2 }).state;
    const events = [];
    // The Vigil flies straight every hex: the two facings are never made.
    for (let i = 0; i < 40 && current.turn === 1; i++) {
      const [side] = VECTOR.awaiting(current).sides;
      const c =
        current.phase === 'movement' && current.moving?.ship === VIGIL
          ? ({ type: 'move', side: 'concord', ship: VIGIL, how: 'straight' } as const)
          : (VECTOR.timeoutCommand(current, side ?? '', false) ?? { type: 'done' as const, side: side ?? '' });
      const played = vplay(current, c);
      events.push(...played.events);
      current = played.state;
    }
    expect(events).toContainEqual({ type: 'lossOfControl', ship: VIGIL, declared: 2, made: 0 });
    expect(current.ships[VIGIL]?.lostControl).toBe(true);
  });

  test('drives and thrusters are damageable checkbox tracks: hull boxes and criticals mark them off', async () => {
    const { state } = await vectorGame();
    const ship = vship(state, VIGIL);
    expect(drivesNow(state.board, ship, state.settings)).toBe(5);
    expect(drivesNow(state.board, { ...ship, hullMarked: 3 }, state.settings)).toBe(4);
    const critical = (effect: string) =>
      ({ id: 'c1', effect, received: { round: 1, impulse: 'A' } }) as unknown as (typeof ship.criticals)[number];
    expect(thrustersNow(state.board, { ...ship, criticals: [critical('thrustersDamaged')] })).toBe(2);
    expect(thrustersNow(state.board, { ...ship, criticals: [critical('helmDown')] })).toBe(0);
    expect(drivesNow(state.board, { ...ship, criticals: [critical('powerLoss')] }, state.settings)).toBe(4);
  });
});

describe('"each player moves one of his ships" (seed 002)', () => {
  test('the player picks which ship moves next when one still to move has a facing change to place', async () => {
    const { state } = await vectorGame('corvane-belt');
    const agile = (id: string) =>
      thrustersNow(state.board, vship(state, id)) > 0 && (state.ships[id]?.velocity ?? 0) > 0;
    const side =
      state.board.sides.find((s) => state.board.ships.filter((x) => x.side === s.id && agile(x.id)).length >= 2)?.id ??
      '';
    const ships = state.board.ships.filter((s) => s.side === side && agile(s.id)).map((s) => s.id);
    const others = state.board.ships.filter((s) => s.side === side && !agile(s.id)).map((s) => s.id);
    const other = state.board.ships.filter((s) => s.side !== side).map((s) => s.id);
    let current = state;
    for (const id of [...ships, ...others])
      current = vplay(current, { type: 'order', side, ship: id, accel: 0, course: id === ships[0] ? 1 : 0 }).state;
    const otherSide = state.board.sides.find((s) => s.id !== side)?.id ?? '';
    for (const id of other)
      current = vplay(current, { type: 'order', side: otherSide, ship: id, accel: 0, course: 0 }).state;
    // Play on until the side is asked: it chooses among its ships still to move.
    for (let i = 0; i < 20 && !(current.moving?.side === side && current.moving.ship === null); i++) {
      const [who] = VECTOR.awaiting(current).sides;
      current = vplay(
        current,
        VECTOR.timeoutCommand(current, who ?? '', false) ?? { type: 'done', side: who ?? '' },
      ).state;
    }
    expect(current.moving).toEqual({ side, ship: null });
    const movers = new Set(VECTOR.legalCommands(current, side).flatMap((c) => (c.type === 'move' ? [c.ship] : [])));
    for (const id of ships) expect(movers.has(id)).toBe(true);
    const last = ships[ships.length - 1] ?? '';
    const moved = vplay(current, { type: 'move', side, ship: last, how: 'straight' }).state;
    expect(moved.ships[last]?.stepsLeft).toBeLessThan(current.ships[last]?.stepsLeft ?? 0);
  });
});

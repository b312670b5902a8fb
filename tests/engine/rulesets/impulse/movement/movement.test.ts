import { describe, expect, test } from 'vitest';
import { neighbour } from '../../../../../src/engine/core/hex.js';
import { parseHex } from '../../../../../src/engine/core/hex-label.js';
import { impulse } from '../../../../../src/engine/index.js';
import { at, eventsOf, play, rawGame, refusal, ship, testClass, type TestShip } from '../../../../helpers/build.js';

const VIGIL_HEX = parseHex('1010')!;
const far: TestShip = { name: 'Raider', side: 'red', hex: '1040', facing: 'S' };
const game = (
  ships: TestShip[] = [{ name: 'Vigil', hex: '1010' }],
  extra: Partial<Parameters<typeof rawGame>[0]> = {},
) => rawGame({ ships: [...ships, far], ...extra });
// Curve 3-3-2 moves in B, D and F.
const moveStep = (state: impulse.GameState, letter: impulse.Impulse = 'B') =>
  at(state, { impulse: letter, step: 'movement' });
const move = (how: impulse.MoveKind, shipId = 's1', afterburner = false): impulse.Command => ({
  type: 'move',
  side: 'blue',
  ship: shipId,
  how,
  ...(afterburner ? { afterburner } : {}),
});

describe('moving one hex', () => {
  test('straight ahead keeps the facing', () => {
    const { state, events } = play(moveStep(game()), move('straight'));
    expect(ship(state, 'Vigil')).toMatchObject({ hex: neighbour(VIGIL_HEX, 0), facing: 0 });
    expect(eventsOf(events, 'shipMoved')[0]).toMatchObject({ how: 'straight', from: VIGIL_HEX, automatic: false });
  });

  test.each([
    ['turnRight', 1],
    ['turnLeft', 5],
  ] as const)('%s rotates 60 degrees then moves into the hex ahead, and starts the countdown', (how, facing) => {
    const { state } = play(moveStep(game()), move(how));
    expect(ship(state, 'Vigil')).toMatchObject({ hex: neighbour(VIGIL_HEX, facing), facing, turnCountdown: 2 });
  });

  test.each([
    ['slipLeft', 5],
    ['slipRight', 1],
  ] as const)('%s moves forward-sideways, keeps the facing and uses up the marker', (how, direction) => {
    const s = moveStep(game());
    ship(s, 'Vigil').sideslip = true;
    const { state } = play(s, move(how));
    expect(ship(state, 'Vigil')).toMatchObject({ hex: neighbour(VIGIL_HEX, direction), facing: 0, sideslip: false });
  });

  test('a sideslip needs a marker', () => {
    expect(refusal(moveStep(game()), move('slipLeft'))).toBe('NO_SIDESLIP');
  });

  test.each(['turnLeft', 'turnRight'] as const)(
    'with a sideslip marker the move may slip or go straight but not %s (seed 000 1.1.2 use 6, 1.1.3 option 3)',
    (how) => {
      const s = moveStep(game());
      ship(s, 'Vigil').sideslip = true;
      expect(refusal(s, move(how))).toBe('SIDESLIP_NO_TURN');
      const legal = impulse
        .legalCommands(s, 'blue')
        .filter((c) => c.type === 'move' && c.ship === 's1')
        .map((c) => (c as impulse.CommandOf<'move'>).how);
      expect(legal.sort()).toEqual(['slipLeft', 'slipRight', 'straight']);
      expect(
        impulse
          .reachableHexes(s, 's1')
          .map((r) => r.how)
          .sort(),
      ).toEqual(['slipLeft', 'slipRight', 'straight']);
      expect(impulse.shipTasks(s, 'blue').find((t) => t.ship === 's1')?.can).toContain('move');
    },
  );

  test('a straight move also removes an unused sideslip marker', () => {
    const s = moveStep(game());
    ship(s, 'Vigil').sideslip = true;
    expect(ship(play(s, move('straight')).state, 'Vigil').sideslip).toBe(false);
  });

  test('a sideslip counts as a move toward the turn countdown', () => {
    const s = moveStep(game());
    Object.assign(ship(s, 'Vigil'), { sideslip: true, turnCountdown: 2 });
    expect(ship(play(s, move('slipRight')).state, 'Vigil').turnCountdown).toBe(1);
  });

  test('never more than one hex per ship per impulse', () => {
    const s = moveStep(
      game([
        { name: 'Vigil', hex: '1010' },
        { name: 'Warden', hex: '0610' },
      ]),
    );
    const { state } = play(s, move('straight'));
    expect(refusal(state, move('straight'))).toBe('ALREADY_MOVED');
  });

  test('a ship without a movement point this impulse cannot move (afterburners aside)', () => {
    expect(refusal(moveStep(game(), 'A'), move('straight'))).toBe('NO_MOVE_THIS_IMPULSE');
  });

  test('ships cannot enter a planet', () => {
    const s = moveStep(
      game([{ name: 'Vigil', hex: '1010' }], { terrain: [{ kind: 'planet', name: 'Osk', hex: '1009' }] }),
    );
    expect(refusal(s, move('straight'))).toBe('PLANET_IN_THE_WAY');
  });
});

describe('turn radius', () => {
  test.each([0, 1, 2, 3])('with turn radius %i a ship makes that many straight moves between turns', (radius) => {
    const fast = testClass({ curves: [{ power: 0, speed: 6, turn: radius }], startCurve: 0, afterburners: 0 });
    let state = rawGame({ ships: [{ name: 'Vigil', hex: '1010' }, far], classes: [fast] });
    state = play(moveStep(state, 'A'), move('turnRight')).state;
    expect(ship(state, 'Vigil').turnCountdown).toBe(radius === 0 ? null : radius);
    for (let i = 0; i < radius; i++) {
      const step = moveStep(state, 'B');
      expect(refusal(step, move('turnRight'))).toBe('CANNOT_TURN');
      state = play(step, move('straight')).state;
    }
    expect(ship(state, 'Vigil').turnCountdown).toBeNull();
    expect(impulse.applyCommand(moveStep(state, 'C'), move('turnLeft')).ok).toBe(true);
  });

  test('Thrusters Damaged adds one to the turn radius', () => {
    const s = moveStep(game());
    ship(s, 'Vigil').criticals.push({ id: 'c1', effect: 'thrustersDamaged', received: { round: 0, impulse: 'F' } });
    expect(ship(play(s, move('turnLeft')).state, 'Vigil').turnCountdown).toBe(3);
  });

  test('Helm Down stops turning', () => {
    const s = moveStep(game());
    ship(s, 'Vigil').criticals.push({ id: 'c1', effect: 'helmDown', received: { round: 0, impulse: 'F' } });
    expect(refusal(s, move('turnLeft'))).toBe('CANNOT_TURN');
  });
});

describe('afterburners (once per box per game)', () => {
  test('move one hex in an impulse without a movement point, turning if allowed', () => {
    const { state, events } = play(moveStep(game(), 'A'), move('turnLeft', 's1', true));
    expect(ship(state, 'Vigil')).toMatchObject({ facing: 5, afterburnersUsed: 1, turnCountdown: 2 });
    expect(eventsOf(events, 'shipMoved')[0]?.afterburner).toBe(true);
  });

  test('not in an impulse where the ship has a movement point', () => {
    expect(refusal(moveStep(game(), 'B'), move('straight', 's1', true))).toBe('AFTERBURNER_NOT_ALLOWED');
  });

  test('not when every box is used', () => {
    const s = moveStep(game(), 'A');
    ship(s, 'Vigil').afterburnersUsed = 2;
    expect(refusal(s, move('straight', 's1', true))).toBe('NO_AFTERBURNER');
  });
});

describe('mandatory moves and forced moves', () => {
  const two = () =>
    moveStep(
      game([
        { name: 'Vigil', hex: '1010' },
        { name: 'Warden', hex: '0610' },
      ]),
    );

  test('the step cannot end while a ship with a choice still owes its move', () => {
    expect(refusal(two(), { type: 'endStep', side: 'blue' })).toBe('MOVES_OUTSTANDING');
  });

  test('a ship whose only legal move is straight ahead is moved by itself once no other ship has a choice', () => {
    const s = two();
    ship(s, 'Warden').turnCountdown = 2;
    const { state, events } = play(s, move('turnLeft', 's1'));
    const moved = eventsOf(events, 'shipMoved');
    expect(moved.map((e) => [e.ship.name, e.automatic])).toEqual([
      ['Vigil', false],
      ['Warden', true],
    ]);
    expect(ship(state, 'Warden').turnCountdown).toBe(1);
  });

  test('a player may still make the forced move first, to clear a hex', () => {
    const s = two();
    ship(s, 'Warden').turnCountdown = 2;
    const { events } = play(s, move('straight', 's2'), move('straight', 's1'));
    expect(eventsOf(events, 'shipMoved').map((e) => e.automatic)).toEqual([false, false]);
  });

  test('a forced move into a planet cannot be made, and does not block the step', () => {
    const s = moveStep(
      game([{ name: 'Vigil', hex: '1010' }], { terrain: [{ kind: 'planet', name: 'Osk', hex: '1009' }] }),
    );
    ship(s, 'Vigil').turnCountdown = 2;
    const { state, events } = play(s, { type: 'endStep', side: 'blue' });
    expect(eventsOf(events, 'shipMoved')).toHaveLength(0);
    expect(eventsOf(events, 'moveBlocked')).toEqual([
      { type: 'moveBlocked', ship: { id: 's1', name: 'Vigil', side: 'blue' }, hex: VIGIL_HEX },
    ]);
    expect(ship(state, 'Vigil').hex).toEqual(VIGIL_HEX);
  });
});

describe('friendly collisions (DESIGN.md section 5)', () => {
  // Warden sits in the hex straight ahead of Vigil.
  const crowded = (settings: Partial<impulse.Settings> = {}) =>
    moveStep(
      game(
        [
          { name: 'Vigil', hex: '1010' },
          { name: 'Warden', hex: '1009' },
        ],
        { settings },
      ),
    );

  test('each ship takes 3 damage on the shield facing the other', () => {
    const { state, events } = play(crowded(), move('straight'));
    expect(eventsOf(events, 'collided')).toHaveLength(1);
    expect(ship(state, 'Vigil').shields).toMatchObject({ forward: 2 });
    expect(ship(state, 'Warden').shields).toMatchObject({ rear: 0 });
  });

  test('a sideslip into a friend hits the mover on the side it slipped toward', () => {
    const s = moveStep(
      game([
        { name: 'Vigil', hex: '1010' },
        { name: 'Warden', hex: { ...neighbour(VIGIL_HEX, 1) } },
      ]),
    );
    ship(s, 'Vigil').sideslip = true;
    const { state } = play(s, move('slipRight'));
    expect(ship(state, 'Vigil').shields.right).toBe(1);
    expect(ship(state, 'Warden').shields.left).toBe(1); // Vigil came from Warden's south-west: its left arc
  });

  test('damage beyond the shield goes to the hull', () => {
    const { state, events } = play(crowded({ collisionDamage: 5 }), move('straight'));
    expect(ship(state, 'Warden')).toMatchObject({ hullMarked: 2 });
    expect(eventsOf(events, 'damageApplied').find((e) => e.ship.name === 'Warden')).toMatchObject({
      shield: 3,
      hull: 2,
    });
  });

  test('enemy ships share hexes freely', () => {
    const s = moveStep(
      rawGame({
        ships: [
          { name: 'Vigil', hex: '1010' },
          { name: 'Raider', side: 'red', hex: '1009', facing: 'S' },
        ],
      }),
    );
    const { state, events } = play(s, move('straight'));
    expect(eventsOf(events, 'collided')).toHaveLength(0);
    expect(ship(state, 'Raider').shields).toEqual(ship(s, 'Raider').shields);
  });

  test('a ship destroyed by its first collision collides with nothing more', () => {
    const fragile = testClass({
      id: 'fragile',
      shields: { forward: 0, right: 0, rear: 0, left: 0 },
      hull: [{}, {}, {}],
      explosion: 0,
    });
    const s = moveStep(
      rawGame({
        classes: [testClass(), fragile],
        ships: [
          { name: 'Vigil', hex: '1010', class: 'fragile' },
          { name: 'Warden', hex: '1009' },
          { name: 'Keeper', hex: '1009' },
          far,
        ],
      }),
    );
    const { state, events } = play(s, move('straight'));
    expect(eventsOf(events, 'collided').map((e) => e.other.name)).toEqual(['Warden']);
    expect(ship(state, 'Vigil').status).toBe('destroyed');
    expect(ship(state, 'Keeper').shields).toEqual(ship(s, 'Keeper').shields);
  });

  test('the setting can turn collisions off', () => {
    const { events } = play(crowded({ collisions: false }), move('straight'));
    expect(eventsOf(events, 'damageApplied')).toHaveLength(0);
  });
});

describe('reachable hexes', () => {
  test('straight and both turns with no countdown; slips with a marker', () => {
    const s = game();
    expect(impulse.reachableHexes(s, 's1').map((r) => r.how)).toEqual(['straight', 'turnLeft', 'turnRight']);
    ship(s, 'Vigil').sideslip = true;
    ship(s, 'Vigil').turnCountdown = 1;
    expect(impulse.reachableHexes(s, 's1')).toEqual([
      { how: 'straight', hex: neighbour(VIGIL_HEX, 0), facing: 0 },
      { how: 'slipLeft', hex: neighbour(VIGIL_HEX, 5), facing: 0 },
      { how: 'slipRight', hex: neighbour(VIGIL_HEX, 1), facing: 0 },
    ]);
  });
});

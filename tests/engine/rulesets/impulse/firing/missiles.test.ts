import { describe, expect, test } from 'vitest';
import { type Hex, hexDistance, neighbour } from '../../../../../src/engine/core/hex.js';
import { formatHex, parseHex } from '../../../../../src/engine/core/hex-label.js';
import { impulse } from '../../../../../src/engine/index.js';
import {
  at,
  eventsOf,
  play,
  rawGame,
  refusal,
  settled,
  ship,
  testClass,
  type TestShip,
} from '../../../../helpers/build.js';

const H = parseHex('1010')!;
const up = (h: Hex, n: number): Hex => (n === 0 ? h : up(neighbour(h, 0), n - 1));
const carrier = testClass({
  id: 'carrier',
  afterburners: 0,
  groups: [{ weapon: 'launcher', count: 2, arcs: ['forward'], red: 2, yellow: 0 }],
});
const cruiser = testClass({ afterburners: 0 });
// Hornet (blue) launches; Raider (red) is the usual target, straight ahead.
const game = (raider: Partial<TestShip> = {}, extra: Partial<Parameters<typeof rawGame>[0]> = {}) =>
  rawGame({
    classes: [cruiser, carrier],
    ships: [
      { name: 'Hornet', hex: H, class: 'carrier' },
      { name: 'Raider', side: 'red', hex: up(H, 4), facing: 'S', ...raider },
    ],
    ...extra,
  });
const inFlight = (state: impulse.GameState, hex: Hex, extra: Partial<impulse.MissileState> = {}): impulse.GameState => {
  state.missiles = [
    {
      id: 'm1',
      side: 'blue',
      launcher: 's1',
      group: 0,
      weapon: 'launcher',
      hex,
      facing: 0,
      target: 's2',
      damaged: false,
      lastMoved: null,
      ...extra,
    },
  ];
  return state;
};

describe('launching', () => {
  test('a launcher fires like a weapon: one missile per weapon, in the hex ahead, aimed at the target', () => {
    const { state, events } = play(at(game(), { impulse: 'A', step: 'firing' }), {
      type: 'fire',
      side: 'blue',
      ship: 's1',
      group: 0,
      targets: ['s2'],
    });
    expect(eventsOf(events, 'missileLaunched').map((e) => [e.missile, e.hex, e.target.name])).toEqual([
      ['m1', up(H, 1), 'Raider'],
      ['m2', up(H, 1), 'Raider'],
    ]);
    expect(ship(state, 'Hornet').groups[0]).toEqual({ red: 0, yellow: 0, destroyed: false });
  });

  test('not at a ship the missile could never reach (6+ hexes)', () => {
    expect(
      refusal(at(game({ hex: up(H, 6) }), { impulse: 'A', step: 'firing' }), {
        type: 'fire',
        side: 'blue',
        ship: 's1',
        group: 0,
        targets: ['s2'],
      }),
    ).toBe('OUT_OF_RANGE');
  });

  test("not at a ship in the launcher's own hex, nor outside the launcher's arcs", () => {
    const fire: impulse.Command = { type: 'fire', side: 'blue', ship: 's1', group: 0, targets: ['s2'] };
    expect(refusal(at(game({ hex: H }), { impulse: 'A', step: 'firing' }), fire)).toBe('OUT_OF_RANGE');
    expect(refusal(at(game({ hex: neighbour(neighbour(H, 3), 3) }), { impulse: 'A', step: 'firing' }), fire)).toBe(
      'OUT_OF_ARC',
    );
  });

  test("a missile launched into its target's hex strikes at once", () => {
    const { events } = play(at(game({ hex: up(H, 1) }), { impulse: 'A', step: 'firing' }), {
      type: 'fire',
      side: 'blue',
      ship: 's1',
      group: 0,
      targets: ['s2', null],
    });
    expect(eventsOf(events, 'missileDetonated')[0]).toMatchObject({
      target: { name: 'Raider' },
      arc: 'forward',
      damage: 2,
    });
  });
});

describe('flight', () => {
  const movementStep = (state: impulse.GameState) => at(state, { impulse: 'A', step: 'movement' });

  test("each missile moves one hex per impulse in its owner's movement step, along a shortest path", () => {
    const { state, events } = settled(movementStep(inFlight(game(), up(H, 1))));
    expect(eventsOf(events, 'missileMoved')).toEqual([
      { type: 'missileMoved', missile: 'm1', from: up(H, 1), to: up(H, 2), automatic: true },
    ]);
    expect(hexDistance(state.missiles[0]!.hex, ship(state, 'Raider').hex)).toBe(2);
  });

  test("reaching the target's hex it detonates: 2 damage on the shield facing where it came from", () => {
    const { state, events } = settled(movementStep(inFlight(game(), up(H, 3))));
    expect(eventsOf(events, 'missileDetonated')).toEqual([
      {
        type: 'missileDetonated',
        missile: 'm1',
        target: { id: 's2', name: 'Raider', side: 'red' },
        arc: 'forward',
        damage: 2,
      },
    ]);
    expect(ship(state, 'Raider').shields.forward).toBe(3);
    expect(state.missiles).toEqual([]);
  });

  test("a target that moves into its missile's hex sets it off", () => {
    // Raider (red) moves south into the missile's hex during its own movement step.
    const s = at(inFlight(game({ curve: 2 }), up(H, 3), { lastMoved: { round: 1, impulse: 'B' } }), {
      impulse: 'B',
      step: 'movement',
      turn: 1,
    });
    const { events } = play(s, { type: 'move', side: 'red', ship: 's2', how: 'straight' });
    expect(eventsOf(events, 'missileDetonated')[0]).toMatchObject({ target: { name: 'Raider' }, arc: 'forward' });
  });

  test('a missile flying into a planet is destroyed', () => {
    const s = movementStep(
      inFlight(game({}, { terrain: [{ kind: 'planet', name: 'Osk', hex: formatHex(up(H, 2)) }] }), up(H, 1)),
    );
    const { events } = settled(s);
    expect(eventsOf(events, 'missileDestroyed')).toEqual([
      { type: 'missileDestroyed', missile: 'm1', hex: up(H, 2), cause: 'planet' },
    ]);
  });

  test('with two equally short paths the owner may steer; the engine keeps the heading otherwise', () => {
    // Target two columns east: from the missile both north-east and south-east steps are shortest.
    const target = neighbour(neighbour(H, 1), 2);
    const s = movementStep(inFlight(game({ hex: target }), H, { facing: 1 }));
    const steps = impulse.legalCommands(s, 'blue').filter((c) => c.type === 'steerMissile');
    expect(steps).toHaveLength(2);
    const { state } = play(s, { type: 'steerMissile', side: 'blue', missile: 'm1', hex: neighbour(H, 2) });
    expect(state.missiles[0]?.hex).toEqual(neighbour(H, 2));
    // The choice holds the step; ending it takes the default path, which keeps the heading.
    expect(settled(s).state.flow).toMatchObject({ step: 'movement' });
    expect(impulse.missileChoices(s, 'blue')).toEqual([{ missile: 'm1', options: [neighbour(H, 1), neighbour(H, 2)] }]);
    expect(play(s, { type: 'endStep', side: 'blue' }).state.missiles[0]?.hex).toEqual(neighbour(H, 1));
    expect(refusal(s, { type: 'steerMissile', side: 'blue', missile: 'm1', hex: neighbour(H, 5) })).toBe('BAD_STEER');
  });

  test.each([
    [6, 'removed'],
    [5, 'kept'],
  ])('a target %i hexes out: the missile is %s (stranded at 6)', (distance, fate) => {
    const { state } = settled(movementStep(inFlight(game({ hex: up(H, distance) }), H)));
    expect(state.missiles.length).toBe(fate === 'kept' ? 1 : 0);
  });

  test('a missile 6+ hexes from every enemy ship is stranded and removed', () => {
    const { state, events } = settled(movementStep(inFlight(game({ hex: up(H, 12) }), H)));
    expect(eventsOf(events, 'missileDestroyed')[0]).toMatchObject({ missile: 'm1', cause: 'stranded' });
    expect(state.missiles).toEqual([]);
  });
});

describe('shooting missiles down', () => {
  // Red's cruiser shoots at blue's missile two hexes ahead of it.
  const shooting = (dice: number[], damaged = false) => {
    const s = at(game({ hex: up(H, 4) }, { dice }), { impulse: 'A', step: 'firing', turn: 1 });
    return inFlight(s, up(H, 2), { damaged });
  };
  const shoot: impulse.Command = { type: 'fire', side: 'red', ship: 's2', group: 1, targets: ['m1'] };

  test.each([
    [6, false, 'missileDestroyed'], // 3 damage destroys
    [3, false, 'missileDamaged'], // 2 damages it
    [1, true, 'missileDestroyed'], // a damaged missile dies on its next hit
  ])('die %i (already damaged: %s): %s', (die, damaged, outcome) => {
    const { state, events } = play(shooting([die], damaged), shoot);
    expect(events.some((e) => e.type === outcome)).toBe(true);
    expect(state.missiles.length).toBe(outcome === 'missileDestroyed' ? 0 : 1);
  });

  test("no fire at a missile in the firer's own hex", () => {
    const s = at(game({ hex: up(H, 4) }), { impulse: 'A', step: 'firing', turn: 1 });
    inFlight(s, up(H, 4));
    expect(refusal(s, shoot)).toBe('OUT_OF_RANGE');
  });
});

import { describe, expect, it } from 'vitest';
import type { FleetCommandOf } from '../../../../../src/engine/rulesets/fleet/commands.js';
import type { FleetEvent } from '../../../../../src/engine/rulesets/fleet/events.js';
import { courseFrom } from '../../../../../src/engine/rulesets/fleet/movement/course.js';
import {
  checkManoeuvre,
  executeManoeuvre,
  manoeuvreChoices,
} from '../../../../../src/engine/rulesets/fleet/movement/manoeuvre.js';
import type { FleetState } from '../../../../../src/engine/rulesets/fleet/state.js';
import {
  activation,
  at,
  cardsOf,
  CORVETTE,
  CRUISER,
  DREADNOUGHT,
  ship,
  shipIn,
  squadron,
  testState,
  withCards,
} from './fixture.js';

type Manoeuvre = FleetCommandOf<'manoeuvre'>;

const move = (
  shipId: string,
  speed: number,
  veers: (-1 | 0 | 1)[],
  navigate = { dial: false, token: false },
  side = 'rebels',
): Manoeuvre => ({ type: 'manoeuvre', side, ship: shipId, speed, veers, navigate });

const run = (state: FleetState, cmd: Manoeuvre) => {
  const done = executeManoeuvre(state, cmd);
  if (!done.ok) throw new Error(`refused: ${done.error.code}`);
  return done.value;
};

const ofType = <T extends FleetEvent['type']>(events: readonly FleetEvent[], type: T) =>
  events.filter((e): e is Extract<FleetEvent, { type: T }> => e.type === type);

describe('checkManoeuvre (5.6; the brief "Manoeuvre": navigate dial ±1 and a click, token ±1)', () => {
  const cruiser = ship('a1', 'rebels', CRUISER, at(6, 8), { speed: 2 });
  const fast = ship('a1', 'rebels', CRUISER, at(6, 8), { speed: 3 });
  const corvette = ship('a1', 'rebels', CORVETTE, at(6, 8), { speed: 2 });
  const withDial = { activation: activation('a1') };
  const withToken = (s: typeof cruiser) => ({ ...s, commandTokens: ['navigate' as const] });

  it.each([
    { name: 'the speed it has, straight', ships: [cruiser], extra: {}, cmd: move('a1', 2, [0, 0]), code: null },
    {
      name: 'I + I pays a veer at the first joint',
      ships: [cruiser],
      extra: {},
      cmd: move('a1', 2, [1, 0]),
      code: null,
    },
    {
      name: 'a veer at the last joint of [I, I]',
      ships: [cruiser],
      extra: {},
      cmd: move('a1', 2, [0, 1]),
      code: 'YAW_NOT_ALLOWED',
    },
    {
      name: 'the navigate dial lifts the last joint to II',
      ships: [cruiser],
      extra: withDial,
      cmd: move('a1', 2, [0, 1], { dial: true, token: false }),
      code: null,
    },
    { name: 'a veer per joint', ships: [cruiser], extra: {}, cmd: move('a1', 2, [0]), code: 'BAD_VEERS' },
    {
      name: 'a speed change needs navigate',
      ships: [cruiser],
      extra: {},
      cmd: move('a1', 3, [0, 0, 0]),
      code: 'NAVIGATE_NEEDED',
    },
    {
      name: 'the dial changes the speed by one',
      ships: [cruiser],
      extra: withDial,
      cmd: move('a1', 1, [0], { dial: true, token: false }),
      code: null,
    },
    {
      name: 'a dial not kept as navigate',
      ships: [cruiser],
      extra: { activation: activation('a1', { dial: 'repair' }) },
      cmd: move('a1', 1, [0], { dial: true, token: false }),
      code: 'NAVIGATE_NEEDED',
    },
    {
      name: 'a navigate dial spent for its token is no dial',
      ships: [cruiser],
      extra: { activation: activation('a1', { use: 'token' }) },
      cmd: move('a1', 1, [0], { dial: true, token: false }),
      code: 'NAVIGATE_NEEDED',
    },
    {
      name: 'the dial alone does not change the speed by two',
      ships: [corvette],
      extra: withDial,
      cmd: move('a1', 4, [0, 0, 0, 0], { dial: true, token: false }),
      code: 'NAVIGATE_NEEDED',
    },
    {
      name: 'dial and token change it by two',
      ships: [withToken(corvette)],
      extra: withDial,
      cmd: move('a1', 4, [0, 0, 0, 0], { dial: true, token: true }),
      code: null,
    },
    {
      name: 'the token changes the speed by one',
      ships: [withToken(cruiser)],
      extra: {},
      cmd: move('a1', 3, [0, 0, 0], { dial: false, token: true }),
      code: null,
    },
    {
      name: 'no navigate token held',
      ships: [cruiser],
      extra: {},
      cmd: move('a1', 3, [0, 0, 0], { dial: false, token: true }),
      code: 'NO_TOKEN',
    },
    {
      name: 'above the chart',
      ships: [fast],
      extra: withDial,
      cmd: move('a1', 4, [0, 0, 0, 0], { dial: true, token: false }),
      code: 'SPEED_OUT_OF_CHART',
    },
    {
      name: 'not its unit',
      ships: [cruiser],
      extra: {},
      cmd: move('a1', 2, [0, 0], undefined, 'empire'),
      code: 'NOT_YOUR_UNIT',
    },
    { name: 'no such ship', ships: [cruiser], extra: {}, cmd: move('zz', 2, [0, 0]), code: 'NO_SUCH_SHIP' },
  ])('$name', ({ ships, extra, cmd, code }) => {
    const result = checkManoeuvre(testState(ships, extra), cmd);
    expect(result.ok ? null : result.error.code).toBe(code);
  });

  it('a faceup thruster-damage caps the speed at 2 (data/damage-cards.ts)', () => {
    const state = withCards(testState([corvette], withDial), 'a1', ['thruster-damage-1'], ['thruster-damage-1']);
    const result = checkManoeuvre(state, move('a1', 3, [0, 0, 0], { dial: true, token: false }));
    expect(result.ok ? null : result.error.code).toBe('SPEED_OUT_OF_CHART');
  });
});

describe('manoeuvreChoices: every end once, with the fewest navigate resources', () => {
  const key = (c: Manoeuvre) =>
    `${c.speed}|${c.veers.join(',')}|${c.navigate.dial ? 'D' : ''}${c.navigate.token ? 'T' : ''}`;

  it('without navigate: the speed it has, and the veers its chart pays', () => {
    const state = testState([ship('a1', 'rebels', CRUISER, at(6, 8), { speed: 2 })]);
    expect(manoeuvreChoices(state, 'a1').map(key)).toEqual(['2|0,0|', '2|-1,0|', '2|1,0|']);
  });

  it('at speed 0 without navigate: staying put', () => {
    const state = testState([ship('a1', 'rebels', CRUISER, at(6, 8), { speed: 0 })]);
    expect(manoeuvreChoices(state, 'a1').map(key)).toEqual(['0||']);
  });

  it('with the kept navigate dial: speed ±1 and the extra click, the dial named only where it is needed', () => {
    const state = testState([ship('a1', 'rebels', CRUISER, at(6, 8), { speed: 2 })], { activation: activation('a1') });
    const choices = manoeuvreChoices(state, 'a1').map(key);
    expect(choices.filter((c) => c.startsWith('1|'))).toEqual(['1|0|D', '1|-1|D', '1|1|D']);
    expect(choices.filter((c) => c.startsWith('2|'))).toEqual(['2|0,0|', '2|0,-1|D', '2|0,1|D', '2|-1,0|', '2|1,0|']);
    expect(choices.some((c) => c.startsWith('3|0,0,0|D'))).toBe(true);
    expect(choices.some((c) => c.startsWith('0|'))).toBe(false);
  });

  it('with a navigate token: the token only where it changes the speed', () => {
    const state = testState([ship('a1', 'rebels', CRUISER, at(6, 8), { speed: 2, commandTokens: ['navigate'] })]);
    const choices = manoeuvreChoices(state, 'a1');
    for (const c of choices) expect(c.navigate.token).toBe(c.speed !== 2);
    expect(new Set(choices.map((c) => c.speed))).toEqual(new Set([1, 2, 3]));
  });

  it('every choice is legal, its navigate minimal, and no two reach the same end at the same speed', () => {
    const state = testState([ship('a1', 'rebels', CORVETTE, at(6, 8), { speed: 2, commandTokens: ['navigate'] })], {
      activation: activation('a1'),
    });
    const choices = manoeuvreChoices(state, 'a1');
    expect(new Set(choices.map((c) => c.speed))).toEqual(new Set([0, 1, 2, 3, 4]));
    const ends = choices.map((c) => {
      const end = courseFrom(shipIn(state, 'a1').at, c.speed, c.veers).end;
      return `${c.speed}|${end.anchor.q},${end.anchor.r}|${end.facing}`;
    });
    expect(new Set(ends).size).toBe(ends.length);
    for (const c of choices) {
      expect(checkManoeuvre(state, c).ok).toBe(true);
      if (c.navigate.dial)
        expect(checkManoeuvre(state, { ...c, navigate: { ...c.navigate, dial: false } }).ok).toBe(false);
      if (c.navigate.token)
        expect(checkManoeuvre(state, { ...c, navigate: { ...c.navigate, token: false } }).ok).toBe(false);
    }
  });
});

describe('executeManoeuvre: speed, navigate and the move', () => {
  it('sets the speed, spends the navigate token and moves (5.6)', () => {
    const state = testState([
      ship('a1', 'rebels', CRUISER, at(6, 8), { speed: 2, commandTokens: ['repair', 'navigate'] }),
    ]);
    const { state: after, events } = run(state, move('a1', 3, [0, 0, 0], { dial: false, token: true }));
    expect(shipIn(after, 'a1')).toMatchObject({ speed: 3, at: at(6, 5, 0), commandTokens: ['repair'] });
    expect(events.map((e) => e.type)).toEqual(['speedChanged', 'commandTokenSpent', 'shipManoeuvred']);
    expect(ofType(events, 'speedChanged')[0]).toMatchObject({ from: 2, to: 3, by: 'token' });
    expect(ofType(events, 'shipManoeuvred')[0]).toMatchObject({ speed: 3, moved: 3, veers: [0, 0, 0] });
  });

  it('refuses what checkManoeuvre refuses', () => {
    const state = testState([ship('a1', 'rebels', CRUISER, at(6, 8), { speed: 2 })]);
    const done = executeManoeuvre(state, move('a1', 2, [0, 1]));
    expect(done.ok ? null : done.error.code).toBe('YAW_NOT_ALLOWED');
  });
});

describe('seed 004 pp. 17-18: an end overlapping a ship is tried at speed -1, then both take a facedown card', () => {
  it('the speed drops until the end fits; the speed set stays', () => {
    const state = testState([
      ship('a1', 'rebels', CORVETTE, at(6, 8), { speed: 2 }),
      ship('b1', 'empire', CRUISER, at(6, 4, 0)), // covers (6,4) and (6,5)
    ]);
    const cmd = move('a1', 3, [0, 0, 0], { dial: true, token: false });
    const { state: after, events } = run({ ...state, activation: activation('a1') }, cmd);
    expect(ofType(events, 'overlapped')).toEqual([{ type: 'overlapped', ship: 'a1', other: 'b1', atSpeed: 3 }]);
    expect(ofType(events, 'shipManoeuvred')[0]).toMatchObject({ speed: 3, moved: 2, to: at(6, 6, 0) });
    expect(shipIn(after, 'a1')).toMatchObject({ speed: 3, at: at(6, 6, 0) });
    const dealt = ofType(events, 'damageCardDealt');
    expect(dealt.map((d) => [d.ship, d.faceup, d.cause])).toEqual([
      ['a1', false, 'overlap'],
      ['b1', false, 'overlap'],
    ]);
    expect(cardsOf(after, 'a1')).toHaveLength(1);
    expect(cardsOf(after, 'b1')).toHaveLength(1);
  });

  it('down to 0: the ship stays where it was', () => {
    const state = testState([
      ship('a1', 'rebels', CORVETTE, at(6, 8), { speed: 2 }),
      ship('b1', 'empire', CRUISER, at(6, 6, 0)), // covers (6,6) and (6,7)
    ]);
    const { state: after, events } = run(state, move('a1', 2, [0, 0]));
    expect(ofType(events, 'overlapped').map((e) => e.atSpeed)).toEqual([2, 1]);
    expect(ofType(events, 'shipManoeuvred')[0]).toMatchObject({ moved: 0, path: [{ q: 6, r: 8 }], veers: [] });
    expect(shipIn(after, 'a1')).toMatchObject({ speed: 2, at: at(6, 8, 0) });
    expect(ofType(events, 'damageCardDealt').map((d) => d.ship)).toEqual(['a1', 'b1']);
  });

  it('the veers are cut short with the speed', () => {
    const state = testState([
      ship('a1', 'rebels', CORVETTE, at(6, 8), { speed: 2 }),
      ship('b1', 'empire', CORVETTE, at(7, 6, 0)),
    ]);
    const { state: after, events } = run(state, move('a1', 2, [1, 0]));
    // Speed 2 ends at (7,6) on b1; speed 1 with the first veer ends at (6,7) facing NE.
    expect(shipIn(after, 'a1').at).toEqual(at(6, 7, 1));
    expect(ofType(events, 'shipManoeuvred')[0]).toMatchObject({ moved: 1, veers: [1] });
  });

  it('the closest ship it overlapped takes the card, not the first', () => {
    const state = testState([
      ship('a1', 'rebels', CORVETTE, at(6, 8), { speed: 2 }),
      ship('far', 'empire', CORVETTE, at(6, 6)),
      ship('near', 'empire', CORVETTE, at(6, 7)),
    ]);
    const { events } = run(state, move('a1', 2, [0, 0]));
    expect(ofType(events, 'overlapped').map((e) => e.other)).toEqual(['far', 'near']);
    expect(ofType(events, 'damageCardDealt').map((d) => d.ship)).toEqual(['a1', 'near']);
  });

  it.each([
    ['x first', ['x', 'y'], 'x'],
    ['y first', ['y', 'x'], 'y'],
  ])('equally close overlapped ships: the first in the state (%s)', (_name, order, expected) => {
    // Speed 2 veering right ends at (7,6) on x (covering (7,6) and (7,7)); speed 1 ends at (6,7) on y.
    // Both are one hex from a1 back at (6,8).
    const ships = {
      x: ship('x', 'empire', CRUISER, at(7, 6, 0)),
      y: ship('y', 'empire', CORVETTE, at(6, 7)),
    } as const;
    const state = testState([
      ship('a1', 'rebels', CORVETTE, at(6, 8), { speed: 2 }),
      ...order.map((id) => ships[id as 'x' | 'y']),
    ]);
    const { events } = run(state, move('a1', 2, [1, 0]));
    expect(ofType(events, 'overlapped').map((e) => e.other)).toEqual(['x', 'y']);
    expect(ofType(events, 'damageCardDealt').map((d) => d.ship)).toEqual(['a1', expected]);
  });

  it('a destroyed ship is not in the way', () => {
    const state = testState([
      ship('a1', 'rebels', CORVETTE, at(6, 8), { speed: 2 }),
      ship('b1', 'empire', CORVETTE, at(6, 6), { destroyed: true }),
    ]);
    const { events } = run(state, move('a1', 2, [0, 0]));
    expect(ofType(events, 'overlapped')).toEqual([]);
    expect(ofType(events, 'damageCardDealt')).toEqual([]);
  });
});

describe('seed 004 p. 17: a ship ending over squadrons finishes its move; they are lifted', () => {
  it('the squadrons under its base go to state.displaced, for the mover’s opponent to place', () => {
    const state = testState([ship('a1', 'rebels', CRUISER, at(6, 8), { speed: 2 })], {
      squadrons: [
        squadron('s1', 'empire', { q: 6, r: 6 }),
        squadron('s2', 'rebels', { q: 6, r: 7 }),
        squadron('s3', 'empire', { q: 6, r: 5 }),
      ],
      attacks: 4,
    });
    const { state: after, events } = run(state, move('a1', 2, [0, 0]));
    // The cruiser ends on (6,6) and (6,7): s1 and s2 (its own side's too) are lifted; s3 ahead is not.
    expect(shipIn(after, 'a1').at).toEqual(at(6, 6, 0));
    expect(after.displaced).toEqual({ id: 'displace:5', ship: 'a1', side: 'empire', squadrons: ['s1', 's2'] });
    expect(after.attacks).toBe(5);
    expect(ofType(events, 'squadronsDisplaced')).toEqual([
      { type: 'squadronsDisplaced', ship: 'a1', squadrons: ['s1', 's2'], placer: 'empire' },
    ]);
    expect(ofType(events, 'overlapped')).toEqual([]);
  });
});

describe('a base ending off the board destroys the ship (Armada: out of the play area)', () => {
  it.each([
    ['a small ship', CORVETTE, at(2, 0, 0), 2, [0, 0]],
    ['a medium ship whose front hex leaves the board', CRUISER, at(2, -1, 0), 1, [0]],
    ['a large ship leaving by the side', DREADNOUGHT, at(19, 0, 2), 1, [0]],
  ] as const)('%s', (_name, cls, start, speed, veers) => {
    const state = withCards(testState([ship('a1', 'rebels', cls, start, { speed })]), 'a1', ['structural-damage-1']);
    const { state: after, events } = run(state, move('a1', speed, [...veers]));
    expect(shipIn(after, 'a1').destroyed).toBe(true);
    expect(ofType(events, 'shipDestroyed')).toEqual([{ type: 'shipDestroyed', ship: 'a1', cause: 'offBoard' }]);
    expect(cardsOf(after, 'a1')).toHaveLength(0);
  });

  it('a base wholly on the board stays', () => {
    const state = testState([ship('a1', 'rebels', CRUISER, at(2, 1, 0), { speed: 1 })]);
    const { state: after } = run(state, move('a1', 1, [0]));
    expect(shipIn(after, 'a1').destroyed).toBe(false);
  });
});

describe('obstacles under the end (the brief "Obstacles")', () => {
  const cruiserAt = (extra = {}) => ship('a1', 'rebels', CRUISER, at(6, 8), { speed: 2, ...extra });

  it('asteroids: one facedown card', () => {
    const state = testState([cruiserAt()], { obstacles: [{ kind: 'asteroids', hex: { q: 6, r: 7 } }] });
    const { state: after, events } = run(state, move('a1', 2, [0, 0]));
    expect(ofType(events, 'obstacleStruck')).toEqual([
      { type: 'obstacleStruck', ship: 'a1', obstacle: 'asteroids', hex: { q: 6, r: 7 } },
    ]);
    expect(ofType(events, 'damageCardDealt')).toEqual([
      { type: 'damageCardDealt', ship: 'a1', faceup: false, card: null, cause: 'obstacle' },
    ]);
    expect(cardsOf(after, 'a1')).toHaveLength(1);
  });

  it('debris: two damage to the shields of the zone with the most', () => {
    const state = testState([cruiserAt()], { obstacles: [{ kind: 'debris', hex: { q: 6, r: 6 } }] });
    const { state: after, events } = run(state, move('a1', 2, [0, 0]));
    expect(ofType(events, 'obstacleStruck')[0]).toMatchObject({ obstacle: 'debris', zone: 'front', shieldsLost: 2 });
    expect(shipIn(after, 'a1').shields).toEqual({ front: 1, right: 2, rear: 1, left: 2 });
    expect(cardsOf(after, 'a1')).toHaveLength(0);
  });

  it('debris: what the shields cannot take are facedown cards', () => {
    const shields = { front: 0, right: 1, rear: 0, left: 1 };
    const state = testState([cruiserAt({ shields })], { obstacles: [{ kind: 'debris', hex: { q: 6, r: 6 } }] });
    const { state: after, events } = run(state, move('a1', 2, [0, 0]));
    expect(ofType(events, 'obstacleStruck')[0]).toMatchObject({ zone: 'right', shieldsLost: 1 });
    expect(shipIn(after, 'a1').shields).toEqual({ front: 0, right: 0, rear: 0, left: 1 });
    expect(ofType(events, 'damageCardDealt').map((d) => [d.faceup, d.cause])).toEqual([[false, 'obstacle']]);
  });

  it('a station discards one damage card, facedown first', () => {
    const base = testState([cruiserAt()], { obstacles: [{ kind: 'station', hex: { q: 6, r: 6 } }] });
    const state = withCards(base, 'a1', ['sensor-damage-1', 'structural-damage-2'], ['sensor-damage-1']);
    const { state: after, events } = run(state, move('a1', 2, [0, 0]));
    expect(ofType(events, 'damageRepaired')).toEqual([
      { type: 'damageRepaired', ship: 'a1', card: 'structural-damage-2', faceup: false },
    ]);
    expect(cardsOf(after, 'a1')).toEqual([{ id: 'sensor-damage-1', faceup: true }]);
  });

  it('a station with no cards to discard does nothing more', () => {
    const state = testState([cruiserAt()], { obstacles: [{ kind: 'station', hex: { q: 6, r: 6 } }] });
    const { events } = run(state, move('a1', 2, [0, 0]));
    expect(events.map((e) => e.type)).toEqual(['shipManoeuvred', 'obstacleStruck']);
  });

  it('an obstacle passed over, not ended on, does nothing', () => {
    const state = testState([cruiserAt()], { obstacles: [{ kind: 'asteroids', hex: { q: 6, r: 5 } }] });
    const { events } = run(state, move('a1', 2, [0, 0]));
    expect(ofType(events, 'obstacleStruck')).toEqual([]);
  });
});

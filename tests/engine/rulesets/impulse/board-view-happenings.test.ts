/**
 * `boardView`'s numbered happenings (volleys, missile hits, wrecks) and its trails, played with
 * real commands and scripted dice. Hexes in a happening are where the ships stood at that moment.
 */
import { describe, expect, test } from 'vitest';
import type { Hex } from '../../../../src/engine/core/hex.js';
import { neighbour } from '../../../../src/engine/core/hex.js';
import { parseHex } from '../../../../src/engine/core/hex-label.js';
import { impulse } from '../../../../src/engine/index.js';
import { at, play, rawGame, settled, ship, testClass, type TestShip } from '../../../helpers/build.js';

const hex = (label: string): Hex => {
  const h = parseHex(label);
  if (!h) throw new Error(`bad hex ${label}`);
  return h;
};

// Vigil (blue) at 1010 facing N: group 0 is two beams (forward+right), group 1 one beam (forward+left).
// Test beam: range 1-2 -> [1,1,2,2,2,3]; range 3-4 -> [0,0,1,1,1,2].
const plain = testClass({ afterburners: 0 });
const fragile = testClass({
  id: 'fragile',
  afterburners: 0,
  shields: { forward: 0, right: 0, rear: 0, left: 0 },
  hull: [{}],
  explosion: 0,
});
const carrier = testClass({
  id: 'carrier',
  afterburners: 0,
  groups: [{ weapon: 'launcher', count: 2, arcs: ['forward'], red: 2, yellow: 0 }],
});

const raider = (label: string, extra: Partial<TestShip> = {}): TestShip => ({
  name: 'Raider',
  side: 'red',
  hex: label,
  facing: 'S',
  ...extra,
});
/** A red ship far away, so a wreck does not end the game. */
const ward: TestShip = { name: 'Ward', side: 'red', hex: '0303', facing: 'S' };

/** Blue's firing step of impulse A, Vigil at 1010 and the given others on the map. */
const firing = (others: TestShip[], dice: number[]) =>
  at(rawGame({ classes: [plain, fragile], ships: [{ name: 'Vigil', hex: '1010' }, ...others], dice }), {
    impulse: 'A',
    step: 'firing',
  });

const fire = (ship: string, group: number, targets: string[], side: 'blue' | 'red' = 'blue'): impulse.Command => ({
  type: 'fire',
  side,
  ship,
  group,
  targets,
});

const happeningsOf = ({ state, events }: { state: impulse.GameState; events: impulse.GameEvent[] }) =>
  impulse.boardView(state, events).happenings;

describe('a volley is one group at one target', () => {
  // Misses (range 3, faces 1-2) and a miss before a hit: the group's shots come together.
  test.each([
    ['two misses', '1007', [1, 2], [0, 0]],
    ['a miss, then a hit', '1007', [2, 6], [0, 2]],
  ])('%s from a group of two weapons is one volley, numbered 1', (_, where, dice, damages) => {
    const happenings = happeningsOf(play(firing([raider(where)], dice), fire('s1', 0, ['s2'])));
    expect(happenings).toEqual([
      {
        kind: 'volley',
        n: 1,
        side: 0,
        ship: 'Vigil',
        weapon: 'Test Beam',
        target: 'Raider',
        from: hex('1010'),
        to: hex(where),
        damages,
      },
    ]);
  });

  // The `damageApplied` event a hit emits between one weapon's shot and the next belongs to the shot:
  // a group whose first weapon hits is still one volley.
  test.each([
    ['two hits', '1008', [6, 6], [3, 3]],
    ['a hit, then a miss', '1007', [6, 1], [2, 0]],
  ])('%s from a group of two weapons is one volley, numbered 1', (_, where, dice, damages) => {
    const happenings = happeningsOf(play(firing([raider(where)], dice), fire('s1', 0, ['s2'])));
    expect(happenings.map((h) => (h.kind === 'volley' ? [h.n, h.damages] : h.kind))).toEqual([[1, damages]]);
  });

  // Dice 1, 2, 6 at range 3: group 0's two misses (one volley either way) then a 6; or two single misses.
  test.each([
    [
      "one ship's two groups",
      [fire('s1', 0, ['s2']), fire('s1', 1, ['s2'])],
      [
        { n: 1, ship: 'Vigil', damages: [0, 0], from: '1010' },
        { n: 2, ship: 'Vigil', damages: [2], from: '1010' },
      ],
    ],
    [
      "two ships' groups",
      [fire('s1', 1, ['s2']), fire('s3', 1, ['s2'])],
      [
        { n: 1, ship: 'Vigil', damages: [0], from: '1010' },
        { n: 2, ship: 'Warden', damages: [0], from: '1110' },
      ],
    ],
  ])('%s, one after the other: two volleys numbered 1 and 2', (_, commands, expected) => {
    const s = firing([raider('1007'), { name: 'Warden', hex: '1110' }], [1, 2, 6]);
    const happenings = happeningsOf(play(s, ...commands));
    expect(happenings).toEqual(
      expected.map((v) => ({
        kind: 'volley',
        n: v.n,
        side: 0,
        ship: v.ship,
        weapon: 'Test Beam',
        target: 'Raider',
        from: hex(v.from),
        to: hex('1007'),
        damages: v.damages,
      })),
    );
  });

  test('one group at two targets is two volleys', () => {
    const s = firing([raider('1007'), { name: 'Prowler', side: 'red', hex: '1107', facing: 'S' }], [1, 2]);
    const happenings = happeningsOf(play(s, fire('s1', 0, ['s2', 's3'])));
    expect(happenings.map((h) => (h.kind === 'volley' ? [h.n, h.target, h.damages] : h.kind))).toEqual([
      [1, 'Raider', [0]],
      [2, 'Prowler', [0]],
    ]);
  });
});

describe('hexes are where the ships stood at that moment', () => {
  /**
   * Impulse B (speed 3 moves): Vigil moves 1010 -> 1009 and fires its single beam at Raider in
   * 1007; then Raider (red) moves on in its own turn.
   */
  function shotThenMoved(how: 'straight' | 'turnLeft' | 'turnRight', dice: number[] = [6]) {
    const s = at(rawGame({ classes: [plain], ships: [{ name: 'Vigil', hex: '1010' }, raider('1007')], dice }), {
      impulse: 'B',
      step: 'movement',
    });
    return play(
      s,
      { type: 'move', side: 'blue', ship: 's1', how: 'straight' },
      fire('s1', 1, ['s2']),
      { type: 'endTurn', side: 'blue' },
      { type: 'endStep', side: 'red' },
      { type: 'move', side: 'red', ship: 's2', how },
    );
  }

  test.each(['straight', 'turnLeft', 'turnRight'] as const)(
    'a target that moves on (%s) after the shot: the volley ends where it was hit, not where it is',
    (how) => {
      const played = shotThenMoved(how);
      const view = impulse.boardView(played.state, played.events);
      expect(ship(played.state, 'Raider').hex).not.toEqual(hex('1007'));
      expect(view.happenings).toEqual([
        expect.objectContaining({ kind: 'volley', n: 1, from: hex('1009'), to: hex('1007'), damages: [3] }),
      ]);
      expect(view.shots).toEqual([{ from: hex('1009'), to: hex('1007'), damage: 3, side: 0 }]);
      expect(view.trails).toEqual([
        { from: hex('1010'), to: hex('1009'), side: 0 },
        { from: hex('1007'), to: ship(played.state, 'Raider').hex, side: 1 },
      ]);
    },
  );

  test('the moved target fires back from its new hex at the hex the shooter holds', () => {
    const played = shotThenMoved('straight', [6, 6]);
    const after = play(played.state, fire('s2', 1, ['s1'], 'red'));
    const happenings = happeningsOf({ state: after.state, events: [...played.events, ...after.events] });
    expect(happenings.map((h) => h.kind === 'volley' && [h.n, h.side, h.ship, h.from, h.to])).toEqual([
      [1, 0, 'Vigil', hex('1009'), hex('1007')],
      [2, 1, 'Raider', hex('1008'), hex('1009')],
    ]);
  });

  test('a target that moved both before and after the shot is hit in the hex between', () => {
    // The real shot at Raider in 1007, framed by moves into and out of that hex (built by hand).
    const shot = play(firing([raider('1007')], [6]), fire('s1', 1, ['s2']));
    const moved = (from: string, to: string): impulse.GameEvent => ({
      type: 'shipMoved',
      ship: { id: 's2', name: 'Raider', side: 'red' },
      how: 'straight',
      from: hex(from),
      to: hex(to),
      facingBefore: 3,
      facing: 3,
      afterburner: false,
      automatic: false,
      turnCountdown: null,
    });
    const state = structuredClone(shot.state);
    ship(state, 'Raider').hex = hex('1008');
    const view = impulse.boardView(state, [moved('1006', '1007'), ...shot.events, moved('1007', '1008')]);
    expect(view.happenings).toEqual([expect.objectContaining({ kind: 'volley', n: 1, to: hex('1007') })]);
    expect(view.trails.map((t) => [t.from, t.to])).toEqual([
      [hex('1006'), hex('1007')],
      [hex('1007'), hex('1008')],
    ]);
  });
});

describe('a ship destroyed', () => {
  test.each([
    ['adjacent', '1009', 1, [6]],
    ['at range 2', '1008', 1, [6]],
    ['by the first weapon of a two-weapon group', '1009', 0, [6]],
  ])('%s: its wreck is a happening at its hex, numbered after the volley', (_, where, group, dice) => {
    const s = firing([raider(where, { class: 'fragile' }), ward], dice);
    const played = play(s, fire('s1', group, ['s2']));
    expect(ship(played.state, 'Raider').status).toBe('destroyed');
    expect(happeningsOf(played)).toEqual([
      expect.objectContaining({ kind: 'volley', n: 1, target: 'Raider', to: hex(where), damages: [3] }),
      { kind: 'destroyed', n: 2, side: 1, ship: 'Raider', hex: hex(where) },
    ]);
  });

  test('a ship that survives the volley has no wreck', () => {
    const played = play(firing([raider('1009'), ward], [6]), fire('s1', 1, ['s2']));
    expect(happeningsOf(played).map((h) => h.kind)).toEqual(['volley']);
  });
});

describe('missiles', () => {
  const H = hex('1010');
  const up = (h: Hex, n: number): Hex => (n === 0 ? h : up(neighbour(h, 0), n - 1));
  /** A missile of `side` one hex short of its target, in its owner's movement step of impulse A. */
  function lastLeg(side: 'blue' | 'red') {
    const s = rawGame({
      classes: [plain, carrier],
      ships: [
        { name: 'Hornet', hex: H, class: 'carrier' },
        { name: 'Raider', side: 'red', hex: up(H, 4), facing: 'S' },
      ],
    });
    s.missiles = [
      {
        id: 'm1',
        side,
        launcher: side === 'blue' ? 's1' : 's2',
        group: 0,
        weapon: 'launcher',
        hex: side === 'blue' ? up(H, 3) : up(H, 1),
        facing: side === 'blue' ? 0 : 3,
        target: side === 'blue' ? 's2' : 's1',
        damaged: false,
        lastMoved: null,
      },
    ];
    return settled(at(s, { impulse: 'A', step: 'movement', turn: side === 'blue' ? 0 : 1 }));
  }

  test("a missile's hit is a numbered happening at its target, and its move a missile trail", () => {
    const { state, events } = lastLeg('blue');
    const view = impulse.boardView(state, events);
    expect(view.trails).toEqual([{ from: up(H, 3), to: up(H, 4), side: 0, missile: true }]);
    expect(view.happenings).toEqual([
      { kind: 'missileHit', n: 1, side: 0, missile: 'm1', target: 'Raider', from: up(H, 4), to: up(H, 4), damage: 2 },
    ]);
  });

  test("a missile launched this impulse flies from its launch hex, in its owner's colour", () => {
    const s = at(
      rawGame({
        classes: [plain, carrier],
        ships: [
          { name: 'Hornet', hex: H, class: 'carrier' },
          { name: 'Raider', side: 'red', hex: up(H, 4), facing: 'S' },
        ],
      }),
      { impulse: 'A', step: 'firing' },
    );
    const launched = play(s, fire('s1', 0, ['s2']));
    const missile = launched.state.missiles[0];
    if (!missile) throw new Error('no missile launched');
    // The next move of that missile, built by hand, in the same stretch.
    const to = up(missile.hex, 1);
    const state = structuredClone(launched.state);
    state.missiles = state.missiles.map((m) => (m.id === missile.id ? { ...m, hex: to } : m));
    const view = impulse.boardView(state, [
      ...launched.events,
      { type: 'missileMoved', missile: missile.id, from: missile.hex, to, automatic: true },
    ]);
    expect(view.trails).toEqual([{ from: missile.hex, to, side: 0, missile: true }]);
    expect(view.happenings).toEqual([]);
  });

  // A missile launched in an earlier impulse and gone by now (it detonated) takes its side from its
  // target, always the other side's, so a red missile's last leg is drawn red.
  test("a red missile's last leg before it hits is drawn in red's colour", () => {
    const { state, events } = lastLeg('red');
    const view = impulse.boardView(state, events);
    expect(view.happenings).toEqual([expect.objectContaining({ kind: 'missileHit', side: 1, target: 'Hornet' })]);
    expect(view.trails).toEqual([{ from: up(H, 1), to: H, side: 1, missile: true }]);
  });
});

describe('no happenings without recent events', () => {
  const shot = () => play(firing([raider('1009', { class: 'fragile' }), ward], [6]), fire('s1', 1, ['s2']));

  test.each([
    ['no events given', (state: impulse.GameState) => impulse.boardView(state)],
    ['an empty list', (state: impulse.GameState) => impulse.boardView(state, [])],
  ])('%s: no happenings, shots, trails or explosions, even right after a volley and a wreck', (_, view) => {
    const { state } = shot();
    expect(view(state)).toMatchObject({ happenings: [], shots: [], trails: [], explosions: [] });
  });

  test('moves alone draw trails but are no happenings', () => {
    const s = at(rawGame({ classes: [plain], ships: [{ name: 'Vigil', hex: '1010' }, raider('1005')] }), {
      impulse: 'B',
      step: 'movement',
    });
    const { state, events } = play(s, { type: 'move', side: 'blue', ship: 's1', how: 'straight' });
    const view = impulse.boardView(state, events);
    expect(view.trails).toEqual([{ from: hex('1010'), to: hex('1009'), side: 0 }]);
    expect(view.happenings).toEqual([]);
  });
});

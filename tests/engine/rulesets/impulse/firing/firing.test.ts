import { describe, expect, test } from 'vitest';
import { formatHex, fromOffset, parseHex } from '../../../../../src/engine/core/hex-label.js';
import { neighbour } from '../../../../../src/engine/core/hex.js';
import { loadCatalog } from '../../../../../src/assets/load-catalog.js';
import type { impulse } from '../../../../../src/engine/index.js';
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

const noBurners = testClass({ afterburners: 0 });
// Vigil at 1010 facing N; its group 0 (2 beams) covers forward+right, group 1 (1 beam) forward+left.
const fireAt = (targets: TestShip[], dice?: number[], extra: Partial<Parameters<typeof rawGame>[0]> = {}) =>
  at(
    rawGame({
      classes: [noBurners],
      ships: [{ name: 'Vigil', hex: '1010' }, ...targets],
      ...(dice ? { dice } : {}),
      ...extra,
    }),
    { impulse: 'A', step: 'firing' },
  );
const fire = (group: number, targets: (string | null)[], shipId = 's1'): impulse.Command => ({
  type: 'fire',
  side: 'blue',
  ship: shipId,
  group,
  targets,
});
const ahead = (n: number): TestShip => ({
  name: 'Raider',
  side: 'red',
  hex: fromOffset({ col: 10, row: 10 - n }),
  facing: 'S',
});

describe('the test beam table, by range and die face', () => {
  // Bands: range 1-2 -> [1,1,2,2,2,3]; range 3-4 -> [0,0,1,1,1,2].
  test.each([
    [1, 1, 1],
    [1, 6, 3],
    [2, 3, 2],
    [3, 1, 0],
    [3, 5, 1],
    [4, 6, 2],
  ])('range %i, die %i: %i damage', (range, face, damage) => {
    const { events } = play(fireAt([ahead(range)], [face]), fire(1, ['s2']));
    expect(eventsOf(events, 'shotResolved')[0]).toMatchObject({
      range,
      die: face,
      modifier: 0,
      damage,
      arc: 'forward',
    });
  });
});

describe('every shipped weapon type at every range and die face', async () => {
  const catalog = await loadCatalog();
  const cases = catalog.weapons.flatMap((w) =>
    w.kind === 'direct'
      ? w.bands.flatMap((b) =>
          Array.from({ length: b.to - b.from + 1 }, (_, i) => b.from + i).flatMap((range) =>
            [1, 2, 3, 4, 5, 6].map((face) => [w.id, range, face, b.damage[face - 1]] as const),
          ),
        )
      : [],
  );
  test('there is a case for each', () => {
    expect(cases.length).toBeGreaterThan(100);
  });
  test.each(cases)('%s at range %i, die %i: %i damage', (weapon, range, face, damage) => {
    const gun = testClass({
      id: 'gun',
      groups: [{ weapon, count: 1, arcs: ['forward'], red: 1, yellow: 0 }],
      afterburners: 0,
    });
    // A target with deep shields, so no hit reaches a critical box.
    const bunker = testClass({
      id: 'bunker',
      shields: { forward: 20, right: 20, rear: 20, left: 20 },
      groups: [],
      afterburners: 0,
    });
    const s = at(
      rawGame({
        classes: [gun, bunker],
        weapons: [...catalog.weapons],
        ships: [
          { name: 'Vigil', hex: '1020', class: 'gun' },
          { ...ahead(range), hex: fromOffset({ col: 10, row: 20 - range }), class: 'bunker' },
        ],
        dice: [face],
      }),
      {
        impulse: 'A',
        step: 'firing',
      },
    );
    expect(eventsOf(play(s, fire(0, ['s2'])).events, 'shotResolved')[0]?.damage).toBe(damage);
  });
});

describe('firing a group', () => {
  test('every red and yellow box must be charged', () => {
    const s = fireAt([ahead(2)]);
    ship(s, 'Vigil').groups[0]!.yellow = 1;
    expect(refusal(s, fire(0, ['s2']))).toBe('WEAPON_NOT_READY');
  });

  test('firing discharges the whole group, even when one weapon holds its fire', () => {
    const { state, events } = play(fireAt([ahead(2)], [6]), fire(0, ['s2', null]));
    expect(ship(state, 'Vigil').groups[0]).toEqual({ red: 0, yellow: 0, destroyed: false });
    expect(eventsOf(events, 'shotResolved')).toHaveLength(1);
  });

  test('each weapon may pick its own target; one die per weapon', () => {
    const { events } = play(
      fireAt([ahead(2), { name: 'Prowler', side: 'red', hex: neighbour(parseHex('1010')!, 2), facing: 'S' }], [4, 5]),
      fire(0, ['s2', 's3']),
    );
    expect(
      eventsOf(events, 'shotResolved').map((e) => [e.target.kind === 'ship' && e.target.ship.name, e.die]),
    ).toEqual([
      ['Raider', 4],
      ['Prowler', 5],
    ]);
    expect(eventsOf(events, 'diceRolled')).toHaveLength(2);
  });

  test('a weapon whose target an earlier shot destroyed reports the lost shot', () => {
    const fragile = testClass({
      id: 'fragile',
      shields: { forward: 0, right: 0, rear: 0, left: 0 },
      hull: [{}],
      explosion: 0,
    });
    const { events } = play(
      fireAt([{ ...ahead(1), class: 'fragile' }], [6], { classes: [noBurners, fragile] }),
      fire(0, ['s2']),
    );
    expect(eventsOf(events, 'shotLost')).toEqual([
      {
        type: 'shotLost',
        ship: { id: 's1', name: 'Vigil', side: 'blue' },
        group: 0,
        weaponName: 'Test Beam',
        target: 's2',
        reason: 'targetGone',
      },
    ]);
  });

  test('one target for a whole group means every weapon fires at it', () => {
    const { events } = play(fireAt([ahead(1)], [1, 2]), fire(0, ['s2']));
    expect(eventsOf(events, 'shotResolved')).toHaveLength(2);
  });

  test.each([
    ['out of range', [ahead(5)], 'OUT_OF_RANGE'],
    ['in the same hex (range 0)', [{ name: 'Raider', side: 'red' as const, hex: '1010' }], 'OUT_OF_RANGE'],
    ["out of the group's arcs (behind)", [{ name: 'Raider', side: 'red' as const, hex: '1012' }], 'OUT_OF_ARC'],
  ])('a target %s is refused', (_, targets, code) => {
    expect(refusal(fireAt(targets), fire(0, ['s2']))).toBe(code);
  });

  test('friendly ships are not targets; the target count must match the weapons', () => {
    const s = fireAt([ahead(2), { name: 'Warden', hex: '0810' }]);
    expect(refusal(s, fire(0, ['s3']))).toBe('BAD_TARGETS');
    expect(refusal(s, fire(0, ['s2', 's2', 's2']))).toBe('BAD_TARGETS');
    expect(refusal(s, fire(0, [null]))).toBe('NO_TARGET');
  });

  test("all of a ship's weapons fire before the next ship's", () => {
    const allRound = { weapon: 'beam', count: 1, arcs: ['forward', 'right', 'rear', 'left'], red: 1, yellow: 0 };
    const wide = testClass({ id: 'wide', afterburners: 0, groups: [allRound, allRound] });
    const s = fireAt([ahead(2), { name: 'Warden', hex: '0910', class: 'wide' }], undefined, {
      classes: [noBurners, wide],
    });
    const { state } = play(s, fire(0, ['s2']), fire(0, ['s2'], 's3'));
    expect(refusal(state, fire(1, ['s2']))).toBe('SHIP_DONE_FIRING');
  });

  test("the hit lands on the target's shield facing the firer", () => {
    // Raider two hexes ahead facing north: Vigil is behind it, so its rear shield takes the hit.
    const { state } = play(fireAt([{ ...ahead(2), facing: 'N' }], [6]), fire(1, ['s2']));
    expect(ship(state, 'Raider').shields.rear).toBe(0);
  });

  test('on a shield boundary, the shield with more protection left takes the hit', () => {
    // Raider faces N with Vigil exactly on its front-right corner ray: Forward (5) or Right (4).
    const v = parseHex('1010')!;
    const raider: TestShip = { name: 'Raider', side: 'red', hex: { q: v.q - 1, r: v.r + 2 }, facing: 'N' };
    const first = play(fireAt([raider], [6]), fire(1, ['s2']));
    expect(eventsOf(first.events, 'shotResolved')[0]?.arc).toBe('forward');
    const weakened = fireAt([raider], [6]);
    ship(weakened, 'Raider').shields.forward = 1;
    expect(eventsOf(play(weakened, fire(1, ['s2'])).events, 'shotResolved')[0]?.arc).toBe('right');
  });

  test('nothing to fire at: the firing step passes by itself; a target in reach makes it wait', () => {
    const far = settled(
      at(rawGame({ classes: [noBurners], ships: [{ name: 'Vigil', hex: '1010' }, ahead(9)] }), {
        impulse: 'A',
        step: 'ap',
      }),
    );
    expect(
      eventsOf(far.events, 'stepEnded').some(
        (e) => e.step === 'firing' && e.side === 'blue' && e.reason === 'nothingCanFire',
      ),
    ).toBe(true);
    const near = settled(
      at(rawGame({ classes: [noBurners], ships: [{ name: 'Vigil', hex: '1010' }, ahead(3)] }), {
        impulse: 'A',
        step: 'ap',
      }),
    );
    expect(near.state.flow).toMatchObject({ step: 'firing', turn: 0 });
  });
});

describe('planets block fire; asteroids and nebulae spoil it', () => {
  test('a planet on the line blocks the shot', () => {
    expect(
      refusal(fireAt([ahead(3)], [], { terrain: [{ kind: 'planet', name: 'Osk', hex: '1008' }] }), fire(1, ['s2'])),
    ).toBe('BLOCKED_BY_PLANET');
  });

  test('a line that only grazes a planet hex at its edge is blocked too', () => {
    // Vigil (0,0)-style corner line: 1010 to the hex two steps along the front-right corner ray.
    const from = parseHex('1010')!;
    const target = { q: from.q + 1, r: from.r - 2 };
    const grazed = { q: from.q, r: from.r - 1 };
    const s = fireAt([{ name: 'Raider', side: 'red', hex: target }], [], {
      terrain: [{ kind: 'planet', name: 'Osk', hex: formatHex(grazed) }],
    });
    expect(refusal(s, fire(0, ['s2']))).toBe('BLOCKED_BY_PLANET');
  });

  test.each([
    ['one asteroid hex crossed', [{ kind: 'asteroids', hexes: ['1009'] }], -1],
    ['two asteroid hexes crossed', [{ kind: 'asteroids', hexes: ['1009', '1008'] }], -2],
    [
      'an asteroid and a nebula hex',
      [
        { kind: 'asteroids', hexes: ['1009'] },
        { kind: 'nebula', hexes: ['1008'] },
      ],
      -2,
    ],
    ['terrain beside the line only', [{ kind: 'asteroids', hexes: ['1109'] }], 0],
  ])('%s: die modifier %i', (_, terrain, modifier) => {
    const { events } = play(fireAt([ahead(3)], [5], { terrain }), fire(1, ['s2']));
    expect(eventsOf(events, 'shotResolved')[0]).toMatchObject({
      modifier,
      damage: [0, 0, 1, 1, 1, 2][Math.max(0, 5 + modifier - 1)],
    });
  });

  test('along a hexside: one asteroid beside the line does not count, asteroids on both sides count once', () => {
    const from = parseHex('1010')!;
    const target = { q: from.q + 1, r: from.r - 2 };
    const left = formatHex({ q: from.q, r: from.r - 1 });
    const right = formatHex({ q: from.q + 1, r: from.r - 1 });
    const one = play(
      fireAt([{ name: 'Raider', side: 'red', hex: target }], [4], { terrain: [{ kind: 'asteroids', hexes: [left] }] }),
      fire(0, ['s2', null]),
    );
    expect(eventsOf(one.events, 'shotResolved')[0]?.modifier).toBe(0);
    const both = play(
      fireAt([{ name: 'Raider', side: 'red', hex: target }], [4], {
        terrain: [{ kind: 'asteroids', hexes: [left, right] }],
      }),
      fire(0, ['s2', null]),
    );
    expect(eventsOf(both.events, 'shotResolved')[0]?.modifier).toBe(-1);
  });

  test('a modified roll below 1 misses', () => {
    const { events } = play(
      fireAt([ahead(3)], [1], { terrain: [{ kind: 'asteroids', hexes: ['1009'] }] }),
      fire(1, ['s2']),
    );
    expect(eventsOf(events, 'shotResolved')[0]).toMatchObject({ die: 1, modifier: -1, damage: 0 });
  });

  test('inside a nebula, shields stop nothing (and the nebula hex spoils the shot)', () => {
    const { state, events } = play(
      fireAt([ahead(1)], [6], { terrain: [{ kind: 'nebula', hexes: ['1009'] }] }),
      fire(1, ['s2']),
    );
    expect(eventsOf(events, 'shotResolved')[0]).toMatchObject({ modifier: -1, damage: 2 });
    expect(ship(state, 'Raider')).toMatchObject({ hullMarked: 2, shields: { forward: 5 } });
  });
});

describe('conceding', () => {
  test('either side may concede at any time; the other side wins', () => {
    const { state, events } = play(fireAt([ahead(2)]), { type: 'concede', side: 'red' });
    expect(state.outcome).toMatchObject({ winner: 'blue', reason: 'concession', margin: 0 });
    expect(eventsOf(events, 'conceded')).toEqual([{ type: 'conceded', side: 'red' }]);
  });
});

import { describe, expect, test } from 'vitest';
import { neighbour } from '../../../../../src/engine/core/hex.js';
import { parseHex } from '../../../../../src/engine/core/hex-label.js';
import { createRng } from '../../../../../src/engine/core/rng.js';
import type { impulse } from '../../../../../src/engine/index.js';
import { createCtx } from '../../../../../src/engine/rulesets/impulse/context.js';
import { destroyShip } from '../../../../../src/engine/rulesets/impulse/damage/damage.js';
import { rawGame, ship, testClass, type TestShip } from '../../../../helpers/build.js';

const H = parseHex('1010')!;
// Explosion rating 3 (the test cruiser). Hull boxes without criticals keep the dice simple.
const plain = testClass({ hull: [{}, {}, {}, {}, {}, {}] });
const fragile = testClass({
  id: 'fragile',
  shields: { forward: 0, right: 0, rear: 0, left: 0 },
  hull: [{}, {}],
  explosion: 1,
});
const carrier = testClass({
  id: 'carrier',
  groups: [{ weapon: 'launcher', count: 1, arcs: ['forward'], red: 2, yellow: 0 }],
});

function blowUp(ships: TestShip[], dice: number[] = [], missiles: impulse.MissileState[] = []) {
  const state = rawGame({
    classes: [plain, fragile, carrier],
    ships: [{ name: 'Bomb', side: 'red', hex: H }, ...ships, { name: 'Far', side: 'red', hex: '1040' }],
    dice,
  });
  state.missiles = missiles;
  const events: impulse.GameEvent[] = [];
  destroyShip(
    createCtx(state, createRng(state.rng), (e) => events.push(e)),
    ship(state, 'Bomb'),
    'hull',
  );
  return { state, events, damage: events.filter((e) => e.type === 'damageApplied') };
}

const missile = (id: string, hex: { q: number; r: number }): impulse.MissileState => ({
  id,
  side: 'blue',
  launcher: 's9',
  group: 0,
  weapon: 'launcher',
  hex,
  facing: 0,
  target: 's1',
  damaged: false,
  lastMoved: null,
});

describe('ship explosions (seed 000 firing note 2)', () => {
  test('a ship in the same hex takes rating + 1 on a random shield', () => {
    const { damage } = blowUp([{ name: 'Victim', hex: H }], [2]);
    expect(damage).toEqual([
      expect.objectContaining({
        ship: expect.objectContaining({ name: 'Victim' }),
        arc: 'right',
        amount: 4,
        cause: 'explosion',
      }),
    ]);
  });

  test('a ship in an adjacent hex takes the rating on the shield facing the explosion', () => {
    // Victim is north of Bomb, facing N: the blast comes from behind.
    const { damage } = blowUp([{ name: 'Victim', hex: neighbour(H, 0), facing: 'N' }]);
    expect(damage).toEqual([
      expect.objectContaining({ arc: 'rear', amount: 3, source: { ship: { id: 's1', name: 'Bomb', side: 'red' } } }),
    ]);
  });

  test('ships two hexes away are untouched', () => {
    expect(blowUp([{ name: 'Victim', hex: neighbour(neighbour(H, 0), 0) }]).damage).toEqual([]);
  });

  test('an explosion that destroys a ship sets off its explosion too', () => {
    const { events } = blowUp([
      { name: 'Husk', hex: neighbour(H, 1), class: 'fragile' },
      { name: 'Bystander', hex: neighbour(neighbour(H, 1), 1) },
    ]);
    expect(events.filter((e) => e.type === 'exploded').map((e) => (e.type === 'exploded' ? e.ship.name : ''))).toEqual([
      'Bomb',
      'Husk',
    ]);
    // Husk's blast (rating 1) reaches Bystander, two hexes from Bomb.
    expect(events.some((e) => e.type === 'damageApplied' && e.ship.name === 'Bystander' && e.amount === 1)).toBe(true);
  });

  test('of the missiles caught in the blast, only one takes damage', () => {
    const { state, events } = blowUp(
      [{ name: 'Watcher', hex: '1030', class: 'carrier' }],
      [2],
      [missile('m1', H), missile('m2', neighbour(H, 3))],
    );
    expect(events.filter((e) => e.type === 'missileDestroyed')).toEqual([
      { type: 'missileDestroyed', missile: 'm2', hex: neighbour(H, 3), cause: 'explosion' },
    ]);
    expect(state.missiles.map((m) => m.id)).toEqual(['m1']);
  });
});

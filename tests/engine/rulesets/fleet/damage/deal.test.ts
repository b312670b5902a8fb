/** Dealing damage cards (issue 43; seed 004, the damage step; other-systems.md 5.4 step 5). */
import { describe, expect, test } from 'vitest';
import { scriptedRng } from '../../../../../src/engine/core/rng.js';
import { damageSquadron, dealDamage } from '../../../../../src/engine/rulesets/fleet/damage/deal.js';
import { damageCards, damageCount, faceupTitles } from '../../../../../src/engine/rulesets/fleet/damage/deck.js';
import { CORVETTE, ship, shipIn, stackDeck, testState, withCards } from './fixture.js';

const FILLER = ['structural-damage-1', 'structural-damage-2', 'structural-damage-3', 'structural-damage-4'];

describe('dealing damage cards (other-systems.md 5.4 step 5)', () => {
  test('5.4: facedown cards go to ship:<id>, with no card id in the events; each counts toward the hull', () => {
    const state = stackDeck(testState(), ['crew-panic-1', 'bridge-hit-1']);
    const { state: after, events } = dealDamage(state, 'a1', { count: 2, cause: 'attack' });
    expect(damageCards(after, 'a1')).toEqual([
      { id: 'crew-panic-1', faceup: false },
      { id: 'bridge-hit-1', faceup: false },
    ]);
    expect(damageCount(after, 'a1')).toBe(2);
    expect(events).toEqual([
      { type: 'damageCardDealt', ship: 'a1', faceup: false, card: null, cause: 'attack' },
      { type: 'damageCardDealt', ship: 'a1', faceup: false, card: null, cause: 'attack' },
    ]);
    // Facedown: no effect, the tokens stay ready.
    expect(shipIn(after, 'a1').tokens.every((t) => t.state === 'ready')).toBe(true);
    expect(after.deck.drawPile).toHaveLength(50);
  });

  test('5.4: the standard critical effect deals the first card faceup, the rest facedown', () => {
    const state = stackDeck(testState(), ['hangar-fire-1', 'hangar-fire-2', 'hangar-fire-3']);
    const { state: after, events } = dealDamage(state, 'a1', { count: 3, faceupFirst: true, cause: 'attack' });
    expect(damageCards(after, 'a1').map((c) => c.faceup)).toEqual([true, false, false]);
    expect(faceupTitles(after, 'a1')).toEqual(['hangar-fire']);
    expect(events.slice(0, 2)).toEqual([
      { type: 'damageCardDealt', ship: 'a1', faceup: true, card: 'hangar-fire-1', cause: 'attack' },
      { type: 'criticalEffect', ship: 'a1', card: 'hangar-fire-1' },
    ]);
  });

  test.each([
    { hull: 'corvette hull 3', id: 'b1', had: 0, count: 2, destroyed: false },
    { hull: 'corvette hull 3', id: 'b1', had: 0, count: 3, destroyed: true },
    { hull: 'corvette hull 3, 2 facedown already', id: 'b1', had: 2, count: 1, destroyed: true },
    { hull: 'cruiser hull 5, 4 facedown already', id: 'a1', had: 4, count: 1, destroyed: true },
    { hull: 'cruiser hull 5', id: 'a1', had: 0, count: 4, destroyed: false },
  ])('5.4: destroyed when its cards >= its hull ($hull, +$count: $destroyed)', ({ id, had, count, destroyed }) => {
    const state = withCards(testState(), id, FILLER.slice(0, had));
    const { state: after, events } = dealDamage(state, id, { count, cause: 'attack' });
    expect(shipIn(after, id).destroyed).toBe(destroyed);
    expect(events.some((e) => e.type === 'shipDestroyed' && e.ship === id && e.cause === 'damage')).toBe(destroyed);
    if (destroyed) {
      // A destroyed ship's cards go to the discard pile.
      expect(damageCount(after, id)).toBe(0);
      expect(after.deck.discardPile).toHaveLength(CORVETTE.hull === 3 && id === 'b1' ? 3 : 5);
    } else {
      expect(damageCount(after, id)).toBe(had + count);
    }
  });

  test('5.4: no cards past destruction; a destroyed ship takes no more', () => {
    const { state: after, events } = dealDamage(testState(), 'b1', { count: 6, cause: 'attack' });
    expect(events.filter((e) => e.type === 'damageCardDealt')).toHaveLength(3);
    expect(after.deck.drawPile).toHaveLength(49);
    expect(dealDamage(after, 'b1', { count: 2, cause: 'overlap' })).toEqual({ state: after, events: [] });
  });

  test('count 0 changes nothing', () => {
    const state = testState();
    expect(dealDamage(state, 'a1', { count: 0, cause: 'attack' })).toEqual({ state, events: [] });
  });

  test('an unknown ship is a bug (throws)', () => {
    expect(() => dealDamage(testState(), 'zz', { count: 1, cause: 'attack' })).toThrow();
  });
});

describe('faceup card effects at once (data/damage-cards.ts)', () => {
  const crit = (state: ReturnType<typeof testState>, card: string, zone?: 'front' | 'right' | 'rear' | 'left') =>
    dealDamage(stackDeck(state, [card, ...FILLER]), 'a1', { count: 1, faceupFirst: true, cause: 'attack', zone });

  test.each([
    { zone: 'front' as const, shields: { front: 0, right: 2, rear: 1, left: 2 } },
    { zone: 'left' as const, shields: { front: 3, right: 2, rear: 1, left: 0 } },
    { zone: undefined, shields: { front: 0, right: 2, rear: 1, left: 2 } },
  ])(
    'shield-burnout: the zone that took the damage ($zone; none: the fullest) loses its shields',
    ({ zone, shields }) => {
      const { state } = crit(testState(), 'shield-burnout-1', zone);
      expect(shipIn(state, 'a1').shields).toEqual(shields);
    },
  );

  test('crew-panic: every ready defence token is exhausted (a discarded one stays discarded)', () => {
    const base = testState();
    const a1 = shipIn(base, 'a1');
    const s = {
      ...base,
      ships: base.ships.map((x) =>
        x.id === 'a1'
          ? { ...a1, tokens: [a1.tokens[0]!, { ...a1.tokens[1]!, state: 'discarded' as const }, a1.tokens[2]!] }
          : x,
      ),
    };
    const { state } = crit(s, 'crew-panic-2');
    expect(shipIn(state, 'a1').tokens.map((t) => t.state)).toEqual(['exhausted', 'discarded', 'exhausted']);
  });

  test('hull-breach: one more card, facedown', () => {
    const { state, events } = crit(testState(), 'hull-breach-3');
    expect(damageCards(state, 'a1')).toEqual([
      { id: 'hull-breach-3', faceup: true },
      { id: 'structural-damage-1', faceup: false },
    ]);
    expect(events.at(-1)).toEqual({
      type: 'damageCardDealt',
      ship: 'a1',
      faceup: false,
      card: null,
      cause: 'critical',
    });
  });

  test('hull-breach can destroy: a cruiser with 3 cards dealt a faceup hull-breach reaches hull 5', () => {
    const { state } = crit(
      withCards(testState(), 'a1', ['power-drain-1', 'power-drain-2', 'power-drain-3']),
      'hull-breach-1',
    );
    expect(shipIn(state, 'a1').destroyed).toBe(true);
  });

  test('bridge-hit: every command token is discarded', () => {
    const base = testState();
    const s = {
      ...base,
      ships: base.ships.map((x) => (x.id === 'a1' ? { ...x, commandTokens: ['repair', 'navigate'] as const } : x)),
    };
    expect(shipIn(crit(s, 'bridge-hit-4').state, 'a1').commandTokens).toEqual([]);
  });

  test.each([
    { speed: 3, after: 2, event: true },
    { speed: 2, after: 2, event: false },
    { speed: 0, after: 0, event: false },
  ])('thruster-damage: speed $speed becomes $after', ({ speed, after, event }) => {
    const base = testState();
    const s = { ...base, ships: base.ships.map((x) => (x.id === 'a1' ? { ...x, speed } : x)) };
    const { state, events } = crit(s, 'thruster-damage-1');
    expect(shipIn(state, 'a1').speed).toBe(after);
    expect(events.some((e) => e.type === 'speedChanged')).toBe(event);
    if (event) expect(events).toContainEqual({ type: 'speedChanged', ship: 'a1', from: 3, to: 2, by: 'damage' });
  });

  test.each([
    'targeting-fault-1',
    'comms-failure-1',
    'power-drain-1',
    'hangar-fire-1',
    'sensor-damage-1',
    'structural-damage-5',
  ])('lasting or no effect (%s): nothing changes at once but the card', (card) => {
    const before = testState();
    const { state } = crit(before, card);
    expect({ ...shipIn(state, 'a1') }).toEqual(shipIn(before, 'a1'));
    expect(faceupTitles(state, 'a1')).toHaveLength(1);
  });

  test('a facedown card of an immediate title has no effect', () => {
    const { state } = dealDamage(stackDeck(testState(), ['crew-panic-1']), 'a1', { count: 1, cause: 'attack' });
    expect(shipIn(state, 'a1').tokens.every((t) => t.state === 'ready')).toBe(true);
  });
});

describe('the reshuffle (core/deck.ts: an empty draw pile takes the discard pile back)', () => {
  test('with the draw pile empty, the discard pile is shuffled with the game generator and drawn', () => {
    const base = testState();
    const state = {
      ...base,
      deck: { ...base.deck, drawPile: [], discardPile: ['crew-panic-1', 'bridge-hit-2', 'hangar-fire-3'] },
      // Fisher-Yates of 3 cards: int(3) then int(2).
      rng: scriptedRng([0, 0]),
    };
    const { state: after, events } = dealDamage(state, 'a1', { count: 2, cause: 'attack' });
    expect(damageCount(after, 'a1')).toBe(2);
    expect(after.deck.discardPile).toEqual([]);
    expect(after.deck.drawPile).toHaveLength(1);
    expect(events.filter((e) => e.type === 'damageCardDealt')).toHaveLength(2);
    expect(after.rng).toEqual({ kind: 'scripted', faces: [0, 0], next: 2 });
  });

  test('no card anywhere: nothing more is dealt', () => {
    const base = testState();
    const state = { ...base, deck: { ...base.deck, drawPile: ['crew-panic-1'], discardPile: [] } };
    const { state: after } = dealDamage(state, 'a1', { count: 3, cause: 'attack' });
    expect(damageCount(after, 'a1')).toBe(1);
  });

  test('a ship without a place gets one', () => {
    const base = testState();
    const state = { ...base, ships: [...base.ships, ship('c1', 'empire', CORVETTE)] };
    expect(damageCount(dealDamage(state, 'c1', { count: 1, cause: 'obstacle' }).state, 'c1')).toBe(1);
  });
});

describe('damaging squadrons (5.4 step 5: hull reduced, destroyed at 0)', () => {
  test.each([
    { amount: 1, hull: 2, destroyed: false },
    { amount: 3, hull: 0, destroyed: true },
    { amount: 5, hull: 0, destroyed: true },
  ])('fighter hull 3 takes $amount: hull $hull', ({ amount, hull, destroyed }) => {
    const { state, events } = damageSquadron(testState(), 's1', amount);
    const sq = state.squadrons.find((s) => s.id === 's1')!;
    expect(sq.hull).toBe(hull);
    expect(sq.destroyed).toBe(destroyed);
    expect(events).toEqual(destroyed ? [{ type: 'squadronDestroyed', squadron: 's1' }] : []);
  });
});

/** The repair command's engineering points (other-systems.md 5.5; the repair dial of seed 004 pp. 7 and 12). */
import { describe, expect, test } from 'vitest';
import type { FleetCommandOf } from '../../../../../src/engine/rulesets/fleet/commands.js';
import { damageCards, faceupTitles } from '../../../../../src/engine/rulesets/fleet/damage/deck.js';
import { applyRepair, repairChoices } from '../../../../../src/engine/rulesets/fleet/damage/repair.js';
import type { FleetState } from '../../../../../src/engine/rulesets/fleet/state.js';
import { activation, shipIn, testState, withCards } from './fixture.js';

type Repair = FleetCommandOf<'repair'>;
const repair = (r: Omit<Repair, 'type' | 'side'>, side = 'rebels'): Repair => ({ type: 'repair', side, ...r });

/** The cruiser a1 (shields 3/2/1/2 at most) active in its commands step with `points`, these shields and cards. */
function at(
  points: number,
  shields = { front: 1, right: 2, rear: 0, left: 2 },
  cards: string[] = [],
  faceup: string[] = [],
): FleetState {
  const base = withCards(testState(), 'a1', cards, faceup);
  return {
    ...base,
    ships: base.ships.map((s) => (s.id === 'a1' ? { ...s, shields } : s)),
    activation: activation('a1', { engineering: points }),
  };
}

describe('repair costs 1 / 2 / 3 points (other-systems.md 5.5)', () => {
  test.each([
    {
      name: 'move a shield: 1 point',
      cmd: repair({ action: 'move', from: 'left', to: 'front' }),
      left: 4,
      shields: { front: 2, right: 2, rear: 0, left: 1 },
      event: { type: 'shieldMoved', ship: 'a1', from: 'left', to: 'front' },
    },
    {
      name: 'recover a shield: 2 points',
      cmd: repair({ action: 'recover', zone: 'rear' }),
      left: 3,
      shields: { front: 1, right: 2, rear: 1, left: 2 },
      event: { type: 'shieldRecovered', ship: 'a1', zone: 'rear' },
    },
  ])('5.5: $name', ({ cmd, left, shields, event }) => {
    const result = applyRepair(at(5), cmd);
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.state.activation?.engineering).toBe(left);
    expect(shipIn(result.value.state, 'a1').shields).toEqual(shields);
    expect(result.value.events).toEqual([event]);
  });

  test('5.5: discard a named faceup card for 3 points; its lasting effect ends', () => {
    const state = at(3, undefined, ['structural-damage-1', 'thruster-damage-2'], ['thruster-damage-2']);
    const result = applyRepair(state, repair({ action: 'discard', card: 'thruster-damage-2' }));
    if (!result.ok) throw new Error(result.error.code);
    const after = result.value.state;
    expect(after.activation?.engineering).toBe(0);
    expect(faceupTitles(after, 'a1')).toEqual([]);
    expect(damageCards(after, 'a1')).toEqual([{ id: 'structural-damage-1', faceup: false }]);
    expect(after.deck.discardPile).toEqual(['thruster-damage-2']);
    expect(result.value.events).toEqual([
      { type: 'damageRepaired', ship: 'a1', card: 'thruster-damage-2', faceup: true },
    ]);
  });

  test('5.5: "facedown" discards a facedown card (the oldest)', () => {
    const state = at(4, undefined, ['hangar-fire-1', 'crew-panic-1', 'power-drain-1'], ['hangar-fire-1']);
    const result = applyRepair(state, repair({ action: 'discard', card: 'facedown' }));
    if (!result.ok) throw new Error(result.error.code);
    expect(damageCards(result.value.state, 'a1').map((c) => c.id)).toEqual(['hangar-fire-1', 'power-drain-1']);
    expect(result.value.state.activation?.engineering).toBe(1);
    expect(result.value.events).toEqual([{ type: 'damageRepaired', ship: 'a1', card: 'crew-panic-1', faceup: false }]);
  });

  test('points are spent one repair after another (5 points: recover, then move, then move)', () => {
    let state = at(5);
    for (const cmd of [
      repair({ action: 'recover', zone: 'front' }),
      repair({ action: 'move', from: 'left', to: 'front' }),
      repair({ action: 'move', from: 'right', to: 'rear' }),
    ]) {
      const r = applyRepair(state, cmd);
      if (!r.ok) throw new Error(r.error.code);
      state = r.value.state;
    }
    expect(state.activation?.engineering).toBe(1);
    expect(shipIn(state, 'a1').shields).toEqual({ front: 3, right: 1, rear: 1, left: 1 });
  });
});

describe('repair refuses what it cannot do', () => {
  test.each([
    {
      name: 'no points for a move',
      state: () => at(0),
      cmd: repair({ action: 'move', from: 'left', to: 'front' }),
      code: 'NO_ENGINEERING',
    },
    {
      name: '1 point cannot recover',
      state: () => at(1),
      cmd: repair({ action: 'recover', zone: 'front' }),
      code: 'NO_ENGINEERING',
    },
    {
      name: '2 points cannot discard',
      state: () => at(2, undefined, ['crew-panic-1']),
      cmd: repair({ action: 'discard', card: 'facedown' }),
      code: 'NO_ENGINEERING',
    },
    {
      name: 'move from a zone without shields',
      state: () => at(5),
      cmd: repair({ action: 'move', from: 'rear', to: 'front' }),
      code: 'NOTHING_TO_REPAIR',
    },
    {
      name: 'move to a zone at its class value',
      state: () => at(5),
      cmd: repair({ action: 'move', from: 'left', to: 'right' }),
      code: 'NOTHING_TO_REPAIR',
    },
    {
      name: 'move to the same zone',
      state: () => at(5),
      cmd: repair({ action: 'move', from: 'left', to: 'left' }),
      code: 'NOTHING_TO_REPAIR',
    },
    { name: 'move without zones', state: () => at(5), cmd: repair({ action: 'move' }), code: 'NOTHING_TO_REPAIR' },
    {
      name: 'recover a full zone',
      state: () => at(5),
      cmd: repair({ action: 'recover', zone: 'right' }),
      code: 'NOTHING_TO_REPAIR',
    },
    {
      name: 'discard with no cards',
      state: () => at(5),
      cmd: repair({ action: 'discard', card: 'facedown' }),
      code: 'NOTHING_TO_REPAIR',
    },
    {
      name: 'discard a card the ship has not',
      state: () => at(5, undefined, ['crew-panic-1']),
      cmd: repair({ action: 'discard', card: 'crew-panic-2' }),
      code: 'NOTHING_TO_REPAIR',
    },
    {
      name: '"facedown" with only faceup cards',
      state: () => at(5, undefined, ['crew-panic-1'], ['crew-panic-1']),
      cmd: repair({ action: 'discard', card: 'facedown' }),
      code: 'NOTHING_TO_REPAIR',
    },
    {
      name: 'no activation',
      state: () => ({ ...at(5), activation: null }),
      cmd: repair({ action: 'recover', zone: 'rear' }),
      code: 'WRONG_STEP',
    },
    {
      name: 'activation in its attack step',
      state: () => ({ ...at(5), activation: activation('a1', { engineering: 5, step: 'attack' }) }),
      cmd: repair({ action: 'recover', zone: 'rear' }),
      code: 'WRONG_STEP',
    },
    {
      name: 'the other side',
      state: () => at(5),
      cmd: repair({ action: 'recover', zone: 'rear' }, 'empire'),
      code: 'NOT_YOUR_TURN',
    },
  ])('$name: $code', ({ state, cmd, code }) => {
    const before = state();
    const result = applyRepair(before, cmd);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });
});

describe('points do not carry over (5.5: the flow clears them; applyRepair only spends)', () => {
  test('a repair spends exactly its cost and nothing else of the activation', () => {
    const state = at(4);
    const r = applyRepair(state, repair({ action: 'recover', zone: 'rear' }));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.state.activation).toEqual({ ...state.activation, engineering: 2 });
  });
});

describe('repairChoices', () => {
  test('lists what the points allow', () => {
    expect(repairChoices(at(0))).toEqual([]);
    const one = repairChoices(at(1));
    expect(one.every((c) => c.action === 'move')).toBe(true);
    expect(one).toContainEqual(repair({ action: 'move', from: 'left', to: 'front' }));
    expect(one).not.toContainEqual(repair({ action: 'move', from: 'rear', to: 'front' }));
    const three = repairChoices(at(3, undefined, ['crew-panic-1', 'hangar-fire-1'], ['hangar-fire-1']));
    expect(three).toContainEqual(repair({ action: 'discard', card: 'hangar-fire-1' }));
    expect(three).toContainEqual(repair({ action: 'discard', card: 'facedown' }));
    expect(three).toContainEqual(repair({ action: 'recover', zone: 'rear' }));
    for (const c of three)
      expect(applyRepair(at(3, undefined, ['crew-panic-1', 'hangar-fire-1'], ['hangar-fire-1']), c).ok).toBe(true);
  });
});

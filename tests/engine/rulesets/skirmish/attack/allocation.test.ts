/**
 * Seed 003, "Attack Sequence", Save Roll and Inflict Damage (issue 44): allocation groups and legal
 * orders, saves resolved from the lowest result up switching groups as one dies, a wounded model
 * first, Feel No Pain per point, no carry-over, mortal wounds after normal damage and without saves.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../../src/engine/core/rng.js';
import {
  allocationGroups,
  automaticOrder,
  inflictMortalWounds,
  legalOrders,
  resolveSaves,
} from '../../../../../src/engine/rulesets/skirmish/attack/index.js';
import type { DiceValue } from '../../../../../src/engine/rulesets/skirmish/data/schema.js';
import type { SkirmishEvent } from '../../../../../src/engine/rulesets/skirmish/events.js';
import type { SkirmishState, SkirmishUnit } from '../../../../../src/engine/rulesets/skirmish/state.js';
import { rowOf, skirmishState } from '../../../../helpers/skirmish-state.js';
import { ATTACK_CATALOG, slay, unitOf, woundModel } from './fixtures.js';

const stateOf = (units: SkirmishUnit[], dice: number[] = []): SkirmishState =>
  skirmishState(units, { catalog: ATTACK_CATALOG, phase: 'shooting' }, dice);

const retinue = (over: (u: SkirmishUnit) => SkirmishUnit = (u) => u): SkirmishUnit =>
  over(unitOf('r1', 'red', 'retinue', rowOf({ q: 14, r: 3 }, 8)));
const squad = (): SkirmishUnit => unitOf('s1', 'red', 'squad', rowOf({ q: 14, r: 3 }, 5));
const pack = (): SkirmishUnit => unitOf('p1', 'red', 'pack', rowOf({ q: 14, r: 3 }, 5));
const unitIn = (state: SkirmishState, id: string): SkirmishUnit => state.units.find((u) => u.id === id) as SkirmishUnit;

describe('seed 003, Save Roll: allocation groups (each Character its own group; others by identical W/Sv/InSv)', () => {
  it('the retinue: leader g1, guards and the gunner g2, veterans g3, champion g4 (characters never merge)', () => {
    const state = stateOf([retinue()]);
    const groups = allocationGroups(state, unitIn(state, 'r1'));
    expect(groups).toEqual([
      { id: 'g1', models: [1], character: true, wounds: 4, save: 3, invulnerable: 4 },
      { id: 'g2', models: [2, 3, 4, 8], character: false, wounds: 1, save: 3, invulnerable: null },
      { id: 'g3', models: [5, 6], character: false, wounds: 2, save: 2, invulnerable: null },
      { id: 'g4', models: [7], character: true, wounds: 4, save: 3, invulnerable: 4 },
    ]);
  });

  it('the squad: the sergeant (W2) apart from the troopers (W1); slain models in no group', () => {
    const state = stateOf([slay(squad(), 3)]);
    expect(allocationGroups(state, unitIn(state, 's1')).map((g) => [g.id, g.models])).toEqual([
      ['g1', [1]],
      ['g2', [2, 4, 5]],
    ]);
  });
});

describe('seed 003, Save Roll: the allocation order (a non-Character group with a wounded model must go first)', () => {
  it('automatic order, nobody wounded: non-characters in datasheet order, characters last', () => {
    const state = stateOf([retinue()]);
    const u = unitIn(state, 'r1');
    expect(automaticOrder(allocationGroups(state, u), state, u)).toEqual(['g2', 'g3', 'g1', 'g4']);
  });

  it('automatic order, a wounded veteran: its group first', () => {
    const state = stateOf([retinue((u) => woundModel(u, 6, 1))]);
    const u = unitIn(state, 'r1');
    expect(automaticOrder(allocationGroups(state, u), state, u)).toEqual(['g3', 'g2', 'g1', 'g4']);
  });

  it('a wounded character does not have to go first', () => {
    const state = stateOf([retinue((u) => woundModel(u, 1, 2))]);
    const u = unitIn(state, 'r1');
    const groups = allocationGroups(state, u);
    expect(automaticOrder(groups, state, u)).toEqual(['g2', 'g3', 'g1', 'g4']);
    expect(legalOrders(groups, state, u)).toHaveLength(24);
  });

  it('nobody wounded: every order is legal, the automatic one first', () => {
    const state = stateOf([retinue()]);
    const u = unitIn(state, 'r1');
    const orders = legalOrders(allocationGroups(state, u), state, u).map((o) => o.join('>'));
    expect(orders).toHaveLength(24);
    expect(orders[0]).toBe('g2>g3>g1>g4');
    expect(orders).toContain('g1>g4>g3>g2');
  });

  it('a wounded veteran: only orders with g3 first; characters may come anywhere after it', () => {
    const state = stateOf([retinue((u) => woundModel(u, 6, 1))]);
    const u = unitIn(state, 'r1');
    const orders = legalOrders(allocationGroups(state, u), state, u).map((o) => o.join('>'));
    expect(orders).toHaveLength(6);
    expect(orders[0]).toBe('g3>g2>g1>g4');
    expect(orders.every((o) => o.startsWith('g3>'))).toBe(true);
    expect(orders).toContain('g3>g1>g2>g4');
    expect(orders).not.toContain('g2>g3>g1>g4');
  });

  it('one group: one order', () => {
    const state = stateOf([pack()]);
    const u = unitIn(state, 'p1');
    expect(legalOrders(allocationGroups(state, u), state, u)).toEqual([['g1']]);
  });
});

const saveInput = (state: SkirmishState, target: string, over: Partial<Parameters<typeof resolveSaves>[1]>) => {
  const groups = allocationGroups(state, unitIn(state, target));
  return {
    attack: 'a1',
    target,
    wounds: 0,
    devastating: 0,
    ap: 0,
    damage: 1 as DiceValue,
    groups,
    order: automaticOrder(groups, state, unitIn(state, target)),
    brace: false,
    ...over,
  };
};

function run(state: SkirmishState, input: Parameters<typeof resolveSaves>[1]) {
  const rng = createRng(state.rng);
  const events: SkirmishEvent[] = [];
  const done = resolveSaves(state, input, rng, events);
  const saves = events.find((e) => e.type === 'savesRolled');
  return { ...done, events, saves: saves && saves.type === 'savesRolled' ? saves.saves : [] };
}

const alive = (state: SkirmishState, id: string): number[] =>
  unitIn(state, id)
    .models.filter((m) => m.alive)
    .map((m) => m.n);

describe('seed 003, Inflict Damage: from the lowest save result up', () => {
  it('saves rolled all at once, resolved lowest first; a natural 1 fails even on 2+', () => {
    // Troopers (Sv3) first: dice 4, 1, 2 -> sorted 1, 2, 4: two troopers slain, the 4 saved.
    const state = stateOf([squad()], [4, 1, 2]);
    const out = run(state, saveInput(state, 's1', { wounds: 3, order: ['g2', 'g1'] }));
    expect(out.saves.map((s) => [s.roll, s.needed, s.saved, s.group, s.model])).toEqual([
      [1, 3, false, 'g2', 2],
      [2, 3, false, 'g2', 3],
      [4, 3, true, 'g2', null],
    ]);
    expect(alive(out.state, 's1')).toEqual([1, 4, 5]);
    expect(out.slain).toBe(2);
  });

  it("switching groups when the current group dies: the next dice need the next group's save", () => {
    // Veterans (Sv2, W2) then guards (Sv3): AP 1, D 2. Sorted dice 1 2 3 3 5.
    const state = stateOf([retinue()], [3, 5, 1, 3, 2, 2, 2]);
    const out = run(state, saveInput(state, 'r1', { wounds: 5, ap: 1, damage: 2, order: ['g3', 'g2', 'g1', 'g4'] }));
    expect(out.saves.map((s) => [s.roll, s.needed, s.saved, s.group, s.model, s.lost, s.slain])).toEqual([
      [1, 3, false, 'g3', 5, 2, true],
      [2, 3, false, 'g3', 6, 2, true],
      [3, 4, false, 'g2', 2, 1, true],
      [3, 4, false, 'g2', 3, 1, true],
      [5, 4, true, 'g2', null, 0, false],
    ]);
    expect(out.woundsLost).toBe(6);
  });

  it('the invulnerable save ignores AP: a character group against AP 3 needs its 4+', () => {
    const state = stateOf([retinue()], [3, 4]);
    const out = run(state, saveInput(state, 'r1', { wounds: 2, ap: 3, order: ['g1', 'g2', 'g3', 'g4'] }));
    expect(out.saves.map((s) => [s.roll, s.needed, s.invulnerable, s.saved])).toEqual([
      [3, 4, true, false],
      [4, 4, true, true],
    ]);
  });

  it('Brace for Impact: +1 to every save roll', () => {
    const state = stateOf([squad()], [2, 1]);
    const out = run(state, saveInput(state, 's1', { wounds: 2, order: ['g2', 'g1'], brace: true }));
    expect(out.saves.map((s) => [s.roll, s.needed, s.saved])).toEqual([
      [1, 2, false],
      [2, 2, true],
    ]);
  });

  it('a wounded model is picked first', () => {
    const state = stateOf([retinue((u) => woundModel(u, 6, 1))], [1]);
    const out = run(state, saveInput(state, 'r1', { wounds: 1 }));
    expect(out.saves[0]).toMatchObject({ group: 'g3', model: 6, lost: 1, slain: true });
    expect(alive(out.state, 'r1')).toContain(5);
  });

  it('damage does not carry over: D 3 on a one-wound trooper kills one model only', () => {
    const state = stateOf([squad()], [1]);
    const out = run(state, saveInput(state, 's1', { wounds: 1, damage: 3, order: ['g2', 'g1'] }));
    expect(out.saves[0]).toMatchObject({ damage: 3, lost: 1, slain: true, model: 2 });
    expect(alive(out.state, 's1')).toEqual([1, 3, 4, 5]);
    expect(out.woundsLost).toBe(1);
  });

  it('damage dice are rolled per failed save (D3: a 5 is 3)', () => {
    const state = stateOf([retinue()], [2, 5]);
    const out = run(state, saveInput(state, 'r1', { wounds: 1, damage: 'D3', order: ['g1', 'g2', 'g3', 'g4'] }));
    expect(out.saves[0]).toMatchObject({ damage: 3, lost: 3, slain: false, model: 1 });
    expect(unitIn(out.state, 'r1').models[0]?.wounds).toBe(1);
  });

  it('seed 003, Feel No Pain: a D6 per damage point, X+ ignores it', () => {
    // Beast: Sv5, W2, FNP 6+. Save 1 fails; D 2: FNP 6 (ignored), 2 (lost).
    const state = stateOf([pack()], [1, 6, 2]);
    const out = run(state, saveInput(state, 'p1', { wounds: 1, damage: 2 }));
    expect(out.saves[0]).toMatchObject({ model: 1, damage: 2, feelNoPain: [6, 2], lost: 1, slain: false });
    expect(unitIn(out.state, 'p1').models[0]?.wounds).toBe(1);
  });

  it('Feel No Pain stops rolling once the model is slain (no carry-over)', () => {
    const state = stateOf([pack()], [1, 2, 3]);
    const out = run(state, saveInput(state, 'p1', { wounds: 1, damage: 4 }));
    expect(out.saves[0]).toMatchObject({ feelNoPain: [2, 3], lost: 2, slain: true });
  });

  it('a save with nobody left is lost', () => {
    const state = stateOf([slay(slay(slay(slay(squad(), 1), 2), 3), 4)], [1, 1]);
    const out = run(state, saveInput(state, 's1', { wounds: 2 }));
    expect(out.saves.map((s) => [s.group, s.model, s.slain])).toEqual([
      ['g1', 5, true],
      [null, null, false],
    ]);
  });
});

describe('seed 003, Save Roll: "Mortal Wounds skip this" (devastating wounds after normal damage)', () => {
  it('no save dice; each packet of D to the current model, no carry-over; after the saves', () => {
    // One normal wound (save 5: saved), then two devastating wounds of D 3 on troopers.
    const state = stateOf([squad()], [5]);
    const out = run(state, saveInput(state, 's1', { wounds: 1, devastating: 2, damage: 3, order: ['g2', 'g1'] }));
    const kinds = out.events.filter((e) => e.type !== 'diceRolled').map((e) => e.type);
    expect(kinds).toEqual(['savesRolled', 'mortalWoundsInflicted', 'mortalWoundsInflicted']);
    const mortal = out.events.filter((e) => e.type === 'mortalWoundsInflicted');
    expect(mortal).toEqual([
      {
        type: 'mortalWoundsInflicted',
        attack: 'a1',
        unit: 's1',
        model: 2,
        amount: 3,
        feelNoPain: [],
        lost: 1,
        slain: true,
      },
      {
        type: 'mortalWoundsInflicted',
        attack: 'a1',
        unit: 's1',
        model: 3,
        amount: 3,
        feelNoPain: [],
        lost: 1,
        slain: true,
      },
    ]);
    expect(alive(out.state, 's1')).toEqual([1, 4, 5]);
  });

  it('Feel No Pain applies to mortal wounds', () => {
    const state = stateOf([pack()], [6, 1]);
    const out = run(state, saveInput(state, 'p1', { devastating: 1, damage: 2 }));
    expect(out.events.find((e) => e.type === 'mortalWoundsInflicted')).toMatchObject({
      model: 1,
      amount: 2,
      feelNoPain: [6, 1],
      lost: 1,
    });
  });
});

describe('inflictMortalWounds (hazard rolls): one point at a time, FNP applies', () => {
  it('3 mortal wounds on the squad: the sergeant (first group, W2) then a trooper', () => {
    const state = stateOf([squad()]);
    const rng = createRng(state.rng);
    const out = inflictMortalWounds(state, 's1', 3, null, rng);
    expect(out.events).toEqual([
      {
        type: 'mortalWoundsInflicted',
        attack: null,
        unit: 's1',
        model: 1,
        amount: 2,
        feelNoPain: [],
        lost: 2,
        slain: true,
      },
      {
        type: 'mortalWoundsInflicted',
        attack: null,
        unit: 's1',
        model: 2,
        amount: 1,
        feelNoPain: [],
        lost: 1,
        slain: true,
      },
    ]);
    expect(alive(out.state, 's1')).toEqual([3, 4, 5]);
  });

  it('a wounded model takes them first; FNP per point', () => {
    const state = stateOf([woundModel(pack(), 3, 1)], [6, 2, 1]);
    const rng = createRng(state.rng);
    const out = inflictMortalWounds(state, 'p1', 2, null, rng).events.filter((e) => e.type !== 'diceRolled');
    expect(out).toEqual([
      {
        type: 'mortalWoundsInflicted',
        attack: null,
        unit: 'p1',
        model: 3,
        amount: 2,
        feelNoPain: [6, 2],
        lost: 1,
        slain: true,
      },
    ]);
  });

  it('the last model slain: the unit is destroyed (no side credited for a hazard)', () => {
    const state = stateOf([slay(slay(slay(slay(squad(), 1), 2), 3), 4)]);
    const out = inflictMortalWounds(state, 's1', 5, null, createRng(state.rng));
    expect(out.events.at(-1)).toEqual({ type: 'unitDestroyed', unit: 's1', by: null });
    expect(unitIn(out.state, 's1').destroyed).toBe(true);
    expect(out.state.kills).toEqual({ blue: 0, red: 0 });
  });
});

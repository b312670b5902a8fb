/**
 * A unit's attacks through the rules (issue 44; seed 003, "Attack Sequence"): beginAttacks ->
 * the allocation reaction -> answerAllocation, events in order; which weapons may fire at what
 * (seed 003, Shooting: "Engaged: Close-quarters only"; the brief), Rapid Fire, Melta, Torrent,
 * Devastating Wounds, Lance, cover, Fire Overwatch; the Fight's models and weapons.
 */
import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../../../src/engine/core/hex.js';
import {
  ALLOCATION_PREFERENCES,
  allocationAwaited,
  answerAllocation,
  beginAttacks,
  canShoot,
  fightingModels,
  meleeTargets,
  meleeWeaponOf,
  preferAllocation,
  shootingOptions,
} from '../../../../../src/engine/rulesets/skirmish/attack/index.js';
import type { SkirmishEvent, SkirmishEventOf } from '../../../../../src/engine/rulesets/skirmish/events.js';
import { phaseKey, type SkirmishState, type SkirmishUnit } from '../../../../../src/engine/rulesets/skirmish/state.js';
import { rowOf, skirmishState } from '../../../../helpers/skirmish-state.js';
import { ATTACK_CATALOG, unitOf } from './fixtures.js';

const FAR_RED: Hex = { q: 16, r: 2 };
const stateOf = (units: SkirmishUnit[], dice: number[] = [], over: Partial<SkirmishState> = {}): SkirmishState =>
  skirmishState(units, { catalog: ATTACK_CATALOG, phase: 'shooting', ...over }, dice);
const blueSquad = (extra: Partial<SkirmishUnit> = {}) => unitOf('b1', 'blue', 'squad', rowOf({ q: 4, r: 8 }, 5), extra);
const redPack = (at: Hex = FAR_RED, extra: Partial<SkirmishUnit> = {}) =>
  unitOf('r1', 'red', 'pack', rowOf(at, 5), extra);
const unitIn = (state: SkirmishState, id: string): SkirmishUnit => state.units.find((u) => u.id === id) as SkirmishUnit;
const types = (events: readonly SkirmishEvent[]): string[] => events.map((e) => e.type);
const first = <T extends SkirmishEvent['type']>(events: readonly SkirmishEvent[], type: T): SkirmishEventOf<T> =>
  events.find((e) => e.type === type) as SkirmishEventOf<T>;

function begin(
  state: SkirmishState,
  kind: 'shooting' | 'fight' | 'overwatch',
  unit: string,
  fire: { weapon: string; target: string }[],
) {
  const out = beginAttacks(state, kind, unit, fire);
  if (!out.ok) throw new Error(`refused: ${out.error.code}`);
  return out.value;
}

describe('seed 003, Attack Sequence: a whole shooting, allocation reaction and all', () => {
  // Rifles: 8 attacks at the pack (3+): 6 hits; wounds (4+): 3. The pistol next.
  const DICE = [1, 2, 3, 4, 5, 6, 6, 3, 4, 4, 1, 2, 6, 3, /* saves */ 1, 4, 3, /* FNP */ 2, 6, /* pistol */ 5, 4, 2, 3];
  const start = () => stateOf([blueSquad(), redPack()], DICE);
  const fire = [
    { weapon: 'rifle', target: 'r1' },
    { weapon: 'pistol', target: 'r1' },
  ];

  it("beginAttacks stops at the defender's choice: hits, wounds, then the window (state.attack kept)", () => {
    const step = begin(start(), 'shooting', 'b1', fire);
    expect(types(step.events)).toEqual([
      'attackDeclared',
      'diceRolled',
      'hitsRolled',
      'diceRolled',
      'woundsRolled',
      'reactionWindowOpened',
    ]);
    expect(first(step.events, 'attackDeclared')).toMatchObject({
      attack: 'a1',
      weapon: 'rifle',
      models: 4,
      attacks: 8,
      hitNeeded: 3,
      hitModifiers: [],
    });
    expect(first(step.events, 'hitsRolled')).toMatchObject({ hits: 6, criticals: 2, needed: 3 });
    expect(first(step.events, 'woundsRolled')).toMatchObject({ wounds: 3, needed: 4, strength: 4, toughness: 4 });
    expect(step.state.attack).toMatchObject({
      id: 'a1',
      target: 'r1',
      wounds: 3,
      queue: [{ weapon: 'pistol', target: 'r1', models: [1] }],
    });
    expect(step.state.reaction?.kind).toBe('allocation');
    expect(step.state.reaction?.window.id).toBe('alloc-a1');
    expect(unitIn(step.state, 'b1').shot).toBe(true);
    expect(step.state.attacks).toBe(1);
  });

  it("allocationAwaited: the defender's orders, each with +brace, the automatic order by default", () => {
    const step = begin(start(), 'shooting', 'b1', fire);
    const awaited = allocationAwaited(step.state);
    expect(awaited).toMatchObject({ window: 'alloc-a1', kind: 'allocation', side: 'red', default: 'g1' });
    expect(awaited?.options.map((o) => o.id)).toEqual(['g1', 'g1+brace']);
    expect(awaited?.options[1]?.command).toEqual({
      type: 'react',
      side: 'red',
      window: 'alloc-a1',
      option: 'g1+brace',
    });
    expect(preferAllocation(step.state, awaited!, 'auto')).toBe('g1');
    expect(preferAllocation(step.state, awaited!, 'ask')).toBeUndefined();
    expect(ALLOCATION_PREFERENCES).toEqual([{ kind: 'allocation', answers: ['auto', 'ask'] }]);
  });

  it('answerAllocation with Brace for Impact: 1 CP, saves +1, damage lowest first, then the pistol declared at once', () => {
    const step = begin(start(), 'shooting', 'b1', fire);
    const answered = answerAllocation(step.state, 'red', 'g1+brace');
    if (!answered.ok) throw new Error(answered.error.code);
    const { state, events } = answered.value;
    expect(types(events)).toEqual([
      'reactionAnswered',
      'reactionWindowClosed',
      'stratagemUsed',
      'allocationDeclared',
      'diceRolled',
      'diceRolled',
      'diceRolled',
      'savesRolled',
      'attackResolved',
      'attackDeclared',
      'diceRolled',
      'hitsRolled',
      'diceRolled',
      'woundsRolled',
      'allocationDeclared',
      'diceRolled',
      'diceRolled',
      'savesRolled',
      'attackResolved',
    ]);
    expect(first(events, 'stratagemUsed')).toEqual({
      type: 'stratagemUsed',
      side: 'red',
      stratagem: 'braceForImpact',
      unit: 'r1',
      cost: 1,
      cpLeft: 1,
    });
    expect(first(events, 'allocationDeclared')).toMatchObject({
      attack: 'a1',
      side: 'red',
      order: ['g1'],
      brace: true,
      defaulted: false,
    });
    const saves = first(events, 'savesRolled').saves;
    expect(saves.map((s) => [s.roll, s.needed, s.saved, s.model, s.feelNoPain, s.lost])).toEqual([
      [1, 4, false, 1, [2], 1],
      [3, 4, false, 1, [6], 0],
      [4, 4, true, null, [], 0],
    ]);
    const resolved = events.filter((e) => e.type === 'attackResolved');
    expect(resolved).toEqual([
      { type: 'attackResolved', attack: 'a1', slain: 0, woundsLost: 1 },
      { type: 'attackResolved', attack: 'a2', slain: 1, woundsLost: 1 },
    ]);
    // The second attack: brace used this phase, one order: no window, the automatic order.
    expect(events.filter((e) => e.type === 'allocationDeclared')[1]).toMatchObject({
      attack: 'a2',
      brace: false,
      defaulted: true,
    });
    expect(state.cp.red).toBe(1);
    expect(state.stratagemsUsed).toEqual(['braceForImpact:red']);
    expect(unitIn(state, 'r1').stratagemIn).toBe(phaseKey(state));
    expect(
      unitIn(state, 'r1')
        .models.filter((m) => m.alive)
        .map((m) => m.n),
    ).toEqual([2, 3, 4, 5]);
    expect(state.attack).toBeNull();
    expect(state.reaction).toBeNull();
    expect(state.attacks).toBe(2);
  });

  it('answerAllocation with pass: the default order, no brace, marked defaulted', () => {
    const step = begin(start(), 'shooting', 'b1', fire);
    const answered = answerAllocation(step.state, 'red', 'pass');
    if (!answered.ok) throw new Error(answered.error.code);
    expect(answered.value.events[0]).toEqual({
      type: 'reactionAnswered',
      window: 'alloc-a1',
      side: 'red',
      option: 'g1',
    });
    expect(first(answered.value.events, 'allocationDeclared')).toMatchObject({ brace: false, defaulted: true });
    expect(answered.value.state.cp.red).toBe(2);
  });

  it.each([
    ['blue', 'g1', 'NOT_ASKED'],
    ['red', 'g2', 'NO_SUCH_OPTION'],
  ])('answerAllocation refuses %s answering %s: %s', (side, option, code) => {
    const step = begin(start(), 'shooting', 'b1', fire);
    const out = answerAllocation(step.state, side, option);
    expect(out.ok ? null : out.error.code).toBe(code);
  });

  it('answerAllocation with no window open: NO_WINDOW', () => {
    const out = answerAllocation(start(), 'red', 'pass');
    expect(out.ok ? null : out.error.code).toBe('NO_WINDOW');
  });
});

describe('seed 003, Inflict Damage: the last model slain', () => {
  it('unitDestroyed after attackResolved, a kill for the attacker; later attacks at it are dropped', () => {
    const lone = unitOf('r1', 'red', 'pack', [FAR_RED]);
    const hurt = { ...lone, models: lone.models.map((m) => (m.n === 1 ? { ...m, wounds: 1 } : m)) };
    const state = stateOf([blueSquad(), hurt], [6, 1, 1, 1, 1, 1, 1, 1, 4, 1, 1], { cp: { blue: 2, red: 0 } });
    const step = begin(state, 'shooting', 'b1', [
      { weapon: 'rifle', target: 'r1' },
      { weapon: 'pistol', target: 'r1' },
    ]);
    expect(types(step.events).slice(-3)).toEqual(['savesRolled', 'attackResolved', 'unitDestroyed']);
    expect(step.events.at(-1)).toEqual({ type: 'unitDestroyed', unit: 'r1', by: 'blue' });
    expect(step.events.filter((e) => e.type === 'attackDeclared')).toHaveLength(1);
    expect(unitIn(step.state, 'r1').destroyed).toBe(true);
    expect(step.state.kills).toEqual({ blue: 1, red: 0 });
    expect(step.state.attack).toBeNull();
  });
});

describe('seed 003, Save Roll: when the defender is asked (Brace for Impact 1 CP, one stratagem per unit per phase)', () => {
  // The pistol alone: hit 5, wound 4, then (no window) the save 6.
  const DICE = [5, 4, 6];
  it.each([
    ['CP to pay, brace unused: asked', {}, {}, true],
    ['no CP: one order, not asked', { cp: { blue: 2, red: 0 } }, {}, false],
    ['brace used by red this phase: not asked', { stratagemsUsed: ['braceForImpact:red'] }, {}, false],
    ['a battle-shocked unit: not asked', {}, { shocked: true }, false],
    ['the unit had a stratagem this phase: not asked', {}, { stratagemIn: 'r1:blue:shooting' }, false],
    ['a stratagem in another phase does not count', {}, { stratagemIn: 'r1:blue:movement' }, true],
  ] as const)('%s', (_name, over, unitOver, asked) => {
    const state = stateOf([blueSquad(), redPack(FAR_RED, unitOver)], DICE, over);
    const step = begin(state, 'shooting', 'b1', [{ weapon: 'pistol', target: 'r1' }]);
    expect(step.state.reaction !== null).toBe(asked);
    if (!asked)
      expect(first(step.events, 'allocationDeclared')).toMatchObject({ order: ['g1'], brace: false, defaulted: true });
  });

  it('several groups: asked even without CP, every legal order offered', () => {
    const retinue = unitOf('r1', 'red', 'retinue', rowOf(FAR_RED, 8));
    const state = stateOf([blueSquad(), retinue], DICE, { cp: { blue: 2, red: 0 } });
    const step = begin(state, 'shooting', 'b1', [{ weapon: 'pistol', target: 'r1' }]);
    const awaited = allocationAwaited(step.state);
    expect(awaited?.options).toHaveLength(24);
    expect(awaited?.default).toBe('g2>g3>g1>g4');
    expect(awaited?.options.some((o) => o.id.endsWith('+brace'))).toBe(false);
  });

  it('an attack with no wound needs no allocation', () => {
    const state = stateOf([blueSquad(), redPack()], [1]);
    const step = begin(state, 'shooting', 'b1', [{ weapon: 'pistol', target: 'r1' }]);
    expect(types(step.events)).toEqual([
      'attackDeclared',
      'diceRolled',
      'hitsRolled',
      'woundsRolled',
      'attackResolved',
    ]);
    expect(step.state.attack).toBeNull();
  });
});

describe('seed 003, Shooting: which weapons fire at what', () => {
  const captainAt = (id: string, side: string, at: Hex) => unitOf(id, side, 'captain', [at]);

  it.each([
    ['fell back: none', { movement: 'fallBack' as const }, 'rifle', 'CANNOT_SHOOT'],
    ['advanced: assault weapons only', { movement: 'advance' as const }, 'rifle', 'ASSAULT_ONLY'],
    ['already shot', { shot: true }, 'rifle', 'ALREADY_SHOT'],
    ['a weapon the unit does not carry', {}, 'cannon', 'NO_SUCH_WEAPON'],
    ['a melee weapon', {}, 'blade', 'NO_SUCH_WEAPON'],
  ])('%s', (_name, extra, weapon, code) => {
    const state = stateOf([blueSquad(extra), redPack()]);
    const out = beginAttacks(state, 'shooting', 'b1', [{ weapon, target: 'r1' }]);
    expect(out.ok ? null : out.error.code).toBe(code);
  });

  it('fell back or advanced (no assault weapon): no shooting options', () => {
    expect(
      shootingOptions(stateOf([blueSquad({ movement: 'fallBack' }), redPack()]), blueSquad({ movement: 'fallBack' })),
    ).toEqual([]);
    expect(canShoot(stateOf([blueSquad({ movement: 'advance' }), redPack()]), blueSquad({ movement: 'advance' }))).toBe(
      false,
    );
  });

  it('a weapon twice, a friendly target', () => {
    const state = stateOf([blueSquad(), redPack(), captainAt('b2', 'blue', { q: 10, r: 10 })]);
    const twice = beginAttacks(state, 'shooting', 'b1', [
      { weapon: 'rifle', target: 'r1' },
      { weapon: 'rifle', target: 'r1' },
    ]);
    expect(twice.ok ? null : twice.error.code).toBe('WEAPON_TWICE');
    const friendly = beginAttacks(state, 'shooting', 'b1', [{ weapon: 'rifle', target: 'b2' }]);
    expect(friendly.ok ? null : friendly.error.code).toBe('FRIENDLY_TARGET');
  });

  it('range: the pistol (12) reaches 12, not 13', () => {
    const near = stateOf([captainAt('b1', 'blue', { q: 5, r: 5 }), captainAt('r1', 'red', { q: 17, r: 5 })]);
    expect(shootingOptions(near, unitIn(near, 'b1'))).toEqual([{ weapon: 'pistol', targets: ['r1'] }]);
    const far = stateOf([captainAt('b1', 'blue', { q: 5, r: 5 }), captainAt('r1', 'red', { q: 18, r: 5 })]);
    expect(shootingOptions(far, unitIn(far, 'b1'))).toEqual([]);
    const out = beginAttacks(far, 'shooting', 'b1', [{ weapon: 'pistol', target: 'r1' }]);
    expect(out.ok ? null : out.error.code).toBe('OUT_OF_RANGE');
  });

  it('sight: a wall between them: NOT_VISIBLE', () => {
    const state = stateOf([captainAt('b1', 'blue', { q: 5, r: 5 }), captainAt('r1', 'red', { q: 9, r: 5 })], [], {
      terrain: [
        {
          kind: 'wall',
          height: 0,
          hexes: [
            { q: 7, r: 5 },
            { q: 7, r: 4 },
            { q: 7, r: 6 },
            { q: 8, r: 4 },
            { q: 6, r: 6 },
          ],
        },
      ],
    });
    const out = beginAttacks(state, 'shooting', 'b1', [{ weapon: 'pistol', target: 'r1' }]);
    expect(out.ok ? null : out.error.code).toBe('NOT_VISIBLE');
    expect(canShoot(state, unitIn(state, 'b1'))).toBe(false);
  });

  it('engaged: pistols only, and only at units it is engaged with', () => {
    const state = stateOf([blueSquad(), redPack({ q: 10, r: 5 }), captainAt('r2', 'red', { q: 12, r: 12 })]);
    expect(shootingOptions(state, unitIn(state, 'b1'))).toEqual([{ weapon: 'pistol', targets: ['r1'] }]);
    const rifle = beginAttacks(state, 'shooting', 'b1', [{ weapon: 'rifle', target: 'r1' }]);
    expect(rifle.ok ? null : rifle.error.code).toBe('CLOSE_QUARTERS_ONLY');
    const other = beginAttacks(state, 'shooting', 'b1', [{ weapon: 'pistol', target: 'r2' }]);
    expect(other.ok ? null : other.error.code).toBe('NOT_ENGAGED_WITH');
    expect(meleeTargets(state, unitIn(state, 'b1'))).toEqual(['r1']);
  });

  it('engaged vehicle: its big guns fire at -1 (heavy +1 too: capped sum 0)', () => {
    const tank = unitOf('b1', 'blue', 'tank', [{ q: 7, r: 9 }]);
    const state = stateOf([tank, captainAt('r1', 'red', { q: 10, r: 9 })], [2, 4, 4, 2, 2]);
    expect(shootingOptions(state, tank)).toEqual([{ weapon: 'cannon', targets: ['r1'] }]);
    const step = begin(state, 'shooting', 'b1', [{ weapon: 'cannon', target: 'r1' }]);
    expect(first(step.events, 'attackDeclared')).toMatchObject({
      attacks: 2,
      hitModifiers: ['heavy', 'engagedVehicle'],
      hitNeeded: 4,
    });
    expect(first(step.events, 'woundsRolled')).toMatchObject({ needed: 2, wounds: 2, strength: 9, toughness: 4 });
  });

  it('cover: the pack in woods: the hit roll needs 1 more', () => {
    const state = stateOf([blueSquad(), redPack()], [1, 1, 1, 1, 1, 1, 1, 1], {
      terrain: [{ kind: 'woods', height: 0, hexes: rowOf(FAR_RED, 5) }],
    });
    const step = begin(state, 'shooting', 'b1', [{ weapon: 'rifle', target: 'r1' }]);
    expect(first(step.events, 'attackDeclared')).toMatchObject({ hitModifiers: ['cover'], hitNeeded: 4 });
  });

  it('Fire Overwatch: hits only on unmodified 6s; the unit has shot', () => {
    const state = stateOf([blueSquad(), redPack()], [5, 5, 5, 5, 5, 5, 5, 5]);
    const step = begin(state, 'overwatch', 'b1', [{ weapon: 'rifle', target: 'r1' }]);
    expect(first(step.events, 'attackDeclared')).toMatchObject({
      kind: 'overwatch',
      hitModifiers: ['overwatch'],
      hitNeeded: 6,
    });
    expect(first(step.events, 'hitsRolled')).toMatchObject({ hits: 0 });
    expect(unitIn(step.state, 'b1').shot).toBe(true);
  });
});

describe('seed 003 / other-systems 4.3: Rapid Fire, Melta, Torrent, Devastating Wounds', () => {
  const gunline = () => unitOf('b1', 'blue', 'gunline', rowOf({ q: 4, r: 8 }, 3));
  const captainAt = (at: Hex) => unitOf('r1', 'red', 'captain', [at]);

  it('Rapid Fire 1: one more attack for each model within half range (gunner 2 at 12, gunner 1 at 13)', () => {
    const state = stateOf([gunline(), captainAt({ q: 17, r: 3 })], [1, 1, 1, 1, 1]);
    const step = begin(state, 'shooting', 'b1', [{ weapon: 'bolter', target: 'r1' }]);
    expect(first(step.events, 'attackDeclared')).toMatchObject({ models: 2, attacks: 5, halfRange: false });
  });

  it('Melta 2: the damage within half range is D6+2', () => {
    const state = stateOf([gunline(), captainAt({ q: 9, r: 6 })], [3, 2]);
    const step = begin(state, 'shooting', 'b1', [{ weapon: 'fusion', target: 'r1' }]);
    expect(first(step.events, 'attackDeclared')).toMatchObject({ models: 1, attacks: 1, halfRange: true });
    expect(step.state.attack).toMatchObject({ damage: 'D6+2', ap: 4, wounds: 1 });
  });

  it('Melta out of half range: the damage stays D6', () => {
    const state = stateOf([gunline(), captainAt({ q: 17, r: 3 })], [3, 2]);
    const step = begin(state, 'shooting', 'b1', [{ weapon: 'fusion', target: 'r1' }]);
    expect(step.state.attack).toMatchObject({ damage: 'D6' });
  });

  it('Torrent: every attack hits, no hit dice', () => {
    const state = stateOf([gunline(), captainAt({ q: 12, r: 5 })], [1, 1, 1]);
    const step = begin(state, 'shooting', 'b1', [{ weapon: 'flamer', target: 'r1' }]);
    expect(first(step.events, 'hitsRolled')).toMatchObject({ automatic: true, hits: 3, dice: [] });
    expect(types(step.events)).toEqual([
      'attackDeclared',
      'hitsRolled',
      'diceRolled',
      'woundsRolled',
      'attackResolved',
    ]);
  });

  it('Devastating Wounds: a critical wound is D mortal wounds, no save, no window', () => {
    const state = stateOf([gunline(), captainAt({ q: 12, r: 5 })], [3, 3, 6, 2]);
    const step = begin(state, 'shooting', 'b1', [{ weapon: 'ruin', target: 'r1' }]);
    expect(first(step.events, 'woundsRolled')).toMatchObject({ wounds: 0, criticals: 1, devastating: 1 });
    expect(types(step.events).slice(-3)).toEqual(['allocationDeclared', 'mortalWoundsInflicted', 'attackResolved']);
    expect(first(step.events, 'mortalWoundsInflicted')).toMatchObject({
      attack: 'a1',
      unit: 'r1',
      model: 1,
      amount: 2,
      lost: 2,
    });
    expect(step.events.some((e) => e.type === 'savesRolled')).toBe(false);
    expect(unitIn(step.state, 'r1').models[0]?.wounds).toBe(3);
  });
});

describe('seed 003, Fight: who fights, with what', () => {
  const packNear = () => redPack({ q: 10, r: 5 });

  it('models within engagement range of the target, or within 2 of a model of their unit that is', () => {
    const state = stateOf([blueSquad(), packNear()]);
    expect(fightingModels(state, unitIn(state, 'b1'), unitIn(state, 'r1')).map((m) => m.n)).toEqual([3, 4, 5]);
  });

  it('each model fights with the named weapon if it has it, else its first melee weapon', () => {
    const state = stateOf([blueSquad(), packNear()]);
    const b1 = unitIn(state, 'b1');
    expect(meleeWeaponOf(state, b1, b1.models[0]!, 'blade')).toBe('sword');
    expect(meleeWeaponOf(state, b1, b1.models[1]!, 'blade')).toBe('blade');
    expect(meleeWeaponOf(state, b1, b1.models[1]!, undefined)).toBe('blade');
  });

  it('the fight: three troopers, six blade attacks (WS 3+), no shooting modifiers', () => {
    const state = stateOf([blueSquad(), packNear()], [1, 1, 1, 1, 1, 1]);
    const step = begin(state, 'fight', 'b1', [{ weapon: 'blade', target: 'r1' }]);
    expect(first(step.events, 'attackDeclared')).toMatchObject({
      kind: 'fight',
      weapon: 'blade',
      models: 3,
      attacks: 6,
      hitNeeded: 3,
      hitModifiers: [],
    });
    expect(unitIn(step.state, 'b1').shot).toBe(false);
  });

  it.each([
    ['a target it is not engaged with', 'blade', { q: 16, r: 2 }, 'NOT_ENGAGED_WITH'],
    ['a ranged weapon', 'rifle', { q: 10, r: 5 }, 'NO_SUCH_WEAPON'],
  ] as const)('refused: %s', (_name, weapon, at, code) => {
    const state = stateOf([blueSquad(), redPack(at)]);
    const out = beginAttacks(state, 'fight', 'b1', [{ weapon, target: 'r1' }]);
    expect(out.ok ? null : out.error.code).toBe(code);
  });

  it.each([
    [true, 3],
    [false, 4],
  ])('Lance: charged %s, the pike (S4 vs T4) wounds on %i+', (charged, needed) => {
    const gunline = unitOf('b1', 'blue', 'gunline', rowOf({ q: 4, r: 8 }, 3), { charged });
    const state = stateOf([gunline, redPack({ q: 8, r: 6 })], [1, 1, 1, 1, 1, 3, 1]);
    const step = begin(state, 'fight', 'b1', [{ weapon: 'pike', target: 'r1' }]);
    expect(first(step.events, 'attackDeclared')).toMatchObject({ models: 3, attacks: 6 });
    expect(first(step.events, 'woundsRolled')).toMatchObject({ needed });
  });
});

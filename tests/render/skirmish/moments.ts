/**
 * The moments the `skirmish` golden images show, hand-built on tests/helpers/skirmish-state.ts with
 * `recent` events written by hand: the two armies deployed on the whole 30 by 22 board (round 1,
 * Command phase); a battle in blue's Fight phase of round 2 (terrain of every kind with heights,
 * objectives held and open, a squad's move, a tank's and a squad's shooting, a captain's charge and
 * fight, a wounded sergeant, a battle-shocked squad, a large base, engaged units); a close fight in
 * one corner (the crop to the action); and the sheets of the wounded squad and the tank.
 */
import type { Hex } from '../../../src/engine/core/hex.js';
import {
  type SkirmishBoard,
  type SkirmishUnitSheet,
  skirmishBoardView,
  skirmishUnitSheet,
} from '../../../src/engine/rulesets/skirmish/board-view.js';
import type { SkirmishCatalog, Terrain } from '../../../src/engine/rulesets/skirmish/data/schema.js';
import type { ModelStep, SkirmishEvent } from '../../../src/engine/rulesets/skirmish/events.js';
import type { SkirmishState, SkirmishUnit } from '../../../src/engine/rulesets/skirmish/state.js';
import { TEST_CATALOG, TEST_WEAPONS, makeUnit, skirmishState } from '../../helpers/skirmish-state.js';

/** A hex by its label's column and row ("0712": column 7, row 12). */
export const at = (col: number, row: number): Hex => ({ q: col, r: row - (col - (col & 1)) / 2 });

/** The test catalog with names to read and weapon abilities for the sheets. */
export const PICTURE_CATALOG: SkirmishCatalog = {
  ...TEST_CATALOG,
  weapons: {
    ...TEST_WEAPONS,
    rifle: { ...TEST_WEAPONS.rifle!, name: 'Bolt rifle', abilities: { rapidFire: 1, assault: true } },
    pistol: { ...TEST_WEAPONS.pistol!, name: 'Heavy pistol' },
    cannon: {
      ...TEST_WEAPONS.cannon!,
      name: 'Battle cannon',
      abilities: { heavy: true, anti: { keyword: 'vehicle', threshold: 4 }, devastatingWounds: true },
    },
    blade: { ...TEST_WEAPONS.blade!, name: 'Combat blade' },
    claws: { ...TEST_WEAPONS.claws!, name: 'Claws', abilities: { sustainedHits: 1 } },
    sword: { ...TEST_WEAPONS.sword!, name: 'Power sword', abilities: { lethalHits: true } },
    treads: { ...TEST_WEAPONS.treads!, name: 'Crushing treads' },
  },
};

const NAMES: Record<string, string> = {
  'b-squad': 'Alpha Squad',
  'b-captain': 'Captain Vey',
  'b-tank': 'Ironclad',
  'b-squad-2': 'Beta Squad',
  'r-pack': 'Ash Hounds',
  'r-squad': 'Red Guard',
  'r-pack-2': 'Dust Hounds',
  'r-tank': 'Red Hammer',
  'r-scouts': 'Red Scouts',
};

const unit = (id: string, side: string, sheet: string, hexes: Hex[], extra: Partial<SkirmishUnit> = {}) =>
  makeUnit(id, side, sheet, hexes, { name: NAMES[id] ?? id, ...extra }, PICTURE_CATALOG);

/** `unit`'s models with their wounds set, by model number. */
const wounded = (u: SkirmishUnit, wounds: Record<number, number>): SkirmishUnit => ({
  ...u,
  models: u.models.map((m) => (m.n in wounds ? { ...m, wounds: wounds[m.n] ?? m.wounds } : m)),
});

const hexesOf = (cols: readonly number[], rows: readonly number[]): Hex[] =>
  cols.flatMap((c) => rows.map((r) => at(c, r)));

export const TERRAIN: Terrain[] = [
  { kind: 'ruin', height: 3, hexes: hexesOf([12, 13, 14], [9, 10]) },
  { kind: 'ruin', height: 6, hexes: [at(21, 6), at(22, 6), at(21, 7), at(22, 5)] },
  { kind: 'woods', height: 0, hexes: hexesOf([4, 5, 6], [13, 14, 15]) },
  { kind: 'crater', height: 0, hexes: [at(25, 12), at(26, 12), at(25, 13)] },
  { kind: 'wall', height: 0, hexes: [at(17, 15), at(17, 16), at(17, 17), at(18, 17)] },
];

const steps = (from: readonly Hex[], to: readonly Hex[]): ModelStep[] =>
  to.map((h, i) => ({ model: i + 1, from: from[i] ?? null, to: h }));

/** The two armies as deployed: blue along the north edge, red along the south. */
export function deployment(): SkirmishState {
  return skirmishState(
    [
      unit('b-squad', 'blue', 'squad', [at(6, 3), at(7, 3), at(5, 3), at(6, 4), at(7, 4)]),
      unit('b-captain', 'blue', 'captain', [at(11, 4)]),
      unit('b-tank', 'blue', 'tank', [at(16, 3)]),
      unit('b-squad-2', 'blue', 'squad', [at(22, 3), at(23, 3), at(21, 3), at(22, 4), at(23, 4)]),
      unit('r-pack', 'red', 'pack', [at(8, 19), at(9, 19), at(7, 19), at(8, 20), at(9, 20)]),
      unit('r-squad', 'red', 'squad', [at(15, 20), at(16, 20), at(14, 20), at(15, 21), at(16, 21)]),
      unit('r-pack-2', 'red', 'pack', [at(23, 19), at(24, 19), at(22, 19), at(23, 20), at(24, 20)]),
      unit('r-tank', 'red', 'tank', [], { reserve: true }),
    ],
    {
      catalog: PICTURE_CATALOG,
      terrain: TERRAIN,
      objectives: [
        { id: 'o1', hex: at(8, 8), value: 1, controller: null },
        { id: 'o2', hex: at(15, 11), value: 2, controller: null },
        { id: 'o3', hex: at(24, 15), value: 1, controller: null },
      ],
      phase: 'command',
      cp: { blue: 1, red: 1 },
    },
  );
}

const SQUAD_FROM = [at(6, 3), at(7, 3), at(5, 3), at(6, 4), at(7, 4)];
const SQUAD_TO = [at(7, 7), at(8, 7), at(6, 7), at(7, 8), at(8, 8)];

/** Blue's Fight phase of round 2, after a stretch of moves, shooting and a charge. */
export function battle(): { state: SkirmishState; recent: SkirmishEvent[] } {
  const units = [
    // The sergeant lost a wound; two troopers were slain last turn.
    wounded(unit('b-squad', 'blue', 'squad', [...SQUAD_TO.slice(0, 3)], { movement: 'normal' }), { 1: 1 }),
    wounded(unit('b-captain', 'blue', 'captain', [at(16, 13)], { charged: true, movement: 'normal' }), { 1: 3 }),
    wounded(unit('b-tank', 'blue', 'tank', [at(18, 8)], { shot: true, movement: 'stationary' }), { 1: 9 }),
    unit('b-squad-2', 'blue', 'squad', [at(22, 8), at(23, 8), at(21, 8), at(22, 9), at(23, 9)], {
      movement: 'normal',
    }),
    unit('r-pack', 'red', 'pack', [at(15, 15), at(16, 15), at(14, 15)]),
    unit('r-squad', 'red', 'squad', [at(24, 16), at(25, 16), at(23, 16), at(24, 17)], { shocked: true }),
    wounded(unit('r-pack-2', 'red', 'pack', [at(22, 12), at(23, 12), at(21, 12), at(22, 13), at(23, 13)]), { 2: 1 }),
  ];
  const state = skirmishState(units, {
    catalog: PICTURE_CATALOG,
    terrain: TERRAIN,
    objectives: [
      { id: 'o1', hex: at(8, 8), value: 1, controller: 'blue' },
      { id: 'o2', hex: at(15, 11), value: 2, controller: null },
      { id: 'o3', hex: at(24, 15), value: 1, controller: 'red' },
    ],
    round: 2,
    phase: 'fight',
    // The Fights First step (seed 003, Charge 5): blue selects, the charging captain its one choice.
    fight: { step: 'fightsFirst', toSelect: 'blue' },
    cp: { blue: 2, red: 3 },
    vp: { blue: 10, red: 5 },
    kills: { blue: 0, red: 0 },
  });
  const recent: SkirmishEvent[] = [
    {
      type: 'unitMoved',
      unit: 'b-squad',
      movement: 'normal',
      allowance: 6,
      steps: steps(SQUAD_FROM, SQUAD_TO).slice(0, 3),
    },
    {
      type: 'unitMoved',
      unit: 'b-captain',
      movement: 'charge',
      allowance: 7,
      steps: [{ model: 1, from: at(16, 9), to: at(16, 13) }],
    },
    {
      type: 'attackDeclared',
      attack: 'a1',
      kind: 'shooting',
      attacker: 'b-tank',
      target: 'r-pack',
      weapon: 'cannon',
      models: 1,
      attacks: 4,
      hitNeeded: 3,
      hitModifiers: ['heavy'],
      halfRange: false,
    },
    {
      type: 'hitsRolled',
      attack: 'a1',
      dice: [3, 5, 1, 6],
      rerolls: [],
      needed: 3,
      hits: 3,
      criticals: 1,
      sustained: 0,
      lethal: 0,
      automatic: false,
    },
    {
      type: 'woundsRolled',
      attack: 'a1',
      dice: [2, 4, 5],
      rerolls: [],
      needed: 2,
      strength: 9,
      toughness: 4,
      wounds: 3,
      criticals: 0,
      devastating: 0,
    },
    { type: 'attackResolved', attack: 'a1', slain: 2, woundsLost: 4 },
    {
      type: 'attackDeclared',
      attack: 'a2',
      kind: 'shooting',
      attacker: 'b-squad-2',
      target: 'r-pack-2',
      weapon: 'rifle',
      models: 5,
      attacks: 10,
      hitNeeded: 3,
      hitModifiers: [],
      halfRange: true,
    },
    {
      type: 'hitsRolled',
      attack: 'a2',
      dice: [1, 2, 3, 4, 5, 6, 3, 4, 2, 5],
      rerolls: [],
      needed: 3,
      hits: 7,
      criticals: 1,
      sustained: 0,
      lethal: 0,
      automatic: false,
    },
    {
      type: 'woundsRolled',
      attack: 'a2',
      dice: [1, 4, 5, 2, 6, 3, 4],
      rerolls: [],
      needed: 4,
      strength: 4,
      toughness: 4,
      wounds: 4,
      criticals: 1,
      devastating: 0,
    },
    { type: 'attackResolved', attack: 'a2', slain: 0, woundsLost: 1 },
    { type: 'chargeDeclared', unit: 'b-captain' },
    { type: 'chargeRolled', unit: 'b-captain', dice: [3, 4], total: 7 },
    { type: 'chargeTargetsChosen', unit: 'b-captain', targets: ['r-pack'] },
    { type: 'chargeSucceeded', unit: 'b-captain', targets: ['r-pack'] },
    { type: 'chargeDeclared', unit: 'b-squad-2' },
    { type: 'chargeRolled', unit: 'b-squad-2', dice: [1, 2], total: 3 },
    { type: 'chargeFailed', unit: 'b-squad-2', reason: 'noTarget' },
    {
      type: 'attackDeclared',
      attack: 'a3',
      kind: 'fight',
      attacker: 'b-captain',
      target: 'r-pack',
      weapon: 'sword',
      models: 1,
      attacks: 4,
      hitNeeded: 2,
      hitModifiers: [],
      halfRange: false,
    },
    {
      type: 'hitsRolled',
      attack: 'a3',
      dice: [2, 6, 4, 1],
      rerolls: [],
      needed: 2,
      hits: 3,
      criticals: 1,
      sustained: 0,
      lethal: 1,
      automatic: false,
    },
  ];
  return { state, recent };
}

/** A close fight in the south-west corner: a tank and a squad engaged by two packs, one squad shocked. */
export function closeFight(): { state: SkirmishState; recent: SkirmishEvent[] } {
  const units = [
    // The tank charged and has fought (attack a7 below).
    wounded(unit('b-tank', 'blue', 'tank', [at(5, 16)], { charged: true, fought: true }), { 1: 5 }),
    wounded(unit('b-squad', 'blue', 'squad', [at(9, 17), at(10, 17), at(9, 18), at(10, 18)], { shocked: true }), {
      1: 1,
    }),
    unit('r-pack', 'red', 'pack', [at(5, 19), at(6, 19), at(4, 19), at(3, 18)]),
    unit('r-pack-2', 'red', 'pack', [at(9, 20), at(10, 20), at(11, 19), at(8, 20), at(12, 19)]),
    unit('r-scouts', 'red', 'squad', [], { destroyed: true }),
  ];
  const state = skirmishState(units, {
    catalog: PICTURE_CATALOG,
    terrain: [TERRAIN[2] as Terrain],
    objectives: [{ id: 'o1', hex: at(7, 18), value: 1, controller: 'red' }],
    round: 3,
    phase: 'fight',
    active: 'blue',
    // Nothing left to fight first: the remaining combats, the defender (red) selecting first.
    fight: { step: 'remaining', toSelect: 'red' },
    cp: { blue: 0, red: 4 },
    vp: { blue: 15, red: 20 },
  });
  const recent: SkirmishEvent[] = [
    { type: 'chargeRolled', unit: 'b-tank', dice: [5, 4], total: 9 },
    { type: 'chargeSucceeded', unit: 'b-tank', targets: ['r-pack'] },
    {
      type: 'unitMoved',
      unit: 'b-tank',
      movement: 'charge',
      allowance: 9,
      steps: [{ model: 1, from: at(5, 11), to: at(5, 16) }],
    },
    {
      type: 'unitMoved',
      unit: 'r-pack-2',
      movement: 'pileIn',
      allowance: 3,
      steps: [
        { model: 1, from: at(9, 22), to: at(9, 20) },
        { model: 2, from: at(10, 22), to: at(10, 20) },
      ],
    },
    {
      type: 'attackDeclared',
      attack: 'a7',
      kind: 'fight',
      attacker: 'b-tank',
      target: 'r-pack',
      weapon: 'treads',
      models: 1,
      attacks: 3,
      hitNeeded: 4,
      hitModifiers: [],
      halfRange: false,
    },
    {
      type: 'hitsRolled',
      attack: 'a7',
      dice: [4, 5, 2],
      rerolls: [],
      needed: 4,
      hits: 2,
      criticals: 0,
      sustained: 0,
      lethal: 0,
      automatic: false,
    },
    {
      type: 'woundsRolled',
      attack: 'a7',
      dice: [3, 5],
      rerolls: [],
      needed: 3,
      strength: 6,
      toughness: 4,
      wounds: 2,
      criticals: 0,
      devastating: 0,
    },
    { type: 'attackResolved', attack: 'a7', slain: 1, woundsLost: 2 },
    { type: 'unitDestroyed', unit: 'r-scouts', by: 'blue' },
  ];
  return { state, recent };
}

export function skirmishMoments(): Record<string, SkirmishBoard> {
  const fight = battle();
  const close = closeFight();
  return {
    'skirmish-map-deployment': skirmishBoardView(deployment(), []),
    'skirmish-map-battle': skirmishBoardView(fight.state, fight.recent),
    'skirmish-map-close-fight': skirmishBoardView(close.state, close.recent),
  };
}

export function skirmishSheets(): { squad: SkirmishUnitSheet; tank: SkirmishUnitSheet; captain: SkirmishUnitSheet } {
  const { state } = battle();
  const shocked = {
    ...state,
    units: state.units.map((u) => (u.id === 'b-squad' ? { ...u, shocked: true, shot: true } : u)),
  };
  const squad = skirmishUnitSheet(shocked, 'b-squad');
  const tank = skirmishUnitSheet(state, 'b-tank');
  const captain = skirmishUnitSheet(state, 'b-captain');
  if (!squad || !tank || !captain) throw new Error('the battle lacks its units');
  return { squad, tank, captain };
}

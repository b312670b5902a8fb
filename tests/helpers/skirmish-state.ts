/**
 * Shared builders for hand-made `skirmish` states in tests (issue 44): a small test catalog (a
 * trooper squad with a sergeant, a character, a vehicle on a large base, a beast pack), units placed
 * model by model, and the `SkirmishState` skeleton every fixture fills in. Tests of geometry,
 * attacks, the flow and pictures build their positions on these; `over` replaces any field.
 */
import type { Hex } from '../../src/engine/core/hex.js';
import { scriptedRng, seedRng } from '../../src/engine/core/rng.js';
import type {
  Datasheet,
  ModelProfile,
  SkirmishCatalog,
  Weapon,
} from '../../src/engine/rulesets/skirmish/data/schema.js';
import { DEFAULT_SKIRMISH_SETTINGS } from '../../src/engine/rulesets/skirmish/settings.js';
import { UNIT_AT_START } from '../../src/engine/rulesets/skirmish/setup.js';
import type { SkirmishModel, SkirmishState, SkirmishUnit } from '../../src/engine/rulesets/skirmish/state.js';

export const weapon = (over: Partial<Weapon> & { id: string }): Weapon => ({
  name: over.id,
  kind: 'ranged',
  range: 24,
  attacks: 1,
  skill: 3,
  strength: 4,
  ap: 0,
  damage: 1,
  abilities: {},
  ...over,
});

export const profile = (over: Partial<ModelProfile> & { id: string }): ModelProfile => ({
  name: over.id,
  count: 1,
  move: 6,
  toughness: 4,
  save: 3,
  invulnerable: null,
  wounds: 1,
  leadership: 7,
  control: 2,
  feelNoPain: null,
  base: 'single',
  keywords: ['infantry'],
  weapons: ['rifle', 'blade'],
  ...over,
});

/** The weapons of the test catalog. */
export const TEST_WEAPONS: Record<string, Weapon> = {
  rifle: weapon({ id: 'rifle', range: 24, attacks: 2, skill: 3, strength: 4, ap: 0, damage: 1 }),
  pistol: weapon({
    id: 'pistol',
    range: 12,
    attacks: 1,
    skill: 3,
    strength: 4,
    ap: 0,
    damage: 1,
    abilities: { pistol: true },
  }),
  cannon: weapon({
    id: 'cannon',
    range: 36,
    attacks: 'D6',
    skill: 4,
    strength: 9,
    ap: 2,
    damage: 3,
    abilities: { heavy: true },
  }),
  blade: weapon({ id: 'blade', kind: 'melee', range: 0, attacks: 2, skill: 3, strength: 4, ap: 0, damage: 1 }),
  claws: weapon({ id: 'claws', kind: 'melee', range: 0, attacks: 3, skill: 3, strength: 5, ap: 1, damage: 1 }),
  sword: weapon({ id: 'sword', kind: 'melee', range: 0, attacks: 4, skill: 2, strength: 5, ap: 2, damage: 2 }),
  treads: weapon({ id: 'treads', kind: 'melee', range: 0, attacks: 3, skill: 4, strength: 6, ap: 0, damage: 1 }),
};

/** The datasheets of the test catalog. */
export const TEST_DATASHEETS: Record<string, Datasheet> = {
  squad: {
    id: 'squad',
    name: 'Squad',
    faction: 'blue',
    role: 'battleline',
    points: 80,
    models: [
      profile({ id: 'sergeant', wounds: 2, weapons: ['pistol', 'sword'] }),
      profile({ id: 'trooper', count: 4, weapons: ['rifle', 'blade'] }),
    ],
    abilities: {},
  },
  captain: {
    id: 'captain',
    name: 'Captain',
    faction: 'blue',
    role: 'character',
    points: 70,
    models: [
      profile({
        id: 'captain',
        wounds: 5,
        save: 2,
        invulnerable: 4,
        leadership: 6,
        keywords: ['infantry', 'character'],
        weapons: ['pistol', 'sword'],
      }),
    ],
    abilities: { rerollHitOnes: true },
  },
  tank: {
    id: 'tank',
    name: 'Tank',
    faction: 'blue',
    role: 'vehicle',
    points: 150,
    models: [
      profile({
        id: 'tank',
        move: 10,
        toughness: 10,
        save: 3,
        wounds: 12,
        leadership: 7,
        control: 3,
        base: 'large',
        keywords: ['vehicle'],
        weapons: ['cannon', 'treads'],
      }),
    ],
    abilities: { selfRepair: 1 },
  },
  pack: {
    id: 'pack',
    name: 'Pack',
    faction: 'red',
    role: 'beast',
    points: 60,
    models: [
      profile({
        id: 'beast',
        count: 5,
        move: 8,
        toughness: 4,
        save: 5,
        wounds: 2,
        leadership: 8,
        control: 1,
        feelNoPain: 6,
        keywords: ['beast'],
        weapons: ['claws'],
      }),
    ],
    abilities: {},
  },
};

export const TEST_CATALOG: SkirmishCatalog = {
  factions: [
    { id: 'blue', name: 'Blue' },
    { id: 'red', name: 'Red' },
  ],
  datasheets: TEST_DATASHEETS,
  weapons: TEST_WEAPONS,
};

/**
 * A unit of `datasheet` with its models on `hexes` in datasheet order (a profile's `count` models
 * each); fewer hexes than models leaves the rest slain; `extra` replaces any field.
 */
export function makeUnit(
  id: string,
  side: string,
  datasheet: string,
  hexes: readonly Hex[],
  extra: Partial<SkirmishUnit> = {},
  catalog: SkirmishCatalog = TEST_CATALOG,
): SkirmishUnit {
  const sheet = catalog.datasheets[datasheet];
  if (!sheet) throw new Error(`no datasheet ${datasheet}`);
  const models: SkirmishModel[] = [];
  for (const p of sheet.models)
    for (let i = 0; i < p.count; i++) {
      const n = models.length + 1;
      const hex = hexes[n - 1] ?? null;
      models.push({ n, profile: p.id, hex, wounds: hex ? p.wounds : 0, alive: hex !== null });
    }
  return {
    id,
    side,
    name: id,
    datasheet,
    models,
    reserve: false,
    ...UNIT_AT_START,
    ...extra,
  };
}

/** Hexes in a row from `start` along q (one column apart): a quick formation. */
export const rowOf = (start: Hex, count: number): Hex[] =>
  Array.from({ length: count }, (_, i) => ({ q: start.q + i, r: start.r - Math.floor(i / 2) }));

/**
 * A `SkirmishState` in `blue`'s Movement phase of round 1 on a 30 x 22 board with no terrain and one
 * objective; dice from `dice` (scripted faces) or a seed; `over` replaces any field.
 */
export function skirmishState(
  units: readonly SkirmishUnit[],
  over: Partial<SkirmishState> = {},
  dice?: readonly number[],
): SkirmishState {
  return {
    mission: 'test',
    settings: DEFAULT_SKIRMISH_SETTINGS,
    catalog: TEST_CATALOG,
    board: { cols: 30, rows: 22 },
    terrain: [],
    objectives: [{ id: 'o1', hex: { q: 15, r: 3 }, value: 1, controller: null }],
    scoring: { perObjective: 5, roundCap: 15, holdMore: 0, perKill: 0 },
    sides: [
      { id: 'blue', name: 'Blue', faction: 'blue', deployment: { fromRow: 1, toRow: 5 }, edge: 'north' },
      { id: 'red', name: 'Red', faction: 'red', deployment: { fromRow: 18, toRow: 22 }, edge: 'south' },
    ],
    round: 1,
    rounds: 5,
    order: ['blue', 'red'],
    active: 'blue',
    phase: 'movement',
    movementStep: 'moves',
    cp: { blue: 2, red: 2 },
    vp: { blue: 0, red: 0 },
    units: [...units],
    pending: null,
    lastMove: null,
    attack: null,
    reaction: null,
    fight: null,
    stratagemsUsed: [],
    braveryUsed: [],
    kills: { blue: 0, red: 0 },
    plan: null,
    attacks: 0,
    rng: dice ? scriptedRng(dice) : seedRng('skirmish-test'),
    outcome: null,
    ...over,
  };
}

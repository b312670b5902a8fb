/**
 * The attack tests' catalog: the shared test catalog (tests/helpers/skirmish-state.ts) plus a
 * retinue (a unit with two characters and three kinds of trooper, for allocation groups) and a
 * gunline carrying Rapid Fire, Melta, Lance and Devastating weapons.
 */
import type { Hex } from '../../../../../src/engine/core/hex.js';
import type { SkirmishCatalog } from '../../../../../src/engine/rulesets/skirmish/data/schema.js';
import type { SkirmishUnit } from '../../../../../src/engine/rulesets/skirmish/state.js';
import {
  makeUnit,
  profile,
  TEST_CATALOG,
  TEST_DATASHEETS,
  TEST_WEAPONS,
  weapon,
} from '../../../../helpers/skirmish-state.js';

export const ATTACK_CATALOG: SkirmishCatalog = {
  ...TEST_CATALOG,
  weapons: {
    ...TEST_WEAPONS,
    bolter: weapon({
      id: 'bolter',
      range: 24,
      attacks: 2,
      skill: 3,
      strength: 4,
      ap: 0,
      damage: 1,
      abilities: { rapidFire: 1 },
    }),
    fusion: weapon({
      id: 'fusion',
      range: 12,
      attacks: 1,
      skill: 3,
      strength: 9,
      ap: 4,
      damage: 'D6',
      abilities: { melta: 2 },
    }),
    pike: weapon({
      id: 'pike',
      kind: 'melee',
      range: 0,
      attacks: 2,
      skill: 3,
      strength: 4,
      ap: 1,
      damage: 1,
      abilities: { lance: true },
    }),
    ruin: weapon({
      id: 'ruin',
      range: 18,
      attacks: 2,
      skill: 3,
      strength: 4,
      ap: 0,
      damage: 2,
      abilities: { devastatingWounds: true },
    }),
    flamer: weapon({
      id: 'flamer',
      range: 12,
      attacks: 3,
      skill: 4,
      strength: 4,
      ap: 0,
      damage: 1,
      abilities: { torrent: true },
    }),
  },
  datasheets: {
    ...TEST_DATASHEETS,
    retinue: {
      id: 'retinue',
      name: 'Retinue',
      faction: 'red',
      role: 'infantry',
      points: 120,
      models: [
        profile({
          id: 'leader',
          wounds: 4,
          save: 3,
          invulnerable: 4,
          keywords: ['infantry', 'character'],
          weapons: ['pistol', 'sword'],
        }),
        profile({ id: 'guard', count: 3, wounds: 1, save: 3 }),
        profile({ id: 'veteran', count: 2, wounds: 2, save: 2 }),
        profile({
          id: 'champion',
          wounds: 4,
          save: 3,
          invulnerable: 4,
          keywords: ['infantry', 'character'],
          weapons: ['sword'],
        }),
        profile({ id: 'gunner', wounds: 1, save: 3, weapons: ['rifle'] }),
      ],
      abilities: {},
    },
    gunline: {
      id: 'gunline',
      name: 'Gunline',
      faction: 'blue',
      role: 'infantry',
      points: 90,
      models: [
        profile({ id: 'gunner', count: 2, weapons: ['bolter', 'pike'] }),
        profile({ id: 'melta', weapons: ['fusion', 'ruin', 'flamer', 'pike'] }),
      ],
      abilities: {},
    },
  },
};

export const unitOf = (
  id: string,
  side: string,
  datasheet: string,
  hexes: readonly Hex[],
  extra: Partial<SkirmishUnit> = {},
): SkirmishUnit => makeUnit(id, side, datasheet, hexes, extra, ATTACK_CATALOG);

/** Sets model `n`'s wounds (alive). */
export const woundModel = (unit: SkirmishUnit, n: number, wounds: number): SkirmishUnit => ({
  ...unit,
  models: unit.models.map((m) => (m.n === n ? { ...m, wounds } : m)),
});

/** Model `n` slain. */
export const slay = (unit: SkirmishUnit, n: number): SkirmishUnit => ({
  ...unit,
  models: unit.models.map((m) => (m.n === n ? { ...m, wounds: 0, alive: false, hex: null } : m)),
});

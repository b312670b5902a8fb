/**
 * `skirmish`'s roster (issue 44 deliverable 6: "points and army building on the shared roster flow";
 * other-systems.md 4.2 "Reserves": strategic reserves up to 50% of points): each problem code the
 * roster reports, its points and entries, and the mission with a listed side's units in place.
 */
import { describe, expect, test } from 'vitest';
import {
  deploySkirmishRoster,
  reservePointsLimit,
  SkirmishRosterSchema,
  skirmishRosterEntries,
  skirmishRosterPoints,
  skirmishRosterProblems,
  type SkirmishRoster,
  type SkirmishRosterUnit,
} from '../../../../../src/engine/rulesets/skirmish/roster.js';
import { skirmishContent, skirmishMission } from '../setup/skirmish-content.js';

const unit = (datasheet: string, name: string, reserve?: boolean): SkirmishRosterUnit =>
  reserve === undefined ? { datasheet, name } : { datasheet, name, reserve };

async function problems(roster: SkirmishRoster, points: number | null = null) {
  const { catalog } = await skirmishContent();
  return skirmishRosterProblems(roster, await skirmishMission('take-and-hold'), catalog, { points });
}

describe('army building: points and entries', () => {
  test("a list's points are its datasheets' points; entries name each unit by its datasheet, reserves marked", async () => {
    const { catalog } = await skirmishContent();
    const roster = { wardens: [unit('warden-line-squad', 'Alpha'), unit('drop-veterans', 'Drop', true)] };
    expect(skirmishRosterPoints(roster, catalog)).toEqual({ wardens: 80 + 90 });
    expect(skirmishRosterEntries(roster, catalog)).toEqual([
      { side: 'wardens', id: 'Alpha', name: 'Alpha', summary: 'Warden Line Squad', points: 80 },
      { side: 'wardens', id: 'Drop', name: 'Drop', summary: 'Drop Veterans (reserve)', points: 90 },
    ]);
  });

  test('the roster schema reads a list and refuses a unit without a datasheet', () => {
    expect(
      SkirmishRosterSchema.safeParse({ brood: [{ name: 'Fang', datasheet: 'brood-stalkers', reserve: true }] }).success,
    ).toBe(true);
    expect(SkirmishRosterSchema.safeParse({ brood: [{ name: 'Fang' }] }).success).toBe(false);
    expect(SkirmishRosterSchema.safeParse({ brood: [{ name: 'Fang', datasheet: 'x', extra: 1 }] }).success).toBe(false);
  });
});

describe('army building: each problem', () => {
  test('a list within the limits has none', async () => {
    expect(
      await problems({
        wardens: [
          unit('warden-line-squad', 'A'),
          unit('warden-captain', 'B'),
          unit('bulwark-tank', 'C'),
          unit('drop-veterans', 'D', true),
        ],
      }),
    ).toEqual([]);
  });

  test.each<[string, SkirmishRoster, number | null, unknown[]]>([
    [
      "overPoints: over the mission's 500 when the lobby sets none",
      {
        wardens: [
          unit('bulwark-tank', 'A'),
          unit('bulwark-tank', 'B'),
          unit('bulwark-tank', 'C'),
          unit('warden-captain', 'D'),
        ],
      },
      null,
      [{ code: 'overPoints', side: 'wardens', total: 550, limit: 500 }],
    ],
    [
      "overPoints: the lobby's limit replaces the mission's",
      { wardens: [unit('bulwark-tank', 'A'), unit('bulwark-tank', 'B')] },
      300,
      [{ code: 'overPoints', side: 'wardens', total: 320, limit: 300 }],
    ],
    [
      'unknownUnit: a datasheet the catalog lacks',
      { wardens: [unit('warden-titan', 'Big')] },
      null,
      [{ code: 'unknownUnit', side: 'wardens', unit: 'Big', subject: 'warden-titan' }],
    ],
    [
      "wrongSide: another faction's datasheet",
      { wardens: [unit('brood-stalkers', 'Turncoats')] },
      null,
      [{ code: 'wrongSide', side: 'wardens', unit: 'Turncoats', subject: 'brood-stalkers' }],
    ],
    [
      'reservePoints: more than half the points in reserve (4.2 Reserves)',
      { brood: [unit('brood-swarmlings', 'Swarm'), unit('vharr-burrowers', 'Burrowers', true)] },
      null,
      [{ code: 'reservePoints', side: 'brood', total: 85, limit: 75 }],
    ],
    [
      'duplicateName: two units of one name (case aside)',
      { wardens: [unit('warden-captain', 'Voss')], brood: [unit('brood-matriarch', 'voss')] },
      null,
      [{ code: 'duplicateName', side: 'brood', unit: 'voss' }],
    ],
    [
      'unknownSide: a side the mission lacks',
      { pirates: [] },
      null,
      [{ code: 'unknownSide', side: 'pirates', subject: 'pirates' }],
    ],
    [
      'tooManyUnits: more units than a mission side holds (16)',
      { brood: Array.from({ length: 17 }, (_, i) => unit('brood-swarmlings', `S${i + 1}`)) },
      5000,
      [{ code: 'tooManyUnits', side: 'brood', total: 17, limit: 16 }],
    ],
  ])('%s', async (_, roster, points, expected) => {
    expect(await problems(roster, points)).toEqual(expected);
  });

  test('reservePoints: exactly half the points in reserve is allowed; the limit is half, rounded down', async () => {
    // 90 + 90: 90 in reserve is half.
    expect(await problems({ wardens: [unit('drop-veterans', 'A'), unit('drop-veterans', 'B', true)] })).toEqual([]);
    expect(reservePointsLimit(165)).toBe(82);
    expect(await problems({ wardens: [unit('drop-veterans', 'A', true)] })).toEqual([
      { code: 'reservePoints', side: 'wardens', total: 90, limit: 45 },
    ]);
  });
});

describe('deploySkirmishRoster: the mission with a listed side in place', () => {
  test("a listed side's units replace the mission's (no `at`: setup deploys them); an unlisted side keeps its own", async () => {
    const m = await skirmishMission('purge');
    const deployed = deploySkirmishRoster(m, {
      brood: [unit('brood-stalkers', 'Fang', true), unit('brood-swarmlings', 'Swarm')],
    });
    expect(deployed.sides[0]).toEqual(m.sides[0]);
    expect(deployed.sides[1]?.units).toEqual([
      { datasheet: 'brood-stalkers', name: 'Fang', reserve: true },
      { datasheet: 'brood-swarmlings', name: 'Swarm', reserve: false },
    ]);
  });

  test("no roster, or an empty one: the mission's own armies", async () => {
    const m = await skirmishMission('purge');
    expect(deploySkirmishRoster(m, null)).toBe(m);
    expect(deploySkirmishRoster(m, { wardens: [], brood: [] })).toBe(m);
  });
});

/**
 * `fleet`'s roster (issue 43 deliverable 7: "fleet building to points with the usual fleet limits";
 * Armada's fleet building: the points limit, squadrons at most a third of it, a unique squadron once).
 */
import { describe, expect, test } from 'vitest';
import type { FleetUnit } from '../../../../../src/engine/rulesets/fleet/roster.js';
import {
  deployFleetRoster,
  FleetRosterSchema,
  fleetRosterEntries,
  fleetRosterPoints,
  fleetRosterProblems,
  squadronPointsLimit,
} from '../../../../../src/engine/rulesets/fleet/roster.js';
import { fleetContent, fleetScenario } from '../setup/fleet-content.js';

const ship = (cls: string, name: string): FleetUnit => ({ kind: 'ship', class: cls, name });
const squadron = (cls: string, name: string): FleetUnit => ({ kind: 'squadron', class: cls, name });

async function problems(roster: Record<string, FleetUnit[]>, points: number | null = null) {
  const { catalog } = await fleetContent();
  const scenario = await fleetScenario('pitched-battle');
  return fleetRosterProblems(roster, scenario, catalog, { points });
}

describe('fleet building: points', () => {
  test("a list's points are its classes' points; entries name each unit by its class", async () => {
    const { catalog } = await fleetContent();
    const roster = { concord: [ship('resolute-cruiser', 'Steadfast'), squadron('gull-fighter', 'Gull One')] };
    expect(fleetRosterPoints(roster, catalog)).toEqual({ concord: 116 + 11 });
    expect(fleetRosterEntries(roster, catalog)).toEqual([
      { side: 'concord', id: 'Steadfast', name: 'Steadfast', summary: 'Resolute', points: 116 },
      { side: 'concord', id: 'Gull One', name: 'Gull One', summary: 'Gull', points: 11 },
    ]);
  });

  test("fleet limits: within the points limit, the scenario's own when the lobby sets none (Armada fleet building)", async () => {
    const roster = {
      concord: [ship('resolute-cruiser', 'A'), ship('resolute-cruiser', 'B'), ship('heron-corvette', 'C')],
    };
    // 116 + 116 + 40 = 272 over pitched-battle's 250.
    expect(await problems(roster)).toEqual([{ code: 'overPoints', side: 'concord', total: 272, limit: 250 }]);
    expect(await problems(roster, 300)).toEqual([]);
  });

  test('fleet limits: squadrons at most a third of the points (Armada fleet building)', async () => {
    const gulls = Array.from({ length: 8 }, (_, i) => squadron('gull-fighter', `Gull ${i + 1}`));
    const roster = { concord: [ship('heron-corvette', 'Wren'), ...gulls] };
    expect(squadronPointsLimit(250)).toBe(83);
    // 8 Gulls are 88 points: over a third of 250 (83), within a third of 300 (100).
    expect(await problems(roster)).toEqual([{ code: 'squadronPoints', side: 'concord', total: 88, limit: 83 }]);
    expect(await problems(roster, 300)).toEqual([]);
  });
});

describe('fleet building: what a list may hold', () => {
  test('a named ace (unique squadron) flies once in a fleet', async () => {
    const roster = {
      concord: [ship('vigil-frigate', 'Beacon'), squadron('ilse-varro', 'Ilse'), squadron('ilse-varro', 'Ilse Again')],
    };
    expect(await problems(roster)).toEqual([
      { code: 'uniqueTwice', side: 'concord', unit: 'Ilse Again', subject: 'ilse-varro' },
    ]);
  });

  test("a class of the other side's faction is refused", async () => {
    const roster = { concord: [ship('vigil-frigate', 'Beacon'), ship('shrike-raider', 'Turncoat')] };
    expect(await problems(roster)).toEqual([
      { code: 'wrongSide', side: 'concord', unit: 'Turncoat', subject: 'shrike-raider' },
    ]);
  });

  test('an unknown class, or a squadron class listed as a ship, is an unknown unit', async () => {
    const roster = {
      veyra: [ship('reaver-destroyer', 'Hunger'), ship('ghost', 'Ghost'), ship('needle-swarm', 'Needle')],
    };
    expect(await problems(roster)).toEqual([
      { code: 'unknownUnit', side: 'veyra', unit: 'Ghost', subject: 'ghost' },
      { code: 'unknownUnit', side: 'veyra', unit: 'Needle', subject: 'needle-swarm' },
    ]);
  });

  test('a fleet has at least one ship (squadrons alone are refused)', async () => {
    const roster = { veyra: [squadron('needle-swarm', 'Needles')] };
    expect(await problems(roster)).toEqual([{ code: 'noShips', side: 'veyra' }]);
  });

  test("a list deploys one unit a place: no more units than the side's deploy places", async () => {
    const scenario = await fleetScenario('pitched-battle');
    const places = scenario.sides[0]!.deploy.length;
    const needles = Array.from({ length: places }, (_, i) => squadron('needle-swarm', `N${i}`));
    const roster = { veyra: [ship('shrike-raider', 'Flicker'), ...needles] };
    const found = await problems(roster, 1000);
    expect(found).toContainEqual({ code: 'tooManyUnits', side: 'veyra', total: places + 1, limit: places });
  });

  test('the shared problems: a side the scenario lacks, two units of one name', async () => {
    const roster = {
      concord: [ship('vigil-frigate', 'Beacon')],
      veyra: [ship('reaver-destroyer', 'Beacon')],
      pirates: [],
    };
    expect(await problems(roster)).toEqual([
      { code: 'duplicateName', side: 'veyra', unit: 'Beacon' },
      { code: 'unknownSide', side: 'pirates', subject: 'pirates' },
    ]);
  });

  test('the roster schema reads ships and squadrons and refuses any other kind', () => {
    expect(
      FleetRosterSchema.safeParse({ concord: [ship('vigil-frigate', 'A'), squadron('gull-fighter', 'B')] }).success,
    ).toBe(true);
    expect(FleetRosterSchema.safeParse({ concord: [{ kind: 'station', class: 'x', name: 'A' }] }).success).toBe(false);
  });
});

describe('deploying a list', () => {
  test("a listed side's ships take its deploy places in order, then its squadrons; the other side keeps its own", async () => {
    const scenario = await fleetScenario('pitched-battle');
    const roster = {
      concord: [squadron('gull-fighter', 'Gull'), ship('heron-corvette', 'Wren'), ship('vigil-frigate', 'Beacon')],
    };
    const deployed = deployFleetRoster(scenario, roster);
    const [concord, veyra] = deployed.sides;
    const places = scenario.sides[0]!.deploy;
    expect(concord!.ships).toEqual([
      { class: 'heron-corvette', name: 'Wren', at: places[0] },
      { class: 'vigil-frigate', name: 'Beacon', at: places[1] },
    ]);
    expect(concord!.squadrons).toEqual([{ class: 'gull-fighter', name: 'Gull', hex: places[2]!.hex }]);
    expect(veyra).toEqual(scenario.sides[1]);
  });

  test("no roster, or an empty one, leaves the scenario's fleets", async () => {
    const scenario = await fleetScenario('relay-stations');
    expect(deployFleetRoster(scenario, null)).toBe(scenario);
    expect(deployFleetRoster(scenario, { concord: [], veyra: [] })).toBe(scenario);
  });
});

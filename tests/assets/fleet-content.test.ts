/**
 * `fleet`'s bundled data (issue 43 deliverable 7: "two factions, at least 4 ship classes each (one-,
 * two- and three-hex footprints), at least 4 squadron types each; ... three scenarios with
 * objectives scored as victory points"), and the loader's clear errors (as squadron's and impulse's).
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { loadFleetContent } from '../../src/assets/fleet-content.js';
import { ASSETS_DIR, loadCatalog } from '../../src/assets/load-catalog.js';
import {
  DEFENCE_TOKENS,
  type FleetScenario,
  type ShipClass,
  type SquadronClass,
} from '../../src/engine/rulesets/fleet/data/schema.js';
import { fleetRosterPoints } from '../../src/engine/rulesets/fleet/roster.js';
import { createFleetGame } from '../../src/engine/rulesets/fleet/setup.js';
import { tableRows } from '../helpers/readme-table.js';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function content() {
  const problems: string[] = [];
  const loaded = await loadFleetContent(ASSETS_DIR, problems);
  expect(problems).toEqual([]);
  return loaded;
}

describe('the shipped fleet data', () => {
  test('the catalog loads it: `fleet` beside impulse and squadron', async () => {
    const catalog = await loadCatalog();
    expect(catalog.fleet?.catalog.ships.length).toBeGreaterThanOrEqual(8);
    expect(catalog.fleet?.scenarios.map((s) => s.id)).toEqual(['pitched-battle', 'relay-stations', 'salvage-run']);
  });

  test('two factions, each with 4+ ship classes of all three sizes (one-, two- and three-hex footprints)', async () => {
    const { catalog } = await content();
    const factions = [...new Set(catalog.ships.map((c) => c.faction))];
    expect(factions).toEqual(['concord', 'veyra']);
    for (const faction of factions) {
      const ships = catalog.ships.filter((c) => c.faction === faction);
      expect(ships.length).toBeGreaterThanOrEqual(4);
      expect(new Set(ships.map((c) => c.size))).toEqual(new Set(['small', 'medium', 'large']));
      // Salvo on at least one ship of each faction.
      expect(ships.some((c) => c.tokens.includes('salvo'))).toBe(true);
      for (const c of ships) {
        expect(c.points).toBeGreaterThanOrEqual(35);
        expect(c.points).toBeLessThanOrEqual(120);
      }
      // Small ships fast and agile, large ones slow: a small class's top speed beats every large one's.
      const top = (size: string) => ships.filter((c) => c.size === size).map((c) => c.speedChart.length);
      expect(Math.min(...top('small'))).toBeGreaterThan(Math.max(...top('large')));
    }
    const shipTokens = new Set(catalog.ships.flatMap((c) => c.tokens));
    expect([...shipTokens].sort()).toEqual(DEFENCE_TOKENS.filter((t) => t !== 'scatter').sort());
  });

  test('each faction flies 4+ squadron types: fighters, a bomber, an escort, a heavy, swarm, counter and one named ace', async () => {
    const { catalog } = await content();
    for (const faction of ['concord', 'veyra']) {
      const squadrons = catalog.squadrons.filter((c) => c.faction === faction);
      expect(squadrons.length).toBeGreaterThanOrEqual(4);
      for (const keyword of ['bomber', 'escort', 'heavy', 'swarm', 'counter'] as const)
        expect(squadrons.some((c) => c.keywords.includes(keyword))).toBe(true);
      const aces = squadrons.filter((c) => c.unique);
      expect(aces).toHaveLength(1);
      expect(aces[0]!.tokens).toContain('scatter');
      for (const c of squadrons) {
        expect(c.points).toBeGreaterThanOrEqual(8);
        expect(c.points).toBeLessThanOrEqual(25);
      }
    }
  });

  test('three scenarios of 6 rounds on about 30 by 15 hexes, fleets of 200-250 points facing each other, with hold and salvage objectives', async () => {
    const { catalog, scenarios } = await content();
    expect(scenarios.map((s) => [s.id, s.objective?.kind ?? null])).toEqual([
      ['pitched-battle', null],
      ['relay-stations', 'hold'],
      ['salvage-run', 'salvage'],
    ]);
    for (const s of scenarios) {
      expect(s.rounds).toBe(6);
      expect(s.board).toEqual({ cols: 30, rows: 15 });
      expect(s.obstacles.length).toBeGreaterThanOrEqual(3);
      const roster = Object.fromEntries(
        s.sides.map((side) => [
          side.id,
          [
            ...side.ships.map((u) => ({ kind: 'ship' as const, ...u })),
            ...side.squadrons.map((u) => ({ kind: 'squadron' as const, ...u })),
          ],
        ]),
      );
      for (const points of Object.values(fleetRosterPoints(roster, catalog))) {
        expect(points).toBeGreaterThanOrEqual(200);
        expect(points).toBeLessThanOrEqual(250);
      }
      for (const side of s.sides) {
        expect(side.ships.length).toBeGreaterThanOrEqual(2);
        expect(side.ships.length).toBeLessThanOrEqual(4);
        expect(side.squadrons.length).toBeGreaterThanOrEqual(2);
        expect(side.squadrons.length).toBeLessThanOrEqual(4);
      }
      // Facing each other: the first side's ships point S from the top, the second's N from the bottom.
      expect(new Set(s.sides[0]!.ships.map((u) => u.at.facing))).toEqual(new Set([3]));
      expect(new Set(s.sides[1]!.ships.map((u) => u.at.facing))).toEqual(new Set([0]));
      expect(createFleetGame(s, null, catalog, 'start').ok).toBe(true);
    }
  });
});

describe("the assets README's fleet tables say what the files say", () => {
  test('ship classes: points, hull, command, squadron, engineering, shields, tokens, top speed', async () => {
    const { catalog } = await content();
    const readme = await readFile(join(ASSETS_DIR, 'README.md'), 'utf8');
    const rows = tableRows(readme, 'class | id | faction | size');
    expect(rows.map((r) => r[1])).toEqual(catalog.ships.map((c) => c.id));
    for (const c of catalog.ships) {
      const row = rows.find((r) => r[1] === c.id)!;
      const { front, right, rear, left } = c.shields;
      expect(row).toEqual([
        c.name,
        c.id,
        c.faction,
        c.size,
        String(c.points),
        String(c.hull),
        String(c.command),
        String(c.squadron),
        String(c.engineering),
        `${front}/${right}/${rear}/${left}`,
        row[10],
        c.tokens.join(', '),
        String(c.speedChart.length),
      ]);
    }
  });

  test('squadron classes and scenario points', async () => {
    const { catalog, scenarios } = await content();
    const readme = await readFile(join(ASSETS_DIR, 'README.md'), 'utf8');
    const rows = tableRows(readme, 'class | id | faction | points | hull | speed');
    expect(rows.map((r) => [r[1], r[3], r[4], r[5]])).toEqual(
      catalog.squadrons.map((c) => [c.id, String(c.points), String(c.hull), String(c.speed)]),
    );
    const scenarioRows = tableRows(readme, 'id | Concord | Veyra');
    for (const s of scenarios) {
      const roster = Object.fromEntries(
        s.sides.map((side) => [
          side.id,
          [
            ...side.ships.map((u) => ({ kind: 'ship' as const, ...u })),
            ...side.squadrons.map((u) => ({ kind: 'squadron' as const, ...u })),
          ],
        ]),
      );
      const points = fleetRosterPoints(roster, catalog);
      expect(scenarioRows.find((r) => r[0] === s.id)?.[3]).toBe(`${points.concord} / ${points.veyra}`);
    }
  });
});

describe('clear errors naming file, path and problem', () => {
  async function copyOfFleet(): Promise<string> {
    const root = await mkdtemp(join(tmpdir(), 'fleet-assets-'));
    dirs.push(root);
    await cp(join(ASSETS_DIR, 'fleet'), join(root, 'fleet'), { recursive: true });
    return root;
  }

  async function problemsAfter<T>(file: string, change: (json: T) => void): Promise<string[]> {
    const root = await copyOfFleet();
    const path = join(root, 'fleet', file);
    const json = JSON.parse(await readFile(path, 'utf8')) as T;
    change(json);
    await writeFile(path, JSON.stringify(json));
    const problems: string[] = [];
    await loadFleetContent(root, problems);
    return problems;
  }

  test('a schema problem', async () => {
    const problems = await problemsAfter<ShipClass[]>('ships.json', (j) => (j[0]!.command = 5));
    // (The ship classes unread, every scenario then names classes the catalog lacks.)
    expect(problems[0]).toBe('fleet/ships.json: [0].command: Too big: expected number to be <=4');
  });

  test('a scenario naming a missing class, found by building it', async () => {
    const problems = await problemsAfter<FleetScenario>('scenarios/pitched-battle.json', (j) => (j.sides[0]!.ships[0]!.class = 'ghost'));
    expect(problems).toEqual(['fleet/scenarios/pitched-battle.json: sides[0].ships[0].class: no ship class "ghost"']);
  });

  test('a counter keyword without its number, and defence tokens on a squadron that is no ace', async () => {
    const problems = await problemsAfter<SquadronClass[]>('squadrons.json', (j) => {
      j[2]!.counter = 0;
      j[0]!.tokens = ['brace'];
    });
    expect(problems).toEqual([
      'fleet/squadrons.json: [0].tokens: only a named ace (unique) carries defence tokens',
      'fleet/squadrons.json: [2].counter: the counter keyword and a counter value above 0 go together',
    ]);
  });

  test('deploy places that cannot take a large ship, and a scenario fleet over the squadron limit', async () => {
    const problems = await problemsAfter<FleetScenario>('scenarios/pitched-battle.json', (j) => {
      j.sides[0]!.deploy[8] = { hex: j.sides[0]!.deploy[0]!.hex, facing: 3 };
      j.points = 90;
    });
    expect(problems).toContain(
      'fleet/scenarios/pitched-battle.json: sides[0].deploy[0]: a large ship placed here overlaps sides[0].deploy[8]',
    );
    expect(problems).toContain('fleet/scenarios/pitched-battle.json: sides.concord: squadronPoints 34 of 30');
  });

  test('an id that does not match its file name', async () => {
    const problems = await problemsAfter<FleetScenario>('scenarios/salvage-run.json', (j) => (j.id = 'salvage'));
    expect(problems).toEqual(['fleet/scenarios/salvage-run.json: id: "salvage" must match the file name']);
  });
});

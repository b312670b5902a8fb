import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { ASSETS_DIR, AssetError, loadCatalog } from '../../src/assets/load-catalog.js';
import { impulse } from '../../src/engine/index.js';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

/** A copy of the real assets to break on purpose. */
async function copyOfAssets(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'assets-'));
  dirs.push(root);
  const assets = join(root, 'assets');
  await cp(ASSETS_DIR, assets, { recursive: true });
  return assets;
}

async function problemsOf(root: string): Promise<string[]> {
  try {
    await loadCatalog(root);
  } catch (e) {
    if (e instanceof AssetError) return [...e.problems];
    throw e;
  }
  return [];
}

async function edit(root: string, file: string, change: (json: Record<string, unknown>) => void): Promise<void> {
  const path = join(root, file);
  const json = JSON.parse(await readFile(path, 'utf8'));
  change(json);
  await writeFile(path, JSON.stringify(json));
}

describe('the shipped game data', () => {
  test('loads and validates: two factions with six or more classes and a base each, five+ weapon types with a missile launcher, four+ scenarios', async () => {
    const catalog = await loadCatalog();
    const factions = new Map<string, impulse.ShipClass[]>();
    for (const c of catalog.classes) factions.set(c.faction, [...(factions.get(c.faction) ?? []), c]);
    expect(factions.size).toBe(2);
    for (const classes of factions.values()) {
      expect(classes.filter((c) => c.hullSize !== 'base').length).toBeGreaterThanOrEqual(6);
      expect(classes.some((c) => c.hullSize === 'base')).toBe(true);
    }
    expect(catalog.weapons.length).toBeGreaterThanOrEqual(5);
    expect(catalog.weapons.some((w) => w.kind === 'missile')).toBe(true);
    const ids = catalog.scenarios.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['cruiser-duel', 'squadron-clash', 'fleet-battle']));
    expect(catalog.scenarios.some((s) => s.terrain.some((t) => t.kind === 'planet') && s.terrain.some((t) => t.kind === 'asteroids'))).toBe(true);
  });

  test('every scenario starts a game', async () => {
    const catalog = await loadCatalog();
    for (const scenario of catalog.scenarios) expect(impulse.createGame(scenario, catalog, 'start').ok).toBe(true);
  });
});

describe('clear errors naming file, path and problem', () => {
  test('a schema problem', async () => {
    const root = await copyOfAssets();
    await edit(root, 'ships/bastion-heavy-cruiser.json', (j) => {
      (j.shields as Record<string, unknown>).rear = -1;
      j.startCurve = 12;
    });
    const problems = await problemsOf(root);
    expect(problems).toContain('assets/ships/bastion-heavy-cruiser.json: shields.rear: Too small: expected number to be >=0');
    expect(problems.some((p) => p.startsWith('assets/ships/bastion-heavy-cruiser.json: startCurve: must index one of the 5 curves'))).toBe(true);
  });

  test('a broken reference between files', async () => {
    const root = await copyOfAssets();
    await edit(root, 'ships/bastion-heavy-cruiser.json', (j) => {
      (j.groups as { weapon: string }[])[0]!.weapon = 'laser-of-doom';
    });
    expect(await problemsOf(root)).toEqual(['assets/ships/bastion-heavy-cruiser.json: groups[0].weapon: no weapon type "laser-of-doom" in assets/weapons']);
  });

  test('a bad hex label in a scenario', async () => {
    const root = await copyOfAssets();
    await edit(root, 'scenarios/cruiser-duel.json', (j) => {
      (j.ships as { hex: string }[])[1]!.hex = 'Z9';
    });
    expect(await problemsOf(root)).toEqual(['assets/scenarios/cruiser-duel.json: ships[1].hex: not a hex label (use column and row, such as "0712", or "-3.12")']);
  });

  test('a scenario naming a missing class', async () => {
    const root = await copyOfAssets();
    await edit(root, 'scenarios/cruiser-duel.json', (j) => {
      (j.ships as { class: string }[])[0]!.class = 'ghost';
    });
    expect(await problemsOf(root)).toEqual(['assets/scenarios/cruiser-duel.json: ships[0].class: no ship class "ghost" in assets/ships']);
  });

  test('a file that is not JSON, and an id that does not match its file name', async () => {
    const root = await copyOfAssets();
    await writeFile(join(root, 'weapons/broken.json'), '{ "id": ');
    await edit(root, 'weapons/screen-gun.json', (j) => {
      j.id = 'other-gun';
    });
    const problems = await problemsOf(root);
    expect(problems.some((p) => p.startsWith('assets/weapons/broken.json: not valid JSON'))).toBe(true);
    expect(problems).toContain('assets/weapons/screen-gun.json: id: "other-gun" must match the file name');
  });

  test('setup problems found by building each scenario', async () => {
    const root = await copyOfAssets();
    await edit(root, 'scenarios/cruiser-duel.json', (j) => {
      (j.ships as Record<string, unknown>[])[0]!.damage = { hull: 40 };
    });
    expect((await problemsOf(root)).some((p) => p.startsWith('assets/scenarios/cruiser-duel.json: ships[0].damage.hull: must leave at least one'))).toBe(true);
  });
});

describe('schema rules for ship classes', () => {
  const valid = {
    id: 'x',
    name: 'X',
    faction: 'f',
    hullSize: 'escort',
    points: 10,
    curves: [
      { power: 3, speed: 2, turn: 1 },
      { power: 2, speed: 3, turn: 1 },
    ],
    startCurve: 0,
    shields: { forward: 1, right: 1, rear: 1, left: 1 },
    hull: [{ power: 0 }, { power: -1, critical: true }],
    groups: [],
    explosion: 1,
  };

  test('a valid class parses', () => {
    expect(impulse.ShipClassSchema.safeParse(valid).success).toBe(true);
  });

  test.each([
    ['curves out of speed order', { curves: [valid.curves[1], valid.curves[0]] }],
    ['curves that skip a speed', { curves: [{ power: 3, speed: 2, turn: 1 }, { power: 2, speed: 4, turn: 1 }] }],
    ['power above 6', { curves: [{ power: 7, speed: 1, turn: 1 }] }],
    ['power rising with speed', { curves: [{ power: 1, speed: 2, turn: 1 }, { power: 2, speed: 3, turn: 1 }] }],
    ['a modifier on the first hull box', { hull: [{ power: -1 }] }],
    ['hull modifiers that improve', { hull: [{ power: 0 }, { power: -2 }, { power: -1 }] }],
    ['an unknown field', { speed: 9 }],
  ])('%s is refused', (_, change) => {
    expect(impulse.ShipClassSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});

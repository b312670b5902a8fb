/**
 * `skirmish`'s bundled data (issue 44 deliverable 6: "two factions, at least 6 unit types each
 * (infantry, elite, a vehicle with a multi-hex footprint, a character), weapons with the keywords the
 * sequence uses; points and army building ...; three missions"), the README's tables, and the
 * loader's clear errors (as fleet's).
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { ASSETS_DIR, loadCatalog } from '../../src/assets/load-catalog.js';
import { loadSkirmishContent } from '../../src/assets/skirmish-content.js';
import { toOffset } from '../../src/engine/core/hex-label.js';
import {
  type Datasheet,
  type SkirmishMission,
  WeaponAbilitiesSchema,
} from '../../src/engine/rulesets/skirmish/data/schema.js';
import { skirmishRosterPoints } from '../../src/engine/rulesets/skirmish/roster.js';
import { initialSkirmishState } from '../../src/engine/rulesets/skirmish/setup.js';
import { tableRows } from '../helpers/readme-table.js';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function content() {
  const problems: string[] = [];
  const loaded = await loadSkirmishContent(ASSETS_DIR, problems);
  expect(problems).toEqual([]);
  return loaded;
}

/** Allocation groups as seed 003's Save Roll forms them: each character alone, the rest by W/Sv/InSv. */
function groups(sheet: Datasheet): string[] {
  const keys = sheet.models.flatMap((m) =>
    Array.from({ length: m.count }, (_, i) =>
      m.keywords.includes('character') ? `character:${m.id}:${i}` : `${m.wounds}/${m.save}/${m.invulnerable ?? '-'}`,
    ),
  );
  return [...new Set(keys)];
}

const armyOf = (m: SkirmishMission) =>
  Object.fromEntries(
    m.sides.map((s) => [s.id, s.units.map((u) => ({ name: u.name, datasheet: u.datasheet, reserve: u.reserve }))]),
  );

describe('the shipped skirmish data', () => {
  test('the catalog loads it: `skirmish` beside the other rulesets', async () => {
    const catalog = await loadCatalog();
    expect(Object.keys(catalog.skirmish?.catalog.datasheets ?? {})).toHaveLength(13);
    expect(catalog.skirmish?.missions.map((m) => m.id)).toEqual(['purge', 'supply-drop', 'take-and-hold']);
  });

  test('it loads with no problem: two factions, 6+ datasheets each', async () => {
    const { catalog, missions } = await content();
    expect(catalog.factions.map((f) => f.id)).toEqual(['concord-wardens', 'vharr-brood']);
    for (const f of catalog.factions)
      expect(Object.values(catalog.datasheets).filter((d) => d.faction === f.id).length).toBeGreaterThanOrEqual(6);
    expect(missions.map((m) => m.id)).toEqual(['purge', 'supply-drop', 'take-and-hold']);
  });

  test.each(['concord-wardens', 'vharr-brood'])(
    '%s fields battleline (a sergeant in a group apart), elite (invulnerable save), a vehicle on a large base, a character, a fast or support unit, a deep strike or beast unit',
    async (faction) => {
      const { catalog } = await content();
      const sheets = Object.values(catalog.datasheets).filter((d) => d.faction === faction);
      const role = (r: Datasheet['role']) => sheets.filter((d) => d.role === r);
      const battleline = role('battleline');
      expect(battleline.length).toBeGreaterThanOrEqual(1);
      for (const d of battleline) expect(groups(d).length).toBeGreaterThanOrEqual(2);
      expect(role('elite').some((d) => d.models.every((m) => m.invulnerable !== null))).toBe(true);
      const vehicles = role('vehicle');
      expect(vehicles.some((d) => d.models.every((m) => m.base === 'large' && m.keywords.includes('vehicle')))).toBe(true);
      const characters = role('character');
      expect(characters.length).toBeGreaterThanOrEqual(1);
      for (const c of characters) expect(c.models.map((m) => [m.count, m.keywords.includes('character')])).toEqual([[1, true]]);
      expect(sheets.some((d) => d.role === 'support' || d.models.some((m) => m.move >= 10 && m.base === 'single'))).toBe(true);
      expect(sheets.some((d) => d.abilities.deepStrike === true)).toBe(true);
      expect(sheets.some((d) => d.role === 'beast' || d.abilities.deepStrike === true)).toBe(true);
    },
  );

  test('a battleline squad with an embedded character model: three allocation groups (seed 003, Save Roll)', async () => {
    const { catalog } = await content();
    const line = catalog.datasheets['warden-line-squad'] as Datasheet;
    expect(groups(line)).toEqual(['character:line-lieutenant:0', '2/5/-', '1/5/-']);
  });

  test("the characters' drills: re-roll hit rolls of 1, fights first, Feel No Pain on one", async () => {
    const { catalog } = await content();
    const characters = Object.values(catalog.datasheets).filter((d) => d.role === 'character');
    expect(characters.some((d) => d.abilities.rerollHitOnes)).toBe(true);
    expect(characters.some((d) => d.models.some((m) => m.feelNoPain !== null))).toBe(true);
    expect(Object.values(catalog.datasheets).some((d) => d.abilities.selfRepair)).toBe(true);
    expect(Object.values(catalog.datasheets).some((d) => d.abilities.fightsFirst)).toBe(true);
  });

  test('the weapons use every ability the attack sequence reads (seed 003, Attack Sequence)', async () => {
    const { catalog } = await content();
    const used = new Set(Object.values(catalog.weapons).flatMap((w) => Object.keys(w.abilities)));
    expect([...used].sort()).toEqual(Object.keys(WeaponAbilitiesSchema.shape).sort());
    // Both factions carry ranged and melee weapons, and dice values for attacks and damage.
    const weapons = Object.values(catalog.weapons);
    expect(weapons.some((w) => typeof w.attacks === 'string')).toBe(true);
    expect(weapons.some((w) => typeof w.damage === 'string')).toBe(true);
  });

  test('points: a 500-point list holds 4 to 6 units; the missions field 4-5 units a side within 500', async () => {
    const { catalog, missions } = await content();
    for (const f of catalog.factions) {
      const points = Object.values(catalog.datasheets)
        .filter((d) => d.faction === f.id)
        .map((d) => d.points)
        .sort((a, b) => a - b);
      const mean = points.reduce((a, b) => a + b, 0) / points.length;
      expect(Math.round(500 / mean)).toBeGreaterThanOrEqual(4);
      expect(Math.round(500 / mean)).toBeLessThanOrEqual(6);
    }
    for (const m of missions) {
      for (const side of m.sides) {
        expect(side.units.length).toBeGreaterThanOrEqual(4);
        expect(side.units.length).toBeLessThanOrEqual(5);
      }
      for (const total of Object.values(skirmishRosterPoints(armyOf(m), catalog))) {
        expect(total).toBeGreaterThanOrEqual(400);
        expect(total).toBeLessThanOrEqual(500);
      }
    }
    expect(missions.some((m) => m.sides.every((s) => s.units.some((u) => u.reserve)))).toBe(true);
  });

  test('three missions on 30 by 22 hexes: bands north rows 1-4 and south 19-22, all four terrain kinds, a ruin of height 6', async () => {
    const { missions } = await content();
    for (const m of missions) {
      expect(m.board).toEqual({ cols: 30, rows: 22 });
      expect(m.sides.map((s) => [s.deployment, s.edge])).toEqual([
        [{ fromRow: 1, toRow: 4 }, 'north'],
        [{ fromRow: 19, toRow: 22 }, 'south'],
      ]);
      expect(new Set(m.terrain.map((t) => t.kind))).toEqual(new Set(['ruin', 'woods', 'crater', 'wall']));
      expect(m.terrain.some((t) => t.kind === 'ruin' && t.height === 6)).toBe(true);
      // The tower's top is climbable: a ruin of height 3 touches it (moving costs 1 + the height climbed).
      for (const o of m.objectives) {
        const { row } = toOffset(o.hex);
        expect(row).toBeGreaterThanOrEqual(5);
        expect(row).toBeLessThanOrEqual(18);
      }
    }
    const byId = Object.fromEntries(missions.map((m) => [m.id, m]));
    expect(byId['take-and-hold']?.objectives).toHaveLength(5);
    expect(byId['take-and-hold']?.scoring).toEqual({ perObjective: 5, roundCap: 15, holdMore: 0, perKill: 0 });
    expect(byId['supply-drop']?.objectives.map((o) => o.value)).toEqual([2, 1, 1]);
    expect(byId['supply-drop']?.scoring.holdMore).toBe(3);
    expect(byId['purge']?.objectives).toHaveLength(2);
    expect(byId['purge']?.scoring.perKill).toBe(2);
  });

  test('the armies start 12 to 16 hexes apart, so a charge can come by round 2', async () => {
    const { catalog, missions } = await content();
    for (const m of missions) {
      const built = initialSkirmishState(m, null, catalog, 'distance');
      if (!built.ok) throw new Error(built.error.message);
      const rows = (side: string) =>
        built.value.units.filter((u) => u.side === side && !u.reserve).flatMap((u) => u.models.map((x) => toOffset(x.hex!).row));
      const gap = Math.min(...rows('brood')) - Math.max(...rows('wardens'));
      expect(gap).toBeGreaterThanOrEqual(12);
      expect(gap).toBeLessThanOrEqual(16);
    }
  });
});

describe("the assets README's skirmish tables say what the files say", () => {
  test('datasheets: faction, role, points, models, abilities', async () => {
    const { catalog } = await content();
    const readme = await readFile(join(ASSETS_DIR, 'README.md'), 'utf8');
    const rows = tableRows(readme, 'datasheet | id | faction | role');
    expect(rows).toEqual(
      Object.values(catalog.datasheets).map((d) => [
        d.name,
        d.id,
        d.faction,
        d.role,
        String(d.points),
        String(d.models.reduce((sum, m) => sum + m.count, 0)),
        Object.entries(d.abilities)
          .map(([k, v]) => (v === true ? k : `${k} ${String(v)}`))
          .join(', '),
      ]),
    );
  });

  test("missions: each side's points and reserves", async () => {
    const { catalog, missions } = await content();
    const readme = await readFile(join(ASSETS_DIR, 'README.md'), 'utf8');
    const rows = tableRows(readme, 'id | objectives | scoring a round');
    for (const m of missions) {
      const points = skirmishRosterPoints(armyOf(m), catalog);
      const reserve = m.sides.map((s) =>
        s.units.filter((u) => u.reserve).reduce((sum, u) => sum + (catalog.datasheets[u.datasheet]?.points ?? 0), 0),
      );
      const row = rows.find((r) => r[0] === m.id);
      expect(row?.[1]?.startsWith(String(m.objectives.length))).toBe(true);
      expect(row?.[3]).toBe(`${points['wardens']} / ${points['brood']} (${reserve[0]} / ${reserve[1]})`);
    }
  });
});

describe('clear errors naming file, path and problem', () => {
  async function problemsAfter<T>(file: string, change: (json: T) => void): Promise<string[]> {
    const root = await mkdtemp(join(tmpdir(), 'skirmish-assets-'));
    dirs.push(root);
    await cp(join(ASSETS_DIR, 'skirmish'), join(root, 'skirmish'), { recursive: true });
    const path = join(root, 'skirmish', file);
    const json = JSON.parse(await readFile(path, 'utf8')) as T;
    change(json);
    await writeFile(path, JSON.stringify(json));
    const problems: string[] = [];
    await loadSkirmishContent(root, problems);
    return problems;
  }
  type Sheets = { id: string; faction: string; models: { weapons: string[]; base?: string }[] }[];
  type Weapons = { id: string; kind: string; abilities?: Record<string, unknown> }[];

  test('a schema problem', async () => {
    const problems = await problemsAfter<Weapons>('weapons.json', (w) => {
      (w[0] as Record<string, unknown>)['skill'] = 9;
    });
    expect(problems.some((p) => p.startsWith('skirmish/weapons.json: [0].skill'))).toBe(true);
  });

  test.each<[string, string, (json: never) => void, string]>([
    [
      'an unknown weapon',
      'datasheets.json',
      ((d: Sheets) => {
        d[0]!.models[0]!.weapons[0] = 'ghost-gun';
      }) as (json: never) => void,
      'skirmish/datasheets.json: [0].models[0].weapons[0]: no weapon "ghost-gun" in skirmish/weapons.json',
    ],
    [
      'an unknown faction',
      'datasheets.json',
      ((d: Sheets) => {
        d[1]!.faction = 'pirates';
      }) as (json: never) => void,
      'skirmish/datasheets.json: [1].faction: no faction "pirates" in skirmish/factions.json',
    ],
    [
      'a datasheet id twice',
      'datasheets.json',
      ((d: Sheets) => {
        d[1]!.id = d[0]!.id;
      }) as (json: never) => void,
      'skirmish/datasheets.json: datasheet ids used twice: warden-line-squad',
    ],
    [
      'a model with no melee weapon',
      'datasheets.json',
      ((d: Sheets) => {
        d[1]!.models[0]!.weapons = ['melta-carbine'];
      }) as (json: never) => void,
      'skirmish/datasheets.json: [1].models[0].weapons: Bastion Guard carries no melee weapon to fight with',
    ],
    [
      'a large base under infantry',
      'datasheets.json',
      ((d: Sheets) => {
        d[1]!.models[0]!.base = 'large';
      }) as (json: never) => void,
      "skirmish/datasheets.json: [1].models[0].base: a large base is a vehicle's or a monster's",
    ],
    [
      'a ranged-only ability on a melee weapon',
      'weapons.json',
      ((w: Weapons) => {
        const bayonet = w.find((x) => x.id === 'bayonet')!;
        bayonet.abilities = { torrent: true };
      }) as (json: never) => void,
      'skirmish/weapons.json: [11].abilities: torrent only on a ranged weapon (bayonet)',
    ],
  ])('%s', async (_, file, change, expected) => {
    expect(await problemsAfter(file, change)).toContain(expected);
  });

  test.each<[string, (m: SkirmishMission) => void, string]>([
    [
      'a unit placed outside its zone',
      (m) => {
        m.sides[0]!.units[0]!.at = { q: 6, r: 5 };
      },
      'skirmish/missions/purge.json: sides[0].units[0].at: outside Concord Wardens\'s deployment zone',
    ],
    [
      'an objective off the board',
      (m) => {
        m.objectives[0]!.hex = { q: 40, r: 0 };
      },
      'skirmish/missions/purge.json: objectives[0].hex: off the board',
    ],
    [
      'an id that is not the file name',
      (m) => {
        m.id = 'purge-two';
      },
      'skirmish/missions/purge.json: id: "purge-two" must match the file name',
    ],
    [
      'its own army over the points',
      (m) => {
        m.points = 300;
      },
      'skirmish/missions/purge.json: sides.wardens: overPoints 425 of 300',
    ],
  ])('a mission: %s', async (_, change, expected) => {
    expect(await problemsAfter<SkirmishMission>('missions/purge.json', change)).toContain(expected);
  });
});

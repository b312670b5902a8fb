/**
 * Loads `skirmish`'s game data (assets/skirmish: factions, datasheets, weapons, missions; issue 44
 * deliverable 6) and checks it with the engine's zod schemas, then what the schemas cannot see: ids
 * used once, every datasheet of a known faction, every weapon a model carries in weapons.json, every
 * model able to fight (a melee weapon), abilities on the kind of weapon that reads them, large bases
 * only under vehicles and monsters, a character datasheet one character model; and every mission
 * built (setup.ts: its board, zones, terrain and objectives, each unit's `at` inside its zone, free
 * and its formation placeable) with its own armies within the roster rules. Problems name the file
 * and the path, as fleet-content.ts does.
 */
import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { z } from 'zod';
import {
  DatasheetSchema,
  FactionSchema,
  initialSkirmishState,
  type Datasheet,
  type Faction,
  type SkirmishCatalog,
  type SkirmishMission,
  SkirmishMissionSchema,
  type SkirmishRoster,
  skirmishRosterProblems,
  type Weapon,
  WeaponSchema,
} from '../engine/rulesets/skirmish/index.js';
import { readJson } from './read-json.js';

export interface SkirmishContent {
  readonly catalog: SkirmishCatalog;
  readonly missions: readonly SkirmishMission[];
}

/** Weapon abilities only a ranged weapon reads (seed 003 Shooting; the Attack Sequence's others read both). */
const RANGED_ONLY = ['assault', 'heavy', 'pistol', 'rapidFire', 'melta', 'torrent'] as const;

const twice = (ids: readonly string[]): string[] => [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];

function weaponProblems(weapons: readonly Weapon[]): string[] {
  const problems: string[] = [];
  const repeated = twice(weapons.map((w) => w.id));
  if (repeated.length > 0) problems.push(`skirmish/weapons.json: weapon ids used twice: ${repeated.join(', ')}`);
  weapons.forEach((w, i) => {
    if (w.kind !== 'melee') return;
    const odd = RANGED_ONLY.filter((a) => w.abilities[a] !== undefined);
    if (odd.length > 0)
      problems.push(`skirmish/weapons.json: [${i}].abilities: ${odd.join(', ')} only on a ranged weapon (${w.id})`);
  });
  return problems;
}

function datasheetProblems(datasheet: Datasheet, i: number, factions: Set<string>, weapons: Map<string, Weapon>): string[] {
  const problems: string[] = [];
  const at = `skirmish/datasheets.json: [${i}]`;
  if (!factions.has(datasheet.faction))
    problems.push(`${at}.faction: no faction "${datasheet.faction}" in skirmish/factions.json`);
  const profiles = twice(datasheet.models.map((m) => m.id));
  if (profiles.length > 0) problems.push(`${at}.models: model ids used twice: ${profiles.join(', ')}`);
  const count = datasheet.models.reduce((sum, m) => sum + m.count, 0);
  if (count > 20) problems.push(`${at}.models: ${count} models; a unit fields at most 20`);
  datasheet.models.forEach((m, j) => {
    const path = `${at}.models[${j}]`;
    m.weapons.forEach((w, k) => {
      if (!weapons.has(w)) problems.push(`${path}.weapons[${k}]: no weapon "${w}" in skirmish/weapons.json`);
    });
    // Every model fights with a melee weapon (seed 003, Fight: "its first melee weapon").
    if (!m.weapons.some((w) => weapons.get(w)?.kind === 'melee'))
      problems.push(`${path}.weapons: ${m.name} carries no melee weapon to fight with`);
    if (twice(m.weapons).length > 0) problems.push(`${path}.weapons: a weapon listed twice`);
    if (m.base === 'large' && !m.keywords.some((k) => k === 'vehicle' || k === 'monster'))
      problems.push(`${path}.base: a large base is a vehicle's or a monster's`);
  });
  if (datasheet.role === 'character' && (count !== 1 || !datasheet.models[0]?.keywords.includes('character')))
    problems.push(`${at}.models: a character datasheet is one model with the character keyword`);
  return problems;
}

export function checkSkirmishCatalog(
  factions: readonly Faction[],
  datasheets: readonly Datasheet[],
  weapons: readonly Weapon[],
): string[] {
  const problems: string[] = [];
  const factionIds = twice(factions.map((f) => f.id));
  if (factionIds.length > 0) problems.push(`skirmish/factions.json: faction ids used twice: ${factionIds.join(', ')}`);
  const sheetIds = twice(datasheets.map((d) => d.id));
  if (sheetIds.length > 0) problems.push(`skirmish/datasheets.json: datasheet ids used twice: ${sheetIds.join(', ')}`);
  const sheetNames = twice(datasheets.map((d) => d.name.toLowerCase()));
  if (sheetNames.length > 0) problems.push(`skirmish/datasheets.json: datasheet names used twice: ${sheetNames.join(', ')}`);
  problems.push(...weaponProblems(weapons));
  const known = new Set(factions.map((f) => f.id));
  const byId = new Map(weapons.map((w) => [w.id, w]));
  datasheets.forEach((d, i) => problems.push(...datasheetProblems(d, i, known, byId)));
  return problems;
}

/** The mission's own armies as a roster, checked by the roster rules at the mission's points. */
export function ownArmyProblems(mission: SkirmishMission, catalog: SkirmishCatalog, file: string): string[] {
  const roster: SkirmishRoster = Object.fromEntries(
    mission.sides.map((side) => [
      side.id,
      side.units.map((u) => ({ name: u.name, datasheet: u.datasheet, reserve: u.reserve })),
    ]),
  );
  return skirmishRosterProblems(roster, mission, catalog, { points: null }).map(
    (p) =>
      `${file}: sides.${p.side}: ${p.code}${p.unit ? ` ${p.unit}` : ''}${p.subject ? ` (${p.subject})` : ''}${
        p.total === undefined ? '' : ` ${p.total} of ${p.limit ?? '?'}`
      }`,
  );
}

/** Loads and validates `<root>/skirmish`; problems are pushed onto `problems`. */
export async function loadSkirmishContent(root: string, problems: string[]): Promise<SkirmishContent> {
  const dir = join(root, 'skirmish');
  const at = (name: string) => ({ path: join(dir, name), file: `skirmish/${name}` });
  const load = <T>(name: string, schema: z.ZodType<T>) => readJson(at(name).path, at(name).file, schema, problems);
  const factions = (await load('factions.json', z.array(FactionSchema))) ?? [];
  const datasheets = (await load('datasheets.json', z.array(DatasheetSchema))) ?? [];
  const weapons = (await load('weapons.json', z.array(WeaponSchema))) ?? [];
  const catalogProblems = checkSkirmishCatalog(factions, datasheets, weapons);
  problems.push(...catalogProblems);
  const catalog: SkirmishCatalog = {
    factions,
    datasheets: Object.fromEntries(datasheets.map((d) => [d.id, d])),
    weapons: Object.fromEntries(weapons.map((w) => [w.id, w])),
  };
  const missions: SkirmishMission[] = [];
  const names = (await readdir(join(dir, 'missions'))).filter((n) => n.endsWith('.json')).sort();
  for (const name of names) {
    const { path, file } = at(`missions/${name}`);
    const mission = await readJson(path, file, SkirmishMissionSchema, problems);
    if (!mission) continue;
    if (basename(name, '.json') !== mission.id) problems.push(`${file}: id: "${mission.id}" must match the file name`);
    mission.sides.forEach((side, s) => {
      if (!catalog.factions.some((f) => f.id === side.faction))
        problems.push(`${file}: sides[${s}].faction: no faction "${side.faction}" in skirmish/factions.json`);
    });
    const built = initialSkirmishState(mission, null, catalog, 'load-check');
    if (!built.ok) problems.push(`${file}: ${built.error.path}: ${built.error.message}`);
    else problems.push(...ownArmyProblems(mission, catalog, file));
    missions.push(mission);
  }
  return { catalog, missions };
}

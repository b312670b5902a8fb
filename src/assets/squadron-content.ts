/**
 * Loads `squadron`'s game data (assets/squadron: ship types, pilots, upgrades, scenarios; issue 14)
 * and checks it with the engine's zod schemas, then every reference between the files, by building
 * each scenario. Problems name the file and the path inside it, as the impulse loader's do.
 */
import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { squadron } from '../engine/index.js';
import { readJson } from './read-json.js';

export interface SquadronContent {
  readonly catalog: squadron.SquadronCatalog;
  readonly scenarios: readonly squadron.SquadronScenario[];
}

function checkCatalog(catalog: squadron.SquadronCatalog): string[] {
  const problems: string[] = [];
  const ships = new Set(catalog.ships.map((s) => s.id));
  catalog.pilots.forEach((p, i) => {
    if (!ships.has(p.ship)) problems.push(`squadron/pilots.json: [${i}].ship: no ship type "${p.ship}"`);
  });
  for (const [file, ids] of [
    ['ships', catalog.ships.map((s) => s.id)],
    ['pilots', catalog.pilots.map((p) => p.id)],
    ['upgrades', catalog.upgrades.map((u) => u.id)],
  ] as const) {
    const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (twice.length > 0) problems.push(`squadron/${file}.json: ids used twice: ${twice.join(', ')}`);
  }
  return problems;
}

/** Loads and validates `<root>/squadron`; problems are pushed onto `problems`. */
export async function loadSquadronContent(root: string, problems: string[]): Promise<SquadronContent> {
  const dir = join(root, 'squadron');
  const at = (name: string) => ({ path: join(dir, name), file: `squadron/${name}` });
  const load = <T>(name: string, schema: z.ZodType<T>) => readJson(at(name).path, at(name).file, schema, problems);
  const ships = (await load('ships.json', z.array(squadron.ShipTypeSchema))) ?? [];
  const pilots = (await load('pilots.json', z.array(squadron.PilotSchema))) ?? [];
  const upgrades = (await load('upgrades.json', z.array(squadron.UpgradeSchema))) ?? [];
  const catalog = { ships, pilots, upgrades };
  problems.push(...checkCatalog(catalog));
  const scenarios: squadron.SquadronScenario[] = [];
  const names = (await readdir(join(dir, 'scenarios'))).filter((n) => n.endsWith('.json')).sort();
  for (const name of names) {
    const { path, file } = at(`scenarios/${name}`);
    const scenario = await readJson(path, file, squadron.SquadronScenarioSchema, problems);
    if (!scenario) continue;
    if (basename(name, '.json') !== scenario.id) problems.push(`${file}: id: "${scenario.id}" must match the file name`);
    const built = squadron.SQUADRON.createGame(scenario, null, catalog, 'load-check');
    if (!built.ok) problems.push(`${file}: ${built.error.path}: ${built.error.message}`);
    scenarios.push(scenario);
  }
  return { catalog, scenarios };
}

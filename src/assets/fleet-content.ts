/**
 * Loads `fleet`'s game data (assets/fleet: ship classes, squadron classes, scenarios; issue 43
 * deliverable 7) and checks it with the engine's zod schemas, then what the schemas cannot see: ids
 * used once, keywords that match their numbers, defence tokens where they belong, every scenario's
 * deploy places able to take any ship, its own fleets within the roster rules, and every reference
 * (by building each scenario, as squadron-content.ts does). Problems name the file and the path.
 */
import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { footprintsOverlap, occupiedHexes } from '../engine/core/footprint.js';
import { hexKey, type Facing } from '../engine/core/hex.js';
import {
  FleetScenarioSchema,
  ShipClassSchema,
  SquadronClassSchema,
  baseAt,
  baseOnBoard,
  createFleetGame,
  fleetRosterProblems,
  type FleetCatalog,
  type FleetRoster,
  type FleetScenario,
} from '../engine/rulesets/fleet/index.js';
import { readJson } from './read-json.js';

export interface FleetContent {
  readonly catalog: FleetCatalog;
  readonly scenarios: readonly FleetScenario[];
}

/** Squadron tokens are the aces' (brace, evade, scatter); scatter is a squadron's only. */
const SQUADRON_TOKENS = new Set(['brace', 'evade', 'scatter']);

export function checkFleetCatalog(catalog: FleetCatalog): string[] {
  const problems: string[] = [];
  const ids = [...catalog.ships.map((s) => s.id), ...catalog.squadrons.map((s) => s.id)];
  const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (twice.length > 0) problems.push(`fleet: class ids used twice: ${[...new Set(twice)].join(', ')}`);
  catalog.ships.forEach((c, i) => {
    if (c.tokens.includes('scatter'))
      problems.push(`fleet/ships.json: [${i}].tokens: scatter is a squadron ace's token, not a ship's`);
  });
  catalog.squadrons.forEach((c, i) => {
    const at = `fleet/squadrons.json: [${i}]`;
    if (c.keywords.includes('counter') !== c.counter > 0)
      problems.push(`${at}.counter: the counter keyword and a counter value above 0 go together`);
    const odd = c.tokens.filter((t) => !SQUADRON_TOKENS.has(t));
    if (odd.length > 0) problems.push(`${at}.tokens: a squadron carries only brace, evade and scatter (not ${odd.join(', ')})`);
    if (c.tokens.length > 0 && !c.unique) problems.push(`${at}.tokens: only a named ace (unique) carries defence tokens`);
  });
  return problems;
}

/**
 * A side's deploy places take any list: each holds the largest ship on the board, apart from every
 * other place and clear of obstacles and objective tokens (a list's units go wherever its order puts them).
 */
export function deployProblems(scenario: FleetScenario, file: string): string[] {
  const problems: string[] = [];
  const markers = new Set([...scenario.obstacles.map((o) => o.hex), ...(scenario.objective?.tokens ?? [])].map(hexKey));
  const places = scenario.sides.flatMap((side, s) =>
    side.deploy.map((p, i) => ({
      path: `sides[${s}].deploy[${i}]`,
      base: baseAt('large', { anchor: p.hex, facing: p.facing as Facing }),
    })),
  );
  places.forEach(({ path, base }, i) => {
    if (!baseOnBoard(scenario, base)) problems.push(`${file}: ${path}: a large ship placed here is off the board`);
    if (occupiedHexes(base).some((h) => markers.has(hexKey(h))))
      problems.push(`${file}: ${path}: a large ship placed here lies on an obstacle or objective token`);
    const clash = places.findIndex((other, j) => j > i && footprintsOverlap(base, other.base));
    if (clash >= 0) problems.push(`${file}: ${path}: a large ship placed here overlaps ${places[clash]?.path ?? ''}`);
  });
  return problems;
}

/** The scenario's own fleets as a roster, checked by the roster rules at the scenario's points. */
export function ownFleetProblems(scenario: FleetScenario, catalog: FleetCatalog, file: string): string[] {
  const roster: FleetRoster = Object.fromEntries(
    scenario.sides.map((side) => [
      side.id,
      [
        ...side.ships.map((u) => ({ kind: 'ship' as const, class: u.class, name: u.name })),
        ...side.squadrons.map((u) => ({ kind: 'squadron' as const, class: u.class, name: u.name })),
      ],
    ]),
  );
  return fleetRosterProblems(roster, scenario, catalog, { points: null }).map(
    (p) =>
      `${file}: sides.${p.side}: ${p.code}${p.unit ? ` ${p.unit}` : ''}${p.subject ? ` (${p.subject})` : ''}${
        p.total === undefined ? '' : ` ${p.total} of ${p.limit ?? '?'}`
      }`,
  );
}

/** Loads and validates `<root>/fleet`; problems are pushed onto `problems`. */
export async function loadFleetContent(root: string, problems: string[]): Promise<FleetContent> {
  const dir = join(root, 'fleet');
  const at = (name: string) => ({ path: join(dir, name), file: `fleet/${name}` });
  const load = <T>(name: string, schema: z.ZodType<T>) => readJson(at(name).path, at(name).file, schema, problems);
  const ships = (await load('ships.json', z.array(ShipClassSchema))) ?? [];
  const squadrons = (await load('squadrons.json', z.array(SquadronClassSchema))) ?? [];
  const catalog: FleetCatalog = { ships, squadrons };
  problems.push(...checkFleetCatalog(catalog));
  const scenarios: FleetScenario[] = [];
  const names = (await readdir(join(dir, 'scenarios'))).filter((n) => n.endsWith('.json')).sort();
  for (const name of names) {
    const { path, file } = at(`scenarios/${name}`);
    const scenario = await readJson(path, file, FleetScenarioSchema, problems);
    if (!scenario) continue;
    if (basename(name, '.json') !== scenario.id) problems.push(`${file}: id: "${scenario.id}" must match the file name`);
    const built = createFleetGame(scenario, null, catalog, 'load-check');
    if (!built.ok) problems.push(`${file}: ${built.error.path}: ${built.error.message}`);
    else {
      problems.push(...deployProblems(scenario, file));
      problems.push(...ownFleetProblems(scenario, catalog, file));
    }
    scenarios.push(scenario);
  }
  return { catalog, scenarios };
}

/**
 * Loads the game data in `assets/` (ship classes, weapon types, scenarios) and validates every file
 * with the engine's zod schemas, then checks the references between files. Problems come back as a
 * list of messages naming the file, the path inside it and what is wrong, so a broken data file
 * stops start-up with a clear explanation instead of a stack trace.
 */
import { readFile, readdir } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import type { z } from 'zod';
import { impulse } from '../engine/index.js';
import { PROJECT_ROOT } from '../paths.js';
import { describeIssues } from './describe-issues.js';
import { loadFleetContent, type FleetContent } from './fleet-content.js';
import { loadSkirmishContent, type SkirmishContent } from './skirmish-content.js';
import { loadSquadronContent, type SquadronContent } from './squadron-content.js';

/** The game data is read where it is kept, at the project's root, also when the code runs from dist/. */
export const ASSETS_DIR = join(PROJECT_ROOT, 'assets');

export interface Catalog {
  readonly classes: readonly impulse.ShipClass[];
  readonly weapons: readonly impulse.WeaponType[];
  readonly scenarios: readonly impulse.Scenario[];
  /** `squadron`'s ships, pilots, upgrades and scenarios (assets/squadron). */
  readonly squadron?: SquadronContent;
  /** `fleet`'s ship classes, squadron classes and scenarios (assets/fleet). */
  readonly fleet?: FleetContent;
  /** `skirmish`'s factions, datasheets, weapons and missions (assets/skirmish). */
  readonly skirmish?: SkirmishContent;
}

export class AssetError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid game data:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'AssetError';
  }
}

export { describeIssues } from './describe-issues.js';

interface Parsed<T> {
  readonly file: string;
  readonly value: T;
}

async function loadFolder<T>(root: string, folder: string, schema: z.ZodType<T>, problems: string[]): Promise<Parsed<T>[]> {
  const dir = join(root, folder);
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  const parsed: Parsed<T>[] = [];
  for (const name of names) {
    const path = join(dir, name);
    const file = relative(join(root, '..'), path);
    let json: unknown;
    try {
      json = JSON.parse(await readFile(path, 'utf8'));
    } catch (e) {
      problems.push(`${file}: not valid JSON: ${(e as Error).message}`);
      continue;
    }
    const result = schema.safeParse(json);
    if (!result.success) problems.push(...describeIssues(file, result.error));
    else parsed.push({ file, value: result.data });
  }
  return parsed;
}

function checkIdsMatchFiles<T extends { id: string }>(items: readonly Parsed<T>[], problems: string[]): void {
  for (const { file, value } of items) {
    if (basename(file, '.json') !== value.id) problems.push(`${file}: id: "${value.id}" must match the file name`);
  }
}

/** Every reference between files points at something that exists. */
export function checkReferences(classes: readonly Parsed<impulse.ShipClass>[], weapons: readonly Parsed<impulse.WeaponType>[], scenarios: readonly Parsed<impulse.Scenario>[]): string[] {
  const problems: string[] = [];
  const weaponIds = new Set(weapons.map((w) => w.value.id));
  const classIds = new Map(classes.map((c) => [c.value.id, c.value]));
  for (const { file, value } of classes) {
    value.groups.forEach((g, i) => {
      if (!weaponIds.has(g.weapon)) problems.push(`${file}: groups[${i}].weapon: no weapon type "${g.weapon}" in assets/weapons`);
    });
  }
  for (const { file, value } of scenarios) {
    value.ships.forEach((s, i) => {
      const shipClass = classIds.get(s.class);
      const side = value.sides.find((d) => d.id === s.side);
      if (!shipClass) problems.push(`${file}: ships[${i}].class: no ship class "${s.class}" in assets/ships`);
      else if (side && side.faction !== shipClass.faction) {
        problems.push(`${file}: ships[${i}].class: ${shipClass.name} belongs to faction "${shipClass.faction}", but side ${side.id} is "${side.faction}"`);
      }
    });
    // Everything else a scenario needs (curves, preset damage, start hexes) is checked by building it.
    if (problems.length === 0) {
      const built = impulse.createGame(value, { classes: classes.map((c) => c.value), weapons: weapons.map((w) => w.value) }, 'load-check');
      if (!built.ok) problems.push(`${file}: ${built.error.path}: ${built.error.message}`);
    }
  }
  return problems;
}

/** Loads and validates everything under `root` (the repository's assets/ by default). */
export async function loadCatalog(root: string = ASSETS_DIR): Promise<Catalog> {
  const problems: string[] = [];
  const weapons = await loadFolder(root, 'weapons', impulse.WeaponTypeSchema, problems);
  const classes = await loadFolder(root, 'ships', impulse.ShipClassSchema, problems);
  const scenarios = await loadFolder(root, 'scenarios', impulse.ScenarioSchema, problems);
  checkIdsMatchFiles(weapons, problems);
  checkIdsMatchFiles(classes, problems);
  checkIdsMatchFiles(scenarios, problems);
  problems.push(...checkReferences(classes, weapons, scenarios));
  const squadronContent = await loadSquadronContent(root, problems);
  const fleetContent = await loadFleetContent(root, problems);
  const skirmishContent = await loadSkirmishContent(root, problems);
  if (problems.length > 0) throw new AssetError(problems);
  return {
    classes: classes.map((c) => c.value),
    weapons: weapons.map((w) => w.value),
    scenarios: scenarios.map((s) => s.value),
    squadron: squadronContent,
    fleet: fleetContent,
    skirmish: skirmishContent,
  };
}

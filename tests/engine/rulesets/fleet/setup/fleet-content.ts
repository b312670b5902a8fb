/** `fleet`'s bundled content for the setup, roster and score tests, and games built from it. */
import { ASSETS_DIR } from '../../../../../src/assets/load-catalog.js';
import { loadFleetContent, type FleetContent } from '../../../../../src/assets/fleet-content.js';
import { fromOffset } from '../../../../../src/engine/core/hex-label.js';
import type { Facing, Hex } from '../../../../../src/engine/core/hex.js';
import type { FleetScenario } from '../../../../../src/engine/rulesets/fleet/data/schema.js';
import type { FleetRoster } from '../../../../../src/engine/rulesets/fleet/roster.js';
import { createFleetGame } from '../../../../../src/engine/rulesets/fleet/setup.js';
import type { FleetShip, FleetState } from '../../../../../src/engine/rulesets/fleet/state.js';

let loaded: Promise<FleetContent> | undefined;

export function fleetContent(): Promise<FleetContent> {
  loaded ??= (async () => {
    const problems: string[] = [];
    const content = await loadFleetContent(ASSETS_DIR, problems);
    if (problems.length > 0) throw new Error(problems.join('\n'));
    return content;
  })();
  return loaded;
}

export async function fleetScenario(id: string): Promise<FleetScenario> {
  const scenario = (await fleetContent()).scenarios.find((s) => s.id === id);
  if (!scenario) throw new Error(`no fleet scenario ${id}`);
  return scenario;
}

export async function fleetGame(id: string, roster: FleetRoster | null = null, seed = 'test') {
  const content = await fleetContent();
  const scenario = await fleetScenario(id);
  const created = createFleetGame(scenario, roster, content.catalog, seed);
  if (!created.ok) throw new Error(`${created.error.code} ${created.error.path}: ${created.error.message}`);
  return { scenario, catalog: content.catalog, ...created.value };
}

/** A hex by its map label's column and row ("0807" is column 8, row 7). */
export const at = (col: number, row: number): Hex => fromOffset({ col, row });

/** The state with one ship changed. */
export const withShip = (state: FleetState, id: string, change: Partial<FleetShip>): FleetState => ({
  ...state,
  ships: state.ships.map((s) => (s.id === id ? { ...s, ...change } : s)),
});

/** The state with a ship moved to `col`,`row` facing `facing`. */
export const moveShip = (state: FleetState, id: string, col: number, row: number, facing: Facing): FleetState =>
  withShip(state, id, { at: { anchor: at(col, row), facing } });

export const shipNamed = (state: FleetState, name: string): FleetShip => {
  const ship = state.ships.find((s) => s.name === name);
  if (!ship) throw new Error(`no ship ${name}`);
  return ship;
};

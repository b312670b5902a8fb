/** `fleet` games for tests: the bundled content, a scenario by id, and random legal play. */
import { loadCatalog } from '../../src/assets/load-catalog.js';
import { FLEET } from '../../src/engine/rulesets/fleet/ruleset.js';
import { playContractRandomly } from './contract-random-play.js';
import type { FleetState } from '../../src/engine/rulesets/fleet/state.js';

export async function fleetContent() {
  const catalog = await loadCatalog();
  if (!catalog.fleet) throw new Error('no fleet content');
  return catalog.fleet;
}

export async function fleetGame(scenarioId = 'pitched-battle', seed = 'test') {
  const content = await fleetContent();
  const scenario = content.scenarios.find((s) => s.id === scenarioId);
  if (!scenario) throw new Error(`no fleet scenario ${scenarioId}`);
  const created = FLEET.createGame(scenario, null, content.catalog, seed);
  if (!created.ok) throw new Error(created.error.message);
  return { scenario, catalog: content.catalog, ...created.value };
}

/** Plays random legal commands from `state` for at most `steps` commands; every one must be accepted. */
export function playFleetRandomly(state: FleetState, seed: string, steps: number) {
  return playContractRandomly(FLEET, state, seed, steps);
}

/** `fleet` games for tests: the bundled content, a scenario by id, and random legal play. */
import { loadCatalog } from '../../src/assets/load-catalog.js';
import { createRng, seedRng } from '../../src/engine/index.js';
import { FLEET } from '../../src/engine/rulesets/fleet/ruleset.js';
import type { FleetCommand } from '../../src/engine/rulesets/fleet/commands.js';
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
  const rng = createRng(seedRng(seed));
  const log: FleetCommand[] = [];
  let current = state;
  for (let i = 0; i < steps && current.outcome === null; i++) {
    const { sides, moment } = FLEET.awaiting(current);
    const side = sides[rng.int(sides.length)];
    if (side === undefined) throw new Error(`nobody to act at ${moment}`);
    const legal = FLEET.legalCommands(current, side);
    const command = legal[rng.int(legal.length)];
    if (!command) throw new Error(`no legal command for ${side} at ${moment}`);
    const applied = FLEET.applyCommand(current, command);
    if (!applied.ok)
      throw new Error(`legal command refused at ${moment}: ${applied.error.code} ${JSON.stringify(command)}`);
    log.push(command);
    current = applied.value.state;
  }
  return { state: current, log };
}

/** An `impulse` game of a bundled scenario, and commands applied to a frozen state (rule tests). */
import { loadCatalog } from '../../src/assets/load-catalog.js';
import { impulse } from '../../src/engine/index.js';
import { deepFreeze } from './build.js';

type State = impulse.GameState;

/** The opening state of a bundled scenario, dice seeded from `seed`. */
export async function bundledGame(id: string, seed: string): Promise<State> {
  const catalog = await loadCatalog();
  const scenario = catalog.scenarios.find((s) => s.id === id);
  if (!scenario) throw new Error(`${id} missing`);
  const created = impulse.createGame(scenario, catalog, seed);
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

/** Applies a command that must be accepted; the state is frozen first, so a rule that mutates it fails. */
export function applyAccepted(state: State, cmd: impulse.Command): { state: State; events: impulse.GameEvent[] } {
  const result = impulse.applyCommand(deepFreeze(state), cmd);
  if (!result.ok) throw new Error(`${cmd.type}: ${result.error.code} ${JSON.stringify(result.error.detail)}`);
  return result.value;
}

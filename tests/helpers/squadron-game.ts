/** `squadron` games for tests: the bundled content, a scenario by id, and random legal play. */
import { loadCatalog } from '../../src/assets/load-catalog.js';
import { createRng, seedRng, squadron } from '../../src/engine/index.js';

type State = squadron.SquadronState;

export async function squadronContent() {
  const catalog = await loadCatalog();
  if (!catalog.squadron) throw new Error('no squadron content');
  return catalog.squadron;
}

export async function squadronGame(scenarioId: string, seed = 'test') {
  const content = await squadronContent();
  const scenario = content.scenarios.find((s) => s.id === scenarioId);
  if (!scenario) throw new Error(`no scenario ${scenarioId}`);
  const created = squadron.SQUADRON.createGame(scenario, content.catalog, seed);
  if (!created.ok) throw new Error(created.error.message);
  return { scenario, catalog: content.catalog, ...created.value };
}

/** Plays random legal commands from `state` for at most `steps` commands; every one must be accepted. */
export function playRandomly(state: State, seed: string, steps: number) {
  const rng = createRng(seedRng(seed));
  const log: squadron.SquadronCommand[] = [];
  let current = state;
  for (let i = 0; i < steps && current.outcome === null; i++) {
    const { sides } = squadron.SQUADRON.awaiting(current);
    const side = sides[rng.int(sides.length)];
    if (side === undefined) throw new Error(`nobody to act at ${squadron.SQUADRON.awaiting(current).moment}`);
    const legal = squadron.SQUADRON.legalCommands(current, side);
    const command = legal[rng.int(legal.length)];
    if (!command) throw new Error(`no legal command for ${side} at ${squadron.SQUADRON.awaiting(current).moment}`);
    const applied = squadron.SQUADRON.applyCommand(current, command);
    if (!applied.ok) throw new Error(`legal command refused: ${applied.error.code}`);
    log.push(command);
    current = applied.value.state;
  }
  return { state: current, log };
}

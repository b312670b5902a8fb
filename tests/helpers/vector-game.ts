/** `vector` games for tests: a bundled impulse scenario flown under seed 002's rules, and random legal play. */
import { loadCatalog } from '../../src/assets/load-catalog.js';
import { createRng, scriptedRng, seedRng } from '../../src/engine/index.js';
import {
  VECTOR,
  VectorScenarioSchema,
  type VectorCommand,
  type VectorEvent,
  type VectorState,
} from '../../src/engine/rulesets/vector/index.js';

export async function vectorGame(
  scenarioId = 'cruiser-duel',
  settings: Record<string, unknown> = {},
  seed = 'vector-test',
) {
  const catalog = await loadCatalog();
  const scenario = catalog.scenarios.find((s) => s.id === scenarioId);
  if (!scenario) throw new Error(`no scenario ${scenarioId}`);
  const input = VectorScenarioSchema.parse({ scenario, settings });
  const created = VECTOR.createGame(
    input,
    null,
    { classes: [...catalog.classes], weapons: [...catalog.weapons] },
    seed,
  );
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

export function vplay(state: VectorState, ...commands: VectorCommand[]) {
  let current = state;
  const events: VectorEvent[] = [];
  for (const command of commands) {
    const applied = VECTOR.applyCommand(current, command);
    if (!applied.ok)
      throw new Error(`${command.type} refused: ${applied.error.code} ${JSON.stringify(applied.error.detail)}`);
    current = applied.value.state;
    events.push(...applied.value.events);
  }
  return { state: current, events };
}

export const vrefusal = (state: VectorState, command: VectorCommand): string | undefined => {
  const applied = VECTOR.applyCommand(state, command);
  return applied.ok ? undefined : applied.error.code;
};

export const withVectorDice = (state: VectorState, faces: readonly number[]): VectorState => ({
  ...state,
  board: { ...state.board, rng: scriptedRng(faces) },
});

export const vship = (state: VectorState, id: string) => {
  const ship = state.board.ships.find((s) => s.id === id);
  if (!ship) throw new Error(`no ship ${id}`);
  return ship;
};

/** Random legal play for at most `steps` commands. */
export function vectorRandomly(state: VectorState, seed: string, steps: number) {
  const rng = createRng(seedRng(seed));
  const log: VectorCommand[] = [];
  let current = state;
  for (let i = 0; i < steps && current.outcome === null; i++) {
    const { sides } = VECTOR.awaiting(current);
    const side = sides[rng.int(sides.length)];
    if (side === undefined) throw new Error(`nobody to act at ${VECTOR.awaiting(current).moment}`);
    const legal = VECTOR.legalCommands(current, side);
    const command = legal[rng.int(legal.length)];
    if (!command) throw new Error(`no legal command for ${side} at ${VECTOR.awaiting(current).moment}`);
    const applied = VECTOR.applyCommand(current, command);
    if (!applied.ok) throw new Error(`legal command refused: ${applied.error.code}`);
    log.push(command);
    current = applied.value.state;
  }
  return { state: current, log };
}

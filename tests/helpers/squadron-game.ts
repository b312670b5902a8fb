/** `squadron` games for tests: the bundled content, a scenario by id, and random legal play. */
import { loadCatalog } from '../../src/assets/load-catalog.js';
import { createRng, scriptedRng, seedRng, squadron } from '../../src/engine/index.js';

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
  const created = squadron.SQUADRON.createGame(scenario, null, content.catalog, seed);
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

type Entry = { pilot: string; hex: string; facing: 'N' | 'NE' | 'SE' | 'S' | 'SW' | 'NW'; upgrades?: string[] };

/**
 * A small table for a rule test: the bundled pilots placed as given on an open 24x20 mat (or with
 * obstacles), then the dice scripted (faces by place on the die, `dice.ts`).
 */
export async function table(
  concord: Entry[],
  veyra: Entry[],
  options: { obstacles?: { kind: 'asteroid' | 'debris'; hex: string }[]; settings?: Record<string, unknown> } = {},
) {
  const content = await squadronContent();
  const scenario = squadron.SquadronScenarioSchema.parse({
    id: 'rule-test',
    name: 'Rule test',
    cols: 24,
    rows: 20,
    pointsLimit: 400,
    rounds: 12,
    victory: 'lastSquadron',
    obstacles: options.obstacles ?? [],
    settings: options.settings ?? {},
    sides: [
      { id: 'concord', name: 'Concord Navy', faction: 'concord', squad: concord },
      { id: 'veyra', name: 'Veyra Host', faction: 'veyra', squad: veyra },
    ],
  });
  const created = squadron.SQUADRON.createGame(scenario, null, content.catalog, 'rule-test');
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

export function withDice(state: State, faces: readonly number[]): State {
  return { ...state, rng: scriptedRng(faces) };
}

/** The state with ships changed as a test arranges them (tokens, stress, damage). */
export function arrange(state: State, changes: Readonly<Record<string, Partial<squadron.SquadShip>>>): State {
  return { ...state, ships: state.ships.map((s) => ({ ...s, ...(changes[s.id] ?? {}) })) };
}

/** Applies commands in turn; a refusal fails the test with its code. Returns the state and all events. */
export function play(state: State, ...commands: squadron.SquadronCommand[]) {
  let current = state;
  const events: squadron.SquadronEvent[] = [];
  for (const command of commands) {
    const applied = squadron.SQUADRON.applyCommand(current, command);
    if (!applied.ok)
      throw new Error(`${command.type} refused: ${applied.error.code} ${JSON.stringify(applied.error.detail)}`);
    current = applied.value.state;
    events.push(...applied.value.events);
  }
  return { state: current, events };
}

/** The code a command is refused with (undefined if it is accepted). */
export function refusal(state: State, command: squadron.SquadronCommand): string | undefined {
  const applied = squadron.SQUADRON.applyCommand(state, command);
  return applied.ok ? undefined : applied.error.code;
}

/** Sets every ship's dial: `dials` by ship, the rest a white straight 1 or 2, whichever its chart has. */
export function dialAll(state: State, dials: Readonly<Record<string, string>> = {}) {
  const commands = state.sides.map((side) => ({
    type: 'dials' as const,
    side: side.id,
    dials: Object.fromEntries(
      state.ships
        .filter((s) => s.side === side.id && !s.destroyed)
        .map((s) => [
          s.id,
          dials[s.id] ??
            s.stats.dial.find((d) => /^[12]FW$/.test(d)) ??
            s.stats.dial.find((d) => /^[12]F/.test(d)) ??
            '',
        ]),
    ),
  }));
  return play(state, ...commands);
}

export const ship = (state: State, id: string) => {
  const found = state.ships.find((s) => s.id === id);
  if (!found) throw new Error(`no ship ${id}`);
  return found;
};

/** Every action step until `until` (a ship's step) or the end of the Activation phase: each ship passes. */
export function passActions(state: State, until?: string) {
  let current = state;
  const events: squadron.SquadronEvent[] = [];
  while (current.phase === 'activation' && current.activation && current.activation.ship !== until) {
    const step = current.activation;
    const side = ship(current, step.ship).side;
    const command: squadron.SquadronCommand =
      step.step === 'decloak'
        ? { type: 'decloak', side, ship: step.ship, how: 'stay' }
        : { type: 'action', side, ship: step.ship, action: 'pass' };
    const played = play(current, command);
    current = played.state;
    events.push(...played.events);
  }
  return { state: current, events };
}

/** A cannon, the kind of weapon a reload never touches (no card of ours is one): for reload tests. */
export const RAIL_CANNON: squadron.SquadShip['weapons'][number] = {
  id: 'rail-cannon',
  name: 'Rail Cannon',
  slot: 'cannon',
  attack: 3,
  minRange: 1,
  maxRange: 3,
  arc: 'front',
  requiresLock: false,
  charges: 0,
  chargesMax: 1,
};

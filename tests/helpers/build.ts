/**
 * Builders for rule tests: small inline ship classes and weapons (independent of assets/, so a data
 * change never breaks a rule test), games placed at any step, and scripted dice.
 */
import { expect } from 'vitest';
import { type Hex, type FacingName, FACING_NAMES } from '../../src/engine/core/hex.js';
import { formatHex } from '../../src/engine/core/hex-label.js';
import { createRng, scriptedRng, seedRng } from '../../src/engine/core/rng.js';
import { settle } from '../../src/engine/rulesets/impulse/flow/advance.js';
import { createCtx } from '../../src/engine/rulesets/impulse/context.js';
import { impulse } from '../../src/engine/index.js';
import { buildInitialState } from '../../src/engine/rulesets/impulse/setup.js';

type ClassInput = Partial<Parameters<typeof impulse.ShipClassSchema.parse>[0]> & Record<string, unknown>;

export const TEST_WEAPONS: impulse.WeaponType[] = [
  impulse.WeaponTypeSchema.parse({
    id: 'beam',
    name: 'Test Beam',
    kind: 'direct',
    bands: [
      { from: 1, to: 2, damage: [1, 1, 2, 2, 2, 3] },
      { from: 3, to: 4, damage: [0, 0, 1, 1, 1, 2] },
    ],
  }),
  impulse.WeaponTypeSchema.parse({
    id: 'launcher',
    name: 'Test Launcher',
    kind: 'missile',
    missile: { damage: 2, strength: 3, strandedAt: 6 },
  }),
];

/** A cruiser-like class: curves 4-1-1, 3-2-1, 3-3-2 (start), 2-4-2, 1-5-3. */
export function testClass(overrides: ClassInput = {}): impulse.ShipClass {
  return impulse.ShipClassSchema.parse({
    id: 'cruiser',
    name: 'Test Cruiser',
    faction: 'test',
    hullSize: 'heavy-cruiser',
    points: 100,
    curves: [
      { power: 4, speed: 1, turn: 1 },
      { power: 3, speed: 2, turn: 1 },
      { power: 3, speed: 3, turn: 2 },
      { power: 2, speed: 4, turn: 2 },
      { power: 1, speed: 5, turn: 3 },
    ],
    startCurve: 2,
    shields: { forward: 5, right: 4, rear: 3, left: 4 },
    hull: [{}, {}, { power: -1 }, { power: -1, critical: true }, { power: -1 }, { power: -2, critical: true }],
    groups: [
      { weapon: 'beam', count: 2, arcs: ['forward', 'right'], red: 1, yellow: 2 },
      { weapon: 'beam', count: 1, arcs: ['forward', 'left'], red: 1, yellow: 1 },
    ],
    batteries: 1,
    afterburners: 2,
    explosion: 3,
    ...overrides,
  });
}

export interface TestShip {
  name: string;
  side?: 'blue' | 'red';
  hex: Hex | string;
  facing?: FacingName | number;
  class?: string;
  curve?: number;
  weapons?: 'charged' | 'empty';
  damage?: Record<string, unknown>;
}

export interface TestGame {
  ships: TestShip[];
  classes?: impulse.ShipClass[];
  initiative?: 'blue' | 'red';
  settings?: Partial<impulse.Settings>;
  terrain?: unknown[];
  victory?: unknown[];
  /** Weapon types to use instead of the test weapons (for tables over the shipped data). */
  weapons?: impulse.WeaponType[];
  /** Scripted die faces, or a seed string (default seed "test"). */
  dice?: number[] | string;
}

export function scenarioOf(game: TestGame): impulse.Scenario {
  return impulse.ScenarioSchema.parse({
    id: 'test',
    name: 'Test',
    description: 'A test position.',
    sides: [
      { id: 'blue', name: 'Blue', faction: 'test' },
      { id: 'red', name: 'Red', faction: 'test' },
    ],
    initiative: game.initiative ?? 'blue',
    ships: game.ships.map((s) => ({
      side: s.side ?? 'blue',
      class: s.class ?? 'cruiser',
      name: s.name,
      hex: typeof s.hex === 'string' ? s.hex : formatHex(s.hex),
      facing: typeof s.facing === 'number' ? FACING_NAMES[s.facing] : (s.facing ?? 'N'),
      ...(s.curve !== undefined ? { curve: s.curve } : {}),
      ...(s.weapons ? { weapons: s.weapons } : {}),
      ...(s.damage ? { damage: s.damage } : {}),
    })),
    terrain: game.terrain ?? [],
    victory: game.victory ?? [{ kind: 'lastSideStanding' }],
    settings: game.settings ?? {},
  });
}

const diceOf = (dice: TestGame['dice']) => (Array.isArray(dice) ? scriptedRng(dice) : seedRng(dice ?? 'test'));

/** The opening state, not settled: the flow stands at impulse A, initiative player's housekeeping. */
export function rawGame(game: TestGame): impulse.GameState {
  const built = buildInitialState(
    scenarioOf(game),
    { classes: game.classes ?? [testClass()], weapons: game.weapons ?? TEST_WEAPONS },
    diceOf(game.dice),
  );
  if (!built.ok) throw new Error(`test game failed to build: ${built.error.message}`);
  return built.value;
}

/** A settled opening state, as the bot would get it. */
export function newGame(game: TestGame): impulse.GameState {
  const created = impulse.createGame(
    scenarioOf(game),
    { classes: game.classes ?? [testClass()], weapons: game.weapons ?? TEST_WEAPONS },
    diceOf(game.dice),
  );
  if (!created.ok) throw new Error(`test game failed to build: ${created.error.message}`);
  return created.value.state;
}

/**
 * A state placed directly at a step of a turn (the turn's housekeeping treated as done), for rule
 * tests that start in the middle of an impulse.
 */
export function at(
  state: impulse.GameState,
  where: { impulse: impulse.Impulse; step: impulse.TurnStep; turn?: 0 | 1; round?: number; initiative?: string },
): impulse.GameState {
  const next = structuredClone(state);
  next.flow = {
    phase: 'turn',
    round: where.round ?? 1,
    impulse: where.impulse,
    initiative: where.initiative ?? 'blue',
    turn: where.turn ?? 0,
    step: where.step,
  };
  for (const ship of next.ships)
    ship.turn = { ap: false, moved: false, repairTried: false, fired: false, fireClosed: false };
  return next;
}

export const ship = (state: impulse.GameState, name: string): impulse.ShipState => {
  const found = state.ships.find((s) => s.name === name);
  if (!found) throw new Error(`no ship ${name}`);
  return found;
};

/**
 * Freezes a state deeply. The engine shares unchanged parts between a state and the next one, so
 * tests apply commands only to frozen states: a rule that changes something in place instead of
 * through `editShip` then throws instead of silently corrupting the previous state.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** Applies commands in order and returns the final state and all events; fails the test on a rule error. */
export function play(
  input: impulse.GameState,
  ...commands: impulse.Command[]
): { state: impulse.GameState; events: impulse.GameEvent[] } {
  let current = deepFreeze(structuredClone(input));
  const events: impulse.GameEvent[] = [];
  for (const cmd of commands) {
    const result = impulse.applyCommand(current, cmd);
    if (!result.ok)
      expect.fail(`${JSON.stringify(cmd)} was refused: ${result.error.code} ${JSON.stringify(result.error.detail)}`);
    current = deepFreeze(result.value.state);
    events.push(...result.value.events);
  }
  return { state: current, events };
}

/** The rule error code a command gets. */
export function refusal(state: impulse.GameState, cmd: impulse.Command): string {
  const result = impulse.applyCommand(deepFreeze(structuredClone(state)), cmd);
  if (result.ok) expect.fail(`${JSON.stringify(cmd)} was accepted, expected a refusal`);
  return result.error.code;
}

export const eventsOf = <T extends impulse.GameEvent['type']>(events: impulse.GameEvent[], type: T) =>
  events.filter((e): e is Extract<impulse.GameEvent, { type: T }> => e.type === type);

/** Runs the automatic flow on a hand-placed state, as the engine does after every command. */
export function settled(state: impulse.GameState): { state: impulse.GameState; events: impulse.GameEvent[] } {
  const draft = structuredClone(state);
  const events: impulse.GameEvent[] = [];
  const rng = createRng(draft.rng);
  settle(createCtx(draft, rng, (e) => events.push(e)));
  draft.rng = rng.save();
  return { state: draft, events };
}

/** A state placed at the start of the Power Phase of `round`, no orders in yet. */
export function atPowerPhase(state: impulse.GameState, round = 1, initiative = 'blue'): impulse.GameState {
  const next = structuredClone(state);
  next.flow = { phase: 'power', round, initiative, orders: { blue: null, red: null } };
  return next;
}

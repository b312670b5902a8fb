/**
 * A `fleet` game from a scenario, a roster and the catalog (issue 43): the scenario read through its
 * schema, a roster's problems refusing the start, each listed side's fleet in place of the
 * scenario's own (roster.ts), every class found and of its side's faction, every base on the board
 * and apart, the damage deck shuffled, and round 1's Command Phase begun.
 *
 * Settings of ours, documented (seed 004 and Armada leave them to the table):
 * - A ship starts at speed 1, the first row of every speed chart (Armada sets each ship's speed as
 *   it deploys; a scenario has no deployment step, so we take the lowest speed every ship has).
 * - The first side listed in the scenario has the initiative in round 1 (Armada bids for it in fleet
 *   points; the scenario decides here).
 * - Ships get ids `s1`, `s2`, ... and squadrons `q1`, `q2`, ..., in side order, then list order.
 * - The game's catalog holds only the classes it uses (what a replay and an export need).
 */
import { footprintsOverlap, occupiedHexes, type PlacedFootprint } from '../../core/footprint.js';
import { type Facing, type Hex, hexEquals, hexKey } from '../../core/hex.js';
import { err, ok, type Result } from '../../core/result.js';
import { createRng, seedRng } from '../../core/rng.js';
import { openQueues } from '../../core/sealed-queue.js';
import { rosterSetupProblem } from '../../roster.js';
import type { Applied, SetupProblem } from '../../ruleset.js';
import { newDamageDeck } from './damage/deck.js';
import { type FleetCatalog, type FleetScenario, FleetScenarioSchema } from './data/schema.js';
import type { FleetEvent } from './events.js';
import { baseAt } from './geometry/base.js';
import { baseOnBoard, onBoard } from './movement/board.js';
import { deployFleetRoster, fleetRosterProblems, type FleetRoster } from './roster.js';
import { DEFAULT_FLEET_SETTINGS } from './settings.js';
import type { DefenceToken, FleetShip, FleetSquadron, FleetState, ObjectiveToken } from './state.js';

export { FLEET_RULES_VERSION } from './rules-version.js';

/** Every ship's speed at the start (see above: the first row of every speed chart). */
export const START_SPEED = 1;

const problem = (code: string, path: string, message: string): SetupProblem => ({ code, path, message });

const readyTokens = (types: readonly DefenceToken['type'][]): DefenceToken[] =>
  types.map((type) => ({ type, state: 'ready' }));

interface Built {
  readonly ships: FleetShip[];
  readonly squadrons: FleetSquadron[];
  /** Where each ship lies, to check bases apart. */
  readonly bases: { readonly name: string; readonly base: PlacedFootprint }[];
}

function buildUnits(scenario: FleetScenario, catalog: FleetCatalog): Result<Built, SetupProblem> {
  const ships: FleetShip[] = [];
  const squadrons: FleetSquadron[] = [];
  const bases: { name: string; base: PlacedFootprint }[] = [];
  const names = new Set<string>();
  const nameTaken = (name: string, path: string): SetupProblem | undefined => {
    const key = name.toLowerCase();
    if (names.has(key)) return problem('DUPLICATE_NAME', path, `two units are called "${name}"`);
    names.add(key);
    return undefined;
  };
  for (const [s, side] of scenario.sides.entries()) {
    for (const [i, entry] of side.ships.entries()) {
      const path = `sides[${s}].ships[${i}]`;
      const cls = catalog.ships.find((c) => c.id === entry.class);
      if (!cls) return err(problem('UNKNOWN_CLASS', `${path}.class`, `no ship class "${entry.class}"`));
      if (cls.faction !== side.faction)
        return err(problem('WRONG_FACTION', `${path}.class`, `${cls.name} is not a ${side.faction} ship`));
      const twice = nameTaken(entry.name, `${path}.name`);
      if (twice) return err(twice);
      const at = { anchor: entry.at.hex, facing: entry.at.facing as Facing };
      const base = baseAt(cls.size, at);
      if (!baseOnBoard(scenario, base))
        return err(problem('OFF_BOARD', `${path}.at`, `${entry.name} is off the board`));
      const clash = bases.find((b) => footprintsOverlap(b.base, base));
      if (clash) return err(problem('OVERLAP', `${path}.at`, `${entry.name} overlaps ${clash.name}`));
      bases.push({ name: entry.name, base });
      ships.push({
        id: `s${ships.length + 1}`,
        side: side.id,
        name: entry.name,
        class: cls.id,
        at,
        speed: START_SPEED,
        shields: { ...cls.shields },
        tokens: readyTokens(cls.tokens),
        commandTokens: [],
        activated: false,
        destroyed: false,
        salvage: 0,
      });
    }
  }
  const shipHexes = new Set(bases.flatMap((b) => occupiedHexes(b.base)).map(hexKey));
  for (const [s, side] of scenario.sides.entries()) {
    for (const [i, entry] of side.squadrons.entries()) {
      const path = `sides[${s}].squadrons[${i}]`;
      const cls = catalog.squadrons.find((c) => c.id === entry.class);
      if (!cls) return err(problem('UNKNOWN_CLASS', `${path}.class`, `no squadron class "${entry.class}"`));
      if (cls.faction !== side.faction)
        return err(problem('WRONG_FACTION', `${path}.class`, `${cls.name} is not a ${side.faction} squadron`));
      const twice = nameTaken(entry.name, `${path}.name`);
      if (twice) return err(twice);
      if (!onBoard(scenario, entry.hex))
        return err(problem('OFF_BOARD', `${path}.hex`, `${entry.name} is off the board`));
      // A squadron's hex holds nothing else (other-systems.md 5.9 "Footprints").
      const other = squadrons.find((o) => hexEquals(o.hex, entry.hex));
      if (shipHexes.has(hexKey(entry.hex)) || other)
        return err(problem('OVERLAP', `${path}.hex`, `${entry.name} stands where another unit stands`));
      if (cls.unique && squadrons.some((o) => o.side === side.id && o.class === cls.id))
        return err(problem('UNIQUE_TWICE', `${path}.class`, `${cls.name} flies once in a fleet`));
      squadrons.push({
        id: `q${squadrons.length + 1}`,
        side: side.id,
        name: entry.name,
        class: cls.id,
        hex: entry.hex,
        hull: cls.hull,
        tokens: readyTokens(cls.tokens),
        activated: false,
        destroyed: false,
      });
    }
  }
  return ok({ ships, squadrons, bases });
}

/** Obstacles and objective tokens on the board, none under a ship (a ship is never set up on one). */
function checkMarkers(scenario: FleetScenario, built: Built): SetupProblem | undefined {
  const under = new Set(built.bases.flatMap((b) => occupiedHexes(b.base)).map(hexKey));
  const markers: { path: string; hex: Hex }[] = [
    ...scenario.obstacles.map((o, i) => ({ path: `obstacles[${i}].hex`, hex: o.hex })),
    ...(scenario.objective?.tokens ?? []).map((hex, i) => ({ path: `objective.tokens[${i}]`, hex })),
  ];
  const seen = new Set<string>();
  for (const { path, hex } of markers) {
    if (!onBoard(scenario, hex)) return problem('OFF_BOARD', path, 'off the board');
    if (under.has(hexKey(hex))) return problem('OVERLAP', path, 'under a ship');
    if (seen.has(hexKey(hex))) return problem('OVERLAP', path, 'on another obstacle or token');
    seen.add(hexKey(hex));
  }
  return undefined;
}

/** The classes the game uses, in the catalog's order. */
function usedCatalog(catalog: FleetCatalog, built: Built): FleetCatalog {
  const ships = new Set(built.ships.map((s) => s.class));
  const squadrons = new Set(built.squadrons.map((s) => s.class));
  return {
    ships: catalog.ships.filter((c) => ships.has(c.id)),
    squadrons: catalog.squadrons.filter((c) => squadrons.has(c.id)),
  };
}

/**
 * The opening state: round 1, its Command Phase, every dial stack empty, the first side holding the
 * initiative. A roster's problems refuse the start (its points against the scenario's own `points`,
 * which the lobby's limit replaces before this is called); a side it lists flies that list.
 */
export function createFleetGame(
  input: unknown,
  roster: FleetRoster | null,
  catalog: FleetCatalog,
  seed: string,
): Result<Applied<FleetState, FleetEvent>, SetupProblem> {
  const parsed = FleetScenarioSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return err(problem('BAD_SCENARIO', issue?.path.join('.') ?? '', issue?.message ?? 'not a fleet scenario'));
  }
  const base = parsed.data;
  const refused = roster && fleetRosterProblems(roster, base, catalog, { points: null })[0];
  if (refused) return err(rosterSetupProblem(refused));
  const scenario = deployFleetRoster(base, roster);
  const built = buildUnits(scenario, catalog);
  if (!built.ok) return built;
  const misplaced = checkMarkers(scenario, built.value);
  if (misplaced) return err(misplaced);
  const { ships, squadrons } = built.value;
  const sides = scenario.sides.map((s) => ({ id: s.id, name: s.name, faction: s.faction }));
  const first = sides[0]?.id ?? '';
  const settings = { ...DEFAULT_FLEET_SETTINGS, ...scenario.settings };
  const rng = createRng(seedRng(seed));
  const { deck } = newDamageDeck(
    rng,
    ships.map((s) => s.id),
  );
  const objectiveTokens: ObjectiveToken[] = (scenario.objective?.tokens ?? []).map((hex, i) => ({
    id: `o${i + 1}`,
    hex,
    carrier: null,
    lost: false,
  }));
  const state: FleetState = {
    scenario: scenario.id,
    settings,
    catalog: usedCatalog(catalog, built.value),
    board: { ...scenario.board },
    sides,
    round: 1,
    rounds: settings.rounds ?? scenario.rounds,
    phase: 'command',
    initiative: first,
    toAct: first,
    squadronsLeft: settings.squadronsPerTurn,
    ships,
    squadrons,
    dials: openQueues(ships.map((s) => s.id)),
    activation: null,
    attack: null,
    displaced: null,
    plan: null,
    obstacles: scenario.obstacles.map((o) => ({ kind: o.kind, hex: o.hex })),
    objective: scenario.objective ?? null,
    objectiveTokens,
    objectivePoints: Object.fromEntries(sides.map((s) => [s.id, 0])),
    deck,
    attacks: 0,
    rng: rng.save(),
    outcome: null,
  };
  const events: FleetEvent[] = [
    { type: 'roundStarted', round: 1, initiative: first },
    { type: 'phaseStarted', phase: 'command', round: 1 },
  ];
  return ok({ state, events });
}

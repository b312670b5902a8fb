/**
 * Turns a validated scenario and the catalog it names into the opening game state (the chessops
 * "setup -> position" split): every cross-reference is checked here once, so the rules never meet a
 * dangling class, weapon or curve.
 */
import { ARCS } from './firing/arcs.js';
import { FACING_NAMES, type Facing, hexEquals } from '../../core/hex.js';
import { parseHex } from '../../core/hex-label.js';
import { type Result, err, ok } from '../../core/result.js';
import { seedRng, type RngState } from '../../core/rng.js';
import type { Scenario } from './data/scenario.js';
import type { ShipClass } from './data/ship-class.js';
import type { WeaponType } from './data/weapon-type.js';
import { DEFAULT_SETTINGS } from './settings.js';
import type { Catalog, GameState, ShipState, TerrainState } from './state.js';
import { hullModifierNow } from './ships.js';

/** Bumped whenever a rules change can change the outcome of a replayed game (DESIGN.md section 4). */
export const RULES_VERSION = 'impulse-5';

export interface SetupError {
  readonly code: 'UNKNOWN_CLASS' | 'UNKNOWN_WEAPON' | 'BAD_CURVE' | 'BAD_DAMAGE' | 'BAD_HEX';
  /** Where in the scenario, such as "ships[2].curve", and what is wrong. */
  readonly path: string;
  readonly message: string;
}

export interface CatalogInput {
  readonly classes: readonly ShipClass[];
  readonly weapons: readonly WeaponType[];
}

function pickCatalog(scenario: Scenario, input: CatalogInput): Result<Catalog, SetupError> {
  const classes: Record<string, ShipClass> = {};
  const weapons: Record<string, WeaponType> = {};
  for (const [i, ship] of scenario.ships.entries()) {
    const shipClass = input.classes.find((c) => c.id === ship.class);
    if (!shipClass)
      return err({ code: 'UNKNOWN_CLASS', path: `ships[${i}].class`, message: `no ship class "${ship.class}"` });
    classes[shipClass.id] = shipClass;
    for (const [g, group] of shipClass.groups.entries()) {
      const weapon = input.weapons.find((w) => w.id === group.weapon);
      if (!weapon)
        return err({
          code: 'UNKNOWN_WEAPON',
          path: `class ${shipClass.id} groups[${g}].weapon`,
          message: `no weapon type "${group.weapon}"`,
        });
      weapons[weapon.id] = weapon;
    }
  }
  return ok({ classes, weapons });
}

function buildShip(scenario: Scenario, index: number, shipClass: ShipClass): Result<ShipState, SetupError> {
  const spec = scenario.ships[index];
  if (!spec) throw new Error(`no scenario ship ${index}`);
  const path = `ships[${index}]`;
  const curve = spec.curve ?? shipClass.startCurve;
  if (curve >= shipClass.curves.length) {
    return err({
      code: 'BAD_CURVE',
      path: `${path}.curve`,
      message: `${shipClass.name} has curves 0-${shipClass.curves.length - 1}`,
    });
  }
  const damage = spec.damage;
  const shields = Object.fromEntries(
    ARCS.map((arc) => [arc, shipClass.shields[arc] - (damage?.shields?.[arc] ?? 0)]),
  ) as ShipState['shields'];
  const badShield = ARCS.find((arc) => shields[arc] < 0);
  if (badShield)
    return err({
      code: 'BAD_DAMAGE',
      path: `${path}.damage.shields.${badShield}`,
      message: `more than the ${shipClass.shields[badShield]} boxes the shield has`,
    });
  const hullMarked = damage?.hull ?? 0;
  if (hullMarked >= shipClass.hull.length)
    return err({
      code: 'BAD_DAMAGE',
      path: `${path}.damage.hull`,
      message: `must leave at least one of the ${shipClass.hull.length} hull boxes`,
    });
  const afterburnersUsed = damage?.afterburnersUsed ?? 0;
  if (afterburnersUsed > shipClass.afterburners)
    return err({
      code: 'BAD_DAMAGE',
      path: `${path}.damage.afterburnersUsed`,
      message: `the class has ${shipClass.afterburners} afterburners`,
    });
  const charged = spec.weapons === 'charged';
  const ship: ShipState = {
    id: `s${index + 1}`,
    name: spec.name,
    classId: shipClass.id,
    side: spec.side,
    status: 'active',
    hex: parseHex(spec.hex) ?? { q: 0, r: 0 },
    facing: FACING_NAMES.indexOf(spec.facing) as Facing,
    curve,
    hullModifier: 0,
    shields,
    reinforcements: [],
    hullMarked,
    groups: shipClass.groups.map((g) => ({
      red: charged ? g.red : 0,
      yellow: charged ? g.yellow : 0,
      destroyed: false,
    })),
    batteriesCharged: 0,
    afterburnersUsed,
    turnCountdown: null,
    sideslip: false,
    criticals: (damage?.criticals ?? []).map((effect, c) => ({
      id: `c${index + 1}-${c + 1}`,
      effect,
      received: { round: 0, impulse: 'F' },
    })),
    initiativeMarker: null,
    turn: { ap: false, moved: false, repairTried: false, fired: false, fireClosed: false },
  };
  return ok(ship);
}

function buildTerrain(scenario: Scenario): TerrainState[] {
  return scenario.terrain.map((t, i) => ({
    id: `t${i + 1}`,
    kind: t.kind,
    name: t.kind === 'planet' ? t.name : null,
    hexes: (t.kind === 'planet' ? [t.hex] : t.hexes).map((label) => parseHex(label) ?? { q: 0, r: 0 }),
  }));
}

/**
 * The game state before its first command, not yet advanced: `createGame` in `apply.ts` settles it
 * (automatic steps at the start) and is what callers use.
 */
export function buildInitialState(
  scenario: Scenario,
  input: CatalogInput,
  seed: string | RngState,
): Result<GameState, SetupError> {
  const catalog = pickCatalog(scenario, input);
  if (!catalog.ok) return catalog;
  const ships: ShipState[] = [];
  for (const [i, spec] of scenario.ships.entries()) {
    const built = buildShip(scenario, i, catalog.value.classes[spec.class] as ShipClass);
    if (!built.ok) return built;
    ships.push(built.value);
  }
  const planets = buildTerrain(scenario)
    .filter((t) => t.kind === 'planet')
    .flatMap((t) => t.hexes);
  const onPlanet = ships.findIndex((s) => planets.some((p) => hexEquals(p, s.hex)));
  if (onPlanet >= 0)
    return err({ code: 'BAD_HEX', path: `ships[${onPlanet}].hex`, message: 'a ship cannot start on a planet' });
  const [first, second] = scenario.sides;
  if (!first || !second) throw new Error('a validated scenario has two sides');
  const state: GameState = {
    ruleset: 'impulse',
    rulesVersion: RULES_VERSION,
    version: 0,
    scenario: { id: scenario.id, name: scenario.name },
    settings: { ...DEFAULT_SETTINGS, ...scenario.settings },
    sides: [first, second],
    victory: scenario.victory,
    catalog: catalog.value,
    ships,
    missiles: [],
    terrain: buildTerrain(scenario),
    flow: { phase: 'turn', round: 1, impulse: 'A', initiative: scenario.initiative, turn: 0, step: 'housekeeping' },
    rng: typeof seed === 'string' ? seedRng(seed) : seed,
    nextId: 1,
    outcome: null,
  };
  // Preset hull damage counts as if a Power Phase had passed before the battle.
  for (const ship of state.ships) ship.hullModifier = hullModifierNow(state, ship);
  return ok(state);
}

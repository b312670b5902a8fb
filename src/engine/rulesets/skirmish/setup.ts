/**
 * A `skirmish` game from a mission, a roster and the catalog (issue 44): the mission read through its
 * schema, a roster's problems refusing the start, each listed side's units in place of the mission's
 * own (roster.ts), every datasheet found and of its side's faction, every model set up on the board
 * inside its side's deployment zone (other-systems.md 4.5: one model per hex, a vehicle's seven-hex
 * base wholly free), units in reserve off the table, then the battle begun (flow/turn.ts `startBattle`:
 * who takes the first turn, round 1's first Command phase).
 *
 * Settings of ours, documented (seed 003 starts at the battle round; deployment is the table's):
 * - The board is the mission's columns by rows of hex labels (core/hex-label.ts), columns 1 to `cols`
 *   and rows 1 to `rows`: row 1 is the north edge, the last row the south edge.
 * - A unit's models are placed as a formation about its `at` (core/formation.ts `placeFormation`: the
 *   first model on `at`, each next one on the nearest free hex within 2 of a placed model), wholly
 *   inside the side's deployment band; a hex is blocked off the board or the band, on a wall, on a ruin
 *   for a vehicle or monster model (4.5: ruins take infantry and beasts only), or under another model's
 *   base. A large base needs its whole flower (core/footprint.ts FLOWER) free.
 * - A unit with no `at` (a roster's) deploys automatically: a side's such units are spread across its
 *   band, the i-th of n about column (i + 1/2) x cols / n on the band's middle row, each on the free
 *   spot nearest there (the same mission and list always give the same positions).
 * - Unit ids are `<side>-<k>`, k counting the side's units in list order from 1; models are numbered
 *   in datasheet order (state.ts `SkirmishModel.n`).
 * - Each side starts with `settings.startingCp` CP and 0 VP; the game's catalog holds only the
 *   factions, datasheets and weapons it uses (what a replay and an export need).
 */
import { type BoardArea, FLOWER, inArea, occupiedHexes, place } from '../../core/footprint.js';
import { COHERENCY, type FormationError, placeFormation } from '../../core/formation.js';
import { fromOffset } from '../../core/hex-label.js';
import { type Hex, hexDistance, hexKey, hexRing } from '../../core/hex.js';
import { err, ok, ruleError, type Result } from '../../core/result.js';
import { seedRng } from '../../core/rng.js';
import { rosterSetupProblem } from '../../roster.js';
import type { Applied, SetupProblem } from '../../ruleset.js';
import {
  type Datasheet,
  type ModelProfile,
  type SkirmishCatalog,
  type SkirmishMission,
  SkirmishMissionSchema,
  type Terrain,
} from './data/schema.js';
import type { SkirmishEvent } from './events.js';
import { startBattle } from './flow/turn.js';
import { deploySkirmishRoster, type SkirmishRoster, skirmishRosterProblems } from './roster.js';
import { DEFAULT_SKIRMISH_SETTINGS } from './settings.js';
import type { SkirmishModel, SkirmishState, SkirmishUnit } from './state.js';

export { SKIRMISH_RULES_VERSION } from './rules-version.js';

/** The most models one unit may field (a `move` command's `hexes` lists at most 20). */
export const MAX_UNIT_MODELS = 20;

const problem = (code: string, path: string, message: string): SetupProblem => ({ code, path, message });

/** The play area: columns 1 to `cols`, rows 1 to `rows` of hex labels. */
export const missionBoardArea = (board: { readonly cols: number; readonly rows: number }): BoardArea => ({
  kind: 'rectangle',
  minCol: 1,
  minRow: 1,
  cols: board.cols,
  rows: board.rows,
});

/** A side's deployment zone: its band of rows, every column of the board. */
export const deploymentArea = (
  board: { readonly cols: number; readonly rows: number },
  deployment: { readonly fromRow: number; readonly toRow: number },
): BoardArea => ({
  kind: 'rectangle',
  minCol: 1,
  minRow: deployment.fromRow,
  cols: board.cols,
  rows: deployment.toRow - deployment.fromRow + 1,
});

/** The hexes a model's base covers about `centre`: its hex, or the flower of seven (4.5). */
export const modelBaseHexes = (profile: Pick<ModelProfile, 'base'>, centre: Hex): Hex[] =>
  profile.base === 'large' ? occupiedHexes(place(FLOWER, centre)) : [centre];

/** Only infantry, beasts and characters enter ruins: a vehicle or monster model does not (4.5). */
export const entersRuins = (profile: Pick<ModelProfile, 'keywords'>): boolean =>
  !profile.keywords.includes('vehicle') && !profile.keywords.includes('monster');

/** Each model's profile, in datasheet order (a profile's `count` models each). */
export const modelProfiles = (sheet: Datasheet): ModelProfile[] =>
  sheet.models.flatMap((p) => Array.from({ length: p.count }, () => p));

/** What a placement sees: the terrain by hex, the hexes models already cover, and the zone. */
export interface PlacementField {
  readonly terrain: ReadonlyMap<string, Terrain>;
  readonly taken: Set<string>;
  readonly zone: BoardArea;
}

/** A hex one model's base may not cover: outside the zone, a wall, a ruin it may not enter, taken. */
const hexBlocked =
  (field: PlacementField, profile: ModelProfile) =>
  (h: Hex): boolean => {
    if (!inArea(field.zone, h) || field.taken.has(hexKey(h))) return true;
    const kind = field.terrain.get(hexKey(h))?.kind;
    return kind === 'wall' || (kind === 'ruin' && !entersRuins(profile));
  };

const baseBlocked = (field: PlacementField, profile: ModelProfile, centre: Hex): boolean =>
  modelBaseHexes(profile, centre).some(hexBlocked(field, profile));

/**
 * The models' hexes (centres) about `at`: one-hex models by `placeFormation`; a unit with a large
 * base the same way, base by base (each next model's base free, apart from the others, and within 2
 * of a placed model's base). The hexes are not yet taken in `field`.
 */
export function placeModels(
  field: PlacementField,
  profiles: readonly ModelProfile[],
  at: Hex,
): Result<Hex[], FormationError> {
  const first = profiles[0];
  if (!first) return err(ruleError('BAD_COUNT', { count: 0 }));
  if (profiles.every((p) => p.base === 'single'))
    return placeFormation(at, profiles.length, (h) => profiles.some((p) => hexBlocked(field, p)(h)));
  if (baseBlocked(field, first, at)) return err(ruleError('LEADER_BLOCKED', { hex: at }));
  const placed: { centre: Hex; hexes: Hex[] }[] = [{ centre: at, hexes: modelBaseHexes(first, at) }];
  const covered = new Set(placed[0]?.hexes.map(hexKey));
  // A chain of bases each within 2 of the last reaches at most this far (a flower's radius is 1).
  const reach = profiles.length * (COHERENCY + 2);
  const candidates: Hex[] = [];
  for (let radius = 1; radius <= reach; radius++) candidates.push(...hexRing(at, radius));
  for (const profile of profiles.slice(1)) {
    const next = candidates.find((c) => {
      const hexes = modelBaseHexes(profile, c);
      if (hexes.some((h) => covered.has(hexKey(h))) || baseBlocked(field, profile, c)) return false;
      return placed.some((p) => p.hexes.some((a) => hexes.some((b) => hexDistance(a, b) <= COHERENCY)));
    });
    if (!next) return err(ruleError('NO_ROOM', { placed: placed.length, count: profiles.length }));
    const hexes = modelBaseHexes(profile, next);
    placed.push({ centre: next, hexes });
    for (const h of hexes) covered.add(hexKey(h));
  }
  return ok(placed.map((p) => p.centre));
}

/** The zone's hexes nearest `anchor` first: by distance, then column, then row. */
function spotsNear(
  board: { readonly cols: number },
  deployment: { readonly fromRow: number; readonly toRow: number },
  anchor: Hex,
): Hex[] {
  const spots: { hex: Hex; key: [number, number, number] }[] = [];
  for (let col = 1; col <= board.cols; col++)
    for (let row = deployment.fromRow; row <= deployment.toRow; row++) {
      const hex = fromOffset({ col, row });
      spots.push({ hex, key: [hexDistance(hex, anchor), col, row] });
    }
  spots.sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2]);
  return spots.map((s) => s.hex);
}

/** Where the i-th of n automatically deployed units of a side is aimed (see the header). */
export function autoAnchor(
  board: { readonly cols: number },
  deployment: { readonly fromRow: number; readonly toRow: number },
  i: number,
  n: number,
): Hex {
  const col = Math.min(board.cols, Math.max(1, 1 + Math.floor(((i + 0.5) * board.cols) / Math.max(1, n))));
  return fromOffset({ col, row: Math.floor((deployment.fromRow + deployment.toRow) / 2) });
}

/** The datasheets, factions and weapons the game uses, in the catalog's order. */
function usedCatalog(catalog: SkirmishCatalog, mission: SkirmishMission): SkirmishCatalog {
  const sheets = new Set(mission.sides.flatMap((s) => s.units.map((u) => u.datasheet)));
  const factions = new Set(mission.sides.map((s) => s.faction));
  const datasheets = Object.fromEntries(Object.entries(catalog.datasheets).filter(([id]) => sheets.has(id)));
  const weaponIds = new Set(Object.values(datasheets).flatMap((d) => d.models.flatMap((m) => m.weapons)));
  return {
    factions: catalog.factions.filter((f) => factions.has(f.id)),
    datasheets,
    weapons: Object.fromEntries(Object.entries(catalog.weapons).filter(([id]) => weaponIds.has(id))),
  };
}

/** The mission's board, zones, terrain and objectives make sense on the board. */
function checkBoard(mission: SkirmishMission): SetupProblem | undefined {
  const board = missionBoardArea(mission.board);
  for (const [s, side] of mission.sides.entries()) {
    const { fromRow, toRow } = side.deployment;
    if (fromRow > toRow || toRow > mission.board.rows)
      return problem('BAD_ZONE', `sides[${s}].deployment`, `rows ${fromRow} to ${toRow} are not a band of the board`);
    const other = mission.sides.findIndex(
      (o, j) => j < s && o.deployment.fromRow <= toRow && fromRow <= o.deployment.toRow,
    );
    if (other >= 0)
      return problem('BAD_ZONE', `sides[${s}].deployment`, `it overlaps sides[${other}]'s deployment zone`);
  }
  const seen = new Map<string, { path: string; kind: Terrain['kind'] }>();
  for (const [t, piece] of mission.terrain.entries())
    for (const [i, h] of piece.hexes.entries()) {
      const path = `terrain[${t}].hexes[${i}]`;
      if (!inArea(board, h)) return problem('OFF_BOARD', path, 'off the board');
      const before = seen.get(hexKey(h));
      if (before) return problem('OVERLAP', path, `the hex is already in ${before.path}`);
      seen.set(hexKey(h), { path: `terrain[${t}]`, kind: piece.kind });
    }
  const marked = new Set<string>();
  for (const [o, objective] of mission.objectives.entries()) {
    const path = `objectives[${o}].hex`;
    if (!inArea(board, objective.hex)) return problem('OFF_BOARD', path, 'off the board');
    if (seen.get(hexKey(objective.hex))?.kind === 'wall') return problem('HEX_BLOCKED', path, 'an objective on a wall');
    if (marked.has(hexKey(objective.hex))) return problem('OVERLAP', path, 'on another objective');
    marked.add(hexKey(objective.hex));
  }
  const ids = mission.objectives.map((o) => o.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) return problem('DUPLICATE_ID', 'objectives', `two objectives are called "${twice}"`);
  return undefined;
}

const describeFormation = (e: FormationError): string =>
  e.code === 'LEADER_BLOCKED'
    ? 'its first model cannot stand there (a wall, a ruin, another model, or outside the deployment zone)'
    : 'there is no room for its models there inside the deployment zone';

/** A unit still to set up: where in the mission, its models' profiles, and its `at` if the mission gives one. */
interface Todo {
  readonly s: number;
  readonly i: number;
  readonly profiles: readonly ModelProfile[];
  readonly at: Hex | undefined;
}

/** A unit as it starts the battle: whole, steady, and with nothing done yet this turn. */
export const UNIT_AT_START: Pick<
  SkirmishUnit,
  'destroyed' | 'shocked' | 'movement' | 'shot' | 'chargeDeclared' | 'charged' | 'fought' | 'stratagemIn'
> = {
  destroyed: false,
  shocked: false,
  movement: null,
  shot: false,
  chargeDeclared: false,
  charged: false,
  fought: false,
  stratagemIn: null,
};

/** A new unit of `sheet`, every model alive and unplaced (state.ts). */
const newUnit = (id: string, side: string, name: string, sheet: Datasheet, reserve: boolean): SkirmishUnit => ({
  id,
  side,
  name,
  datasheet: sheet.id,
  models: modelProfiles(sheet).map((p, n): SkirmishModel => ({
    n: n + 1,
    profile: p.id,
    hex: null,
    wounds: p.wounds,
    alive: true,
  })),
  reserve,
  ...UNIT_AT_START,
});

/** Every unit built, unplaced, per side in list order; and those to set up on the table. */
function makeUnits(
  mission: SkirmishMission,
  catalog: SkirmishCatalog,
): Result<{ units: SkirmishUnit[][]; todo: Todo[] }, SetupProblem> {
  const names = new Set<string>();
  const units: SkirmishUnit[][] = mission.sides.map(() => []);
  const todo: Todo[] = [];
  for (const [s, side] of mission.sides.entries()) {
    if (!catalog.factions.some((f) => f.id === side.faction))
      return err(problem('UNKNOWN_FACTION', `sides[${s}].faction`, `no faction "${side.faction}"`));
    for (const [i, entry] of side.units.entries()) {
      const path = `sides[${s}].units[${i}]`;
      const sheet = Object.hasOwn(catalog.datasheets, entry.datasheet)
        ? catalog.datasheets[entry.datasheet]
        : undefined;
      if (!sheet) return err(problem('UNKNOWN_DATASHEET', `${path}.datasheet`, `no datasheet "${entry.datasheet}"`));
      if (sheet.faction !== side.faction)
        return err(problem('WRONG_FACTION', `${path}.datasheet`, `${sheet.name} does not fight for ${side.name}`));
      const key = entry.name.toLowerCase();
      if (names.has(key)) return err(problem('DUPLICATE_NAME', `${path}.name`, `two units are called "${entry.name}"`));
      names.add(key);
      const missing = sheet.models.flatMap((m) => m.weapons).find((w) => !Object.hasOwn(catalog.weapons, w));
      if (missing)
        return err(
          problem('UNKNOWN_WEAPON', `${path}.datasheet`, `${sheet.name} carries "${missing}", no such weapon`),
        );
      const profiles = modelProfiles(sheet);
      if (profiles.length > MAX_UNIT_MODELS)
        return err(
          problem('TOO_MANY_MODELS', `${path}.datasheet`, `${sheet.name} has more than ${MAX_UNIT_MODELS} models`),
        );
      units[s]?.push(newUnit(`${side.id}-${i + 1}`, side.id, entry.name, sheet, entry.reserve));
      if (!entry.reserve) todo.push({ s, i, profiles, at: entry.at });
    }
  }
  return ok({ units, todo });
}

/** Every unit built, its models placed (units with `at` first, then the rest spread across the band). */
function buildUnits(mission: SkirmishMission, catalog: SkirmishCatalog): Result<SkirmishUnit[], SetupProblem> {
  const made = makeUnits(mission, catalog);
  if (!made.ok) return made;
  const { units, todo } = made.value;
  const terrain = new Map<string, Terrain>();
  for (const piece of mission.terrain) for (const h of piece.hexes) terrain.set(hexKey(h), piece);
  const taken = new Set<string>();
  const board = missionBoardArea(mission.board);
  const settle = (t: Todo, hexes: readonly Hex[]) => {
    const side = units[t.s] as SkirmishUnit[];
    const unit = side[t.i] as SkirmishUnit;
    side[t.i] = { ...unit, models: unit.models.map((m, n) => ({ ...m, hex: hexes[n] ?? null })) };
    hexes.forEach((h, n) => modelBaseHexes(t.profiles[n] as ModelProfile, h).forEach((b) => taken.add(hexKey(b))));
  };
  // Units the mission places, where it places them.
  for (const t of todo) {
    const side = mission.sides[t.s];
    if (!side || t.at === undefined) continue;
    const path = `sides[${t.s}].units[${t.i}].at`;
    const zone = deploymentArea(mission.board, side.deployment);
    if (!inArea(board, t.at)) return err(problem('OFF_BOARD', path, 'off the board'));
    if (!inArea(zone, t.at)) return err(problem('OUT_OF_ZONE', path, `outside ${side.name}'s deployment zone`));
    const placed = placeModels({ terrain, taken, zone }, t.profiles, t.at);
    if (!placed.ok)
      return err(
        problem(
          placed.error.code === 'LEADER_BLOCKED' ? 'HEX_BLOCKED' : 'NO_ROOM',
          path,
          describeFormation(placed.error),
        ),
      );
    settle(t, placed.value);
  }
  // Units a roster brings: spread across the side's band, each on the free spot nearest its anchor.
  for (const [s, side] of mission.sides.entries()) {
    const auto = todo.filter((u) => u.s === s && u.at === undefined);
    const zone = deploymentArea(mission.board, side.deployment);
    for (const [k, t] of auto.entries()) {
      const anchor = autoAnchor(mission.board, side.deployment, k, auto.length);
      let placed: Hex[] | undefined;
      for (const spot of spotsNear(mission.board, side.deployment, anchor)) {
        const tried = placeModels({ terrain, taken, zone }, t.profiles, spot);
        if (tried.ok) {
          placed = tried.value;
          break;
        }
      }
      const name = side.units[t.i]?.name ?? '';
      if (!placed)
        return err(
          problem('NO_ROOM', `sides[${s}].units[${t.i}]`, `no room for ${name} in ${side.name}'s deployment zone`),
        );
      settle(t, placed);
    }
  }
  return ok(units.flat());
}

/**
 * The opening state, before the battle starts (`createSkirmishGame` then plays `startBattle`): the
 * mission's (or the roster's) units deployed, round 1 listed with the mission's first side first
 * (startBattle decides the first turn), every side at `startingCp` CP and 0 VP. A roster's problems
 * refuse the start (its points against the mission's own `points`, which the lobby's limit replaces
 * before this is called); a side it lists brings that list.
 */
export function initialSkirmishState(
  input: unknown,
  roster: SkirmishRoster | null,
  catalog: SkirmishCatalog,
  seed: string,
): Result<SkirmishState, SetupProblem> {
  const parsed = SkirmishMissionSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return err(problem('BAD_MISSION', issue?.path.join('.') ?? '', issue?.message ?? 'not a skirmish mission'));
  }
  const base = parsed.data;
  const refused = roster && skirmishRosterProblems(roster, base, catalog, { points: null })[0];
  if (refused) return err(rosterSetupProblem(refused));
  const mission = deploySkirmishRoster(base, roster);
  const misplaced = checkBoard(mission);
  if (misplaced) return err(misplaced);
  const built = buildUnits(mission, catalog);
  if (!built.ok) return built;
  const settings = { ...DEFAULT_SKIRMISH_SETTINGS, ...mission.settings };
  const sideIds = mission.sides.map((s) => s.id);
  const first = sideIds[0] ?? '';
  const second = sideIds[1] ?? '';
  const each = (value: number) => Object.fromEntries(sideIds.map((id) => [id, value]));
  return ok({
    mission: mission.id,
    settings,
    catalog: usedCatalog(catalog, mission),
    board: { ...mission.board },
    terrain: mission.terrain,
    objectives: mission.objectives.map((o) => ({ id: o.id, hex: o.hex, value: o.value, controller: null })),
    scoring: mission.scoring,
    sides: mission.sides.map((s) => ({
      id: s.id,
      name: s.name,
      faction: s.faction,
      deployment: { ...s.deployment },
      edge: s.edge,
    })),
    round: 1,
    rounds: settings.rounds ?? mission.rounds,
    order: [first, second],
    active: first,
    phase: 'command',
    movementStep: 'moves',
    cp: each(settings.startingCp),
    vp: each(0),
    units: built.value,
    pending: null,
    lastMove: null,
    attack: null,
    reaction: null,
    fight: null,
    stratagemsUsed: [],
    braveryUsed: [],
    kills: each(0),
    plan: null,
    attacks: 0,
    rng: seedRng(seed),
    outcome: null,
  });
}

/** The game: the opening state, then the battle begun (the first turn decided, round 1's Command phase). */
export function createSkirmishGame(
  mission: unknown,
  roster: SkirmishRoster | null,
  catalog: SkirmishCatalog,
  seed: string,
): Result<Applied<SkirmishState, SkirmishEvent>, SetupProblem> {
  const initial = initialSkirmishState(mission, roster, catalog, seed);
  if (!initial.ok) return initial;
  const { state, events } = startBattle(initial.value);
  return ok({ state, events });
}

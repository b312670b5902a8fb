/**
 * `skirmish`'s roster (issue 44 deliverable 6: "points and army building on the shared roster flow";
 * issue 42's shared roster, src/engine/roster.ts): per side, its units by datasheet, each named, some
 * held in reserve. The limits (other-systems.md 4.2): within the points limit (the lobby's, or the
 * mission's own `points`), every datasheet of the side's faction, at most half the side's points in
 * reserve ("strategic reserves up to 50% of points"). A listed side brings its list in place of the
 * mission's own units; setup.ts deploys it inside the side's deployment band (units in reserve wait).
 */
import { z } from 'zod';
import {
  isEmptyRoster,
  pointsBySide,
  ROSTER_SIDE_LIMIT,
  rosterEntriesOf,
  rosterProblemsOf,
  rosterSchema,
  type Roster,
  type RosterEntry,
  type RosterLimits,
  type RosterProblem,
} from '../../roster.js';
import type { Datasheet, SkirmishCatalog, SkirmishMission } from './data/schema.js';

/** One unit of a list: its datasheet id, the name the table tells it by, and whether it starts in reserve. */
export const SkirmishUnitSchema = z
  .object({
    name: z.string().min(1).max(32),
    datasheet: z.string().min(1).max(60),
    reserve: z.boolean().optional(),
  })
  .strict();
/** A roster's unit (named apart from the game state's `SkirmishUnit`, state.ts). */
export type SkirmishRosterUnit = z.infer<typeof SkirmishUnitSchema>;
export type SkirmishRoster = Roster<SkirmishRosterUnit>;
export const SkirmishRosterSchema = rosterSchema(SkirmishUnitSchema);

/** A mission lists at most this many units a side (its schema's own limit), so a list does too. */
export const SKIRMISH_SIDE_LIMIT = Math.min(16, ROSTER_SIDE_LIMIT);

/** The most points a side may hold in reserve: half its own (other-systems.md 4.2 "Reserves"), rounded down. */
export const reservePointsLimit = (points: number): number => Math.floor(points / 2);

/** The datasheet a unit names, if the catalog has it. */
export const unitDatasheet = (
  catalog: SkirmishCatalog,
  unit: Pick<SkirmishRosterUnit, 'datasheet'>,
): Datasheet | undefined =>
  Object.hasOwn(catalog.datasheets, unit.datasheet) ? catalog.datasheets[unit.datasheet] : undefined;

/** A unit's points: its datasheet's (an unknown datasheet costs nothing; it is a problem of its own). */
export const unitPoints = (catalog: SkirmishCatalog, unit: Pick<SkirmishRosterUnit, 'datasheet'>): number =>
  unitDatasheet(catalog, unit)?.points ?? 0;

export function skirmishRosterEntries(roster: SkirmishRoster, catalog: SkirmishCatalog): RosterEntry[] {
  return rosterEntriesOf(roster, (u) => {
    const name = unitDatasheet(catalog, u)?.name ?? u.datasheet;
    return { summary: u.reserve ? `${name} (reserve)` : name, points: unitPoints(catalog, u) };
  });
}

export function skirmishRosterPoints(roster: SkirmishRoster, catalog: SkirmishCatalog): Record<string, number> {
  return pointsBySide(roster, (u) => unitPoints(catalog, u));
}

type MissionForRoster = Pick<SkirmishMission, 'sides' | 'points'>;

/** One side's problems: datasheets unknown or of another faction, reserves over half its points. */
function sideProblems(
  side: string,
  units: readonly SkirmishRosterUnit[],
  mission: MissionForRoster,
  catalog: SkirmishCatalog,
): RosterProblem[] {
  const problems: RosterProblem[] = [];
  const own = mission.sides.find((s) => s.id === side);
  for (const u of units) {
    const sheet = unitDatasheet(catalog, u);
    if (!sheet) {
      problems.push({ code: 'unknownUnit', side, unit: u.name, subject: u.datasheet });
      continue;
    }
    if (own && sheet.faction !== own.faction)
      problems.push({ code: 'wrongSide', side, unit: u.name, subject: u.datasheet });
  }
  // Strategic reserves: at most half the army's points (other-systems.md 4.2; the shared brief).
  const total = units.reduce((sum, u) => sum + unitPoints(catalog, u), 0);
  const reserve = units.filter((u) => u.reserve).reduce((sum, u) => sum + unitPoints(catalog, u), 0);
  const cap = reservePointsLimit(total);
  if (reserve > cap) problems.push({ code: 'reservePoints', side, total: reserve, limit: cap });
  return problems;
}

/**
 * Everything wrong with a roster for this mission: the shared problems (sides, names, unit count),
 * each listed side's own, and its points against the lobby's limit, or the mission's `points` when
 * the lobby sets none.
 */
export function skirmishRosterProblems(
  roster: SkirmishRoster,
  mission: MissionForRoster,
  catalog: SkirmishCatalog,
  limits: RosterLimits,
): RosterProblem[] {
  return rosterProblemsOf(roster, {
    sides: mission.sides.map((s) => s.id),
    perSide: SKIRMISH_SIDE_LIMIT,
    limit: limits.points ?? mission.points,
    sideProblems: (side, units) => sideProblems(side, units, mission, catalog),
    pointsOf: (u) => unitPoints(catalog, u),
  });
}

/**
 * The mission with each listed side's units in place of its own, in list order, without `at`:
 * setup.ts deploys them inside the side's deployment band (a unit in reserve waits off the table).
 * A side the roster does not list (or lists empty) keeps the mission's units.
 */
export function deploySkirmishRoster(mission: SkirmishMission, roster: SkirmishRoster | null): SkirmishMission {
  if (roster === null || isEmptyRoster(roster)) return mission;
  return {
    ...mission,
    sides: mission.sides.map((side) => {
      const units = roster[side.id] ?? [];
      if (units.length === 0) return side;
      return {
        ...side,
        units: units.map((u) => ({ datasheet: u.datasheet, name: u.name, reserve: u.reserve === true })),
      };
    }),
  };
}

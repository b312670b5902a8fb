/**
 * `fleet`'s roster (issue 42's shared roster flow; issue 43 deliverable 7: "fleet building to points
 * with the usual fleet limits"): per side, ships and squadrons by class, each named. The limits are
 * Armada's fleet building (other-systems.md section 5; the Armada rules reference, "Fleet Building"):
 * within the points limit (the lobby's, or the scenario's own `points`), at most a third of it spent
 * on squadrons, a named (unique) squadron once, at least one ship, every class of the side's
 * faction. A listed side deploys its list at the scenario's `deploy` places, ships first, in order;
 * a side without a list flies the scenario's own fleet.
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
import type { FleetCatalog, FleetScenario, ShipClass, SquadronClass } from './data/schema.js';

/** One unit of a list: a ship or a squadron, its class id, and the name the lobby tells it by. */
export const FleetUnitSchema = z
  .object({
    kind: z.enum(['ship', 'squadron']),
    class: z.string().min(1).max(60),
    name: z.string().min(1).max(32),
  })
  .strict();
export type FleetUnit = z.infer<typeof FleetUnitSchema>;
export type FleetRoster = Roster<FleetUnit>;
export const FleetRosterSchema = rosterSchema(FleetUnitSchema);

/** Armada's fleet limit: squadrons may cost at most a third of the fleet's points, rounded down. */
export const squadronPointsLimit = (points: number): number => Math.floor(points / 3);

/** The class a unit names, of its kind, if the catalog has it. */
export function unitClass(
  catalog: FleetCatalog,
  unit: Pick<FleetUnit, 'kind' | 'class'>,
): ShipClass | SquadronClass | undefined {
  return unit.kind === 'ship'
    ? catalog.ships.find((c) => c.id === unit.class)
    : catalog.squadrons.find((c) => c.id === unit.class);
}

/** A unit's fleet points: its class's (an unknown class costs nothing; it is a problem of its own). */
export const unitPoints = (catalog: FleetCatalog, unit: Pick<FleetUnit, 'kind' | 'class'>): number =>
  unitClass(catalog, unit)?.points ?? 0;

export function fleetRosterEntries(roster: FleetRoster, catalog: FleetCatalog): RosterEntry[] {
  return rosterEntriesOf(roster, (u) => ({
    summary: unitClass(catalog, u)?.name ?? u.class,
    points: unitPoints(catalog, u),
  }));
}

export function fleetRosterPoints(roster: FleetRoster, catalog: FleetCatalog): Record<string, number> {
  return pointsBySide(roster, (u) => unitPoints(catalog, u));
}

type ScenarioForRoster = Pick<FleetScenario, 'sides' | 'points'>;

/** One side's problems: classes unknown or of another faction, an ace twice, no ship, too many units, squadron points. */
function sideProblems(
  side: string,
  units: readonly FleetUnit[],
  scenario: ScenarioForRoster,
  catalog: FleetCatalog,
  limit: number,
): RosterProblem[] {
  const problems: RosterProblem[] = [];
  const own = scenario.sides.find((s) => s.id === side);
  // A list deploys at the side's places, one unit a place (a side the scenario lacks is `unknownSide`).
  const places = Math.min(own?.deploy.length ?? ROSTER_SIDE_LIMIT, ROSTER_SIDE_LIMIT);
  if (units.length > places) problems.push({ code: 'tooManyUnits', side, total: units.length, limit: places });
  const aces = new Set<string>();
  for (const u of units) {
    const found = unitClass(catalog, u);
    if (!found) {
      problems.push({ code: 'unknownUnit', side, unit: u.name, subject: u.class });
      continue;
    }
    if (own && found.faction !== own.faction)
      problems.push({ code: 'wrongSide', side, unit: u.name, subject: u.class });
    if (u.kind === 'squadron' && (found as SquadronClass).unique) {
      if (aces.has(u.class)) problems.push({ code: 'uniqueTwice', side, unit: u.name, subject: u.class });
      aces.add(u.class);
    }
  }
  // Armada: a fleet has at least one ship; a list of squadrons alone has nothing to fight from.
  if (units.length > 0 && !units.some((u) => u.kind === 'ship')) problems.push({ code: 'noShips', side });
  const squadrons = units.filter((u) => u.kind === 'squadron').reduce((sum, u) => sum + unitPoints(catalog, u), 0);
  const cap = squadronPointsLimit(limit);
  if (squadrons > cap) problems.push({ code: 'squadronPoints', side, total: squadrons, limit: cap });
  return problems;
}

/**
 * Everything wrong with a roster for this scenario: the shared problems (sides, names), each listed
 * side's own, and its points against the lobby's limit, or the scenario's `points` when the lobby
 * sets none (as squadron's roster falls back to its scenario's limit).
 */
export function fleetRosterProblems(
  roster: FleetRoster,
  scenario: ScenarioForRoster,
  catalog: FleetCatalog,
  limits: RosterLimits,
): RosterProblem[] {
  const limit = limits.points ?? scenario.points;
  return rosterProblemsOf(roster, {
    sides: scenario.sides.map((s) => s.id),
    perSide: ROSTER_SIDE_LIMIT,
    limit,
    sideProblems: (side, units) => sideProblems(side, units, scenario, catalog, limit),
    pointsOf: (u) => unitPoints(catalog, u),
  });
}

/**
 * The scenario with each listed side's fleet in place of its own: its ships at the side's `deploy`
 * places in list order, then its squadrons at the places after them. A side the roster does not
 * list (or lists empty) keeps the scenario's fleet. Units beyond the places are left out (the
 * roster's problems name them first: `tooManyUnits`).
 */
export function deployFleetRoster(scenario: FleetScenario, roster: FleetRoster | null): FleetScenario {
  if (roster === null || isEmptyRoster(roster)) return scenario;
  return {
    ...scenario,
    sides: scenario.sides.map((side) => {
      const units = roster[side.id] ?? [];
      if (units.length === 0) return side;
      const ships = units.filter((u) => u.kind === 'ship');
      const squadrons = units.filter((u) => u.kind === 'squadron');
      const placeOf = (i: number) => side.deploy[i];
      return {
        ...side,
        ships: ships.flatMap((u, i) => {
          const at = placeOf(i);
          return at ? [{ class: u.class, name: u.name, at }] : [];
        }),
        squadrons: squadrons.flatMap((u, i) => {
          const at = placeOf(ships.length + i);
          return at ? [{ class: u.class, name: u.name, hex: at.hex }] : [];
        }),
      };
    }),
  };
}

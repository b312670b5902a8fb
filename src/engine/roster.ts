/**
 * Rosters (issue 42): the forces a side brings, built in the lobby before the start. DESIGN.md
 * section 4: "A ruleset brings its roster schema (fleet or army lists)". A roster is per side, the
 * list of that side's units; what a unit is (a ship and its class, a pilot and its upgrades, a 40k
 * unit and its models' wargear) is the ruleset's own, read through its schema. The bot lists,
 * checks and prices a roster only through the contract's `rosterEntries`, `rosterProblems` and
 * `rosterPoints`, so one roster flow serves every ruleset.
 */
import { z } from 'zod';
import type { SideId } from './side-id.js';

/** Per side, its units in the order they were added (the order they deploy in). */
export type Roster<Unit = unknown> = Readonly<Record<SideId, readonly Unit[]>>;

/** The most units one side's list may hold, whatever the ruleset (a message lists them all). */
export const ROSTER_SIDE_LIMIT = 24;

/** The schema of a roster of `unit`s: side ids to lists. */
export function rosterSchema<Unit>(unit: z.ZodType<Unit>): z.ZodType<Roster<Unit>> {
  return z.record(z.string().min(1).max(40), z.array(unit).max(ROSTER_SIDE_LIMIT));
}

/** One unit as the bot lists it, whatever its shape: what `/roster list` and `remove` show. */
export interface RosterEntry {
  readonly side: SideId;
  /** Unique in the roster: what `/roster remove` takes (the unit's name). */
  readonly id: string;
  readonly name: string;
  /** What it is, in the catalogue's words ("Kestrel Frigate", "Lance Cadet + Heavy Torpedo"). */
  readonly summary: string;
  readonly points: number;
}

/**
 * What can be wrong with a roster, each named so the bot can say it in the reader's words:
 * a side the scenario does not have, a unit (class, pilot) or upgrade the catalogue does not
 * have, a unit of another side's faction, more upgrades than the unit carries (or none of that
 * slot free), a named unit twice, two units of one name, a side over its unit count or points.
 */
export const ROSTER_PROBLEM_CODES = [
  'unknownSide',
  'unknownUnit',
  'unknownUpgrade',
  'wrongSide',
  'tooManyUpgrades',
  'noSlot',
  'uniqueTwice',
  'duplicateName',
  'tooManyUnits',
  'overPoints',
  // fleet (issue 43; Armada fleet building): a list with no ship; squadrons over a third of the points.
  'noShips',
  'squadronPoints',
  // skirmish (issue 44; other-systems.md 4.2 "Reserves"): units in reserve over half the side's points.
  'reservePoints',
] as const;
export type RosterProblemCode = (typeof ROSTER_PROBLEM_CODES)[number];

export interface RosterProblem {
  readonly code: RosterProblemCode;
  readonly side: SideId;
  /** The unit's name, when the problem is one unit's. */
  readonly unit?: string;
  /** What the unit names that is wrong: a class, pilot or upgrade id as written. */
  readonly subject?: string;
  /** For `overPoints`, `tooManyUnits` and `squadronPoints`: the side's total and the limit. */
  readonly total?: number;
  readonly limit?: number;
}

/** The lobby's limits a roster is checked against; null: the scenario's own, or none. */
export interface RosterLimits {
  readonly points: number | null;
}

/** True for no roster, or one with no units: the scenario's own forces play. */
export function isEmptyRoster(roster: Roster | null | undefined): boolean {
  return roster === null || roster === undefined || Object.values(roster).every((units) => units.length === 0);
}

/** Each side's units, numbered in roster order (the order `rosterEntries` lists them in). */
export function rosterUnits<Unit>(roster: Roster<Unit>): { side: SideId; unit: Unit; index: number }[] {
  return Object.entries(roster).flatMap(([side, units]) => units.map((unit, index) => ({ side, unit, index })));
}

/**
 * The problems every ruleset shares: a side the scenario lacks, a side over the unit count, and a
 * name twice (names are how players and `/roster remove` tell units apart).
 */
export function commonProblems<Unit extends { readonly name: string }>(
  roster: Roster<Unit>,
  sides: readonly SideId[],
  perSide: number = ROSTER_SIDE_LIMIT,
): RosterProblem[] {
  const problems: RosterProblem[] = [];
  const seen = new Set<string>();
  for (const [side, units] of Object.entries(roster)) {
    if (!sides.includes(side)) problems.push({ code: 'unknownSide', side, subject: side });
    if (units.length > perSide) problems.push({ code: 'tooManyUnits', side, total: units.length, limit: perSide });
    for (const unit of units) {
      const key = unit.name.toLowerCase();
      if (seen.has(key)) problems.push({ code: 'duplicateName', side, unit: unit.name });
      seen.add(key);
    }
  }
  return problems;
}

/** Each unit as the bot lists it, by its name, with what `describe` says it is and costs. */
export function rosterEntriesOf<Unit extends { readonly name: string }>(
  roster: Roster<Unit>,
  describe: (unit: Unit) => { readonly summary: string; readonly points: number },
): RosterEntry[] {
  return Object.entries(roster).flatMap(([side, units]) =>
    units.map((u) => ({ side, id: u.name, name: u.name, ...describe(u) })),
  );
}

/** Each side's points: its units' points summed (what a ruleset's `rosterPoints` answers). */
export function pointsBySide<Unit>(roster: Roster<Unit>, pointsOf: (unit: Unit) => number): Record<SideId, number> {
  return Object.fromEntries(
    Object.entries(roster).map(([side, units]) => [side, units.reduce((sum, u) => sum + pointsOf(u), 0)]),
  );
}

/** `overPoints` for each side whose points pass the limit (none without a limit). */
export function pointsProblems(points: Readonly<Record<SideId, number>>, limit: number | null): RosterProblem[] {
  if (limit === null) return [];
  return Object.entries(points)
    .filter(([, total]) => total > limit)
    .map(([side, total]) => ({ code: 'overPoints' as const, side, total, limit }));
}

/**
 * Everything wrong with a roster, in the order the bot lists it: the problems every ruleset shares
 * (`commonProblems`), then each listed side's own (`sideProblems`, the ruleset's limits), then each
 * side's points (`pointsOf` summed) against `limit`.
 */
export function rosterProblemsOf<Unit extends { readonly name: string }>(
  roster: Roster<Unit>,
  rules: {
    readonly sides: readonly SideId[];
    readonly perSide: number;
    readonly limit: number | null;
    readonly sideProblems: (side: SideId, units: readonly Unit[]) => RosterProblem[];
    readonly pointsOf: (unit: Unit) => number;
  },
): RosterProblem[] {
  const problems = commonProblems(roster, rules.sides, rules.perSide);
  for (const [side, units] of Object.entries(roster)) problems.push(...rules.sideProblems(side, units));
  return [...problems, ...pointsProblems(pointsBySide(roster, rules.pointsOf), rules.limit)];
}

/** A roster's first problem as the setup problem `createGame` answers with. */
export function rosterSetupProblem(problem: RosterProblem): { code: string; path: string; message: string } {
  const about = [problem.unit, problem.subject].filter(Boolean).join(': ');
  const numbers = problem.total === undefined ? '' : ` (${problem.total} of ${problem.limit ?? '?'})`;
  return {
    code: `ROSTER_${problem.code}`,
    path: `roster.${problem.side}`,
    message: `${problem.code}${about ? ` ${about}` : ''}${numbers}`,
  };
}

/**
 * `gunline`'s roster (issue 42): a side lists its one ship, named, with the hull it buys (a point a
 * box). Built only from the engine's shared roster pieces, as a ruleset outside src/ would be.
 */
import { z } from 'zod';
import {
  commonProblems,
  pointsProblems,
  rosterSchema,
  type Roster,
  type RosterEntry,
  type RosterLimits,
  type RosterProblem,
} from '../../../src/engine/index.js';

export const GunlineUnitSchema = z.object({
  name: z.string().min(1).max(32),
  hull: z.number().int().min(1).max(20),
});
export type GunlineUnit = z.infer<typeof GunlineUnitSchema>;
export const GunlineRosterSchema = rosterSchema(GunlineUnitSchema);

interface Scenario {
  readonly sides: readonly { readonly id: string }[];
  readonly ships: readonly { readonly side: string; readonly name: string; readonly hull: number }[];
}

export const gunlineEntries = (roster: Roster<GunlineUnit>): RosterEntry[] =>
  Object.entries(roster).flatMap(([side, units]) =>
    units.map((u) => ({ side, id: u.name, name: u.name, summary: `hull ${u.hull}`, points: u.hull })),
  );

export const gunlinePoints = (roster: Roster<GunlineUnit>): Record<string, number> =>
  Object.fromEntries(Object.entries(roster).map(([side, units]) => [side, units.reduce((n, u) => n + u.hull, 0)]));

/** One ship a side (the game's rule), names apart, within the points. */
export function gunlineProblems(
  roster: Roster<GunlineUnit>,
  scenario: Scenario,
  limits: RosterLimits,
): RosterProblem[] {
  return [
    ...commonProblems(
      roster,
      scenario.sides.map((s) => s.id),
      1,
    ),
    ...pointsProblems(gunlinePoints(roster), limits.points),
  ];
}

/** The scenario's ships, a listed side's replaced by its own. */
export function deployGunline<S extends Scenario>(scenario: S, roster: Roster<GunlineUnit> | null): S {
  if (roster === null) return scenario;
  const listed = (side: string) => (roster[side]?.length ?? 0) > 0;
  const ships = scenario.sides.flatMap((side) =>
    listed(side.id)
      ? (roster[side.id] ?? []).map((u) => ({ side: side.id, name: u.name, hull: u.hull }))
      : scenario.ships.filter((s) => s.side === side.id),
  );
  return { ...scenario, ships };
}

/**
 * `impulse`'s roster (issue 42): per side, ships by class and name, bought with the class's points
 * (seed 000: "each ship has a point value"), of the side's faction. A side with a list flies it,
 * deployed where the scenario put its first ship of that side; a side without flies the scenario's.
 */
import { z } from 'zod';
import { formatHex, parseHex } from '../../core/hex-label.js';
import {
  commonProblems,
  isEmptyRoster,
  pointsProblems,
  rosterSchema,
  type Roster,
  type RosterEntry,
  type RosterLimits,
  type RosterProblem,
} from '../../roster.js';
import type { Scenario } from './data/scenario.js';
import type { CatalogInput } from './setup.js';

/** A ship of a roster: its class (by id) and its name. Fields other rulesets' units carry are dropped. */
export const ImpulseUnitSchema = z.object({
  classId: z.string().min(1).max(60),
  name: z.string().min(1).max(32),
});
export type ImpulseUnit = z.infer<typeof ImpulseUnitSchema>;
export type ImpulseRoster = Roster<ImpulseUnit>;
export const ImpulseRosterSchema = rosterSchema(ImpulseUnitSchema);

type Classes = Pick<CatalogInput, 'classes'>;

const classOf = (catalog: Classes, id: string) => catalog.classes.find((c) => c.id === id);

export function impulseRosterEntries(roster: ImpulseRoster, catalog: Classes): RosterEntry[] {
  return Object.entries(roster).flatMap(([side, units]) =>
    units.map((u) => {
      const cls = classOf(catalog, u.classId);
      return { side, id: u.name, name: u.name, summary: cls?.name ?? u.classId, points: cls?.points ?? 0 };
    }),
  );
}

export function impulseRosterPoints(roster: ImpulseRoster, catalog: Classes): Record<string, number> {
  return Object.fromEntries(
    Object.entries(roster).map(([side, units]) => [
      side,
      units.reduce((sum, u) => sum + (classOf(catalog, u.classId)?.points ?? 0), 0),
    ]),
  );
}

/** Unknown classes, ships of another faction, names twice, and sides over the points limit. */
export function impulseRosterProblems(
  roster: ImpulseRoster,
  scenario: Pick<Scenario, 'sides'>,
  catalog: Classes,
  limits: RosterLimits,
): RosterProblem[] {
  const problems = commonProblems(
    roster,
    scenario.sides.map((s) => s.id),
  );
  for (const [side, units] of Object.entries(roster)) {
    const faction = scenario.sides.find((s) => s.id === side)?.faction;
    for (const u of units) {
      const cls = classOf(catalog, u.classId);
      if (!cls) problems.push({ code: 'unknownUnit', side, unit: u.name, subject: u.classId });
      else if (faction !== undefined && cls.faction !== faction)
        problems.push({ code: 'wrongSide', side, unit: u.name, subject: u.classId });
    }
  }
  return [...problems, ...pointsProblems(impulseRosterPoints(roster, catalog), limits.points)];
}

/**
 * The scenario with the roster's ships in place of the listed sides' own: each in a row two columns
 * apart about where the scenario put that side's first ship, same facing, skipping planets' hexes.
 */
export function deployImpulseRoster(scenario: Scenario, roster: ImpulseRoster | null): Scenario {
  if (roster === null || isEmptyRoster(roster)) return scenario;
  const listed = (side: string): boolean => (roster[side]?.length ?? 0) > 0;
  const taken = new Set<string>(scenario.terrain.flatMap((t) => (t.kind === 'planet' ? [t.hex] : [])));
  const kept = scenario.ships.filter((s) => !listed(s.side));
  for (const ship of kept) taken.add(ship.hex);
  const placed = scenario.sides.flatMap((side) =>
    (roster[side.id] ?? []).map((unit, index) => {
      const anchor = scenario.ships.find((s) => s.side === side.id) ?? scenario.ships[0];
      const start = parseHex(anchor?.hex ?? '1010') ?? { q: 10, r: 5 };
      let offset = index;
      let label: string;
      do {
        const step = Math.ceil(offset / 2) * 2 * (offset % 2 === 0 ? 1 : -1);
        label = formatHex({ q: start.q + step, r: start.r - Math.trunc(step / 2) });
        offset += 1;
      } while (taken.has(label));
      taken.add(label);
      return {
        side: side.id,
        class: unit.classId,
        name: unit.name,
        hex: label,
        facing: anchor?.facing ?? 'N',
        weapons: 'charged' as const,
      };
    }),
  );
  return { ...scenario, ships: [...kept, ...placed] };
}

/**
 * `squadron`'s roster (issue 42; seed 001's squad building): per side, pilots with the upgrades
 * they carry, each upgrade in a free slot of the pilot's ship, a named ace once per squad, at most
 * eight ships, within the points limit (the scenario's, or the lobby's). A side with a list flies it,
 * placed where the scenario's squad starts and then along its row; a side without flies its own.
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
import type { SquadronCatalog, SquadronScenario } from './data/content.js';

/** The most ships in a squad (the scenario schema's own bound). */
export const SQUAD_LIMIT = 8;
/** The most upgrades a pilot carries (no ship has more slots). */
export const UPGRADE_LIMIT = 4;

/** A pilot of a roster: `classId` is the pilot card's id; `name` how the lobby tells copies apart. */
export const SquadronUnitSchema = z.object({
  classId: z.string().min(1).max(60),
  name: z.string().min(1).max(32),
  // Read up to twice the limit, so a list over it is named (`tooManyUpgrades`), not unreadable.
  upgrades: z
    .array(z.string().min(1).max(60))
    .max(UPGRADE_LIMIT * 2)
    .default([]),
});
export type SquadronUnit = z.infer<typeof SquadronUnitSchema>;
export type SquadronRoster = Roster<SquadronUnit>;
export const SquadronRosterSchema = rosterSchema(SquadronUnitSchema);

type Side = SquadronScenario['sides'][number];

const pilotOf = (catalog: SquadronCatalog, id: string) => catalog.pilots.find((p) => p.id === id);
const upgradeOf = (catalog: SquadronCatalog, id: string) => catalog.upgrades.find((u) => u.id === id);

/** A pilot's cost and its upgrades' (seed 001: a squad's points are its cards' costs). */
export function unitPoints(catalog: SquadronCatalog, unit: Pick<SquadronUnit, 'classId' | 'upgrades'>): number {
  const upgrades = unit.upgrades.reduce((sum, id) => sum + (upgradeOf(catalog, id)?.cost ?? 0), 0);
  return (pilotOf(catalog, unit.classId)?.cost ?? 0) + upgrades;
}

export function squadronRosterEntries(roster: SquadronRoster, catalog: SquadronCatalog): RosterEntry[] {
  return Object.entries(roster).flatMap(([side, units]) =>
    units.map((u) => {
      const pilot = pilotOf(catalog, u.classId)?.name ?? u.classId;
      const upgrades = u.upgrades.map((id) => upgradeOf(catalog, id)?.name ?? id);
      const summary = upgrades.length > 0 ? `${pilot} + ${upgrades.join(', ')}` : pilot;
      return { side, id: u.name, name: u.name, summary, points: unitPoints(catalog, u) };
    }),
  );
}

export function squadronRosterPoints(roster: SquadronRoster, catalog: SquadronCatalog): Record<string, number> {
  return Object.fromEntries(
    Object.entries(roster).map(([side, units]) => [side, units.reduce((sum, u) => sum + unitPoints(catalog, u), 0)]),
  );
}

/** One pilot's problems: unknown, of another faction, an unknown upgrade, no free slot, too many. */
function unitProblems(catalog: SquadronCatalog, side: string, faction: string | undefined, u: SquadronUnit) {
  const problems: RosterProblem[] = [];
  const pilot = pilotOf(catalog, u.classId);
  const type = pilot && catalog.ships.find((s) => s.id === pilot.ship);
  if (!pilot || !type) return [{ code: 'unknownUnit' as const, side, unit: u.name, subject: u.classId }];
  if (faction !== undefined && type.faction !== faction)
    problems.push({ code: 'wrongSide', side, unit: u.name, subject: u.classId });
  if (u.upgrades.length > UPGRADE_LIMIT) problems.push({ code: 'tooManyUpgrades', side, unit: u.name });
  const slots: string[] = [...type.slots];
  for (const id of u.upgrades) {
    const upgrade = upgradeOf(catalog, id);
    const slot = upgrade ? slots.indexOf(upgrade.slot) : -1;
    if (!upgrade) problems.push({ code: 'unknownUpgrade', side, unit: u.name, subject: id });
    else if (slot < 0) problems.push({ code: 'noSlot', side, unit: u.name, subject: id });
    else slots.splice(slot, 1);
  }
  return problems;
}

export function squadronRosterProblems(
  roster: SquadronRoster,
  scenario: Pick<SquadronScenario, 'sides' | 'pointsLimit'>,
  catalog: SquadronCatalog,
  limits: RosterLimits,
): RosterProblem[] {
  const problems = commonProblems(
    roster,
    scenario.sides.map((s) => s.id),
    SQUAD_LIMIT,
  );
  for (const [side, units] of Object.entries(roster)) {
    const faction = scenario.sides.find((s) => s.id === side)?.faction;
    const aces = new Set<string>();
    for (const u of units) {
      problems.push(...unitProblems(catalog, side, faction, u));
      if (!pilotOf(catalog, u.classId)?.unique) continue;
      if (aces.has(u.classId)) problems.push({ code: 'uniqueTwice', side, unit: u.name, subject: u.classId });
      aces.add(u.classId);
    }
  }
  return [...problems, ...pointsProblems(squadronRosterPoints(roster, catalog), limits.points ?? scenario.pointsLimit)];
}

/** Where a side's listed squad starts: the scenario's own places first, then two columns on. */
function deploySide(side: Side, units: readonly SquadronUnit[]): Side['squad'] {
  if (units.length === 0) return side.squad;
  const anchor = side.squad[side.squad.length - 1] ?? side.squad[0];
  const last = parseHex(anchor?.hex ?? '0101') ?? { q: 1, r: 1 };
  return units.map((unit, i) => {
    const own = side.squad[i];
    const beyond = i - side.squad.length + 1;
    const hex = own ? own.hex : formatHex({ q: last.q + 2 * beyond, r: last.r - beyond });
    return {
      pilot: unit.classId,
      upgrades: [...unit.upgrades],
      hex,
      facing: own?.facing ?? anchor?.facing ?? 'N',
      escort: own?.escort ?? false,
    };
  });
}

/** The scenario with each listed side's squad in place of its own. */
export function deploySquadronRoster(scenario: SquadronScenario, roster: SquadronRoster | null): SquadronScenario {
  if (roster === null || isEmptyRoster(roster)) return scenario;
  return {
    ...scenario,
    sides: scenario.sides.map((side) => ({ ...side, squad: deploySide(side, roster[side.id] ?? []) })),
  };
}

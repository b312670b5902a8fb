/**
 * Schema 3 to 4 (issue 42): the ship-list `fleet` a lobby kept (`{side, classId, name,
 * upgrades?, addedBy}` per ship or pilot, from /fleet and /squad) becomes the ruleset-opaque
 * `roster`: per side, its units in the order they were added. Each unit keeps `classId`, `name` and
 * any `upgrades`, the fields the bundled rulesets' roster schemas read, so a list built
 * before the upgrade is the same list after it. `addedBy` was never read and is dropped.
 */
type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null;

/** One old entry as a roster unit, or undefined for one that names no side. */
function unitOf(entry: Raw): { side: string; unit: Raw } | undefined {
  const { side, addedBy: _addedBy, upgrades, ...unit } = entry;
  if (typeof side !== 'string' || side === '') return undefined;
  const kept = Array.isArray(upgrades) && upgrades.length > 0 ? { ...unit, upgrades } : unit;
  return { side, unit: kept };
}

/** The record with `fleet` replaced by `roster` (a record without a fleet gets an empty roster). */
export function fleetToRoster(record: Raw): Raw {
  const { fleet, ...rest } = record;
  const roster: Record<string, Raw[]> = {};
  for (const entry of Array.isArray(fleet) ? fleet : []) {
    const read = isObject(entry) ? unitOf(entry) : undefined;
    if (read) roster[read.side] = [...(roster[read.side] ?? []), read.unit];
  }
  return { ...rest, roster };
}

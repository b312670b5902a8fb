/**
 * What `impulse` reads of an imported roster file besides `roster` (issue 42): ship classes, kept
 * with the lobby's custom classes, and the older `fleet` list, each ship made a roster unit the way
 * `/roster add` makes one. Validated with the engine's ship-class schema; every problem names its
 * place in the file, and a refused file changes nothing.
 */
import { err, ok, type impulse, type Result } from '../../../engine/index.js';
import type { GameRecord } from '../../../store/index.js';
import type { CommandContext } from '../../app/context.js';
import { isAdmin } from '../../games/game-change.js';
import { problem, type Problem } from '../../pipeline/problem.js';
import { cleanName, echo } from '../../presentation/sanitize.js';
import type { RosterExtras, RosterUnit } from '../roster-table.js';
import { localScenario } from '../scenario-words.js';
import { namesClass } from './catalog-words.js';
import { IMPULSE_CATALOG } from './catalog.js';
import { readFleetParts, type FleetParts } from './fleet-file.js';
import { impulseUnit } from './roster-unit.js';
import { classesFor, findScenario } from './setup.js';

/**
 * May this user bring these classes into the lobby? Classes are shared by both sides and their
 * numbers are not shown in the lobby, so a changed class is a silent sabotage (issue 11). A player
 * brings new classes only: never one that replaces a class already here (bundled or imported), nor
 * one whose name passes for another class's id or name (the roster finds classes by either). Only a
 * referee (a host or Manage Server member who is not playing) may replace an imported class.
 */
function mayDefine(
  ctx: CommandContext,
  record: GameRecord,
  classes: readonly impulse.ShipClass[],
): Result<true, Problem> {
  const mine = record.players.find((p) => p.userId === ctx.request.actor.id);
  if (classes.length > 0 && !mine && !isAdmin(ctx, record)) return err(problem('reply.notPlayer'));
  const referee = !mine && isAdmin(ctx, record);
  const here = classesFor(IMPULSE_CATALOG.of(ctx.app), record);
  const bundled = new Set(IMPULSE_CATALOG.of(ctx.app).classes.map((c) => c.id));
  for (const cls of classes) {
    if (bundled.has(cls.id)) return err(problem('reply.fleetClassBundled', { class: cls.id }));
    if (!referee && here.some((c) => c.id === cls.id)) return err(problem('reply.fleetClassExists', { class: cls.id }));
    const alike = here.find(
      (c) => c.id !== cls.id && (c.id.toLowerCase() === cls.name.toLowerCase() || namesClass(cls.name, c)),
    );
    if (alike) return err(problem('reply.fleetClassNameTaken', { class: cls.id, name: cleanName(cls.name, 40) }));
  }
  return ok(true);
}

/** A weapon the classes fire that the catalogue does not have, named with those it has. */
function unknownWeapon(ctx: CommandContext, classes: readonly impulse.ShipClass[]): Problem | undefined {
  const weapons = IMPULSE_CATALOG.of(ctx.app).weapons;
  const weapon = classes.flatMap((c) => c.groups.map((g) => g.weapon)).find((w) => !weapons.some((k) => k.id === w));
  if (weapon === undefined) return undefined;
  const known = weapons.map((w) => w.id).join(', ');
  return problem('reply.fleetImportBad', {
    problem: problem('problems.unknownWeapon', { weapon: cleanName(weapon), known }),
  });
}

/** The file's `fleet` ships as units, each side found by id or name (the reader's or the scenario's own). */
function fleetUnits(ctx: CommandContext, record: GameRecord, parts: FleetParts): Result<RosterUnit[], Problem> {
  const bundled = findScenario(IMPULSE_CATALOG.of(ctx.app), record.scenario);
  const sides = bundled ? localScenario(ctx.t, bundled).sides : [];
  const list = sides.map((s) => `${cleanName(s.name, 40)} (\`${s.id}\`)`).join(', ');
  const taken: string[] = Object.values(record.roster).flatMap((units) =>
    units.flatMap((u) => (typeof u === 'object' && u !== null && 'name' in u ? [String(u.name)] : [])),
  );
  const units: RosterUnit[] = [];
  for (const ship of parts.fleet ?? []) {
    const named = (s: { id: string; name: string }) => s.name.toLowerCase() === ship.side.toLowerCase();
    const side = sides.find(
      (s) => s.id === ship.side || named(s) || bundled?.sides.some((b) => b.id === s.id && named(b)),
    );
    if (!side) return err(problem('reply.sideFull', { side: echo(ship.side), sides: list }));
    const unit = impulseUnit(ctx, record, { unit: ship.class, name: ship.name }, side.id, taken);
    if (!unit.ok) return unit;
    taken.push(unit.value.name);
    units.push({ side: side.id, unit: unit.value });
  }
  return ok(units);
}

export function importClasses(
  ctx: CommandContext,
  record: GameRecord,
  file: Readonly<Record<string, unknown>>,
): Result<RosterExtras, Problem> {
  const parts = readFleetParts(file);
  // The problem quotes the file (a key, a snippet): shown as typed, never as markup.
  if (!parts.ok) return err(problem('reply.fleetImportBad', { problem: echo(parts.error, 600) }));
  const classes = parts.value.parsedClasses;
  const weapon = unknownWeapon(ctx, classes);
  if (weapon) return err(weapon);
  const allowed = mayDefine(ctx, record, classes);
  if (!allowed.ok) return allowed;
  const withClasses: GameRecord = {
    ...record,
    customClasses: [
      ...record.customClasses.filter((c) => !classes.some((e) => e.id === c.id)),
      ...(classes as unknown as GameRecord['customClasses']),
    ],
  };
  const units = fleetUnits(ctx, withClasses, parts.value);
  if (!units.ok) return units;
  // A file in /fleet import's own shape is answered as /fleet import answered it.
  if (parts.value.classes === undefined && parts.value.fleet === undefined)
    return ok({ record: withClasses, units: units.value });
  const answer = (ships: number) => problem('reply.fleetImported', { classes: classes.length, ships });
  return ok({ record: withClasses, units: units.value, answer });
}

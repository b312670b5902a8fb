/**
 * A ship for an impulse roster (issue 42): `/roster add unit:` names a ship class (by id, or by its
 * name in any language of the catalogue) of the side's faction, `name:` the ship (left out: the
 * class's name, numbered). Shared by `/roster add` and the older `fleet` list of an imported file.
 */
import { err, ok, type Result } from '../../../engine/index.js';
import type { GameRecord } from '../../../store/index.js';
import type { CommandContext } from '../../app/context.js';
import { freeName } from '../../games/roster-lobby.js';
import { problem, type Problem } from '../../pipeline/problem.js';
import { cleanName, echo } from '../../presentation/sanitize.js';
import type { RosterAddOptions } from '../roster-table.js';
import { localScenario } from '../scenario-words.js';
import { factionWord, localClassName, namesClass } from './catalog-words.js';
import { IMPULSE_CATALOG } from './catalog.js';
import { classesFor, findScenario } from './setup.js';

/** A ship for `side`: its class found and of the side's faction, its name free. */
export function impulseUnit(
  ctx: CommandContext,
  record: GameRecord,
  o: RosterAddOptions,
  side: string,
  taken: readonly string[],
): Result<{ classId: string; name: string }, Problem> {
  const classes = classesFor(IMPULSE_CATALOG.of(ctx.app), record);
  // By id first: a name (in any of the catalogue's languages) never shadows another class's id.
  const cls = classes.find((c) => c.id === o.unit) ?? classes.find((c) => namesClass(o.unit, c));
  if (!cls) return err(problem('reply.fleetUnknownClass', { class: echo(o.unit) }));
  const bundled = findScenario(IMPULSE_CATALOG.of(ctx.app), record.scenario);
  const own = bundled && localScenario(ctx.t, bundled).sides.find((s) => s.id === side);
  if (own && cls.faction !== own.faction)
    return err(
      problem('reply.fleetWrongFaction', {
        class: cleanName(localClassName(ctx.t, cls), 40),
        faction: factionWord(ctx.t, cls.faction),
        side: own.name,
        sideFaction: factionWord(ctx.t, own.faction),
      }),
    );
  const name = o.name === undefined ? freeName(localClassName(ctx.t, cls), taken) : cleanName(o.name);
  if (name === '' || taken.some((n) => n.toLowerCase() === name.toLowerCase()))
    return err(problem('reply.fleetNameTaken', { ship: name || '?' }));
  return ok({ classId: cls.id, name });
}

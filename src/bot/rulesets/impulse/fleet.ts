/**
 * `/fleet`: the name impulse players know for `/roster` (issue 42), kept so running lobbies, the
 * lobby's hints and players' habits keep working. Each subcommand is the roster flow's own, with
 * `/fleet`'s option names read into `/roster`'s: `class` is the unit, `ship` the one to remove.
 */
import type { CommandContext } from '../../app/context.js';
import type { Attachment } from '../../pipeline/request.js';
import { addUnit, listRoster, removeUnit } from '../../games/roster.js';
import { importRoster } from '../../games/roster-file.js';

export const add = (
  ctx: CommandContext,
  o: { readonly class: string; readonly name: string; readonly side?: string },
): Promise<void> => addUnit(ctx, { unit: o.class, name: o.name, ...(o.side === undefined ? {} : { side: o.side }) });

export const remove = (ctx: CommandContext, o: { readonly ship: string }): Promise<void> =>
  removeUnit(ctx, { unit: o.ship });

export const list = (ctx: CommandContext): Promise<void> => listRoster(ctx);

export const importFleet = (ctx: CommandContext, o: { readonly file: Attachment }): Promise<void> =>
  importRoster(ctx, o);

export { readFleetFile } from './fleet-file.js';

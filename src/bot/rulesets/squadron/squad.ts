/**
 * `/squad`: the name squadron players know for `/roster` (issue 42), kept so running lobbies and
 * players' habits keep working. Each subcommand is the roster flow's own, `/squad`'s option names
 * read into `/roster`'s: `pilot` is the unit, and `show` lists the squads.
 */
import type { CommandContext } from '../../app/context.js';
import { addUnit, listRoster, removeUnit } from '../../games/roster.js';

export const add = (ctx: CommandContext, o: { pilot: string; upgrades?: string; side?: string }): Promise<void> =>
  addUnit(ctx, {
    unit: o.pilot,
    ...(o.upgrades === undefined ? {} : { upgrades: o.upgrades }),
    ...(o.side === undefined ? {} : { side: o.side }),
  });

export const remove = (ctx: CommandContext, o: { pilot: string }): Promise<void> => removeUnit(ctx, { unit: o.pilot });

export const show = (ctx: CommandContext): Promise<void> => listRoster(ctx);

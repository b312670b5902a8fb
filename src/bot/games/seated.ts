/**
 * The game in this channel with the player's seat in it, for a look only that player may take (their
 * own sealed dials' menus, a course preview): or a private answer saying why not (no game here, or
 * not a player of it) and undefined.
 */
import type { CommandContext } from '../app/context.js';
import type { GameRecord } from '../../store/index.js';

export interface Seated {
  readonly record: GameRecord;
  readonly side: string;
}

export async function seatedInGame(ctx: CommandContext, active = false): Promise<Seated | undefined> {
  const record = await ctx.app.store.get(ctx.request.channelId);
  const side = record?.players.find((p) => p.userId === ctx.request.actor.id)?.side;
  if (!record || record.state === null || (active && record.status !== 'active') || side === undefined) {
    await ctx.respond.reply({ content: ctx.t(record ? 'reply.notPlayer' : 'reply.noGame') }, true);
    return undefined;
  }
  return { record, side };
}

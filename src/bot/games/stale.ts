/** Clicks that come too late: a component of an older prompt, or of another game in the channel. */
import type { GameRecord } from '../../store/index.js';
import type { CommandContext } from '../app/context.js';
import { gameTag } from '../pipeline/custom-id.js';
import type { BotRequest } from '../pipeline/request.js';

/** The component a request came from (undefined for a slash command, which is never stale). */
export type Clicked = BotRequest['component'];

/** A click on a prompt older than the newest one, or on a component of another (earlier) game in the channel. */
export function staleClick(component: Clicked, record: GameRecord): boolean {
  if (component === undefined) return false;
  return (
    component.game !== gameTag(record) ||
    component.version < (record.messages.promptVersion ?? 0) ||
    component.version > record.version
  );
}

/** The request's click is stale for this game (see staleClick). */
export const isStale = (ctx: CommandContext, record: GameRecord): boolean => staleClick(ctx.request.component, record);

/** A component made for this game (any version): reminders, undo answers. Slash commands always are. */
export const sameGame = (ctx: CommandContext, record: GameRecord): boolean =>
  ctx.request.component === undefined || ctx.request.component.game === gameTag(record);

/**
 * The shared pipeline for every game action (style-anchors section 6.6): rate limit -> under the
 * game's lock: load, guards, build the engine command, apply, save -> answer. The answer is given
 * only after the record is on disk, so a crash never loses an accepted command.
 */
import { impulse, type Result } from '../../engine/index.js';
import type { GameRecord, Player } from '../../store/index.js';
import { answerAndDeliver, commandOwed, type ActOptions } from '../presentation/announce.js';
import { withClock } from '../clocks/clock.js';
import { gameTag } from './custom-id.js';
import type { CommandContext } from '../app/context.js';
import { claim, nextOwedId, owe, release } from '../presentation/outbox.js';
import { fromRuleError, problem, say, type Problem } from './problem.js';
import { acceptCommand, stateOf } from '../games/record-ops.js';
import { shipName, sideName } from '../games/resolve.js';

export interface Acting {
  readonly record: GameRecord;
  readonly player: Player;
  readonly state: impulse.GameState;
  readonly side: string;
}

export type BuildCommand = (acting: Acting) => Result<impulse.Command, Problem>;

/** A loaded, started game and the acting player, or why not. */
export function requireTurnPlayer(record: GameRecord | undefined, userId: string): Result<Acting, Problem> {
  if (!record) return { ok: false, error: problem('reply.noGame') };
  if (record.status === 'lobby') return { ok: false, error: problem('reply.notStarted') };
  if (record.status !== 'active' || record.state === null) return { ok: false, error: problem('reply.gameOver') };
  const player = record.players.find((p) => p.userId === userId);
  if (!player) return { ok: false, error: problem('reply.notPlayer') };
  return { ok: true, value: { record, player, state: stateOf(record), side: player.side } };
}

/** Readable values for a rule error's detail (ship ids become names, sides their names). */
export function detailText(state: impulse.GameState): (key: string, value: unknown) => string {
  return (key, value) => {
    if (typeof value === 'string')
      return key === 'ship' || key === 'target'
        ? shipName(state, value)
        : key === 'side'
          ? sideName(state, value)
          : value;
    if (Array.isArray(value))
      return value
        .map((v) => (typeof v === 'string' && (key === 'awaiting' || key === 'sides') ? sideName(state, v) : String(v)))
        .join(', ');
    return typeof value === 'number' ? String(value) : JSON.stringify(value);
  };
}

/** Defers the answer if the work is still going after `ms`, so Discord's 3-second deadline is never missed. */
export function deferIfSlow(ctx: CommandContext, ephemeral: boolean): () => void {
  const timer = setTimeout(() => {
    if (!ctx.respond.answered)
      ctx.respond.defer(ephemeral).catch((e: unknown) => ctx.app.log.warn('defer failed', { error: String(e) }));
  }, ctx.app.deferAfterMs);
  return () => clearTimeout(timer);
}

/** A click on a prompt older than the newest one, or on a component of another (earlier) game in the channel. */
export function isStale(ctx: CommandContext, record: GameRecord): boolean {
  const component = ctx.request.component;
  if (component === undefined) return false;
  return (
    component.game !== gameTag(record) ||
    component.version < (record.messages.promptVersion ?? 0) ||
    component.version > record.version
  );
}

/** A component made for this game (any version): reminders, undo answers. Slash commands always are. */
export const sameGame = (ctx: CommandContext, record: GameRecord): boolean =>
  ctx.request.component === undefined || ctx.request.component.game === gameTag(record);

/** Runs one game action end to end; true when the command was accepted. */
export async function act(ctx: CommandContext, build: BuildCommand, options: ActOptions = {}): Promise<boolean> {
  const { app, request, respond, t } = ctx;
  const stopWatchdog = deferIfSlow(ctx, options.secret === true);
  let claimed: { record: GameRecord; id: string } | undefined;
  try {
    const outcome = await app.store.update(
      request.channelId,
      async (record): Promise<{ save?: GameRecord; result: Result<GameRecord, Problem> }> => {
        const acting = requireTurnPlayer(record, request.actor.id);
        if (!acting.ok) return { result: acting };
        if (isStale(ctx, acting.value.record)) return { result: { ok: false, error: problem('reply.stale') } };
        const command = build(acting.value);
        if (!command.ok) return { result: command };
        const applied = impulse.applyCommand(acting.value.state, command.value);
        if (!applied.ok)
          return { result: { ok: false, error: fromRuleError(applied.error, detailText(acting.value.state)) } };
        const now = app.now();
        const accepted = acceptCommand(acting.value.record, request.actor.id, now, command.value, applied.value);
        const armed = await withClock(app.profiles, { ...accepted.after, undoRequest: null }, now);
        // The answer is the first item owed; it is claimed before the save, so that no delivery run
        // posts it to the channel while this request is giving it.
        const after = owe(armed, ...commandOwed(ctx, { ...accepted, after: armed }, options));
        claimed = { record: after, id: nextOwedId(armed) };
        claim(app, after, claimed.id);
        return { save: after, result: { ok: true, value: after } };
      },
    );
    if (!outcome.ok) {
      await respond.reply({ content: say(t, outcome.error) }, true);
      return false;
    }
    const answerId = options.secret ? undefined : claimed?.id;
    if (options.secret && claimed) release(app, claimed.record, claimed.id);
    claimed = undefined;
    await answerAndDeliver(ctx, outcome.value, answerId, options);
    return true;
  } finally {
    // A save that failed owes nothing: nothing stays claimed.
    if (claimed) release(app, claimed.record, claimed.id);
    stopWatchdog();
  }
}

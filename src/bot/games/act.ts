/**
 * The shared pipeline for every game action (style-anchors section 6.6): rate limit -> under the
 * game's lock: load, guards, build the engine command, apply, save -> answer. The answer is given
 * only after the record is on disk, so a crash never loses an accepted command.
 */
import type { Result, RulesetCommand } from '../../engine/index.js';
import type { GameRecord, Player } from '../../store/index.js';
import { answerAndDeliver, commandOwed, type ActOptions } from '../presentation/announce.js';
import { withClock } from '../clocks/clock.js';
import { wakeForAutoplay } from '../clocks/autoplay.js';
import { gameTag } from '../pipeline/custom-id.js';
import type { App, CommandContext } from '../app/context.js';
import { claim, nextOwedId, owe, release } from '../presentation/outbox.js';
import { fromRuleError, problem, say, type Problem } from '../pipeline/problem.js';
import { acceptCommand, stateOf } from '../records/record-ops.js';
import type { TableRuleset } from '../rulesets/table.js';

export interface Acting<State = unknown> {
  readonly record: GameRecord;
  readonly player: Player;
  readonly state: State;
  readonly side: string;
  /** The ruleset the game plays. */
  readonly table: TableRuleset;
}

export type BuildCommand = (acting: Acting) => Result<RulesetCommand, Problem>;

/** A loaded, started game and the acting player, or why not. */
export function requireTurnPlayer(
  app: Pick<App, 'rulesets'>,
  record: GameRecord | undefined,
  userId: string,
): Result<Acting, Problem> {
  if (!record) return { ok: false, error: problem('reply.noGame') };
  if (record.status === 'lobby') return { ok: false, error: problem('reply.notStarted') };
  if (record.status !== 'active' || record.state === null) return { ok: false, error: problem('reply.gameOver') };
  const player = record.players.find((p) => p.userId === userId);
  if (!player) return { ok: false, error: problem('reply.notPlayer') };
  return {
    ok: true,
    value: { record, player, state: stateOf(record), side: player.side, table: app.rulesets.of(record) },
  };
}

/**
 * Readable values for a rule error's detail: a unit's id (`ship`, `target`, `unit`) becomes its name,
 * a side's its name, as the game's ruleset says them.
 */
export function detailText(table: TableRuleset, state: unknown): (key: string, value: unknown) => string {
  const sideName = (id: string) => table.sideName(state, id);
  return (key, value) => {
    if (typeof value === 'string')
      return UNIT_KEYS.has(key) ? table.unitName(state, value) : key === 'side' ? sideName(value) : value;
    if (Array.isArray(value))
      return value
        .map((v) => (typeof v === 'string' && (key === 'awaiting' || key === 'sides') ? sideName(v) : String(v)))
        .join(', ');
    return typeof value === 'number' ? String(value) : JSON.stringify(value);
  };
}

const UNIT_KEYS = new Set(['ship', 'target', 'unit']);

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
        const acting = requireTurnPlayer(app, record, request.actor.id);
        if (!acting.ok) return { result: acting };
        if (isStale(ctx, acting.value.record)) return { result: { ok: false, error: problem('reply.stale') } };
        const command = build(acting.value);
        if (!command.ok) return { result: command };
        const { table, state } = acting.value;
        const applied = table.rules.applyCommand(state, command.value);
        if (!applied.ok)
          return {
            result: {
              ok: false,
              error:
                table.explainRuleError(state, acting.value.side, applied.error) ??
                fromRuleError(applied.error, detailText(table, state)),
            },
          };
        const now = app.now();
        const accepted = acceptCommand(table, acting.value.record, request.actor.id, now, command.value, applied.value);
        const armed = await withClock(app, { ...accepted.after, undoRequest: null }, now);
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
    wakeForAutoplay(app, outcome.value);
    return true;
  } finally {
    // A save that failed owes nothing: nothing stays claimed.
    if (claimed) release(app, claimed.record, claimed.id);
    stopWatchdog();
  }
}

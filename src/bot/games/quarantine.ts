/**
 * A game whose record cannot be read (issue 10): never overwritten, explained in the players' words
 * (once to the channel, and to everyone who tries to act), and either ended by the host (the record
 * is kept aside) or restored from its log: the opening and the command log replayed by the engine.
 */
import type { QuarantinedGame } from '../../store/index.js';
import {
  DEFAULT_CLOCK,
  GAME_SCHEMA_VERSION,
  GameRecordSchema,
  NOTHING_PENDING,
  type GameRecord,
  type Salvage,
} from '../../store/index.js';
import { withClock } from '../clocks/clock.js';
import type { CommandContext } from '../app/context.js';
import { deliverLater, owe } from '../presentation/outbox.js';
import { commandsOf, withPrompt } from '../records/record-ops.js';
import { cleanName, mention } from '../presentation/sanitize.js';
import type { MessageKey } from '../locales/index.js';
import { problem, say, type Problem } from '../pipeline/problem.js';

const EXPLANATIONS: Readonly<Record<QuarantinedGame['reason'], MessageKey>> = {
  newer: 'reply.quarantinedNewer',
  damaged: 'reply.quarantinedDamaged',
  ruleset: 'reply.quarantinedRuleset',
};
const explanation = (q: QuarantinedGame): MessageKey => EXPLANATIONS[q.reason];

/** The host: named in the head when that much can be read, else in the opening written at the start. */
async function hostOf(ctx: CommandContext, q: QuarantinedGame): Promise<string | undefined> {
  return q.host ?? (await ctx.app.store.salvage(q.channelId, q.gameId).catch(() => undefined))?.opening?.header.host;
}

/** Who may end or restore it: the host, or Manage Server. */
async function mayAdminister(
  ctx: CommandContext,
  q: QuarantinedGame,
): Promise<{ ok: boolean; host: string | undefined }> {
  const host = await hostOf(ctx, q);
  return { ok: ctx.request.actor.canManage || (host !== undefined && host === ctx.request.actor.id), host };
}

const notHost = (ctx: CommandContext, host: string | undefined) =>
  ctx.respond.reply({ content: ctx.t('reply.notHost', { host: host ? mention(host) : '—' }) }, true);

/** The private answer to anyone who acts in the channel, and one notice to the channel itself. */
export async function explainQuarantine(ctx: CommandContext, q: QuarantinedGame): Promise<void> {
  ctx.app.log.error('quarantined game', { channelId: q.channelId, reason: q.reason, detail: q.message });
  await ctx.respond.reply({ content: ctx.t(explanation(q)) }, true).catch(() => undefined);
  if (await ctx.app.store.tellOnce(q.channelId, q.reason).catch(() => false)) {
    await ctx.app.channel
      .send(q.channelId, { content: ctx.t(explanation(q)) })
      .catch((error: unknown) => ctx.app.log.warn('quarantine notice failed', { error: String(error) }));
  }
}

/** /game end on a quarantined game: the record is set aside (kept as it was) and the channel freed. */
export async function endQuarantined(ctx: CommandContext, q: QuarantinedGame): Promise<void> {
  const may = await mayAdminister(ctx, q);
  if (!may.ok) return notHost(ctx, may.host);
  await ctx.app.store.setAside(q.channelId);
  await ctx.respond.reply({ content: ctx.t('reply.setAside', { player: cleanName(ctx.request.actor.name) }) });
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The game rebuilt from what survived: the opening's header, the readable head's fields, the replayed log. */
function rebuild(
  ctx: CommandContext,
  salvage: Salvage,
): { ok: true; record: GameRecord } | { ok: false; reason: Problem } {
  const { opening, log, head } = salvage;
  if (!opening) return { ok: false, reason: problem('restore.noOpening') };
  const table = ctx.app.rulesets.get(String(opening.header['ruleset'] ?? ''));
  if (!table) return { ok: false, reason: problem('restore.ruleset') };
  const replayed = table.rules.replayGame(opening.initial, commandsOf(log));
  if (!replayed.ok)
    return {
      ok: false,
      reason: problem('restore.entry', { entry: replayed.error.index + 1, code: replayed.error.error.code }),
    };
  const state = replayed.value.state;
  const header = opening.header as Record<string, unknown>;
  const at = ctx.app.now().toISOString();
  const outcome = table.rules.outcome(state);
  const over = outcome !== null;
  const candidate = {
    ...header,
    schemaVersion: GAME_SCHEMA_VERSION,
    name: str(head?.['name']) ?? header['name'],
    updatedAt: at,
    status: over ? 'finished' : 'active',
    setup: opening.setup,
    initial: opening.initial,
    state,
    log,
    audit: [{ at, by: ctx.request.actor.id, action: 'start', note: 'restored from its log' }],
    version: (typeof head?.['version'] === 'number' ? head['version'] : log.length) + 1,
    ...NOTHING_PENDING,
    outcome: outcome ? { winner: outcome.winner, margin: outcome.margin, reason: outcome.reason } : null,
    clock: { ...DEFAULT_CLOCK, ...(header['clock'] as object | undefined), deadline: null },
    // Item ids go on from the damaged head's (or far past them): the channel's done list still names the old ones.
    outboxSeq: typeof head?.['outboxSeq'] === 'number' ? head['outboxSeq'] : 100_000,
  };
  const parsed = GameRecordSchema.safeParse(candidate);
  if (!parsed.success)
    return {
      ok: false,
      reason: problem('restore.incomplete', { part: parsed.error.issues[0]?.path.join('.') ?? '?' }),
    };
  return { ok: true, record: { ...parsed.data, messages: withPrompt(table, parsed.data, state).messages } };
}

/** Numbers in order as runs: [4, 5, 6, 9] is "4-6, 9". */
export function numberRanges(numbers: readonly number[]): string {
  const sorted = [...numbers].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const n of sorted) {
    const run = runs[runs.length - 1];
    if (run && n === run[1] + 1) run[1] = n;
    else runs.push([n, n]);
  }
  return runs.map(([from, to]) => (from === to ? String(from) : `${from}-${to}`)).join(', ');
}

/** /game restore: rebuilds the channel's unreadable game from its opening and log. */
export async function restore(ctx: CommandContext): Promise<void> {
  const { app, request, t } = ctx;
  const q = await app.store.quarantined(request.channelId);
  if (!q) return ctx.respond.reply({ content: t('reply.notQuarantined') }, true);
  const may = await mayAdminister(ctx, q);
  if (!may.ok) return notHost(ctx, may.host);
  const salvage = await app.store.salvage(request.channelId, q.gameId);
  const rebuilt = rebuild(ctx, salvage);
  if (!rebuilt.ok)
    return ctx.respond.reply({ content: say(t, problem('reply.restoreFailed', { reason: rebuilt.reason })) }, true);
  const armed = owe(
    await withClock(app, rebuilt.record, app.now()),
    { kind: 'prompt', repost: true },
    { kind: 'status' },
  );
  await app.store.setAside(request.channelId, armed);
  const restored = t('reply.restored', {
    name: armed.name,
    player: cleanName(request.actor.name),
    count: armed.log.length,
  });
  // What could not be read is said, by number: the host can tell the players which moves to make again.
  const dropped = salvage.dropped.length
    ? t('reply.restoredDropped', { count: salvage.dropped.length, entries: numberRanges(salvage.dropped) })
    : '';
  await ctx.respond.reply({ content: dropped ? `${restored} ${dropped}` : restored });
  deliverLater(app, request.channelId);
}

/**
 * /game undo (issue 6): free for your own last command until anyone else acts (and no dice were seen);
 * otherwise a request the opponent answers with buttons, which the host can force.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { ok, err, type Result } from '../../engine/index.js';
import { encodeComponentId, gameTag } from '../pipeline/custom-id.js';
import { type GameRecord } from '../../store/index.js';
import { sameGame } from './stale.js';
import { requireTurnPlayer } from './turn-player.js';
import { deliverLater, owe } from '../presentation/outbox.js';
import type { CommandContext } from '../app/context.js';
import { buttonValue } from '../pipeline/options.js';
import { problem, type Problem } from '../pipeline/problem.js';
import { commandOf, commandsOf, initialOf, undoLast } from '../records/record-ops.js';
import type { TableRuleset } from '../rulesets/table.js';
import { cleanName, mention } from '../presentation/sanitize.js';
import { withClock } from '../clocks/clock.js';
import { answerProblem, isAdmin } from './game-change.js';
import { sleeperOf } from '../players/profile.js';
import { isQuiet } from '../clocks/quiet-hours.js';

/** The users among `ids` who are not in their quiet hours now. */
async function awakeOf(app: CommandContext['app'], ids: readonly string[]): Promise<string[]> {
  const now = app.now();
  const awake: string[] = [];
  for (const id of ids) if (!isQuiet(now, sleeperOf(await app.profiles.get(id)))) awake.push(id);
  return awake;
}

/**
 * Whether taking back the log from entry `from` on would go back past a reveal of sealed orders
 * (issue 39): a command that closed a simultaneous moment (`awaiting(before).simultaneous`, and after
 * it the game is no longer in that sealed turn) laid every side's secret orders open, and each
 * side has seen the others' since, so what was sealed then stands, whoever undoes (free, asked,
 * agreed or forced). Orders sealed in a moment still open (nobody revealed) stay free to take back.
 *
 * Detected through the engine contract alone, by replaying the entries about to go (undo replays
 * anyway), rather than a mark stored on each log entry or a new contract member: it holds for every
 * ruleset with sealed orders now and later, and for records logged before this rule. The sealed
 * turn is the contract's `turn` key, not `moment`: within a sealed moment the moment changes as each
 * side finishes sealing (squadron, vector), while the turn changes only when the moment closes.
 */
function crossesReveal(table: TableRuleset, record: GameRecord, from: number): boolean {
  const rules = table.rules;
  const start = rules.replayGame(initialOf(record), commandsOf(record.log.slice(0, from)));
  if (!start.ok) return false;
  let state = start.value.state;
  for (const command of commandsOf(record.log.slice(from))) {
    const before = rules.awaiting(state);
    const applied = rules.applyCommand(state, command);
    if (!applied.ok) return false;
    state = applied.value.state;
    const after = rules.awaiting(state);
    if (before.simultaneous && !(after.simultaneous && after.turn === before.turn)) return true;
  }
  return false;
}

/**
 * Whether the channel's game is over (won, or ended by the host): archived, yet `/game log` still
 * shows it, so undo says it is over rather than that there is no game (issue 39).
 */
async function isOver(ctx: CommandContext): Promise<boolean> {
  const { store } = ctx.app;
  const record = (await store.get(ctx.request.channelId)) ?? (await store.latestArchived(ctx.request.channelId));
  return record?.status === 'finished' || record?.status === 'ended';
}

type UndoOutcome = { kind: 'undone'; record: GameRecord } | { kind: 'requested'; record: GameRecord; seq: number };
type UndoDecision = { save?: GameRecord; result: Result<UndoOutcome, Problem> };

/**
 * The decision under the game's lock: the actor's own last command taken back (free while nobody
 * acted after it and no dice were seen), the last command of the game by a referee, or a request.
 */
async function decideUndo(ctx: CommandContext, record: GameRecord | undefined): Promise<UndoDecision> {
  const { app, request } = ctx;
  const acting = requireTurnPlayer(app, record, request.actor.id);
  const admin = record !== undefined && isAdmin(ctx, record);
  if (!record) return { result: err(problem('reply.noGame')) };
  if (!acting.ok && !(admin && record.status === 'active'))
    return { result: acting.ok ? err(problem('reply.noGame')) : acting };
  const last = record.log.at(-1);
  if (!last) return { result: err(problem('reply.nothingToUndo')) };
  const mineIndex = record.log.map((e) => e.by).lastIndexOf(request.actor.id);
  if (last.by === request.actor.id || (admin && !acting.ok)) {
    if (crossesReveal(app.rulesets.of(record), record, record.log.length - 1))
      return { result: err(problem('reply.undoRevealed')) };
    // Any undo ends a waiting request: the command it named may be gone, or no longer the asker's last.
    const next = undoLast(app.rulesets.of(record), { ...record, undoRequest: null }, request.actor.id, app.now(), 1);
    if (!next) return { result: err(problem('reply.nothingToUndo')) };
    // Dice already seen are not free to take back (the same rolls would come again): a player
    // (a ruleset keeps its seeded dice in the state's `rng`, the engine core's generator);
    // needs the opponent's consent for that; a neutral admin may still do it.
    const rolledDice =
      JSON.stringify((next.state as { rng?: unknown } | null)?.rng) !==
      JSON.stringify((record.state as { rng?: unknown } | null)?.rng);
    if (!rolledDice || !acting.ok) {
      const armed = owe(await withClock(app, next, app.now()), { kind: 'prompt', repost: true }, { kind: 'status' });
      return { save: armed, result: ok({ kind: 'undone', record: armed }) };
    }
  }
  if (mineIndex < 0) return { result: err(problem('reply.nothingToUndo')) };
  // Nothing to ask the opponent for when the answer could only be no.
  if (crossesReveal(app.rulesets.of(record), record, mineIndex)) return { result: err(problem('reply.undoRevealed')) };
  // Someone acted since: ask them (the opponent) to agree.
  const seq = record.log[mineIndex]?.seq ?? 0;
  const next: GameRecord = { ...record, undoRequest: { by: request.actor.id, seq, at: app.now().toISOString() } };
  return { save: next, result: ok({ kind: 'requested', record: next, seq }) };
}

/** The request in the channel: the opponents named (pinged when awake) and the three answer buttons. */
async function askOpponents(ctx: CommandContext, record: GameRecord, seq: number): Promise<void> {
  const { app, request, t } = ctx;
  const mySide = record.players.find((p) => p.userId === request.actor.id)?.side;
  const opponents = record.players.filter((p) => p.side !== mySide).map((p) => p.userId);
  const undoButton = (
    answerValue: string,
    label: string,
    style: ButtonStyle.Success | ButtonStyle.Danger | ButtonStyle.Secondary,
  ) => ({
    type: ComponentType.Button as const,
    style,
    label,
    custom_id: encodeComponentId({
      game: gameTag(record),
      version: record.version,
      action: {
        kind: 'command',
        command: 'game',
        subcommand: 'undo',
        options: { answer: answerValue, seq: String(seq) },
      },
    }),
  });
  await ctx.respond.reply({
    content: t('reply.undoAsked', {
      player: cleanName(request.actor.name),
      seq,
      opponents: opponents.map((u) => mention(u)).join(' '),
    }),
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          undoButton('accept', t('reply.undoAccept'), ButtonStyle.Success),
          undoButton('decline', t('reply.undoDecline'), ButtonStyle.Danger),
          undoButton('force', t('reply.undoForce'), ButtonStyle.Secondary),
        ],
      },
    ],
    // Named in the text either way; pinged only when awake (they see it when they look).
    ping: await awakeOf(app, opponents),
  });
}

export async function undo(ctx: CommandContext): Promise<void> {
  const { app, request, t } = ctx;
  const answer = buttonValue(request, 'answer');
  if (answer === 'accept' || answer === 'decline' || answer === 'force') return answerUndo(ctx, answer);
  if (await isOver(ctx)) return answerProblem(ctx, problem('reply.undoOver'));
  const result = await app.store.update(request.channelId, (record) => decideUndo(ctx, record));
  if (!result.ok) return answerProblem(ctx, result.error);
  if (result.value.kind === 'requested') return askOpponents(ctx, result.value.record, result.value.seq);
  const removed = result.value.record.audit.at(-1)?.removed?.[0];
  await ctx.respond.reply({
    content: t('reply.undone', {
      player: cleanName(request.actor.name),
      what: removed
        ? `#${removed.seq} ${app.rulesets.of(result.value.record).commandName(t, commandOf(removed))}`
        : '?',
    }),
  });
  deliverLater(app, request.channelId);
}

/** The opponent's answer to an undo request (or the host forcing it). */
async function answerUndo(ctx: CommandContext, answer: 'accept' | 'decline' | 'force'): Promise<void> {
  const { app, request, t } = ctx;
  const result = await app.store.update(
    request.channelId,
    async (
      record,
    ): Promise<{ save?: GameRecord; result: Result<{ record: GameRecord; undone: boolean }, Problem> }> => {
      // The buttons answer one request: a newer request (or another game) needs its own buttons.
      const askedSeq = buttonValue(request, 'seq');
      if (
        !record?.undoRequest ||
        !sameGame(ctx, record) ||
        (askedSeq !== undefined && Number(askedSeq) !== record.undoRequest.seq)
      )
        return { result: err(problem('reply.noUndoRequest')) };
      const asker = record.players.find((p) => p.userId === record.undoRequest?.by);
      const me = record.players.find((p) => p.userId === request.actor.id);
      // Forcing is for a referee: the host or Manage Server, when not playing. A playing host needs her
      // opponent's consent like anyone (issue 11).
      if (answer === 'force' && me) return { result: err(problem('reply.undoForcePlayer')) };
      if (answer === 'force' ? !isAdmin(ctx, record) : !me || me.side === asker?.side)
        return {
          result: err(
            problem(answer === 'force' ? 'reply.notHost' : 'reply.notOpponent', { host: mention(record.host) }),
          ),
        };
      if (answer === 'decline')
        return { save: { ...record, undoRequest: null }, result: ok({ record, undone: false }) };
      // The request names one command of the asker's; if it is gone (undone since), the request is over.
      const index = record.log.findIndex((e) => e.seq === record.undoRequest?.seq);
      if (index < 0 || record.log[index]?.by !== record.undoRequest.by)
        return { save: { ...record, undoRequest: null }, result: err(problem('reply.noUndoRequest')) };
      // A request made before a reveal (or never to be granted) ends with it: the orders stand.
      if (crossesReveal(app.rulesets.of(record), record, index))
        return { save: { ...record, undoRequest: null }, result: err(problem('reply.undoRevealed')) };
      const count = record.log.length - index;
      const next = undoLast(
        app.rulesets.of(record),
        { ...record, undoRequest: null },
        record.undoRequest.by,
        app.now(),
        count,
      );
      if (!next) return { result: err(problem('reply.nothingToUndo')) };
      const armed = owe(await withClock(app, next, app.now()), { kind: 'prompt', repost: true }, { kind: 'status' });
      return { save: armed, result: ok({ record: armed, undone: true }) };
    },
  );
  if (!result.ok) return answerProblem(ctx, result.error);
  if (!result.value.undone)
    return ctx.respond.reply({ content: t('reply.undoDeclined', { player: cleanName(request.actor.name) }) });
  const removed = result.value.record.audit.at(-1)?.removed ?? [];
  await ctx.respond.reply({
    content: t('reply.undoAgreed', { player: cleanName(request.actor.name), count: removed.length }),
  });
  deliverLater(app, request.channelId);
}

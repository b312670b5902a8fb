/**
 * /game: create, join, leave, start, status, log, undo, concede and end. Who may do what is checked
 * here (the host or Manage Server administer); the rules are the engine's.
 */
import { impulse, ok, err, type Result } from '../engine/index.js';
import type { GameRecord, Player } from '../store/index.js';
import { act, deferIfSlow, requireTurnPlayer } from './act.js';
import { finish, postPrompt, safely } from './announce.js';
import type { CommandContext } from './context.js';
import { bool, int, str } from './options.js';
import { mapFile } from './pictures.js';
import { problem, say, type Problem } from './problem.js';
import { buildPrompt } from './prompt.js';
import { stateOf, undoLast, withPrompt } from './record-ops.js';
import { sideName } from './resolve.js';
import { cleanName } from './sanitize.js';
import { findScenario, hashSeed, startGame } from './setup.js';
import { refreshStatus, statusMessage } from './status.js';
import { gameExport } from './export.js';

type Update = { save?: GameRecord; result: Result<GameRecord, Problem> };

const refuse = (key: string, vars?: Record<string, string | number>): Update => ({ result: err(problem(key, vars)) });

export const isAdmin = (ctx: CommandContext, record: GameRecord): boolean => record.host === ctx.request.actor.id || ctx.request.actor.canManage;

async function answerProblem(ctx: CommandContext, p: Problem): Promise<void> {
  await ctx.respond.reply({ content: say(ctx.t, p) }, true);
}

/** Runs a lobby change under the game's lock and answers its problem privately. */
async function change(ctx: CommandContext, channelId: string, decide: (record: GameRecord | undefined) => Update): Promise<GameRecord | undefined> {
  const result = await ctx.app.store.update(channelId, decide);
  if (!result.ok) {
    await answerProblem(ctx, result.error);
    return undefined;
  }
  return result.value;
}

export async function newGame(ctx: CommandContext): Promise<void> {
  const { app, request, t } = ctx;
  const scenarioId = str(request, 'scenario') ?? 'cruiser-duel';
  const scenario = findScenario(app.catalog, scenarioId);
  if (!scenario) return answerProblem(ctx, problem('reply.scenarioUnknown', { scenario: cleanName(scenarioId), list: app.catalog.scenarios.map((s) => s.id).join(', ') }));
  const ruleset = str(request, 'ruleset') ?? 'impulse';
  if (ruleset !== 'impulse') return answerProblem(ctx, problem('reply.badOption', { option: 'ruleset', problem: 'the only ruleset is impulse' }));
  const name = cleanName(str(request, 'name') ?? scenario.name, 60) || scenario.name;
  const points = int(request, 'points');
  const existing = await app.store.get(request.channelId);
  if (existing && (existing.status === 'lobby' || existing.status === 'active')) return answerProblem(ctx, problem('reply.gameAlreadyHere', { name: existing.name }));
  let channelId = request.channelId;
  if (bool(request, 'thread') === true) {
    const stop = deferIfSlow(ctx, false);
    try {
      channelId = await app.channel.createThread(request.channelId, name);
    } finally {
      stop();
    }
  }
  const now = app.now().toISOString();
  const seed = app.newSeed();
  const record: GameRecord = {
    schemaVersion: 1,
    id: `${channelId}-${Date.parse(now).toString(36)}`,
    guildId: request.guildId,
    channelId,
    name,
    host: request.actor.id,
    ruleset: 'impulse',
    rulesVersion: impulse.RULES_VERSION,
    scenario: scenario.id,
    pointsLimit: points ?? null,
    status: 'lobby',
    createdAt: now,
    updatedAt: now,
    players: [],
    fleet: [],
    customClasses: [],
    seed,
    seedHash: hashSeed(seed),
    setup: null,
    initial: null,
    state: null,
    log: [],
    audit: [],
    version: 0,
    pending: [],
    messages: {},
    outcome: null,
  };
  const created = await change(ctx, channelId, (current) => {
    if (current && (current.status === 'lobby' || current.status === 'active')) return refuse('reply.gameAlreadyHere', { name: current.name });
    return { save: record, result: ok(record) };
  });
  if (!created) return;
  if (existing) await app.store.archive.put(existing.id, existing);
  const sides = scenario.sides.map((s) => `**${s.name}** (\`${s.id}\`)`).join(', ');
  const text = `${t('reply.created', { name, scenario: scenario.name })}\n${scenario.description ?? ''}\nSides: ${sides}`.slice(0, 2000);
  if (channelId !== request.channelId) {
    await safely(app, 'thread welcome', () => app.channel.send(channelId, { content: text }));
    await ctx.respond.reply({ content: t('reply.createdInThread', { name, thread: `<#${channelId}>` }) });
  } else await ctx.respond.reply({ content: text });
  await refreshStatus(app, channelId);
}

export async function join(ctx: CommandContext): Promise<void> {
  const { app, request, t } = ctx;
  const wanted = str(request, 'side');
  const joined = await change(ctx, request.channelId, (record) => {
    if (!record) return refuse('reply.noGame');
    if (record.status !== 'lobby' && record.status !== 'active') return refuse('reply.gameOver');
    const scenario = findScenario(app.catalog, record.scenario);
    const sides = scenario?.sides ?? [];
    const side = wanted === undefined ? sides.find((s) => !record.players.some((p) => p.side === s.id)) : sides.find((s) => s.id === wanted || s.name.toLowerCase() === wanted.toLowerCase());
    if (!side) return refuse('reply.sideFull', { side: cleanName(wanted ?? '?'), sides: sides.map((s) => s.id).join(', ') });
    const already = record.players.find((p) => p.userId === request.actor.id);
    if (already?.side === side.id) return refuse('reply.alreadyJoined', { side: side.name });
    // Once the game runs, a newcomer may only take over a side whose player left or was removed.
    if (record.status === 'active' && (already !== undefined || record.players.some((p) => p.side === side.id))) {
      return already ? refuse('reply.alreadyStarted') : refuse('reply.sideTaken', { side: side.name });
    }
    const player: Player = { userId: request.actor.id, name: cleanName(request.actor.name) || 'player', side: side.id, ...(request.actor.locale ? { locale: request.actor.locale } : {}) };
    const players = [...record.players.filter((p) => p.userId !== request.actor.id), player];
    const at = app.now().toISOString();
    const audit = record.status === 'active' ? [...record.audit, { at, by: request.actor.id, action: 'join' as const, note: side.id }] : record.audit;
    const next = { ...record, players, audit, version: record.version + 1 };
    return { save: next, result: ok(next) };
  });
  if (!joined) return;
  const player = joined.players.find((p) => p.userId === request.actor.id);
  const scenario = findScenario(app.catalog, joined.scenario);
  await ctx.respond.reply({ content: t('reply.joined', { player: `<@${request.actor.id}>`, side: scenario?.sides.find((s) => s.id === player?.side)?.name ?? '' }) });
  if (joined.status === 'active') await safely(app, 'turn prompt', () => postPrompt(app, joined, { repost: true, edit: false }), request.channelId);
  await refreshStatus(app, request.channelId);
}

/** Leaving before the start, or (host or Manage Server) removing a player at any time. */
export async function leave(ctx: CommandContext): Promise<void> {
  const { app, request, t } = ctx;
  const target = str(request, 'player');
  const removing = target !== undefined && target !== request.actor.id;
  const left = await change(ctx, request.channelId, (record) => {
    if (!record) return refuse('reply.noGame');
    if (removing && !isAdmin(ctx, record)) return refuse('reply.notHost', { host: `<@${record.host}>` });
    if (!removing && record.status !== 'lobby') return refuse('reply.alreadyStarted');
    const userId = removing ? target : request.actor.id;
    const gone = record.players.find((p) => p.userId === userId || p.name.toLowerCase() === userId.toLowerCase());
    if (!gone) return refuse('reply.notPlayer');
    const at = app.now().toISOString();
    const next: GameRecord = {
      ...record,
      players: record.players.filter((p) => p !== gone),
      version: record.version + 1,
      audit: removing ? [...record.audit, { at, by: request.actor.id, action: 'remove', note: gone.userId }] : record.audit,
    };
    return { save: next, result: ok(next) };
  });
  if (!left) return;
  if (removing) {
    const scenario = findScenario(app.catalog, left.scenario);
    const vacant = scenario?.sides.find((s) => !left.players.some((p) => p.side === s.id));
    await ctx.respond.reply({ content: t('reply.removed', { player: `<@${target}>`, host: cleanName(request.actor.name), side: vacant?.name ?? '', sideId: vacant?.id ?? '' }) });
  } else await ctx.respond.reply({ content: t('reply.left', { player: cleanName(request.actor.name) }) });
  await refreshStatus(app, request.channelId);
}

export async function start(ctx: CommandContext): Promise<void> {
  const { app, request, t } = ctx;
  const stop = deferIfSlow(ctx, false);
  try {
    const started = await change(ctx, request.channelId, (record) => {
      if (!record) return refuse('reply.noGame');
      if (record.status !== 'lobby') return refuse('reply.alreadyStarted');
      if (!isAdmin(ctx, record)) return refuse('reply.notHost', { host: `<@${record.host}>` });
      const scenario = findScenario(app.catalog, record.scenario);
      const missing = (scenario?.sides ?? []).filter((s) => !record.players.some((p) => p.side === s.id));
      if (missing.length > 0) return refuse('reply.needPlayers', { sides: missing.map((s) => s.name).join(', ') });
      const built = startGame(app.catalog, record);
      if (!built.ok) return { result: built };
      const at = app.now().toISOString();
      const next: GameRecord = {
        ...record,
        status: 'active',
        updatedAt: at,
        version: record.version + 1,
        setup: built.value.setup as unknown as GameRecord['setup'],
        initial: built.value.applied.state as unknown as GameRecord['initial'],
        state: built.value.applied.state as unknown as GameRecord['state'],
        audit: [...record.audit, { at, by: request.actor.id, action: 'start' }],
      };
      const stamped = withPrompt(next, built.value.applied.state);
      return { save: { ...next, messages: stamped.messages }, result: ok({ ...next, messages: stamped.messages }) };
    });
    if (!started) return;
    const state = stateOf(started);
    await ctx.respond.reply({ content: t('reply.started', { name: started.name, hash: started.seedHash }), files: [mapFile(state)] });
    await safely(app, 'turn prompt', () => postPrompt(app, started, { repost: true, edit: false }), request.channelId);
    await refreshStatus(app, request.channelId);
  } finally {
    stop();
  }
}

export async function status(ctx: CommandContext): Promise<void> {
  const { app, request, t } = ctx;
  const record = await app.store.get(request.channelId);
  if (!record) return answerProblem(ctx, problem('reply.noGame'));
  const message = statusMessage(t, record);
  const acting = requireTurnPlayer(record, request.actor.id);
  // Your own fresh prompt, privately, when it is your move: lost prompts are never a dead end.
  const prompt = acting.ok && record.state ? buildPrompt(t, record, stateOf(record), record.messages.promptVersion ?? record.version) : undefined;
  const mine = prompt && prompt.ping?.includes(request.actor.id);
  await ctx.respond.reply({ content: `${message.content ?? ''}${mine ? `\n\n${prompt.content ?? ''}` : ''}`.slice(0, 2000), ...(mine && prompt.components ? { components: prompt.components } : {}) }, true);
}

export async function exportLog(ctx: CommandContext): Promise<void> {
  const { app, request, t } = ctx;
  const record = (await app.store.get(request.channelId)) ?? (await app.store.latestArchived(request.channelId));
  if (!record) return answerProblem(ctx, problem('reply.noGame'));
  const data = Buffer.from(JSON.stringify(gameExport(record), null, 1));
  const note = record.status === 'active' || record.status === 'lobby' ? `\n${t('reply.logExportHidden')}` : '';
  await ctx.respond.reply({ content: `${t('reply.logExport', { name: record.name, count: record.log.length })}${note}`, files: [{ name: `${record.id}.json`, data }] }, true);
}

export async function undo(ctx: CommandContext): Promise<void> {
  const { app, request, t } = ctx;
  const undone = await change(ctx, request.channelId, (record) => {
    const acting = requireTurnPlayer(record, request.actor.id);
    const admin = record !== undefined && isAdmin(ctx, record);
    if (!acting.ok && !(admin && record?.status === 'active')) return { result: acting.ok ? err(problem('reply.noGame')) : acting };
    if (!record) return refuse('reply.noGame');
    const last = record.log.at(-1);
    if (!last) return refuse('reply.nothingToUndo');
    if (last.by !== request.actor.id && !admin) return refuse(record.log.some((e) => e.by === request.actor.id) ? 'reply.undoBlocked' : 'reply.nothingToUndo');
    const next = undoLast(record, request.actor.id, app.now(), 1);
    if (!next) return refuse('reply.nothingToUndo');
    return { save: next, result: ok(next) };
  });
  if (!undone) return;
  const removed = undone.audit.at(-1)?.removed?.[0];
  await ctx.respond.reply({ content: t('reply.undone', { player: cleanName(request.actor.name), what: removed ? `#${removed.seq} ${String(removed.command.type)}` : '?' }) });
  await safely(app, 'turn prompt', () => postPrompt(app, undone, { repost: true, edit: false }), request.channelId);
  await refreshStatus(app, request.channelId);
}

export async function concede(ctx: CommandContext): Promise<void> {
  await act(ctx, ({ side }) => ok({ type: 'concede', side }));
}

export async function end(ctx: CommandContext): Promise<void> {
  const { app, request, t } = ctx;
  const ended = await change(ctx, request.channelId, (record) => {
    if (!record) return refuse('reply.noGame');
    if (!isAdmin(ctx, record)) return refuse('reply.notHost', { host: `<@${record.host}>` });
    const at = app.now().toISOString();
    const next: GameRecord = { ...record, status: 'ended', updatedAt: at, version: record.version + 1, audit: [...record.audit, { at, by: request.actor.id, action: 'end' }] };
    return { save: next, result: ok(next) };
  });
  if (!ended) return;
  await ctx.respond.reply({ content: t('reply.ended', { name: ended.name, player: cleanName(request.actor.name), seed: ended.seed }) });
  await app.store.archiveGame(request.channelId);
}

export { finish, sideName };

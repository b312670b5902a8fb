/**
 * /game: create, join, leave, start, status and log; the rematch. Who may do what is checked here
 * (the host or Manage Server administer); the rules are the engine's.
 */
import { gamePaceLines } from '../players/pace-text.js';
import { playersToPing } from '../records/turn-keys.js';
import { ok, type Result } from '../../engine/index.js';
import {
  DEFAULT_CLOCK,
  GAME_SCHEMA_VERSION,
  NOTHING_PENDING,
  type GameRecord,
  type Player,
} from '../../store/index.js';
import { deferIfSlow } from '../pipeline/defer.js';
import { requireTurnPlayer } from './turn-player.js';
import { answerAndDeliver } from '../presentation/announce.js';
import {
  asAnswer,
  asRide,
  claim,
  deliverLater,
  deliverOwed,
  nextOwedId,
  owe,
  release,
} from '../presentation/outbox.js';
import type { CommandContext } from '../app/context.js';
import { problem, type Problem } from '../pipeline/problem.js';
import { buildPrompt } from '../presentation/prompt.js';
import { CARD_TEXT_LIMIT, MESSAGE_TEXT_LIMIT } from '../pipeline/request.js';
import { stateOf, storedState, withPrompt } from '../records/record-ops.js';
import type { ScenarioInfo, TableRuleset } from '../rulesets/table.js';
import { channelRef, cleanName, echo, mention } from '../presentation/sanitize.js';
import { hashSeed } from './seed.js';
import { statusMessage } from '../presentation/status.js';
import { gameExport } from './export.js';
import { withClock } from '../clocks/clock.js';
import { answerProblem, change, isAdmin, refuse } from './game-change.js';
import { wakeForAutoplay } from '../clocks/autoplay.js';
import { levelsOf, type AiLevel } from '../../ai/levels.js';
import type { AiPersonality } from '../../ai/personalities.js';
import { isAiSeat } from '../players/ai-seats.js';
import { channelT } from '../records/channel-locale.js';
import { localScenario, recordScenario, scenarioSides } from '../rulesets/scenario-words.js';

/** The scenario a record names, as its ruleset describes it, in the channel's language. */
export const scenarioOf = (app: CommandContext['app'], record: GameRecord): ScenarioInfo | undefined =>
  recordScenario(app, record, channelT(record));

/** A new game in its lobby: what the host chose, a fresh secret seed and its hash, nothing played. */
export function lobbyRecord(
  ctx: Pick<CommandContext, 'app'> & { readonly host: string },
  table: TableRuleset,
  fields: Pick<GameRecord, 'channelId' | 'guildId' | 'name' | 'scenario' | 'pointsLimit'> &
    Partial<Pick<GameRecord, 'players' | 'roster' | 'customClasses' | 'clock' | 'locale'>>,
): GameRecord {
  const now = ctx.app.now().toISOString();
  const seed = ctx.app.newSeed();
  return {
    schemaVersion: GAME_SCHEMA_VERSION,
    id: `${fields.channelId}-${Date.parse(now).toString(36)}`,
    host: ctx.host,
    ruleset: table.rules.id,
    rulesVersion: table.rules.rulesVersion,
    status: 'lobby',
    createdAt: now,
    updatedAt: now,
    players: [],
    roster: {},
    customClasses: [],
    seed,
    seedHash: hashSeed(seed),
    setup: null,
    initial: null,
    state: null,
    log: [],
    audit: [],
    version: 0,
    outcome: null,
    clock: DEFAULT_CLOCK,
    ...NOTHING_PENDING,
    ...fields,
  };
}

/** The side named (by id or name), or with none named the first side without a player. */
function sideWanted(record: GameRecord, sides: ScenarioInfo['sides'], wanted: string | undefined) {
  return wanted === undefined
    ? sides.find((s) => !record.players.some((p) => p.side === s.id))
    : sides.find((s) => s.id === wanted || s.name.toLowerCase() === wanted.toLowerCase());
}

/** A game with a new player seated: the status owed, and once it runs, the clock re-armed and a fresh prompt. */
async function seated(app: CommandContext['app'], next: GameRecord): Promise<GameRecord> {
  return next.status === 'active'
    ? owe(await withClock(app, next, app.now(), true), { kind: 'prompt', repost: true }, { kind: 'status' })
    : owe(next, { kind: 'status' });
}

/** `/game new`'s options. */
export interface NewGameOptions {
  readonly scenario?: string;
  readonly name?: string;
  readonly thread?: boolean;
  readonly ruleset?: string;
  readonly points?: number;
  /** `ai`: a solo game, the AI (issue 18) holding the scenario's last side. */
  readonly opponent?: 'ai';
  readonly level?: AiLevel;
  readonly personality?: AiPersonality;
}

/** An AI player on a side: never pinged, its orders played by the scheduler (issue 18). */
export function aiPlayer(
  t: CommandContext['t'],
  side: string,
  level: AiLevel,
  personality: AiPersonality = 'steady',
): Player {
  return {
    userId: `ai-${
      side
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 30) || 'side'
    }`,
    name: t('reply.aiPlayer'),
    side,
    ai: { level, personality },
  };
}

/** The answer to /game new: the game, its briefing (a scenario without one has no line for it, not an empty one: issue 39), its sides. */
function createdText(
  t: CommandContext['t'],
  name: string,
  scenario: ScenarioInfo,
  opponent: string | undefined,
): string {
  const sides = scenario.sides.map((s) => `**${s.name}** (\`${s.id}\`)`).join(', ');
  const solo = opponent !== undefined ? `\n${t('reply.aiOpponent', { side: opponent })}` : '';
  return [
    t('reply.created', { name, scenario: scenario.name }),
    ...(scenario.description ? [scenario.description] : []),
    `${t('reply.createdSides', { sides })}${solo}`,
  ]
    .join('\n')
    .slice(0, 2000);
}

export async function newGame(ctx: CommandContext, o: NewGameOptions): Promise<void> {
  const { app, request, t } = ctx;
  const rulesetId = o.ruleset;
  const table = rulesetId === undefined ? app.rulesets.all[0] : app.rulesets.get(rulesetId.trim().toLowerCase());
  if (!table)
    return answerProblem(
      ctx,
      problem('reply.badOption', {
        option: 'ruleset',
        problem: problem('problems.rulesets', { list: app.rulesets.ids.join(', ') }),
      }),
    );
  const scenarios = table.scenarios(app).map((s) => localScenario(t, s));
  const scenarioId = o.scenario ?? table.defaultScenario;
  const scenario = scenarios.find((s) => s.id === scenarioId);
  if (!scenario)
    return answerProblem(
      ctx,
      problem('reply.scenarioUnknown', { scenario: echo(scenarioId), list: scenarios.map((s) => s.id).join(', ') }),
    );
  const name = cleanName(o.name ?? scenario.name, 60) || scenario.name;
  // The tutorial is played against the easy AI unless the player asks otherwise (issue 18).
  const tutorial = scenario.id === table.tutorialScenario;
  const opponent = o.opponent === 'ai' || tutorial ? scenario.sides.at(-1) : undefined;
  if (o.level && !levelsOf(table.rules).includes(o.level))
    return answerProblem(
      ctx,
      problem('reply.aiLevelMissing', { ruleset: table.rules.id, levels: levelsOf(table.rules).join(', ') }),
    );
  const points = o.points;
  // A finished game still in the channel delivers what it owes (its summary, its archive) first.
  await deliverOwed(app, request.channelId);
  const existing = await app.store.get(request.channelId);
  if (existing && (existing.status === 'lobby' || existing.status === 'active'))
    return answerProblem(ctx, problem('reply.gameAlreadyHere', { name: existing.name }));
  let channelId = request.channelId;
  if (o.thread === true) {
    const stop = deferIfSlow(ctx, false);
    try {
      channelId = await app.channel.createThread(request.channelId, name);
    } catch (error) {
      // Not every channel takes threads (a thread itself, a voice channel's chat), nor may the bot open one everywhere.
      app.log.warn('could not open a thread', {
        channel: request.channelId,
        error: error instanceof Error ? error.message : String(error),
      });
      return answerProblem(ctx, problem('reply.threadFailed'));
    } finally {
      stop();
    }
  }
  const text = createdText(ctx.t, name, scenario, opponent?.name);
  const inThread = channelId !== request.channelId;
  // The welcome (in the thread) and the status are owed with the new game; the answer is given here.
  const record = owe(
    lobbyRecord({ app, host: request.actor.id }, table, {
      channelId,
      guildId: request.guildId,
      name,
      scenario: scenario.id,
      pointsLimit: points ?? null,
      players: opponent ? [aiPlayer(t, opponent.id, o.level ?? 'easy', o.personality)] : [],
      ...(request.actor.locale ? { locale: request.actor.locale } : {}),
    }),
    ...(inThread ? [{ kind: 'post' as const, to: 'channel', content: text }] : []),
    { kind: 'status' },
  );
  const created = await change(ctx, channelId, (current) => {
    if (current && (current.status === 'lobby' || current.status === 'active'))
      return refuse('reply.gameAlreadyHere', { name: current.name });
    return { save: record, result: ok(record) };
  });
  if (!created) return;
  await ctx.respond.reply({
    content: inThread ? t('reply.createdInThread', { name, thread: channelRef(channelId) }) : text,
  });
  // Answered, the command lets go: what the lobby owes (the pinned status) goes out on its own, as
  // after a game action. At 2,000 games set up at once, the statuses and pins waited a minute under
  // Discord's limit, each holding its command and interaction (issue 45).
  deliverLater(app, channelId);
}

export async function join(
  ctx: CommandContext,
  o: {
    readonly side?: string;
    readonly player?: 'ai';
    readonly level?: AiLevel;
    readonly personality?: AiPersonality;
  },
): Promise<void> {
  if (o.player === 'ai') return handToAi(ctx, o.side, o.level ?? 'easy', o.personality);
  const { app, request, t } = ctx;
  const wanted = o.side;
  const joined = await change(ctx, request.channelId, async (record) => {
    if (!record) return refuse('reply.noGame');
    if (record.status !== 'lobby' && record.status !== 'active') return refuse('reply.gameOver');
    const sides = scenarioOf(app, record)?.sides ?? [];
    const side = sideWanted(record, sides, wanted);
    if (!side) return refuse('reply.sideFull', { side: echo(wanted ?? '?'), sides: sides.map((s) => s.id).join(', ') });
    const already = record.players.find((p) => p.userId === request.actor.id);
    if (already?.side === side.id) return refuse('reply.alreadyJoined', { side: side.name });
    // One player per side (issue 11): in the lobby a player may move to a free side; once the game
    // runs, a newcomer may only take over a side whose player left or was removed.
    if (record.status === 'active' && already !== undefined) return refuse('reply.alreadyStarted');
    // A side the AI holds is taken back by a person: anyone in the lobby, the host once the game runs.
    const holder = record.players.find((p) => p.side === side.id && p.userId !== request.actor.id);
    if (holder && !(isAiSeat(holder) && (record.status === 'lobby' || isAdmin(ctx, record))))
      return refuse('reply.sideTaken', { side: side.name });
    if (holder && isAiSeat(holder) && already !== undefined)
      return refuse('reply.alreadyJoined', { side: already.side });
    const player: Player = {
      userId: request.actor.id,
      name: cleanName(request.actor.name) || 'player',
      side: side.id,
      ...(request.actor.locale ? { locale: request.actor.locale } : {}),
    };
    const players = [...record.players.filter((p) => p.userId !== request.actor.id && p !== holder), player];
    const at = app.now().toISOString();
    const audit =
      record.status === 'active'
        ? [...record.audit, { at, by: request.actor.id, action: 'join' as const, note: side.id }]
        : record.audit;
    const next = { ...record, players, audit, version: record.version + 1 };
    // The newcomer's clock starts now, and a newcomer taking over a running side gets a fresh prompt that pings them.
    const armed = await seated(app, next);
    return { save: armed, result: ok(armed) };
  });
  if (!joined) return;
  const player = joined.players.find((p) => p.userId === request.actor.id);
  const scenario = scenarioOf(app, joined);
  await ctx.respond.reply({
    content: t('reply.joined', {
      player: mention(request.actor.id),
      side: scenario?.sides.find((s) => s.id === player?.side)?.name ?? '',
    }),
  });
  deliverLater(app, request.channelId);
}

/**
 * The host hands a side with no player to the AI (issue 18): in the lobby (a solo game, or AI
 * against AI) or once the game runs (a player who is gone). The AI plays it from the next moment
 * it is asked; a person takes it back with `/game join` on that side.
 */
async function handToAi(
  ctx: CommandContext,
  wanted: string | undefined,
  level: AiLevel,
  personality: AiPersonality | undefined,
): Promise<void> {
  const { app, request, t } = ctx;
  const handed = await change(ctx, request.channelId, async (record) => {
    if (!record) return refuse('reply.noGame');
    if (record.status !== 'lobby' && record.status !== 'active') return refuse('reply.gameOver');
    if (!isAdmin(ctx, record)) return refuse('reply.notHost', { host: mention(record.host) });
    const sides = scenarioOf(app, record)?.sides ?? [];
    const side = sideWanted(record, sides, wanted);
    if (!side) return refuse('reply.sideFull', { side: echo(wanted ?? '?'), sides: sides.map((s) => s.id).join(', ') });
    if (record.players.some((p) => p.side === side.id)) return refuse('reply.sideTaken', { side: side.name });
    const rules = app.rulesets.of(record).rules;
    if (!levelsOf(rules).includes(level))
      return refuse('reply.aiLevelMissing', { ruleset: rules.id, levels: levelsOf(rules).join(', ') });
    const next = {
      ...record,
      players: [...record.players, aiPlayer(t, side.id, level, personality)],
      version: record.version + 1,
    };
    // Once the game runs, the AI's clock and its first order come with this save.
    const armed = await seated(app, next);
    return { save: armed, result: ok(armed) };
  });
  if (!handed) return;
  const side = handed.players.at(-1)?.side ?? '';
  const sideName = scenarioOf(app, handed)?.sides.find((s) => s.id === side)?.name ?? side;
  await ctx.respond.reply({ content: t('reply.aiJoined', { side: sideName }) });
  deliverLater(app, request.channelId);
  wakeForAutoplay(app, handed);
}

/** Leaving before the start, or (host or Manage Server) removing a player at any time. */
export async function leave(ctx: CommandContext, o: { readonly player?: string }): Promise<void> {
  const { app, request, t } = ctx;
  const target = o.player;
  const removing = target !== undefined && target !== request.actor.id;
  const left = await change(ctx, request.channelId, async (record) => {
    if (!record) return refuse('reply.noGame');
    if (removing && !isAdmin(ctx, record)) return refuse('reply.notHost', { host: mention(record.host) });
    if (!removing && record.status !== 'lobby') return refuse('reply.alreadyStarted');
    const userId = removing ? target : request.actor.id;
    const gone = record.players.find((p) => p.userId === userId);
    if (!gone) return refuse('reply.notPlayer');
    const at = app.now().toISOString();
    const next: GameRecord = {
      ...record,
      players: record.players.filter((p) => p !== gone),
      version: record.version + 1,
      audit: removing
        ? [...record.audit, { at, by: request.actor.id, action: 'remove', note: gone.userId }]
        : record.audit,
    };
    // A removed player's clock and reminders stop with them.
    const armed = owe(record.status === 'active' ? await withClock(app, next, app.now(), true) : next, {
      kind: 'status',
    });
    return { save: armed, result: ok(armed) };
  });
  if (!left) return;
  if (removing) {
    const scenario = scenarioOf(app, left);
    const vacant = scenario?.sides.find((s) => !left.players.some((p) => p.side === s.id));
    await ctx.respond.reply({
      content: t('reply.removed', {
        player: mention(target),
        host: cleanName(request.actor.name),
        side: vacant?.name ?? '',
        sideId: vacant?.id ?? '',
      }),
    });
  } else await ctx.respond.reply({ content: t('reply.left', { player: cleanName(request.actor.name) }) });
  deliverLater(app, request.channelId);
}

export async function start(ctx: CommandContext): Promise<void> {
  const { app, request, t } = ctx;
  const stop = deferIfSlow(ctx, false);
  let claimed: { record: GameRecord; id: string } | undefined;
  try {
    const started = await change(ctx, request.channelId, async (record) => {
      if (!record) return refuse('reply.noGame');
      if (record.status !== 'lobby') return refuse('reply.alreadyStarted');
      if (!isAdmin(ctx, record)) return refuse('reply.notHost', { host: mention(record.host) });
      const scenario = scenarioOf(app, record);
      const missing = (scenario?.sides ?? []).filter((s) => !record.players.some((p) => p.side === s.id));
      if (missing.length > 0) return refuse('reply.needPlayers', { sides: missing.map((s) => s.name).join(', ') });
      const begun = await begin(app, record, request.actor.id);
      if (!begun.ok) return { result: begun };
      const armed = begun.value;
      // The clock, the seed's hash with the opening map, the first prompt and the status: all in this one save.
      const owed = owe(
        armed,
        {
          kind: 'post',
          to: 'channel',
          content: t('reply.started', { name: armed.name, hash: armed.seedHash }),
          map: { events: [], at: 0 },
          ...asAnswer(ctx),
        },
        // The first prompt rides on the start's interaction, as a command's does (prompt-rides.ts).
        { kind: 'prompt', repost: true, ...asRide(ctx) },
        { kind: 'status' },
      );
      claimed = { record: owed, id: nextOwedId(armed) };
      claim(app, owed, claimed.id);
      return { save: owed, result: ok(owed) };
    });
    const answer = claimed;
    claimed = undefined;
    if (!started) {
      if (answer) release(app, answer.record, answer.id);
      return;
    }
    await answerAndDeliver(ctx, started, answer?.id);
    // An AI that moves first plays at once (issue 18).
    wakeForAutoplay(app, started);
  } finally {
    if (claimed) release(app, claimed.record, claimed.id);
    stop();
  }
}

/**
 * A lobby's game set up and running: the ruleset builds it, the first moment is stamped for its
 * prompt and the clock is armed. What the start owes the channel is the caller's to add.
 */
export async function begin(
  app: CommandContext['app'],
  record: GameRecord,
  by: string,
): Promise<Result<GameRecord, Problem>> {
  const table = app.rulesets.of(record);
  const built = table.start(app, record);
  if (!built.ok) return built;
  const now = app.now();
  const at = now.toISOString();
  const next: GameRecord = {
    ...record,
    status: 'active',
    updatedAt: at,
    version: record.version + 1,
    setup: built.value.setup as unknown as GameRecord['setup'],
    initial: storedState(built.value.applied.state),
    state: storedState(built.value.applied.state),
    audit: [...record.audit, { at, by, action: 'start' }],
  };
  const stamped = withPrompt(table, next, built.value.applied.state);
  return ok(await withClock(app, { ...next, messages: stamped.messages }, now));
}

/** Arms the game's clock for the moment it is at (after a start, a join or a settings change). */
export async function rearm(ctx: CommandContext, channelId: string): Promise<GameRecord | undefined> {
  return ctx.app.store.update(channelId, async (record) => {
    if (!record) return { result: undefined };
    const armed = await withClock(ctx.app, record, ctx.app.now());
    return { save: armed, result: armed };
  });
}

/** `/game status`: the game's status, privately (with your own prompt when it is your move). */
export async function status(ctx: CommandContext): Promise<void> {
  const { app, request, t } = ctx;
  const record = await app.store.get(request.channelId);
  if (!record) return answerProblem(ctx, problem('reply.noGame'));
  const table = app.rulesets.of(record);
  const message = statusMessage(table, t, record, scenarioSides(app, record, t));
  const acting = requireTurnPlayer(app, record, request.actor.id);
  // Your own fresh prompt, privately, when it is your move: lost prompts are never a dead end.
  const prompt =
    acting.ok && record.state
      ? buildPrompt(table, t, record, stateOf(record), record.messages.promptVersion ?? record.version)
      : undefined;
  const mine = prompt && prompt.ping?.includes(request.actor.id);
  // Pace (issue 13): each player's time to act, and who the game waits for since when.
  const waitingFor = record.state ? playersToPing(table, record, stateOf(record)) : [];
  const pace = gamePaceLines(t, record, waitingFor).join('\n');
  // With your prompt it is laid out as the prompt is (a card), so its menus update it alike.
  await ctx.respond.reply(
    {
      content: `${message.content ?? ''}${pace ? `\n${pace}` : ''}${mine ? `\n\n${prompt.content ?? ''}` : ''}`.slice(
        0,
        mine ? CARD_TEXT_LIMIT : MESSAGE_TEXT_LIMIT,
      ),
      ...(mine && prompt.components ? { components: prompt.components } : {}),
      ...(mine ? { layout: 'card' as const } : {}),
    },
    true,
  );
}

export async function exportLog(
  ctx: CommandContext,
  o: { readonly round?: number; readonly part?: string },
): Promise<void> {
  const { app, request, t } = ctx;
  const record = (await app.store.get(request.channelId)) ?? (await app.store.latestArchived(request.channelId));
  if (!record) return answerProblem(ctx, problem('reply.noGame'));
  const round = o.round;
  const part = o.part;
  if (round !== undefined || part !== undefined) {
    // The text log of one stretch of play (a part of a round as the ruleset names it): its story and dice.
    const table = app.rulesets.of(record);
    const moment = table.pastName(t, round ?? 1, part);
    const past = table.past(record, round ?? 1, part);
    if (!past) return answerProblem(ctx, problem('reply.notPlayedYet', { moment }));
    const story = table.narrate(t, past.state, past.events);
    const header = t('reply.replayHeader', { moment, name: record.name });
    return ctx.respond.reply(
      {
        content: `${header}\n${story}\n\n${table.report(t, past.state, past.events, 1800 - story.length)}`.slice(
          0,
          2000,
        ),
      },
      true,
    );
  }
  const data = Buffer.from(JSON.stringify(gameExport(app.rulesets.of(record), record), null, 1));
  const note = record.status === 'active' || record.status === 'lobby' ? `\n${t('reply.logExportHidden')}` : '';
  await ctx.respond.reply(
    {
      content: `${t('reply.logExport', { name: record.name, count: record.log.length })}${note}`,
      files: [{ name: `${record.id}.json`, data }],
    },
    true,
  );
}

/** The rematch button under a finished game: same scenario and fleets, sides swapped, players joined. */
export async function rematch(ctx: CommandContext): Promise<void> {
  const { app, request, t } = ctx;
  const old = await app.store.latestArchived(request.channelId);
  if (!old || !old.players.some((p) => p.userId === request.actor.id))
    return answerProblem(ctx, problem('reply.notPlayer'));
  const table = app.rulesets.get(old.ruleset);
  if (!table) return answerProblem(ctx, problem('reply.gameOver'));
  const scenario = scenarioOf(app, old);
  const sides = scenario?.sides.map((s) => s.id) ?? [];
  const swap = (side: string) =>
    sides.length === 2 ? (side === sides[0] ? (sides[1] ?? side) : (sides[0] ?? side)) : side;
  const record = lobbyRecord({ app, host: request.actor.id }, table, {
    channelId: request.channelId,
    guildId: old.guildId,
    name: cleanName(`${old.name.replace(/ \(rematch\)$/, '')} (rematch)`, 60),
    scenario: old.scenario,
    pointsLimit: old.pointsLimit,
    players: old.players.map((p) => ({ ...p, side: swap(p.side) })),
    roster: Object.fromEntries(Object.entries(old.roster).map(([side, units]) => [swap(side), units])),
    customClasses: old.customClasses,
    clock: { ...old.clock, banks: {}, missed: {}, deadline: null },
    ...(old.locale ? { locale: old.locale } : {}),
  });
  const owed = owe(record, { kind: 'status' });
  await deliverOwed(app, request.channelId);
  const created = await change(ctx, request.channelId, (current) =>
    current && (current.status === 'lobby' || current.status === 'active')
      ? refuse('reply.gameAlreadyHere', { name: current.name })
      : { save: owed, result: ok(owed) },
  );
  if (!created) return;
  await ctx.respond.reply({
    content: t('reply.rematchCreated', {
      name: old.name,
      players: record.players
        .map((p) => `${p.name} → ${scenario?.sides.find((s) => s.id === p.side)?.name ?? p.side}`)
        .join(', '),
      host: mention(request.actor.id),
    }),
  });
  deliverLater(app, request.channelId);
}

/**
 * /league (issue 17, deliverable 1): sign-up, the start, pairings, standings, the schedule,
 * results reported for games played elsewhere (confirmed by the opponent's button), ladder
 * challenges and the organisers' tools. Every change is a season transition (src/league/season.ts)
 * saved under the league's lock; what follows in Discord (threads, games, posts) is in league-rounds.ts.
 */
import { createHash } from 'node:crypto';
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import type { League } from '../../league/league.js';
import type { TieBreaker } from '../../league/scoring.js';
import {
  adjust,
  awardBye,
  challenge,
  confirmReport,
  createLeague,
  drop,
  join,
  MAX_PLAYERS,
  repairRound,
  reportResult,
  setDeadline,
  start,
  substitute,
  type SeasonProblem,
  type SeasonResult,
} from '../../league/season.js';
import type { CommandContext } from '../app/context.js';
import { deferIfSlow } from '../pipeline/defer.js';
import { withClock } from '../clocks/clock.js';
import { deliverOwed, owe } from '../presentation/outbox.js';
import { encodeComponentId } from '../pipeline/custom-id.js';
import { cleanName, discordTime, echo, mention } from '../presentation/sanitize.js';
import {
  findLeague,
  INDEX_ID,
  indexLeague,
  isOrganiser,
  leagueChoices,
  leagueId,
  leaguesOfGuild,
} from './league-access.js';
import {
  advance,
  afterResult,
  changeLeague,
  endLeagueGame,
  inLoop,
  leagueT,
  openRound,
  openRoundNow,
  pairingsPost,
  scenarioProblem,
} from './league-rounds.js';
import { say } from '../pipeline/problem.js';
import { standingsFiles, standingsPicture } from './league-standings.js';
import { matchLine, nameOf, scheduleText } from './league-text.js';

const HOUR = 60 * 60_000;
/** Leagues in sign-up or running on one server at once (the bot's league index stays bounded). */
const MAX_OPEN_LEAGUES = 20;
const TIE_BREAKERS: readonly TieBreaker[] = ['mov', 'sos', 'esos', 'h2h', 'vp'];

const privately = (ctx: CommandContext, content: string) => ctx.respond.reply({ content }, true);

/** A refused transition, in the reader's words. */
function sayProblem(ctx: CommandContext, league: League, problem: SeasonProblem): string {
  return ctx.t(`league.problems.${problem}`, { reach: league.challengeReach, max: MAX_PLAYERS });
}

/** Runs a transition on the league and answers a refusal privately; the saved league otherwise. */
async function transition(
  ctx: CommandContext,
  league: League,
  change: (current: League) => SeasonResult,
): Promise<League | undefined> {
  const result = await changeLeague(ctx.app, league.id, change);
  if (!result) {
    await privately(ctx, ctx.t('league.none'));
    return undefined;
  }
  if (!result.ok) {
    await privately(ctx, sayProblem(ctx, league, result.problem));
    return undefined;
  }
  return result.value;
}

/** The league the command names, or the answer saying why there is none. */
async function theLeague(ctx: CommandContext, named: string | undefined): Promise<League | undefined> {
  const found = await findLeague(ctx, named);
  if (found.ok) return found.league;
  await privately(ctx, found.answer);
  return undefined;
}

async function organisersOnly(ctx: CommandContext, league: League): Promise<boolean> {
  if (isOrganiser(ctx, league)) return true;
  const role = league.organiserRoleId ? `<@&${league.organiserRoleId}>` : ctx.t('league.anyManager');
  await privately(ctx, ctx.t('league.notOrganiser', { role }));
  return false;
}

/** `/league create`'s options. */
export interface CreateOptions {
  readonly name: string;
  readonly format?: 'swiss' | 'round-robin' | 'ladder';
  readonly rounds?: number;
  readonly ruleset?: string;
  readonly scenarios?: string;
  readonly points?: number;
  readonly hours?: number;
  readonly mode?: 'off' | 'step' | 'bank';
  readonly minutes?: number;
  readonly timeout?: 'default' | 'loss';
  readonly misses?: number;
  readonly margin?: 'full' | 'as-played';
  readonly divisions?: number;
  readonly zones?: boolean;
  readonly preset?: 'xwing' | 'armada' | 'classic';
  readonly order?: string;
  readonly role?: string;
  readonly forum?: string;
}

/** "mov,sos" as the tie-breakers, each known and once; undefined when unreadable. */
function readOrder(text: string): TieBreaker[] | undefined {
  const parts = text
    .split(/[\s,;>]+/)
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  const known = parts.filter((p): p is TieBreaker => (TIE_BREAKERS as readonly string[]).includes(p));
  return known.length === parts.length && new Set(known).size === known.length && known.length > 0 ? known : undefined;
}

export async function create(ctx: CommandContext, o: CreateOptions): Promise<void> {
  const { app, t } = ctx;
  const name = cleanName(o.name, 80);
  if (!/[\p{L}\p{N}]/u.test(name)) return privately(ctx, t('league.badName'));
  const open = (await leaguesOfGuild(ctx)).filter((l) => l.status !== 'finished').length;
  if (open >= MAX_OPEN_LEAGUES) return privately(ctx, t('league.tooMany', { max: MAX_OPEN_LEAGUES }));
  const table = o.ruleset === undefined ? app.rulesets.all[0] : app.rulesets.get(o.ruleset.trim().toLowerCase());
  if (!table)
    return privately(
      ctx,
      t('league.badRuleset', { ruleset: echo(o.ruleset ?? ''), list: app.rulesets.ids.join(', ') }),
    );
  const known = table.scenarios(app);
  const scenarios = [
    ...new Set(
      (o.scenarios ?? '')
        .split(/[\s,]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, 25);
  const unknown = scenarios.find((id) => !known.some((s) => s.id === id && s.sides.length === 2));
  if (unknown !== undefined)
    return privately(
      ctx,
      t('league.badScenario', {
        ruleset: table.rules.id,
        scenario: echo(unknown),
        list: known
          .filter((s) => s.sides.length === 2)
          .map((s) => s.id)
          .join(', '),
      }),
    );
  const order = o.order === undefined ? undefined : readOrder(o.order);
  if (o.order !== undefined && !order) return privately(ctx, t('league.badOrder'));
  const league = newLeague(
    ctx,
    o,
    name,
    table.rules.id,
    scenarios.length > 0 ? scenarios : [table.defaultScenario],
    order,
  );
  // Each scenario must start with the league's settings (its points limit against a scenario's ships).
  const stop = deferIfSlow(ctx, false);
  try {
    for (const scenario of league.scenarios) {
      const refused = await scenarioProblem(app, league, scenario);
      if (refused) return privately(ctx, `${scenario}: ${say(t, refused)}`);
    }
    await save(ctx, league);
  } finally {
    stop();
  }
}

/** The league the options describe, with the defaults a new organiser would expect. */
function newLeague(
  ctx: CommandContext,
  o: CreateOptions,
  name: string,
  ruleset: string,
  scenarios: string[],
  order: TieBreaker[] | undefined,
): League {
  const { request } = ctx;
  const guildId = request.guildId ?? 'dm';
  return createLeague(
    {
      id: leagueId(guildId, name),
      guildId,
      channelId: request.channelId,
      forumId: o.forum ?? null,
      locale: request.actor.locale ?? null,
      name,
      creatorId: request.actor.id,
      organiserRoleId: o.role ?? null,
      format: o.format === 'round-robin' ? 'roundRobin' : (o.format ?? 'swiss'),
      rounds: o.rounds ?? 3,
      ruleset,
      scenarios,
      pointsLimit: o.points ?? 200,
      deadlineHours: o.hours ?? 7 * 24,
      preset: o.preset ?? 'xwing',
      clock: {
        mode: o.mode ?? 'step',
        stepMinutes: o.minutes ?? 24 * 60,
        onTimeout: o.timeout ?? 'loss',
        lossAfter: o.misses ?? 2,
      },
      forfeitMargin: o.margin === 'as-played' ? 'asPlayed' : 'full',
      divisions: o.divisions ?? 1,
      groupByZone: o.zones ?? false,
    },
    order,
  );
}

/** Saves a new league (refused when the name is taken on this server) and announces it. */
async function save(ctx: CommandContext, league: League): Promise<void> {
  const { app, t } = ctx;
  const { id, name } = league;
  // The indexes first: a league they name but that was never saved is skipped, never lost.
  await indexLeague(app, INDEX_ID, id);
  await indexLeague(app, league.guildId, id);
  const made = await app.leagues.update(id, (current) =>
    current ? { result: false } : { save: league, result: true },
  );
  if (!made) return privately(ctx, t('league.exists', { name }));
  await ctx.respond.reply({
    content: t('league.created', {
      name,
      format: t(`league.formats.${league.format}`),
      rounds: league.rounds,
      ruleset: league.ruleset,
      scenarios: league.scenarios.join(', '),
      points: league.pointsLimit,
      hours: league.deadlineHours,
      preset: t(`league.presets.${league.preset}`),
      order: league.tieBreakers.map((b) => t(`league.breakers.${b}`)).join(', '),
    }),
  });
}

export async function signUp(ctx: CommandContext, o: { readonly league?: string }): Promise<void> {
  const league = await theLeague(ctx, o.league);
  if (!league) return;
  const profile = await ctx.app.profiles.get(ctx.request.actor.id);
  const name = cleanName(ctx.request.actor.name, 40) || 'player';
  const joined = await transition(ctx, league, (l) => join(l, ctx.request.actor.id, profile?.timeZone ?? null, name));
  if (!joined) return;
  await ctx.respond.reply({
    content: ctx.t('league.joined', {
      player: mention(ctx.request.actor.id),
      name: joined.name,
      count: joined.players.length,
    }),
  });
}

/** Open league games of a player in the open rounds (before a drop forfeits them). */
const openGamesOf = (league: League, player: string) =>
  league.schedule
    .filter((r) => !r.closed)
    .flatMap((r) => r.matches.filter((m) => !m.result && m.b !== null && (m.a === player || m.b === player)));

export async function leave(ctx: CommandContext, o: { readonly league?: string; readonly player?: string }) {
  const league = await theLeague(ctx, o.league);
  if (!league) return;
  const player = o.player ?? ctx.request.actor.id;
  if (player !== ctx.request.actor.id && !(await organisersOnly(ctx, league))) return;
  const dropped = await transition(ctx, league, (l) => drop(l, player));
  if (!dropped) return;
  // The games the drop forfeited, read from the league as saved (a game linked meanwhile included);
  // ending one already over does nothing.
  const forfeited = dropped.schedule
    .filter((r) => !r.closed)
    .flatMap((r) => r.matches.filter((m) => m.result?.ending === 'forfeit' && (m.a === player || m.b === player)));
  await ctx.respond.reply({
    content: ctx.t('league.dropped', {
      player: mention(player),
      name: dropped.name,
      games: openGamesOf(league, player).length,
    }),
  });
  const t = leagueT(dropped);
  for (const match of forfeited)
    if (match.channelId) await endLeagueGame(ctx.app, dropped, match.channelId, t('league.whyDrop'));
  const round = dropped.schedule.find((r) => !r.closed);
  if (round) await afterResult(ctx.app, dropped, round.number);
}

export async function begin(ctx: CommandContext, o: { readonly league?: string }): Promise<void> {
  const league = await theLeague(ctx, o.league);
  if (!league || !(await organisersOnly(ctx, league))) return;
  const stop = deferIfSlow(ctx, false);
  try {
    // Time zones as the players' profiles say now (divisions by zone are made at the start).
    const zones = new Map<string, string | null>();
    for (const p of league.players) zones.set(p.id, (await ctx.app.profiles.get(p.id))?.timeZone ?? p.timeZone);
    const started = await transition(ctx, league, (l) =>
      start(
        { ...l, players: l.players.map((p) => ({ ...p, timeZone: zones.get(p.id) ?? p.timeZone })) },
        ctx.app.now().getTime(),
      ),
    );
    if (!started) return;
    await openRound(ctx.app, league.id);
    const opened = (await ctx.app.leagues.get(league.id)) ?? started;
    const round = opened.schedule[0];
    const header = leagueT(opened)('league.started', { name: opened.name, count: opened.players.length });
    await ctx.respond.reply({ content: `${header}\n${round ? pairingsPost(opened, round) : ''}`.slice(0, 2000) });
  } finally {
    stop();
  }
}

export async function pairings(ctx: CommandContext, o: { readonly league?: string; readonly round?: number }) {
  const found = await theLeague(ctx, o.league);
  if (!found) return;
  // A game that could not be made before (a missing permission, an outage) is tried again here.
  if (found.status === 'running' && isOrganiser(ctx, found)) await openRound(ctx.app, found.id);
  const league = (await ctx.app.leagues.get(found.id)) ?? found;
  const round =
    o.round === undefined
      ? (league.schedule.find((r) => !r.closed) ?? league.schedule.at(-1))
      : league.schedule.find((r) => r.number === o.round);
  if (!round) return privately(ctx, scheduleText(ctx.t, league));
  await privately(ctx, pairingsText(ctx, league, round));
}

const pairingsText = (ctx: CommandContext, league: League, round: League['schedule'][number]) =>
  pairingsPost({ ...league, locale: ctx.request.actor.locale ?? league.locale }, round);

export async function standings(
  ctx: CommandContext,
  o: { readonly league?: string; readonly export?: 'image' | 'csv' | 'json'; readonly division?: number },
): Promise<void> {
  const league = await theLeague(ctx, o.league);
  if (!league) return;
  const division = o.division === undefined ? undefined : o.division - 1;
  if (o.export === 'csv' || o.export === 'json')
    return ctx.respond.reply(
      {
        content: ctx.t('league.standingsText', {
          name: league.name,
          round: league.schedule.filter((r) => r.closed).length,
        }),
        files: [standingsFiles(league, o.export, division)],
      },
      true,
    );
  const stop = deferIfSlow(ctx, false);
  try {
    const picture = await standingsPicture(ctx.app, league, ctx.t, division);
    // A ladder's order is its standing; the table beside it keeps each player's record.
    const ladder =
      league.format === 'ladder'
        ? [
            ctx.t('league.ladderTitle', { name: league.name }),
            ...league.ladder.map((id, i) => `${i + 1}. ${nameOf(league, id)}`),
          ]
            .join('\n')
            .slice(0, 2000)
        : undefined;
    await ctx.respond.reply({ ...(ladder ? { content: ladder } : {}), files: [picture] });
  } finally {
    stop();
  }
}

export async function schedule(ctx: CommandContext, o: { readonly league?: string }): Promise<void> {
  const league = await theLeague(ctx, o.league);
  if (!league) return;
  await privately(ctx, `**${league.name}**\n${scheduleText(ctx.t, league)}`);
}

/** `/league report`'s options. */
export interface ReportOptions {
  readonly league?: string;
  readonly opponent: string;
  readonly result: 'won' | 'lost' | 'draw';
  readonly 'you-lost'?: number;
  readonly 'they-lost'?: number;
  readonly round?: number;
}

export async function report(ctx: CommandContext, o: ReportOptions): Promise<void> {
  const league = await theLeague(ctx, o.league);
  if (!league) return;
  const me = ctx.request.actor.id;
  const round = o.round ?? league.schedule.find((r) => !r.closed)?.number ?? 0;
  const winner = o.result === 'draw' ? null : o.result === 'won' ? me : o.opponent;
  const lost = { [me]: o['you-lost'] ?? 0, [o.opponent]: o['they-lost'] ?? 0 };
  const reported = await transition(ctx, league, (l) => reportResult(l, round, me, o.opponent, { winner, lost }));
  if (!reported) return;
  const match = reported.schedule
    .find((r) => r.number === round)
    ?.matches.find((m) => (m.a === me && m.b === o.opponent) || (m.b === me && m.a === o.opponent));
  const pending = match?.reported ? { ...match, result: match.reported.result } : match;
  const button = {
    type: ComponentType.ActionRow as const,
    components: [
      {
        type: ComponentType.Button as const,
        style: ButtonStyle.Success as const,
        label: ctx.t('league.confirm'),
        custom_id: encodeComponentId({
          game: 'league',
          version: 0,
          action: {
            kind: 'command',
            command: 'league',
            subcommand: 'confirm',
            // The league and the result reported, by short hashes: a click confirms exactly what it shows.
            options: {
              round: String(round),
              reporter: me,
              l: shortHash(reported.id),
              r: shortHash(JSON.stringify(match?.reported?.result ?? null)),
            },
          },
        }),
      },
    ],
  };
  await ctx.respond.reply({
    content: ctx.t('league.reported', {
      reporter: mention(me),
      round,
      opponent: mention(o.opponent),
      result: pending ? matchLine(ctx.t, reported, pending) : '',
    }),
    components: [button],
    ping: [o.opponent],
  });
}

/** The opponent's Confirm button under a report. */
export async function confirm(ctx: CommandContext): Promise<void> {
  const me = ctx.request.actor.id;
  // A button-only subcommand is not registered, so its options arrive as the strings the button carries.
  const round = Number(ctx.request.options['round'] ?? 0);
  const reporter = String(ctx.request.options['reporter'] ?? '');
  if (me === reporter) return privately(ctx, ctx.t('league.problems.notYourReport'));
  const found = await findLeagueWithReport(ctx, round, reporter, String(ctx.request.options['l'] ?? ''));
  if (!found) return privately(ctx, ctx.t('league.confirmGone', { round }));
  const match = found.schedule
    .find((r) => r.number === round)
    ?.matches.find((m) => m.reported?.by === reporter && (m.a === me || m.b === me));
  if (!match) return privately(ctx, ctx.t('league.notOpponent', { player: mention(otherOf(found, round, reporter)) }));
  // A report changed since the button was made: the click would confirm something its opponent never saw.
  if (shortHash(JSON.stringify(match.reported?.result ?? null)) !== ctx.request.options['r'])
    return privately(ctx, ctx.t('league.stale'));
  const confirmed = await transition(ctx, found, (l) => confirmReport(l, round, me, reporter));
  if (!confirmed) return;
  const decided = confirmed.schedule
    .find((r) => r.number === round)
    ?.matches.find((m) => m.a === match.a && m.b === match.b);
  await ctx.respond.update({
    content: ctx.t('league.confirmed', {
      player: mention(me),
      line: decided ? matchLine(ctx.t, confirmed, decided) : '',
    }),
    components: [],
  });
  // A game of the match that is still running in a thread is no longer needed.
  if (match.channelId)
    await endLeagueGame(ctx.app, confirmed, match.channelId, leagueT(confirmed)('league.whyReported'));
  await afterResult(ctx.app, confirmed, round);
}

const otherOf = (league: League, round: number, reporter: string): string => {
  const m = league.schedule.find((r) => r.number === round)?.matches.find((x) => x.reported?.by === reporter);
  return (m?.a === reporter ? m.b : m?.a) ?? reporter;
};

/** The league of this server where `reporter` has a report waiting in `round`. */
async function findLeagueWithReport(
  ctx: CommandContext,
  round: number,
  reporter: string,
  leagueHash: string,
): Promise<League | undefined> {
  return (await leaguesOfGuild(ctx)).find(
    (l) =>
      shortHash(l.id) === leagueHash &&
      l.schedule.some((r) => r.number === round && !r.closed && r.matches.some((m) => m.reported?.by === reporter)),
  );
}

/** Eight hex digits of SHA-256: enough to tell a server's leagues and a pair's reports apart in a button's id. */
const shortHash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 8);

export async function challengeUp(ctx: CommandContext, o: { readonly league?: string; readonly opponent: string }) {
  const league = await theLeague(ctx, o.league);
  if (!league) return;
  const challenged = await transition(ctx, league, (l) => challenge(l, ctx.request.actor.id, o.opponent));
  if (!challenged) return;
  await ctx.respond.reply({
    content: ctx.t('league.challenged', {
      challenger: mention(ctx.request.actor.id),
      defender: mention(o.opponent),
      name: challenged.name,
    }),
    ping: [o.opponent],
  });
  await openRound(ctx.app, league.id);
}

/** `/league admin`'s options. */
export interface AdminOptions {
  readonly league?: string;
  readonly task: 'substitute' | 'bye' | 'penalty' | 'extend' | 'repair' | 'close';
  readonly player?: string;
  readonly substitute?: string;
  readonly points?: number;
  readonly hours?: number;
  readonly reason?: string;
  readonly round?: number;
}

export async function admin(ctx: CommandContext, o: AdminOptions): Promise<void> {
  const league = await theLeague(ctx, o.league);
  if (!league || !(await organisersOnly(ctx, league))) return;
  const stop = deferIfSlow(ctx, false);
  try {
    await adminAction(ctx, league, o);
  } finally {
    stop();
  }
}

async function adminAction(ctx: CommandContext, league: League, o: AdminOptions): Promise<void> {
  const { t, app } = ctx;
  const round = o.round ?? league.schedule.find((r) => !r.closed)?.number ?? league.schedule.length;
  const say = (content: string) => ctx.respond.reply({ content });
  switch (o.task) {
    case 'substitute': {
      if (!o.player) return privately(ctx, t('league.needPlayer'));
      if (!o.substitute) return privately(ctx, t('league.needSubstitute'));
      const sub = o.substitute;
      const name = cleanName(ctx.request.names?.[sub] ?? '', 40) || sub;
      const done = await transition(ctx, league, (l) => substitute(l, o.player ?? '', sub, name));
      if (!done) return;
      await seatSubstitute(ctx, done, o.player, sub, name);
      return say(t('league.substituted', { sub: mention(sub), out: mention(o.player), name: done.name }));
    }
    case 'bye': {
      if (!o.player) return privately(ctx, t('league.needPlayer'));
      const done = await transition(ctx, league, (l) => awardBye(l, round, o.player ?? ''));
      if (!done) return;
      await say(t('league.byeAwarded', { player: mention(o.player), round }));
      return afterResult(app, done, round);
    }
    case 'penalty': {
      if (!o.player) return privately(ctx, t('league.needPlayer'));
      if (o.points === undefined) return privately(ctx, t('league.needPoints'));
      const reason = cleanName(o.reason ?? '', 200) || '—';
      const done = await transition(ctx, league, (l) => adjust(l, o.player ?? '', o.points ?? 0, reason));
      if (!done) return;
      return say(t('league.penalised', { player: mention(o.player), points: o.points, reason }));
    }
    case 'extend': {
      if (o.hours === undefined) return privately(ctx, t('league.needHours'));
      const r = league.schedule.find((x) => x.number === round);
      const deadline = Math.max(r?.deadline ?? 0, app.now().getTime()) + o.hours * HOUR;
      const done = await transition(ctx, league, (l) => setDeadline(l, round, deadline));
      if (!done) return;
      const eventId = done.schedule.find((x) => x.number === round)?.eventId;
      if (eventId)
        await app.channel
          .scheduleEvent(
            league.guildId,
            {
              name: leagueT(done)('league.eventName', { name: done.name, round }),
              description: leagueT(done)('league.eventDescription', { round }),
              location: leagueT(done)('league.eventLocation', { channel: done.name }),
              start: new Date(deadline),
              end: new Date(deadline + HOUR),
            },
            eventId,
          )
          .catch((error: unknown) => app.log.warn('event not moved', { league: league.id, error: String(error) }));
      return say(
        t('league.extended', { round, name: done.name, deadline: discordTime(new Date(deadline).toISOString(), 'f') }),
      );
    }
    case 'repair':
      return inLoop(app, league.id, () => repair(ctx, league, round));
    case 'close': {
      const r = league.schedule.find((x) => x.number === round);
      if (!r || r.closed) return privately(ctx, sayProblem(ctx, league, 'roundClosed'));
      await say(t('league.closed', { round, name: league.name }));
      // Games still running count for neither player (season.ts), and are ended in their threads.
      await advance(app, league.id, round);
      const after = (await app.leagues.get(league.id)) ?? league;
      const unplayed = after.schedule
        .find((x) => x.number === round)
        ?.matches.filter((m) => m.result?.ending === 'unplayed' && m.channelId);
      for (const m of unplayed ?? [])
        await endLeagueGame(app, after, m.channelId ?? '', leagueT(after)('league.whyClosed'));
      return;
    }
  }
}

/** Pairs the round again (in the league's loop): the old pairing's games ended, the new ones opened. */
async function repair(ctx: CommandContext, league: League, round: number): Promise<void> {
  const { app } = ctx;
  const done = await transition(ctx, league, (l) => repairRound(l, round));
  if (!done) return;
  const current = (await app.leagues.get(league.id)) ?? league;
  const old = league.schedule.find((x) => x.number === round)?.matches ?? [];
  const kept = new Set(current.schedule.find((x) => x.number === round)?.matches.map((m) => m.channelId));
  for (const m of old)
    if (m.channelId && !kept.has(m.channelId))
      await endLeagueGame(app, done, m.channelId, leagueT(done)('league.whyRepair'));
  await openRoundNow(app, league.id);
  const opened = (await app.leagues.get(league.id)) ?? done;
  const r = opened.schedule.find((x) => x.number === round);
  await ctx.respond.reply({
    content:
      `${leagueT(opened)('league.repaired', { round, name: done.name })}\n${r ? pairingsPost(opened, r) : ''}`.slice(
        0,
        2000,
      ),
  });
}

/**
 * The substitute takes the seat in the games of the matches they inherit: the side, the clock and
 * the prompt are theirs from now on (as when a newcomer takes over a side with /game join).
 */
async function seatSubstitute(ctx: CommandContext, league: League, out: string, sub: string, name: string) {
  const { app } = ctx;
  const open = league.schedule
    .filter((r) => !r.closed)
    .flatMap((r) => r.matches.filter((m) => !m.result && m.channelId && (m.a === sub || m.b === sub)));
  for (const match of open) {
    const channelId = match.channelId ?? '';
    const seated = await app.store.update(channelId, async (record) => {
      if (!record || record.league?.id !== league.id || !record.players.some((p) => p.userId === out))
        return { result: false };
      const players = record.players.map((p) => (p.userId === out ? { ...p, userId: sub, name } : p));
      const next = { ...record, players, version: record.version + 1 };
      const armed =
        record.status === 'active'
          ? owe(await withClock(app, next, app.now(), true), { kind: 'prompt', repost: true })
          : next;
      return { save: owe(armed, { kind: 'status' }), result: true };
    });
    if (seated) await deliverOwed(app, channelId);
  }
}

export async function autocompleteLeague(ctx: CommandContext): Promise<readonly { name: string; value: string }[]> {
  if (ctx.request.focused !== 'league') return [];
  return leagueChoices(ctx, String(ctx.request.options['league'] ?? ''));
}

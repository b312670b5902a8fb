/** /profile (time zone, quiet hours, DMs, vacation, muting) and /games (where you must act). */
import { paceOf, timesToAct } from './pace.js';
import { isProvisional } from '../../league/glicko2.js';
import { paceText } from './pace-text.js';
import type { GameRecord } from '../../store/index.js';
import { deferIfSlow } from '../pipeline/defer.js';
import { deliverOwed, owe } from '../presentation/outbox.js';
import { withClock } from '../clocks/clock.js';
import type { CommandContext } from '../app/context.js';
import { DEFAULT_PROFILE, type Profile } from './profile.js';
import { stateOf } from '../records/record-ops.js';
import { mute, seen, snooze } from '../clocks/reminders.js';
import { formatClockTime, isTimeZone, parseClockTime, TIME_ZONES } from '../clocks/quiet-hours.js';
import type { Choice } from '../pipeline/request.js';
import { channelRef, channelUrl, discordTime, echo, mention } from '../presentation/sanitize.js';

const DAY = 24 * 60 * 60_000;
const MAX_VACATION_DAYS = 60;

function describe(ctx: CommandContext, profile: Profile): string {
  const quiet = profile.quiet
    ? `${formatClockTime(profile.quiet.start)}–${formatClockTime(profile.quiet.end)}`
    : ctx.t('profile.none');
  const vacation = profile.vacation ? discordTime(profile.vacation.until, 'f') : ctx.t('profile.none');
  return ctx.t('profile.show', {
    zone: profile.timeZone,
    quiet,
    dm: ctx.t(profile.dm ? 'profile.yes' : 'profile.no'),
    onDeck: ctx.t(profile.onDeck ? 'profile.yes' : 'profile.no'),
    vacation,
  });
}

/** `/profile set`'s options. */
export interface ProfileSetOptions {
  readonly timezone?: string;
  readonly 'quiet-start'?: string;
  readonly 'quiet-end'?: string;
  readonly dm?: boolean;
  readonly 'on-deck'?: boolean;
}

export async function set(ctx: CommandContext, o: ProfileSetOptions): Promise<void> {
  const { app, request, t } = ctx;
  const zone = o.timezone;
  if (zone !== undefined && !isTimeZone(zone))
    return ctx.respond.reply({ content: t('profile.badZone', { zone: echo(zone) }) }, true);
  const from = o['quiet-start'];
  const to = o['quiet-end'];
  const start = from === undefined ? undefined : parseClockTime(from);
  const end = to === undefined ? undefined : parseClockTime(to);
  if ((from !== undefined && start === undefined) || (to !== undefined && end === undefined))
    return ctx.respond.reply({ content: t('profile.badTime') }, true);
  const profile = await app.profiles.update(request.actor.id, (current) => {
    const base = current ?? DEFAULT_PROFILE;
    const quiet =
      start !== undefined || end !== undefined
        ? { start: start ?? base.quiet?.start ?? 22 * 60, end: end ?? base.quiet?.end ?? 7 * 60 }
        : base.quiet;
    const next: Profile = {
      ...base,
      ...(zone ? { timeZone: zone } : {}),
      ...(quiet ? { quiet } : {}),
      dm: o.dm ?? base.dm,
      onDeck: o['on-deck'] ?? base.onDeck,
    };
    return { save: next, result: next };
  });
  await ctx.respond.reply({ content: describe(ctx, profile) }, true);
}

export async function show(ctx: CommandContext): Promise<void> {
  const profile = (await ctx.app.profiles.get(ctx.request.actor.id)) ?? DEFAULT_PROFILE;
  // Pace (issue 13): the player's time to act over every open game they play.
  const times = (await gamesOf(ctx)).flatMap((record) => timesToAct(record).get(ctx.request.actor.id) ?? []);
  const pace = paceOf(times);
  const line = pace ? `\n${ctx.t('pace.profile', { pace: paceText(ctx.t, pace) })}` : '';
  const rating = await ratingLine(ctx);
  await ctx.respond.reply({ content: `${describe(ctx, profile)}${line}\n${rating}` }, true);
}

/** The player's Glicko-2 rating on this server from its leagues (issue 17), provisional ones marked. */
async function ratingLine(ctx: CommandContext): Promise<string> {
  const stored = ctx.request.guildId ? await ctx.app.ratings.get(ctx.request.guildId) : undefined;
  const rating = stored?.players[ctx.request.actor.id];
  if (!rating) return ctx.t('league.noRating');
  return ctx.t('league.ratingLine', {
    rating: Math.round(rating.rating),
    rd: Math.round(2 * rating.rd),
    provisional: isProvisional(rating) ? ctx.t('league.provisional') : '',
  });
}

/** Open games (in any channel of this server) where the user plays. */
async function gamesOf(ctx: CommandContext): Promise<GameRecord[]> {
  const out: GameRecord[] = [];
  for (const id of await ctx.app.store.openIds()) {
    const record = await ctx.app.store.get(id).catch(() => undefined);
    if (record && record.status === 'active' && record.players.some((p) => p.userId === ctx.request.actor.id))
      out.push(record);
  }
  return out;
}

/** Starts or ends a vacation: every game's clock is re-armed and the channels are told. */
export async function vacation(
  ctx: CommandContext,
  o: { readonly days?: number; readonly end?: boolean },
): Promise<void> {
  const stop = deferIfSlow(ctx, true);
  try {
    await startOrEndVacation(ctx, o);
  } finally {
    stop();
  }
}

async function startOrEndVacation(
  ctx: CommandContext,
  o: { readonly days?: number; readonly end?: boolean },
): Promise<void> {
  const { app, request, t } = ctx;
  const now = app.now();
  const ending = o.end === true;
  const days = o.days ?? 7;
  if (!ending && (days < 1 || days > MAX_VACATION_DAYS))
    return ctx.respond.reply({ content: t('profile.badDays', { max: MAX_VACATION_DAYS }) }, true);
  const until = new Date(now.getTime() + days * DAY).toISOString();
  await app.profiles.update(request.actor.id, (current) => {
    const next: Profile = {
      ...(current ?? DEFAULT_PROFILE),
      vacation: ending ? null : { from: now.toISOString(), until },
    };
    return { save: next, result: undefined };
  });
  const games = await gamesOf(ctx);
  for (const game of games) {
    const changed = await app.store.update(game.channelId, async (record) => {
      if (!record) return { result: undefined };
      const cap = new Date(Math.min(Date.parse(until), now.getTime() + record.clock.vacationDays * DAY)).toISOString();
      const others = record.timers.filter((x) => !(x.kind === 'vacationEnd' && x.userId === request.actor.id));
      const timers =
        ending || record.clock.vacationDays === 0
          ? others
          : [
              ...others,
              {
                id: `vacationEnd-${record.version}-${request.actor.id}`,
                kind: 'vacationEnd' as const,
                due: cap,
                userId: request.actor.id,
              },
            ];
      // Only the vacationer's own running deadline starts again (from the vacation's end); an
      // opponent's clock is never reset by someone else's vacation.
      const mine = record.clock.deadline?.users.includes(request.actor.id) === true;
      const armed = await withClock(app, { ...record, timers }, now, mine);
      // The opponents are told in the same save (owed, so a crash does not lose the notice).
      const notice = ending
        ? t('clock.vacationOver', { player: mention(request.actor.id) })
        : t('clock.vacationStart', { player: mention(request.actor.id), until: discordTime(cap, 'f') });
      return { save: owe(armed, { kind: 'post', to: 'channel', content: notice }), result: { record: armed, cap } };
    });
    if (!changed) continue;
    await deliverOwed(app, game.channelId);
  }
  await ctx.respond.reply(
    {
      content: t(ending ? 'profile.vacationEnded' : 'profile.vacationSet', {
        until: discordTime(until, 'f'),
        games: games.length,
      }),
    },
    true,
  );
}

export async function games(ctx: CommandContext): Promise<void> {
  const stop = deferIfSlow(ctx, true);
  try {
    await listGames(ctx);
  } finally {
    stop();
  }
}

async function listGames(ctx: CommandContext): Promise<void> {
  const { t, request } = ctx;
  const lines: string[] = [];
  for (const record of await gamesOf(ctx)) {
    if (request.guildId !== null && record.guildId !== null && record.guildId !== request.guildId) continue;
    const side = record.players.find((p) => p.userId === request.actor.id)?.side ?? '';
    const state = stateOf(record);
    const yourMove = state !== null && ctx.app.rulesets.of(record).rules.awaiting(state).sides.includes(side);
    const deadline = record.clock.deadline && yourMove ? ` · ⏰ ${discordTime(record.clock.deadline.due)}` : '';
    const link = record.guildId ? channelUrl(record.channelId, record.guildId) : channelRef(record.channelId);
    lines.push(
      `${yourMove ? '▶️' : '⏸️'} **${record.name}** — ${yourMove ? t('profile.yourMove') : t('profile.waiting')} — ${link}${deadline}`,
    );
  }
  lines.sort((a, b) => Number(b.startsWith('▶️')) - Number(a.startsWith('▶️')));
  await ctx.respond.reply({ content: lines.length > 0 ? lines.join('\n').slice(0, 2000) : t('profile.noGames') }, true);
}

export function zoneChoices(typed: string): Choice[] {
  const q = typed.trim().toLowerCase().replace(/\s+/g, '_');
  return TIME_ZONES.filter((z) => z.toLowerCase().includes(q))
    .slice(0, 25)
    .map((z) => ({ name: z, value: z }));
}

export { mute, seen, snooze };

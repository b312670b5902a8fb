/**
 * Finding the league a command means and who may run it (issue 17): a league is named by the
 * `league` option (autocompleted from this server's leagues), or is the one league of the server
 * still open when there is just one (the newest one when none is open). Organisers are the league's creator, members with the role the
 * league names, and the server's managers (Manage Server), as for games.
 */
import type { League } from '../../league/league.js';
import type { App, CommandContext } from '../app/context.js';
import { EMPTY_INDEX } from './league-records.js';
import type { Choice } from '../pipeline/request.js';
import { echo } from '../presentation/sanitize.js';

/** The index record of the leagues not finished (the scheduler's pass visits them); each server has its own of all its leagues. */
export const INDEX_ID = 'all';

/** Adds a league to an index record (`all`, or its server's). */
export async function indexLeague(app: App, indexId: string, id: string): Promise<void> {
  await app.leagueIndex.update(indexId, (current) => {
    const index = current ?? EMPTY_INDEX;
    return index.ids.includes(id)
      ? { result: undefined }
      : { save: { ...index, ids: [...index.ids, id] }, result: undefined };
  });
}

/** A finished league leaves the `all` index (its server's keeps it). */
export async function unindexFinished(app: App, id: string): Promise<void> {
  await app.leagueIndex.update(INDEX_ID, (current) =>
    current?.ids.includes(id)
      ? { save: { ...current, ids: current.ids.filter((x) => x !== id) }, result: undefined }
      : { result: undefined },
  );
}

/** A league's id: its server and a slug of its name, so two servers may each have a "Spring League". */
export function leagueId(guildId: string, name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${guildId}:${slug || 'league'}`;
}

export async function allLeagueIds(ctx: Pick<CommandContext, 'app'>): Promise<string[]> {
  return (await ctx.app.leagueIndex.get(INDEX_ID))?.ids ?? [];
}

/** This server's leagues, newest first. */
export async function leaguesOfGuild(ctx: CommandContext): Promise<League[]> {
  const guild = ctx.request.guildId ?? 'dm';
  const out: League[] = [];
  for (const id of [...((await ctx.app.leagueIndex.get(guild))?.ids ?? [])].reverse()) {
    const league = await ctx.app.leagues.get(id).catch(() => undefined);
    if (league) out.push(league);
  }
  return out;
}

export type Found = { readonly ok: true; readonly league: League } | { readonly ok: false; readonly answer: string };

/** The league named (by name or id), or the only open one; else what to say. */
export async function findLeague(ctx: CommandContext, named: string | undefined): Promise<Found> {
  const leagues = await leaguesOfGuild(ctx);
  const wanted = named?.trim().toLowerCase();
  // The newest 20 by name (a reply has 2000 characters; autocomplete finds the rest).
  const list = leagues
    .slice(0, 20)
    .map((l) => `**${l.name}**`)
    .join(', ');
  if (wanted) {
    const league = leagues.find((l) => l.id === named || l.name.toLowerCase() === wanted);
    if (league) return { ok: true, league };
    return { ok: false, answer: ctx.t('league.unknown', { name: echo(named ?? ''), list: list || '—' }) };
  }
  const open = leagues.filter((l) => l.status !== 'finished');
  if (open.length === 1 && open[0]) return { ok: true, league: open[0] };
  // With none open, the newest finished league (its final standings are what people ask for).
  if (open.length === 0 && leagues[0]) return { ok: true, league: leagues[0] };
  return {
    ok: false,
    answer: leagues.length === 0 ? ctx.t('league.none') : ctx.t('league.which', { list: list || '—' }),
  };
}

export const isOrganiser = (ctx: CommandContext, league: League): boolean =>
  league.creatorId === ctx.request.actor.id ||
  ctx.request.actor.canManage ||
  (league.organiserRoleId !== null && (ctx.request.actor.roles ?? []).includes(league.organiserRoleId));

/** Autocomplete for the `league` option: this server's leagues matching what is typed. */
export async function leagueChoices(ctx: CommandContext, typed: string): Promise<Choice[]> {
  const q = typed.trim().toLowerCase();
  return (await leaguesOfGuild(ctx))
    .filter((l) => l.name.toLowerCase().includes(q))
    .slice(0, 25)
    .map((l) => ({ name: l.name.slice(0, 100), value: l.id }));
}

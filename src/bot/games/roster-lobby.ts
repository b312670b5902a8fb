/**
 * The pieces every roster change shares (issue 42): a lobby's roster with what it is checked
 * against, who may change a side's list, which side `side:` names, and the save that owes the
 * pinned status in the same write. The ruleset is reached through its contract (`rules`) and its
 * table's roster hooks only, so this serves every ruleset alike.
 */
import { err, ok, type AnyRuleset, type Result, type Roster, type RosterProblem } from '../../engine/index.js';
import type { GameRecord, StoredRoster } from '../../store/index.js';
import type { CommandContext } from '../app/context.js';
import type { Translate } from '../locales/index.js';
import { problem, say, type Problem } from '../pipeline/problem.js';
import { deliverLater, owe } from '../presentation/outbox.js';
import { cleanName, echo, mention } from '../presentation/sanitize.js';
import type { RosterBasis, RosterTable } from '../rulesets/roster-table.js';
import { isAdmin } from './game-change.js';

export interface RosterLobby {
  readonly record: GameRecord;
  readonly rules: AnyRuleset;
  readonly hooks: RosterTable;
  readonly basis: RosterBasis;
  /** The roster as the ruleset reads it (what its schema made of the stored one). */
  readonly roster: Roster;
  /** The host's points limit, else the scenario's (null: none). */
  readonly limit: number | null;
}

/** The lobby's roster and basis, or why there is none to build (no game, started, rules without lists). */
export function rosterLobby(
  ctx: CommandContext,
  record: GameRecord | undefined,
  t: Translate,
): Result<RosterLobby, Problem> {
  if (!record) return err(problem('reply.noGame'));
  const table = ctx.app.rulesets.of(record);
  const hooks = table.roster;
  const basis = hooks?.basis(ctx.app, record, t);
  if (!hooks || !basis) return err(problem('roster.none'));
  const parsed = table.rules.schemas.roster.safeParse(record.roster);
  // A stored roster its rules cannot read is refused, never rewritten: a change would drop its units.
  if (!parsed.success)
    return err(problem('roster.importBad', { problem: echo(parsed.error.issues[0]?.message ?? '?', 200) }));
  const roster = parsed.data as Roster;
  return ok({ record, rules: table.rules, hooks, basis, roster, limit: record.pointsLimit ?? basis.defaultLimit });
}

/** May this user change `side`'s list? The host, an admin, or a player of that side. */
export function mayEdit(ctx: CommandContext, record: GameRecord, side: string): boolean {
  return isAdmin(ctx, record) || record.players.some((p) => p.userId === ctx.request.actor.id && p.side === side);
}

/** The side `side:` names (by id or by name), else the user's own; or which sides there are. */
export function sideNamed(ctx: CommandContext, lobby: RosterLobby, typed: string | undefined): Result<string, Problem> {
  const sides = lobby.basis.sides.map((s) => `${cleanName(s.name, 40)} (\`${s.id}\`)`).join(', ');
  const own = lobby.record.players.find((p) => p.userId === ctx.request.actor.id)?.side;
  const wanted = (typed ?? own ?? '').trim().toLowerCase();
  if (wanted === '') return err(problem('roster.whichSide', { sides }));
  const side = lobby.basis.sides.find((s) => s.id === wanted || s.name.toLowerCase() === wanted);
  if (!side) return err(problem('roster.unknownSide', { side: echo(typed ?? wanted), sides }));
  if (!mayEdit(ctx, lobby.record, side.id)) return err(problem('reply.notHost', { host: mention(lobby.record.host) }));
  return ok(side.id);
}

export const sideName = (lobby: RosterLobby, side: string): string =>
  cleanName(lobby.basis.sides.find((s) => s.id === side)?.name ?? side, 40);

/** Each problem in the reader's words ("Veyra Host would have 310 points; the limit is 300"). */
export function problemText(t: Translate, lobby: RosterLobby, p: RosterProblem): string {
  return t(`roster.problems.${p.code}`, {
    side: sideName(lobby, p.side),
    unit: cleanName(p.unit ?? '', 32),
    subject: echo(p.subject ?? '', 60),
    total: p.total ?? 0,
    limit: p.limit ?? 0,
  });
}

/** What is wrong with `roster` for the lobby (only the listed `sides`' problems, when given). */
export function problemsOf(lobby: RosterLobby, roster: Roster, sides?: readonly string[]): RosterProblem[] {
  const all = lobby.rules.rosterProblems(roster, lobby.basis.scenario, lobby.basis.catalog, { points: lobby.limit });
  return sides === undefined ? all : all.filter((p) => sides.includes(p.side));
}

export const pointsOf = (lobby: RosterLobby, roster: Roster, side: string): number =>
  lobby.rules.rosterPoints(roster, lobby.basis.catalog)[side] ?? 0;

/** The record with a new roster, one version on (a stale button on the lobby is refused). */
export const withRoster = (record: GameRecord, roster: Roster): GameRecord => ({
  ...record,
  roster: roster as StoredRoster,
  version: record.version + 1,
});

export type RosterDecision = { save?: GameRecord; result: Result<string, Problem> };

/**
 * A change to a lobby's roster under its lock: refused privately with the reason (nothing saved),
 * or saved with the pinned status owed in the same write and answered in the channel.
 */
export async function inRosterLobby(
  ctx: CommandContext,
  decide: (lobby: RosterLobby) => RosterDecision,
): Promise<void> {
  const result = await ctx.app.store.update(ctx.request.channelId, (record): RosterDecision => {
    if (record?.status !== undefined && record.status !== 'lobby')
      return { result: err(problem('reply.alreadyStarted')) };
    const lobby = rosterLobby(ctx, record, ctx.t);
    if (!lobby.ok) return { result: lobby };
    const decided = decide(lobby.value);
    return decided.save ? { ...decided, save: owe(decided.save, { kind: 'status' }) } : decided;
  });
  if (!result.ok) return ctx.respond.reply({ content: say(ctx.t, result.error) }, true);
  await ctx.respond.reply({ content: result.value });
  deliverLater(ctx.app, ctx.request.channelId);
}

/** "Kestrel Frigate 2": the first of `base`, numbered, that no unit is called yet. */
export function freeName(base: string, taken: readonly string[]): string {
  const used = new Set(taken.map((n) => n.toLowerCase()));
  const name = (n: number) => cleanName(n === 1 ? base : `${base} ${n}`);
  let n = 1;
  while (used.has(name(n).toLowerCase())) n += 1;
  return name(n);
}

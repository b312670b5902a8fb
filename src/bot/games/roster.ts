/**
 * `/roster` (issue 42): one flow that builds every ruleset's lists before the start. A unit is
 * added (read from the options by the ruleset's table), removed, listed with each side's points
 * against the limit and every problem named, exported as JSON and imported back. A ruleset's table
 * may keep an older command name for the same flow. A refusal is private and saves nothing.
 */
import { err, ok, type Roster } from '../../engine/index.js';
import type { GameRecord } from '../../store/index.js';
import type { CommandContext } from '../app/context.js';
import { stateOf } from '../records/record-ops.js';
import { problem, say } from '../pipeline/problem.js';
import { bold, cleanName, echo } from '../presentation/sanitize.js';
import type { RosterAddOptions } from '../rulesets/roster-table.js';
import {
  inRosterLobby,
  pointsOf,
  problemsOf,
  problemText,
  rosterLobby,
  sideName,
  sideNamed,
  withRoster,
  type RosterDecision,
  type RosterLobby,
} from './roster-lobby.js';

const limitText = (lobby: RosterLobby): string | number => lobby.limit ?? '∞';

/** Every unit's name in the roster: a new one is named apart from them. */
const namesIn = (lobby: RosterLobby): string[] =>
  lobby.rules.rosterEntries(lobby.roster, lobby.basis.catalog).map((e) => e.name);

/** The unit the options make, added to the side's list, if the rules find nothing wrong with that side. */
function added(ctx: CommandContext, lobby: RosterLobby, o: RosterAddOptions & { side?: string }): RosterDecision {
  const side = sideNamed(ctx, lobby, o.side);
  if (!side.ok) return { result: side };
  const unit = lobby.hooks.unit(ctx, lobby.record, o, side.value, namesIn(lobby));
  if (!unit.ok) return { result: unit };
  const next = lobby.rules.schemas.roster.safeParse({
    ...lobby.roster,
    [side.value]: [...(lobby.roster[side.value] ?? []), unit.value],
  });
  if (!next.success)
    return { result: err(problem('roster.importBad', { problem: next.error.issues[0]?.message ?? '?' })) };
  const roster = next.data as Roster;
  const problems = problemsOf(lobby, roster, [side.value]);
  if (problems.length > 0)
    return {
      result: err(
        problem('roster.refused', { problems: problems.map((p) => problemText(ctx.t, lobby, p)).join('; ') }),
      ),
    };
  const entry = lobby.rules
    .rosterEntries(roster, lobby.basis.catalog)
    .filter((e) => e.side === side.value)
    .at(-1);
  return {
    save: withRoster(lobby.record, roster),
    result: ok(
      ctx.t('roster.added', {
        unit: bold(cleanName(entry?.name ?? '', 32)),
        summary: cleanName(entry?.summary ?? '', 80),
        points: entry?.points ?? 0,
        side: sideName(lobby, side.value),
        total: pointsOf(lobby, roster, side.value),
        limit: limitText(lobby),
      }),
    ),
  };
}

export async function addUnit(ctx: CommandContext, o: RosterAddOptions & { side?: string }): Promise<void> {
  await inRosterLobby(ctx, (lobby) => added(ctx, lobby, o));
}

/** Takes the named unit (by its name, in any case) off its side's list. */
export async function removeUnit(ctx: CommandContext, o: { readonly unit: string }): Promise<void> {
  const wanted = o.unit.trim().toLowerCase();
  await inRosterLobby(ctx, (lobby) => {
    const entries = lobby.rules.rosterEntries(lobby.roster, lobby.basis.catalog);
    const entry = entries.find((e) => e.id.toLowerCase() === wanted || e.name.toLowerCase() === wanted);
    if (!entry) return { result: err(problem('roster.noSuchUnit', { unit: echo(o.unit, 40) })) };
    const side = sideNamed(ctx, lobby, entry.side);
    if (!side.ok) return { result: side };
    // Entries list each side's units in roster order: its place among its side's is its index.
    const index = entries.filter((e) => e.side === entry.side).indexOf(entry);
    const roster = { ...lobby.roster, [entry.side]: (lobby.roster[entry.side] ?? []).filter((_, i) => i !== index) };
    return {
      save: withRoster(lobby.record, roster),
      result: ok(
        ctx.t('roster.removed', {
          unit: bold(cleanName(entry.name, 32)),
          side: sideName(lobby, entry.side),
          total: pointsOf(lobby, roster, entry.side),
          limit: limitText(lobby),
        }),
      ),
    };
  });
}

/** The lists side by side with their points against the limit, then anything that stops the start. */
export async function listRoster(ctx: CommandContext): Promise<void> {
  const record = await ctx.app.store.get(ctx.request.channelId);
  if (record && record.status !== 'lobby' && record.state !== null) return listInPlay(ctx, record);
  const lobby = rosterLobby(ctx, record, ctx.t);
  if (!lobby.ok) return ctx.respond.reply({ content: say(ctx.t, lobby.error) }, true);
  const l = lobby.value;
  const entries = l.rules.rosterEntries(l.roster, l.basis.catalog);
  const lines = l.basis.sides.flatMap((side) => {
    const own = entries.filter((e) => e.side === side.id);
    const total = pointsOf(l, l.roster, side.id);
    if (own.length === 0) return [ctx.t('roster.sideScenario', { side: cleanName(side.name, 40) })];
    return [
      ctx.t('roster.sideBuilt', { side: cleanName(side.name, 40), total, limit: limitText(l) }),
      ...own.map((e) =>
        ctx.t('roster.entry', { unit: cleanName(e.name, 32), summary: cleanName(e.summary, 80), points: e.points }),
      ),
    ];
  });
  const problems = problemsOf(l, l.roster);
  if (problems.length > 0)
    lines.push(ctx.t('roster.problemsHead'), ...problems.map((p) => `• ${problemText(ctx.t, l, p)}`));
  await ctx.respond.reply({ content: lines.join('\n').slice(0, 2000) }, true);
}

/**
 * Once the game has started, the units each side has in play, named as the map names them (issue 39):
 * the lists are history then, and a side that flew the scenario's own forces has them too.
 */
async function listInPlay(ctx: CommandContext, record: GameRecord): Promise<void> {
  const table = ctx.app.rulesets.of(record);
  const state = stateOf(record);
  const units = table.units(state);
  const lines = table.rules
    .sides(state)
    .flatMap((side) => [
      ctx.t('roster.sideInPlay', { side: cleanName(table.sideName(state, side.id), 40) }),
      ...units.filter((u) => u.side === side.id).map((u) => `• ${cleanName(u.name, 32)}`),
    ]);
  await ctx.respond.reply({ content: lines.join('\n').slice(0, 2000) }, true);
}

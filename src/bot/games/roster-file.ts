/**
 * `/roster export` and `/roster import` (issue 42): the lists as a JSON file, and such a file read
 * back. A file names its ruleset and holds `roster` (per side, its units in the ruleset's shape);
 * a side the file lists replaces that side's list, so an export imported again changes nothing.
 * A ruleset may read more of the file (its table's `importExtras`: uploaded unit classes, an older
 * list format). The whole import is checked before anything is saved: one problem, and
 * nothing is imported.
 */
import { z } from 'zod';
import { err, ok, type Roster } from '../../engine/index.js';
import { describeIssues } from '../../assets/describe-issues.js';
import type { CommandContext } from '../app/context.js';
import { problem, say, type Problem } from '../pipeline/problem.js';
import type { Attachment } from '../pipeline/request.js';
import { cleanName, echo, mention } from '../presentation/sanitize.js';
import type { RosterExtras, RosterUnit } from '../rulesets/roster-table.js';
import { downloadJson } from './download-json.js';
import {
  inRosterLobby,
  mayEdit,
  problemsOf,
  problemText,
  rosterLobby,
  sideName,
  withRoster,
  type RosterDecision,
  type RosterLobby,
} from './roster-lobby.js';
import type { Result } from '../../engine/index.js';

/** The file's shape around the ruleset's own roster (read by the ruleset's schema). */
const RosterFileSchema = z.looseObject({ ruleset: z.string().max(32).optional(), roster: z.unknown().optional() });

export async function exportRoster(ctx: CommandContext): Promise<void> {
  const record = await ctx.app.store.get(ctx.request.channelId);
  const lobby = rosterLobby(ctx, record, ctx.t);
  if (!lobby.ok || !record) return ctx.respond.reply({ content: lobby.ok ? '' : say(ctx.t, lobby.error) }, true);
  // A started game's lists are in its setup; a lobby's in its record.
  const roster = record.setup?.roster ?? lobby.value.roster;
  const file = { ruleset: record.ruleset, scenario: record.scenario, roster };
  await ctx.respond.reply(
    {
      content: ctx.t('roster.exported', { name: cleanName(record.name, 60) }),
      files: [{ name: `roster-${record.id}.json`, data: Buffer.from(JSON.stringify(file, null, 1)) }],
    },
    true,
  );
}

/** The file's roster and the ruleset's extras as one roster over the lobby's, or the first thing wrong. */
function merged(
  ctx: CommandContext,
  lobby: RosterLobby,
  raw: unknown,
): Result<{ decision: RosterDecision; count: number; sides: string[]; answer?: RosterExtras['answer'] }, Problem> {
  const file = RosterFileSchema.safeParse(raw);
  if (!file.success)
    return err(problem('roster.importBad', { problem: echo(describeIssues('file', file.error).join('; '), 600) }));
  if (file.data.ruleset !== undefined && file.data.ruleset !== lobby.record.ruleset)
    return err(problem('roster.importBad', { problem: echo(`the file is for ${file.data.ruleset}`, 80) }));
  const none: RosterExtras = { record: lobby.record, units: [] as RosterUnit[] };
  const extras = lobby.hooks.importExtras?.(ctx, lobby.record, file.data) ?? ok(none);
  if (!extras.ok) return extras;
  const listed = lobby.rules.schemas.roster.safeParse(file.data.roster ?? {});
  if (!listed.success)
    return err(
      problem('roster.importBad', {
        problem: echo(describeIssues('roster', listed.error).slice(0, 3).join('; '), 600),
      }),
    );
  const fromFile = listed.data as Roster;
  const roster: Record<string, readonly unknown[]> = { ...lobby.roster, ...fromFile };
  for (const { side, unit } of extras.value.units) roster[side] = [...(roster[side] ?? []), unit];
  const sides = [...new Set([...Object.keys(fromFile), ...extras.value.units.map((u) => u.side)])];
  const barred = sides.find(
    (side) => !mayEdit(ctx, lobby.record, side) && lobby.basis.sides.some((s) => s.id === side),
  );
  if (barred !== undefined) return err(problem('reply.notHost', { host: mention(lobby.record.host) }));
  // Checked against the lobby as the import leaves it (with any unit classes the file brings).
  const after = rosterLobby(ctx, extras.value.record, ctx.t);
  if (!after.ok) return after;
  const problems = problemsOf(after.value, roster, sides);
  if (problems.length > 0)
    return err(
      problem('roster.importRefused', { problems: problems.map((p) => problemText(ctx.t, lobby, p)).join('; ') }),
    );
  const count = sides.reduce((n, side) => n + (roster[side]?.length ?? 0), 0);
  const decision = { save: withRoster(extras.value.record, roster), result: ok('') };
  return ok({ decision, count, sides, ...(extras.value.answer ? { answer: extras.value.answer } : {}) });
}

export async function importRoster(ctx: CommandContext, o: { readonly file?: Attachment }): Promise<void> {
  if (!o.file)
    return ctx.respond.reply({ content: ctx.t('roster.importBad', { problem: ctx.t('problems.attachJson') }) }, true);
  await ctx.respond.defer(false);
  const raw = await downloadJson(o.file.url, o.file.size);
  // The problem quotes the file (a key, a snippet of bad JSON): shown as typed, never as markup.
  if (!raw.ok)
    return ctx.respond.reply({ content: ctx.t('roster.importBad', { problem: echo(raw.error, 600) }) }, true);
  await inRosterLobby(ctx, (lobby) => {
    const next = merged(ctx, lobby, raw.value);
    if (!next.ok) return { result: next };
    const sides = next.value.sides.map((s) => sideName(lobby, s)).join(', ') || '—';
    const answer = next.value.answer?.(next.value.count);
    const text = answer ? say(ctx.t, answer) : ctx.t('roster.imported', { count: next.value.count, sides });
    return { ...next.value.decision, result: ok(text) };
  });
}

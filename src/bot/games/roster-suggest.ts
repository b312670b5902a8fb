/**
 * Autocomplete for `/roster` (issue 42): the scenario's sides, the units and upgrades the ruleset's
 * table offers for the side chosen (or the user's own), and for `remove` the units on the lists.
 */
import type { CommandContext } from '../app/context.js';
import { str } from '../pipeline/options.js';
import type { Choice } from '../pipeline/request.js';
import { cleanName } from '../presentation/sanitize.js';
import { rosterLobby, type RosterLobby } from './roster-lobby.js';
import { filtered } from './suggest.js';

function choices(ctx: CommandContext, lobby: RosterLobby, focused: string): Choice[] {
  if (focused === 'side') return lobby.basis.sides.map((s) => ({ name: cleanName(s.name, 40), value: s.id }));
  if (focused === 'unit' && ctx.request.subcommand === 'remove')
    return lobby.rules
      .rosterEntries(lobby.roster, lobby.basis.catalog)
      .map((e) => ({ name: cleanName(`${e.name} · ${e.summary} · ${e.points}`, 100), value: e.id }));
  if (focused !== 'unit' && focused !== 'upgrades') return [];
  const own = lobby.record.players.find((p) => p.userId === ctx.request.actor.id)?.side;
  const typed = str(ctx.request, 'side')?.toLowerCase();
  const side = lobby.basis.sides.find((s) => s.id === typed || s.name.toLowerCase() === typed)?.id ?? own;
  return lobby.hooks.suggest(ctx, lobby.record, focused, side);
}

export async function suggestRoster(ctx: CommandContext): Promise<readonly Choice[]> {
  const record = await ctx.app.store.get(ctx.request.channelId);
  const lobby = rosterLobby(ctx, record, ctx.t);
  const focused = ctx.request.focused ?? '';
  if (!lobby.ok) return [];
  // `upgrades:` takes a list: the choices complete its last item, keeping those before it.
  const typed = str(ctx.request, focused) ?? '';
  if (focused !== 'upgrades') return filtered(choices(ctx, lobby.value, focused), typed);
  const before = typed.includes(',') ? typed.slice(0, typed.lastIndexOf(',') + 1) : '';
  const last = typed.slice(before.length).trim();
  return filtered(choices(ctx, lobby.value, focused), last).map((c) => ({
    name: c.name,
    value: `${before}${c.value}`,
  }));
}

/**
 * Autocomplete for an older name of `/roster` (`/fleet`, `/squad`): its options read as `/roster`'s
 * (`renamed`: its option name to `/roster`'s), so both offer the same choices.
 */
export async function suggestRenamed(
  ctx: CommandContext,
  renamed: Readonly<Record<string, string>>,
): Promise<readonly Choice[]> {
  const options = Object.fromEntries(
    Object.entries(ctx.request.options).map(([name, value]) => [renamed[name] ?? name, value]),
  );
  const focused = ctx.request.focused === undefined ? undefined : (renamed[ctx.request.focused] ?? ctx.request.focused);
  return suggestRoster({ ...ctx, request: { ...ctx.request, options, ...(focused === undefined ? {} : { focused }) } });
}

/**
 * Autocomplete for the shared commands (`/game`, `/map`, `/ship`): the rulesets, their scenarios, a
 * lobby's sides and the board's units, from the ruleset of the channel's game. A ruleset's own
 * commands bring their own autocomplete.
 */
import type { CommandContext } from '../app/context.js';
import { loose } from '../locales/index.js';
import { str } from '../pipeline/options.js';
import type { Choice } from '../pipeline/request.js';
import { stateOf } from '../records/record-ops.js';
import { localScenario } from '../rulesets/scenario-words.js';

const LIMIT = 25;

/** The choices whose name or value holds what was typed, cut to Discord's limits. */
export function filtered(choices: readonly Choice[], typed: string): Choice[] {
  const q = typed.trim().toLowerCase();
  const hits =
    q === '' ? choices : choices.filter((c) => c.name.toLowerCase().includes(q) || c.value.toLowerCase().includes(q));
  return hits.slice(0, LIMIT).map((c) => ({ name: c.name.slice(0, 100), value: c.value.slice(0, 100) }));
}

const typedIn = (ctx: CommandContext): string => String(ctx.request.options[ctx.request.focused ?? ''] ?? '');

/** `/game new ruleset:`, `scenario:` and `/game join side:`. */
export async function suggestGame(ctx: CommandContext): Promise<Choice[]> {
  const { app, request } = ctx;
  const t = loose(ctx.t);
  switch (request.focused) {
    case 'ruleset':
      return filtered(
        app.rulesets.all.map((r) => ({ name: t(`commands.game.choices.ruleset.${r.rules.id}`), value: r.rules.id })),
        typedIn(ctx),
      );
    case 'scenario': {
      const table = app.rulesets.get(str(request, 'ruleset') ?? '') ?? app.rulesets.all[0];
      return filtered(
        (table?.scenarios(app) ?? []).map((s) => ({ name: localScenario(ctx.t, s).name, value: s.id })),
        typedIn(ctx),
      );
    }
    case 'side': {
      const record = await app.store.get(request.channelId);
      const table = record ? app.rulesets.get(record.ruleset) : undefined;
      const found = record ? table?.scenarios(app).find((s) => s.id === record.scenario) : undefined;
      const scenario = found && localScenario(ctx.t, found);
      return filtered(
        (scenario?.sides ?? []).map((s) => ({ name: s.name, value: s.id })),
        typedIn(ctx),
      );
    }
    case 'part':
      return suggestPart(ctx);
    default:
      return [];
  }
}

/** `/ship ship:` (and `/map ship:`): every unit on the board. */
export async function suggestUnit(ctx: CommandContext): Promise<Choice[]> {
  const record = await ctx.app.store.get(ctx.request.channelId);
  if (!record || record.state === null) return [];
  const units = ctx.app.rulesets.of(record).units(stateOf(record));
  return filtered(
    units.map((u) => ({ name: u.name, value: u.id })),
    typedIn(ctx),
  );
}

/** `/map`: a unit, and what its ruleset may lay over the map for it. */
export async function suggestMap(ctx: CommandContext): Promise<Choice[]> {
  if (ctx.request.focused !== 'show') return suggestUnit(ctx);
  const record = await ctx.app.store.get(ctx.request.channelId);
  const table = record ? ctx.app.rulesets.get(record.ruleset) : undefined;
  const t = loose(ctx.t);
  return filtered(
    (table?.overlays ?? []).map((o) => ({ name: t(o.title), value: o.id })),
    typedIn(ctx),
  );
}

/** `/replay part:` and `/game log part:`: the parts of a round the game's ruleset has. */
export async function suggestPart(ctx: CommandContext): Promise<Choice[]> {
  const record =
    (await ctx.app.store.get(ctx.request.channelId)) ?? (await ctx.app.store.latestArchived(ctx.request.channelId));
  const table = record ? ctx.app.rulesets.get(record.ruleset) : undefined;
  return filtered(
    (table?.roundParts ?? []).map((p) => ({ name: p, value: p })),
    typedIn(ctx),
  );
}

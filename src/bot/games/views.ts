/**
 * /map, /ship, /replay, /help and /rules: looking, not acting. Their answers are private (their
 * modules say so, and the pipeline defers them privately when slow).
 */
import { animateReplay } from '../animation/animator.js';
import type { CommandContext } from '../app/context.js';
import { loose } from '../locales/index.js';
import { problem, say } from '../pipeline/problem.js';
import { stateOf } from '../records/record-ops.js';
import type { RuleTopic, TableRuleset } from '../rulesets/table.js';
import type { Choice } from '../pipeline/request.js';
import { cleanName } from '../presentation/sanitize.js';

/**
 * Pictures and help are the commands people spam (and pictures cost a render each), so they are
 * rate limited per user; game actions are limited by the turn order itself.
 */
export async function limited(ctx: CommandContext): Promise<boolean> {
  const wait = ctx.app.limiter.take(ctx.request.actor.id);
  if (wait === 0) return false;
  await ctx.respond.reply({ content: ctx.t('reply.rateLimited', { seconds: wait }) }, true);
  return true;
}

/** The channel's started game and its ruleset, or an answer saying why there is none. */
interface Looking {
  readonly table: TableRuleset;
  readonly state: unknown;
  /** The looker's own units still in play (none for a spectator). */
  readonly own: readonly { readonly id: string; readonly name: string }[];
}

async function currentGame(ctx: CommandContext): Promise<Looking | undefined> {
  if (await limited(ctx)) return undefined;
  const record = await ctx.app.store.get(ctx.request.channelId);
  if (!record || record.state === null) {
    await ctx.respond.reply({ content: ctx.t(record ? 'reply.notStarted' : 'reply.noGame') }, true);
    return undefined;
  }
  const table = ctx.app.rulesets.of(record);
  const state = stateOf(record);
  const side = record.players.find((p) => p.userId === ctx.request.actor.id)?.side;
  return { table, state, own: table.units(state).filter((u) => u.side === side && u.active) };
}

/** `/map`: the map now, privately. */
export async function showMap(
  ctx: CommandContext,
  o: { readonly ship?: string; readonly show?: string },
): Promise<void> {
  const game = await currentGame(ctx);
  if (!game) return;
  const { table, state, own } = game;
  const named = o.ship;
  const show = o.show;
  // An overlay is about one unit: the one named, or the looker's only one.
  const unit = named ? table.findUnit(state, named) : show !== undefined && own.length === 1 ? own[0]?.id : undefined;
  if (named && !unit)
    return ctx.respond.reply({ content: ctx.t('reply.noSuchShip', { ship: cleanName(named) }) }, true);
  if (show !== undefined && unit === undefined)
    return ctx.respond.reply(
      {
        content: ctx.t('reply.whichShip', {
          ships: (own.length > 0 ? own : table.units(state)).map((u) => cleanName(u.name)).join(', '),
        }),
      },
      true,
    );
  if (show !== undefined && !table.overlays.some((x) => x.id === show))
    return ctx.respond.reply(
      {
        content: say(
          ctx.t,
          problem('reply.badOption', {
            option: 'show',
            problem: problem('problems.oneOf', { list: table.overlays.map((x) => x.id).join(', ') || '—' }),
          }),
        ),
      },
      true,
    );
  const picture = await ctx.app.painter.draw(ctx.t, table, {
    state,
    events: [],
    ...(unit !== undefined ? { focus: unit } : {}),
    ...(show !== undefined ? { show } : {}),
  });
  await ctx.respond.reply({ files: [picture] }, true);
}

export async function showShip(ctx: CommandContext, o: { readonly ship?: string }): Promise<void> {
  const game = await currentGame(ctx);
  if (!game) return;
  const { table, state, own } = game;
  const named = o.ship;
  // Alone, `/ship` shows the looker's own first ship in play (a spectator: the first in play).
  const unit = named ? table.findUnit(state, named) : (own[0]?.id ?? table.units(state).find((u) => u.active)?.id);
  if (unit === undefined)
    return ctx.respond.reply({ content: ctx.t('reply.noSuchShip', { ship: cleanName(named ?? '?') }) }, true);
  await ctx.respond.reply({ files: [await table.unitSheet(ctx.t, state, unit)] }, true);
}

/** /replay: the board as it stood at the end of an earlier stretch of play, with what happened in it. */
export async function replayPart(
  ctx: CommandContext,
  o: { readonly round: number; readonly part?: string; readonly animated?: boolean },
): Promise<void> {
  if (await limited(ctx)) return;
  const record =
    (await ctx.app.store.get(ctx.request.channelId)) ?? (await ctx.app.store.latestArchived(ctx.request.channelId));
  if (!record || !record.initial)
    return ctx.respond.reply({ content: ctx.t(record ? 'reply.notStarted' : 'reply.noGame') }, true);
  const table = ctx.app.rulesets.of(record);
  const round = o.round;
  const part = o.part;
  const moment = table.pastName(ctx.t, round, part);
  if (o.animated && !table.animation)
    return ctx.respond.reply({ content: ctx.t('reply.noAnimation', { moment }) }, true);
  const past = table.past(record, round, part);
  if (!past) return ctx.respond.reply({ content: ctx.t('reply.notPlayedYet', { moment }) }, true);
  const header = ctx.t('reply.replayHeader', { moment, name: record.name });
  await ctx.respond.reply(
    {
      content: `${header}\n${table.report(ctx.t, past.state, past.events, 1900 - header.length)}`,
      files: [
        (o.animated ? await animateReplay(ctx.t, table, record, round, part, ctx.app.log) : undefined) ??
          (await ctx.app.painter.draw(ctx.t, table, { state: past.state, events: past.events })),
      ],
    },
    true,
  );
}

export async function help(ctx: CommandContext): Promise<void> {
  if (await limited(ctx)) return;
  // The turn's commands of the channel's game's ruleset (or of every ruleset when there is no game).
  const record = await ctx.app.store.get(ctx.request.channelId).catch(() => undefined);
  const table = record ? ctx.app.rulesets.get(record.ruleset) : undefined;
  const names = (table ? [table] : ctx.app.rulesets.all).flatMap((r) => r.commands.map((c) => c.data.name));
  const commands = [...new Set(names)].map((n) => `\`/${n}\``).join(' ');
  await ctx.respond.reply({ content: ctx.t('reply.helpText', { commands }) }, true);
}

/** The topics `/rules` offers here: the channel's game's ruleset's, or every ruleset's when there is none. */
export async function ruleTopics(ctx: CommandContext): Promise<readonly RuleTopic[]> {
  const record = await ctx.app.store.get(ctx.request.channelId).catch(() => undefined);
  const table = record ? ctx.app.rulesets.get(record.ruleset) : undefined;
  return table ? table.rulesTopics : ctx.app.rulesets.all.flatMap((r) => r.rulesTopics);
}

export async function rules(ctx: CommandContext, o: { readonly topic?: string }): Promise<void> {
  if (await limited(ctx)) return;
  const topic = o.topic;
  const offered = await ruleTopics(ctx);
  const picked = offered.filter((k) => k.id === topic);
  const t = loose(ctx.t);
  await ctx.respond.reply(
    {
      content: (picked.length > 0 ? picked : offered)
        .map((k) => `**${t(k.title)}** — ${t(k.text)}`)
        .join('\n')
        .slice(0, 2000),
    },
    true,
  );
}

/** `/rules topic:` choices: the topics offered here, by title in the reader's language. */
export async function suggestTopics(ctx: CommandContext): Promise<Choice[]> {
  const t = loose(ctx.t);
  const typed = String(ctx.request.options['topic'] ?? '').toLowerCase();
  return (await ruleTopics(ctx))
    .map((k) => ({ name: t(k.title), value: k.id }))
    .filter((c) => c.name.toLowerCase().includes(typed) || c.value.includes(typed))
    .slice(0, 25);
}

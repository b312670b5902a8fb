/**
 * `/react prefer:<kind> answer:<answer>` (issue 42): a player's standing answer to a kind of reaction
 * in this game (`answer:ask` clears it; alone, the command lists the player's answers). The kinds and
 * answers are the ruleset's (`rules.reactions.preferences`), checked here against the game's ruleset,
 * so a stored answer is always one the rules know. A preference that answers the reaction open right
 * now answers it at once: the clock is armed again, and its autoplay plays the answer.
 */
import { z } from 'zod';
import type { GameRecord, Player } from '../../store/index.js';
import type { CommandContext } from '../app/context.js';
import { withClock } from '../clocks/clock.js';
import { wakeForAutoplay } from '../clocks/autoplay.js';
import type { Translate } from '../locales/index.js';
import { ASK_EACH_TIME } from '../players/reaction-preferences.js';
import { reactionWords } from '../presentation/reaction-words.js';
import type { Choice } from '../pipeline/request.js';
import type { TableRuleset } from '../rulesets/table.js';
import { filtered } from './suggest.js';

export interface ReactOptions {
  readonly prefer?: string;
  readonly answer?: string;
}

/** What a stored preference map must be (the ruleset's words are checked below, the shape here). */
const Answers = z.record(z.string().max(32), z.string().max(32));

/** The player's standing answers, one line each, in their words. */
function listed(t: Translate, table: TableRuleset, player: Player): string {
  const set = Object.entries(Answers.parse(player.reactions ?? {}));
  if (set.length === 0) return t('reaction.none');
  const lines = set.map(([kind, answer]) => {
    const words = reactionWords(t, table, kind);
    return t('reaction.line', { kind: words.name, answer: words.answer(answer) });
  });
  return t('reaction.list', { list: lines.join(' · ') });
}

type Outcome = { readonly reply: string; readonly save?: GameRecord };

/** The change `/react` makes to the game, or what it says instead. */
function prefer(t: Translate, table: TableRuleset, record: GameRecord, player: Player, o: ReactOptions): Outcome {
  const kinds = table.rules.reactions?.preferences ?? [];
  if (kinds.length === 0) return { reply: t('reaction.noneInRuleset') };
  if (o.prefer === undefined || o.answer === undefined) return { reply: listed(t, table, player) };
  const kind = kinds.find((k) => k.kind === o.prefer);
  if (!kind) {
    const names = kinds.map((k) => `\`${k.kind}\` (${reactionWords(t, table, k.kind).name})`).join(', ');
    return { reply: t('reaction.unknownKind', { kinds: names }) };
  }
  const words = reactionWords(t, table, kind.kind);
  if (o.answer !== ASK_EACH_TIME && !kind.answers.includes(o.answer)) {
    const answers = kind.answers.map((a) => `\`${a}\` (${words.answer(a)})`).join(', ');
    return { reply: t('reaction.unknownAnswer', { kind: words.name, answers }) };
  }
  const { [kind.kind]: _old, ...rest } = player.reactions ?? {};
  const reactions = o.answer === ASK_EACH_TIME ? rest : { ...rest, [kind.kind]: o.answer };
  const players = record.players.map((p) => (p.userId === player.userId ? { ...p, reactions } : p));
  const reply =
    o.answer === ASK_EACH_TIME
      ? t('reaction.cleared', { kind: words.name })
      : t('reaction.set', { kind: words.name, answer: words.answer(o.answer) });
  return { reply, save: { ...record, players } };
}

export async function react(ctx: CommandContext, o: ReactOptions): Promise<void> {
  const { app, request, t } = ctx;
  const saved = await app.store.update(request.channelId, async (record) => {
    if (!record) return { result: { reply: t('reply.noGame') } as Outcome };
    const player = record.players.find((p) => p.userId === request.actor.id);
    if (!player) return { result: { reply: t('reply.notPlayer') } as Outcome };
    const outcome = prefer(t, app.rulesets.of(record), record, player, o);
    if (!outcome.save) return { result: outcome };
    // The clock is armed again on the same moment (nothing restarts), so an answer now due is played.
    const armed =
      outcome.save.status === 'active' ? await withClock(app, outcome.save, app.now(), false, 'keep') : outcome.save;
    return { save: armed, result: { ...outcome, save: armed } };
  });
  await ctx.respond.reply({ content: saved.reply }, true);
  if (saved.save) wakeForAutoplay(app, saved.save);
}

/** `/react prefer:` (the ruleset's kinds) and `answer:` (that kind's answers, and `ask`). */
export async function suggestReaction(ctx: CommandContext): Promise<Choice[]> {
  const record = await ctx.app.store.get(ctx.request.channelId);
  const table = record ? ctx.app.rulesets.get(record.ruleset) : undefined;
  const kinds = table?.rules.reactions?.preferences ?? [];
  const typed = String(ctx.request.options[ctx.request.focused ?? ''] ?? '');
  if (!table) return [];
  if (ctx.request.focused === 'prefer')
    return filtered(
      kinds.map((k) => ({ name: reactionWords(ctx.t, table, k.kind).name, value: k.kind })),
      typed,
    );
  const chosen = kinds.filter((k) => k.kind === ctx.request.options['prefer'] || kinds.length === 1);
  const answers = chosen.flatMap((k) =>
    k.answers.map((a) => ({ name: reactionWords(ctx.t, table, k.kind).answer(a), value: a })),
  );
  return filtered([...answers, { name: ctx.t('reaction.ask'), value: ASK_EACH_TIME }], typed);
}

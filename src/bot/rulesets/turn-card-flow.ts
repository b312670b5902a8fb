/**
 * The turn card's flow, shared by the tables that play a whole turn from one form (`fleet`,
 * `skirmish`): opening the form for the acting player at the card's moment, taking it back as the
 * engine's `plan` command, and the composer that offers it (no select menus of its own).
 */
import { err, ok, type Result } from '../../engine/index.js';
import type { GameRecord } from '../../store/index.js';
import type { CommandContext, Composer } from '../app/seam.js';
import { act, isStale, requireTurnPlayer } from '../games/act.js';
import { loose, type LooseTranslate } from '../locales/index.js';
import { encodeComponentId, gameTag } from '../pipeline/custom-id.js';
import { say, type Problem } from '../pipeline/problem.js';

/** Whether a side may play a card now (its own turn, nothing under way). */
type CardMoment<State> = (state: State, side: string) => boolean;

/** What a card's form is built from: the acting side's state, the reader's words, the form's id. */
export interface CardOpening<State> {
  readonly state: State;
  readonly side: string;
  readonly words: LooseTranslate;
  readonly customId: string;
}

/**
 * The acting player's state and side when a card may open now; otherwise it has replied why not
 * (no game, not their turn, a stale prompt, not the card's moment) and answers undefined.
 */
export async function openCard<State>(
  ctx: CommandContext,
  stateOf: (record: GameRecord) => State,
  cardMoment: CardMoment<State>,
): Promise<CardOpening<State> | undefined> {
  const { app, request, t } = ctx;
  const record = await app.store.get(request.channelId);
  const acting = requireTurnPlayer(app, record, request.actor.id);
  if (!acting.ok) return void (await ctx.respond.reply({ content: say(t, acting.error) }, true));
  if (isStale(ctx, acting.value.record)) return void (await ctx.respond.reply({ content: t('reply.stale') }, true));
  const state = stateOf(acting.value.record);
  const side = acting.value.side;
  if (!cardMoment(state, side)) return void (await ctx.respond.reply({ content: t('reply.stale') }, true));
  const version = acting.value.record.messages.promptVersion ?? acting.value.record.version;
  const customId = encodeComponentId({ game: gameTag(acting.value.record), version, action: { kind: 'planned' } });
  return { state, side, words: loose(t), customId };
}

/** A card sent back: its commands read from the form's fields, played as one `plan`, or refused with `notNow`. */
export async function submitCard<State, Command>(
  ctx: CommandContext,
  cardMoment: CardMoment<State>,
  notNow: Problem,
  readCard: (state: State, side: string) => Result<Command[], Problem>,
): Promise<void> {
  await act(ctx, (acting) => {
    const state = acting.state as State;
    if (!cardMoment(state, acting.side)) return err(notNow);
    const commands = readCard(state, acting.side);
    if (!commands.ok) return commands;
    return ok({ type: 'plan' as const, side: acting.side, commands: commands.value });
  });
}

const stale = async (ctx: CommandContext): Promise<void> => ctx.respond.reply({ content: ctx.t('reply.stale') }, true);

/** The composer of a table whose turns come on a card: the form only, no select menus. */
export const cardComposer = (plan: Composer['plan'], planned: Composer['planned']): Composer => ({
  slots: [],
  pick: stale,
  submit: stale,
  plan,
  planned,
});

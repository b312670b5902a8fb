/**
 * The turn form (issue 13): "Plan every ship" opens a Discord modal with one line per ship (up to
 * five), filled with the turn card's plan in players' words; sending it plays the whole turn of
 * every ship as one atomic batch, checked against where each ship will be, or refuses it with the
 * ship and the word that is wrong. Two interactions for a whole turn, however many ships.
 */
import { z } from 'zod';
import { err, impulse, ok } from '../../../engine/index.js';
import type { CommandContext } from '../../app/context.js';
import { act, isStale, requireTurnPlayer } from '../../games/act.js';
import { draftKey, type Draft } from '../../games/draft.js';
import { encodeComponentId, gameTag } from '../../pipeline/custom-id.js';
import { problem, say } from '../../pipeline/problem.js';
import { echo } from '../../presentation/sanitize.js';
import { turnCard } from './prompt.js';
import { shipName } from './resolve.js';
import { asImpulse } from './state-of.js';
import { planTurn } from './turn-plan.js';
import { picksToWords, turnWordsHelp, wordsToPicks } from './turn-words.js';

/** Discord's limit of fields in a modal. */
const FORM_FIELDS = 5;

/** The side's ships the form plans: those with something to do this turn first, at most five. */
function formShips(state: impulse.GameState, side: string): impulse.ShipState[] {
  const tasks = new Set(impulse.shipTasks(state, side).map((t) => t.ship));
  return state.ships
    .filter((s) => s.side === side && s.status === 'active')
    .sort((a, b) => Number(tasks.has(b.id)) - Number(tasks.has(a.id)))
    .slice(0, FORM_FIELDS);
}

export async function openTurnForm(ctx: CommandContext): Promise<void> {
  const { app, request, t } = ctx;
  const record = await app.store.get(request.channelId);
  const acting = requireTurnPlayer(app, record, request.actor.id);
  if (!acting.ok) return ctx.respond.reply({ content: say(t, acting.error) }, true);
  if (isStale(ctx, acting.value.record)) return ctx.respond.reply({ content: t('reply.stale') }, true);
  const { state, side } = asImpulse(acting.value);
  if (state.flow.phase !== 'turn' || impulse.awaiting(state)[0] !== side)
    return ctx.respond.reply({ content: t('reply.stale') }, true);
  const version = acting.value.record.messages.promptVersion ?? acting.value.record.version;
  const draft = await app.drafts.get(draftKey(request.channelId, request.actor.id));
  const card = turnCard(acting.value.record, state, side, draft?.promptVersion === version ? draft : undefined);
  const flow = state.flow;
  await ctx.respond.modal({
    customId: encodeComponentId({ game: gameTag(acting.value.record), version, action: { kind: 'planned' } }),
    title: t('reply.turnFormTitle', { impulse: flow.impulse, round: flow.round }),
    fields: formShips(state, side).map((ship) => ({
      id: ship.id,
      label: shipName(state, ship.id),
      value: picksToWords(t, state, card?.picks[ship.id]),
      placeholder: t('reply.turnFormHint', turnWordsHelp(t)),
      maxLength: 200,
    })),
  });
}

/** What a sent form may hold (a forged one may hold anything): at most five lines, each short. */
const FormFields = z.record(z.string().min(1).max(64), z.string().max(400));

export async function submitTurnForm(ctx: CommandContext, sent: Readonly<Record<string, string>>): Promise<void> {
  const checked = FormFields.safeParse(sent);
  if (!checked.success || Object.keys(checked.data).length > FORM_FIELDS)
    return ctx.respond.reply({ content: ctx.t('input.unreadable') }, true);
  const fields = checked.data;
  const key = draftKey(ctx.request.channelId, ctx.request.actor.id);
  const accepted = await act(ctx, (acting) => {
    const { state, side } = asImpulse(acting);
    const picks: Draft['picks'] = {};
    for (const [id, line] of Object.entries(fields)) {
      const ship = state.ships.find((s) => s.id === id && s.side === side && s.status === 'active');
      if (!ship) return err(problem('reply.stale'));
      const read = wordsToPicks(state, ship, line);
      if (!read.ok)
        return err(
          problem('reply.turnFormBad', {
            ship: shipName(state, ship.id),
            word: echo(read.error.word, 40),
            ...turnWordsHelp(ctx.t),
          }),
        );
      if (Object.keys(read.value).length > 0) picks[ship.id] = read.value;
    }
    const commands = planTurn(state, side, { schemaVersion: 1, promptVersion: 0, picks });
    return ok({ type: 'batch', side, commands: [...commands, { type: 'endTurn', side }] });
  });
  if (accepted) await ctx.app.drafts.delete(key);
}

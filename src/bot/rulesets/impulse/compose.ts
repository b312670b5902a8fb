/**
 * Composing a whole turn in the prompt: the turn card proposes the whole turn (turn-proposal.ts),
 * each select menu pick is saved as a draft on top of it (and the prompt redrawn), and "Submit
 * turn" sends it, plus the end of the turn, as one atomic batch.
 */
import { promptChangedElsewhere } from '../../presentation/outbox.js';
import { impulse, ok, err } from '../../../engine/index.js';
import { act, isStale, requireTurnPlayer } from '../../games/act.js';
import type { CommandContext } from '../../app/context.js';
import type { ComponentAction } from '../../pipeline/custom-id.js';
import { draftKey, type Draft } from '../../games/draft.js';
import { problem, say } from '../../pipeline/problem.js';
import { buildPrompt } from '../../presentation/prompt.js';
import { asImpulse } from './state-of.js';
import { planTurn } from './turn-plan.js';
import { turnCard } from './prompt.js';
import { turnRefusal } from './turn-form.js';

const emptyDraft = (promptVersion: number): Draft => ({ schemaVersion: 1, promptVersion, picks: {} });

export async function pickDraft(
  ctx: CommandContext,
  action: Extract<ComponentAction, { kind: 'draft' }>,
  value: string,
): Promise<void> {
  const { app, request, t } = ctx;
  const record = await app.store.get(request.channelId);
  const acting = requireTurnPlayer(app, record, request.actor.id);
  if (!acting.ok) return ctx.respond.reply({ content: say(t, acting.error) }, true);
  if (isStale(ctx, acting.value.record)) return ctx.respond.reply({ content: t('reply.stale') }, true);
  const state = asImpulse(acting.value).state;
  const ship = state.ships.find((s) => s.id === action.ship);
  if (!ship || ship.side !== acting.value.side)
    return ctx.respond.reply(
      {
        content: t('reply.foreign', {
          player:
            acting.value.record.players
              .filter((p) => p.side === ship?.side)
              .map((p) => p.name)
              .join(', ') || '?',
        }),
      },
      true,
    );
  const version = acting.value.record.messages.promptVersion ?? acting.value.record.version;
  const draft = await app.drafts.update(draftKey(request.channelId, request.actor.id), (current) => {
    const base = current && current.promptVersion === version ? current : emptyDraft(version);
    const next: Draft = {
      ...base,
      picks: { ...base.picks, [action.ship]: { ...base.picks[action.ship], [action.slot]: value } },
    };
    return { save: next, result: next };
  });
  const prompt = buildPrompt(acting.value.table, t, acting.value.record, state, version, draft);
  if (!prompt) return ctx.respond.reply({ content: t('reply.stale') }, true);
  await ctx.respond.update({ ...prompt, ping: [] });
  await promptChangedElsewhere(app, acting.value.record);
}

export async function submitDraft(ctx: CommandContext): Promise<void> {
  const { app, request } = ctx;
  const key = draftKey(request.channelId, request.actor.id);
  const draft = await app.drafts.get(key);
  const accepted = await act(ctx, (acting) => {
    const { record, state, side } = asImpulse(acting);
    const version = record.messages.promptVersion ?? record.version;
    // What the turn card shows: the proposal, with this prompt's menu picks on top.
    const card = turnCard(record, state, side, draft && draft.promptVersion === version ? draft : undefined);
    if (!card) return err(problem('reply.draftEmpty'));
    // No picks: the card proposed only the end of the turn (nothing left but optional moves).
    const commands: impulse.Command[] = [
      ...planTurn(state, side, { schemaVersion: 1, promptVersion: version, picks: card.picks }),
      { type: 'endTurn', side },
    ];
    // A refusal names the ship and the pick, as the turn form's does (issue 39).
    const tried = impulse.applyCommand(state, { type: 'batch', side, commands });
    const refused = turnRefusal(
      ctx.t,
      acting.table,
      state,
      card.picks,
      {},
      commands,
      tried.ok ? undefined : tried.error,
    );
    return refused ? err(refused) : ok({ type: 'batch', side, commands });
  });
  // A refused turn keeps its draft, so the player can fix one pick and submit again.
  if (accepted) await app.drafts.delete(key);
}

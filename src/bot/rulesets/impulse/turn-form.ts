/**
 * The turn form (issue 13): "Plan every ship" opens a Discord modal with one line per ship (up to
 * five), filled with the turn card's plan in players' words; sending it plays the whole turn of
 * every ship as one atomic batch, checked against where each ship will be, or refuses it with the
 * ship and the word that is wrong. Two interactions for a whole turn, however many ships.
 */
import { z } from 'zod';
import { err, impulse, ok, type Result, type RuleError } from '../../../engine/index.js';
import type { CommandContext } from '../../app/context.js';
import { act, detailText, isStale, requireTurnPlayer } from '../../games/act.js';
import { draftKey, type Draft } from '../../games/draft.js';
import type { ImpulseSlot } from './draft-slots.js';
import { encodeComponentId, gameTag } from '../../pipeline/custom-id.js';
import { fromRuleError, problem, say, type Problem } from '../../pipeline/problem.js';
import { echo } from '../../presentation/sanitize.js';
import type { Translate } from '../../locales/index.js';
import type { TableRuleset } from '../table.js';
import { turnCard } from './prompt.js';
import { shipName } from './resolve.js';
import { asImpulse } from './state-of.js';
import { planTurn } from './turn-plan.js';
import { planWords, picksToWords, readLine, turnWordsHelp, type LineRead } from './turn-words.js';

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
      value: planWords(t, state, ship, card?.picks[ship.id]),
      placeholder: t('reply.turnFormHint', turnWordsHelp(t)),
      maxLength: 200,
    })),
  });
}

/** What a sent form may hold (a forged one may hold anything): at most five lines, each short. */
const FormFields = z.record(z.string().min(1).max(64), z.string().max(400));

type Picks = Draft['picks'];
type Slot = ImpulseSlot;

/** The slot of the turn a command plays. */
const SLOT_OF: Partial<Record<impulse.Command['type'], Slot>> = { useAp: 'ap', move: 'move', fire: 'fire' };

/**
 * Why a planned turn is refused, naming the ship and the word (README "Playing", step 3): the
 * command the engine refused, traced back to the ship's line (or pick); a shot typed in a line
 * (`lines`) that no weapon can take from where the ship will be is refused too rather than dropped.
 */
export function turnRefusal(
  t: Translate,
  table: TableRuleset,
  state: impulse.GameState,
  picks: Picks,
  lines: Readonly<Record<string, LineRead>>,
  commands: readonly impulse.Command[],
  error: RuleError | undefined,
): Problem | undefined {
  const wordFor = (ship: string, slot: Slot): string =>
    lines[ship]?.said[slot] ?? picksToWords(t, state, { [slot]: picks[ship]?.[slot] });
  if (error) {
    const index = error.detail['batchIndex'];
    const command = typeof index === 'number' ? commands[index] : undefined;
    // A move the turn never reaches (the movement step passes this ship by) is said as such, not as
    // the step or turn that had moved on by then.
    const stepGone =
      (error.code === 'NOT_YOUR_TURN' || error.code === 'WRONG_STEP') &&
      state.flow.phase === 'turn' &&
      state.flow.step === 'ap';
    const why =
      command?.type === 'move' && stepGone
        ? problem('errors.NO_MOVE_THIS_IMPULSE')
        : fromRuleError(error, detailText(table, state));
    const slot = command ? SLOT_OF[command.type] : undefined;
    const ship =
      command && 'ship' in command && typeof command.ship === 'string'
        ? command.ship
        : typeof error.detail['ship'] === 'string'
          ? error.detail['ship']
          : undefined;
    if (ship && slot)
      return problem('reply.turnFormRefused', {
        ship: shipName(state, ship),
        word: echo(wordFor(ship, slot), 40),
        why,
      });
    if (ship) return problem('reply.turnFormShipRefused', { ship: shipName(state, ship), why });
    // The end of the turn refused: a ship whose owed move its line left out.
    const owing = error.detail['ships'];
    if (error.code === 'MOVES_OUTSTANDING' && Array.isArray(owing) && owing.length > 0)
      return problem('reply.turnFormOwesMove', {
        ships: owing.map((id) => shipName(state, String(id))).join(', '),
        moves: turnWordsHelp(t).moves ?? '',
      });
    return why;
  }
  for (const [ship, line] of Object.entries(lines)) {
    const pick = line.picks;
    if (pick.fire === undefined) continue;
    if (commands.some((c) => c.type === 'fire' && c.ship === ship)) continue;
    return problem('reply.turnFormRefused', {
      ship: shipName(state, ship),
      word: echo(wordFor(ship, 'fire'), 40),
      why: problem('reply.turnFormNoShot', { ship: shipName(state, ship), target: shipName(state, pick.fire) }),
    });
  }
  return undefined;
}

/** The batch a sent form plays, or why not (the ship and the word). */
export function formTurn(
  t: Translate,
  table: TableRuleset,
  state: impulse.GameState,
  side: string,
  fields: Readonly<Record<string, string>>,
  planned: Picks,
): Result<impulse.Command, Problem> {
  const lines: Record<string, LineRead> = {};
  for (const [id, line] of Object.entries(fields)) {
    const ship = state.ships.find((s) => s.id === id && s.side === side && s.status === 'active');
    if (!ship) return err(problem('reply.stale'));
    const read = readLine(state, ship, line);
    if (!read.ok)
      return err(
        problem('reply.turnFormBad', {
          ship: shipName(state, ship.id),
          word: echo(read.error.word, 40),
          ...turnWordsHelp(t),
        }),
      );
    lines[ship.id] = read.value;
  }
  // Every ship on the form plays its line; a ship the form had no room for keeps the card's plan.
  const picks: Record<string, Picks[string]> = {};
  for (const ship of state.ships.filter((s) => s.side === side && s.status === 'active')) {
    const pick = lines[ship.id]?.picks ?? (fields[ship.id] === undefined ? planned[ship.id] : undefined);
    if (pick && Object.keys(pick).length > 0) picks[ship.id] = pick;
  }
  const commands: impulse.Command[] = [
    ...planTurn(state, side, { schemaVersion: 1, promptVersion: 0, picks }),
    { type: 'endTurn', side },
  ];
  const batch: impulse.Command = { type: 'batch', side, commands };
  const tried = impulse.applyCommand(state, batch);
  const refused = turnRefusal(t, table, state, picks, lines, commands, tried.ok ? undefined : tried.error);
  return refused ? err(refused) : ok(batch);
}

export async function submitTurnForm(ctx: CommandContext, sent: Readonly<Record<string, string>>): Promise<void> {
  const checked = FormFields.safeParse(sent);
  if (!checked.success || Object.keys(checked.data).length > FORM_FIELDS)
    return ctx.respond.reply({ content: ctx.t('input.unreadable') }, true);
  const fields = checked.data;
  const key = draftKey(ctx.request.channelId, ctx.request.actor.id);
  const draft = await ctx.app.drafts.get(key);
  const accepted = await act(ctx, (acting) => {
    const { record, state, side } = asImpulse(acting);
    const version = record.messages.promptVersion ?? record.version;
    const card = turnCard(record, state, side, draft?.promptVersion === version ? draft : undefined);
    return formTurn(ctx.t, acting.table, state, side, fields, card?.picks ?? {});
  });
  if (accepted) await ctx.app.drafts.delete(key);
}

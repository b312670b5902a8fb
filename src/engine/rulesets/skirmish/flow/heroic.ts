/**
 * Heroic Intervention (issue 44 deliverable 3; seed 003, Charge 4: "At the end of the phase,
 * opponent may Heroically Intervene: 1 CP, resolve a counter-charge"): at the end of the active
 * side's Charge phase the other side, with 1 CP and the stratagem unused this phase, may pick one of
 * its units that is not engaged and is within 6 of an enemy unit that charged this phase; it rolls
 * 2D6 and makes a charge move with that charger as its only target. It does not fight first.
 *
 * A reaction window (core/reaction-window.ts) of kind `heroic`, id `heroic-r<round>-<side>` (the
 * side asked): options `<unit>><charger>` and `pass`, default pass. A window is opened once per
 * phase: its id is kept among `stratagemsUsed` as `window:<id>` (reset with them when the phase
 * changes), so the end of the phase does not ask again after an answer.
 *
 * The window helpers Fire Overwatch shares live here too: `openPhaseWindow`, `answerReaction`,
 * `reactionAwaited`.
 */
import { D6, rollDice } from '../../../core/dice.js';
import {
  answerWindow,
  awaitedReaction,
  closeWindow,
  openWindow,
  passWindow,
  PASS_CHOICE,
  stillToAnswer,
  type AwaitedReaction,
  type ReactionWindow,
} from '../../../core/reaction-window.js';
import { err, ok, ruleError, type Result } from '../../../core/result.js';
import { createRng } from '../../../core/rng.js';
import type { SkirmishCommand } from '../commands.js';
import type { SkirmishError } from '../errors.js';
import type { SkirmishEvent } from '../events.js';
import { isEngaged, onTable, sideUnits, unitById, unitDistance } from '../geometry/index.js';
import { planCharge } from '../movement/index.js';
import type { OpenReaction, SkirmishState } from '../state.js';
import { moveModels } from './charge-phase.js';
import { otherSide, type SkirmishResult, type SkirmishStep } from './common.js';
import { canSpend, spendCp } from './stratagems.js';

/** The reaction's kind (`awaiting.reaction.kind`, `skirmish.reactions.heroic`). */
export const HEROIC_REACTION = 'heroic';
/** Seed 003, Charge 4 (4.2's Heroic Intervention): within 6 of the enemy unit that charged. */
export const HEROIC_RANGE = 6;

/** The marker kept among `stratagemsUsed` once a phase's window has been opened. */
export const windowMarker = (id: string): string => `window:${id}`;

/** Opens `window` as `kind`, remembered for this phase. */
export function openPhaseWindow(
  state: SkirmishState,
  kind: OpenReaction['kind'],
  spec: Parameters<typeof openWindow>[0],
): SkirmishStep {
  const opened = openWindow(spec);
  return {
    state: {
      ...state,
      reaction: { kind, window: opened.window },
      stratagemsUsed: [...state.stratagemsUsed, windowMarker(spec.id)],
    },
    events: [opened.event],
  };
}

/**
 * `side` answers the open window of `kind` with `option` (`pass` passes); the window closes. The
 * chosen option's id (null for a pass), the events and the state with no reaction open.
 */
export function answerReaction(
  state: SkirmishState,
  kind: OpenReaction['kind'],
  side: string,
  option: string,
): Result<{ state: SkirmishState; events: SkirmishEvent[]; chosen: string | null }, SkirmishError> {
  const open = state.reaction;
  if (!open || open.kind !== kind || open.window.closed) return err(ruleError('NO_WINDOW', { kind }));
  const answered = option === PASS_CHOICE ? passWindow(open.window, side) : answerWindow(open.window, side, option);
  if (!answered.ok) return answered;
  const closed = closeWindow(answered.value.window);
  if (!closed.ok) return closed;
  return ok({
    state: { ...state, reaction: null },
    events: [answered.value.event, closed.value.event],
    chosen: option === PASS_CHOICE ? null : option,
  });
}

/** The awaited reaction of an open window of `kind`, for the contract (core `awaitedReaction`). */
export function reactionAwaited(
  state: SkirmishState,
  kind: OpenReaction['kind'],
): AwaitedReaction<SkirmishCommand> | undefined {
  const open = state.reaction;
  if (!open || open.kind !== kind || open.window.closed) return undefined;
  const window: ReactionWindow = open.window;
  const side = stillToAnswer(window)[0];
  if (side === undefined) return undefined;
  return awaitedReaction<SkirmishCommand>(window, kind, side, (o) => ({
    type: 'react',
    side,
    window: window.id,
    option: o ? o.id : PASS_CHOICE,
  }));
}

/** The window's id this turn: `heroic-r<round>-<side asked>`. */
export const heroicWindowId = (state: SkirmishState, side: string): string => `heroic-r${state.round}-${side}`;

/** The `<unit>><charger>` pairs `side` may intervene with now (seed 003, Charge 4). */
export function heroicOptions(state: SkirmishState, side: string): { unit: string; charger: string }[] {
  const chargers = sideUnits(state, state.active).filter((u) => u.charged && onTable(u));
  if (chargers.length === 0) return [];
  const pairs: { unit: string; charger: string }[] = [];
  for (const unit of sideUnits(state, side)) {
    if (!onTable(unit) || isEngaged(state, unit)) continue;
    if (!canSpend(state, side, 'heroicIntervention', unit.id)) continue;
    for (const charger of chargers)
      if (unitDistance(state, unit, charger) <= HEROIC_RANGE) pairs.push({ unit: unit.id, charger: charger.id });
  }
  return pairs;
}

/**
 * At the end of the active side's Charge phase: the other side's Heroic Intervention window, or null
 * when there is nothing to offer (no CP, stratagem used, no unit near a charger, already asked).
 */
export function openHeroicWindow(state: SkirmishState): SkirmishStep | null {
  if (state.outcome !== null || state.phase !== 'charge' || state.pending !== null) return null;
  if (state.reaction !== null && !state.reaction.window.closed) return null;
  const side = otherSide(state, state.active);
  const id = heroicWindowId(state, side);
  if (state.stratagemsUsed.includes(windowMarker(id))) return null;
  const pairs = heroicOptions(state, side);
  if (pairs.length === 0) return null;
  return openPhaseWindow(state, 'heroic', {
    id,
    trigger: `heroic intervention against ${[...new Set(pairs.map((p) => p.charger))].join(', ')}`,
    asks: [
      {
        side,
        options: pairs.map((p) => ({ id: `${p.unit}>${p.charger}`, detail: { unit: p.unit, charger: p.charger } })),
        mayPass: true,
        defaultOption: null,
      },
    ],
  });
}

/**
 * The answer (seed 003, Charge 4): `pass`, or `<unit>><charger>`: 1 CP, 2D6, a charge move with the
 * charger as the only target (no fights first). The move fails like a charge: the unit stays.
 */
export function answerHeroic(state: SkirmishState, side: string, option: string): SkirmishResult {
  const answered = answerReaction(state, 'heroic', side, option);
  if (!answered.ok) return answered;
  const { chosen } = answered.value;
  if (chosen === null) return ok({ state: answered.value.state, events: answered.value.events });
  const [unitId = '', chargerId = ''] = chosen.split('>');
  const unit = unitById(state, unitId);
  if (!unit) throw new Error(`heroic intervention option ${chosen} names no unit`);
  const paid = spendCp(answered.value.state, side, 'heroicIntervention', unit.id);
  if (!paid.ok) return paid;
  const events: SkirmishEvent[] = [...answered.value.events, ...paid.value.events];
  const rng = createRng(paid.value.state.rng);
  const roll = rollDice(rng, D6, 2, `heroic intervention ${unit.id}`);
  events.push(roll);
  let next: SkirmishState = { ...paid.value.state, rng: rng.save(), lastMove: null };
  const mover = unitById(next, unit.id) ?? unit;
  const planned = planCharge(next, mover, [chargerId], roll.result);
  if (planned.ok) {
    const moved = moveModels(next, mover, planned.value);
    next = moved.state;
    events.push({ type: 'unitMoved', unit: unit.id, movement: 'heroic', allowance: roll.result, steps: moved.steps });
  }
  events.push({
    type: 'heroicIntervention',
    unit: unit.id,
    against: chargerId,
    dice: roll.faces,
    succeeded: planned.ok,
  });
  return ok({ state: next, events });
}

/** The Heroic Intervention the other side is asked, for the contract. */
export const heroicAwaited = (state: SkirmishState): AwaitedReaction<SkirmishCommand> | undefined =>
  reactionAwaited(state, 'heroic');

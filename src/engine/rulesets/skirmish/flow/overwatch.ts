/**
 * Fire Overwatch (issue 44 deliverable 1; seed 003, Charge 4: "Overwatch now happens at the end of
 * the Movement phase"; 4.2's core stratagem list): at the end of the active side's Movement phase the
 * other side may spend 1 CP: one of its units that is not engaged shoots one enemy unit that moved
 * or arrived this phase, visible and within 24, with every ranged weapon that reaches it; its attacks
 * hit only on unmodified 6s (attack/: kind `overwatch`). Not offered without CP or options.
 *
 * A reaction window of kind `overwatch`, id `overwatch-r<round>-<side asked>`: options
 * `<unit>><target>` and `pass`, default pass; opened once per phase (heroic.ts `openPhaseWindow`).
 * The attack that follows may open the active side's allocation reaction in turn.
 */
import type { AwaitedReaction } from '../../../core/reaction-window.js';
import { ok } from '../../../core/result.js';
import { beginAttacks, firingModels } from '../attack/index.js';
import type { SkirmishCommand } from '../commands.js';
import { isEngaged, onTable, profileOf, sideUnits, unitById, unitDistance, unitVisible } from '../geometry/index.js';
import type { Movement, SkirmishState, SkirmishUnit } from '../state.js';
import { otherSide, type SkirmishResult, type SkirmishStep } from './common.js';
import { answerReaction, openPhaseWindow, reactionAwaited, windowMarker } from './heroic.js';
import { canSpend, spendCp } from './stratagems.js';

/** The reaction's kind (`awaiting.reaction.kind`, `skirmish.reactions.overwatch`). */
export const OVERWATCH_REACTION = 'overwatch';
/** 4.2 (Fire Overwatch): a target within 24. */
export const OVERWATCH_RANGE = 24;

/** Movements that count as having moved or arrived this phase. */
const MOVED: readonly Movement[] = ['normal', 'advance', 'fallBack', 'arrived'];

/** The window's id this turn: `overwatch-r<round>-<side asked>`. */
export const overwatchWindowId = (state: SkirmishState, side: string): string => `overwatch-r${state.round}-${side}`;

/**
 * The ranged weapons of `unit` that reach `target`: each carried by a model that sees a model of the
 * target within the weapon's range (attack/ `firingModels`, kind `overwatch`), in model order.
 */
export function overwatchWeapons(state: SkirmishState, unit: SkirmishUnit, target: SkirmishUnit): string[] {
  const weapons: string[] = [];
  for (const model of unit.models) {
    if (!model.alive || model.hex === null) continue;
    for (const id of profileOf(state, unit, model).weapons)
      if (state.catalog.weapons[id]?.kind === 'ranged' && !weapons.includes(id)) weapons.push(id);
  }
  return weapons.filter((id) => firingModels(state, unit, id, target, 'overwatch').length > 0);
}

/** The `<unit>><target>` pairs `side` may fire Overwatch with now. */
export function overwatchOptions(state: SkirmishState, side: string): { unit: string; target: string }[] {
  const targets = sideUnits(state, state.active).filter(
    (u) => onTable(u) && u.movement !== null && MOVED.includes(u.movement),
  );
  if (targets.length === 0) return [];
  const pairs: { unit: string; target: string }[] = [];
  for (const unit of sideUnits(state, side)) {
    if (!onTable(unit) || isEngaged(state, unit)) continue;
    if (!canSpend(state, side, 'fireOverwatch', unit.id)) continue;
    for (const target of targets) {
      if (unitDistance(state, unit, target) > OVERWATCH_RANGE) continue;
      if (!unitVisible(state, unit, target)) continue;
      if (overwatchWeapons(state, unit, target).length === 0) continue;
      pairs.push({ unit: unit.id, target: target.id });
    }
  }
  return pairs;
}

/**
 * At the end of the active side's Movement phase: the other side's Fire Overwatch window, or null
 * when there is nothing to offer (no CP, stratagem used, no unit with a target, already asked).
 */
export function openOverwatchWindow(state: SkirmishState): SkirmishStep | null {
  if (state.outcome !== null || state.phase !== 'movement' || state.pending !== null || state.attack !== null)
    return null;
  if (state.reaction !== null && !state.reaction.window.closed) return null;
  const side = otherSide(state, state.active);
  const id = overwatchWindowId(state, side);
  if (state.stratagemsUsed.includes(windowMarker(id))) return null;
  const pairs = overwatchOptions(state, side);
  if (pairs.length === 0) return null;
  return openPhaseWindow(state, 'overwatch', {
    id,
    trigger: `fire overwatch at ${[...new Set(pairs.map((p) => p.target))].join(', ')}`,
    asks: [
      {
        side,
        options: pairs.map((p) => ({ id: `${p.unit}>${p.target}`, detail: { unit: p.unit, target: p.target } })),
        mayPass: true,
        defaultOption: null,
      },
    ],
  });
}

/**
 * The answer: `pass`, or `<unit>><target>`: 1 CP, then the unit shoots the target with every ranged
 * weapon that reaches it, hitting on unmodified 6s (attack/ `beginAttacks`, kind `overwatch`). The
 * active side's allocation reaction may follow (`state.attack` stays set until it is answered).
 */
export function answerOverwatch(state: SkirmishState, side: string, option: string): SkirmishResult {
  const answered = answerReaction(state, 'overwatch', side, option);
  if (!answered.ok) return answered;
  const { chosen } = answered.value;
  if (chosen === null) return ok({ state: answered.value.state, events: answered.value.events });
  const [unitId = '', targetId = ''] = chosen.split('>');
  const unit = unitById(state, unitId);
  const target = unitById(state, targetId);
  if (!unit || !target) throw new Error(`overwatch option ${chosen} names no unit`);
  const paid = spendCp(answered.value.state, side, 'fireOverwatch', unit.id);
  if (!paid.ok) return paid;
  const fire = overwatchWeapons(paid.value.state, unit, target).map((weapon) => ({ weapon, target: target.id }));
  const attacked = beginAttacks(paid.value.state, 'overwatch', unit.id, fire);
  if (!attacked.ok) return attacked;
  return ok({
    state: attacked.value.state,
    events: [...answered.value.events, ...paid.value.events, ...attacked.value.events],
  });
}

/** The Fire Overwatch the other side is asked, for the contract. */
export const overwatchAwaited = (state: SkirmishState): AwaitedReaction<SkirmishCommand> | undefined =>
  reactionAwaited(state, 'overwatch');

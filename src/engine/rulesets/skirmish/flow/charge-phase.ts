/**
 * The Charge phase (issue 44 deliverable 3; seed 003, "Charge Sequence" steps 1-3 and 5):
 * - Charge 1, declare: a unit of the active side within 12 of an enemy unit, not engaged, that did
 *   not Advance or Fall Back this turn (an arrived unit may charge), not already declared;
 * - Charge 2, roll 2D6: the roll waits as the pending roll (`charge`) so Command Re-roll may reroll
 *   it; a roll that reaches no enemy unit while no reroll is possible fails at once (`noTarget`);
 * - Charge 3, select targets after the roll (11th edition): each an enemy unit within 12 whose closest
 *   model is within the roll + engagement range; the move (movement/planCharge) must end engaged with
 *   every target and with no other enemy unit, else the charge fails and the unit stays put;
 * - Charge 5: a successful charge sets `charged`: the unit fights first in this Fight phase only.
 * `done` with a charge pending fails it (`declined`). Every rule here is pure: state in, step out.
 */
import { D6, rollDice } from '../../../core/dice.js';
import type { Hex } from '../../../core/hex.js';
import { err, ok, type Result } from '../../../core/result.js';
import { createRng } from '../../../core/rng.js';
import type { SkirmishCommandOf } from '../commands.js';
import type { SkirmishError, SkirmishErrorCode } from '../errors.js';
import type { ModelStep, SkirmishEvent } from '../events.js';
import { isEngaged, onTable, sideUnits, unitById, unitDistance, enemyUnits } from '../geometry/index.js';
import { chargeReach, planCharge } from '../movement/index.js';
import { phaseKey, type SkirmishState, type SkirmishUnit } from '../state.js';
import { ownUnit, refuse, withUnit, type SkirmishResult, type SkirmishStep } from './common.js';

/**
 * Command Re-roll's checks on a charge roll (as flow/stratagems.ts `stratagemRefusal`, which imports
 * this module, so they are repeated here): 1 CP, unused by the side this phase, the unit not yet a
 * stratagem's target this phase and not battle-shocked.
 */
function rerollAffordable(state: SkirmishState, unit: SkirmishUnit): boolean {
  if ((state.cp[unit.side] ?? 0) < 1) return false;
  if (state.stratagemsUsed.includes(`commandReroll:${unit.side}`)) return false;
  return unit.stratagemIn !== phaseKey(state) && !unit.shocked;
}

/** Seed 003, Charge 1: "within 12" of an enemy". */
export const CHARGE_DECLARE_RANGE = 12;

/** Movements after which a unit may not charge this turn (seed 003, Charge 1: "did not Advance or Fall Back"). */
const NO_CHARGE_AFTER: readonly (SkirmishUnit['movement'] & string)[] = ['advance', 'fallBack'];

/** Why `unit` may not declare a charge now (its own state only: phase and turn are the caller's), or null. */
function chargeRefusal(state: SkirmishState, unit: SkirmishUnit): SkirmishError | null {
  const no = (code: SkirmishErrorCode, detail: Record<string, unknown> = {}): SkirmishError => ({
    code,
    detail: { unit: unit.id, ...detail },
  });
  if (unit.destroyed) return no('UNIT_DESTROYED');
  if (unit.reserve || !onTable(unit)) return no('IN_RESERVE');
  if (unit.chargeDeclared) return no('ALREADY_CHARGED');
  if (unit.movement !== null && NO_CHARGE_AFTER.includes(unit.movement))
    return no('CANNOT_CHARGE', { movement: unit.movement });
  if (isEngaged(state, unit)) return no('ENGAGED');
  const near = enemyUnits(state, unit.side).some((e) => unitDistance(state, unit, e) <= CHARGE_DECLARE_RANGE);
  if (!near) return no('NO_ENEMY_IN_RANGE', { range: CHARGE_DECLARE_RANGE });
  return null;
}

/** The units of `side` that may declare a charge now (seed 003, Charge 1): its Charge phase, no roll pending. */
export function chargeCandidates(state: SkirmishState, side: string): string[] {
  if (state.outcome !== null || state.phase !== 'charge' || state.active !== side || state.pending !== null) return [];
  return sideUnits(state, side)
    .filter((u) => chargeRefusal(state, u) === null)
    .map((u) => u.id);
}

/** The checks a charge command shares: the game goes on, the phase, whose turn, the side's own unit. */
function ownUnitInChargePhase(state: SkirmishState, side: string, unitId: string): Result<SkirmishUnit, SkirmishError> {
  if (state.outcome !== null) return refuse('GAME_OVER');
  return ownUnit(state, side, unitId, 'charge');
}

/**
 * May Command Re-roll still reroll the pending charge of `unit` (seed 003, Charge 2)? 1 CP, unused by
 * the side this phase, the unit not yet a stratagem's target this phase, not battle-shocked, the
 * roll not yet rerolled.
 */
export function chargeRerollPossible(state: SkirmishState, unit: SkirmishUnit): boolean {
  if (state.pending?.kind !== 'charge' || state.pending.unit !== unit.id || state.pending.rerolled) return false;
  return rerollAffordable(state, unit);
}

/**
 * Seed 003, Charge 2: a pending charge roll that reaches no enemy unit, with no reroll left, fails
 * at once (`noTarget`). After the roll and after a Command Re-roll of it (flow/stratagems.ts may call
 * this); nothing happens otherwise.
 */
export function failHopelessCharge(state: SkirmishState): SkirmishStep {
  const pending = state.pending;
  if (pending?.kind !== 'charge') return { state, events: [] };
  const unit = unitById(state, pending.unit);
  if (!unit) return { state, events: [] };
  if (chargeReach(state, unit, pending.total).length > 0 || chargeRerollPossible(state, unit))
    return { state, events: [] };
  return {
    state: { ...state, pending: null },
    events: [{ type: 'chargeFailed', unit: unit.id, reason: 'noTarget' }],
  };
}

/**
 * `charge` (seed 003, Charge 1 and 2): declares the charge and rolls 2D6, the roll pending until
 * `chargeMove` (or Command Re-roll, or `done`).
 */
export function declareCharge(state: SkirmishState, cmd: SkirmishCommandOf<'charge'>): SkirmishResult {
  const own = ownUnitInChargePhase(state, cmd.side, cmd.unit);
  if (!own.ok) return own;
  if (state.pending !== null) return refuse('ROLL_PENDING', { unit: state.pending.unit, kind: state.pending.kind });
  const unit = own.value;
  const refusal = chargeRefusal(state, unit);
  if (refusal) return err(refusal);

  const rng = createRng(state.rng);
  const roll = rollDice(rng, D6, 2, `charge ${unit.id}`);
  const declared: SkirmishState = {
    ...withUnit(state, unit.id, (u) => ({ ...u, chargeDeclared: true })),
    rng: rng.save(),
    lastMove: null,
    pending: { kind: 'charge', side: cmd.side, unit: unit.id, dice: roll.faces, total: roll.result, rerolled: false },
  };
  const events: SkirmishEvent[] = [
    { type: 'chargeDeclared', unit: unit.id },
    roll,
    { type: 'chargeRolled', unit: unit.id, dice: roll.faces, total: roll.result },
  ];
  const settled = failHopelessCharge(declared);
  return ok({ state: settled.state, events: [...events, ...settled.events] });
}

/** The unit's living models moved to `hexes` (one per living model, in model order), and the steps. */
export function moveModels(
  state: SkirmishState,
  unit: SkirmishUnit,
  hexes: readonly Hex[],
  onlyMoved = false,
): { state: SkirmishState; steps: ModelStep[] } {
  const steps: ModelStep[] = [];
  let i = 0;
  const models = unit.models.map((m) => {
    if (!m.alive) return m;
    const to = hexes[i++];
    if (!to) throw new Error(`a move of ${unit.id} gave no hex for model ${m.n}`);
    const moved = m.hex === null || m.hex.q !== to.q || m.hex.r !== to.r;
    if (moved || !onlyMoved) steps.push({ model: m.n, from: m.hex, to });
    return { ...m, hex: to };
  });
  if (i !== hexes.length) throw new Error(`a move of ${unit.id} gave ${hexes.length} hexes for ${i} models`);
  return { state: withUnit(state, unit.id, (u) => ({ ...u, models })), steps };
}

/**
 * `chargeMove` (seed 003, Charge 3 and 5): the targets, chosen after the roll, each an enemy unit
 * within 12 and within reach of the roll (`NOT_A_CHARGE_TARGET` otherwise); then the move. No legal
 * charge move (`CANNOT_REACH`) is no error: the charge fails and the unit stays (`cannotReach`).
 */
export function makeChargeMove(state: SkirmishState, cmd: SkirmishCommandOf<'chargeMove'>): SkirmishResult {
  const own = ownUnitInChargePhase(state, cmd.side, cmd.unit);
  if (!own.ok) return own;
  const unit = own.value;
  const pending = state.pending;
  if (pending?.kind !== 'charge' || pending.unit !== unit.id) return refuse('NO_ROLL', { unit: unit.id });
  const targets = [...new Set(cmd.targets)];
  const reach = chargeReach(state, unit, pending.total);
  for (const target of targets) {
    const t = unitById(state, target);
    if (!t) return refuse('NO_SUCH_UNIT', { unit: target });
    if (t.side === unit.side) return refuse('FRIENDLY_TARGET', { unit: target });
    if (!reach.includes(target)) return refuse('NOT_A_CHARGE_TARGET', { unit: target, roll: pending.total, reach });
  }
  const chosen: SkirmishEvent = { type: 'chargeTargetsChosen', unit: unit.id, targets };
  const planned = planCharge(state, unit, targets, pending.total, cmd.to, cmd.hexes);
  if (!planned.ok) {
    if (planned.error.code !== 'CANNOT_REACH') return planned;
    // Seed 003, Charge 3: "Cannot: charge fails - the unit doesn't move."
    return ok({
      state: { ...state, pending: null, lastMove: null },
      events: [chosen, { type: 'chargeFailed', unit: unit.id, reason: 'cannotReach' }],
    });
  }
  const moved = moveModels(state, unit, planned.value);
  const charged = withUnit(moved.state, unit.id, (u) => ({ ...u, charged: true }));
  return ok({
    state: {
      ...charged,
      pending: null,
      lastMove: {
        unit: unit.id,
        from: unit.models.map((m) => (m.alive ? m.hex : null)),
        allowance: pending.total,
        kind: 'charge',
      },
    },
    events: [
      chosen,
      { type: 'unitMoved', unit: unit.id, movement: 'charge', allowance: pending.total, steps: moved.steps },
      { type: 'chargeSucceeded', unit: unit.id, targets },
    ],
  });
}

/** `done` with a charge pending (or the phase ending): the charge fails (`declined`). */
export function failPendingCharge(state: SkirmishState): SkirmishStep {
  const pending = state.pending;
  if (pending?.kind !== 'charge') return { state, events: [] };
  return {
    state: { ...state, pending: null },
    events: [{ type: 'chargeFailed', unit: pending.unit, reason: 'declined' }],
  };
}

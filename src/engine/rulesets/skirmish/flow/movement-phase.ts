/**
 * The Movement phase (seed 003, "Movement Phase": "Move by M", "Advance (+D6)", "Fall Back /
 * Reserves"; other-systems.md 4.2 and 4.5), in two steps (`state.movementStep`):
 * - `moves`: each of the active side's units on the table moves once: `move` (a Normal move up to M,
 *   never within engagement range of an enemy), `advance` then `move` (the D6 is rolled first and
 *   waits as the pending roll, Command Re-roll may reroll it; the move is up to M + the roll; the unit
 *   may then shoot only assault weapons and may not charge), `move` of an engaged unit (a Fall Back up
 *   to M, ending out of engagement range; it may not shoot or charge; a battle-shocked unit falls back
 *   only by Desperate Escape: it may move through enemy models, then one hazard roll per model, a D6:
 *   1-2 is 1 mortal wound, 3 for a vehicle or monster model), or `stay` (Remain Stationary). `adjust`
 *   nudges one model of the unit moved last (4.5). `done` ends the step.
 * - `reinforcements` (4.2 "Reserves"): from battle round 2, when the side has units in reserve, each
 *   may `arrive` (movement/planArrival); `done` ends the phase.
 * At the end of the phase the other side may Fire Overwatch (seed 003, Charge 4: "Overwatch now
 * happens at the end of the Movement phase"; flow/overwatch.ts); then the phase ends (turn.ts).
 * The continuation is `afterMovement`: single.ts calls it once the window (and any attack it set
 * going) is over; turn.ts `settle` would do the same by the window's marker.
 */
import { D6, rollDice } from '../../../core/dice.js';
import { createRng } from '../../../core/rng.js';
import { ok } from '../../../core/result.js';
import { inflictMortalWounds } from '../attack/index.js';
import type { SkirmishCommandOf } from '../commands.js';
import type { SkirmishEvent } from '../events.js';
import { isEngaged, livingModels, profileOf, unitById } from '../geometry/index.js';
import { planAdjust, planArrival, planMove, type MoveKind } from '../movement/index.js';
import type { LastMove, Movement, SkirmishState, SkirmishUnit } from '../state.js';
import { moveModels } from './charge-phase.js';
import {
  joinSteps,
  openReaction,
  ownUnit,
  refuse,
  reserveUnits,
  withUnit,
  type SkirmishResult,
  type SkirmishStep,
} from './common.js';
import { openOverwatchWindow } from './overwatch.js';
import { endPhase } from './turn.js';

/** A unit's M: the slowest of its living models (a unit moves together). */
export const unitMove = (state: SkirmishState, unit: SkirmishUnit): number =>
  Math.min(...livingModels(unit).map((m) => profileOf(state, unit, m).move));

/** Reserves arrive from battle round 2 (4.2 "Reserves"). */
export const FIRST_ARRIVAL_ROUND = 2;

/** The kind of move `move` makes for `unit` when no Advance waits: Normal, Fall Back or Desperate Escape. */
export const moveKindOf = (state: SkirmishState, unit: SkirmishUnit): MoveKind =>
  isEngaged(state, unit) ? (unit.shocked ? 'desperate' : 'fallBack') : 'normal';

/** The units of the active side that may still move in the `moves` step. */
export const unitsToMove = (state: SkirmishState): SkirmishUnit[] =>
  state.units.filter(
    (u) =>
      u.side === state.active &&
      !u.destroyed &&
      !u.reserve &&
      u.movement === null &&
      livingModels(u).some((m) => m.hex !== null),
  );

/** The reinforcements step is open to the side: round 2 on, and a unit in reserve. */
export const reinforcementsDue = (state: SkirmishState): boolean =>
  state.round >= FIRST_ARRIVAL_ROUND && reserveUnits(state, state.active).length > 0;

/** The checks of the `moves` step: phase, turn, unit, step. */
function inMovesStep(state: SkirmishState, side: string, unitId: string): ReturnType<typeof ownUnit> {
  const own = ownUnit(state, side, unitId, 'movement');
  if (!own.ok) return own;
  if (state.movementStep !== 'moves') return refuse('WRONG_STEP', { step: state.movementStep });
  return own;
}

/** `advance` (seed 003, Movement: "Advance (+D6)"): the D6 rolled, waiting for the unit's `move`. */
export function advanceUnit(state: SkirmishState, cmd: SkirmishCommandOf<'advance'>): SkirmishResult {
  const own = inMovesStep(state, cmd.side, cmd.unit);
  if (!own.ok) return own;
  const unit = own.value;
  if (state.pending) return refuse('ROLL_PENDING', { unit: state.pending.unit, kind: state.pending.kind });
  if (unit.movement !== null) return refuse('ALREADY_MOVED', { unit: unit.id, movement: unit.movement });
  if (isEngaged(state, unit)) return refuse('ENGAGED', { unit: unit.id });
  const rng = createRng(state.rng);
  const roll = rollDice(rng, D6, 1, `advance ${unit.id}`);
  return ok({
    state: {
      ...state,
      rng: rng.save(),
      lastMove: null,
      pending: {
        kind: 'advance',
        side: cmd.side,
        unit: unit.id,
        dice: roll.faces,
        total: roll.result,
        rerolled: false,
      },
    },
    events: [roll, { type: 'advanceRolled', unit: unit.id, roll: roll.result }],
  });
}

/** Where each model stood before a move (by model index; null for the slain). */
const fromOf = (unit: SkirmishUnit): LastMove['from'] => unit.models.map((m) => (m.alive ? m.hex : null));

/** A vehicle or monster model (its hazard roll costs 3 mortal wounds). */
const bigModel = (state: SkirmishState, unit: SkirmishUnit, n: number): boolean => {
  const model = unit.models.find((m) => m.n === n);
  if (!model) return false;
  const keywords = profileOf(state, unit, model).keywords;
  return keywords.includes('vehicle') || keywords.includes('monster');
};

/** Desperate Escape (seed 003, Battle-shock 2): one hazard roll per model; 1-2: mortal wounds. */
function hazardRolls(state: SkirmishState, unitId: string): SkirmishStep {
  const rng = createRng(state.rng);
  const events: SkirmishEvent[] = [];
  let current = state;
  const start = unitById(state, unitId);
  for (const model of start ? livingModels(start) : []) {
    const unit = unitById(current, unitId);
    if (!unit || unit.destroyed || !unit.models.find((m) => m.n === model.n)?.alive) continue;
    const roll = rollDice(rng, D6, 1, `hazard ${unitId} model ${model.n}`);
    const mortalWounds = roll.result <= 2 ? (bigModel(current, unit, model.n) ? 3 : 1) : 0;
    events.push(roll, { type: 'hazardRolled', unit: unitId, model: model.n, roll: roll.result, mortalWounds });
    if (mortalWounds > 0) {
      const hurt = inflictMortalWounds(current, unitId, mortalWounds, null, rng);
      current = hurt.state;
      events.push(...hurt.events);
    }
  }
  return { state: { ...current, rng: rng.save() }, events };
}

/**
 * `move`: the pending Advance of the unit (M + the roll), else a Normal move (M), or a Fall Back (M)
 * when the unit is engaged (a Desperate Escape when it is battle-shocked). Placed about `to` or on
 * `hexes` (movement/planMove).
 */
export function moveUnit(state: SkirmishState, cmd: SkirmishCommandOf<'move'>): SkirmishResult {
  const own = inMovesStep(state, cmd.side, cmd.unit);
  if (!own.ok) return own;
  const unit = own.value;
  const pending = state.pending;
  let kind: MoveKind;
  let allowance = unitMove(state, unit);
  if (pending) {
    if (pending.kind !== 'advance' || pending.unit !== unit.id)
      return refuse('ROLL_PENDING', { unit: pending.unit, kind: pending.kind });
    kind = 'advance';
    allowance += pending.total;
  } else {
    if (unit.movement !== null) return refuse('ALREADY_MOVED', { unit: unit.id, movement: unit.movement });
    kind = moveKindOf(state, unit);
  }
  const planned = planMove(state, unit, kind, allowance, cmd.to, cmd.hexes);
  if (!planned.ok) return planned;
  const movement: Exclude<Movement, 'stationary' | 'arrived'> =
    kind === 'advance' ? 'advance' : kind === 'normal' ? 'normal' : 'fallBack';
  const moved = moveModels(state, unit, planned.value);
  const after: SkirmishState = {
    ...withUnit(moved.state, unit.id, (u) => ({ ...u, movement })),
    pending: null,
    lastMove: { unit: unit.id, from: fromOf(unit), allowance, kind: movement },
  };
  const events: SkirmishEvent[] = [{ type: 'unitMoved', unit: unit.id, movement, allowance, steps: moved.steps }];
  if (kind !== 'desperate') return ok({ state: after, events });
  return ok(joinSteps(events, hazardRolls(after, unit.id)));
}

/** `stay` (Remain Stationary); on a unit whose Advance roll waits, the Advance stands unmoved. */
export function stayUnit(state: SkirmishState, cmd: SkirmishCommandOf<'stay'>): SkirmishResult {
  const own = inMovesStep(state, cmd.side, cmd.unit);
  if (!own.ok) return own;
  const unit = own.value;
  const pending = state.pending;
  if (pending && (pending.kind !== 'advance' || pending.unit !== unit.id))
    return refuse('ROLL_PENDING', { unit: pending.unit, kind: pending.kind });
  if (!pending && unit.movement !== null) return refuse('ALREADY_MOVED', { unit: unit.id, movement: unit.movement });
  const movement: Movement = pending ? 'advance' : 'stationary';
  return ok({
    state: { ...withUnit(state, unit.id, (u) => ({ ...u, movement })), pending: null, lastMove: null },
    events: [{ type: 'unitStayed', unit: unit.id }],
  });
}

/** `adjust` (4.5 "nudge"): one model of the unit moved last this phase, as if it had moved there. */
export function adjustModel(state: SkirmishState, cmd: SkirmishCommandOf<'adjust'>): SkirmishResult {
  if (state.active !== cmd.side) return refuse('NOT_YOUR_TURN', { side: cmd.side, active: state.active });
  const unit = unitById(state, cmd.unit);
  if (!unit) return refuse('NO_SUCH_UNIT', { unit: cmd.unit });
  if (unit.side !== cmd.side) return refuse('NOT_YOUR_UNIT', { unit: cmd.unit });
  if (state.pending) return refuse('ROLL_PENDING', { unit: state.pending.unit, kind: state.pending.kind });
  const last = state.lastMove;
  if (!last || last.unit !== unit.id) return refuse('NOT_LAST_MOVED', { unit: unit.id, last: last?.unit ?? null });
  const model = unit.models.find((m) => m.n === cmd.model);
  if (!model || !model.alive || !model.hex) return refuse('NO_SUCH_MODEL', { unit: unit.id, model: cmd.model });
  const planned = planAdjust(state, last, cmd.model, cmd.to);
  if (!planned.ok) return planned;
  const moved = moveModels(state, unit, planned.value, true);
  const events: SkirmishEvent[] = moved.steps.flatMap((s) =>
    s.from ? [{ type: 'modelAdjusted' as const, unit: unit.id, model: s.model, from: s.from, to: s.to }] : [],
  );
  return ok({ state: moved.state, events });
}

/** `arrive` (4.2 "Reserves"): a reserve unit set up in the reinforcements step, from battle round 2. */
export function arriveUnit(state: SkirmishState, cmd: SkirmishCommandOf<'arrive'>): SkirmishResult {
  const own = ownUnit(state, cmd.side, cmd.unit, 'movement', true);
  if (!own.ok) return own;
  const unit = own.value;
  if (!unit.reserve) return refuse('NOT_IN_RESERVE', { unit: unit.id });
  if (state.round < FIRST_ARRIVAL_ROUND) return refuse('TOO_EARLY', { round: state.round, from: FIRST_ARRIVAL_ROUND });
  if (state.movementStep !== 'reinforcements') return refuse('WRONG_STEP', { step: state.movementStep });
  if (state.pending) return refuse('ROLL_PENDING', { unit: state.pending.unit, kind: state.pending.kind });
  const planned = planArrival(state, unit, cmd.to, cmd.hexes);
  if (!planned.ok) return planned;
  const moved = moveModels(state, unit, planned.value);
  return ok({
    state: {
      ...withUnit(moved.state, unit.id, (u) => ({ ...u, reserve: false, movement: 'arrived' })),
      lastMove: { unit: unit.id, from: unit.models.map(() => null), allowance: 0, kind: 'arrive' },
    },
    events: [{ type: 'unitArrived', unit: unit.id, steps: moved.steps }],
  });
}

/**
 * The Movement phase's end: the other side's Fire Overwatch window (flow/overwatch.ts), or, with
 * nothing to offer, the phase's end at once.
 */
export function endMovementPhase(state: SkirmishState): SkirmishStep {
  const window = openOverwatchWindow(state);
  if (window && openReaction(window.state)) return window;
  return joinSteps(window?.events ?? [], endPhase(window?.state ?? state));
}

/**
 * The phase goes on after the Fire Overwatch window: once no window is open and no attack waits,
 * the Movement phase ends (nothing happens in any other moment).
 */
export function afterMovement(state: SkirmishState): SkirmishStep {
  if (state.outcome || state.phase !== 'movement' || openReaction(state) || state.attack) return { state, events: [] };
  return endPhase(state);
}

/**
 * `done` in the Movement phase: a pending Advance stands unmoved; else the `moves` step ends (to the
 * reinforcements step when the side has reserves and it is battle round 2 or later), or the phase.
 */
export function movementDone(state: SkirmishState, side: string): SkirmishResult {
  if (state.active !== side) return refuse('NOT_YOUR_TURN', { side, active: state.active });
  const pending = state.pending;
  if (pending?.kind === 'advance') return stayUnit(state, { type: 'stay', side, unit: pending.unit });
  if (pending) return refuse('ROLL_PENDING', { unit: pending.unit, kind: pending.kind });
  if (state.movementStep === 'moves' && reinforcementsDue(state))
    return ok({ state: { ...state, movementStep: 'reinforcements', lastMove: null }, events: [] });
  return ok(endMovementPhase(state));
}

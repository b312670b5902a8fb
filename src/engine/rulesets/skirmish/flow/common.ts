/**
 * What the `skirmish` flow's modules share (issue 44): the step type, refusals, unit lookups and
 * changes, the joining of steps, and the checks every command of the active side makes (the phase,
 * whose turn, the unit is the side's own and on the table). Every rule here is pure: a state in, a
 * new state and its events out (DESIGN.md section 3).
 */
import { err, ruleError, type Result } from '../../../core/result.js';
import type { SkirmishError, SkirmishErrorCode, Step } from '../errors.js';
import type { SkirmishEvent } from '../events.js';
import { onTable, unitById } from '../geometry/index.js';
import type { Phase, SkirmishState, SkirmishUnit } from '../state.js';

export type SkirmishStep = Step<SkirmishState, SkirmishEvent>;
export type SkirmishResult = Result<SkirmishStep, SkirmishError>;

/** A rule refusal (DESIGN.md section 3: errors players cause are values). */
export const refuse = (
  code: SkirmishErrorCode,
  detail: Record<string, unknown> = {},
): { ok: false; error: SkirmishError } => err(ruleError(code, detail));

/** The other side of a two-sided game. */
export const otherSide = (state: Pick<SkirmishState, 'sides'>, side: string): string =>
  state.sides.find((s) => s.id !== side)?.id ?? side;

/** The state with one unit changed. */
export const withUnit = (
  state: SkirmishState,
  id: string,
  change: (u: SkirmishUnit) => SkirmishUnit,
): SkirmishState => ({
  ...state,
  units: state.units.map((u) => (u.id === id ? change(u) : u)),
});

/** A step's events after `before`'s. */
export const joinSteps = (before: readonly SkirmishEvent[], step: SkirmishStep): SkirmishStep => ({
  state: step.state,
  events: [...before, ...step.events],
});

/** Nothing happens. */
export const still = (state: SkirmishState): SkirmishStep => ({ state, events: [] });

/** The open (not closed) reaction window, if any. */
export const openReaction = (state: SkirmishState): SkirmishState['reaction'] =>
  state.reaction && !state.reaction.window.closed ? state.reaction : null;

/**
 * The checks a command of the active side makes in `phase`: the phase, whose turn, no reaction open,
 * the unit exists, is the side's own, is not destroyed and (unless `reserve`) is on the table.
 */
export function ownUnit(
  state: SkirmishState,
  side: string,
  unitId: string,
  phase: Phase,
  reserve = false,
): Result<SkirmishUnit, SkirmishError> {
  if (state.phase !== phase) return refuse('WRONG_PHASE', { phase: state.phase, needed: phase });
  if (state.active !== side) return refuse('NOT_YOUR_TURN', { side, active: state.active });
  const unit = unitById(state, unitId);
  if (!unit) return refuse('NO_SUCH_UNIT', { unit: unitId });
  if (unit.side !== side) return refuse('NOT_YOUR_UNIT', { unit: unitId });
  if (unit.destroyed) return refuse('UNIT_DESTROYED', { unit: unitId });
  if (!reserve && unit.reserve) return refuse('IN_RESERVE', { unit: unitId });
  if (!reserve && !onTable(unit)) return refuse('UNIT_DESTROYED', { unit: unitId });
  return { ok: true, value: unit };
}

/** The side's units still in reserve (not destroyed). */
export const reserveUnits = (state: SkirmishState, side: string): SkirmishUnit[] =>
  state.units.filter((u) => u.side === side && u.reserve && !u.destroyed);

/** The side's units on the table. */
export const tableUnits = (state: SkirmishState, side: string): SkirmishUnit[] =>
  state.units.filter((u) => u.side === side && onTable(u));

/**
 * What the attack files share (issue 44; seed 003, "Attack Sequence"): refusals as values, the
 * step type, and small readers of the test of a model's wounds.
 */
import { err, ruleError } from '../../../core/result.js';
import type { SkirmishError, Step } from '../errors.js';
import type { SkirmishEvent } from '../events.js';
import type { SkirmishState, SkirmishUnit } from '../state.js';

export type SkirmishStep = Step<SkirmishState, SkirmishEvent>;

/** A rule refusal (DESIGN.md section 3: errors players cause are values). */
export const refuse = (code: string, detail: Record<string, unknown> = {}): { ok: false; error: SkirmishError } =>
  err(ruleError(code, detail));

/** The state with one unit replaced. */
export const withUnit = (state: SkirmishState, unit: SkirmishUnit): SkirmishState => ({
  ...state,
  units: state.units.map((u) => (u.id === unit.id ? unit : u)),
});

/** Clamps a needed roll to 2..6 (a natural 1 always fails; a natural 6 always succeeds on hits and wounds). */
export const clampNeeded = (needed: number): number => Math.min(6, Math.max(2, needed));

/** Hit and wound modifiers are summed, then capped at +1 / -1 (issue 44; the brief). */
export const capModifier = (sum: number): number => Math.max(-1, Math.min(1, sum));

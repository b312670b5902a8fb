/**
 * Objectives (issue 44 deliverable 5; other-systems.md 4.2 "Objectives"; seed 003, Battle-shock
 * "OC 0 = your unit no longer contests the objective, even while physically standing on it"):
 * - a model is in range of a marker within 3 hexes across and 5 up or down (a large base: any of its
 *   hexes);
 * - a side's level of control is the sum of the OC of its living models in range; a battle-shocked
 *   unit's models count 0;
 * - the higher level controls; a tie keeps the current controller ("a secured objective stays yours
 *   until out-controlled"), so does nobody in range;
 * - control is assessed at the end of every phase (flow/turn.ts `endPhase` calls `assessObjectives`);
 *   `objectiveControlled` only when the controller changes.
 */
import { hexDistance } from '../../../core/hex.js';
import type { Step } from '../errors.js';
import type { SkirmishEvent } from '../events.js';
import { heightAt, modelHexes, profileOf } from '../geometry/index.js';
import type { ObjectiveState, SkirmishModel, SkirmishState, SkirmishUnit } from '../state.js';

export type ScoreStep = Step<SkirmishState, SkirmishEvent>;

/** 4.2: a marker is in range within 3 hexes horizontally ... */
export const OBJECTIVE_RANGE = 3;
/** ... and 5 vertically. */
export const OBJECTIVE_VERTICAL = 5;

/** Is `model` of `unit` in range of `objective` (any hex of its base)? */
export function modelInRange(
  state: SkirmishState,
  unit: SkirmishUnit,
  model: SkirmishModel,
  objective: ObjectiveState,
): boolean {
  if (!model.alive || model.hex === null) return false;
  const markerHeight = heightAt(state, objective.hex);
  return modelHexes(state, unit, model).some(
    (h) =>
      hexDistance(h, objective.hex) <= OBJECTIVE_RANGE &&
      Math.abs(heightAt(state, h) - markerHeight) <= OBJECTIVE_VERTICAL,
  );
}

/** Each side's level of control of `objective`: the OC of its living models in range (shocked: 0). */
export function levelsOfControl(state: SkirmishState, objective: ObjectiveState): Record<string, number> {
  const levels: Record<string, number> = Object.fromEntries(state.sides.map((s) => [s.id, 0]));
  for (const unit of state.units) {
    if (unit.destroyed || unit.reserve || unit.shocked) continue;
    for (const model of unit.models) {
      if (!modelInRange(state, unit, model, objective)) continue;
      levels[unit.side] = (levels[unit.side] ?? 0) + profileOf(state, unit, model).control;
    }
  }
  return levels;
}

/** Who controls `objective` now: the side with the higher level, else (a tie, nobody) the one before. */
export function controllerOf(
  state: SkirmishState,
  objective: ObjectiveState,
): { controller: string | null; levels: Record<string, number> } {
  const levels = levelsOfControl(state, objective);
  const best = Math.max(0, ...Object.values(levels));
  const leaders = Object.keys(levels).filter((side) => levels[side] === best);
  const controller = best > 0 && leaders.length === 1 ? (leaders[0] ?? null) : objective.controller;
  return { controller, levels };
}

/** End of a phase: every objective assessed; `objectiveControlled` where the controller changed. */
export function assessObjectives(state: SkirmishState): ScoreStep {
  const events: SkirmishEvent[] = [];
  const objectives = state.objectives.map((objective) => {
    const { controller, levels } = controllerOf(state, objective);
    if (controller === objective.controller) return objective;
    events.push({ type: 'objectiveControlled', objective: objective.id, controller, levels });
    return { ...objective, controller };
  });
  return events.length === 0 ? { state, events } : { state: { ...state, objectives }, events };
}

/** How many objectives each side controls. */
export const objectivesHeld = (state: Pick<SkirmishState, 'sides' | 'objectives'>): Record<string, number> =>
  Object.fromEntries(state.sides.map((s) => [s.id, state.objectives.filter((o) => o.controller === s.id).length]));

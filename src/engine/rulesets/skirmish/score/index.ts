/** `skirmish`'s score (issue 44): objective control, victory points per round, the game's end. */
export {
  OBJECTIVE_RANGE,
  OBJECTIVE_VERTICAL,
  assessObjectives,
  controllerOf,
  levelsOfControl,
  modelInRange,
  objectivesHeld,
  type ScoreStep,
} from './objectives.js';
export { scoreRound } from './round.js';
export {
  checkOutcome,
  concede,
  skirmishOutcome,
  skirmishPointsLost,
  wipedOutSides,
  type SkirmishEndReason,
} from './outcome.js';

/** `fleet`'s score (issue 43): points, objectives and the game's end. */
export { carriedSalvagePoints, destroyedPoints, fleetPoints, fleetPointsLost } from './points.js';
export {
  OBJECTIVE_REACH,
  loseSalvage,
  pickUpSalvage,
  scoreRoundEnd,
  shipDistanceTo,
  tokenHolder,
} from './objectives.js';
export { endFleetGame, fleetGameOver, fleetOutcome, type FleetEndReason } from './outcome.js';

/**
 * The `impulse` ruleset (seed 000, Talon's sequence of play): public surface. Other layers import
 * from here (or from `src/engine/index.ts`), never from the rule files.
 */
export { applyCommand, createGame, type Applied } from './flow/apply.js';
export { replayGame } from './flow/replay.js';
export { awaiting } from './flow/advance.js';
export { IMPULSE_CHART, isLive } from './power/chart.js';
export {
  AP_USE_KINDS,
  COMMAND_TYPES,
  MOVE_KINDS,
  type ApUse,
  type ApUseKind,
  type Command,
  type CommandOf,
  type CommandType,
  type MoveKind,
} from './commands.js';
export { CRITICAL_EFFECTS, CRITICAL_NAMES, REPAIRABLE, type CriticalEffect } from './damage/criticals.js';
export { RULE_ERROR_CODES, type ImpulseRuleError, type RuleErrorCode } from './errors.js';
export type { GameEvent, GameEventType, ShipRef, StepPassReason } from './events.js';
/** Talon's four fixed arcs (seed 000; DESIGN.md section 5): impulse's own geometry, which vector borrows. */
export { ARCS, ARC_SECTORS, arcsContaining, isInArc, arcOfHexside, type Arc } from './firing/arcs.js';
/** Impulse's geometry for the contract (issue 42), over any state that holds an impulse board (vector's too). */
export { impulseGeometry } from './geometry.js';
export { canFire, isBlockedByPlanet, isGroupReady, targetsFor } from './firing/firing.js';
export { fitsArea } from './movement/floating-map.js';
export { chargeOptions, curveOptions, defaultPowerOrder, powerAfter } from './power/power-phase.js';
export {
  apOptions,
  legalCommands,
  missileChoices,
  reachableHexes,
  shipTasks,
  type Reach,
  type ShipTask,
} from './queries.js';
export { RULES_VERSION, type CatalogInput, type SetupError } from './setup.js';
export { DEFAULT_SETTINGS, SettingsSchema, type Settings } from './settings.js';
export {
  afterburnersLeft,
  currentCurve,
  effectivePower,
  hullLeft,
  hullModifierNow,
  mustMoveThisImpulse,
  shipClass,
  turnRadius,
  curveGivesAp,
  weaponType,
} from './ships.js';
export { IMPULSES, TURN_STEPS } from './state.js';
export { ROUND_TRACK_LENGTH, roundTrack } from './flow/round-track.js';
export type * from './state.js';
export { viewFor, type Viewer } from './view.js';
export { boardView, type BoardHappening, type BoardShip, type BoardView } from './board-view.js';
export { momentKey, turnKey } from './flow/moment.js';
export { defaultAction, timeoutCommand } from './flow/timeout.js';
export { IMPULSE, type ImpulseRuleset } from './ruleset.js';
export { ScenarioSchema, type Scenario, type ScenarioInput, type VictoryCondition } from './data/scenario.js';
export {
  ShipClassSchema,
  HULL_SIZES,
  type ShipClass,
  type HullSize,
  type PowerCurve,
  type WeaponGroup,
} from './data/ship-class.js';
export { WeaponTypeSchema, maxRange, type WeaponType } from './data/weapon-type.js';

/**
 * What a ruleset derived from impulse borrows (vector, seed 002, keeps Talon's ships, weapons,
 * damage and repair and changes only movement and the turn): the rule pieces themselves, so the two
 * never drift apart. Such a ruleset imports them from here, never from impulse's files.
 */
export { findShip, activeShips, refOf } from './ships.js';
export { validateFire, executeFire } from './firing/firing.js';
export { createCtx, type Ctx } from './context.js';
export { scoreForAi, handBackForAi } from './ai/ai-score.js';
export { repairCandidates, executeRepair } from './damage/repair.js';
export { endGame, verdictAtRoundEnd, verdictNow } from './flow/victory.js';
export { buildInitialState } from './setup.js';
export { applyDamage } from './damage/damage.js';
/** Its roster (issue 42): ships by class and name; vector's rosters are the same. */
export {
  ImpulseRosterSchema,
  ImpulseUnitSchema,
  deployImpulseRoster,
  impulseRosterEntries,
  impulseRosterPoints,
  impulseRosterProblems,
  type ImpulseRoster,
  type ImpulseUnit,
} from './roster.js';

/**
 * `skirmish` (seed 003, 40k-style; issue 44): the ruleset value and what the bot, the renderer and
 * the AI read of its rules: types, schemas, and the queries behind prompts, menus and pictures.
 */
export { SKIRMISH, type SkirmishRuleset } from './ruleset.js';
export { SKIRMISH_AI } from './ai/index.js';
export { SKIRMISH_RULES_VERSION } from './rules-version.js';

// Types and schemas
export type {
  AllocationGroup,
  AttackInProgress,
  FightOrder,
  FireAssignment,
  LastMove,
  Movement,
  ObjectiveState,
  OpenReaction,
  PendingRoll,
  Phase,
  SkirmishModel,
  SkirmishState,
  SkirmishUnit,
} from './state.js';
export { PHASES, phaseKey } from './state.js';
export type { ModelStep, SaveResolved, SkirmishEvent, SkirmishEventOf } from './events.js';
export {
  COMMANDED_STRATAGEMS,
  FireAssignmentSchema,
  STRATAGEMS,
  SingleSkirmishCommandSchema,
  SkirmishCommandSchema,
  type SingleSkirmishCommand,
  type SkirmishCommand,
  type SkirmishCommandOf,
  type Stratagem,
} from './commands.js';
export { SKIRMISH_ERROR_CODES, type SkirmishError, type SkirmishErrorCode } from './errors.js';
export { DEFAULT_SKIRMISH_SETTINGS, SkirmishSettingsSchema, type SkirmishSettings } from './settings.js';
export * from './data/schema.js';

// Setup and rosters
export { createSkirmishGame, initialSkirmishState } from './setup.js';
export {
  SkirmishRosterSchema,
  SkirmishUnitSchema,
  deploySkirmishRoster,
  skirmishRosterEntries,
  skirmishRosterPoints,
  skirmishRosterProblems,
  unitDatasheet,
  unitPoints,
  type SkirmishRoster,
  type SkirmishRosterUnit,
} from './roster.js';
export { parseArmyList, type ArmyListProblem } from './roster-import.js';

// Flow and queries
export { applySkirmishCommand } from './flow/apply.js';
export { STRATAGEM_COSTS, canSpend } from './flow/stratagems.js';
export { chargeCandidates } from './flow/charge-phase.js';
export { eligibleFighters, fightSelector } from './flow/fight-phase.js';
export { HEROIC_REACTION } from './flow/heroic.js';
export { OVERWATCH_REACTION } from './flow/overwatch.js';
export {
  currentReaction,
  skirmishAwaiting,
  skirmishLegalCommands,
  skirmishLegalComplete,
  skirmishTasks,
  skirmishTimeoutCommand,
} from './queries.js';
export { publicSkirmishCommand, viewSkirmish } from './view.js';

// Geometry, movement, attacks, score (for menus, previews and sheets)
export * from './geometry/index.js';
export * from './movement/index.js';
export {
  ALLOCATION_PREFERENCES,
  ALLOCATION_REACTION,
  allocationGroups,
  automaticOrder,
  canShoot,
  legalOrders,
  meleeTargets,
  shootingOptions,
  woundNeeded,
} from './attack/index.js';
export { levelsOfControl } from './score/index.js';

// Pictures
export * from './board-view.js';

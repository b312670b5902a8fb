/**
 * `fleet` (seed 004, Armada-style; issue 43): the ruleset value and what the bot, the renderer and the
 * AI read of its rules: types, schemas, and the queries behind prompts, menus and pictures.
 */
export { FLEET, type FleetRuleset } from './ruleset.js';
export { FLEET_AI } from './ai/index.js';
export { FLEET_RULES_VERSION } from './rules-version.js';

// Types and schemas
export type {
  Activation,
  AttackDie,
  AttackInProgress,
  Attacker,
  DefenceToken,
  Defender,
  Displaced,
  FleetPhase,
  FleetShip,
  FleetSquadron,
  FleetState,
  ObjectiveToken,
  RangeBand,
  ShipPlacement,
  SquadronOrder,
  TokenState,
} from './state.js';
export type { FleetEvent, FleetEventOf } from './events.js';
export {
  AttackTargetSchema,
  DefenceSpendSchema,
  FleetCommandSchema,
  SingleFleetCommandSchema,
  type AttackTarget,
  type DefenceSpend,
  type FleetCommand,
  type FleetCommandOf,
  type SingleFleetCommand,
} from './commands.js';
export { FLEET_ERROR_CODES, type FleetError, type FleetErrorCode } from './errors.js';
export { DEFAULT_FLEET_SETTINGS, FleetSettingsSchema, type FleetSettings } from './settings.js';
export * from './data/schema.js';
export {
  DAMAGE_CARD_TITLES,
  DAMAGE_DECK_CARDS,
  cardTitle,
  shipPlace,
  type DamageCardTitle,
} from './data/damage-cards.js';
export { FLEET_DICE, RED_DIE, BLUE_DIE, BLACK_DIE, COLOURS_AT } from './dice.js';

// Setup and rosters
export { createFleetGame, START_SPEED } from './setup.js';
export {
  FleetRosterSchema,
  FleetUnitSchema,
  deployFleetRoster,
  fleetRosterEntries,
  fleetRosterPoints,
  fleetRosterProblems,
  unitClass,
  unitPoints,
  type FleetRoster,
  type FleetUnit,
} from './roster.js';

// Flow and queries
export { applyFleetCommand } from './flow/apply.js';
export { ORDER_RANGE, attacksLeft, orderableSquadrons, spendableTokens, usableTokens } from './flow/activation.js';
export { dialsOwed, shipsOwingDials, stackDepth } from './flow/command-phase.js';
export {
  DEFAULT_DIAL,
  attackerSide,
  currentReaction,
  fleetAwaiting,
  fleetLegalCommands,
  fleetTasks,
  fleetTimeoutCommand,
} from './queries.js';
export { SEALED_DIAL, publicFleetCommand, viewFleet } from './view.js';

// Geometry, movement, attacks, damage, score (for menus, previews and sheets)
export { FLEET_GEOMETRY } from './geometry/ruleset-geometry.js';
export {
  baseAt,
  liveShips,
  liveSquadrons,
  shipBase,
  shipClassOf,
  shipHexes,
  squadronClassOf,
} from './geometry/base.js';
export { ADJACENT_ZONES, zoneReferenceHex, zoneSectors, zonesHolding } from './geometry/zones.js';
export { RANGE_BANDS, rangeBandOf } from './geometry/range.js';
export { checkManoeuvre, manoeuvreChoices, type ManoeuvreCommand } from './movement/manoeuvre.js';
export { plotCourse } from './movement/course.js';
export { baseOnBoard, onBoard } from './movement/board.js';
export { topSpeed, yawClicks, type Veer } from './movement/speed-chart.js';
export { PLACEMENT_REACTION, placementHexes } from './movement/displaced.js';
export { isEngaged, squadronMoveChoices } from './movement/squadron-move.js';
export { shipAttackChoices, squadronAttackChoices } from './attack/choices.js';
export { effectsChoices } from './attack/effects.js';
export { DEFENCE_REACTION, FLEET_DEFENCE_PREFERENCES, defenceReaction } from './attack/defence.js';
export { spendId } from './attack/options.js';
export { damageCards, damageCount, faceupTitles } from './damage/deck.js';
export { engineeringValue, speedCap, squadronValue } from './damage/effects.js';
export { FACEDOWN, REPAIR_COST, repairChoices } from './damage/repair.js';
export { fleetPoints, fleetPointsLost } from './score/index.js';

// Pictures
export {
  fleetArcs,
  fleetBoardHexes,
  fleetBoardView,
  fleetShipSheet,
  fleetSquadronSheet,
  type ArcHex,
  type BoardAttack,
  type BoardObjective,
  type BoardPath,
  type BoardRequest,
  type BoardShip,
  type BoardSquadron,
  type BoardPreview,
  type BoardToken,
  type FleetBoard,
  type FleetShipSheet,
  type FleetSquadronSheet,
} from './board-view.js';

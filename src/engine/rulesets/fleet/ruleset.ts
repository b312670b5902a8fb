/**
 * `fleet` (seed 004, Star Wars: Armada-style command dials, hull zones, defence tokens, overlaps and
 * squadrons; issue 43): the ruleset contract (src/engine/ruleset.ts) over this folder's rules.
 */
import { z } from 'zod';
import { legalByApplying } from '../../core/legality.js';
import { replay } from '../../core/replay.js';
import type { Ruleset } from '../../ruleset.js';
import { FLEET_AI } from './ai/index.js';
import { DEFENCE_REACTION, FLEET_DEFENCE_PREFERENCES, preferDefence } from './attack/defence.js';
import { fleetBoardView, type FleetBoard } from './board-view.js';
import type { FleetCommand } from './commands.js';
import {
  FleetCatalogSchema,
  FleetScenarioSchema,
  ShipClassSchema,
  SquadronClassSchema,
  type FleetCatalog,
  type FleetScenario,
} from './data/schema.js';
import type { FleetEvent } from './events.js';
import { applyFleetCommand } from './flow/apply.js';
import { FLEET_GEOMETRY } from './geometry/ruleset-geometry.js';
import { fleetAwaiting, fleetLegalCommands, fleetTasks, fleetTimeoutCommand } from './queries.js';
import {
  FleetRosterSchema,
  fleetRosterEntries,
  fleetRosterPoints,
  fleetRosterProblems,
  type FleetUnit,
} from './roster.js';
import { FLEET_RULES_VERSION } from './rules-version.js';
import { DEFAULT_FLEET_SETTINGS, FleetSettingsSchema, type FleetSettings } from './settings.js';
import { createFleetGame } from './setup.js';
import type { FleetState } from './state.js';
import { publicFleetCommand, viewFleet } from './view.js';

export type FleetRuleset = Ruleset<
  FleetState,
  FleetCommand,
  FleetEvent,
  FleetScenario,
  FleetCatalog,
  FleetSettings,
  FleetBoard,
  FleetUnit
>;

/**
 * The picture and report follow each ship's activation (its path and attacks), each round's end (the
 * Squadron Phase and the Status Phase) and the game's end.
 */
const closesReport = (e: FleetEvent): boolean =>
  e.type === 'activationEnded' || e.type === 'tokensReadied' || e.type === 'gameEnded';

export const FLEET: FleetRuleset = {
  id: 'fleet',
  rulesVersion: FLEET_RULES_VERSION,
  schemas: {
    scenario: FleetScenarioSchema as unknown as FleetRuleset['schemas']['scenario'],
    catalog: FleetCatalogSchema as unknown as FleetRuleset['schemas']['catalog'],
    settings: FleetSettingsSchema as unknown as FleetRuleset['schemas']['settings'],
    unitClass: z.union([ShipClassSchema, SquadronClassSchema]),
    roster: FleetRosterSchema,
  },
  defaultSettings: DEFAULT_FLEET_SETTINGS,
  createGame: createFleetGame,
  rosterEntries: fleetRosterEntries,
  rosterPoints: fleetRosterPoints,
  rosterProblems: fleetRosterProblems,
  applyCommand: applyFleetCommand,
  replayGame: (initial, log) => replay(applyFleetCommand, initial, log),
  awaiting: fleetAwaiting,
  reactions: {
    preferences: FLEET_DEFENCE_PREFERENCES,
    prefer: (state, reaction, answer) =>
      reaction.kind === DEFENCE_REACTION ? preferDefence(state, reaction as never, answer) : undefined,
  },
  legalCommands: fleetLegalCommands,
  // Every menu whole: dials per ship and command, manoeuvres from the speed chart, attacks per zone and target.
  legalCommandsComplete: () => true,
  isLegal: legalByApplying(applyFleetCommand),
  tasks: fleetTasks,
  viewFor: viewFleet,
  publicCommand: publicFleetCommand,
  boardView: (state, recent) => fleetBoardView(state, recent),
  closesReport,
  timeoutCommand: fleetTimeoutCommand,
  // Nothing plays by itself: every step without a choice is played within the commands (flow/advance.ts).
  autoplay: () => undefined,
  concedeCommand: (side) => ({ type: 'concede', side }),
  // The AI's hook (ai/): the easy level's ranking, the normal level's valuation, the blind view.
  ai: FLEET_AI,
  geometry: FLEET_GEOMETRY,
  outcome: (state) => state.outcome,
  sides: (state) => state.sides.map((s) => ({ id: s.id, name: s.name })),
  round: (state) => state.round,
};

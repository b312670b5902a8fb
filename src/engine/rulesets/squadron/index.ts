/**
 * `squadron` (seed 001, X-Wing-style dials, activation and actions; issue 14): the ruleset contract
 * (src/engine/ruleset.ts) over this folder's rules.
 */
import { rankForAi } from './ai-rank.js';
import { blindForAi } from './ai-blind.js';
import { candidatesForAi } from './ai-candidates.js';
import { handBackForAi, reseedForAi, scoreForAi } from './ai-score.js';
import { replay } from '../../core/replay.js';
import type { Ruleset } from '../../ruleset.js';
import { applySquadronCommand } from './apply.js';
import { squadronBoardView, type SquadronBoard } from './board-view.js';
import type { SquadronCommand } from './commands.js';
import {
  type SquadronCatalog,
  SquadronCatalogSchema,
  type SquadronScenario,
  SquadronScenarioSchema,
  ShipTypeSchema,
} from './data/content.js';
import type { SquadronEvent } from './events.js';
import { SQUADRON_REACTIONS } from './defence-reaction.js';
import { squadronAwaiting, squadronLegalCommands, squadronTasks, squadronTimeoutCommand } from './queries.js';
import { DEFAULT_SQUADRON_SETTINGS, type SquadronSettings, SquadronSettingsSchema } from './settings.js';
import { createSquadronGame, SQUADRON_RULES_VERSION } from './setup.js';
import {
  SquadronRosterSchema,
  squadronRosterEntries,
  squadronRosterPoints,
  squadronRosterProblems,
  type SquadronUnit,
} from './roster.js';
import type { SquadronState } from './state.js';
import { publicSquadronCommand, viewSquadron } from './view.js';
import { SQUADRON_GEOMETRY } from './ruleset-geometry.js';
import { legalByApplying } from '../../core/legality.js';

export type SquadronRuleset = Ruleset<
  SquadronState,
  SquadronCommand,
  SquadronEvent,
  SquadronScenario,
  SquadronCatalog,
  SquadronSettings,
  SquadronBoard,
  SquadronUnit
>;

/** The map and report follow the Activation phase (every ship has moved) and each round's end. */
const closesReport = (e: SquadronEvent): boolean =>
  (e.type === 'phaseStarted' && e.phase === 'combat') || e.type === 'tokensCleared' || e.type === 'gameOver';

export const SQUADRON: SquadronRuleset = {
  id: 'squadron',
  rulesVersion: SQUADRON_RULES_VERSION,
  schemas: {
    scenario: SquadronScenarioSchema as unknown as SquadronRuleset['schemas']['scenario'],
    catalog: SquadronCatalogSchema as unknown as SquadronRuleset['schemas']['catalog'],
    settings: SquadronSettingsSchema as unknown as SquadronRuleset['schemas']['settings'],
    unitClass: ShipTypeSchema,
    roster: SquadronRosterSchema,
  },
  defaultSettings: DEFAULT_SQUADRON_SETTINGS,
  createGame: createSquadronGame,
  rosterEntries: squadronRosterEntries,
  rosterPoints: squadronRosterPoints,
  rosterProblems: squadronRosterProblems,
  applyCommand: applySquadronCommand,
  replayGame: (initial, log) => replay(applySquadronCommand, initial, log),
  awaiting: squadronAwaiting,
  reactions: SQUADRON_REACTIONS,
  legalCommands: squadronLegalCommands,
  // The full menu of each moment (a lock's reroll offered for every die; the AI adds finer rerolls).
  legalCommandsComplete: () => true,
  isLegal: legalByApplying(applySquadronCommand),
  tasks: squadronTasks,
  viewFor: viewSquadron,
  publicCommand: publicSquadronCommand,
  boardView: squadronBoardView,
  closesReport,
  timeoutCommand: squadronTimeoutCommand,
  // Nothing plays by itself: every step without a choice is already played within the commands.
  autoplay: () => undefined,
  concedeCommand: (side) => ({ type: 'concede', side }),
  ai: {
    rank: rankForAi,
    score: scoreForAi,
    reseed: reseedForAi,
    handBack: handBackForAi,
    blind: blindForAi,
    candidates: candidatesForAi,
  },
  geometry: SQUADRON_GEOMETRY,
  outcome: (state) => state.outcome,
  sides: (state) => state.sides.map((s) => ({ id: s.id, name: s.name })),
  round: (state) => state.round,
};

export type { SquadronState, SquadShip } from './state.js';
export type { SquadronEvent } from './events.js';
export type { SquadronCommand } from './commands.js';
export type { SquadronBoard, BoardBase } from './board-view.js';
export type {
  SquadronScenario,
  SquadronCatalog,
  ShipType,
  Pilot,
  Upgrade,
  ActionCard,
  FreeActionGrant,
} from './data/content.js';
export {
  SquadronScenarioSchema,
  SquadronCatalogSchema,
  ShipTypeSchema,
  PilotSchema,
  UpgradeSchema,
  ActionCardSchema,
  FreeActionGrantSchema,
  ABILITIES,
} from './data/content.js';
export { ACTIONS, CARD_ACTION, type Action, type CommandAction } from './actions.js';
export { BEARINGS, DIFFICULTIES } from './manoeuvres.js';
export { readDialEntry, type DialEntry } from './data/dial.js';
export { attackOptions } from './attack.js';
export { DEFENCE_REACTION } from './defence-reaction.js';
export { isOrdnance, reloadable } from './reload.js';
export { stillToFire } from './phases.js';
export { difficultyOf, dialEntryOf } from './ships.js';
export { CARD_KINDS, cardKind, faceupKinds } from './damage-deck.js';
export { HIDDEN_DIAL } from './state.js';
export {
  SQUAD_LIMIT,
  SquadronRosterSchema,
  SquadronUnitSchema,
  deploySquadronRoster,
  unitPoints,
  type SquadronRoster,
  type SquadronUnit,
} from './roster.js';

/**
 * `skirmish` (seed 003, a 40k-style battle round: command, movement, shooting, charge and fight;
 * the attack sequence with saves before allocation; charges with targets chosen after the roll;
 * battle-shock at or below half strength; issue 44): the ruleset contract (src/engine/ruleset.ts)
 * over this folder's rules.
 */
import { legalByApplying } from '../../core/legality.js';
import { replay } from '../../core/replay.js';
import type { Ruleset } from '../../ruleset.js';
import { SKIRMISH_AI } from './ai/index.js';
import { ALLOCATION_PREFERENCES, ALLOCATION_REACTION, preferAllocation } from './attack/index.js';
import { skirmishBoardView, type SkirmishBoard } from './board-view.js';
import type { SkirmishCommand } from './commands.js';
import {
  DatasheetSchema,
  SkirmishCatalogSchema,
  SkirmishMissionSchema,
  type SkirmishCatalog,
  type SkirmishMission,
} from './data/schema.js';
import type { SkirmishEvent } from './events.js';
import { applySkirmishCommand } from './flow/apply.js';
import { SKIRMISH_GEOMETRY } from './geometry/ruleset-geometry.js';
import {
  skirmishAwaiting,
  skirmishLegalCommands,
  skirmishLegalComplete,
  skirmishTasks,
  skirmishTimeoutCommand,
} from './queries.js';
import {
  SkirmishRosterSchema,
  skirmishRosterEntries,
  skirmishRosterPoints,
  skirmishRosterProblems,
  type SkirmishRosterUnit,
} from './roster.js';
import { SKIRMISH_RULES_VERSION } from './rules-version.js';
import { DEFAULT_SKIRMISH_SETTINGS, SkirmishSettingsSchema, type SkirmishSettings } from './settings.js';
import { createSkirmishGame } from './setup.js';
import type { SkirmishState } from './state.js';
import { publicSkirmishCommand, viewSkirmish } from './view.js';

export type SkirmishRuleset = Ruleset<
  SkirmishState,
  SkirmishCommand,
  SkirmishEvent,
  SkirmishMission,
  SkirmishCatalog,
  SkirmishSettings,
  SkirmishBoard,
  SkirmishRosterUnit
>;

/**
 * The picture and report follow each phase of a player's turn (its moves, its shooting, its charges,
 * the Fight phase's combats), and the game's end: a phase is the stretch a player reads as one.
 */
const closesReport = (e: SkirmishEvent): boolean => e.type === 'phaseEnded' || e.type === 'gameEnded';

export const SKIRMISH: SkirmishRuleset = {
  id: 'skirmish',
  rulesVersion: SKIRMISH_RULES_VERSION,
  schemas: {
    scenario: SkirmishMissionSchema as unknown as SkirmishRuleset['schemas']['scenario'],
    catalog: SkirmishCatalogSchema as unknown as SkirmishRuleset['schemas']['catalog'],
    settings: SkirmishSettingsSchema as unknown as SkirmishRuleset['schemas']['settings'],
    unitClass: DatasheetSchema,
    roster: SkirmishRosterSchema,
  },
  defaultSettings: DEFAULT_SKIRMISH_SETTINGS,
  createGame: createSkirmishGame,
  rosterEntries: skirmishRosterEntries,
  rosterPoints: skirmishRosterPoints,
  rosterProblems: skirmishRosterProblems,
  applyCommand: applySkirmishCommand,
  replayGame: (initial, log) => replay(applySkirmishCommand, initial, log),
  awaiting: skirmishAwaiting,
  reactions: {
    preferences: ALLOCATION_PREFERENCES,
    prefer: (state, reaction, answer) =>
      reaction.kind === ALLOCATION_REACTION ? preferAllocation(state, reaction as never, answer) : undefined,
  },
  legalCommands: skirmishLegalCommands,
  // Where ten models may stand the moves are a sample (other-systems.md 4.5); elsewhere every choice.
  legalCommandsComplete: skirmishLegalComplete,
  isLegal: legalByApplying(applySkirmishCommand),
  tasks: skirmishTasks,
  viewFor: viewSkirmish,
  publicCommand: publicSkirmishCommand,
  boardView: (state, recent) => skirmishBoardView(state, recent),
  closesReport,
  timeoutCommand: skirmishTimeoutCommand,
  // Nothing plays by itself: steps without a choice are played within the commands (flow/turn.ts settle).
  autoplay: () => undefined,
  concedeCommand: (side) => ({ type: 'concede', side }),
  ai: SKIRMISH_AI,
  geometry: SKIRMISH_GEOMETRY,
  outcome: (state) => state.outcome,
  sides: (state) => state.sides.map((s) => ({ id: s.id, name: s.name })),
  round: (state) => state.round,
};

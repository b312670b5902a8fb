/**
 * `impulse` as the engine's ruleset contract (src/engine/ruleset.ts): seed 000, Talon's sequence of
 * play. Everything here is the ruleset's own functions; this file only says which answers which.
 */
import type { Ruleset } from '../../ruleset.js';
import { awaiting } from './flow/advance.js';
import { applyCommand, createGame } from './flow/apply.js';
import { boardView, type BoardView } from './board-view.js';
import type { Command } from './commands.js';
import type { GameEvent } from './events.js';
import { momentKey, turnKey } from './flow/moment.js';
import { legalCommands, shipTasks } from './queries.js';
import { replayGame } from './flow/replay.js';
import { RULES_VERSION, type CatalogInput } from './setup.js';
import { DEFAULT_SETTINGS, SettingsSchema, type Settings } from './settings.js';
import type { GameState } from './state.js';
import { timeoutCommand } from './flow/timeout.js';
import { closesReport } from './flow/report-boundary.js';
import { autoplay } from './flow/autoplay.js';
import { rankForAi } from './ai/ai-rank.js';
import { BEHAVIOURS, handBackForAi, momentForAi, reseedForAi, scoreForAi } from './ai/ai-score.js';
import { viewFor } from './view.js';
import { impulseGeometry } from './geometry.js';
import { legalByApplying } from '../../core/legality.js';
import { ScenarioSchema, type Scenario } from './data/scenario.js';
import { ShipClassSchema } from './data/ship-class.js';
import { WeaponTypeSchema } from './data/weapon-type.js';
import { z } from 'zod';
import { err } from '../../core/result.js';
import { rosterSetupProblem } from '../../roster.js';
import {
  ImpulseRosterSchema,
  deployImpulseRoster,
  impulseRosterEntries,
  impulseRosterPoints,
  impulseRosterProblems,
  type ImpulseUnit,
} from './roster.js';

/** Standing orders and Power Phase orders are secrets of a running game (seed 000 section 2's simultaneous orders). */
function publicCommand(command: Command): Command {
  if (command.type === 'batch') return { ...command, commands: command.commands.map(publicCommand) };
  if (command.type === 'setOrders' || command.type === 'submitPower')
    return { ...command, orders: 'hidden until the game ends' } as unknown as Command;
  return command;
}

export type ImpulseRuleset = Ruleset<
  GameState,
  Command,
  GameEvent,
  Scenario,
  CatalogInput,
  Settings,
  BoardView,
  ImpulseUnit
>;

export const IMPULSE: ImpulseRuleset = {
  id: 'impulse',
  rulesVersion: RULES_VERSION,
  schemas: {
    scenario: ScenarioSchema,
    catalog: z.object({ classes: z.array(ShipClassSchema), weapons: z.array(WeaponTypeSchema) }),
    settings: SettingsSchema,
    unitClass: ShipClassSchema,
    roster: ImpulseRosterSchema,
  },
  defaultSettings: DEFAULT_SETTINGS,
  // A roster with a problem never starts (no limit here: the points limit is the lobby's to check).
  createGame: (scenario, roster, catalog, seed) => {
    const problem = roster && impulseRosterProblems(roster, scenario, catalog, { points: null })[0];
    if (problem) return err(rosterSetupProblem(problem));
    return createGame(deployImpulseRoster(scenario, roster), catalog, seed);
  },
  rosterEntries: impulseRosterEntries,
  rosterPoints: impulseRosterPoints,
  rosterProblems: impulseRosterProblems,
  applyCommand,
  replayGame,
  // Every moment of seed 000 is a turn: nobody answers within another's step (an arc boundary hit goes to the stronger shield).
  awaiting: (state) => ({
    kind: 'turn',
    sides: awaiting(state),
    simultaneous: state.flow.phase === 'power' && state.settings.powerPhase === 'simultaneous',
    moment: momentKey(state),
    turn: turnKey(state),
  }),
  legalCommands,
  // Every legal command of every moment is listed (seed 000's choices are few); legality is tried.
  legalCommandsComplete: () => true,
  isLegal: legalByApplying(applyCommand),
  tasks: (state, side) => shipTasks(state, side).map((t) => ({ unit: t.ship, required: t.required, can: t.can })),
  viewFor,
  publicCommand,
  boardView: (state, recent) => boardView(state, recent),
  // The map and damage report follow each impulse, the Power Phase and the end (seed 000 section 2).
  closesReport,
  autoplay,
  timeoutCommand,
  concedeCommand: (side) => ({ type: 'concede', side }),
  ai: {
    rank: rankForAi,
    score: scoreForAi,
    reseed: reseedForAi,
    behaviours: BEHAVIOURS,
    moment: momentForAi,
    handBack: handBackForAi,
  },
  geometry: impulseGeometry((state: GameState) => state),
  outcome: (state) => state.outcome,
  sides: (state) => state.sides.map((s) => ({ id: s.id, name: s.name })),
  round: (state) => state.flow.round,
};

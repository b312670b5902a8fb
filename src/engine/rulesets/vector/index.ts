/**
 * `vector` (seed 002, inertial movement; issue 15): the ruleset contract (src/engine/ruleset.ts) over
 * this folder's rules.
 */
import { rankForAi } from './ai-rank.js';
import { candidatesForAi } from './ai-candidates.js';
import { blindForAi } from './ai-blind.js';
import { reseedForAi, scoreForAi } from './ai-score.js';
import { handBackForAi, impulseGeometry } from './from-impulse.js';
import { legalByApplying } from '../../core/legality.js';
import { z } from 'zod';
import { replay } from '../../core/replay.js';
import type { Ruleset } from '../../ruleset.js';
import { type BoardView, boardView } from './from-impulse.js';
import { ShipClassSchema } from './from-impulse.js';
import { WeaponTypeSchema } from './from-impulse.js';
import type { GameEvent as ImpulseEvent } from './from-impulse.js';
import type { CatalogInput, ImpulseUnit } from './from-impulse.js';
import {
  ImpulseRosterSchema,
  impulseRosterEntries,
  impulseRosterPoints,
  impulseRosterProblems,
} from './from-impulse.js';
import { applyVectorCommand } from './apply.js';
import type { VectorCommand } from './commands.js';
import type { VectorEvent } from './events.js';
import { vectorAwaiting, vectorLegalCommands, vectorTasks, vectorTimeoutCommand } from './queries.js';
import { DEFAULT_VECTOR_SETTINGS, type VectorSettings, VectorSettingsSchema } from './settings.js';
import { createVectorGame, VECTOR_RULES_VERSION, type VectorScenario, VectorScenarioSchema } from './setup.js';
import type { VectorShip, VectorState } from './state.js';
import { publicVectorCommand, viewVector } from './view.js';

/**
 * Who is to act and who holds the initiative are vector's (its Reaction, Movement and Attack
 * Phases), not the board's own impulse flow, which a vector game never advances: the map's header
 * and alt text say "Concord Navy and Veyra Host to act" while both give orders.
 */
function withVectorTurn(state: VectorState, board: BoardView): BoardView {
  const index = (side: string): 0 | 1 => (state.board.sides.findIndex((s) => s.id === side) === 1 ? 1 : 0);
  return {
    ...board,
    awaiting: vectorAwaiting(state).sides.map(index),
    initiative: state.phase === 'over' ? null : index(state.initiative),
  };
}

/** The board as impulse draws it, and each ship's velocity and track this turn (by combat round). */
export interface VectorBoard {
  readonly board: BoardView;
  readonly vectors: Readonly<Record<string, VectorShip>>;
  readonly turn: number;
  readonly round: number;
}

export type VectorRuleset = Ruleset<
  VectorState,
  VectorCommand,
  VectorEvent,
  VectorScenario,
  CatalogInput,
  VectorSettings,
  VectorBoard,
  ImpulseUnit
>;

const impulseEvents = (events: readonly VectorEvent[]): ImpulseEvent[] =>
  events.filter((e): e is ImpulseEvent => !e.type.startsWith('vector') && e.type !== 'ordersSealed');

export const VECTOR: VectorRuleset = {
  id: 'vector',
  rulesVersion: VECTOR_RULES_VERSION,
  schemas: {
    scenario: VectorScenarioSchema as unknown as VectorRuleset['schemas']['scenario'],
    catalog: z.object({
      classes: z.array(ShipClassSchema),
      weapons: z.array(WeaponTypeSchema),
    }) as unknown as VectorRuleset['schemas']['catalog'],
    settings: VectorSettingsSchema as unknown as VectorRuleset['schemas']['settings'],
    unitClass: ShipClassSchema,
    roster: ImpulseRosterSchema,
  },
  defaultSettings: DEFAULT_VECTOR_SETTINGS,
  createGame: createVectorGame,
  rosterEntries: impulseRosterEntries,
  rosterPoints: impulseRosterPoints,
  rosterProblems: (roster, scenario, catalog, limits) =>
    impulseRosterProblems(roster, scenario.scenario, catalog, limits),
  applyCommand: applyVectorCommand,
  replayGame: (initial, log) => replay(applyVectorCommand, initial, log),
  awaiting: vectorAwaiting,
  legalCommands: vectorLegalCommands,
  // The Reaction Phase lists every acceleration and course change the drives and thrusters allow.
  legalCommandsComplete: () => true,
  isLegal: legalByApplying(applyVectorCommand),
  tasks: vectorTasks,
  viewFor: viewVector,
  publicCommand: publicVectorCommand,
  boardView: (state, recent) => ({
    board: withVectorTurn(state, boardView(state.board, impulseEvents(recent))),
    vectors: state.ships,
    turn: state.turn,
    round: state.round,
  }),
  // The map and report follow each Attack Phase and the Reaction Phase's reveal.
  closesReport: (e) => e.type === 'firingDone' || e.type === 'ordersRevealed' || e.type === 'gameEnded',
  timeoutCommand: vectorTimeoutCommand,
  autoplay: () => undefined,
  concedeCommand: (side) => ({ type: 'concede', side }),
  ai: {
    rank: rankForAi,
    candidates: candidatesForAi,
    score: scoreForAi,
    reseed: reseedForAi,
    blind: blindForAi,
    handBack: (state, side) => handBackForAi(state.board, side),
  },
  // Vector flies impulse's ships on impulse's board (seed 002): impulse's geometry, over the board.
  geometry: impulseGeometry((state: VectorState) => state.board),
  outcome: (state) => state.outcome,
  sides: (state) => state.board.sides.map((s) => ({ id: s.id, name: s.name })),
  round: (state) => state.turn,
};

export type { VectorState, VectorShip, MovementOrder } from './state.js';
export type { VectorEvent } from './events.js';
export type { VectorCommand } from './commands.js';
export type { VectorScenario } from './setup.js';
export { VectorScenarioSchema } from './setup.js';
export { drivesNow, drivesRating, thrustersNow, thrustersRating, stepsInRound } from './tracks.js';

/**
 * A player's turn as data (seed 000 section 1.1): housekeeping -> AP -> movement -> firing ->
 * repair, one step at a time. The table says which commands each step accepts; `endStep` and
 * `endTurn` are accepted wherever the player has a say; a `batch` is unwrapped before this table is
 * read, so each command inside it is checked against the step it meets. `concede` is accepted at any time.
 */
import { defineTurnFlow } from '../../../core/flow.js';
import type { CommandType } from '../commands.js';
import type { FlowState, GameState, TurnStep } from '../state.js';

export const TURN = defineTurnFlow<TurnStep, CommandType>([
  { step: 'housekeeping', commands: [], automatic: true },
  { step: 'ap', commands: ['useAp', 'endStep', 'endTurn'] },
  { step: 'movement', commands: ['move', 'steerMissile', 'endStep', 'endTurn'] },
  { step: 'firing', commands: ['fire', 'endStep', 'endTurn'] },
  { step: 'repair', commands: ['repair', 'endStep', 'endTurn'] },
]);

export type TurnFlowState = Extract<FlowState, { phase: 'turn' }>;

/** The flow while a player's turn is under way; a bug to ask for it at any other time. */
export function turnFlow(state: GameState): TurnFlowState {
  if (state.flow.phase !== 'turn')
    throw new Error(`expected a player's turn, the game is in phase ${state.flow.phase}`);
  return state.flow;
}

/** The side whose turn it is: the initiative player first, then the second player. */
export function turnSide(state: GameState, flow: TurnFlowState = turnFlow(state)): string {
  if (flow.turn === 0) return flow.initiative;
  return state.sides[0].id === flow.initiative ? state.sides[1].id : state.sides[0].id;
}

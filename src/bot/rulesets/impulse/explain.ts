/**
 * Rule errors that need the moment to help (issue 13): "That cannot be done now" says where the game
 * is and which commands the player can give instead, in their words.
 */
import { impulse, type RuleError } from '../../../engine/index.js';
import { problem, type Problem } from '../../pipeline/problem.js';

type State = impulse.GameState;

/** The slash command a player types for each kind of engine command. */
const TYPED: Readonly<Record<string, string>> = {
  useAp: '/ap',
  move: '/move',
  steerMissile: '/move missile:',
  fire: '/fire',
  repair: '/repair',
  endStep: '/done',
  endTurn: '/done turn:true',
  chooseInitiative: '/initiative',
  submitPower: '/power',
};

/** Where play stands, as a part of a sentence. */
function now(state: State): Problem {
  const flow = state.flow;
  switch (flow.phase) {
    case 'turn':
      return problem('errors.nowTurn', {
        step: problem(`steps.${flow.step}`),
        impulse: flow.impulse,
        round: flow.round,
      });
    case 'initiative':
      return problem('errors.nowInitiative', { round: flow.round, impulse: flow.impulse });
    case 'power':
      return problem('errors.nowPower', { round: flow.round });
    case 'over':
      return problem('errors.nowOver');
  }
}

/** A clearer problem for a rule error, when the moment explains it; undefined keeps the plain one. */
export function explainRuleError(state: State, side: string, error: RuleError): Problem | undefined {
  if (error.code !== 'WRONG_STEP') return undefined;
  const can = [
    ...new Set(
      impulse
        .legalCommands(state, side)
        .map((c) => TYPED[c.type])
        .filter((c): c is string => c !== undefined),
    ),
  ];
  return can.length > 0
    ? problem('errors.wrongStepNow', { now: now(state), can: can.map((c) => `\`${c}\``).join(', ') })
    : problem('errors.wrongStepWait', { now: now(state) });
}

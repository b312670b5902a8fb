/**
 * One single command (not a plan) applied (issue 44): checked against the moment (an open reaction
 * window first: the defender's allocation, Fire Overwatch, Heroic Intervention, each answered by
 * `react`; then the phase), carried out by the module that owns it, then the game plays on
 * (turn.ts `settle`).
 *
 * Dispatch: `react` by the open window's kind (attack/ `answerAllocation`, overwatch.ts, heroic.ts);
 * `stratagem` (Command Re-roll: stratagems.ts; Insane Bravery: command-phase.ts, paid in stratagems.ts); `advance`, `move`, `stay`, `adjust`, `arrive` (movement-phase.ts);
 * `shoot` (shooting-phase.ts); `charge`, `chargeMove` (charge-phase.ts); `fight` (fight-phase.ts);
 * `done` by the phase and the pending roll (a failed battle-shock test stands; an Advance stands
 * unmoved; a charge fails; else the step or phase ends; the Fight phase has no `done`: a unit must
 * fight); `concede` at any moment (score/).
 *
 * A phase end that waited on a window (Fire Overwatch at the end of the Movement phase, Heroic
 * Intervention at the end of the Charge phase) goes on as soon as the window and every attack it set
 * going are over (`continuePhaseEnd`).
 */
import { stillToAnswer } from '../../../core/reaction-window.js';
import { ok } from '../../../core/result.js';
import { answerAllocation } from '../attack/index.js';
import type { SingleSkirmishCommand } from '../commands.js';
import { concede } from '../score/index.js';
import { phaseKey, type SkirmishState } from '../state.js';
import { declareCharge, failPendingCharge, makeChargeMove } from './charge-phase.js';
import { insaneBravery, resolveShock } from './command-phase.js';
import { openReaction, refuse, type SkirmishResult, type SkirmishStep } from './common.js';
import { fight } from './fight-phase.js';
import { answerHeroic } from './heroic.js';
import {
  adjustModel,
  advanceUnit,
  afterMovement,
  arriveUnit,
  movementDone,
  moveUnit,
  stayUnit,
} from './movement-phase.js';
import { answerOverwatch } from './overwatch.js';
import { shootingDone, shootUnit } from './shooting-phase.js';
import { commandReroll } from './stratagems.js';
import { endChargePhase, endPhase, settleStep } from './turn.js';

/** `react`: the open window answered by its kind's rule. */
function react(state: SkirmishState, cmd: Extract<SingleSkirmishCommand, { type: 'react' }>): SkirmishResult {
  const reaction = openReaction(state);
  if (!reaction) return refuse('NO_WINDOW', { window: cmd.window });
  if (cmd.window !== reaction.window.id)
    return refuse('WINDOW_CLOSED', { window: cmd.window, open: reaction.window.id });
  switch (reaction.kind) {
    case 'allocation':
      return answerAllocation(state, cmd.side, cmd.option);
    case 'overwatch':
      return answerOverwatch(state, cmd.side, cmd.option);
    case 'heroic':
      return answerHeroic(state, cmd.side, cmd.option);
  }
}

/** `done`: by the phase and the pending roll. */
function done(state: SkirmishState, side: string): SkirmishResult {
  if (state.active !== side) return refuse('NOT_YOUR_TURN', { side, active: state.active });
  const pending = state.pending;
  switch (state.phase) {
    case 'command':
      // Seed 003, Battle-shock 2: the failed test stands (Insane Bravery not played).
      return pending?.kind === 'shock' ? ok(resolveShock(state, false)) : refuse('NO_ROLL', { phase: state.phase });
    case 'movement':
      return movementDone(state, side);
    case 'shooting':
      return shootingDone(state, side);
    case 'charge':
      // Seed 003, Charge 3: a charge whose targets are not named fails (`declined`).
      return ok(pending?.kind === 'charge' ? failPendingCharge(state) : endChargePhase(state));
    case 'fight':
      return refuse('UNITS_TO_ACT', { phase: state.phase });
  }
}

/** A single command's own rule, before the game plays on. */
function carryOut(state: SkirmishState, cmd: SingleSkirmishCommand): SkirmishResult {
  // A concession is legal at any moment, by either side (the contract's `concedeCommand`).
  if (cmd.type === 'concede') return ok(concede(state, cmd.side));
  const reaction = openReaction(state);
  if (reaction && cmd.type !== 'react') {
    const asked = stillToAnswer(reaction.window);
    if (!asked.includes(cmd.side)) return refuse('NOT_YOUR_TURN', { side: cmd.side, awaited: asked });
    return refuse('WRONG_STEP', { step: 'reaction', window: reaction.window.id });
  }
  switch (cmd.type) {
    case 'react':
      return react(state, cmd);
    case 'stratagem':
      return cmd.stratagem === 'commandReroll' ? commandReroll(state, cmd) : insaneBravery(state, cmd);
    case 'advance':
      return advanceUnit(state, cmd);
    case 'move':
      return moveUnit(state, cmd);
    case 'stay':
      return stayUnit(state, cmd);
    case 'adjust':
      return adjustModel(state, cmd);
    case 'arrive':
      return arriveUnit(state, cmd);
    case 'shoot':
      return shootUnit(state, cmd);
    case 'charge':
      return declareCharge(state, cmd);
    case 'chargeMove':
      return makeChargeMove(state, cmd);
    case 'fight':
      return fight(state, cmd);
    case 'done':
      return done(state, cmd.side);
  }
}

/** The end-of-phase window (or an attack it set going) is what the state waits on. */
const atPhaseEndWindow = (state: SkirmishState): boolean => {
  const kind = openReaction(state)?.kind;
  return kind === 'overwatch' || kind === 'heroic' || state.attack?.kind === 'overwatch';
};

/**
 * After a command answered the end-of-phase window (or the allocation of an Overwatch attack): once
 * nothing waits any more, the phase it belonged to ends.
 */
function continuePhaseEnd(before: SkirmishState, step: SkirmishStep): SkirmishStep {
  const after = step.state;
  if (!atPhaseEndWindow(before) || after.outcome || openReaction(after) || after.attack) return step;
  if (phaseKey(after) !== phaseKey(before)) return step;
  const next = after.phase === 'movement' ? afterMovement(after) : after.phase === 'charge' ? endPhase(after) : null;
  return next ? { state: next.state, events: [...step.events, ...next.events] } : step;
}

/** A single command and the play it sets going, without resuming a stored plan. */
export function applySingle(state: SkirmishState, cmd: SingleSkirmishCommand): SkirmishResult {
  if (state.outcome) return refuse('GAME_OVER');
  if (!state.sides.some((s) => s.id === cmd.side)) return refuse('NOT_YOUR_TURN', { side: cmd.side });
  const carried = carryOut(state, cmd);
  if (!carried.ok) return carried;
  return ok(settleStep(continuePhaseEnd(state, carried.value)));
}

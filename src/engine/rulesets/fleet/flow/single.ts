/**
 * One single command (not a plan) applied: checked against the moment (a reaction first: the
 * defender's tokens or displaced squadrons to place; then the attacker's effects step; then the
 * phase), carried out by the module that owns it, then the game moves along (advance.ts).
 */
import { ok } from '../../../core/result.js';
import type { SingleFleetCommand } from '../commands.js';
import { attackerSide, currentReaction } from '../queries.js';
import type { FleetState } from '../state.js';
import { refuse, type FleetResult } from './common.js';
import {
  activateShip,
  endStep,
  manoeuvreShip,
  orderedSquadronActs,
  orderSquadron,
  shipAttack,
  spendToken,
} from './activation.js';
import { advance } from './advance.js';
import { setDials } from './command-phase.js';
import { applyDefence, applyEffects, applyRepair, placeSquadron } from './deps.js';
import { squadronPhaseAct } from './squadron-phase.js';
import { endGame } from './status-phase.js';

/** A single command's own rule, before the game moves along. */
function carryOut(state: FleetState, cmd: SingleFleetCommand): FleetResult {
  // A concession is legal at any moment, by either side (the contract's `concedeCommand`).
  if (cmd.type === 'concede') return ok(endGame(state, 'concede', cmd.side));
  const reaction = currentReaction(state);
  if (reaction) {
    if (cmd.side !== reaction.side) return refuse('NOT_YOUR_TURN', { side: cmd.side, awaited: reaction.side });
    if (cmd.type === 'defend' && state.attack) return applyDefence(state, cmd);
    if (cmd.type === 'place' && state.displaced) return placeSquadron(state, cmd);
    return refuse('WRONG_STEP', { step: 'reaction', window: reaction.window });
  }
  if (cmd.type === 'defend') return refuse('WINDOW_CLOSED', { window: cmd.window });
  if (cmd.type === 'place') return refuse('NOT_DISPLACED', { window: cmd.window });
  if (state.attack) {
    if (cmd.side !== attackerSide(state)) return refuse('NOT_YOUR_TURN', { side: cmd.side });
    if (cmd.type !== 'effects') return refuse('WRONG_STEP', { step: 'effects' });
    return applyEffects(state, cmd);
  }
  switch (cmd.type) {
    case 'dials':
      return setDials(state, cmd);
    case 'activate':
      return activateShip(state, cmd);
    case 'token':
      return spendToken(state, cmd);
    case 'repair':
      return state.phase === 'ship' && state.activation ? applyRepair(state, cmd) : refuse('WRONG_PHASE');
    case 'order':
      return orderSquadron(state, cmd);
    case 'squadronMove':
    case 'squadronAttack':
      return state.phase === 'ship' ? orderedSquadronActs(state, cmd) : squadronPhaseAct(state, cmd);
    case 'attack':
      return shipAttack(state, cmd);
    case 'done':
      return endStep(state, cmd);
    case 'manoeuvre':
      return manoeuvreShip(state, cmd);
    case 'effects':
      return refuse('WRONG_STEP', { step: 'effects' });
  }
}

/** A single command and the play it sets going, without resuming a stored plan. */
export function applySingle(state: FleetState, cmd: SingleFleetCommand): FleetResult {
  if (state.outcome) return refuse('GAME_OVER');
  if (!state.sides.some((s) => s.id === cmd.side)) return refuse('NOT_YOUR_TURN', { side: cmd.side });
  const done = carryOut(state, cmd);
  return done.ok ? ok(advance(done.value)) : done;
}

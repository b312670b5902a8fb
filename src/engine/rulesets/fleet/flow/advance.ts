/**
 * Moves the game along after every command (issue 43): plays every step nobody has a choice in, up
 * to the next decision or the end. An attack in progress or displaced squadrons waiting to be placed
 * hold everything (their reactions come first); then, by phase: the Command Phase ends when every
 * stack is full; in the Ship Phase an activation's empty steps are passed, a destroyed active ship's
 * activation ends, and the turn goes to the side with a ship left to activate (5.1: "a side with no
 * ship left to activate is skipped"); the Squadron Phase alternates, then the Status Phase runs.
 */
import type { FleetEvent } from '../events.js';
import type { FleetState } from '../state.js';
import { otherSide, shipById, shipsToActivate, type FleetStep } from './common.js';
import { attacksLeft, commandsStepOpen, endActivation, endCommandsStep, orderedCanAct } from './activation.js';
import { stacksFull, startShipPhase } from './command-phase.js';
import { nextSquadronTurn, startSquadronPhase } from './squadron-phase.js';
import { endGame, sideWithoutShips, statusPhase } from './status-phase.js';
import { loseSalvage } from './deps.js';

/** One step of play nobody decides, or undefined when someone must decide (or the game is over). */
function nextStep(state: FleetState): FleetStep | undefined {
  if (state.outcome) return undefined;
  // A carrier destroyed (by an attack or a move) loses the salvage it carried (score/).
  const lost = loseSalvage(state);
  if (lost.events.length > 0) return lost;
  if (sideWithoutShips(state) !== undefined) return endGame(state, 'fleetDestroyed');
  if (state.attack || state.displaced) return undefined;
  switch (state.phase) {
    case 'command':
      return stacksFull(state) ? startShipPhase(state) : undefined;
    case 'ship':
      return shipPhaseStep(state);
    case 'squadron': {
      const next = nextSquadronTurn(state, otherSide(state, state.toAct));
      if (next === state) return undefined;
      return next ? { state: next, events: [] } : statusPhase(state);
    }
  }
}

function shipPhaseStep(state: FleetState): FleetStep | undefined {
  const act = state.activation;
  if (act) {
    const ship = shipById(state, act.ship);
    if (!ship || ship.destroyed) return endActivation(state);
    if (act.ordering && !orderedCanAct(state))
      return { state: { ...state, activation: { ...act, ordering: null } }, events: [] };
    if (act.step === 'commands' && !commandsStepOpen(state)) return { state: endCommandsStep(state), events: [] };
    if (act.step === 'attack' && attacksLeft(state).length === 0)
      return { state: { ...state, activation: { ...act, step: 'manoeuvre' } }, events: [] };
    return undefined;
  }
  if (shipsToActivate(state, state.toAct).length > 0) return undefined;
  const other = otherSide(state, state.toAct);
  if (shipsToActivate(state, other).length > 0) return { state: { ...state, toAct: other }, events: [] };
  return startSquadronPhase(state);
}

/** Plays on until someone must decide or the game is over. */
export function advance(step: FleetStep): FleetStep {
  let state = step.state;
  const events: FleetEvent[] = [...step.events];
  for (let guard = 0; guard < 1000; guard++) {
    const next = nextStep(state);
    if (!next) return { state, events };
    state = next.state;
    events.push(...next.events);
  }
  throw new Error('fleet: the round did not settle');
}

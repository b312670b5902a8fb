/**
 * The Command Phase (issue 43 deliverable 1; other-systems.md 5.1; seed 004, pp. 7 and 12): every
 * ship keeps a sealed stack of command dials as deep as its command value. Both players set them at
 * the same time and in secret: in round 1 the whole stack, in later rounds one new dial at the bottom
 * (the top one was revealed at the ship's activation). `dials` adds dials at the bottom of one
 * ship's stack (core/sealed-queue.ts); when every live ship's stack is full the Ship Phase begins.
 */
import { addToBottom, queueDepth } from '../../../core/sealed-queue.js';
import { ok } from '../../../core/result.js';
import type { FleetCommandOf } from '../commands.js';
import type { FleetEvent } from '../events.js';
import { shipClassOf } from '../geometry/base.js';
import type { FleetShip, FleetState } from '../state.js';
import { refuse, shipById, type FleetResult, type FleetStep } from './common.js';

/** How deep the ship's stack must be: its command value (5.1). */
export const stackDepth = (state: FleetState, ship: FleetShip): number => shipClassOf(state, ship).command;

/** Dials the ship still owes this Command Phase. */
export const dialsOwed = (state: FleetState, ship: FleetShip): number =>
  ship.destroyed ? 0 : Math.max(0, stackDepth(state, ship) - queueDepth(state.dials, ship.id));

/** The side's live ships whose stack is not full yet. */
export const shipsOwingDials = (state: FleetState, side: string): FleetShip[] =>
  state.ships.filter((s) => s.side === side && dialsOwed(state, s) > 0);

export const stacksFull = (state: FleetState): boolean => state.ships.every((s) => dialsOwed(state, s) === 0);

/** `dials`: the dials go to the bottom of the ship's stack, which may not grow past its command value. */
export function setDials(state: FleetState, cmd: FleetCommandOf<'dials'>): FleetResult {
  if (state.phase !== 'command') return refuse('WRONG_PHASE', { phase: state.phase });
  const ship = shipById(state, cmd.ship);
  if (!ship || ship.destroyed) return refuse('NO_SUCH_SHIP', { ship: cmd.ship });
  if (ship.side !== cmd.side) return refuse('NOT_YOUR_UNIT', { ship: cmd.ship });
  const depth = stackDepth(state, ship);
  const owed = dialsOwed(state, ship);
  if (owed === 0 || cmd.dials.length > owed)
    return refuse('STACK_FULL', { ship: ship.id, depth, owed, given: cmd.dials.length });
  let dials = state.dials;
  for (const dial of cmd.dials) {
    const added = addToBottom(dials, ship.id, dial, depth);
    if (!added.ok) return refuse('STACK_FULL', { ship: ship.id, depth });
    dials = added.value;
  }
  const event: FleetEvent = {
    type: 'dialsSet',
    side: cmd.side,
    ship: ship.id,
    depth: queueDepth(dials, ship.id),
    of: depth,
  };
  return ok({ state: { ...state, dials }, events: [event] });
}

/** Every stack is full: the Ship Phase begins with the player who has the initiative (5.1). */
export function startShipPhase(state: FleetState): FleetStep {
  return {
    state: { ...state, phase: 'ship', toAct: state.initiative, activation: null },
    events: [{ type: 'phaseStarted', phase: 'ship', round: state.round }],
  };
}

/** A round's Command Phase begins (round 1 at setup, later rounds after the Status Phase). */
export function startCommandPhase(state: FleetState): FleetStep {
  return {
    state: { ...state, phase: 'command', activation: null, toAct: state.initiative },
    events: [{ type: 'phaseStarted', phase: 'command', round: state.round }],
  };
}

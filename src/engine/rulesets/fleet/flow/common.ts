/**
 * What the flow's modules share (issue 43): the step type, refusals, lookups by id and the joining
 * of steps. Every rule here is pure: a state in, a new state and its events out (brief: "Every rule
 * function is pure").
 */
import { err, ruleError, type Result } from '../../../core/result.js';
import type { FleetError, FleetErrorCode, Step } from '../errors.js';
import type { FleetEvent } from '../events.js';
import type { FleetShip, FleetSquadron, FleetState } from '../state.js';

export type FleetStep = Step<FleetState, FleetEvent>;
export type FleetResult = Result<FleetStep, FleetError>;

export const refuse = (code: FleetErrorCode, detail: Record<string, unknown> = {}): { ok: false; error: FleetError } =>
  err(ruleError(code, detail));

export const shipById = (state: Pick<FleetState, 'ships'>, id: string): FleetShip | undefined =>
  state.ships.find((s) => s.id === id);

export const squadronById = (state: Pick<FleetState, 'squadrons'>, id: string): FleetSquadron | undefined =>
  state.squadrons.find((s) => s.id === id);

/** The other side of a two-sided game. */
export const otherSide = (state: Pick<FleetState, 'sides'>, side: string): string =>
  state.sides.find((s) => s.id !== side)?.id ?? side;

export const withShip = (state: FleetState, id: string, change: (ship: FleetShip) => FleetShip): FleetState => ({
  ...state,
  ships: state.ships.map((s) => (s.id === id ? change(s) : s)),
});

export const withSquadron = (
  state: FleetState,
  id: string,
  change: (sq: FleetSquadron) => FleetSquadron,
): FleetState => ({ ...state, squadrons: state.squadrons.map((s) => (s.id === id ? change(s) : s)) });

/** A step's events after `before`'s. */
export const joinSteps = (before: readonly FleetEvent[], step: FleetStep): FleetStep => ({
  state: step.state,
  events: [...before, ...step.events],
});

/** Live ships of a side not yet activated this round (Ship Phase: who may still be activated). */
export const shipsToActivate = (state: FleetState, side: string): FleetShip[] =>
  state.ships.filter((s) => s.side === side && !s.destroyed && !s.activated);

/** Live squadrons of a side not yet activated this round (Squadron Phase; 5.1: activated ones are skipped). */
export const squadronsToActivate = (state: FleetState, side: string): FleetSquadron[] =>
  state.squadrons.filter((s) => s.side === side && !s.destroyed && !s.activated);

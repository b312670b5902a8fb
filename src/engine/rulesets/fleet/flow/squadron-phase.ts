/**
 * The Squadron Phase (issue 43 deliverable 1; other-systems.md 5.1): starting with the player who
 * has the initiative, the players alternate, each activating up to `settings.squadronsPerTurn` (2)
 * squadrons in its turn; an activated squadron moves OR attacks (`squadronMove`, staying put being a
 * move to its own hex; `squadronAttack`). Squadrons already activated this round (a ship's squadron
 * command ordered them) are skipped; a side with none left is skipped. When no squadron is left the
 * Status Phase runs (status-phase.ts).
 */
import { ok } from '../../../core/result.js';
import type { FleetCommandOf } from '../commands.js';
import type { FleetEvent } from '../events.js';
import type { FleetState } from '../state.js';
import { refuse, squadronById, squadronsToActivate, withSquadron, type FleetResult, type FleetStep } from './common.js';
import { declareSquadronAttack, moveSquadron } from './deps.js';

export const squadronsPerTurn = (state: FleetState): number => state.settings.squadronsPerTurn;

export function startSquadronPhase(state: FleetState): FleetStep {
  return {
    state: {
      ...state,
      phase: 'squadron',
      activation: null,
      toAct: state.initiative,
      squadronsLeft: squadronsPerTurn(state),
    },
    events: [{ type: 'phaseStarted', phase: 'squadron', round: state.round }],
  };
}

/** A squadron activated in the Squadron Phase moves or attacks (one of the two). */
export function squadronPhaseAct(
  state: FleetState,
  cmd: FleetCommandOf<'squadronMove'> | FleetCommandOf<'squadronAttack'>,
): FleetResult {
  if (state.phase !== 'squadron') return refuse('WRONG_PHASE', { phase: state.phase });
  if (state.attack) return refuse('WRONG_STEP', { step: 'attack' });
  if (cmd.side !== state.toAct) return refuse('NOT_YOUR_TURN', { side: cmd.side, toAct: state.toAct });
  const sq = squadronById(state, cmd.squadron);
  if (!sq || sq.destroyed) return refuse('NO_SUCH_SQUADRON', { squadron: cmd.squadron });
  if (sq.side !== cmd.side) return refuse('NOT_YOUR_UNIT', { squadron: sq.id });
  if (sq.activated) return refuse('ALREADY_ACTIVATED', { squadron: sq.id });
  const activated: FleetState = {
    ...withSquadron(state, sq.id, (s) => ({ ...s, activated: true })),
    squadronsLeft: Math.max(0, state.squadronsLeft - 1),
  };
  const events: FleetEvent[] = [{ type: 'squadronActivated', squadron: sq.id, by: 'phase' }];
  const done =
    cmd.type === 'squadronMove' ? moveSquadron(activated, sq.id, cmd.to) : declareSquadronAttack(activated, cmd);
  if (!done.ok) return done;
  return ok({ state: done.value.state, events: [...events, ...done.value.events] });
}

/**
 * Who acts next in the Squadron Phase: the side to act while it has squadrons and activations left,
 * else the other side with a new turn, else the same side again with a new turn; undefined when no
 * squadron is left (the phase is over).
 */
export function nextSquadronTurn(state: FleetState, other: string): FleetState | undefined {
  const mine = squadronsToActivate(state, state.toAct).length;
  if (mine > 0 && state.squadronsLeft > 0) return state;
  if (squadronsToActivate(state, other).length > 0)
    return { ...state, toAct: other, squadronsLeft: squadronsPerTurn(state) };
  if (mine > 0) return { ...state, squadronsLeft: squadronsPerTurn(state) };
  return undefined;
}

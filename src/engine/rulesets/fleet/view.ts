/**
 * What a side (or a spectator) may see of a `fleet` game (issue 43; seed 004, pp. 7 and 12: the
 * command dials are set face down and each is revealed at its ship's activation): another side's
 * dial stacks show only their depth (`sealed`, core/sealed-queue.ts `queueView`), and another side's
 * plan waiting in the state (the rest of its turn card) is not shown. After the game everything is.
 */
import { queueView } from '../../core/sealed-queue.js';
import type { Viewer } from '../../ruleset.js';
import type { FleetCommand } from './commands.js';
import type { FleetState } from './state.js';

export const SEALED_DIAL = 'sealed';

export function viewFleet(state: FleetState, viewer: Viewer): FleetState {
  if (state.outcome) return state;
  const own = state.ships.filter((s) => s.side === viewer).map((s) => s.id);
  const plan = state.plan && state.plan.side !== viewer ? null : state.plan;
  return { ...state, dials: queueView(state.dials, own, SEALED_DIAL), plan };
}

/**
 * A logged command as anyone may read it while the game runs: a `dials` command says how many dials,
 * each `sealed`; a `plan` says nothing of its commands (what it played shows in the events).
 */
export function publicFleetCommand<C extends { readonly type: string }>(command: C): C {
  const c = command as unknown as FleetCommand;
  if (c.type === 'dials') return { ...c, dials: c.dials.map(() => SEALED_DIAL) } as unknown as C;
  if (c.type === 'plan') return { ...c, commands: [] } as unknown as C;
  return command;
}

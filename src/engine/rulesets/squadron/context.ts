/**
 * What a rule works on while a command is applied: a draft (the state copied whole: a squadron game
 * holds at most sixteen small ships, so the copy is cheap), the dice, and the events so far.
 */
import { cloneJson } from '../../core/clone.js';
import { createRng, type Rng } from '../../core/rng.js';
import type { SquadronEvent } from './events.js';
import type { SquadronState } from './state.js';

import type { DeepMutable } from '../../core/deep-mutable.js';

export type { DeepMutable };

export type Draft = DeepMutable<SquadronState>;
export type DraftShip = Draft['ships'][number];

export interface Ctx {
  readonly s: Draft;
  readonly rng: Rng;
  readonly events: SquadronEvent[];
}

export function openDraft(state: SquadronState): Ctx {
  const s = cloneJson(state) as Draft;
  return { s, rng: createRng(state.rng), events: [] };
}

/** The draft as a state again, the generator written back. */
export function closeDraft(ctx: Ctx): { state: SquadronState; events: SquadronEvent[] } {
  ctx.s.rng = ctx.rng.save() as Draft['rng'];
  return { state: ctx.s as SquadronState, events: ctx.events };
}

export function shipIn(s: Draft, id: string): DraftShip {
  const ship = s.ships.find((x) => x.id === id);
  if (!ship) throw new Error(`no ship ${id}`);
  return ship;
}

/**
 * A `vector` command at work: the state copied whole into a draft, and over its board an `impulse`
 * rules context, so fire, damage, criticals and repairs are impulse's own code (seed 002 reuses
 * seed 000's where it says nothing of its own). Both write events into one list.
 */
import { cloneJson } from '../../core/clone.js';
import { createRng, type Rng } from '../../core/rng.js';
import { type Ctx as ImpulseCtx, createCtx } from './from-impulse.js';
import type { GameState as ImpulseState } from './from-impulse.js';
import type { DeepMutable } from '../../core/deep-mutable.js';
import type { VectorEvent } from './events.js';
import type { VectorState } from './state.js';

export type VectorDraft = DeepMutable<Omit<VectorState, 'board'>> & { board: ImpulseState };

export interface VCtx {
  readonly s: VectorDraft;
  readonly rng: Rng;
  readonly events: VectorEvent[];
  /** The impulse rules over the draft's board (same generator, same events). */
  readonly rules: ImpulseCtx;
}

export function openVector(state: VectorState): VCtx {
  const s = cloneJson(state) as unknown as VectorDraft;
  const rng = createRng(s.board.rng);
  const events: VectorEvent[] = [];
  const rules = createCtx(s.board, rng, (e) => events.push(e));
  // The draft is a copy already: impulse's copy-on-write would only leave this code holding stale ships.
  for (const ship of s.board.ships) rules.copied.add(ship);
  return { s, rng, events, rules };
}

export function closeVector(ctx: VCtx): { state: VectorState; events: VectorEvent[] } {
  ctx.s.board.rng = ctx.rng.save();
  return { state: ctx.s as unknown as VectorState, events: ctx.events };
}

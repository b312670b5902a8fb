/**
 * What a rule needs while it changes a draft state: the draft, the dice, the event sink, and
 * copy-on-write access to ships and missiles.
 *
 * The draft shares every ship with the state the command was applied to, so applying a command
 * costs a copy of only what it changes (copying all twelve ships of a fleet battle took most of a
 * command's time). A rule that changes a ship first asks `editShip` for the draft's own copy and
 * changes only that; tests freeze the input state, so a rule that forgets fails loudly.
 */
import { cloneJson } from '../../core/clone.js';
import type { Rng } from '../../core/rng.js';
import type { GameEvent } from './events.js';
import type { GameState, MissileState, ShipState } from './state.js';

export interface Ctx {
  readonly state: GameState;
  readonly rng: Rng;
  emit(event: GameEvent): void;
  /** Ships and missiles already copied into this draft. */
  readonly copied: WeakSet<object>;
  /**
   * True while the commands of a batch run: forced moves wait, so the player's own later orders in
   * the batch still apply (the batch's end runs the full automatic flow).
   */
  inBatch: boolean;
}

export function createCtx(state: GameState, rng: Rng, emit: (event: GameEvent) => void): Ctx {
  return { state, rng, emit, copied: new WeakSet(), inBatch: false };
}

function editIn<T extends { readonly id: string }>(ctx: Ctx, list: T[], item: T, what: string): T {
  const index = list.findIndex((x) => x.id === item.id);
  const current = list[index];
  if (current === undefined) throw new Error(`no ${what} ${item.id} in the draft`);
  if (ctx.copied.has(current)) return current;
  const copy = cloneJson(current);
  list[index] = copy;
  ctx.copied.add(copy);
  return copy;
}

/** The draft's own, changeable copy of a ship (always the newest one, whatever reference is passed). */
export const editShip = (ctx: Ctx, ship: ShipState): ShipState => editIn(ctx, ctx.state.ships, ship, 'ship');

export const editMissile = (ctx: Ctx, missile: MissileState): MissileState =>
  editIn(ctx, ctx.state.missiles, missile, 'missile');

/** What players tell a `vector` game (issue 15), as zod checks it at the boundary. */
import { z } from 'zod';

const Side = z.string().min(1);
const Ship = z.string().min(1);
const Order = z.object({ accel: z.number().int().min(-12).max(12), course: z.number().int().min(-6).max(6) });

export const VectorCommandSchema = z.discriminatedUnion('type', [
  /** Reaction Phase: one ship's orders, sealed until every ship has its own. */
  z.object({ type: z.literal('order'), side: Side, ship: Ship, accel: Order.shape.accel, course: Order.shape.course }),
  /** Reaction Phase: several ships' orders at once (a missed deadline's defaults). */
  z.object({ type: z.literal('orders'), side: Side, orders: z.record(Ship, Order) }),
  /**
   * Movement Phase: the next hex of the ship moving now, straight or after a facing change (one per
   * hex); a ship at rest may pivot (setting `restingPivot`) or stay.
   */
  z.object({
    type: z.literal('move'),
    side: Side,
    ship: Ship,
    how: z.enum(['straight', 'turnLeft', 'turnRight', 'pivotLeft', 'pivotRight', 'stay']),
  }),
  /** Attack Phase: a weapon group fires (impulse's fire command: one target, or one per weapon). */
  z.object({
    type: z.literal('fire'),
    side: Side,
    ship: Ship,
    group: z.number().int().min(0).max(7),
    targets: z.array(z.string().min(1).nullable()).min(1).max(6),
  }),
  /** Attack Phase: this side fires no more in this round. */
  z.object({ type: z.literal('done'), side: Side }),
  z.object({ type: z.literal('concede'), side: Side }),
]);
export type VectorCommand = z.input<typeof VectorCommandSchema>;
export type ParsedVectorCommand = z.output<typeof VectorCommandSchema>;

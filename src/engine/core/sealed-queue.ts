/**
 * Stacked sealed orders (issue 42; other-systems.md section 5.5, Armada's command dials): each unit
 * keeps a queue of secret orders, set several deep at once at the start (round 1), the top one
 * revealed when the unit activates, and one more added at the bottom each round to keep the depth.
 * Its owner sees the whole queue; everyone else sees only how deep it is. `sealed-orders.ts` is the
 * one-order-per-side form (all revealed together); this is the per-unit, one-at-a-time form.
 *
 * Plain JSON in the game state: unit id -> that unit's orders, top (next to reveal) first. Orders a
 * player gives wrongly (a queue set twice, too deep, an order added to a full queue) are rule errors.
 */
import { err, ok, ruleError, type Result, type RuleError } from './result.js';

export type SealedQueues<T> = Readonly<Record<string, readonly T[]>>;

export type QueueError = RuleError<'NO_SUCH_UNIT' | 'QUEUE_ALREADY_SET' | 'QUEUE_DEPTH' | 'QUEUE_FULL' | 'QUEUE_EMPTY'>;

/** Every unit with an empty queue. */
export const openQueues = <T>(units: readonly string[]): SealedQueues<T> =>
  Object.fromEntries(units.map((unit) => [unit, [] as T[]]));

/** How many orders a unit has waiting (what everyone may know). */
export const queueDepth = <T>(queues: SealedQueues<T>, unit: string): number => queues[unit]?.length ?? 0;

/** The units whose queue is shorter than `depth`, in `order`: who still owes orders. */
export const stillToQueue = <T>(queues: SealedQueues<T>, order: readonly string[], depth: number): string[] =>
  order.filter((unit) => unit in queues && queueDepth(queues, unit) < depth);

/** Sets an empty queue `depth` deep at once (the first round's whole stack). */
export function setQueue<T>(
  queues: SealedQueues<T>,
  unit: string,
  orders: readonly T[],
  depth: number,
): Result<SealedQueues<T>, QueueError> {
  if (!(unit in queues)) return err(ruleError('NO_SUCH_UNIT', { unit }));
  if (queueDepth(queues, unit) > 0) return err(ruleError('QUEUE_ALREADY_SET', { unit }));
  if (orders.length !== depth) return err(ruleError('QUEUE_DEPTH', { unit, depth, given: orders.length }));
  return ok({ ...queues, [unit]: [...orders] });
}

/** Adds one order at the bottom (each later round), up to `depth` orders waiting. */
export function addToBottom<T>(
  queues: SealedQueues<T>,
  unit: string,
  order: T,
  depth: number,
): Result<SealedQueues<T>, QueueError> {
  if (!(unit in queues)) return err(ruleError('NO_SUCH_UNIT', { unit }));
  if (queueDepth(queues, unit) >= depth) return err(ruleError('QUEUE_FULL', { unit, depth }));
  return ok({ ...queues, [unit]: [...(queues[unit] ?? []), order] });
}

/** Reveals the top order at the unit's activation: the order, and the queues without it. */
export function revealTop<T>(
  queues: SealedQueues<T>,
  unit: string,
): Result<{ readonly order: T; readonly queues: SealedQueues<T> }, QueueError> {
  if (!(unit in queues)) return err(ruleError('NO_SUCH_UNIT', { unit }));
  const [top, ...rest] = queues[unit] ?? [];
  if (top === undefined) return err(ruleError('QUEUE_EMPTY', { unit }));
  return ok({ order: top, queues: { ...queues, [unit]: rest } });
}

/**
 * What a viewer may see: the queues of `own` units whole, every other queue as `hidden` repeated to
 * its depth (the depth is public, the orders are not).
 */
export function queueView<T>(queues: SealedQueues<T>, own: readonly string[], hidden: T): SealedQueues<T> {
  return Object.fromEntries(
    Object.entries(queues).map(([unit, orders]) => [unit, own.includes(unit) ? orders : orders.map(() => hidden)]),
  );
}

/**
 * Activation queues (issue 12's shared services; ../shared/reference/other-systems.md section 1): the
 * order in which units act. By a stat (X-Wing pilot skill: lowest first to move, highest first to
 * shoot), ties broken by a side order (the player with initiative first, or last), or alternating
 * between sides (Armada ships, 40k fights), each side's units in their own order.
 */
export interface Activatable {
  readonly id: string;
  readonly side: string;
}

export interface ByStat<U extends Activatable> {
  readonly kind: 'byStat';
  readonly stat: (unit: U) => number;
  readonly direction: 'ascending' | 'descending';
  /** Sides in the order ties go: the first side's units act first among equals. */
  readonly tieSides: readonly string[];
}

export interface Alternating {
  readonly kind: 'alternating';
  /** Sides in the order they take turns; a side out of units is skipped. */
  readonly sides: readonly string[];
}

export type ActivationOrder<U extends Activatable> = ByStat<U> | Alternating;

const sideRank = (sides: readonly string[], side: string): number => {
  const i = sides.indexOf(side);
  return i < 0 ? sides.length : i;
};

/**
 * The units in the order they activate. The order within a side that the rules leave open is the
 * order `units` come in (a scenario's list), so the queue is the same on every replay.
 */
export function activationQueue<U extends Activatable>(units: readonly U[], order: ActivationOrder<U>): U[] {
  if (order.kind === 'byStat') {
    const sign = order.direction === 'ascending' ? 1 : -1;
    return units
      .map((unit, index) => ({ unit, index }))
      .sort(
        (a, b) =>
          sign * (order.stat(a.unit) - order.stat(b.unit)) ||
          sideRank(order.tieSides, a.unit.side) - sideRank(order.tieSides, b.unit.side) ||
          a.index - b.index,
      )
      .map((x) => x.unit);
  }
  const bySide = order.sides.map((side) => units.filter((u) => u.side === side));
  const queue: U[] = [];
  for (let round = 0; queue.length < units.length && bySide.some((list) => list.length > round); round += 1) {
    for (const list of bySide) {
      const next = list[round];
      if (next) queue.push(next);
    }
  }
  return queue;
}

/** The next unit to act after those already done, or undefined when all have acted. */
export function nextToActivate<U extends Activatable>(queue: readonly U[], done: ReadonlySet<string>): U | undefined {
  return queue.find((u) => !done.has(u.id));
}

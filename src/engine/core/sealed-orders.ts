/**
 * Secret simultaneous orders (issue 12's shared services; other-systems.md section 1): each side's
 * orders are sealed as they come in, the others see only that they are in ("n of m ready"), and all
 * are revealed together once every side has sealed. A ruleset's simultaneous orders phase keeps its
 * orders this way: squadron's dials, fleet's command dials and vector's Reaction Phase among them.
 *
 * Sealed orders are plain JSON in the game state: a side's entry is null until it seals.
 */
export type Sealed<T> = Readonly<Record<string, T | null>>;

/** Nobody has sealed yet. */
export const openSealed = <T>(sides: readonly string[]): Sealed<T> =>
  Object.fromEntries(sides.map((side) => [side, null]));

export const hasSealed = <T>(sealed: Sealed<T>, side: string): boolean =>
  sealed[side] !== null && sealed[side] !== undefined;

/** The sides still to seal, in `order`. */
export const stillToSeal = <T>(sealed: Sealed<T>, order: readonly string[]): string[] =>
  order.filter((side) => !hasSealed(sealed, side));

export const seal = <T>(sealed: Sealed<T>, side: string, orders: T): Sealed<T> => ({ ...sealed, [side]: orders });

/** How many sides have sealed, of how many: what everyone may know before the reveal. */
export function readiness<T>(sealed: Sealed<T>): { readonly ready: number; readonly of: number } {
  const entries = Object.values(sealed);
  return { ready: entries.filter((e) => e !== null).length, of: entries.length };
}

export const allSealed = <T>(sealed: Sealed<T>): boolean => Object.values(sealed).every((e) => e !== null);

/**
 * What `viewer` may see before the reveal: their own orders, and for every other side only whether
 * it has sealed (its orders replaced by `hidden`).
 */
export function sealedView<T>(sealed: Sealed<T>, viewer: string, hidden: T): Sealed<T> {
  return Object.fromEntries(
    Object.entries(sealed).map(([side, orders]) => [side, orders === null || side === viewer ? orders : hidden]),
  );
}

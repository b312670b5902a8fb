/**
 * Target locks (issue 14; seed 001, "Aquisição de Mira"). A ship acquires a lock on an enemy at range
 * 1-3, measured all round (360°), and may measure before it commits. It holds one lock at most (its
 * blue token); many ships may lock one target (several red tokens on it). A lock stays until spent on
 * an attack against that target, or until its holder locks another ship: the End phase keeps it.
 * Each pair of tokens has a letter, the lowest free one, so the map can pair them.
 */
export interface Lock {
  readonly target: string;
  readonly letter: string;
}

/** Locks by the ship that holds them. */
export type Locks = Readonly<Record<string, Lock>>;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export type LockRefusal = 'OUT_OF_RANGE' | 'NOT_AN_ENEMY';

/** The range bands a lock reaches ("Alcance 1, 2 ou 3"). */
export const LOCK_BANDS: readonly number[] = [1, 2, 3];

/**
 * `holder` locks `target`, whose range band from it is `band` (undefined beyond the ruler): the
 * holder's old lock goes, the new one takes the lowest free letter.
 */
export function acquireLock(
  locks: Locks,
  holder: string,
  target: string,
  band: number | undefined,
  enemy: boolean,
): { readonly locks: Locks } | { readonly refused: LockRefusal } {
  if (!enemy) return { refused: 'NOT_AN_ENEMY' };
  if (band === undefined || !LOCK_BANDS.includes(band)) return { refused: 'OUT_OF_RANGE' };
  const rest: Record<string, Lock> = { ...locks };
  delete rest[holder];
  const used = new Set(Object.values(rest).map((l) => l.letter));
  const letter = [...LETTERS].find((l) => !used.has(l)) ?? '?';
  return { locks: { ...rest, [holder]: { target, letter } } };
}

/** Whether `holder` may spend a lock attacking `target`: only the lock on that very ship. */
export const canSpendLock = (locks: Locks, holder: string, target: string): boolean => locks[holder]?.target === target;

/** The locks once `holder` spends its lock. */
export function spendLockToken(locks: Locks, holder: string): Locks {
  const rest: Record<string, Lock> = { ...locks };
  delete rest[holder];
  return rest;
}

/** The red tokens on a ship: who holds a lock on it. */
export const lockedBy = (locks: Locks, target: string): string[] =>
  Object.entries(locks)
    .filter(([, l]) => l.target === target)
    .map(([holder]) => holder);

/**
 * Dice whose faces show symbols, not numbers (issue 12's shared services;
 * ../shared/reference/other-systems.md section 1): an X-Wing-style attack die (3 hit, 1 crit,
 * 2 focus, 2 blank), an Armada die with a hit+crit face. A face is a multiset of symbols, so a face may
 * show two of one symbol or two symbols at once, and a blank face shows none.
 *
 * A roll is a pool of dice, each remembering its face and whether it was rerolled, so the rules'
 * limits ("a die may be rerolled once per attack") are the pool's to check. Every roll, reroll,
 * change of face and added die is an event, for the damage report and for anyone checking a game
 * from its revealed seed (DESIGN.md section 4).
 */
import { err, ok, ruleError, type Result, type RuleError } from './result.js';
import type { Rng } from './rng.js';

/** How many of each symbol a face shows: `{ hit: 1 }`, `{ hit: 1, crit: 1 }`, `{}` for a blank. */
export type Face = Readonly<Record<string, number>>;

export interface SymbolDie {
  readonly name: string;
  readonly faces: readonly Face[];
}

/** One die of a pool: which face is up (an index into the die's faces) and whether it was rerolled. */
export interface PoolDie {
  readonly face: number;
  readonly rerolled: boolean;
}

export interface DicePool {
  readonly die: string;
  readonly dice: readonly PoolDie[];
}

export type SymbolDiceEvent =
  | {
      readonly type: 'symbolDiceRolled';
      readonly purpose: string;
      readonly die: string;
      readonly faces: readonly number[];
    }
  | {
      readonly type: 'symbolDiceRerolled';
      readonly purpose: string;
      readonly die: string;
      readonly which: readonly number[];
      readonly faces: readonly number[];
    }
  | {
      readonly type: 'symbolDieChanged';
      readonly purpose: string;
      readonly die: string;
      readonly which: number;
      readonly from: number;
      readonly to: number;
    }
  | { readonly type: 'symbolDieAdded'; readonly purpose: string; readonly die: string; readonly face: number };

export interface Rolled {
  readonly pool: DicePool;
  readonly event: SymbolDiceEvent;
}

export type DiceError = RuleError<'NO_SUCH_DIE' | 'ALREADY_REROLLED' | 'NO_SUCH_FACE'>;

/**
 * One face of `die`, uniformly: the generator picks a face number 1..n (so a scripted generator in a
 * test names faces by their place on the die, 1-based).
 */
function rollFace(rng: Rng, die: SymbolDie): number {
  const numbers = die.faces.map((_, i) => i + 1);
  return rng.face(numbers) - 1;
}

export function rollPool(rng: Rng, die: SymbolDie, count: number, purpose: string): Rolled {
  const faces = Array.from({ length: count }, () => rollFace(rng, die));
  return {
    pool: { die: die.name, dice: faces.map((face) => ({ face, rerolled: false })) },
    event: { type: 'symbolDiceRolled', purpose, die: die.name, faces },
  };
}

/**
 * Rerolls the dice at `which` (indices into the pool). With `once` (the usual rule), a die already
 * rerolled may not be rerolled again.
 */
export function reroll(
  rng: Rng,
  die: SymbolDie,
  pool: DicePool,
  which: readonly number[],
  purpose: string,
  once = true,
): Result<Rolled, DiceError> {
  for (const i of which) {
    const current = pool.dice[i];
    if (!current) return err(ruleError('NO_SUCH_DIE', { index: i, dice: pool.dice.length }));
    if (once && current.rerolled) return err(ruleError('ALREADY_REROLLED', { index: i }));
  }
  const chosen = new Set(which);
  const faces: number[] = [];
  const dice = pool.dice.map((d, i) => {
    if (!chosen.has(i)) return d;
    const face = rollFace(rng, die);
    faces.push(face);
    return { face, rerolled: true };
  });
  return ok({
    pool: { ...pool, dice },
    event: { type: 'symbolDiceRerolled', purpose, die: die.name, which: [...which], faces },
  });
}

/** Turns one die to another face (a focus spent: focus to hit), without rolling. */
export function changeFace(
  die: SymbolDie,
  pool: DicePool,
  which: number,
  to: number,
  purpose: string,
): Result<Rolled, DiceError> {
  const current = pool.dice[which];
  if (!current) return err(ruleError('NO_SUCH_DIE', { index: which, dice: pool.dice.length }));
  if (die.faces[to] === undefined) return err(ruleError('NO_SUCH_FACE', { face: to, faces: die.faces.length }));
  const dice = pool.dice.map((d, i) => (i === which ? { ...d, face: to } : d));
  return ok({
    pool: { ...pool, dice },
    event: { type: 'symbolDieChanged', purpose, die: die.name, which, from: current.face, to },
  });
}

/** Adds a die showing `face` (an "add a result" effect): it was not rolled, so it counts as rerolled. */
export function addDie(die: SymbolDie, pool: DicePool, face: number, purpose: string): Result<Rolled, DiceError> {
  if (die.faces[face] === undefined) return err(ruleError('NO_SUCH_FACE', { face, faces: die.faces.length }));
  return ok({
    pool: { ...pool, dice: [...pool.dice, { face, rerolled: true }] },
    event: { type: 'symbolDieAdded', purpose, die: die.name, face },
  });
}

/** The symbols the pool shows, counted. */
export function countSymbols(die: SymbolDie, pool: DicePool): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const d of pool.dice) {
    for (const [symbol, n] of Object.entries(die.faces[d.face] ?? {})) totals[symbol] = (totals[symbol] ?? 0) + n;
  }
  return totals;
}

/** The first face of `die` that shows exactly these symbols (to name a face by what it shows). */
export function faceShowing(die: SymbolDie, symbols: Face): number {
  const key = (f: Face) =>
    JSON.stringify(
      Object.entries(f)
        .filter(([, n]) => n > 0)
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    );
  const index = die.faces.findIndex((f) => key(f) === key(symbols));
  if (index < 0) throw new Error(`die ${die.name} has no face showing ${JSON.stringify(symbols)}`);
  return index;
}

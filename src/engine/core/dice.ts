/**
 * Named dice. A die is a list of numeric faces, so a ruleset can declare custom dice (a d4 for a
 * random arc, a die with blank faces as 0) next to the ordinary d6. Every roll becomes a
 * `diceRolled` event (purpose, dice, faces, result) so reports can show the dice and anyone can
 * re-check a game from its revealed seed (DESIGN.md section 4).
 */
import type { Rng } from './rng.js';

export interface Die {
  readonly name: string;
  readonly faces: readonly number[];
}

export const D6: Die = { name: 'd6', faces: [1, 2, 3, 4, 5, 6] };

/** A die with faces 1..n, for picking one of n things at random. */
export const dieOf = (n: number): Die => ({ name: `d${n}`, faces: Array.from({ length: n }, (_, i) => i + 1) });

export interface DiceRolled {
  readonly type: 'diceRolled';
  /** What the roll decides, such as "repair Helm Down on Vigil". */
  readonly purpose: string;
  /** Dice notation such as "2d6". */
  readonly dice: string;
  readonly faces: readonly number[];
  /** The sum of the faces. */
  readonly result: number;
}

export function rollDice(rng: Rng, die: Die, count: number, purpose: string): DiceRolled {
  const faces: number[] = [];
  for (let i = 0; i < count; i++) faces.push(rng.face(die.faces));
  return { type: 'diceRolled', purpose, dice: `${count}${die.name}`, faces, result: faces.reduce((a, b) => a + b, 0) };
}

/**
 * Picks one of `items` at random with a die of that many faces, face k choosing item k. With a
 * single item there is nothing to roll, so no roll happens.
 */
export function pickAtRandom<T>(rng: Rng, items: readonly T[], purpose: string): { item: T; roll: DiceRolled | null } {
  if (items.length === 0) throw new Error(`nothing to pick from for ${purpose}`);
  if (items.length === 1) return { item: items[0] as T, roll: null };
  const roll = rollDice(rng, dieOf(items.length), 1, purpose);
  return { item: items[roll.result - 1] as T, roll };
}

/**
 * Seed 003, "Attack Sequence", Wound Roll: "Compare weapon S to target T. Roll 1D6 >= the target
 * shown below": S >= 2xT 2+, S > T 3+, S = T 4+, S < T 5+, Sx2 <= T 6+; "Twin-linked rerolls,
 * Anti-X Y+ auto-wound, Devastating Wounds". Other-systems.md 4.3: an unmodified 1 fails, an
 * unmodified 6 is a Critical Wound; [ANTI-X Y+] crits on Y+; [DEVASTATING WOUNDS] turn a critical
 * wound into mortal wounds equal to D; [LANCE] +1 to wound after charging. Modifiers capped +1/-1.
 */
import { D6, rollDice, type DiceRolled } from '../../../core/dice.js';
import type { Rng } from '../../../core/rng.js';
import { capModifier, clampNeeded } from './common.js';

/** Seed 003's wound table, row by row (the 6+ row first: it is the narrower one). */
export function woundNeeded(strength: number, toughness: number): number {
  if (strength >= 2 * toughness) return 2;
  if (strength > toughness) return 3;
  if (strength === toughness) return 4;
  if (2 * strength <= toughness) return 6;
  return 5;
}

export interface WoundRollInput {
  /** Hits that roll to wound (lethal hits excluded: they wound automatically). */
  readonly hits: number;
  readonly strength: number;
  readonly toughness: number;
  /** Summed modifiers (lance +1), capped here. */
  readonly modifier: number;
  readonly twinLinked: boolean;
  /** Anti-X Y+ against a target with X: an unmodified Y+ is a critical wound. */
  readonly antiThreshold: number | null;
  readonly devastatingWounds: boolean;
  readonly purpose: string;
}

export interface WoundRollResult {
  readonly dice: number[];
  readonly rerolls: { from: number; to: number }[];
  readonly needed: number;
  /** Wounds that need a save (devastating ones excluded). */
  readonly wounds: number;
  readonly criticals: number;
  /** Critical wounds turned into mortal wounds (Devastating Wounds). */
  readonly devastating: number;
  readonly rolls: DiceRolled[];
}

const criticalOn = (antiThreshold: number | null): number => Math.min(6, antiThreshold ?? 6);

/** A die wounds: a critical always, never a natural 1, else on `needed` or more. */
export const woundSucceeds = (die: number, needed: number, critical: number): boolean =>
  die >= critical || (die !== 1 && die >= needed);

/** Seed 003, Wound Roll: the dice, Twin-linked's rerolls of failed rolls, criticals, devastating wounds. */
export function rollWounds(rng: Rng, input: WoundRollInput): WoundRollResult {
  const needed = clampNeeded(woundNeeded(input.strength, input.toughness) - capModifier(input.modifier));
  const critical = criticalOn(input.antiThreshold);
  const rolls: DiceRolled[] = [];
  if (input.hits === 0) return { dice: [], rerolls: [], needed, wounds: 0, criticals: 0, devastating: 0, rolls };
  const first = rollDice(rng, D6, input.hits, `wound: ${input.purpose}`);
  rolls.push(first);
  const dice = [...first.faces];
  const rerolls: { from: number; to: number }[] = [];
  const failed = dice.flatMap((d, i) => (woundSucceeds(d, needed, critical) ? [] : [i]));
  if (input.twinLinked && failed.length > 0) {
    const again = rollDice(rng, D6, failed.length, `wound reroll: ${input.purpose}`);
    rolls.push(again);
    failed.forEach((at, k) => {
      const to = again.faces[k] as number;
      rerolls.push({ from: dice[at] as number, to });
      dice[at] = to;
    });
  }
  let wounds = 0;
  let criticals = 0;
  for (const d of dice) {
    if (!woundSucceeds(d, needed, critical)) continue;
    wounds += 1;
    if (d >= critical) criticals += 1;
  }
  const devastating = input.devastatingWounds ? criticals : 0;
  return { dice, rerolls, needed, wounds: wounds - devastating, criticals, devastating, rolls };
}

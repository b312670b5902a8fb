/**
 * Seed 003, "Attack Sequence", Hit Roll: "Roll 1D6 per attack. Success on >= BS/WS (natural 1 always
 * fails, natural 6 always succeeds)", with "+1 / -1 modifiers", "Reroll 1s", "Sustained / Lethal
 * Hits". Other-systems.md 4.3: [TORRENT] hits automatically; an unmodified 6 is a Critical Hit,
 * which triggers [SUSTAINED HITS X] (X more hits) and [LETHAL HITS] (it wounds automatically).
 * The brief: modifiers summed then capped at +1/-1 (cover -1, heavy +1, an engaged vehicle -1);
 * Fire Overwatch hits only on unmodified 6s.
 */
import { D6, rollDice, type DiceRolled } from '../../../core/dice.js';
import type { Rng } from '../../../core/rng.js';
import { capModifier, clampNeeded } from './common.js';

export type HitModifier = 'cover' | 'heavy' | 'engagedVehicle' | 'overwatch';

/** What each modifier does to the roll (cover makes it harder: the needed roll goes up). */
const EFFECT: Record<HitModifier, number> = { cover: -1, heavy: 1, engagedVehicle: -1, overwatch: 0 };

/**
 * The roll a hit needs: the weapon's skill less the capped sum of the modifiers, 2 to 6; with
 * Fire Overwatch a 6 whatever the rest (only an unmodified 6 hits).
 */
export function hitNeeded(skill: number, modifiers: readonly HitModifier[]): number {
  if (modifiers.includes('overwatch')) return 6;
  return clampNeeded(skill - capModifier(modifiers.reduce((n, m) => n + EFFECT[m], 0)));
}

export interface HitRollInput {
  readonly attacks: number;
  readonly needed: number;
  readonly torrent: boolean;
  readonly rerollOnes: boolean;
  readonly sustainedHits: number;
  readonly lethalHits: boolean;
  readonly purpose: string;
}

export interface HitRollResult {
  /** The dice as they stand after rerolls. */
  readonly dice: number[];
  readonly rerolls: { from: number; to: number }[];
  /** Every hit that goes on: successful dice plus Sustained Hits' extra hits (lethal ones included). */
  readonly hits: number;
  readonly criticals: number;
  readonly sustained: number;
  /** Hits that wound automatically (Lethal Hits): they skip the wound roll, and are not critical wounds. */
  readonly lethal: number;
  readonly automatic: boolean;
  readonly rolls: DiceRolled[];
}

/** A die hits: never a natural 1, always a natural 6, else on `needed` or more. */
export const hitSucceeds = (die: number, needed: number): boolean => die !== 1 && (die === 6 || die >= needed);

/** Seed 003, Hit Roll: the attack's dice, rerolls of 1s, critical hits and what they trigger. */
export function rollHits(rng: Rng, input: HitRollInput): HitRollResult {
  if (input.torrent)
    return {
      dice: [],
      rerolls: [],
      hits: input.attacks,
      criticals: 0,
      sustained: 0,
      lethal: 0,
      automatic: true,
      rolls: [],
    };
  const rolls: DiceRolled[] = [];
  if (input.attacks === 0)
    return { dice: [], rerolls: [], hits: 0, criticals: 0, sustained: 0, lethal: 0, automatic: false, rolls };
  const first = rollDice(rng, D6, input.attacks, `hit: ${input.purpose}`);
  rolls.push(first);
  const dice = [...first.faces];
  const rerolls: { from: number; to: number }[] = [];
  // Reroll 1s (a unit's rerollHitOnes): each 1 once.
  const ones = dice.flatMap((d, i) => (d === 1 ? [i] : []));
  if (input.rerollOnes && ones.length > 0) {
    const again = rollDice(rng, D6, ones.length, `hit reroll: ${input.purpose}`);
    rolls.push(again);
    ones.forEach((at, k) => {
      const to = again.faces[k] as number;
      rerolls.push({ from: dice[at] as number, to });
      dice[at] = to;
    });
  }
  let hits = 0;
  let criticals = 0;
  for (const d of dice) {
    if (!hitSucceeds(d, input.needed)) continue;
    hits += 1;
    if (d === 6) criticals += 1;
  }
  const sustained = criticals * input.sustainedHits;
  const lethal = input.lethalHits ? criticals : 0;
  return { dice, rerolls, hits: hits + sustained, criticals, sustained, lethal, automatic: false, rolls };
}

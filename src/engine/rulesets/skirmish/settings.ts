/**
 * `skirmish`'s settings: what seed 003 leaves open, each with its documented default (issue 44).
 * - `rounds`: the battle's length in battle rounds; 5, as 40k's (other-systems.md 4.2); a mission may set it.
 * - `firstTurn`: `rollOff` (a D6 each, the higher takes the first turn, rerolled on a tie: 40k's own)
 *   or `listed` (the mission's first side always goes first).
 * - `startingCp`: Command points each side starts with; 0 (both gain 1 in every Command phase, seed 003).
 * - `cpCap`: the most CP a side may hold; 10 (4.2: "each player gains 1 CP if on 10 or fewer").
 * - `remainingFightsFirst`: after the Fights First step, the player who selects first among the remaining
 *   combats: `defender` (the player whose turn it is not, as 10th edition) or `active`.
 */
import { z } from 'zod';

export const SkirmishSettingsSchema = z
  .object({
    rounds: z.number().int().min(1).max(8).optional(),
    firstTurn: z.enum(['rollOff', 'listed']).default('rollOff'),
    startingCp: z.number().int().min(0).max(10).default(0),
    cpCap: z.number().int().min(1).max(20).default(10),
    remainingFightsFirst: z.enum(['defender', 'active']).default('defender'),
  })
  .strict();
export type SkirmishSettings = z.infer<typeof SkirmishSettingsSchema>;

export const DEFAULT_SKIRMISH_SETTINGS: SkirmishSettings = {
  firstTurn: 'rollOff',
  startingCp: 0,
  cpCap: 10,
  remainingFightsFirst: 'defender',
};

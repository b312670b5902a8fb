/**
 * `fleet`'s settings: what seed 004 leaves open, each with its documented default (issue 43).
 * - `rounds`: the game's length; 6, as Armada's (other-systems.md 5.1); a scenario may set its own.
 * - `initiative`: `alternate` passes the initiative to the other player in each Status Phase (issue
 *   43: "pass the initiative"); `fixed` keeps the first player for the whole game, as the printed
 *   game does (its initiative token is only flipped to mark the round).
 * - `squadronsPerTurn`: squadrons a player activates per turn in the Squadron Phase; 2 (5.1).
 */
import { z } from 'zod';

export const FleetSettingsSchema = z
  .object({
    rounds: z.number().int().min(1).max(12).optional(),
    initiative: z.enum(['alternate', 'fixed']).default('alternate'),
    squadronsPerTurn: z.number().int().min(1).max(4).default(2),
  })
  .strict();
export type FleetSettings = z.infer<typeof FleetSettingsSchema>;

export const DEFAULT_FLEET_SETTINGS: FleetSettings = { initiative: 'alternate', squadronsPerTurn: 2 };

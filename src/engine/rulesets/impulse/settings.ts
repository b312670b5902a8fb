/**
 * Game settings for what the rules leave open (DESIGN.md sections 4-5), with documented defaults.
 * A scenario may override any of them; the values are stored in the game state, so a game keeps the
 * settings it started with.
 */
import { z } from 'zod';

export const SettingsSchema = z
  .object({
    /**
     * "simultaneous" (default): both sides submit their Power Phase choices privately and the bot
     * reveals them together; "sequential": seed 000 section 1.5's order, initiative player first.
     */
    powerPhase: z.enum(['simultaneous', 'sequential']),
    /** Friendly collisions deal damage to each ship on the shield facing the other (DESIGN.md section 5). */
    collisions: z.boolean(),
    /** Damage each ship takes in a friendly collision (DESIGN.md section 5: 3). */
    collisionDamage: z.number().int().min(0).max(10),
    /** One map's size in hexes, columns by rows (default 24 x 18). */
    mapColumns: z.number().int().min(8).max(200),
    mapRows: z.number().int().min(8).max(200),
    /** How many maps the floating area may join before the retreat rule applies (seed 000: a second map). */
    maps: z.number().int().min(1).max(4),
    /** A ship at the edge of the full area this far or farther from every other ship retreats (seed 000: 6). */
    retreatDistance: z.number().int().min(1).max(30),
    /** Die modifier for each asteroid hex a line of fire crosses (talon-mechanics.md section 6.9: -1). */
    asteroidModifier: z.number().int().min(-3).max(0),
    /** Die modifier for each nebula hex a line of fire crosses (-1). */
    nebulaModifier: z.number().int().min(-3).max(0),
    /** Shields (and reinforcements) stop nothing while their ship is inside a nebula. */
    nebulaStopsShields: z.boolean(),
  })
  .strict();

export type Settings = z.infer<typeof SettingsSchema>;
export const SettingsOverridesSchema = SettingsSchema.partial();
export type SettingsOverrides = z.infer<typeof SettingsOverridesSchema>;

export const DEFAULT_SETTINGS: Settings = {
  powerPhase: 'simultaneous',
  collisions: true,
  collisionDamage: 3,
  mapColumns: 24,
  mapRows: 18,
  maps: 2,
  retreatDistance: 6,
  asteroidModifier: -1,
  nebulaModifier: -1,
  nebulaStopsShields: true,
};

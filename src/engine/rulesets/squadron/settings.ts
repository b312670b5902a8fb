/**
 * The choices seed 001 leaves open, each a game setting with its documented default (issue 14;
 * ../shared/reference/other-systems.md section 2.1). The seed follows the first edition, so it is the
 * default; the second edition's differences we model are range 0 for touching bases and 45° arcs.
 */
import { z } from 'zod';

export const SquadronSettingsSchema = z.object({
  /** `first` (the seed's) or `second`: range 0 when bases touch, arcs 45° each side. */
  edition: z.enum(['first', 'second']).default('first'),
  /**
   * First edition: ships whose bases touch after a collision may not attack each other this round
   * (the FAQ's "Colisões"). The second edition dropped the rule.
   */
  touchingShipsHoldFire: z.boolean().default(true),
  /** A ship whose manoeuvre ends off the playing area has fled: it counts as destroyed (seed 001's mat). */
  fleeingDestroys: z.boolean().default(true),
});
export type SquadronSettings = z.infer<typeof SquadronSettingsSchema>;

export const DEFAULT_SQUADRON_SETTINGS: SquadronSettings = SquadronSettingsSchema.parse({});

/**
 * The points seed 002 leaves open, as settings with documented defaults (issue 15, deliverable 3;
 * ../shared/reference/other-systems.md section 3.2).
 */
import { z } from 'zod';

export const VectorSettingsSchema = z.object({
  /**
   * Velocity is unlimited, as the seed has it; `fiveTimesDrives` is the limit the seed suggests
   * (five times the current tactical drives).
   */
  velocityCap: z.enum(['none', 'fiveTimesDrives']).default('none'),
  /**
   * Turning at velocity 0: "one facing per space moved" leaves a ship at rest unable to turn. `one`
   * (default) lets it pivot one facing in the first Movement Phase without moving; `none` keeps the
   * seed strict.
   */
  restingPivot: z.enum(['one', 'none']).default('one'),
  /**
   * What counts as not completing the course change: the net facings turned by the end of the turn
   * fall short of the declared course (the only reading the seed's words allow; kept as a setting so
   * a pilot-check reading can join it).
   */
  courseChange: z.enum(['declaredFacings']).default('declaredFacings'),
  /**
   * The order of moves within a Movement Phase ("each player moves one of his ships"): the sides
   * alternate, the initiative's first, each moving one ship its whole third.
   */
  movementOrder: z.enum(['alternate']).default('alternate'),
  /** Hull boxes marked per tactical drives box marked off (seed 002 is silent; documented choice). */
  hullBoxesPerDriveBox: z.number().int().min(1).max(10).default(3),
  /** The die modifier on every attack of a ship that lost control last turn (seed 002: "-2"). */
  lossOfControlModifier: z.number().int().min(-6).max(0).default(-2),
  /** A ship this far from every enemy at the end of a turn has left the battle. */
  disengageDistance: z.number().int().min(6).max(200).default(40),
});
export type VectorSettings = z.infer<typeof VectorSettingsSchema>;
export const DEFAULT_VECTOR_SETTINGS: VectorSettings = VectorSettingsSchema.parse({});

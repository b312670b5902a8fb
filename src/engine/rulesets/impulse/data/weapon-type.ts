/**
 * Weapon type data (assets/weapons/*.json): range bands, each with the damage for die faces 1-6.
 * A missile launcher has no damage table of its own: it launches missiles with the stats given.
 */
import { z } from 'zod';

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use lower-case letters, digits and single hyphens');

export const RangeBandSchema = z
  .object({
    from: z.number().int().min(1, 'no weapon fires at range 0 (same hex)'),
    to: z.number().int().min(1).max(30),
    /** Damage for die faces 1, 2, 3, 4, 5, 6. */
    damage: z.array(z.number().int().min(0).max(20)).length(6),
  })
  .strict()
  .refine((b) => b.to >= b.from, { message: '"to" must not be below "from"', path: ['to'] });
export type RangeBand = z.infer<typeof RangeBandSchema>;

const bandsInOrder = (bands: readonly RangeBand[], ctx: z.RefinementCtx): void => {
  bands.forEach((band, i) => {
    const previous = bands[i - 1];
    if (previous && band.from !== previous.to + 1) {
      ctx.addIssue({ code: 'custom', path: ['bands', i, 'from'], message: `must be ${previous.to + 1}: bands are contiguous and in order` });
    }
  });
};

const common = {
  id,
  name: z.string().min(1).max(40),
  description: z.string().max(300).optional(),
};

export const DirectWeaponSchema = z
  .object({ ...common, kind: z.literal('direct'), bands: z.array(RangeBandSchema).min(1) })
  .strict()
  .superRefine((w, ctx) => bandsInOrder(w.bands, ctx));

export const MissileWeaponSchema = z
  .object({
    ...common,
    kind: z.literal('missile'),
    missile: z
      .object({
        /** Damage each missile does when it hits (seed 000: 2). */
        damage: z.number().int().min(1).max(10),
        /** Damage that destroys a missile (seed 000: 3); less damages it, and a damaged missile dies on its next hit. */
        strength: z.number().int().min(1).max(10),
        /** Hexes from its nearest target beyond which a missile is stranded and removed. */
        strandedAt: z.number().int().min(2).max(30),
      })
      .strict(),
  })
  .strict();

export const WeaponTypeSchema = z.discriminatedUnion('kind', [DirectWeaponSchema, MissileWeaponSchema]);
export type WeaponType = z.infer<typeof WeaponTypeSchema>;

/** The longest range at which this weapon can be aimed (0 for a missile launcher, which launches adjacent). */
export const maxRange = (w: WeaponType): number => (w.kind === 'direct' ? (w.bands[w.bands.length - 1]?.to ?? 0) : 0);

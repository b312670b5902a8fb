/**
 * Ship class data (assets/ships/*.json), validated with zod when loaded. A class is our own design
 * that uses Talon's mechanics (DESIGN.md section 2): power curves, shields per arc, hull boxes,
 * weapon groups with red and yellow charge boxes, batteries, afterburners, explosion rating, points.
 */
import { z } from 'zod';
import { ARCS } from '../firing/arcs.js';

export const HULL_SIZES = ['escort', 'frigate', 'destroyer', 'light-cruiser', 'heavy-cruiser', 'battlecruiser', 'battleship', 'dreadnought', 'base'] as const;
export type HullSize = (typeof HULL_SIZES)[number];

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use lower-case letters, digits and single hyphens');
const count = z.number().int().min(0);

/** One entry of the power curve list: AP value, speed and turn radius (Talon's "Power-Speed-Turn"). */
export const PowerCurveSchema = z
  .object({
    /** AP comes at most once per impulse, so the chart's values 0-6 are all a power can use. */
    power: z.number().int().min(0).max(6),
    speed: z.number().int().min(0).max(6),
    turn: z.number().int().min(0).max(6),
  })
  .strict();
export type PowerCurve = z.infer<typeof PowerCurveSchema>;

export const ShieldsSchema = z.object(Object.fromEntries(ARCS.map((arc) => [arc, count.max(20)])) as Record<(typeof ARCS)[number], typeof count>).strict();
export type Shields = z.infer<typeof ShieldsSchema>;

/** A hull box: its power modifier (0 or negative) and whether it is a critical (orange) box. */
export const HullBoxSchema = z
  .object({
    power: z.number().int().min(-6).max(0).default(0),
    critical: z.boolean().default(false),
  })
  .strict();
export type HullBox = z.infer<typeof HullBoxSchema>;

export const WeaponGroupSchema = z
  .object({
    weapon: id,
    count: z.number().int().min(1).max(6),
    arcs: z.array(z.enum(ARCS)).min(1).refine((arcs) => new Set(arcs).size === arcs.length, 'an arc is listed twice'),
    red: count.max(6),
    yellow: count.max(8),
  })
  .strict()
  .refine((g) => g.red + g.yellow > 0, { message: 'a weapon group needs at least one charge box', path: ['red'] });
export type WeaponGroup = z.infer<typeof WeaponGroupSchema>;

export const ShipClassSchema = z
  .object({
    id,
    name: z.string().min(1).max(40),
    faction: id,
    hullSize: z.enum(HULL_SIZES),
    points: z.number().int().min(1),
    /** Ordered by speed, slowest first, one speed apart; a Power Phase moves at most one entry up or down. */
    curves: z.array(PowerCurveSchema).min(1),
    /** Index into `curves` of the curve a ship starts with unless its scenario says otherwise. */
    startCurve: z.number().int().min(0),
    shields: ShieldsSchema,
    hull: z.array(HullBoxSchema).min(1).max(20),
    groups: z.array(WeaponGroupSchema).max(8),
    batteries: count.max(3).default(0),
    afterburners: count.max(4).default(0),
    explosion: count.max(10),
    /**
     * `vector` (seed 002): tactical drives and manoeuvring thrusters, as checkbox tracks: how much
     * velocity may change per turn and how many facings the course may turn. `impulse` ignores them.
     */
    drives: count.max(12).optional(),
    thrusters: count.max(6).optional(),
    description: z.string().max(300).optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.startCurve >= c.curves.length) {
      ctx.addIssue({ code: 'custom', path: ['startCurve'], message: `must index one of the ${c.curves.length} curves (0-${c.curves.length - 1})` });
    }
    c.curves.forEach((curve, i) => {
      const previous = c.curves[i - 1];
      // One entry up or down is one speed step (seed 000 section 1.5), so speeds go up by one.
      if (previous && curve.speed !== previous.speed + 1) {
        ctx.addIssue({ code: 'custom', path: ['curves', i, 'speed'], message: `must be ${previous.speed + 1}: curves go up one speed at a time, slowest first` });
      }
      // Power falls as speed rises: a faster curve never has more power.
      if (previous && curve.power > previous.power) {
        ctx.addIssue({ code: 'custom', path: ['curves', i, 'power'], message: `must not exceed the slower curve's power (${previous.power})` });
      }
    });
    c.hull.forEach((box, i) => {
      const previous = c.hull[i - 1];
      if (previous && box.power > previous.power) {
        ctx.addIssue({ code: 'custom', path: ['hull', i, 'power'], message: `hull modifiers only worsen along the row (the box before has ${previous.power})` });
      }
    });
    if (c.hull[0]?.power !== 0) {
      ctx.addIssue({ code: 'custom', path: ['hull', 0, 'power'], message: 'the first hull box must carry no power modifier (it applies from the start)' });
    }
  });
export type ShipClass = z.infer<typeof ShipClassSchema>;

/**
 * `fleet`'s data (issue 43; seed 004, Star Wars: Armada; other-systems.md sections 5.3, 5.7, 5.8 and
 * 5.9): ship classes, squadron classes, obstacles, objectives and scenarios, as zod schemas (zod at
 * every boundary: assets/fleet is read through these). The shape follows the community list
 * builder's (5.8: armament per hull zone as red/blue/black counts, a speed chart, defence tokens),
 * adapted to hexes (5.9: a footprint of one, two or three hexes in line; a hex is one distance band).
 * Our ships, squadrons and numbers are our own designs.
 */
import { z } from 'zod';
import { FleetSettingsSchema } from '../settings.js';

export const HULL_ZONES = ['front', 'right', 'rear', 'left'] as const;
export type HullZone = (typeof HULL_ZONES)[number];

/** The dice colours (other-systems.md 5.2): red at every range, blue to medium, black only close. */
export const DICE_COLOURS = ['red', 'blue', 'black'] as const;
export type DiceColour = (typeof DICE_COLOURS)[number];

/** The four commands on a dial and as tokens (seed 004: «المناورة، السرب، الإصلاح، تركيز النيران»). */
export const FLEET_COMMANDS = ['navigate', 'squadron', 'repair', 'concentrate'] as const;
export type FleetCommandName = (typeof FLEET_COMMANDS)[number];

/**
 * Defence tokens (seed 004, rulebook p. 14; other-systems.md 5.4): brace, redirect, evade, scatter
 * (squadrons' aces), contain and salvo, as our ships carry them.
 */
export const DEFENCE_TOKENS = ['brace', 'redirect', 'evade', 'scatter', 'contain', 'salvo'] as const;
export type DefenceTokenType = (typeof DEFENCE_TOKENS)[number];

/** Size classes: the footprint (5.9, in hexes in line) and the order for evade's "larger ship". */
export const SHIP_SIZES = ['small', 'medium', 'large'] as const;
export type ShipSize = (typeof SHIP_SIZES)[number];
export const FOOTPRINT_LENGTH: Readonly<Record<ShipSize, number>> = { small: 1, medium: 2, large: 3 };

export const SQUADRON_KEYWORDS = ['bomber', 'escort', 'swarm', 'counter', 'heavy'] as const;
export type SquadronKeyword = (typeof SQUADRON_KEYWORDS)[number];

/** Dice of each colour: `[red, blue, black]`. */
export const ArmamentSchema = z.tuple([
  z.number().int().min(0).max(6),
  z.number().int().min(0).max(6),
  z.number().int().min(0).max(6),
]);
export type Armament = z.infer<typeof ArmamentSchema>;

const perZone = <T extends z.ZodTypeAny>(value: T) =>
  z.object({ front: value, right: value, rear: value, left: value }).strict();

/**
 * The speed chart (other-systems.md 5.6): for each speed from 1 up to the ship's top speed, the yaw
 * clicks (0, 1 or 2) allowed at each joint, one per speed step. `"2": [1, 1]` is speed 2 with one
 * click at each of its two joints.
 */
export const SpeedChartSchema = z
  .array(z.array(z.number().int().min(0).max(2)).min(1).max(4))
  .min(1)
  .max(4)
  .superRefine((rows, ctx) => {
    rows.forEach((row, i) => {
      if (row.length !== i + 1)
        ctx.addIssue({ code: 'custom', path: [i], message: `speed ${i + 1} needs ${i + 1} joints` });
    });
  });

export const ShipClassSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1).max(40),
    faction: z.string().min(1),
    size: z.enum(SHIP_SIZES),
    points: z.number().int().min(1).max(400),
    hull: z.number().int().min(1).max(20),
    command: z.number().int().min(1).max(4),
    squadron: z.number().int().min(0).max(6),
    engineering: z.number().int().min(0).max(8),
    shields: perZone(z.number().int().min(0).max(6)),
    battery: perZone(ArmamentSchema),
    antiSquadron: ArmamentSchema,
    tokens: z.array(z.enum(DEFENCE_TOKENS)).max(6),
    speedChart: SpeedChartSchema,
  })
  .strict();
export type ShipClass = z.infer<typeof ShipClassSchema>;

export const SquadronClassSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1).max(40),
    faction: z.string().min(1),
    points: z.number().int().min(1).max(40),
    hull: z.number().int().min(1).max(9),
    /** Hexes a squadron may move (5.7: speed in distance bands; a hex is one band, 5.9). */
    speed: z.number().int().min(1).max(5),
    antiSquadron: ArmamentSchema,
    battery: ArmamentSchema,
    keywords: z.array(z.enum(SQUADRON_KEYWORDS)).max(5).default([]),
    /** Counter N: blue dice it attacks back with when a squadron attacks it. */
    counter: z.number().int().min(0).max(4).default(0),
    /** An ace's defence tokens (brace, evade, scatter). */
    tokens: z.array(z.enum(DEFENCE_TOKENS)).max(3).default([]),
    /** A named ace: at most one in a fleet. */
    unique: z.boolean().default(false),
  })
  .strict();
export type SquadronClass = z.infer<typeof SquadronClassSchema>;
export type SquadronClassInput = z.input<typeof SquadronClassSchema>;

/** A hex as the data writes it: axial q and r (core/hex.ts). */
export const HexSchema = z.object({ q: z.number().int(), r: z.number().int() }).strict();
const FacingSchema = z.number().int().min(0).max(5);

export const OBSTACLE_KINDS = ['asteroids', 'debris', 'station'] as const;
export type ObstacleKind = (typeof OBSTACLE_KINDS)[number];

export const ObstacleSchema = z.object({ kind: z.enum(OBSTACLE_KINDS), hex: HexSchema }).strict();
export type Obstacle = z.infer<typeof ObstacleSchema>;

/**
 * A scenario's objective, scored as victory points (issue 43 deliverable 7): `hold` tokens score
 * for the side with ships nearest at the end of each round from `fromRound`; `salvage` tokens are
 * picked up by a ship ending its manoeuvre on or beside one and score at the end when still carried.
 * Every scenario also scores the fleet points of enemy units destroyed.
 */
export const ObjectiveSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('hold'),
      tokens: z.array(HexSchema).min(1).max(6),
      points: z.number().int().min(1).max(100),
      fromRound: z.number().int().min(1).max(12).default(2),
    })
    .strict(),
  z
    .object({
      kind: z.literal('salvage'),
      tokens: z.array(HexSchema).min(1).max(6),
      points: z.number().int().min(1).max(100),
    })
    .strict(),
]);
export type Objective = z.infer<typeof ObjectiveSchema>;

const UnitPlacementSchema = z.object({ hex: HexSchema, facing: FacingSchema }).strict();

export const FleetScenarioSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1).max(60),
    description: z.string().max(400).optional(),
    /** The board: columns by rows of hex labels (a 3'x6' table is about 30 by 15, 5.9). */
    board: z.object({ cols: z.number().int().min(8).max(40), rows: z.number().int().min(6).max(30) }).strict(),
    rounds: z.number().int().min(1).max(12).default(6),
    /** Points for `/roster` lists (the scenario's own fleets need not match). */
    points: z.number().int().min(50).max(1000).default(400),
    sides: z
      .array(
        z
          .object({
            id: z.string().regex(/^[a-z0-9-]+$/),
            name: z.string().min(1).max(40),
            faction: z.string().min(1),
            /** Where a listed fleet deploys: ships first, then squadrons, each at the next free place. */
            deploy: z.array(UnitPlacementSchema).min(2).max(24),
            ships: z
              .array(
                z.object({ class: z.string(), name: z.string().min(1).max(32), at: UnitPlacementSchema }).strict(),
              )
              .max(12),
            squadrons: z
              .array(z.object({ class: z.string(), name: z.string().min(1).max(32), hex: HexSchema }).strict())
              .max(12)
              .default([]),
          })
          .strict(),
      )
      .length(2),
    obstacles: z.array(ObstacleSchema).max(12).default([]),
    objective: ObjectiveSchema.optional(),
    /** The scenario's own settings (settings.ts); the rest keep their defaults. */
    settings: FleetSettingsSchema.optional(),
  })
  .strict();
export type FleetScenario = z.infer<typeof FleetScenarioSchema>;
export type FleetScenarioInput = z.input<typeof FleetScenarioSchema>;

export const FleetCatalogSchema = z
  .object({ ships: z.array(ShipClassSchema), squadrons: z.array(SquadronClassSchema) })
  .strict();
export type FleetCatalog = z.infer<typeof FleetCatalogSchema>;

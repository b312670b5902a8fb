/**
 * `skirmish`'s data (issue 44; seed 003, a 40k-style game-flow sheet; other-systems.md 4.4 and 4.5):
 * weapons, model profiles, datasheets (units), terrain, objectives and missions, as zod schemas
 * (zod at every boundary: assets/skirmish is read through these). The shape follows the community
 * datasheet formats (4.4: Unit M/T/Sv/W/Ld/OC, weapons Range/A/BS-WS/S/AP/D/keywords) on hexes
 * (4.5: 1 hex = 1 inch, one model per hex, a vehicle on a seven-hex base). Our factions, units,
 * weapons and numbers are our own.
 */
import { z } from 'zod';
import { SkirmishSettingsSchema } from '../settings.js';

export const HexSchema = z.object({ q: z.number().int(), r: z.number().int() }).strict();

/** Keywords a model carries that the rules read (cover, anti-X, hazard, close-quarters shooting, groups). */
export const MODEL_KEYWORDS = ['infantry', 'character', 'vehicle', 'monster', 'beast', 'battleline'] as const;
export type ModelKeyword = (typeof MODEL_KEYWORDS)[number];

/**
 * A number of attacks or damage: a fixed number, or dice as written on a datasheet ("D3", "D6+1",
 * "2D6"). D3 is a D6 halved, rounded up (4.3).
 */
export const DiceValueSchema = z.union([
  z.number().int().min(0).max(20),
  z.string().regex(/^[12]?D(3|6)(\+[1-6])?$/),
]);
export type DiceValue = z.infer<typeof DiceValueSchema>;

/**
 * Weapon abilities the attack sequence reads (seed 003, "Attack Sequence"; 4.3):
 * - `assault`: may shoot after an Advance; `heavy`: +1 to hit when the unit did not move;
 * - `pistol`: a close-quarters weapon, the only kind an engaged infantry unit shoots;
 * - `rapidFire` X: X more attacks within half range; `melta` X: X more damage within half range;
 * - `torrent`: hits automatically; `sustainedHits` X: a critical hit scores X more hits;
 * - `lethalHits`: a critical hit wounds automatically; `twinLinked`: the wound roll is rerolled;
 * - `anti`: a critical wound on `threshold`+ against a target with `keyword`;
 * - `devastatingWounds`: a critical wound becomes mortal wounds equal to D (no save);
 * - `lance`: +1 to wound on the turn the unit charged.
 */
export const WeaponAbilitiesSchema = z
  .object({
    assault: z.boolean().optional(),
    heavy: z.boolean().optional(),
    pistol: z.boolean().optional(),
    rapidFire: z.number().int().min(1).max(3).optional(),
    melta: z.number().int().min(1).max(4).optional(),
    torrent: z.boolean().optional(),
    sustainedHits: z.number().int().min(1).max(3).optional(),
    lethalHits: z.boolean().optional(),
    twinLinked: z.boolean().optional(),
    anti: z
      .object({ keyword: z.enum(MODEL_KEYWORDS), threshold: z.number().int().min(2).max(6) })
      .strict()
      .optional(),
    devastatingWounds: z.boolean().optional(),
    lance: z.boolean().optional(),
  })
  .strict();
export type WeaponAbilities = z.infer<typeof WeaponAbilitiesSchema>;

export const WeaponSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1).max(40),
    kind: z.enum(['ranged', 'melee']),
    /** In hexes (inches); 0 for melee. */
    range: z.number().int().min(0).max(72),
    attacks: DiceValueSchema,
    /** BS for ranged, WS for melee: the hit roll needed (2 to 6). */
    skill: z.number().int().min(2).max(6),
    strength: z.number().int().min(1).max(20),
    /** Armour penetration as the number it worsens the save by (a datasheet's "-2" is 2). */
    ap: z.number().int().min(0).max(6),
    damage: DiceValueSchema,
    abilities: WeaponAbilitiesSchema.default({}),
  })
  .strict()
  .refine((w) => (w.kind === 'melee') === (w.range === 0), { message: 'melee weapons have range 0, ranged ones more' });
export type Weapon = z.infer<typeof WeaponSchema>;

/** A model's base: one hex (infantry, characters), or a seven-hex flower (vehicles, monsters; 4.5). */
export const BASES = ['single', 'large'] as const;
export type Base = (typeof BASES)[number];

/**
 * One kind of model in a unit (a trooper, its sergeant, the squad's embedded leader): its profile
 * (4.4: M, T, Sv, W, Ld, OC), invulnerable save and Feel No Pain where it has them, and its weapons.
 * Models of identical W, Sv and invulnerable save that are not characters form one allocation group.
 */
export const ModelProfileSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1).max(40),
    /** How many of this model the unit starts with. */
    count: z.number().int().min(1).max(20),
    move: z.number().int().min(1).max(20),
    toughness: z.number().int().min(1).max(14),
    save: z.number().int().min(2).max(7),
    invulnerable: z.number().int().min(2).max(6).nullable().default(null),
    wounds: z.number().int().min(1).max(24),
    leadership: z.number().int().min(2).max(12),
    control: z.number().int().min(0).max(10),
    feelNoPain: z.number().int().min(2).max(6).nullable().default(null),
    base: z.enum(BASES).default('single'),
    keywords: z.array(z.enum(MODEL_KEYWORDS)).max(6),
    /** Weapon ids (the catalog's `weapons`), each carried by every model of this kind. */
    weapons: z.array(z.string()).min(1).max(6),
  })
  .strict();
export type ModelProfile = z.infer<typeof ModelProfileSchema>;

/**
 * Unit abilities the rules read: `rerollHitOnes` (a leader's drill: the unit rerolls hit rolls of
 * 1), `fightsFirst`, `selfRepair` (a start-of-turn ability: the model regains this many wounds in
 * its Command phase), `deepStrike` (arrives from reserves anywhere more than 8 hexes from enemies).
 */
export const UnitAbilitiesSchema = z
  .object({
    rerollHitOnes: z.boolean().optional(),
    fightsFirst: z.boolean().optional(),
    selfRepair: z.number().int().min(1).max(3).optional(),
    deepStrike: z.boolean().optional(),
  })
  .strict();
export type UnitAbilities = z.infer<typeof UnitAbilitiesSchema>;

/** A datasheet: one kind of unit, its models in listing order, its points and abilities. */
export const DatasheetSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1).max(40),
    faction: z.string().regex(/^[a-z0-9-]+$/),
    /** What kind of unit, for lists and the AI (infantry, elite, vehicle, character, ...). */
    role: z.enum(['battleline', 'infantry', 'elite', 'vehicle', 'character', 'beast', 'support']),
    points: z.number().int().min(5).max(500),
    models: z.array(ModelProfileSchema).min(1).max(4),
    abilities: UnitAbilitiesSchema.default({}),
  })
  .strict();
export type Datasheet = z.infer<typeof DatasheetSchema>;

/**
 * Terrain (4.5 "Line of sight and terrain"): each piece a set of hexes of one kind at one height.
 * - `ruin`: cover; blocks sight through it (a model may see out of, and into, the ruin hex it is in);
 *   infantry and beasts only; a ruin's `height` is where a model inside it stands (its levels);
 * - `woods`: cover; no effect on sight;
 * - `crater`: cover for a model in it;
 * - `wall`: impassable, blocks sight.
 * Moving into a hex costs 1 plus the height climbed or dropped (4.5: vertical distance counts).
 */
export const TERRAIN_KINDS = ['ruin', 'woods', 'crater', 'wall'] as const;
export type TerrainKind = (typeof TERRAIN_KINDS)[number];
export const TerrainSchema = z
  .object({
    kind: z.enum(TERRAIN_KINDS),
    height: z.number().int().min(0).max(8).default(0),
    hexes: z.array(HexSchema).min(1).max(40),
  })
  .strict();
export type Terrain = z.infer<typeof TerrainSchema>;

/** An objective marker: in range within 3 hexes across and 5 up or down (4.2 "Objectives"). */
export const ObjectiveSchema = z
  .object({ id: z.string().regex(/^[a-z0-9-]+$/), hex: HexSchema, value: z.number().int().min(1).max(10).default(1) })
  .strict();
export type Objective = z.infer<typeof ObjectiveSchema>;

/**
 * A mission's scoring, at the end of each battle round (issue 44: "scoring per battle round"):
 * `perObjective` VP for each objective a side controls (times the objective's value), at most
 * `roundCap` a round; `holdMore` VP to the side controlling more objectives than the other;
 * `perKill` VP for each enemy unit destroyed that round.
 */
export const ScoringSchema = z
  .object({
    perObjective: z.number().int().min(0).max(15).default(5),
    roundCap: z.number().int().min(0).max(50).default(15),
    holdMore: z.number().int().min(0).max(15).default(0),
    perKill: z.number().int().min(0).max(15).default(0),
  })
  .strict();
export type Scoring = z.infer<typeof ScoringSchema>;

const UnitPlacementSchema = z
  .object({
    datasheet: z.string(),
    name: z.string().min(1).max(32),
    /** Where its first model stands; the others are placed around it in formation. */
    at: HexSchema.optional(),
    /** Held in reserve (4.2: arrives at the end of a later Movement phase). */
    reserve: z.boolean().default(false),
  })
  .strict()
  .refine((u) => u.reserve || u.at !== undefined, { message: 'a unit on the table needs `at`' });

export const SkirmishMissionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1).max(60),
    description: z.string().max(400).optional(),
    /** Columns by rows, one hex an inch (4.5; a Combat Patrol table is 44 x 30). */
    board: z.object({ cols: z.number().int().min(12).max(60), rows: z.number().int().min(10).max(44) }).strict(),
    rounds: z.number().int().min(1).max(8).default(5),
    /** Points for `/roster` lists. */
    points: z.number().int().min(100).max(3000).default(500),
    sides: z
      .array(
        z
          .object({
            id: z.string().regex(/^[a-z0-9-]+$/),
            name: z.string().min(1).max(40),
            faction: z.string().regex(/^[a-z0-9-]+$/),
            /** The deployment zone: the first and last row (hex-label rows, 1-based) of the band. */
            deployment: z.object({ fromRow: z.number().int().min(1), toRow: z.number().int().min(1) }).strict(),
            /** Reserves arrive within 6 hexes of this edge (4.2 "Reserves"). */
            edge: z.enum(['north', 'south']),
            units: z.array(UnitPlacementSchema).min(1).max(16),
          })
          .strict(),
      )
      .length(2),
    terrain: z.array(TerrainSchema).max(40).default([]),
    objectives: z.array(ObjectiveSchema).min(1).max(8),
    scoring: ScoringSchema.default({ perObjective: 5, roundCap: 15, holdMore: 0, perKill: 0 }),
    settings: SkirmishSettingsSchema.optional(),
  })
  .strict();
export type SkirmishMission = z.infer<typeof SkirmishMissionSchema>;
export type SkirmishMissionInput = z.input<typeof SkirmishMissionSchema>;

export const FactionSchema = z
  .object({ id: z.string().regex(/^[a-z0-9-]+$/), name: z.string().min(1).max(40) })
  .strict();
export type Faction = z.infer<typeof FactionSchema>;

/** The data a game is built with: factions, datasheets and weapons by id. */
export const SkirmishCatalogSchema = z
  .object({
    factions: z.array(FactionSchema).min(1),
    datasheets: z.record(z.string(), DatasheetSchema),
    weapons: z.record(z.string(), WeaponSchema),
  })
  .strict();
export type SkirmishCatalog = z.infer<typeof SkirmishCatalogSchema>;

/**
 * `squadron`'s data files, as zod checks them (issue 14): ship types, pilots, upgrades and
 * scenarios. The designs are our own (seed 001 gives the mechanics, not the ships). Hexes are map
 * labels ("0507"), facings their names ("N", "SE"); dials are xwing-data2 strings (`dial.ts`).
 */
import { z } from 'zod';
import { FACING_NAMES } from '../../../core/hex.js';
import { parseHex } from '../../../core/hex-label.js';
import { ACTIONS } from '../actions.js';
import { DialSchema } from './dial.js';
import { DEFAULT_SQUADRON_SETTINGS, SquadronSettingsSchema } from '../settings.js';

const Id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case id');
const Name = z.string().min(1).max(40);
const HexLabel = z.string().refine((t) => parseHex(t) !== undefined, 'a hex label such as 0507');

/**
 * The primary weapon's arc: `front` (the printed arc), `frontRear` (an auxiliary rear arc too),
 * `turret` (all round), `mobile` (a quarter the ship turns with the rotate-arc action).
 */
export const PRIMARY_ARCS = ['front', 'frontRear', 'turret', 'mobile'] as const;
export type PrimaryArc = (typeof PRIMARY_ARCS)[number];

export const ShipTypeSchema = z.object({
  id: Id,
  name: Name,
  faction: Id,
  size: z.enum(['small', 'medium', 'large']),
  attack: z.number().int().min(0).max(5),
  agility: z.number().int().min(0).max(4),
  hull: z.number().int().min(1).max(12),
  shields: z.number().int().min(0).max(8),
  arc: z.enum(PRIMARY_ARCS),
  actions: z.array(z.enum(ACTIONS)).min(1),
  dial: DialSchema,
  /** Upgrade slots: the kinds of upgrade this type may carry, one per entry. */
  slots: z.array(z.enum(['torpedo', 'missile', 'cannon', 'turret'])).default([]),
});
export type ShipType = z.infer<typeof ShipTypeSchema>;

/**
 * What a pilot's ability does: a fixed vocabulary the engine implements (`abilities.ts`), so a data
 * file cannot ask for rules that do not exist. Each pilot's words are in the bot's catalogue.
 */
export const ABILITIES = [
  'closeIn',
  'longSight',
  'greenFocus',
  'luckyBlank',
  'rattle',
  'shieldTender',
  'packHunter',
  'slipstream',
] as const;
export type Ability = (typeof ABILITIES)[number];

export const PilotSchema = z.object({
  id: Id,
  name: Name,
  ship: Id,
  skill: z.number().int().min(1).max(9),
  cost: z.number().int().min(1).max(80),
  ability: z.enum(ABILITIES),
  /** A named ace: at most one of it in a squad. */
  unique: z.boolean().default(false),
});
export type Pilot = z.infer<typeof PilotSchema>;

/** A secondary weapon (the only upgrades seed 001's actions need: locks and reload). */
export const UpgradeSchema = z.object({
  id: Id,
  name: Name,
  slot: z.enum(['torpedo', 'missile', 'cannon', 'turret']),
  cost: z.number().int().min(0).max(20),
  attack: z.number().int().min(1).max(5),
  minRange: z.number().int().min(1).max(3),
  maxRange: z.number().int().min(1).max(3),
  arc: z.enum(['front', 'turret']),
  /** "Ataque (aquisição de mira)": needs a lock on the defender, spent to fire. */
  requiresLock: z.boolean(),
  /** Ordnance: shots it holds (restored one at a time by the reload action); absent for unlimited. */
  charges: z.number().int().min(1).max(4).optional(),
});
export type Upgrade = z.infer<typeof UpgradeSchema>;

export const SquadEntrySchema = z.object({
  pilot: Id,
  upgrades: z.array(Id).default([]),
  hex: HexLabel,
  facing: z.enum(FACING_NAMES),
  /** The ship the escort scenario is about. */
  escort: z.boolean().default(false),
});
export type SquadEntry = z.infer<typeof SquadEntrySchema>;

export const ObstacleSchema = z.object({
  kind: z.enum(['asteroid', 'debris']),
  hex: HexLabel,
});

export const VICTORIES = ['lastSquadron', 'escort'] as const;

export const SquadronScenarioSchema = z.object({
  id: Id,
  name: Name,
  description: z.string().max(600).optional(),
  /** The playing area in map columns and rows (a 3'x3' mat is about 36 small bases across). */
  cols: z.number().int().min(8).max(40),
  rows: z.number().int().min(8).max(40),
  sides: z
    .array(z.object({ id: Id, name: Name, faction: Id, squad: z.array(SquadEntrySchema).min(1).max(8) }))
    .length(2),
  obstacles: z.array(ObstacleSchema).default([]),
  /** Squad points each side may spend (squad building); the scenario's own squads keep within it. */
  pointsLimit: z.number().int().min(20).max(400),
  /** The round after which the game ends on points (the tournament clock of seed 001's game). */
  rounds: z.number().int().min(1).max(30),
  victory: z.enum(VICTORIES),
  /** The settings this scenario plays with (`settings.ts`); each one left out takes its default. */
  settings: SquadronSettingsSchema.default(() => DEFAULT_SQUADRON_SETTINGS),
});
export type SquadronScenario = z.infer<typeof SquadronScenarioSchema>;

export const SquadronCatalogSchema = z.object({
  ships: z.array(ShipTypeSchema),
  pilots: z.array(PilotSchema),
  upgrades: z.array(UpgradeSchema),
});
export type SquadronCatalog = z.infer<typeof SquadronCatalogSchema>;

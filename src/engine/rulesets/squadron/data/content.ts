/**
 * `squadron`'s data files, as zod checks them (issue 14): ship types, pilots, upgrades and
 * scenarios. The designs are our own (seed 001 gives the mechanics, not the ships). Hexes are map
 * labels ("0507"), facings their names ("N", "SE"); dials are xwing-data2 strings (`dial.ts`).
 */
import { z } from 'zod';
import { FACING_NAMES } from '../../../core/hex.js';
import { parseHex } from '../../../core/hex-label.js';
import { ACTIONS, type Action } from '../actions.js';
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
  slots: z.array(z.enum(['torpedo', 'missile', 'cannon', 'turret', 'crew'])).default([]),
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

/** The actions an effect may name (never `pass`). */
const NAMED_ACTIONS = ACTIONS.filter((a) => a !== 'pass') as Exclude<Action, 'pass'>[];

/**
 * A free action an effect grants (issue 41; seed 001, "Outras Ações": «alguns efeitos permitem que
 * naves efetuem ações adicionais ... as chamadas "ações gratuitas"»): after the ship performs the
 * action `after` (in its action step or free), it may perform `action` free, one the bar need not
 * have (FAQ). The rules still hold: stressed, none (FAQ "Estresse"); never an action already taken
 * this round (FAQ); and never a SLAM («Uma nave não pode realizar um SLAM como uma ação gratuita»),
 * so a grant of one is refused here, and by the engine if one reaches it.
 */
export const FreeActionGrantSchema = z
  .object({
    after: z.enum(NAMED_ACTIONS as [Exclude<Action, 'pass'>, ...Exclude<Action, 'pass'>[]]),
    action: z.enum(NAMED_ACTIONS as [Exclude<Action, 'pass'>, ...Exclude<Action, 'pass'>[]]),
  })
  .refine((g) => g.after !== 'coordinate', {
    message: 'a coordinate hands its free action to the friend it names, so nothing is granted after it',
    path: ['after'],
  })
  .refine((g) => g.action !== 'slam', {
    message: 'SLAM is never a free action (seed 001: «Uma nave não pode realizar um SLAM como uma ação gratuita»)',
    path: ['action'],
  });
export type FreeActionGrant = z.infer<typeof FreeActionGrantSchema>;

export const PilotSchema = z.object({
  id: Id,
  name: Name,
  ship: Id,
  skill: z.number().int().min(1).max(9),
  cost: z.number().int().min(1).max(80),
  /** One of the engine's abilities; a pilot whose text is a granted free action has `grants` instead. */
  ability: z.enum(ABILITIES).optional(),
  /** Free actions the pilot's ability grants. */
  grants: z.array(FreeActionGrantSchema).max(2).default([]),
  /** A named ace: at most one of it in a squad. */
  unique: z.boolean().default(false),
});
export type Pilot = z.infer<typeof PilotSchema>;

/** A secondary weapon (locks and reload act on these). */
export const WeaponUpgradeSchema = z.object({
  id: Id,
  name: Name,
  kind: z.literal('weapon').default('weapon'),
  slot: z.enum(['torpedo', 'missile', 'cannon', 'turret']),
  cost: z.number().int().min(0).max(20),
  attack: z.number().int().min(1).max(5),
  minRange: z.number().int().min(1).max(3),
  maxRange: z.number().int().min(1).max(3),
  arc: z.enum(['front', 'turret']),
  /** "Ataque (aquisição de mira)": needs a lock on the defender, spent to fire. */
  requiresLock: z.boolean(),
  /** Ordnance: shots it holds (a torpedo's or missile's all restored by the reload action); absent for unlimited. */
  charges: z.number().int().min(1).max(4).optional(),
});

/**
 * What a card's «Ação:» does, in the engine's own tokens: focus and evade tokens gained, shields
 * recovered (up to the printed number), stress received after. One that would change nothing is
 * refused (`NOTHING_TO_DO`), so no action is spent on it.
 */
export const CardEffectSchema = z
  .object({
    focus: z.number().int().min(0).max(2).default(0),
    evade: z.number().int().min(0).max(2).default(0),
    shields: z.number().int().min(0).max(2).default(0),
    stress: z.number().int().min(0).max(2).default(0),
  })
  .refine((e) => e.focus + e.evade + e.shields > 0, 'an «Ação:» must give something');
export type CardEffect = z.infer<typeof CardEffectSchema>;

/**
 * An action card (issue 41; seed 001, "Outras Ações"): its «Ação:» is an action the ship may perform
 * in its action step instead of one from its bar, once a round; it may also grant free actions.
 */
export const ActionCardSchema = z.object({
  id: Id,
  name: Name,
  kind: z.literal('action'),
  slot: z.enum(['crew']),
  cost: z.number().int().min(0).max(20),
  /** The «Ação:». */
  action: CardEffectSchema,
  grants: z.array(FreeActionGrantSchema).max(2).default([]),
});
export type ActionCard = z.infer<typeof ActionCardSchema>;

/** An upgrade card: a secondary weapon (`kind` left out) or an action card. */
export const UpgradeSchema = z.union([ActionCardSchema, WeaponUpgradeSchema]);
export type Upgrade = z.infer<typeof UpgradeSchema>;
export type WeaponUpgrade = z.infer<typeof WeaponUpgradeSchema>;
export const UPGRADE_SLOTS = ['torpedo', 'missile', 'cannon', 'turret', 'crew'] as const;

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

/**
 * Scenario data (assets/scenarios/*.json): two sides, their ships (class, name, hex, facing,
 * starting curve, preset damage), terrain, who starts with initiative, victory conditions and any
 * game settings that differ from the defaults.
 */
import { z } from 'zod';
import { ARCS } from '../firing/arcs.js';
import { FACING_NAMES } from '../../../core/hex.js';
import { parseHex } from '../../../core/hex-label.js';
import { CRITICAL_EFFECTS } from '../damage/criticals.js';
import { SettingsOverridesSchema } from '../settings.js';

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use lower-case letters, digits and single hyphens');
const hexLabel = z.string().refine((s) => parseHex(s) !== undefined, 'not a hex label (use column and row, such as "0712", or "-3.12")');

export const SideSchema = z
  .object({ id, name: z.string().min(1).max(40), faction: id })
  .strict();

export const PresetDamageSchema = z
  .object({
    /** Shield boxes already lost, per arc. */
    shields: z.object(Object.fromEntries(ARCS.map((a) => [a, z.number().int().min(0)])) as Record<(typeof ARCS)[number], z.ZodNumber>).partial().strict().optional(),
    /** Hull boxes already marked, from the first. */
    hull: z.number().int().min(0).default(0),
    /** Critical effects already in place at the start. */
    criticals: z.array(z.enum(CRITICAL_EFFECTS)).default([]),
    /** Afterburner boxes already used. */
    afterburnersUsed: z.number().int().min(0).default(0),
  })
  .strict();

export const ScenarioShipSchema = z
  .object({
    side: id,
    class: id,
    name: z.string().min(1).max(32),
    hex: hexLabel,
    facing: z.enum(FACING_NAMES),
    /** Index into the class's curves; the class's start curve when omitted. */
    curve: z.number().int().min(0).optional(),
    /** Weapons start fully charged unless a scenario says "empty" (batteries always start empty). */
    weapons: z.enum(['charged', 'empty']).default('charged'),
    damage: PresetDamageSchema.optional(),
  })
  .strict();

export const TerrainSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('planet'), name: z.string().min(1).max(32), hex: hexLabel }).strict(),
  z.object({ kind: z.literal('asteroids'), hexes: z.array(hexLabel).min(1) }).strict(),
  z.object({ kind: z.literal('nebula'), hexes: z.array(hexLabel).min(1) }).strict(),
]);

export const VictoryConditionSchema = z.discriminatedUnion('kind', [
  /** The default: a side with no ships left on the map loses. */
  z.object({ kind: z.literal('lastSideStanding') }).strict(),
  /** `side` wins at once when the named ship is destroyed. */
  z.object({ kind: z.literal('destroyShip'), side: id, ship: z.string() }).strict(),
  /** `side` wins if it still has a ship on the map when round `rounds` ends. */
  z.object({ kind: z.literal('survive'), side: id, rounds: z.number().int().min(1) }).strict(),
  /** `side` wins at once when the named ship leaves the map (retreats off the floating map). */
  z.object({ kind: z.literal('exitShip'), side: id, ship: z.string() }).strict(),
]);
export type VictoryCondition = z.infer<typeof VictoryConditionSchema>;

export const ScenarioSchema = z
  .object({
    id,
    name: z.string().min(1).max(60),
    description: z.string().max(600),
    ruleset: z.literal('impulse').default('impulse'),
    sides: z.array(SideSchema).length(2),
    initiative: id,
    ships: z.array(ScenarioShipSchema).min(2),
    terrain: z.array(TerrainSchema).default([]),
    victory: z.array(VictoryConditionSchema).default([{ kind: 'lastSideStanding' }]),
    settings: SettingsOverridesSchema.default({}),
  })
  .strict()
  .superRefine((s, ctx) => {
    const sideIds = s.sides.map((side) => side.id);
    if (sideIds[0] === sideIds[1]) ctx.addIssue({ code: 'custom', path: ['sides', 1, 'id'], message: 'the two sides need different ids' });
    if (!sideIds.includes(s.initiative)) ctx.addIssue({ code: 'custom', path: ['initiative'], message: `must be one of the sides: ${sideIds.join(', ')}` });
    const names = new Set<string>();
    s.ships.forEach((ship, i) => {
      if (!sideIds.includes(ship.side)) ctx.addIssue({ code: 'custom', path: ['ships', i, 'side'], message: `must be one of the sides: ${sideIds.join(', ')}` });
      const key = ship.name.toLowerCase();
      if (names.has(key)) ctx.addIssue({ code: 'custom', path: ['ships', i, 'name'], message: `ship name "${ship.name}" is used twice` });
      names.add(key);
    });
    for (const side of sideIds) {
      if (!s.ships.some((ship) => ship.side === side)) ctx.addIssue({ code: 'custom', path: ['ships'], message: `side ${side} has no ships` });
    }
    s.victory.forEach((v, i) => {
      if ('side' in v && !sideIds.includes(v.side)) ctx.addIssue({ code: 'custom', path: ['victory', i, 'side'], message: `must be one of the sides: ${sideIds.join(', ')}` });
      if ('ship' in v && !names.has(v.ship.toLowerCase())) ctx.addIssue({ code: 'custom', path: ['victory', i, 'ship'], message: `no ship named "${v.ship}" in this scenario` });
    });
  });
export type Scenario = z.infer<typeof ScenarioSchema>;
export type ScenarioInput = z.input<typeof ScenarioSchema>;

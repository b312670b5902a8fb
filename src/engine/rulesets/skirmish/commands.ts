/**
 * `skirmish`'s commands (issue 44), one per decision a player makes, each naming its side. Their zod
 * schema is the boundary the bot's options and stored logs pass through.
 *
 * Movement phase (seed 003, Movement): `advance` rolls the unit's D6 first; `move` moves a unit as a
 * formation the engine places about `to` (its first model's hex), or to the model hexes `hexes`
 * gives: a normal move, the Advance just rolled, or a Fall Back when the unit is engaged (a
 * Desperate Escape when it is battle-shocked); `stay` keeps it stationary; `adjust` moves one model
 * of the unit moved last (4.5 "nudge"); `arrive` sets a reserve unit up in the reinforcements step.
 * Shooting phase: `shoot` fires the unit's weapons, each at its target (Attack Sequence).
 * Charge phase: `charge` declares and rolls 2D6; `chargeMove` then names the targets (after the
 * roll, seed 003 Charge 3) and makes the move (placed like `move`), or the charge fails.
 * Fight phase: `fight` selects a unit (it piles in) and attacks a unit it is engaged with.
 * Any time it applies: `stratagem` (Command Re-roll on a pending roll, Insane Bravery on a failed
 * battle-shock test); `react` answers an open window (allocation order, Fire Overwatch, Heroic
 * Intervention) with one of its options' ids, or `pass`; `done` ends the step or phase (a pending
 * charge: it fails; a failed test: it stands).
 */
import { z } from 'zod';
import { HexSchema } from './data/schema.js';

const side = z.string().min(1).max(40);
const unit = z.string().min(1).max(40);
const hexes = z.array(HexSchema).min(1).max(20);

/** The stratagems a player plays by command; the others answer windows (`react`). */
export const COMMANDED_STRATAGEMS = ['commandReroll', 'insaneBravery'] as const;
/** Every stratagem (4.2's core list, as our own): CP costs in stratagems.ts. */
export const STRATAGEMS = [
  'commandReroll',
  'insaneBravery',
  'fireOverwatch',
  'heroicIntervention',
  'braceForImpact',
] as const;
export type Stratagem = (typeof STRATAGEMS)[number];

export const FireAssignmentSchema = z.object({ weapon: z.string().min(1).max(40), target: unit }).strict();

const SINGLE_COMMANDS = [
  z.object({ type: z.literal('advance'), side, unit }).strict(),
  z.object({ type: z.literal('move'), side, unit, to: HexSchema, hexes: hexes.optional() }).strict(),
  z.object({ type: z.literal('stay'), side, unit }).strict(),
  z.object({ type: z.literal('adjust'), side, unit, model: z.number().int().min(1).max(20), to: HexSchema }).strict(),
  z.object({ type: z.literal('arrive'), side, unit, to: HexSchema, hexes: hexes.optional() }).strict(),
  z.object({ type: z.literal('shoot'), side, unit, fire: z.array(FireAssignmentSchema).min(1).max(12) }).strict(),
  z.object({ type: z.literal('charge'), side, unit }).strict(),
  z
    .object({
      type: z.literal('chargeMove'),
      side,
      unit,
      targets: z.array(unit).min(1).max(4),
      to: HexSchema.optional(),
      hexes: hexes.optional(),
    })
    .strict(),
  z.object({ type: z.literal('fight'), side, unit, target: unit, weapon: z.string().max(40).optional() }).strict(),
  z.object({ type: z.literal('stratagem'), side, stratagem: z.enum(COMMANDED_STRATAGEMS), unit }).strict(),
  z.object({ type: z.literal('react'), side, window: z.string().max(80), option: z.string().min(1).max(120) }).strict(),
  z.object({ type: z.literal('done'), side }).strict(),
  z.object({ type: z.literal('concede'), side }).strict(),
] as const;

export const SingleSkirmishCommandSchema = z.discriminatedUnion('type', SINGLE_COMMANDS);
export type SingleSkirmishCommand = z.infer<typeof SingleSkirmishCommandSchema>;

/**
 * A unit's whole phase in one submit (issue 44: the turn card): its commands in order (an Advance
 * and its move; its shooting; a charge and its move). Played at once up to the first moment that
 * waits on someone else (the defender's allocation); the rest waits in the state (`plan`) and goes
 * on when the side is asked again. A command the rules refuse stops the plan there (`planStopped`).
 */
export const SkirmishCommandSchema = z.discriminatedUnion('type', [
  ...SINGLE_COMMANDS,
  z.object({ type: z.literal('plan'), side, commands: z.array(SingleSkirmishCommandSchema).min(1).max(12) }).strict(),
]);
export type SkirmishCommand = z.infer<typeof SkirmishCommandSchema>;
export type SkirmishCommandOf<T extends SkirmishCommand['type']> = Extract<SkirmishCommand, { type: T }>;

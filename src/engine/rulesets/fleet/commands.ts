/**
 * `fleet`'s commands (issue 43), one per decision a player makes, each naming its side. Their zod
 * schema is the boundary the bot's options and stored logs pass through.
 *
 * Command Phase: `dials` adds dials at the bottom of a ship's stack (round 1: until it is as deep as
 * the command value; later rounds: one).
 * Ship Phase, the active ship: `activate` reveals its top dial, kept as a command or spent for its
 * token; `token` spends a held repair or squadron token (added to the dial's effect when both);
 * `repair` spends engineering points; `order` puts a squadron under its squadron command, which then
 * `squadronMove`s and `squadronAttack`s; `attack` from a hull zone; `effects` is the attacker's
 * step after the roll (concentrate fire, accuracies); `done` ends the current step (commands,
 * attacks, a squadron's order); `manoeuvre` moves the ship and ends the activation.
 * Squadron Phase: `squadronMove` or `squadronAttack` activates one squadron (staying put: a move to
 * its own hex).
 * Reactions: `defend` spends defence tokens; `place` puts a displaced squadron down.
 */
import { z } from 'zod';
import { DICE_COLOURS, FLEET_COMMANDS, HULL_ZONES, HexSchema } from './data/schema.js';

const side = z.string().min(1).max(40);
const unit = z.string().min(1).max(40);
const zone = z.enum(HULL_ZONES);

/** A ship's hull zone, or squadrons (one attack on several, each in turn: 5.4 step 6). */
export const AttackTargetSchema = z.union([
  z.object({ ship: unit, zone }).strict(),
  z.object({ squadrons: z.array(unit).min(1).max(8) }).strict(),
]);
export type AttackTarget = z.infer<typeof AttackTargetSchema>;

/** What a defender spends; each type at most once (seed 004, p. 14). */
export const DefenceSpendSchema = z
  .object({
    brace: z.boolean().optional(),
    /** The adjacent hull zone whose shields take the damage first. */
    redirect: zone.optional(),
    /** `1`: one die; `2`: one more die against a larger attacker, the token discarded. */
    evade: z.union([z.literal(1), z.literal(2)]).optional(),
    scatter: z.boolean().optional(),
    contain: z.boolean().optional(),
    salvo: z.boolean().optional(),
  })
  .strict();
export type DefenceSpend = z.infer<typeof DefenceSpendSchema>;

const SINGLE_COMMANDS = [
  z
    .object({ type: z.literal('dials'), side, ship: unit, dials: z.array(z.enum(FLEET_COMMANDS)).min(1).max(4) })
    .strict(),
  z.object({ type: z.literal('activate'), side, ship: unit, use: z.enum(['command', 'token']) }).strict(),
  z.object({ type: z.literal('token'), side, token: z.enum(['repair', 'squadron']) }).strict(),
  z
    .object({
      type: z.literal('repair'),
      side,
      /** move: a shield from one zone to another (1 point); recover: one shield (2); discard: a card (3). */
      action: z.enum(['move', 'recover', 'discard']),
      from: zone.optional(),
      to: zone.optional(),
      zone: zone.optional(),
      card: z.string().max(60).optional(),
    })
    .strict(),
  z.object({ type: z.literal('order'), side, squadron: unit }).strict(),
  z.object({ type: z.literal('squadronMove'), side, squadron: unit, to: HexSchema }).strict(),
  z.object({ type: z.literal('squadronAttack'), side, squadron: unit, target: AttackTargetSchema }).strict(),
  z
    .object({
      type: z.literal('attack'),
      side,
      ship: unit,
      from: zone,
      target: AttackTargetSchema,
      /** Obstructed: the colour of the die the attacker removes (seed 004, pp. 19-20: «من اختياره»). */
      drop: z.enum(DICE_COLOURS).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('effects'),
      side,
      /** Concentrate fire, dial: one more die of a colour already rolled and legal at the range. */
      add: z.enum(DICE_COLOURS).optional(),
      /** Concentrate fire, token: reroll this die (its index in the pool, after `add`). */
      reroll: z.number().int().min(0).max(20).optional(),
      /** Defence token indices the accuracies lock, one each. */
      lock: z.array(z.number().int().min(0).max(8)).max(8).default([]),
    })
    .strict(),
  z.object({ type: z.literal('defend'), side, window: z.string().max(80), spend: DefenceSpendSchema }).strict(),
  z
    .object({
      type: z.literal('manoeuvre'),
      side,
      ship: unit,
      /** The speed it moves at, within what navigate allows (±1 by dial, ±1 by token). */
      speed: z.number().int().min(0).max(4),
      /** A veer per joint, one per speed step: -1 left, 0 straight, 1 right (5.9: two clicks each). */
      veers: z.array(z.union([z.literal(-1), z.literal(0), z.literal(1)])).max(4),
      navigate: z.object({ dial: z.boolean(), token: z.boolean() }).strict(),
    })
    .strict(),
  z.object({ type: z.literal('place'), side, window: z.string().max(80), squadron: unit, hex: HexSchema }).strict(),
  z.object({ type: z.literal('done'), side }).strict(),
  z.object({ type: z.literal('concede'), side }).strict(),
] as const;

export const SingleFleetCommandSchema = z.discriminatedUnion('type', SINGLE_COMMANDS);
export type SingleFleetCommand = z.infer<typeof SingleFleetCommandSchema>;

/**
 * A ship's whole activation in one submit (issue 43: the turn card): its commands in order. Played
 * at once up to the first moment that waits on someone else (a defender's tokens); the rest waits
 * in the state (`plan`) and goes on when the side is asked again in the same activation. A command
 * the rules refuse stops the plan there (`planStopped`), and the player goes on by hand.
 */
export const FleetCommandSchema = z.discriminatedUnion('type', [
  ...SINGLE_COMMANDS,
  z.object({ type: z.literal('plan'), side, commands: z.array(SingleFleetCommandSchema).min(1).max(24) }).strict(),
]);
export type FleetCommand = z.infer<typeof FleetCommandSchema>;
export type FleetCommandOf<T extends FleetCommand['type']> = Extract<FleetCommand, { type: T }>;

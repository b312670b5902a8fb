/**
 * The shape of a command, checked with zod before any rule reads it: a command can arrive from a
 * stored log, a replay file or a Discord interaction, and a malformed one must come back as a rule
 * error, never slip past a check or crash the engine (DESIGN.md section 4).
 */
import { z } from 'zod';
import { ARCS } from './firing/arcs.js';
import { type Result, err, ok } from '../../core/result.js';
import { type Command, MOVE_KINDS } from './commands.js';
import { type ImpulseRuleError, fail } from './errors.js';

const id = z.string().min(1).max(64);

const ApUseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('defendInitiative') }).strict(),
  z.object({ kind: z.literal('changeInitiative') }).strict(),
  z.object({ kind: z.literal('chargeYellow'), group: z.number().int().min(0) }).strict(),
  z.object({ kind: z.literal('chargeBattery') }).strict(),
  z.object({ kind: z.literal('reinforceShield'), arc: z.enum(ARCS) }).strict(),
  z.object({ kind: z.literal('enableSideslip') }).strict(),
  z.object({ kind: z.literal('powerThroughTurn') }).strict(),
  z.object({ kind: z.literal('retargetMissile'), missile: id, target: id }).strict(),
  z.object({ kind: z.literal('doNothing') }).strict(),
]);

const PowerOrderSchema = z
  .object({
    ship: id,
    curveChange: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
    charge: z.array(z.enum(['yellow', 'red', 'none'])).max(16),
  })
  .strict();

const ShipOrdersSchema = z
  .object({
    moves: z.array(z.enum(MOVE_KINDS)).max(36).optional(),
    thenMove: z.enum([...MOVE_KINDS, 'close']).optional(),
    ap: z.array(ApUseSchema).max(9).optional(),
    fire: z.object({ target: id }).strict().optional(),
    repair: z.boolean().optional(),
  })
  .strict();

const SideOrdersSchema = z
  .object({ initiative: z.enum(['take', 'give']).optional(), power: z.literal('default').optional() })
  .strict();

const single = [
  z
    .object({
      type: z.literal('useAp'),
      side: id,
      ship: id,
      use: ApUseSchema,
      source: z.enum(['curve', 'battery']).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('move'),
      side: id,
      ship: id,
      how: z.enum(MOVE_KINDS),
      afterburner: z.boolean().optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('fire'),
      side: id,
      ship: id,
      group: z.number().int().min(0),
      targets: z.array(id.nullable()).min(1).max(8),
      hexside: z.number().int().min(0).max(5).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('steerMissile'),
      side: id,
      missile: id,
      hex: z.object({ q: z.number().int(), r: z.number().int() }).strict(),
    })
    .strict(),
  z.object({ type: z.literal('repair'), side: id, ship: id, critical: id }).strict(),
  z.object({ type: z.literal('concede'), side: id }).strict(),
  z.object({ type: z.literal('followOrders'), side: id }).strict(),
  z
    .object({
      type: z.literal('setOrders'),
      side: id,
      ship: id.optional(),
      orders: z.union([ShipOrdersSchema, SideOrdersSchema]).nullable(),
    })
    .strict(),
  z.object({ type: z.literal('endStep'), side: id }).strict(),
  z.object({ type: z.literal('endTurn'), side: id }).strict(),
  z.object({ type: z.literal('chooseInitiative'), side: id, choice: z.enum(['take', 'give']) }).strict(),
  z.object({ type: z.literal('submitPower'), side: id, orders: z.array(PowerOrderSchema).max(64) }).strict(),
] as const;

const SingleCommandSchema = z.discriminatedUnion('type', [...single]);

export const CommandSchema = z.discriminatedUnion('type', [
  ...single,
  // A batch holds single commands only (batches do not nest).
  z.object({ type: z.literal('batch'), side: id, commands: z.array(SingleCommandSchema).max(200) }).strict(),
]);

/** A command from outside, checked; the error lists each problem by path. */
export function parseCommand(input: unknown): Result<Command, ImpulseRuleError> {
  const parsed = CommandSchema.safeParse(input);
  if (parsed.success) return ok(parsed.data as Command);
  const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(command)'}: ${i.message}`);
  return err(fail('INVALID_COMMAND', { problems }));
}

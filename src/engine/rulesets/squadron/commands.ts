/**
 * What players tell a `squadron` game (issue 14), as zod checks it at the boundary. Every command
 * names the side that gives it; the ship is the side's own.
 */
import { z } from 'zod';
import { ACTIONS, CARD_ACTION } from './actions.js';

const Side = z.string().min(1);
const ShipId = z.string().min(1);

/** Planning: a ship's dial for this round (a dial string of its chart, "2FW", or just "2F"). */
const DialCommand = z.object({ type: z.literal('dial'), side: Side, ship: ShipId, dial: z.string().min(2).max(3) });

/** Planning: several dials at once (the turn form, a missed deadline's defaults). */
const DialsCommand = z.object({
  type: z.literal('dials'),
  side: Side,
  dials: z.record(ShipId, z.string().min(2).max(3)),
});

/** A cloaked ship in the decloak window (start of the Activation phase): a straight-2 roll or boost, or stay. */
const DecloakCommand = z.object({
  type: z.literal('decloak'),
  side: Side,
  ship: ShipId,
  how: z.enum(['roll', 'boost', 'stay']),
  direction: z.enum(['left', 'right']).optional(),
  spot: z.enum(['forward', 'back']).optional(),
});

/** The action step (or a free action): the action and what it needs. */
const ActionCommand = z.object({
  type: z.literal('action'),
  side: Side,
  ship: ShipId,
  /** A bar action, or `card`: the «Ação:» of the card named in `card` (issue 41). */
  action: z.enum([...ACTIONS, CARD_ACTION]),
  /** Card: the action card's id. */
  card: z.string().min(1).max(40).optional(),
  /** Target lock, coordinate: the ship aimed at. */
  target: ShipId.optional(),
  /** Barrel roll: which side and where along it; boost: which template. */
  direction: z.enum(['left', 'right']).optional(),
  spot: z.enum(['forward', 'level', 'back']).optional(),
  boost: z.enum(['straight', 'bankLeft', 'bankRight']).optional(),
  /** Reinforce: which end; a reinforce without it is refused (`WHICH_END`; seed 001, "Reforço"). */
  end: z.enum(['fore', 'aft']).optional(),
  /** Rotate arc: where the mobile arc points. */
  arc: z.enum(['forward', 'right', 'rear', 'left']).optional(),
  /** SLAM: the dial entry flown (same speed as the revealed one). */
  dial: z.string().min(2).max(3).optional(),
  /** Reload: the torpedo and missile cards flipped face up (every spent one, when absent). */
  weapons: z.array(z.string().min(1)).min(1).max(8).optional(),
  /** Reload as logged before issue 41, one weapon: read as `weapons: [weapon]`. */
  weapon: z.string().min(1).optional(),
});

/** Combat: attack a ship with the primary weapon or a carried one. */
const AttackCommand = z.object({
  type: z.literal('attack'),
  side: Side,
  ship: ShipId,
  target: ShipId,
  weapon: z.string().min(1).default('primary'),
});

const HoldFireCommand = z.object({ type: z.literal('holdFire'), side: Side, ship: ShipId });

/**
 * Changing dice in an attack: the attacker spends its lock (rerolling the dice named, 1-based) and
 * its focus; the defender its focus and its evade. Rerolls come before changes; `done` (the default)
 * ends this side's step.
 */
const ModifyCommand = z.object({
  type: z.literal('modify'),
  side: Side,
  lock: z.array(z.number().int().min(1).max(12)).max(12).optional(),
  focus: z.boolean().optional(),
  evade: z.boolean().optional(),
  done: z.boolean().default(true),
});

const ConcedeCommand = z.object({ type: z.literal('concede'), side: Side });

export const SquadronCommandSchema = z.discriminatedUnion('type', [
  DialCommand,
  DialsCommand,
  DecloakCommand,
  ActionCommand,
  AttackCommand,
  HoldFireCommand,
  ModifyCommand,
  ConcedeCommand,
]);
export type SquadronCommand = z.input<typeof SquadronCommandSchema>;
export type ParsedCommand = z.output<typeof SquadronCommandSchema>;
export const SQUADRON_COMMAND_TYPES = [
  'dial',
  'dials',
  'decloak',
  'action',
  'attack',
  'holdFire',
  'modify',
  'concede',
] as const;
export type ActionCommand = z.output<typeof ActionCommand>;

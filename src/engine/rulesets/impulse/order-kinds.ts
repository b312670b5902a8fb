/**
 * The kinds of order a ship takes in `impulse` (seed 000 sections 1.1.2 and 1.1.3): the uses of its
 * available power and the ways it moves one hex. Both the commands that give them and the standing
 * orders kept in the state name them, so they live apart from either.
 */
import type { Arc } from './firing/arcs.js';
import type { ShipId } from './ids.js';

/** The nine uses of available power (seed 000 section 1.1.2). */
export type ApUse =
  | { readonly kind: 'defendInitiative' }
  | { readonly kind: 'changeInitiative' }
  | { readonly kind: 'chargeYellow'; readonly group: number }
  | { readonly kind: 'chargeBattery' }
  | { readonly kind: 'reinforceShield'; readonly arc: Arc }
  | { readonly kind: 'enableSideslip' }
  | { readonly kind: 'powerThroughTurn' }
  | { readonly kind: 'retargetMissile'; readonly missile: string; readonly target: ShipId }
  | { readonly kind: 'doNothing' };
export type ApUseKind = ApUse['kind'];
export const AP_USE_KINDS = [
  'defendInitiative',
  'changeInitiative',
  'chargeYellow',
  'chargeBattery',
  'reinforceShield',
  'enableSideslip',
  'powerThroughTurn',
  'retargetMissile',
  'doNothing',
] as const satisfies readonly ApUseKind[];

export const MOVE_KINDS = ['straight', 'turnLeft', 'turnRight', 'slipLeft', 'slipRight'] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

/**
 * Events of the `impulse` ruleset: past tense, tagged by `type`, each carrying what a report or
 * a picture needs without reading the state (names as well as ids, hexes before and after).
 */
import type { Arc } from './firing/arcs.js';
import type { DiceRolled } from '../../core/dice.js';
import type { Facing, Hex } from '../../core/hex.js';
import type { ApUse, MoveKind } from './commands.js';
import type { CriticalResult } from './damage/critical-table.js';
import type { CriticalEffect } from './damage/criticals.js';
import type { Impulse, Outcome, ShipId, SideId, TurnStep } from './state.js';

/** A ship as events name it: id for machines, name for people. */
export interface ShipRef {
  readonly id: ShipId;
  readonly name: string;
  readonly side: SideId;
}

export type DamageSource = { readonly ship: ShipRef } | { readonly missile: string } | null;

export type StepPassReason =
  | 'noDecision' // housekeeping and other bookkeeping
  | 'noAp' // no ship receives AP or has a charged battery
  | 'allApUsed'
  | 'noMoves' // no ship must or may move
  | 'allMoved'
  | 'nothingCanFire'
  | 'nothingToRepair'
  | 'endedByPlayer';

export type GameEvent =
  | DiceRolled
  | { readonly type: 'impulseStarted'; readonly round: number; readonly impulse: Impulse; readonly initiative: SideId }
  | { readonly type: 'turnStarted'; readonly round: number; readonly impulse: Impulse; readonly side: SideId }
  | { readonly type: 'stepEnded'; readonly step: TurnStep; readonly side: SideId; readonly reason: StepPassReason }
  | { readonly type: 'reinforcementExpired'; readonly ship: ShipRef; readonly arc: Arc }
  | {
      readonly type: 'apUsed';
      readonly ship: ShipRef;
      readonly use: ApUse;
      readonly source: 'curve' | 'battery';
      /** The turn countdown after powering through a turn (null once removed). */
      readonly turnCountdown?: number | null;
    }
  | {
      readonly type: 'shipMoved';
      readonly ship: ShipRef;
      readonly how: MoveKind;
      readonly from: Hex;
      readonly to: Hex;
      readonly facingBefore: Facing;
      readonly facing: Facing;
      readonly afterburner: boolean;
      /** True when the engine made the move because it was the only legal one. */
      readonly automatic: boolean;
      readonly turnCountdown: number | null;
    }
  /** A ship owed a move but every move was blocked (a planet ahead, no turn allowed): it stays put. */
  | { readonly type: 'moveBlocked'; readonly ship: ShipRef; readonly hex: Hex }
  | { readonly type: 'collided'; readonly ship: ShipRef; readonly other: ShipRef; readonly hex: Hex }
  | {
      readonly type: 'damageApplied';
      readonly ship: ShipRef;
      /** The shield arc hit; null for damage that goes straight to the hull (secondary explosions). */
      readonly arc: Arc | null;
      readonly amount: number;
      readonly cause: 'collision' | 'missile' | 'weapon' | 'explosion' | 'critical';
      /** Who did it: the firing, colliding or exploding ship, or the missile; null for criticals. */
      readonly source: DamageSource;
      /** Points stopped by reinforcement, shield boxes lost, hull boxes marked. */
      readonly reinforcement: number;
      readonly shield: number;
      readonly hull: number;
      /** Indexes of the critical (orange) hull boxes marked by this damage. */
      readonly criticalBoxes: readonly number[];
    }
  | { readonly type: 'shipDestroyed'; readonly ship: ShipRef; readonly cause: 'hull' | 'power' | 'critical' }
  /** A weapon group fired: its whole charge bar is discharged (seed 000 section 1.1.4 step 1). */
  | {
      readonly type: 'groupFired';
      readonly ship: ShipRef;
      readonly group: number;
      readonly weapon: string;
      readonly weaponName: string;
    }
  /** One weapon's shot: the die, the terrain modifier, and the damage the table gives. */
  | {
      readonly type: 'shotResolved';
      readonly ship: ShipRef;
      readonly group: number;
      readonly weaponName: string;
      readonly target:
        { readonly kind: 'ship'; readonly ship: ShipRef } | { readonly kind: 'missile'; readonly missile: string };
      readonly range: number;
      readonly die: number;
      readonly modifier: number;
      readonly damage: number;
      /** The target's shield arc the hit lands on (ships only). */
      readonly arc: Arc | null;
    }
  /** A weapon of a firing group that did not resolve: its target was gone, or the firer was destroyed mid-volley. */
  | {
      readonly type: 'shotLost';
      readonly ship: ShipRef;
      readonly group: number;
      readonly weaponName: string;
      readonly target: string;
      readonly reason: 'targetGone' | 'firerDestroyed';
    }
  | {
      readonly type: 'criticalRolled';
      readonly ship: ShipRef;
      readonly box: number;
      readonly roll: number;
      readonly result: CriticalResult;
      readonly name: string;
      readonly repairable: boolean;
      /** The weapon group a "weapon group destroyed" result took out, if any. */
      readonly group: number | null;
    }
  | { readonly type: 'exploded'; readonly ship: ShipRef; readonly hex: Hex; readonly rating: number }
  | {
      readonly type: 'missileLaunched';
      readonly missile: string;
      readonly ship: ShipRef;
      readonly group: number;
      readonly hex: Hex;
      readonly target: ShipRef;
    }
  | {
      readonly type: 'missileMoved';
      readonly missile: string;
      readonly from: Hex;
      readonly to: Hex;
      readonly automatic: boolean;
    }
  | {
      readonly type: 'missileDetonated';
      readonly missile: string;
      readonly target: ShipRef;
      readonly arc: Arc;
      readonly damage: number;
    }
  | {
      readonly type: 'missileDamaged';
      readonly missile: string;
      readonly damage: number;
      readonly cause: 'shot' | 'explosion';
    }
  | {
      readonly type: 'missileDestroyed';
      readonly missile: string;
      readonly hex: Hex;
      readonly cause: 'shot' | 'explosion' | 'planet' | 'stranded';
    }
  | { readonly type: 'conceded'; readonly side: SideId }
  /** A command given by a standing order (the command's own events follow). */
  | { readonly type: 'orderFollowed'; readonly side: SideId; readonly command: string; readonly ship?: string }
  /** Part of a ship's standing orders could not be followed and was dropped: the player decides. */
  | { readonly type: 'ordersSuspended'; readonly ship: ShipRef; readonly part: string; readonly reason: string }
  | { readonly type: 'ordersSet'; readonly side: SideId; readonly ship: string | null; readonly cleared: boolean }
  | { readonly type: 'shipRetreated'; readonly ship: ShipRef; readonly hex: Hex }
  | { readonly type: 'terrainRemoved'; readonly terrain: string; readonly kind: string }
  | { readonly type: 'missileRetargeted'; readonly missile: string; readonly target: ShipRef }
  | {
      readonly type: 'repairAttempted';
      readonly ship: ShipRef;
      readonly critical: string;
      readonly effect: CriticalEffect;
      readonly roll: number;
      readonly repaired: boolean;
      readonly automatic: boolean;
    }
  | {
      readonly type: 'initiativeResolved';
      readonly changeMarkers: number;
      readonly defendMarkers: number;
      readonly chooser: SideId;
    }
  | {
      readonly type: 'initiativeChosen';
      readonly side: SideId;
      readonly choice: 'take' | 'give';
      readonly initiative: SideId;
    }
  | { readonly type: 'powerPhaseStarted'; readonly round: number; readonly awaiting: readonly SideId[] }
  | { readonly type: 'powerSubmitted'; readonly side: SideId; readonly automatic: boolean }
  | {
      readonly type: 'weaponsCharged';
      readonly ship: ShipRef;
      readonly group: number;
      readonly red: number;
      readonly yellow: number;
    }
  | {
      readonly type: 'curveChanged';
      readonly ship: ShipRef;
      readonly from: number;
      readonly to: number;
      /** The new curve's values and the power after modifiers. */
      readonly speed: number;
      readonly turn: number;
      readonly power: number;
    }
  | { readonly type: 'hullModifierApplied'; readonly ship: ShipRef; readonly modifier: number; readonly power: number }
  | { readonly type: 'roundStarted'; readonly round: number }
  | { readonly type: 'gameEnded'; readonly outcome: Outcome };

export type GameEventType = GameEvent['type'];

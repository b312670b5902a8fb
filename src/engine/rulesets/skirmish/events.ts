/**
 * `skirmish`'s events (issue 44): what happened, in order, for the narration, the report (each
 * attack's dice step by step: hits, wounds, allocation, saves, damage), the picture (this phase's
 * moves and attacks) and the replay. Every roll is also a core `diceRolled` event.
 */
import type { DiceRolled } from '../../core/dice.js';
import type { Hex } from '../../core/hex.js';
import type { ReactionEvent } from '../../core/reaction-window.js';
import type { Outcome } from '../../ruleset.js';
import type { AllocationGroup, Movement, Phase } from './state.js';
import type { Stratagem } from './commands.js';

/** One model's path in a move: where it stood and where it ends (null: it was not on the table). */
export interface ModelStep {
  readonly model: number;
  readonly from: Hex | null;
  readonly to: Hex;
}

/** One save and what it did (seed 003, Inflict Damage: resolved from the lowest save result up). */
export interface SaveResolved {
  /** The die as rolled, and what it needed (the group's Sv + AP, or its invulnerable save). */
  readonly roll: number;
  readonly needed: number;
  readonly invulnerable: boolean;
  readonly saved: boolean;
  /** The group and model it fell on, when it failed (none left alive: it is lost). */
  readonly group: string | null;
  readonly model: number | null;
  /** Damage rolled for it, Feel No Pain dice, wounds actually lost. */
  readonly damage: number;
  readonly feelNoPain: readonly number[];
  readonly lost: number;
  readonly slain: boolean;
}

export type SkirmishEvent =
  | DiceRolled
  | ReactionEvent
  | {
      readonly type: 'firstTurnDecided';
      readonly side: string;
      readonly rolls: Readonly<Record<string, number>> | null;
    }
  | { readonly type: 'roundStarted'; readonly round: number }
  | { readonly type: 'turnStarted'; readonly round: number; readonly side: string }
  | { readonly type: 'phaseStarted'; readonly round: number; readonly side: string; readonly phase: Phase }
  /** A phase the active side has nothing to do in passes by itself. */
  | { readonly type: 'phaseSkipped'; readonly side: string; readonly phase: Phase; readonly reason: string }
  | { readonly type: 'phaseEnded'; readonly side: string; readonly phase: Phase }
  | { readonly type: 'cpGained'; readonly side: string; readonly amount: number; readonly total: number }
  | {
      readonly type: 'stratagemUsed';
      readonly side: string;
      readonly stratagem: Stratagem;
      readonly unit: string | null;
      readonly cost: number;
      readonly cpLeft: number;
    }
  | {
      readonly type: 'abilityUsed';
      readonly unit: string;
      readonly ability: 'selfRepair';
      readonly model: number;
      readonly amount: number;
    }
  | {
      readonly type: 'battleShockTested';
      readonly unit: string;
      readonly dice: readonly number[];
      readonly total: number;
      readonly leadership: number;
      readonly passed: boolean;
      /** It was shocked before the test (a pass recovers it: seed 003, Battle-shock 2). */
      readonly wasShocked: boolean;
    }
  | { readonly type: 'battleShockPassedByBravery'; readonly unit: string }
  | { readonly type: 'unitShocked'; readonly unit: string }
  | { readonly type: 'unitRecovered'; readonly unit: string }
  | { readonly type: 'advanceRolled'; readonly unit: string; readonly roll: number }
  | {
      readonly type: 'rollRerolled';
      readonly unit: string;
      readonly kind: 'advance' | 'charge';
      readonly before: number;
      readonly after: number;
    }
  | {
      readonly type: 'unitMoved';
      readonly unit: string;
      readonly movement: Exclude<Movement, 'stationary'> | 'charge' | 'heroic' | 'pileIn';
      readonly allowance: number;
      readonly steps: readonly ModelStep[];
    }
  | { readonly type: 'unitStayed'; readonly unit: string }
  | {
      readonly type: 'modelAdjusted';
      readonly unit: string;
      readonly model: number;
      readonly from: Hex;
      readonly to: Hex;
    }
  | {
      readonly type: 'hazardRolled';
      readonly unit: string;
      readonly model: number;
      readonly roll: number;
      readonly mortalWounds: number;
    }
  | {
      readonly type: 'attackDeclared';
      readonly attack: string;
      readonly kind: 'shooting' | 'fight' | 'overwatch';
      readonly attacker: string;
      readonly target: string;
      readonly weapon: string;
      /** Models that attack with it, and how many attacks they make in all. */
      readonly models: number;
      readonly attacks: number;
      /** The hit roll needed after modifiers (capped at +1/-1), and why it moved. */
      readonly hitNeeded: number;
      readonly hitModifiers: readonly ('cover' | 'heavy' | 'engagedVehicle' | 'overwatch')[];
      readonly halfRange: boolean;
    }
  | {
      readonly type: 'hitsRolled';
      readonly attack: string;
      readonly dice: readonly number[];
      /** Dice rerolled (rerolls of 1s), as first rolled and as rerolled. */
      readonly rerolls: readonly { readonly from: number; readonly to: number }[];
      readonly needed: number;
      readonly hits: number;
      readonly criticals: number;
      readonly sustained: number;
      readonly lethal: number;
      readonly automatic: boolean;
    }
  | {
      readonly type: 'woundsRolled';
      readonly attack: string;
      readonly dice: readonly number[];
      readonly rerolls: readonly { readonly from: number; readonly to: number }[];
      readonly needed: number;
      readonly strength: number;
      readonly toughness: number;
      readonly wounds: number;
      readonly criticals: number;
      readonly devastating: number;
    }
  | {
      readonly type: 'allocationDeclared';
      readonly attack: string;
      readonly side: string;
      readonly groups: readonly AllocationGroup[];
      /** Group ids in the order damage falls on them. */
      readonly order: readonly string[];
      readonly brace: boolean;
      readonly defaulted: boolean;
    }
  | { readonly type: 'savesRolled'; readonly attack: string; readonly saves: readonly SaveResolved[] }
  | {
      readonly type: 'mortalWoundsInflicted';
      readonly attack: string | null;
      readonly unit: string;
      readonly model: number;
      readonly amount: number;
      readonly feelNoPain: readonly number[];
      readonly lost: number;
      readonly slain: boolean;
    }
  | { readonly type: 'attackResolved'; readonly attack: string; readonly slain: number; readonly woundsLost: number }
  | { readonly type: 'unitDestroyed'; readonly unit: string; readonly by: string | null }
  | { readonly type: 'chargeDeclared'; readonly unit: string }
  | { readonly type: 'chargeRolled'; readonly unit: string; readonly dice: readonly number[]; readonly total: number }
  | { readonly type: 'chargeTargetsChosen'; readonly unit: string; readonly targets: readonly string[] }
  | { readonly type: 'chargeSucceeded'; readonly unit: string; readonly targets: readonly string[] }
  | { readonly type: 'chargeFailed'; readonly unit: string; readonly reason: 'noTarget' | 'cannotReach' | 'declined' }
  | {
      readonly type: 'heroicIntervention';
      readonly unit: string;
      readonly against: string;
      readonly dice: readonly number[];
      readonly succeeded: boolean;
    }
  | { readonly type: 'fightStepStarted'; readonly step: 'fightsFirst' | 'remaining'; readonly toSelect: string }
  | { readonly type: 'unitFought'; readonly unit: string; readonly target: string }
  | { readonly type: 'unitArrived'; readonly unit: string; readonly steps: readonly ModelStep[] }
  | { readonly type: 'reservesLost'; readonly unit: string }
  | {
      readonly type: 'objectiveControlled';
      readonly objective: string;
      readonly controller: string | null;
      readonly levels: Readonly<Record<string, number>>;
    }
  | {
      readonly type: 'vpScored';
      readonly side: string;
      readonly points: number;
      readonly reason: 'objectives' | 'holdMore' | 'kills';
      readonly total: number;
    }
  | { readonly type: 'turnEnded'; readonly round: number; readonly side: string }
  | { readonly type: 'roundEnded'; readonly round: number }
  | { readonly type: 'planStopped'; readonly side: string; readonly code: string }
  | { readonly type: 'conceded'; readonly side: string }
  | { readonly type: 'gameEnded'; readonly outcome: Outcome };

export type SkirmishEventOf<T extends SkirmishEvent['type']> = Extract<SkirmishEvent, { type: T }>;

/**
 * `skirmish`'s game state (issue 44; other-systems.md 4.5 "State"): plain JSON, as every ruleset's
 * (DESIGN.md section 4). Units of models, one model per hex (a vehicle's model on a seven-hex base
 * about its hex); each side's CP and VP; the battle round, whose turn and which of its five phases
 * (seed 003, "The Battle Round"); a roll waiting on its move (an Advance, a charge); an attack waiting
 * on the defender's allocation; an open reaction window (allocation, Fire Overwatch, Heroic
 * Intervention); the Fight phase's selection order; the dice generator. Helpers that read it live
 * beside the rules that need them.
 */
import type { Hex } from '../../core/hex.js';
import type { ReactionWindow } from '../../core/reaction-window.js';
import type { RngState } from '../../core/rng.js';
import type { Outcome } from '../../ruleset.js';
import type { DiceValue, Scoring, SkirmishCatalog, Terrain } from './data/schema.js';
import type { SingleSkirmishCommand } from './commands.js';
import type { SkirmishSettings } from './settings.js';

/** The five phases of a player's turn, in order (seed 003, "The Battle Round"). */
export const PHASES = ['command', 'movement', 'shooting', 'charge', 'fight'] as const;
export type Phase = (typeof PHASES)[number];

export interface SkirmishModel {
  /** 1-based within its unit, in datasheet order: what `/move` adjustments and reports name. */
  readonly n: number;
  /** Its model profile's id in the unit's datasheet. */
  readonly profile: string;
  /** Where it stands (a large base: its centre hex); null in reserve or once slain. */
  readonly hex: Hex | null;
  /** Wounds left; 0 once slain. */
  readonly wounds: number;
  readonly alive: boolean;
}

/** How a unit moved in this turn's Movement phase (what it may do later in the turn depends on it). */
export type Movement = 'stationary' | 'normal' | 'advance' | 'fallBack' | 'arrived';

export interface SkirmishUnit {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  readonly datasheet: string;
  readonly models: readonly SkirmishModel[];
  /** In reserve, not yet arrived (4.2 "Reserves"). */
  readonly reserve: boolean;
  readonly destroyed: boolean;
  /** Battle-shocked: stays so until it passes a later test (seed 003, "Battle-shock Test" 2). */
  readonly shocked: boolean;
  /** This turn's Movement, null before it moved or stood (reset when its side's turn starts). */
  readonly movement: Movement | null;
  /** Shot in this turn's Shooting phase (or by Fire Overwatch this phase). */
  readonly shot: boolean;
  /** Declared a charge this turn (successful or not). */
  readonly chargeDeclared: boolean;
  /** Made a successful charge move this turn: it fights first in this Fight phase only (seed 003, Charge 5). */
  readonly charged: boolean;
  /** Fought in this Fight phase. */
  readonly fought: boolean;
  /** The phase key (`phaseKey`) in which a stratagem last targeted it: one stratagem per unit per phase. */
  readonly stratagemIn: string | null;
}

/** An objective marker and who controls it (4.2: "a secured objective stays yours until out-controlled"). */
export interface ObjectiveState {
  readonly id: string;
  readonly hex: Hex;
  readonly value: number;
  readonly controller: string | null;
}

/**
 * A roll that waits on the player before its move (seed 003, Charge 2: "consider Command Re-roll"):
 * an Advance's D6, a charge's 2D6 (then the targets, after the roll: Charge 3), a Heroic
 * Intervention's 2D6, or a failed battle-shock test (Insane Bravery may still pass it).
 */
export interface PendingRoll {
  readonly kind: 'advance' | 'charge' | 'shock';
  readonly side: string;
  readonly unit: string;
  readonly dice: readonly number[];
  /** Sum of the dice (+ modifiers for a shock test). */
  readonly total: number;
  /** Command Re-roll already used on this roll. */
  readonly rerolled: boolean;
}

/** The unit a player moved last this phase, for `adjust` (4.5 "nudge"): each model's hex before it. */
export interface LastMove {
  readonly unit: string;
  readonly from: readonly (Hex | null)[];
  /** Hexes each model may cover (M, M + the Advance roll, the charge roll). */
  readonly allowance: number;
  readonly kind: 'normal' | 'advance' | 'fallBack' | 'arrive' | 'charge';
}

/** One weapon of an attacking unit aimed at one target (a unit's shooting splits its weapons by target). */
export interface FireAssignment {
  readonly weapon: string;
  readonly target: string;
  /**
   * In a queued attack (`AttackInProgress.queue`): the attacking models (`n`s), fixed when the unit's
   * attacks were declared (a fight's models, each with its own melee weapon). Absent in commands.
   */
  readonly models?: readonly number[];
}

/** An allocation group (seed 003, Save Roll): models of one target unit the defender orders. */
export interface AllocationGroup {
  readonly id: string;
  /** The models' `n`s. */
  readonly models: readonly number[];
  readonly character: boolean;
  readonly wounds: number;
  readonly save: number;
  readonly invulnerable: number | null;
}

/**
 * An attack being resolved (seed 003, "Attack Sequence"): one weapon profile of one unit at one
 * target; hits and wounds rolled, waiting on the defender's allocation (groups and order) before
 * the saves. `queue`: the unit's other assignments still to resolve, in order.
 */
export interface AttackInProgress {
  /** Unique in the game (`a<n>`): the allocation window's id is built from it. */
  readonly id: string;
  readonly kind: 'shooting' | 'fight' | 'overwatch';
  readonly attacker: string;
  readonly target: string;
  readonly weapon: string;
  /** Wounds that need a save roll each. */
  readonly wounds: number;
  /** Devastating wounds: each inflicts mortal wounds equal to the weapon's damage, no save. */
  readonly devastating: number;
  /** The save roll's AP and the damage per failed save (melta already added where it applies). */
  readonly ap: number;
  readonly damage: DiceValue;
  readonly groups: readonly AllocationGroup[];
  readonly queue: readonly FireAssignment[];
}

/** Which open window, and why (its kind names the reaction for the contract and preferences). */
export interface OpenReaction {
  readonly kind: 'allocation' | 'overwatch' | 'heroic';
  readonly window: ReactionWindow;
}

/** The Fight phase's order (seed 003, Fight: chargers first, then alternate). */
export interface FightOrder {
  readonly step: 'fightsFirst' | 'remaining';
  /** The side selecting a unit to fight now. */
  readonly toSelect: string;
}

export interface SkirmishState {
  readonly mission: string;
  readonly settings: SkirmishSettings;
  /** The datasheets and weapons this game uses (what a replay and an export need). */
  readonly catalog: SkirmishCatalog;
  readonly board: { readonly cols: number; readonly rows: number };
  readonly terrain: readonly Terrain[];
  readonly objectives: readonly ObjectiveState[];
  readonly scoring: Scoring;
  readonly sides: readonly {
    readonly id: string;
    readonly name: string;
    readonly faction: string;
    readonly deployment: { readonly fromRow: number; readonly toRow: number };
    readonly edge: 'north' | 'south';
  }[];
  readonly round: number;
  readonly rounds: number;
  /** The turn order of every battle round: who goes first, then second. */
  readonly order: readonly [string, string];
  /** Whose turn it is. */
  readonly active: string;
  readonly phase: Phase;
  /** The Movement phase's steps: units move, then reserves arrive (4.2 "Reserves": at its end). */
  readonly movementStep: 'moves' | 'reinforcements';
  readonly cp: Readonly<Record<string, number>>;
  readonly vp: Readonly<Record<string, number>>;
  readonly units: readonly SkirmishUnit[];
  readonly pending: PendingRoll | null;
  readonly lastMove: LastMove | null;
  readonly attack: AttackInProgress | null;
  readonly reaction: OpenReaction | null;
  readonly fight: FightOrder | null;
  /** Stratagems used this phase, as `<stratagem>:<side>` (each at most once per phase). */
  readonly stratagemsUsed: readonly string[];
  /** Sides that have used Insane Bravery (once per battle, 4.2). */
  readonly braveryUsed: readonly string[];
  /** Enemy units each side destroyed this battle round (for `perKill` scoring). */
  readonly kills: Readonly<Record<string, number>>;
  /** The rest of a side's planned unit phase (the turn card), played when the side is asked again. */
  readonly plan: {
    readonly side: string;
    readonly unit: string;
    readonly commands: readonly SingleSkirmishCommand[];
  } | null;
  /** Attacks and windows opened so far (their ids). */
  readonly attacks: number;
  readonly rng: RngState;
  readonly outcome: Outcome | null;
}

/** The key of the phase now (stratagem limits): round, side and phase. */
export const phaseKey = (state: Pick<SkirmishState, 'round' | 'active' | 'phase'>): string =>
  `r${state.round}:${state.active}:${state.phase}`;

/**
 * The `impulse` game state: plain JSON (no classes, Map, Set or Date), so it can be stored, validated
 * and replayed as it is (DESIGN.md section 4). It is designed for the whole ruleset: the missile,
 * critical and outcome fields are filled by firing and damage.
 */
import type { Arc } from './firing/arcs.js';
import type { ApUse, MoveKind } from './order-kinds.js';
import type { ShipId, SideId } from './ids.js';
import type { Facing, Hex } from '../../core/hex.js';
import type { RngState } from '../../core/rng.js';
import type { CriticalEffect } from './damage/criticals.js';
import type { ShipClass } from './data/ship-class.js';
import type { VictoryCondition } from './data/scenario.js';
import type { WeaponType } from './data/weapon-type.js';
import type { Settings } from './settings.js';

export type { ShipId, SideId } from './ids.js';

export const IMPULSES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type Impulse = (typeof IMPULSES)[number];

export const TURN_STEPS = ['housekeeping', 'ap', 'movement', 'firing', 'repair'] as const;
export type TurnStep = (typeof TURN_STEPS)[number];

/** A moment of the game, to date criticals and reinforcements. */
export interface When {
  readonly round: number;
  readonly impulse: Impulse;
}

export interface Side {
  readonly id: SideId;
  readonly name: string;
  readonly faction: string;
}

export interface WeaponGroupState {
  /** Charged red and yellow boxes (never more than the class's group has). */
  red: number;
  yellow: number;
  destroyed: boolean;
}

export interface Reinforcement {
  arc: Arc;
  /** Removed at the owner's housekeeping in this impulse of the next round (seed 000 section 1.1.1). */
  expires: When;
}

export interface Critical {
  id: string;
  effect: CriticalEffect;
  received: When;
}

/** What a ship has done in its side's current turn (reset at that side's housekeeping). */
export interface TurnMarks {
  ap: boolean;
  moved: boolean;
  repairTried: boolean;
  /** The ship has fired in this turn's firing step. */
  fired: boolean;
  /**
   * Another ship of the side fired after this one: all of a ship's weapons fire before the next
   * ship's (seed 000 section 1.1.4), so this ship is done firing for the turn.
   */
  fireClosed: boolean;
}

export interface ShipState {
  readonly id: ShipId;
  readonly name: string;
  readonly classId: string;
  readonly side: SideId;
  status: 'active' | 'destroyed' | 'retreated';
  hex: Hex;
  facing: Facing;
  /** Index into the class's power curves. */
  curve: number;
  /** Hull power modifier fixed at the last Power Phase (seed 000 section 1.5: hull damage changes AP then). */
  hullModifier: number;
  /** Shield boxes left per arc. */
  shields: Record<Arc, number>;
  reinforcements: Reinforcement[];
  /** Hull boxes marked so far, from the first. */
  hullMarked: number;
  groups: WeaponGroupState[];
  batteriesCharged: number;
  afterburnersUsed: number;
  /** Straight moves still owed before the ship may turn again; null when it may turn (seed 000 section 1.1.3). */
  turnCountdown: number | null;
  /** A sideslip marker: the next move may slip left or right. */
  sideslip: boolean;
  criticals: Critical[];
  /** An initiative marker placed with AP this impulse (seed 000 section 1.4). */
  initiativeMarker: 'change' | 'defend' | null;
  turn: TurnMarks;
}

export interface MissileState {
  readonly id: string;
  readonly side: SideId;
  /** The ship and weapon group that launched it. */
  readonly launcher: ShipId;
  readonly group: number;
  readonly weapon: string;
  hex: Hex;
  facing: Facing;
  target: ShipId;
  damaged: boolean;
  /** When it last moved (or was launched): a missile moves once per impulse. */
  lastMoved: When | null;
}

export type TerrainKind = 'planet' | 'asteroids' | 'nebula';
export interface TerrainState {
  readonly id: string;
  readonly kind: TerrainKind;
  readonly name: string | null;
  readonly hexes: readonly Hex[];
}

/** What each side has submitted for the Power Phase (hidden from the other side until both are in). */
export interface PowerOrder {
  readonly ship: ShipId;
  /** -1 one speed step slower, 0 keep, +1 one step faster. */
  readonly curveChange: -1 | 0 | 1;
  /** For each weapon group by index: charge yellow boxes (one per weapon) or one red box. */
  readonly charge: readonly ('yellow' | 'red' | 'none')[];
}

export type FlowState =
  | {
      readonly phase: 'turn';
      readonly round: number;
      readonly impulse: Impulse;
      readonly initiative: SideId;
      /** 0: the initiative player's turn; 1: the second player's. */
      readonly turn: 0 | 1;
      readonly step: TurnStep;
    }
  | {
      readonly phase: 'initiative';
      readonly round: number;
      readonly impulse: Impulse;
      readonly initiative: SideId;
      /** The side that takes or gives the initiative for the next impulse. */
      readonly chooser: SideId;
    }
  | {
      readonly phase: 'power';
      readonly round: number;
      readonly initiative: SideId;
      /** Orders in so far, by side; null while a side has not submitted. */
      readonly orders: Readonly<Record<SideId, readonly PowerOrder[] | null>>;
    }
  | { readonly phase: 'over'; readonly round: number };

export interface Outcome {
  /** The winning side, or null for a draw. */
  readonly winner: SideId | null;
  readonly reason: 'lastSideStanding' | 'destroyShip' | 'survive' | 'exitShip' | 'mutualDestruction' | 'concession';
  /** Ship points each side lost to destruction (retreated ships are not lost). */
  readonly pointsLost: Readonly<Record<SideId, number>>;
  /**
   * Margin of victory for a league: the points the loser lost minus the points the winner lost
   * (0 for a draw).
   */
  readonly margin: number;
}

/** Ship classes and weapon types used in this game, copied in so a game replays the same forever. */
export interface Catalog {
  readonly classes: Readonly<Record<string, ShipClass>>;
  readonly weapons: Readonly<Record<string, WeaponType>>;
}

/** A ship's standing orders (issue 6): followed at each of its side's turns while they stay legal. */
export interface ShipOrders {
  /** Movement plan for the coming moves with a choice, consumed one per move. */
  readonly moves?: readonly MoveKind[];
  /**
   * What to do once the plan is used up (absent: ask the player). `close` is the autopilot's heading:
   * the legal move that brings the ship nearest an enemy, never one that takes it off the map.
   */
  readonly thenMove?: MoveKind | 'close';
  /** Action point uses in order of preference; when none is legal the AP is not spent. */
  readonly ap?: readonly ApUse[];
  /** Fire every ready weapon at this ship, or the nearest enemy ship, whenever it can. */
  readonly fire?: { readonly target: ShipId | 'nearest' };
  /** Attempt a repair whenever there is a repairable critical hit. */
  readonly repair?: boolean;
}

export interface SideOrders {
  readonly initiative?: 'take' | 'give';
  readonly power?: 'default';
}

export interface StandingOrders {
  readonly ships: Readonly<Record<ShipId, ShipOrders>>;
  readonly sides: Readonly<Record<SideId, SideOrders>>;
}

export interface GameState {
  readonly ruleset: 'impulse';
  /** The rules version the game was created under (DESIGN.md section 4). */
  readonly rulesVersion: string;
  /** Grows by one with every applied command. */
  version: number;
  readonly scenario: { readonly id: string; readonly name: string };
  readonly settings: Settings;
  readonly sides: readonly [Side, Side];
  readonly victory: readonly VictoryCondition[];
  readonly catalog: Catalog;
  ships: ShipState[];
  missiles: MissileState[];
  terrain: TerrainState[];
  flow: FlowState;
  rng: RngState;
  /** Counter for ids made during play (criticals, missiles), never random. */
  nextId: number;
  outcome: Outcome | null;
  /** Standing orders; absent until a side gives some (so older games replay unchanged). */
  standing?: StandingOrders;
}

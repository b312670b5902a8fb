/**
 * A `vector` game (issue 15; seed 002's inertial movement) as plain JSON. The ships, their weapons,
 * shields, hull and criticals live in an `impulse` board (seed 000's data and damage rules, reused
 * where seed 002 says nothing of its own); this state adds what is the seed's: velocity, the turn's
 * orders, the three combat rounds, weapons fired this turn and loss of control.
 */
import type { GameState as ImpulseState } from './from-impulse.js';
import type { Outcome } from '../../ruleset.js';
import type { VectorSettings } from './settings.js';

/** A ship's orders for the turn: the change of velocity and the course change in facings (+ right, - left). */
export interface MovementOrder {
  readonly accel: number;
  readonly course: number;
}

export interface VectorShip {
  readonly velocity: number;
  /** The turn's orders once revealed (null during the Reaction Phase until all are in). */
  readonly order: MovementOrder | null;
  /** Facings still to turn this turn (signed); what is left at the end is a course change not made. */
  readonly turnsLeft: number;
  /** Hexes still to move in this Movement Phase. */
  readonly stepsLeft: number;
  /** It has moved in this Movement Phase. */
  readonly moved: boolean;
  /** A facing change was made in the hex just entered (one per hex). */
  readonly turnedHere: boolean;
  /** It lost control last turn: every attack this turn takes the modifier. */
  readonly lostControl: boolean;
  /** The hexes entered this turn, numbered by combat round, for the map. */
  readonly track: readonly { readonly q: number; readonly r: number; readonly round: number }[];
}

/**
 * Seed 002: "Each turn retains one Reaction Phase and one Damage Control Phase", with three combat
 * rounds (a Movement and an Attack Phase each) between them. Nobody decides anything in the Damage
 * Control Phase, so a game passes through it and never waits there.
 */
export type VectorPhase = 'reaction' | 'movement' | 'attack' | 'damageControl' | 'over';

export interface VectorState {
  readonly rulesVersion: string;
  readonly settings: VectorSettings;
  readonly board: ImpulseState;
  readonly turn: number;
  readonly phase: VectorPhase;
  /** The combat round (1-3) of the Movement or Attack Phase; 0 in the Reaction and Damage Control Phases. */
  readonly round: number;
  readonly initiative: string;
  readonly ships: Readonly<Record<string, VectorShip>>;
  /** The Reaction Phase's orders by ship, sealed until every ship has its own. */
  readonly orders: Readonly<Record<string, MovementOrder>>;
  /** The side whose ship moves now, and the ship once chosen. */
  readonly moving: { readonly side: string; readonly ship: string | null } | null;
  /** Attack Phase: the sides still to fire, in order. */
  readonly firing: readonly string[];
  readonly outcome: Outcome | null;
}

export const HIDDEN_ORDER: MovementOrder = { accel: 0, course: 0 };

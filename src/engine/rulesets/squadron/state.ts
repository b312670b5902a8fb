/**
 * A `squadron` game as plain JSON (issue 14; DESIGN.md section 4): the ships with their tokens, the
 * round and its phase, the sealed dials, the locks, the damage deck and the dice generator. Each ship
 * carries its own printed numbers, so a state reads without the catalogue it was built from.
 */
import type { Deck } from '../../core/deck.js';
import type { Facing, Hex } from '../../core/hex.js';
import type { RngState } from '../../core/rng.js';
import type { DicePool } from '../../core/symbol-dice.js';
import type { Outcome } from '../../ruleset.js';
import type { Action, ActionKey } from './actions.js';
import type { Ability, CardEffect, FreeActionGrant, PrimaryArc } from './data/content.js';
import type { BaseSize } from './manoeuvres.js';
import type { Locks } from './locks.js';
import type { SquadronSettings } from './settings.js';

export interface ShipStats {
  readonly type: string;
  readonly typeName: string;
  readonly pilot: string;
  readonly skill: number;
  /** Absent for a pilot whose ability is only `grants`. */
  readonly ability?: Ability;
  readonly size: BaseSize;
  readonly attack: number;
  readonly agility: number;
  readonly hull: number;
  readonly shields: number;
  readonly arc: PrimaryArc;
  readonly actions: readonly Action[];
  readonly dial: readonly string[];
  readonly cost: number;
  /** Its action cards' «Ação:» (issue 41); absent when it carries none. */
  readonly cards?: readonly CarriedCard[];
  /** The free actions its pilot and cards grant (issue 41); absent when none. */
  readonly grants?: readonly FreeActionGrant[];
}

/** An action card a ship carries: its «Ação:» as the engine performs it. */
export interface CarriedCard {
  readonly id: string;
  readonly name: string;
  readonly effect: CardEffect;
}

/** A secondary weapon a ship carries, with the shots it has left. */
export interface CarriedWeapon {
  readonly id: string;
  readonly name: string;
  /** Its upgrade card's type (absent in games created before issue 41): only torpedoes and missiles reload. */
  readonly slot?: 'torpedo' | 'missile' | 'cannon' | 'turret';
  readonly attack: number;
  readonly minRange: number;
  readonly maxRange: number;
  readonly arc: 'front' | 'turret';
  readonly requiresLock: boolean;
  readonly charges: number | null;
  readonly chargesMax: number | null;
}

export type MobileArc = 'forward' | 'right' | 'rear' | 'left';

export interface SquadShip {
  readonly id: string;
  readonly side: string;
  /** The pilot's name, as the squad shows it. */
  readonly name: string;
  readonly stats: ShipStats;
  readonly weapons: readonly CarriedWeapon[];
  readonly hex: Hex;
  readonly facing: Facing;
  readonly shields: number;
  /** Damage cards dealt (facedown and faceup); the ship is destroyed when they reach its hull. */
  readonly damage: number;
  readonly destroyed: boolean;
  readonly stress: number;
  readonly focus: number;
  readonly evade: number;
  readonly cloaked: boolean;
  readonly reinforce: 'fore' | 'aft' | null;
  /** A disarmed token (reload, SLAM): no attack this round. */
  readonly disarmed: boolean;
  /** Where a mobile arc points (ships with a `mobile` primary arc). */
  readonly mobileArc: MobileArc;
  readonly escort: boolean;
  // What this round has done to it (cleared in the End phase).
  readonly actionsThisRound: readonly ActionKey[];
  readonly skipsActionStep: boolean;
  /** The ships it touches after a collision: in the first edition they may not attack each other. */
  readonly touching: readonly string[];
  /** It ended its move on an obstacle: no attack this round. */
  readonly onObstacle: boolean;
  /** The manoeuvre it flew this round, as its dial string, for the map. */
  readonly flown: string | null;
  /** The hexes it passed through this round (manoeuvre, boost, roll), for the map. */
  readonly trail: readonly Hex[];
  readonly activated: boolean;
  /** Its part of the Combat phase is over (it attacked or held fire). */
  readonly combatDone: boolean;
  /** It attacked this round. */
  readonly fired: boolean;
  /** A faceup "Sensor Flash": it may not attack until the end of this round (0: none). */
  readonly blindedUntil: number;
}

export interface Obstacle {
  readonly id: string;
  readonly kind: 'asteroid' | 'debris';
  readonly hex: Hex;
}

/** An attack under way: its dice, and whose turn it is to change them. */
export interface AttackInProgress {
  readonly attacker: string;
  readonly defender: string;
  /** `primary` or the carried weapon's id. */
  readonly weapon: string;
  readonly band: number;
  readonly obstructed: boolean;
  readonly attackerInDefenderArc: boolean;
  readonly attackDice: DicePool;
  readonly defenceDice: DicePool | null;
  /** Who changes dice now: the attacker its attack dice, then the defender its defence dice. */
  readonly step: 'attacker' | 'defender';
  /** A change of face was made in this step, so no reroll may follow (rerolls come first). */
  readonly changed: boolean;
  readonly lockSpent: boolean;
  readonly focusSpent: boolean;
  /** Defence dice to roll once the attacker is done. */
  readonly defenceCount: number;
}

/** Whose activation is under way and at which step. */
export interface ActivationStep {
  readonly ship: string;
  /**
   * `decloak`: a cloaked ship chooses in the window at the start of the Activation phase
   * (`decloak-window.ts`); `action`: its action step; `free`: a free action.
   */
  readonly step: 'decloak' | 'action' | 'free';
  /** For a free action: the actions it may be (empty: any), and who granted it. */
  readonly only: readonly Action[];
  /** The ship whose activation this is (a free action by coordinate belongs to another ship). */
  readonly activating: string;
  /**
   * A free action an effect grants (issue 41): what follows it, the action step or the activation's
   * end. Absent on the steps before issue 41 had grants, read as they were (`apply.ts`).
   */
  readonly next?: 'actionStep' | 'end';
}

export type Phase = 'planning' | 'activation' | 'combat' | 'over';

export interface SquadronState {
  readonly rulesVersion: string;
  readonly settings: SquadronSettings;
  readonly scenario: {
    readonly id: string;
    readonly name: string;
    readonly rounds: number;
    readonly victory: 'lastSquadron' | 'escort';
    readonly pointsLimit: number;
  };
  readonly cols: number;
  readonly rows: number;
  readonly sides: readonly { readonly id: string; readonly name: string; readonly faction: string }[];
  readonly ships: readonly SquadShip[];
  readonly obstacles: readonly Obstacle[];
  readonly round: number;
  readonly phase: Phase;
  /** The side that has the initiative all game (seed 001: the squad of fewer points; a tie drawn). */
  readonly initiative: string;
  /** This round's dials by ship (the dial string); other sides see `sealed` until the ship reveals. */
  readonly dials: Readonly<Record<string, string>>;
  readonly activation: ActivationStep | null;
  /** Ships still to activate this round, in order. */
  readonly toActivate: readonly string[];
  /** Combat: the groups of equal skill still to fire (the first is firing), highest skill first. */
  readonly combatGroups: readonly (readonly string[])[];
  /** The group firing now has been announced (and its ships without a target have held fire). */
  readonly combatGroupAnnounced: boolean;
  readonly attack: AttackInProgress | null;
  readonly locks: Locks;
  readonly deck: Deck;
  readonly rng: RngState;
  readonly outcome: Outcome | null;
}

export const HIDDEN_DIAL = 'sealed';

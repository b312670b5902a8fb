/**
 * `fleet`'s events (issue 43): what happened, in order, for the narration, the report, the picture
 * (this activation's path and attacks) and the replay. Sealed dials never appear in an event before
 * they are revealed: `dialsSet` says how many, `shipActivated` names the one revealed.
 */
import type { Hex } from '../../core/hex.js';
import type { ReactionEvent } from '../../core/reaction-window.js';
import type { DefenceTokenType, DiceColour, FleetCommandName, HullZone, ObstacleKind } from './data/schema.js';
import type { Attacker, Defender, FleetPhase, RangeBand, ShipPlacement, TokenState } from './state.js';

export type FleetEvent =
  | { readonly type: 'roundStarted'; readonly round: number; readonly initiative: string }
  | { readonly type: 'phaseStarted'; readonly phase: FleetPhase; readonly round: number }
  | {
      readonly type: 'dialsSet';
      readonly side: string;
      readonly ship: string;
      readonly depth: number;
      readonly of: number;
    }
  | {
      readonly type: 'shipActivated';
      readonly ship: string;
      readonly dial: FleetCommandName;
      readonly use: 'command' | 'token';
    }
  | { readonly type: 'commandTokenGained'; readonly ship: string; readonly token: FleetCommandName }
  | { readonly type: 'commandTokenSpent'; readonly ship: string; readonly token: FleetCommandName }
  | { readonly type: 'engineeringGained'; readonly ship: string; readonly points: number }
  | { readonly type: 'shieldMoved'; readonly ship: string; readonly from: HullZone; readonly to: HullZone }
  | { readonly type: 'shieldRecovered'; readonly ship: string; readonly zone: HullZone }
  | { readonly type: 'damageRepaired'; readonly ship: string; readonly card: string; readonly faceup: boolean }
  | { readonly type: 'squadronOrdered'; readonly ship: string; readonly squadron: string }
  | { readonly type: 'stepEnded'; readonly ship: string; readonly step: 'commands' | 'attack' | 'order' }
  | {
      readonly type: 'attackDeclared';
      readonly attack: string;
      readonly kind: 'normal' | 'salvo' | 'counter';
      readonly attacker: Attacker;
      readonly defender: Defender;
      readonly band: RangeBand;
      readonly distance: number;
      readonly obstructed: boolean;
      /** The die removed for the obstruction, if any. */
      readonly dropped: DiceColour | null;
    }
  | {
      readonly type: 'attackRolled';
      readonly attack: string;
      readonly dice: readonly { readonly colour: DiceColour; readonly face: number }[];
    }
  | { readonly type: 'dieAdded'; readonly attack: string; readonly colour: DiceColour; readonly face: number }
  | {
      readonly type: 'dieRerolled';
      readonly attack: string;
      readonly index: number;
      readonly colour: DiceColour;
      readonly from: number;
      readonly to: number;
      /** Who rerolled it: the attacker's concentrate-fire token, or the defender's evade. */
      readonly by: 'concentrate' | 'evade' | 'swarm';
    }
  | {
      readonly type: 'diceCancelled';
      readonly attack: string;
      readonly indices: readonly number[];
      readonly by: 'evade' | 'scatter';
    }
  | { readonly type: 'tokensLocked'; readonly attack: string; readonly tokens: readonly DefenceTokenType[] }
  | {
      readonly type: 'defenceSpent';
      readonly attack: string;
      readonly tokens: readonly { readonly type: DefenceTokenType; readonly now: TokenState }[];
      readonly redirect: HullZone | null;
    }
  | {
      readonly type: 'damageResolved';
      readonly attack: string;
      readonly defender: Defender;
      /** The dice's damage, and after brace. */
      readonly total: number;
      readonly braced: boolean;
      readonly shieldsLost: Readonly<Partial<Record<HullZone, number>>>;
      /** Damage cards dealt (ships) or hull lost (squadrons). */
      readonly cards: number;
      readonly hullLost: number;
      /** The standard critical effect: the first card dealt faceup (unless contained). */
      readonly critical: boolean;
    }
  | {
      readonly type: 'damageCardDealt';
      readonly ship: string;
      readonly faceup: boolean;
      readonly card: string | null;
      readonly cause: 'attack' | 'overlap' | 'obstacle' | 'critical';
    }
  | { readonly type: 'criticalEffect'; readonly ship: string; readonly card: string }
  | { readonly type: 'shipDestroyed'; readonly ship: string; readonly cause: 'damage' | 'offBoard' }
  | { readonly type: 'squadronDestroyed'; readonly squadron: string }
  | {
      readonly type: 'shipManoeuvred';
      readonly ship: string;
      readonly from: ShipPlacement;
      readonly to: ShipPlacement;
      /** The front hex at each step, the start first. */
      readonly path: readonly Hex[];
      /** The speed set, and the speed it moved at after overlaps. */
      readonly speed: number;
      readonly moved: number;
      readonly veers: readonly number[];
    }
  | {
      readonly type: 'speedChanged';
      readonly ship: string;
      readonly from: number;
      readonly to: number;
      readonly by: 'dial' | 'token' | 'both' | 'damage';
    }
  | { readonly type: 'overlapped'; readonly ship: string; readonly other: string; readonly atSpeed: number }
  | {
      readonly type: 'squadronsDisplaced';
      readonly ship: string;
      readonly squadrons: readonly string[];
      readonly placer: string;
    }
  | { readonly type: 'squadronPlaced'; readonly squadron: string; readonly hex: Hex }
  | {
      readonly type: 'obstacleStruck';
      readonly ship: string;
      readonly obstacle: ObstacleKind;
      readonly hex: Hex;
      /** Debris: the zone struck and the shields it lost (the rest of the two damage are cards). */
      readonly zone?: HullZone;
      readonly shieldsLost?: number;
    }
  | { readonly type: 'squadronMoved'; readonly squadron: string; readonly from: Hex; readonly to: Hex }
  /** A squadron ending beside a station repairs hull (movement/squadron-move.ts). */
  | { readonly type: 'squadronRepaired'; readonly squadron: string; readonly hull: number; readonly by: 'station' }
  | { readonly type: 'squadronActivated'; readonly squadron: string; readonly by: 'phase' | 'order' }
  | { readonly type: 'tokensReadied'; readonly round: number }
  | { readonly type: 'initiativePassed'; readonly to: string }
  | { readonly type: 'objectiveScored'; readonly side: string; readonly points: number; readonly token: string }
  | { readonly type: 'salvagePicked'; readonly ship: string; readonly token: string }
  | { readonly type: 'salvageLost'; readonly ship: string; readonly token: string }
  | { readonly type: 'planStopped'; readonly side: string; readonly index: number; readonly code: string }
  /** The active ship's activation is over (its manoeuvre made, or the ship lost): the flow's report break. */
  | { readonly type: 'activationEnded'; readonly ship: string; readonly round: number }
  | ReactionEvent
  | { readonly type: 'gameEnded'; readonly winner: string | null; readonly reason: string };

export type FleetEventOf<T extends FleetEvent['type']> = Extract<FleetEvent, { type: T }>;

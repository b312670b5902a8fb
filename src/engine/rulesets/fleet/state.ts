/**
 * `fleet`'s game state (issue 43; other-systems.md 5.9 "State"): plain JSON, as every ruleset's
 * (DESIGN.md section 4). Ships on footprints of one to three hexes with a facing, their stacks of
 * sealed command dials, shields per hull zone, damage cards, defence and command tokens; squadrons
 * on one hex; obstacles; the objective's tokens; the round, its phase and who acts; an attack in
 * progress; the dice generator. Helpers that read it live beside the rules that need them.
 */
import type { Deck } from '../../core/deck.js';
import type { Facing, Hex } from '../../core/hex.js';
import type { RngState } from '../../core/rng.js';
import type { SealedQueues } from '../../core/sealed-queue.js';
import type { Outcome } from '../../ruleset.js';
import type {
  DefenceTokenType,
  DiceColour,
  FleetCatalog,
  FleetCommandName,
  HullZone,
  Obstacle,
  Objective,
} from './data/schema.js';
import type { SingleFleetCommand } from './commands.js';
import type { FleetSettings } from './settings.js';

export type TokenState = 'ready' | 'exhausted' | 'discarded';

/** One defence token (a ship may carry two of a type; each is spent and exhausted on its own). */
export interface DefenceToken {
  readonly type: DefenceTokenType;
  readonly state: TokenState;
}

/** Where a ship stands: its front hex (the footprint's anchor) and the way its bow points. */
export interface ShipPlacement {
  readonly anchor: Hex;
  readonly facing: Facing;
}

export interface FleetShip {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  /** Its class id in the game's catalog (`state.catalog.ships`). */
  readonly class: string;
  readonly at: ShipPlacement;
  /** 0 to the speed chart's top speed; it stays from round to round (5.6). */
  readonly speed: number;
  readonly shields: Readonly<Record<HullZone, number>>;
  readonly tokens: readonly DefenceToken[];
  /** Command tokens held: at most the command value, never two of a type (seed 004, p. 12). */
  readonly commandTokens: readonly FleetCommandName[];
  /** Activated this round (its dial revealed). */
  readonly activated: boolean;
  readonly destroyed: boolean;
  /** Salvage tokens it carries (the salvage objective). */
  readonly salvage: number;
}

export interface FleetSquadron {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  readonly class: string;
  readonly hex: Hex;
  readonly hull: number;
  readonly tokens: readonly DefenceToken[];
  readonly activated: boolean;
  readonly destroyed: boolean;
}

export type FleetPhase = 'command' | 'ship' | 'squadron';

/** A squadron activated by a ship's squadron command: it may move and attack, each once (5.5). */
export interface SquadronOrder {
  readonly squadron: string;
  readonly moved: boolean;
  readonly attacked: boolean;
}

/** The ship being activated: its revealed dial and what it has done (5.1 "Ship Phase"). */
export interface Activation {
  readonly ship: string;
  /** The revealed dial. */
  readonly dial: FleetCommandName;
  /** Kept as a command this activation, or spent for its token (seed 004, pp. 7 and 12). */
  readonly use: 'command' | 'token';
  /**
   * `commands`: repair and squadron commands (right after revealing); `attack`: up to two attacks
   * from different hull zones; `manoeuvre`: the move that ends the activation.
   */
  readonly step: 'commands' | 'attack' | 'manoeuvre';
  /** Command types resolved with a token this activation (a type resolves once, dial and token together). */
  readonly tokensSpent: readonly FleetCommandName[];
  /** Engineering points left this activation (they do not carry over). */
  readonly engineering: number;
  /** Squadrons it may still order, and the one under its order now. */
  readonly orders: number;
  readonly ordering: SquadronOrder | null;
  /** Squadrons it ordered this activation. */
  readonly ordered: readonly string[];
  /** Hull zones that have attacked (two attacks, from different zones). */
  readonly attacksFrom: readonly HullZone[];
  /** The concentrate-fire dial has been used on an attack. */
  readonly concentrated: boolean;
}

/** Who attacks: a ship's hull zone, or a squadron. */
export type Attacker =
  | { readonly kind: 'ship'; readonly ship: string; readonly zone: HullZone }
  | { readonly kind: 'squadron'; readonly squadron: string };

/** Who defends: a ship's hull zone, or a squadron. */
export type Defender =
  | { readonly kind: 'ship'; readonly ship: string; readonly zone: HullZone }
  | { readonly kind: 'squadron'; readonly squadron: string };

export type RangeBand = 'close' | 'medium' | 'long';

/** One attack die: its colour and the index of its face on that colour's die (dice.ts). */
export interface AttackDie {
  readonly colour: DiceColour;
  readonly face: number;
  readonly rerolled: boolean;
  /** Cancelled by an evade or scatter: it counts for nothing. */
  readonly cancelled: boolean;
}

/**
 * An attack being resolved (5.4): declared, rolled, then the attacker's effects (concentrate fire,
 * accuracies), then the defender's tokens as a reaction, then damage. An attack on several squadrons
 * resolves against each in turn (`queue`: the squadrons still to be attacked, each rolled anew).
 */
export interface AttackInProgress {
  /** Unique in the game: the reaction window's id is built from it. */
  readonly id: string;
  /** `normal`; `salvo` and `counter` are answers resolved at once (no effects step, no tokens). */
  readonly kind: 'normal' | 'salvo' | 'counter';
  readonly attacker: Attacker;
  readonly defender: Defender;
  readonly queue: readonly string[];
  readonly band: RangeBand;
  /** Hexes between the two, as the rules measured them. */
  readonly distance: number;
  readonly obstructed: boolean;
  readonly dice: readonly AttackDie[];
  readonly step: 'effects' | 'defence';
  /** Defence token indices locked by accuracies (they cannot be spent in this attack). */
  readonly locked: readonly number[];
  /** Token types spent in this attack, and the zone a redirect chose. */
  readonly spent: readonly DefenceTokenType[];
  readonly redirect: HullZone | null;
  /** The defender spent salvo: it answers once the damage is resolved. */
  readonly salvo: boolean;
  /** The colour the attacker removes when obstructed (kept for the next squadrons of the attack). */
  readonly drop?: DiceColour | null;
}

/** Squadrons a ship's move landed on, to be placed by the player who did not move it (seed 004, p. 17). */
export interface Displaced {
  readonly id: string;
  readonly ship: string;
  /** The side that places them: the moving ship's opponent. */
  readonly side: string;
  readonly squadrons: readonly string[];
}

/** An objective token on the map (hold, salvage); `carrier` is the ship holding a salvage token. */
export interface ObjectiveToken {
  readonly id: string;
  readonly hex: Hex;
  readonly carrier: string | null;
  readonly lost: boolean;
}

export interface FleetState {
  readonly scenario: string;
  readonly settings: FleetSettings;
  /** The classes this game uses (what a replay and an export need, whatever the assets become). */
  readonly catalog: FleetCatalog;
  readonly board: { readonly cols: number; readonly rows: number };
  readonly sides: readonly { readonly id: string; readonly name: string; readonly faction: string }[];
  readonly round: number;
  readonly rounds: number;
  readonly phase: FleetPhase;
  /** The first player this round (the initiative); the Status Phase passes it (a setting). */
  readonly initiative: string;
  /** Whose turn it is in the Ship and Squadron Phases. */
  readonly toAct: string;
  /** Squadron Phase: activations the side to act has left in its turn of two. */
  readonly squadronsLeft: number;
  readonly ships: readonly FleetShip[];
  readonly squadrons: readonly FleetSquadron[];
  /** Each ship's stack of command dials, top first; others see only the depth (`sealed`). */
  readonly dials: SealedQueues<FleetCommandName | 'sealed'>;
  readonly activation: Activation | null;
  readonly attack: AttackInProgress | null;
  readonly displaced: Displaced | null;
  /** The rest of a side's planned activation (the turn card), played when the side is asked again. */
  readonly plan: {
    readonly side: string;
    readonly ship: string;
    readonly commands: readonly SingleFleetCommand[];
  } | null;
  readonly obstacles: readonly Obstacle[];
  readonly objective: Objective | null;
  readonly objectiveTokens: readonly ObjectiveToken[];
  /** Objective points scored so far, by side (destroyed units' points are counted at the end). */
  readonly objectivePoints: Readonly<Record<string, number>>;
  /** The damage deck: each ship's cards lie in the place `ship:<id>`. */
  readonly deck: Deck;
  /** Attacks declared so far (ids of attacks and reaction windows). */
  readonly attacks: number;
  readonly rng: RngState;
  readonly outcome: Outcome | null;
}

export type { DiceColour, DefenceTokenType, FleetCommandName, HullZone };

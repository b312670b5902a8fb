/**
 * Commands of the `impulse` ruleset: imperative, tagged by `type`, carrying the least data needed.
 * `side` is the side giving the command; the bot decides which Discord users speak for which side.
 */
import type { ApUse, MoveKind } from './order-kinds.js';
import type { PowerOrder, ShipId, ShipOrders, SideId, SideOrders } from './state.js';

export { AP_USE_KINDS, MOVE_KINDS, type ApUse, type ApUseKind, type MoveKind } from './order-kinds.js';

export type Command =
  | {
      readonly type: 'useAp';
      readonly side: SideId;
      readonly ship: ShipId;
      readonly use: ApUse;
      /** Where the AP comes from; the curve when it gives AP this impulse, else the battery. */
      readonly source?: 'curve' | 'battery';
    }
  | {
      readonly type: 'move';
      readonly side: SideId;
      readonly ship: ShipId;
      readonly how: MoveKind;
      readonly afterburner?: boolean;
    }
  /**
   * Fires one weapon group (seed 000 section 1.1.4): `targets` holds one target for every weapon
   * (a ship or missile id, or null for a weapon that holds its fire), or a single target for all of
   * them. A missile launcher's targets are the ships its missiles fly at; `hexside` (0-5, relative
   * to the ship's facing) picks the adjacent hex the missiles are placed in, by default the one
   * nearest the target.
   */
  | {
      readonly type: 'fire';
      readonly side: SideId;
      readonly ship: ShipId;
      readonly group: number;
      readonly targets: readonly (string | null)[];
      readonly hexside?: number;
    }
  /** Picks which of two equally short next hexes one of the side's missiles flies into this impulse. */
  | {
      readonly type: 'steerMissile';
      readonly side: SideId;
      readonly missile: string;
      readonly hex: { readonly q: number; readonly r: number };
    }
  | { readonly type: 'repair'; readonly side: SideId; readonly ship: ShipId; readonly critical: string }
  /**
   * Standing orders for one of the side's ships (`ship` given) or for the side itself; null clears
   * them. Allowed at any time; they are followed at once if they apply now.
   */
  | {
      readonly type: 'setOrders';
      readonly side: SideId;
      readonly ship?: ShipId;
      readonly orders: ShipOrders | SideOrders | null;
    }
  /**
   * Plays the side's standing orders that apply now, up to the end of the stretch the channel sees
   * (an impulse, the Power Phase); refused when none applies (issue 13: `autoplay`).
   */
  | { readonly type: 'followOrders'; readonly side: SideId }
  /** Gives up the game; allowed at any time. */
  | { readonly type: 'concede'; readonly side: SideId }
  /** Ends the current step of the acting side's turn. */
  | { readonly type: 'endStep'; readonly side: SideId }
  /** Ends the rest of the acting side's turn (every step that needs no further order). */
  | { readonly type: 'endTurn'; readonly side: SideId }
  | { readonly type: 'chooseInitiative'; readonly side: SideId; readonly choice: 'take' | 'give' }
  /** Power Phase choices; ships left out get the default (keep the curve, charge what is best). */
  | { readonly type: 'submitPower'; readonly side: SideId; readonly orders: readonly PowerOrder[] }
  /** A whole turn composed at once: applied in order, all or none (first error reported). */
  | { readonly type: 'batch'; readonly side: SideId; readonly commands: readonly Command[] };

export type CommandType = Command['type'];

/** Every kind of command, once (a Record, so a new kind left out does not compile). */
const EVERY_COMMAND: Record<CommandType, true> = {
  useAp: true,
  move: true,
  fire: true,
  steerMissile: true,
  repair: true,
  setOrders: true,
  followOrders: true,
  concede: true,
  endStep: true,
  endTurn: true,
  chooseInitiative: true,
  submitPower: true,
  batch: true,
};
export const COMMAND_TYPES = Object.keys(EVERY_COMMAND) as CommandType[];
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;

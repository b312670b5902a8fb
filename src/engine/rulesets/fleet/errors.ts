/**
 * `fleet`'s rule errors: every refusal names its reason by code (the bot says it in the reader's
 * words: `errors.<code>` in the table's strings) and its details. Modules add their codes here.
 */
import type { RuleError } from '../../core/result.js';

export const FLEET_ERROR_CODES = [
  'GAME_OVER',
  'NOT_YOUR_TURN',
  'WRONG_PHASE',
  'WRONG_STEP',
  'NO_SUCH_SHIP',
  'NO_SUCH_SQUADRON',
  'NOT_YOUR_UNIT',
  'ALREADY_ACTIVATED',
  // Command Phase
  'STACK_FULL',
  'STACK_NOT_FULL',
  // Commands and tokens (seed 004, pp. 7 and 12)
  'TOKEN_HELD',
  'TOKEN_CAP',
  'NO_TOKEN',
  'TOKEN_ALREADY_USED',
  'CONVERT_FORBIDDEN',
  'NO_ENGINEERING',
  'NOTHING_TO_REPAIR',
  'NO_ORDERS_LEFT',
  'OUT_OF_COMMAND_RANGE',
  'ALREADY_ORDERED',
  // Movement (seed 004, pp. 17-18)
  'SPEED_OUT_OF_CHART',
  'NAVIGATE_NEEDED',
  'YAW_NOT_ALLOWED',
  'BAD_VEERS',
  'ENGAGED',
  'TOO_FAR',
  'HEX_TAKEN',
  'OFF_BOARD',
  'NOT_ADJACENT',
  // Attacks (seed 004, pp. 13-14, 19-20)
  'ZONE_USED',
  'TOO_MANY_ATTACKS',
  'NOT_IN_ARC',
  'OUT_OF_RANGE',
  'NO_LINE_OF_SIGHT',
  'NO_DICE',
  'MUST_ATTACK_SQUADRON',
  'MUST_ATTACK_ESCORT',
  'BAD_DROP',
  'NOT_A_TARGET',
  'NO_CONCENTRATE',
  'BAD_DIE',
  'TOO_MANY_LOCKS',
  'BAD_LOCK',
  // Defence tokens (seed 004, p. 14)
  'WINDOW_CLOSED',
  'SPEED_ZERO',
  'TOKEN_LOCKED',
  'NO_SUCH_TOKEN',
  'TOKEN_NOT_ALLOWED',
  'BAD_REDIRECT',
  // Squadron Phase
  'ALREADY_MOVED',
  'ALREADY_ATTACKED',
  'NOT_DISPLACED',
] as const;
export type FleetErrorCode = (typeof FLEET_ERROR_CODES)[number];
export type FleetError = RuleError<FleetErrorCode | string>;

/** What each module's rule returns: the state after it and its events, or why not. */
export interface Step<State, Event> {
  readonly state: State;
  readonly events: Event[];
}

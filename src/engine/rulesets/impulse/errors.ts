/**
 * Rule error codes: stable SCREAMING_SNAKE strings, used by tests and by the bot's message
 * templates. `detail` carries the ids and numbers a message needs (which ship, which step, what is
 * allowed now), never prose.
 */
import { type RuleError, ruleError } from '../../core/result.js';

export const RULE_ERROR_CODES = [
  'INVALID_COMMAND',
  'GAME_OVER',
  'NOT_YOUR_TURN',
  'WRONG_STEP',
  'UNKNOWN_SIDE',
  'UNKNOWN_SHIP',
  'NOT_YOUR_SHIP',
  'SHIP_NOT_ACTIVE',
  'NO_AP',
  'AP_ALREADY_USED',
  'NO_BATTERY_CHARGE',
  'NOT_INITIATIVE_SIDE',
  'HAS_INITIATIVE',
  'UNKNOWN_WEAPON_GROUP',
  'WEAPON_GROUP_DESTROYED',
  'NO_EMPTY_YELLOW_BOX',
  'NO_EMPTY_BATTERY',
  'BATTERY_TO_BATTERY',
  'SHIELDS_DOWN',
  'TOO_MANY_REINFORCEMENTS',
  'SIDESLIP_ALREADY_ENABLED',
  'NO_TURN_COUNTDOWN',
  'NO_MISSILE_LAUNCHER',
  'UNKNOWN_MISSILE',
  'NOT_YOUR_MISSILE',
  'LAUNCHER_NOT_FACING_MISSILE',
  'INVALID_TARGET',
  'ALREADY_MOVED',
  'NO_MOVE_THIS_IMPULSE',
  'NO_AFTERBURNER',
  'AFTERBURNER_NOT_ALLOWED',
  'CANNOT_TURN',
  'NO_SIDESLIP',
  'SIDESLIP_NO_TURN',
  'PLANET_IN_THE_WAY',
  'MOVES_OUTSTANDING',
  'WEAPON_NOT_READY',
  'SHIP_DONE_FIRING',
  'BAD_TARGETS',
  'NO_TARGET',
  'OUT_OF_RANGE',
  'OUT_OF_ARC',
  'BLOCKED_BY_PLANET',
  'NO_LAUNCH_HEX',
  'BAD_STEER',
  'UNKNOWN_CRITICAL',
  'NOT_REPAIRABLE',
  'REPAIR_TOO_SOON',
  'REPAIR_ALREADY_TRIED',
  'POWER_ALREADY_SUBMITTED',
  'INVALID_POWER_ORDER',
  'NO_ORDERS_TO_FOLLOW',
] as const;

export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];
export type ImpulseRuleError = RuleError<RuleErrorCode>;

export const fail = (code: RuleErrorCode, detail: Record<string, unknown> = {}): ImpulseRuleError =>
  ruleError(code, detail);

/**
 * `skirmish`'s rule errors: every refusal names its reason by code (the bot says it in the reader's
 * words: `skirmish.errors.<code>` in the table's strings) and its details. Modules add their codes here.
 */
import type { RuleError } from '../../core/result.js';

export const SKIRMISH_ERROR_CODES = [
  'BAD_COMMAND',
  'GAME_OVER',
  'NOT_YOUR_TURN',
  'WRONG_PHASE',
  'WRONG_STEP',
  'NO_SUCH_UNIT',
  'NOT_YOUR_UNIT',
  'UNIT_DESTROYED',
  'IN_RESERVE',
  'NOT_IN_RESERVE',
  'ROLL_PENDING',
  'NO_ROLL',
  // Movement (seed 003, Movement; 4.2)
  'ALREADY_MOVED',
  'ENGAGED',
  'NOT_ENGAGED',
  'TOO_FAR',
  'OFF_BOARD',
  'HEX_TAKEN',
  'HEX_BLOCKED',
  'ENDS_ENGAGED',
  'BREAKS_COHERENCY',
  'BAD_HEXES',
  'NO_ROOM',
  'NO_SUCH_MODEL',
  'NOT_LAST_MOVED',
  'TOO_EARLY',
  'TOO_CLOSE_TO_ENEMY',
  'OUT_OF_ZONE',
  // Shooting (seed 003, Shooting)
  'ALREADY_SHOT',
  'CANNOT_SHOOT',
  'NO_SUCH_WEAPON',
  'WEAPON_TWICE',
  'NOT_VISIBLE',
  'OUT_OF_RANGE',
  'CLOSE_QUARTERS_ONLY',
  'ASSAULT_ONLY',
  'FRIENDLY_TARGET',
  // Charge (seed 003, Charge Sequence)
  'CANNOT_CHARGE',
  'NO_ENEMY_IN_RANGE',
  'ALREADY_CHARGED',
  'NOT_A_CHARGE_TARGET',
  'CANNOT_REACH',
  // Fight (seed 003, Fight)
  'CANNOT_FIGHT',
  'ALREADY_FOUGHT',
  'NOT_ENGAGED_WITH',
  'NOT_YOUR_SELECTION',
  'FIGHTS_FIRST_PENDING',
  // Stratagems and reactions (4.2 "Stratagems")
  'NOT_ENOUGH_CP',
  'STRATAGEM_USED',
  'UNIT_HAD_STRATAGEM',
  'SHOCKED_UNIT',
  'BRAVERY_USED',
  'NOTHING_TO_REROLL',
  'ALREADY_REROLLED',
  'NO_WINDOW',
  'WINDOW_CLOSED',
  'NO_SUCH_OPTION',
  'NOT_ASKED',
  'UNITS_TO_ACT',
] as const;
export type SkirmishErrorCode = (typeof SKIRMISH_ERROR_CODES)[number];
export type SkirmishError = RuleError<SkirmishErrorCode | string>;

/** What each module's rule returns: the state after it and its events. */
export interface Step<State, Event> {
  readonly state: State;
  readonly events: Event[];
}

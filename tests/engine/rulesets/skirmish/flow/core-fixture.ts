/**
 * Builders the FLOW-CORE tests share (issue 44): hexes by label column and row, units in a line, and
 * commands played in order through `applySkirmishCommand` (a refusal fails the test with its code).
 */
import type { Hex } from '../../../../../src/engine/core/hex.js';
import { fromOffset } from '../../../../../src/engine/core/hex-label.js';
import type { SkirmishCommand } from '../../../../../src/engine/rulesets/skirmish/commands.js';
import type { SkirmishEvent } from '../../../../../src/engine/rulesets/skirmish/events.js';
import { applySkirmishCommand } from '../../../../../src/engine/rulesets/skirmish/flow/apply.js';
import type { SkirmishState, SkirmishUnit } from '../../../../../src/engine/rulesets/skirmish/state.js';
import { makeUnit } from '../../../../helpers/skirmish-state.js';

/** The hex at label column `col`, row `row` (row 1: the north edge). */
export const at = (col: number, row: number): Hex => fromOffset({ col, row });

/** `n` hexes along a row from (col, row). */
export const line = (col: number, row: number, n: number): Hex[] =>
  Array.from({ length: n }, (_, i) => at(col + i, row));

/** A unit of `datasheet` in a line from (col, row); its model count from the datasheet unless `n`. */
export const unitAt = (
  id: string,
  side: string,
  datasheet: 'squad' | 'captain' | 'tank' | 'pack',
  col: number,
  row: number,
  extra: Partial<SkirmishUnit> = {},
  n?: number,
): SkirmishUnit => {
  const count = n ?? { squad: 5, captain: 1, tank: 1, pack: 5 }[datasheet];
  return makeUnit(id, side, datasheet, line(col, row, count), extra);
};

/** Commands played in order; a refusal throws with its code. */
export function play(
  state: SkirmishState,
  ...commands: SkirmishCommand[]
): { state: SkirmishState; events: SkirmishEvent[] } {
  let current = state;
  const events: SkirmishEvent[] = [];
  for (const command of commands) {
    const applied = applySkirmishCommand(current, command);
    if (!applied.ok)
      throw new Error(
        `${JSON.stringify(command)} refused: ${applied.error.code} ${JSON.stringify(applied.error.detail)}`,
      );
    current = applied.value.state;
    events.push(...applied.value.events);
  }
  return { state: current, events };
}

/** The refusal code of `command`, or 'ok'. */
export function codeOf(state: SkirmishState, command: SkirmishCommand): string {
  const applied = applySkirmishCommand(state, command);
  return applied.ok ? 'ok' : applied.error.code;
}

/** Events of one type. */
export const ofType = <T extends SkirmishEvent['type']>(events: readonly SkirmishEvent[], type: T) =>
  events.filter((e): e is Extract<SkirmishEvent, { type: T }> => e.type === type);

/** The phases as they started or were skipped, `side:phase` (skipped ones marked `-`). */
export const phaseMarks = (events: readonly SkirmishEvent[]): string[] =>
  events.flatMap((e) =>
    e.type === 'phaseStarted' ? [`${e.side}:${e.phase}`] : e.type === 'phaseSkipped' ? [`${e.side}:-${e.phase}`] : [],
  );

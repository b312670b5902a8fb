/**
 * Positions for the Charge, Heroic Intervention, Fire Overwatch and Fight tests (issue 44; seed 003,
 * "Charge Sequence" and "Fight"): units placed model by model on hex labels (column, row), a unit in a
 * straight file down a column (one row apart, so the distance between files is the rows between them).
 */
import { fromOffset } from '../../../../../src/engine/core/hex-label.js';
import type { Hex } from '../../../../../src/engine/core/hex.js';
import type { SkirmishState, SkirmishUnit } from '../../../../../src/engine/rulesets/skirmish/state.js';
import { makeUnit, skirmishState } from '../../../../helpers/skirmish-state.js';

/** The hex of label column `col`, row `row`. */
export const at = (col: number, row: number): Hex => fromOffset({ col, row });

/** `count` hexes down column `col` from row `row`. */
export const file = (col: number, row: number, count: number): Hex[] =>
  Array.from({ length: count }, (_, i) => at(col, row + i));

/** A unit of `datasheet` in a file down column `col` from `row` (one hex per model). */
export const fileUnit = (
  id: string,
  side: string,
  datasheet: string,
  col: number,
  row: number,
  count: number,
  extra: Partial<SkirmishUnit> = {},
): SkirmishUnit => makeUnit(id, side, datasheet, file(col, row, count), extra);

/** A state in `phase` of blue's turn, round 1. */
export const inPhase = (
  phase: SkirmishState['phase'],
  units: readonly SkirmishUnit[],
  over: Partial<SkirmishState> = {},
  dice?: readonly number[],
): SkirmishState => skirmishState(units, { phase, ...over }, dice);

/** The unit `id` of `state` (a test's own fixture: it must be there). */
export function unit(state: SkirmishState, id: string): SkirmishUnit {
  const found = state.units.find((u) => u.id === id);
  if (!found) throw new Error(`no unit ${id}`);
  return found;
}

/** The event types of a step, in order. */
export const types = (events: readonly { type: string }[]): string[] => events.map((e) => e.type);

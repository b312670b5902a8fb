/** A lobby's roster (issue 42) read flat, side by side, for tests that look for a unit by name. */
import type { GameRecord } from '../../src/store/index.js';

export interface ListedUnit {
  readonly side: string;
  readonly classId: string;
  readonly name: string;
  readonly upgrades?: readonly string[];
}

export const rosterUnits = (record: Pick<GameRecord, 'roster'> | undefined): ListedUnit[] =>
  Object.entries(record?.roster ?? {}).flatMap(([side, units]) =>
    units.map((u) => ({ side, ...(u as Omit<ListedUnit, 'side'>) })),
  );

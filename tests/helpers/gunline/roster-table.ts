/**
 * `gunline` at the one roster flow (issue 42): `/roster add unit:<class> name:` lists a side's ship.
 * Its classes are hull sizes, a point a box (roster.ts prices them); the flow does the rest.
 */
import { err, ok } from '../../../src/engine/index.js';
import { problem } from '../../../src/bot/pipeline/problem.js';
import type { RosterTable } from '../../../src/bot/rulesets/roster-table.js';
import { RANGE_DUEL } from './rules.js';

export const GUNLINE_CLASSES: Readonly<Record<string, number>> = { skiff: 4, frigate: 6, cruiser: 8 };

export const GUNLINE_ROSTER: RosterTable = {
  basis: () => ({ scenario: RANGE_DUEL, catalog: {}, sides: RANGE_DUEL.sides, defaultLimit: null }),
  unit: (_ctx, _record, options, _side, taken) => {
    const kind = options.unit.trim().toLowerCase();
    const hull = GUNLINE_CLASSES[kind];
    const name = options.name?.trim() || `${kind} ${taken.length + 1}`;
    if (hull === undefined) return err(problem('roster.problems.unknownUnit', { unit: name, subject: options.unit }));
    return ok({ name, hull });
  },
  suggest: (_ctx, _record, focused) =>
    focused === 'unit'
      ? Object.entries(GUNLINE_CLASSES).map(([id, hull]) => ({ name: `${id} (${hull})`, value: id }))
      : [],
};

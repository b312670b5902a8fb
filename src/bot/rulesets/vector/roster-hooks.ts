/**
 * `vector` at the roster flow (issue 42): its rosters are impulse's (ships by class and name, from
 * the same catalogue), checked against the impulse scenario it flies, wrapped as vector's rules read it.
 */
import { VectorScenarioSchema } from '../../../engine/rulesets/vector/index.js';
import type { RosterTable } from '../roster-table.js';
import { IMPULSE_ROSTER } from '../impulse/roster-hooks.js';

export const VECTOR_ROSTER: RosterTable = {
  ...IMPULSE_ROSTER,
  basis: (app, record, t) => {
    const own = IMPULSE_ROSTER.basis(app, record, t);
    return own && { ...own, scenario: VectorScenarioSchema.parse({ scenario: own.scenario }) };
  },
};

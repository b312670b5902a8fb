/**
 * `skirmish`'s geometry for the ruleset contract (issue 42's `RulesetGeometry`; other-systems.md
 * 4.5): a unit stands where its leader (first living model on the table) stands, on its base (one
 * hex, or the seven-hex flower of a large base); the distance between units is between their closest
 * models' closest hexes; ranges belong to each weapon (no named bands) and models have no facing
 * (no arcs); the line of sight between two units is the best line between their closest models.
 */
import { formatHex, parseHex } from '../../../core/hex-label.js';
import type { Sight } from '../../../core/sight.js';
import type { RulesetGeometry } from '../../../ruleset-geometry.js';
import type { SkirmishModel, SkirmishState, SkirmishUnit } from '../state.js';
import { modelDistance, unitDistance } from './engagement.js';
import { hexLine } from './sight.js';
import { baseAt, modelHexes, onTable, placedModels, unitById } from './units.js';

const tabled = (state: SkirmishState, id: string): SkirmishUnit | undefined => {
  const u = unitById(state, id);
  return u && onTable(u) ? u : undefined;
};

/** Better sight first: clear, then with cover, then blocked; among equals, fewer hexes in the way. */
const rank = (s: Sight): number =>
  (s.visible ? (s.obstructed ? 1 : 0) : 2) * 1000 + s.blockedBy.length + s.obstructedBy.length;

/** The two units' closest models (the first such pair in model order). */
function closestPair(state: SkirmishState, a: SkirmishUnit, b: SkirmishUnit): [SkirmishModel, SkirmishModel] {
  let best: [SkirmishModel, SkirmishModel] | undefined;
  let least = Infinity;
  for (const ma of placedModels(a))
    for (const mb of placedModels(b)) {
      const d = modelDistance(state, a, ma, b, mb);
      if (d < least) [least, best] = [d, [ma, mb]];
    }
  return best as [SkirmishModel, SkirmishModel];
}

function unitSight(state: SkirmishState, a: SkirmishUnit, b: SkirmishUnit): Sight {
  const [ma, mb] = closestPair(state, a, b);
  let best: Sight | undefined;
  for (const from of modelHexes(state, a, ma))
    for (const to of modelHexes(state, b, mb)) {
      const s = hexLine(state, from, to);
      if (!best || rank(s) < rank(best)) best = s;
    }
  return best as Sight;
}

export const SKIRMISH_GEOMETRY: RulesetGeometry<SkirmishState> = {
  parsePosition: parseHex,
  formatPosition: formatHex,
  footprint: (state, unit) => {
    const u = tabled(state, unit);
    const leader = u && placedModels(u)[0];
    return u && leader ? baseAt(state, u, leader, leader.hex) : undefined;
  },
  distance: (state, from, to) => {
    const [a, b] = [tabled(state, from), tabled(state, to)];
    return a && b ? unitDistance(state, a, b) : undefined;
  },
  rangeBands: [],
  rangeBand: () => undefined,
  arcs: () => [],
  arcsContaining: () => [],
  lineOfSight: (state, from, to) => {
    const [a, b] = [tabled(state, from), tabled(state, to)];
    return a && b ? unitSight(state, a, b) : undefined;
  },
};

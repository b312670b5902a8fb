/**
 * Line of sight and cover (issue 44; other-systems.md 4.5 "Line of sight and terrain"; seed 003
 * Hit Roll, "Cover not here (now -1 BS on hits)"). Along the hex line between two hex centres
 * (core/sight.ts), a hex the line passes through the inside of (not one it only grazes):
 * - a `wall` blocks;
 * - a `ruin` blocks, except the ruin the looking model stands in (a model sees out of its ruin)
 *   and the ruin its target stands in (seen into, with cover): a ruin is not seen through;
 * - `woods` and `crater` give cover (no effect on sight);
 * - the terrain piece the looking model stands in does nothing (it gives its target no cover).
 * A target standing in a ruin, woods or crater hex has cover too.
 */
import { lineOfSight, type Sight, type SightTest } from '../../../core/sight.js';
import type { Hex } from '../../../core/hex.js';
import type { SkirmishModel, SkirmishState, SkirmishUnit } from '../state.js';
import { isCoverHex, terrainAt } from './board.js';
import { isBulky, modelHexes, placedModels, profileOf } from './units.js';

type Ground = Pick<SkirmishState, 'terrain'>;
type Geo = Pick<SkirmishState, 'terrain' | 'catalog'>;

/** The per-hex test for one line: the end hexes' own ruin pieces do not block it. */
function sightTest(state: Ground, from: Hex, to: Hex): SightTest {
  const [mine, theirs] = [terrainAt(state, from), terrainAt(state, to)];
  return (h, crossed) => {
    const t = terrainAt(state, h);
    if (!t || !crossed || (t === mine && t.kind !== 'wall')) return 'clear';
    if (t.kind === 'wall' || (t.kind === 'ruin' && t !== theirs)) return 'blocks';
    return 'obstructs';
  };
}

/** The core's sight along the line from one hex to another, with skirmish's terrain. */
export const hexLine = (state: Ground, from: Hex, to: Hex): Sight => lineOfSight(from, to, sightTest(state, from, to));

/** Sight between two hexes: visible, and cover (the line crosses cover terrain or ends in it). */
export function hexSight(state: Ground, from: Hex, to: Hex): { visible: boolean; cover: boolean } {
  const s = hexLine(state, from, to);
  return { visible: s.visible, cover: s.obstructedBy.length > 0 || isCoverHex(state, to) };
}

/** True when some hex of model A's base sees some hex of model B's base. */
export function modelSees(
  state: Geo,
  unitA: SkirmishUnit,
  modelA: SkirmishModel,
  unitB: SkirmishUnit,
  modelB: SkirmishModel,
): boolean {
  const bs = modelHexes(state, unitB, modelB);
  return modelHexes(state, unitA, modelA).some((a) => bs.some((b) => hexSight(state, a, b).visible));
}

/** True when some model of the attacker sees some model of the target. */
export const unitVisible = (state: Geo, attacker: SkirmishUnit, target: SkirmishUnit): boolean =>
  placedModels(attacker).some((a) => placedModels(target).some((t) => modelSees(state, attacker, a, target, t)));

/** The target model, seen from the attacker: seen at all, and only with cover (every clear line has cover). */
function coverOfModel(state: Geo, attacker: SkirmishUnit, target: SkirmishUnit, model: SkirmishModel) {
  const to = modelHexes(state, target, model);
  const lines = placedModels(attacker).flatMap((a) =>
    modelHexes(state, attacker, a).flatMap((from) => to.map((h) => hexSight(state, from, h))),
  );
  const seen = lines.filter((l) => l.visible);
  return { seen: seen.length > 0, covered: seen.every((l) => l.cover) };
}

/** Cover goes to infantry and beasts only: no vehicle or monster model in the unit. */
const coverKind = (state: Geo, unit: SkirmishUnit, model: SkirmishModel): boolean => {
  const k = profileOf(state, unit, model).keywords;
  return !isBulky(state, unit, model) && (k.includes('infantry') || k.includes('beast'));
};

/**
 * The Benefit of Cover (4.5; seed 003, Hit Roll: the hit roll needs 1 more): every model of the
 * target is infantry or a beast, and each target model the attacker sees stands in cover terrain
 * or is seen only across it. False when the attacker sees none.
 */
export function benefitOfCover(state: Geo, attacker: SkirmishUnit, target: SkirmishUnit): boolean {
  const models = placedModels(target);
  if (models.length === 0 || !models.every((m) => coverKind(state, target, m))) return false;
  const seen = models.map((m) => coverOfModel(state, attacker, target, m)).filter((c) => c.seen);
  return seen.length > 0 && seen.every((c) => c.covered);
}

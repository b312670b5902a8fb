/**
 * Pile in (issue 44; seed 003 "Fight"; other-systems.md 4.2 "Pile in: up to 3""): before a unit
 * fights, each of its models not already within engagement range of an enemy model may move up to
 * 3 (path cost) to a free hex closer to the closest enemy model, the unit staying coherent. A model
 * already in engagement range stays (no move leaves it). Models nearest the enemy move first; a
 * few passes let the ones behind follow.
 */
import { type Hex, hexDistance, hexKey } from '../../../core/hex.js';
import { basesCoherent, COHERENCY } from '../geometry/coherency.js';
import { footprintDistance } from '../../../core/footprint.js';
import { enemyUnits, unitHexes } from '../geometry/units.js';
import type { SkirmishState, SkirmishUnit } from '../state.js';
import { baseHexes, endError, type MoveContext, moveContext } from './context.js';
import { reachOf } from './paths.js';
import { baseOf, compareKeys } from './placement.js';

export const PILE_IN = 3;
const PASSES = 3;

/** The unit with model `i` on `at` stays coherent (or, already scattered, the model ends beside another). */
function keepsCoherency(ctx: MoveContext, now: readonly Hex[], i: number, at: Hex, wasCoherent: boolean): boolean {
  const bases = now.map((h, j) => baseOf(ctx, j, j === i ? at : h));
  if (wasCoherent) return basesCoherent(bases);
  const mine = bases[i] as (typeof bases)[number];
  return bases.some((b, j) => j !== i && footprintDistance(mine, b) <= COHERENCY);
}

/** Model `i`'s best hex this pass: free, closer than now, coherent; in engagement range first, then nearest. */
function bestStep(
  ctx: MoveContext,
  now: readonly Hex[],
  i: number,
  near: (i: number, at: Hex) => number,
  wasCoherent: boolean,
) {
  const taken = new Set(now.flatMap((h, j) => (j === i ? [] : baseHexes(ctx, j, h).map(hexKey))));
  const current = near(i, now[i] as Hex);
  let best: { at: Hex; key: number[] } | undefined;
  for (const r of reachOf(ctx, i, ctx.models[i]?.hex as Hex, PILE_IN).values()) {
    const hexes = baseHexes(ctx, i, r.hex);
    const d = near(i, r.hex);
    if (d >= current || hexes.some((h) => taken.has(hexKey(h))) || endError(ctx, i, r.hex)) continue;
    if (!keepsCoherency(ctx, now, i, r.hex, wasCoherent)) continue;
    const key = [hexes.some((h) => ctx.enemyZone.has(hexKey(h))) ? 0 : 1, d, r.cost, r.hex.q, r.hex.r];
    if (!best || compareKeys(key, best.key) < 0) best = { at: r.hex, key };
  }
  return best?.at;
}

/** The unit's hexes (one per living model, in model order) after it piles in up to 3. */
export function planPileIn(state: SkirmishState, unit: SkirmishUnit): Hex[] {
  const ctx = moveContext(state, unit, 'pileIn');
  const now = ctx.models.map((m) => m.hex);
  const enemies = enemyUnits(state, unit.side).flatMap((u) => unitHexes(state, u));
  if (enemies.length === 0 || now.some((h) => h === null)) return now.filter((h): h is Hex => h !== null);
  const hexes = now as Hex[];
  const near = (i: number, at: Hex) =>
    Math.min(...baseHexes(ctx, i, at).flatMap((h) => enemies.map((e) => hexDistance(h, e))));
  const wasCoherent = basesCoherent(hexes.map((h, i) => baseOf(ctx, i, h)));
  const order = hexes.map((_, i) => i).sort((a, b) => near(a, hexes[a] as Hex) - near(b, hexes[b] as Hex) || a - b);
  const engaged = (i: number) => baseHexes(ctx, i, hexes[i] as Hex).some((h) => ctx.enemyZone.has(hexKey(h)));
  const movers = order.filter((i) => !engaged(i));
  for (let pass = 0; pass < PASSES; pass++) {
    let moved = false;
    for (const i of movers) {
      const at = bestStep(ctx, hexes, i, near, wasCoherent);
      if (at) [hexes[i], moved] = [at, true];
    }
    if (!moved) break;
  }
  return hexes;
}

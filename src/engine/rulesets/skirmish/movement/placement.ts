/**
 * Placing a unit's models (issue 44; other-systems.md 4.5 "formation auto-placement"; core/formation.ts):
 * the first living model on the named hex, each next one on the nearest hex to it (in the fixed
 * order of the hex rings) where its base fits: free, allowed by the move's own test, within 2 of a
 * model already placed and within 9 of all of them (coherency). And the check of a placement a
 * player lists model by model.
 */
import { FLOWER, footprintDistance, place, SINGLE_HEX, type PlacedFootprint } from '../../../core/footprint.js';
import { type Hex, hexKey, hexRing } from '../../../core/hex.js';
import { err, ok, ruleError, type Result } from '../../../core/result.js';
import type { SkirmishError } from '../errors.js';
import { basesCoherent, COHERENCY, COHERENCY_SPREAD } from '../geometry/coherency.js';
import type { SkirmishModel } from '../state.js';
import { baseHexes, type MoveContext } from './context.js';

/** Why model `i` may not end on `at` by the move's own rules (null: it may). */
export type EndCheck = (i: number, at: Hex) => SkirmishError | null;

export const baseOf = (ctx: MoveContext, i: number, at: Hex): PlacedFootprint =>
  place(ctx.large[i] ? FLOWER : SINGLE_HEX, at, 0);

export interface Placed {
  readonly i: number;
  readonly at: Hex;
}

/** The hex keys the placed models' bases cover. */
const coveredBy = (ctx: MoveContext, placed: readonly Placed[]): Set<string> =>
  new Set(placed.flatMap((p) => baseHexes(ctx, p.i, p.at).map(hexKey)));

/** Model `i` on `at` overlaps no placed base and keeps the placed ones coherent with it. */
export function fitsWith(
  ctx: MoveContext,
  placed: readonly Placed[],
  i: number,
  at: Hex,
  covered?: Set<string>,
): boolean {
  const taken = covered ?? coveredBy(ctx, placed);
  if (baseHexes(ctx, i, at).some((h) => taken.has(hexKey(h)))) return false;
  if (placed.length === 0) return true;
  const base = baseOf(ctx, i, at);
  const d = placed.map((p) => footprintDistance(base, baseOf(ctx, p.i, p.at)));
  return d.some((x) => x <= COHERENCY) && d.every((x) => x <= COHERENCY_SPREAD);
}

/** The rings around `centre` out to the farthest a chain of the unit's models could reach. */
function ringsAbout(ctx: MoveContext, centre: Hex): Hex[] {
  const out: Hex[] = [];
  // A chain of models each within 2 of the last (a large base reaches 1 further each side).
  const radius = ctx.models.length * COHERENCY + 2;
  for (let r = 1; r <= radius; r++) out.push(...hexRing(centre, r));
  return out;
}

/** Every living model placed about `to` (the first on it), or why not (NO_ROOM when the rest do not fit). */
export function formationAbout(ctx: MoveContext, to: Hex, check: EndCheck): Result<Hex[], SkirmishError> {
  if (ctx.models.length === 0) return ok([]);
  const first = check(0, to);
  if (first) return err(first);
  const placed: Placed[] = [{ i: 0, at: to }];
  const candidates = ringsAbout(ctx, to);
  for (let i = 1; i < ctx.models.length; i++) {
    const covered = coveredBy(ctx, placed);
    const at = candidates.find((h) => fitsWith(ctx, placed, i, h, covered) && check(i, h) === null);
    if (!at) return err(ruleError('NO_ROOM', { model: (ctx.models[i] as SkirmishModel).n, placed: placed.length }));
    placed.push({ i, at });
  }
  return ok(placed.map((p) => p.at));
}

/** A listed placement checked: one hex per living model, each allowed, none overlapping, coherent. */
export function checkPlacement(ctx: MoveContext, hexes: readonly Hex[], check: EndCheck): Result<Hex[], SkirmishError> {
  if (hexes.length !== ctx.models.length)
    return err(ruleError('BAD_HEXES', { given: hexes.length, models: ctx.models.length }));
  const seen = new Set<string>();
  for (const [i, at] of hexes.entries()) {
    const n = (ctx.models[i] as SkirmishModel).n;
    const why = check(i, at);
    if (why) return err(ruleError(why.code, { ...why.detail, model: n }));
    const keys = baseHexes(ctx, i, at).map(hexKey);
    if (keys.some((k) => seen.has(k))) return err(ruleError('HEX_TAKEN', { hex: at, model: n }));
    for (const k of keys) seen.add(k);
  }
  if (!basesCoherent(hexes.map((at, i) => baseOf(ctx, i, at)))) return err(ruleError('BREAKS_COHERENCY', {}));
  return ok([...hexes]);
}

/** Orders two score lists, lowest first, entry by entry. */
export const compareKeys = (a: readonly number[], b: readonly number[]): number => {
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return (a[k] as number) - (b[k] as number);
  return 0;
};

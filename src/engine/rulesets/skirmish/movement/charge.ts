/**
 * The charge move (issue 44; seed 003 "Charge Sequence" 3-4; other-systems.md 4.2 "Charge"): the
 * targets are enemy units within 12 whose closest model the roll can bring into engagement range
 * (distance <= roll + 2); each model moves at most the roll (path cost), may pass within engagement
 * range, ends closer to one of the targets and out of engagement range of every other enemy unit;
 * the unit ends engaged with every target and coherent. The engine searches a placement: models
 * nearest the targets first, each on a reachable free hex closer to a target, preferring hexes that
 * engage a target not yet engaged, then engagement range of a target, then nearness; a few orderings
 * and anchors are tried. `CANNOT_REACH` when none works: the charge fails.
 */
import { type Hex, hexDistance, hexKey } from '../../../core/hex.js';
import { err, ok, ruleError, type Result } from '../../../core/result.js';
import type { SkirmishError } from '../errors.js';
import { onBoard } from '../geometry/board.js';
import { engagementZone, unitDistance } from '../geometry/engagement.js';
import { enemyUnits, unitById, unitHexes } from '../geometry/units.js';
import type { SkirmishModel, SkirmishState, SkirmishUnit } from '../state.js';
import { baseHexes, endError, type MoveContext, moveContext } from './context.js';
import { reachOf } from './paths.js';
import { checkPlacement, compareKeys, type EndCheck, fitsWith, type Placed } from './placement.js';

/** A charge declares targets within this many hexes (seed 003, Charge 1). */
export const CHARGE_RANGE = 12;

/** Enemy units (ids) the unit may name as charge targets after rolling `roll`. */
export function chargeReach(state: SkirmishState, unit: SkirmishUnit, roll: number): string[] {
  return enemyUnits(state, unit.side)
    .filter((e) => {
      const d = unitDistance(state, unit, e);
      return d <= CHARGE_RANGE && d <= roll + 2;
    })
    .map((e) => e.id);
}

export interface ChargeGoal {
  readonly targets: readonly string[];
  readonly targetHexes: readonly Hex[];
  /** Engagement range of each target unit, by target. */
  readonly targetZones: readonly Set<string>[];
  /** Engagement range of every enemy unit that is not a target. */
  readonly otherZone: Set<string>;
}

export function chargeGoal(ctx: MoveContext, targets: readonly string[]): ChargeGoal {
  const enemies = enemyUnits(ctx.state, ctx.unit.side);
  const chosen = targets.map((t) => enemies.find((e) => e.id === t) as SkirmishUnit);
  const others = enemies.filter((e) => !targets.includes(e.id));
  return {
    targets,
    targetHexes: chosen.flatMap((u) => unitHexes(ctx.state, u)),
    targetZones: chosen.map((u) => engagementZone(ctx.state, unitHexes(ctx.state, u))),
    otherZone: engagementZone(
      ctx.state,
      others.flatMap((u) => unitHexes(ctx.state, u)),
    ),
  };
}

/** Distance from a base (its hexes) to the closest target model. */
export const toTargets = (goal: ChargeGoal, hexes: readonly Hex[]): number =>
  Math.min(...hexes.flatMap((h) => goal.targetHexes.map((t) => hexDistance(h, t))));

/** The charge's test for each model: reachable within the roll, closer to a target, clear of other enemies. */
export function chargeCheck(ctx: MoveContext, goal: ChargeGoal, roll: number): EndCheck {
  const starts = ctx.models.map((m, i) => (m.hex ? toTargets(goal, baseHexes(ctx, i, m.hex)) : Infinity));
  return (i, at) => {
    const why = endError(ctx, i, at);
    if (why) return why;
    const from = (ctx.models[i] as SkirmishModel).hex as Hex;
    if (!reachOf(ctx, i, from, roll).has(hexKey(at))) return ruleError('TOO_FAR', { hex: at, allowance: roll });
    const hexes = baseHexes(ctx, i, at);
    if (toTargets(goal, hexes) >= (starts[i] as number)) return ruleError('NOT_CLOSER', { hex: at });
    if (hexes.some((h) => goal.otherZone.has(hexKey(h)))) return ruleError('ENGAGES_OTHER', { hex: at });
    return null;
  };
}

/** The targets (indexes) a set of placed bases engages. */
export function engagedTargets(ctx: MoveContext, goal: ChargeGoal, placed: readonly Placed[]): Set<number> {
  const keys = placed.flatMap((p) => baseHexes(ctx, p.i, p.at).map(hexKey));
  const hit = new Set<number>();
  goal.targetZones.forEach((zone, t) => {
    if (keys.some((k) => zone.has(k))) hit.add(t);
  });
  return hit;
}

/** Guard the plan's inputs: targets named, each in reach of the roll; `to` on the board. */
function refuseInputs(state: SkirmishState, unit: SkirmishUnit, targets: readonly string[], roll: number, to?: Hex) {
  const reachable = chargeReach(state, unit, roll);
  if (targets.length === 0) return ruleError('NOT_A_CHARGE_TARGET', { targets });
  const bad = targets.find((t) => !reachable.includes(t) || !unitById(state, t));
  if (bad !== undefined) return ruleError('NOT_A_CHARGE_TARGET', { target: bad, roll });
  if (to && !onBoard(state, to)) return ruleError('OFF_BOARD', { hex: to });
  return null;
}

export function chargeContext(state: SkirmishState, unit: SkirmishUnit, targets: readonly string[], roll: number) {
  const ctx = moveContext(state, unit, 'charge');
  const goal = chargeGoal(ctx, targets);
  return { ctx, goal, check: chargeCheck(ctx, goal, roll) };
}

/** A listed charge placement: legal by each model's test and engaging every target, else CANNOT_REACH. */
function checkCharge(ctx: MoveContext, goal: ChargeGoal, check: EndCheck, hexes: readonly Hex[]) {
  const placed = checkPlacement(ctx, hexes, check);
  if (!placed.ok)
    return placed.error.code === 'BAD_HEXES'
      ? placed
      : err(ruleError('CANNOT_REACH', { reason: placed.error.code, ...placed.error.detail }));
  const hit = engagedTargets(
    ctx,
    goal,
    hexes.map((at, i) => ({ i, at })),
  );
  const missed = goal.targets.filter((_, t) => !hit.has(t));
  return missed.length > 0 ? err(ruleError('CANNOT_REACH', { reason: 'NOT_ENGAGED', targets: missed })) : placed;
}

/**
 * The unit's hexes after its charge move at the `targets` with `roll` (one per living model, in
 * model order): the engine's placement (the first model on `to` when given and a placement there
 * works, else the engine's own) or the hexes listed (off the board or a hex twice: refused).
 * `CANNOT_REACH`: no legal charge move (the charge fails); other codes refuse the command.
 */
export function planCharge(
  state: SkirmishState,
  unit: SkirmishUnit,
  targets: readonly string[],
  roll: number,
  to?: Hex,
  hexes?: readonly Hex[],
): Result<Hex[], SkirmishError> {
  const refused = refuseInputs(state, unit, targets, roll, to);
  if (refused) return err(refused);
  const { ctx, goal, check } = chargeContext(state, unit, targets, roll);
  if (hexes) {
    // A listing that is no placement at all (off the board, a hex twice) is refused, not a failed charge.
    const off = hexes.find((h) => !onBoard(state, h));
    if (off) return err(ruleError('OFF_BOARD', { hex: off }));
    const twice = hexes.find((h, i) => hexes.findIndex((o) => hexKey(o) === hexKey(h)) !== i);
    if (twice) return err(ruleError('HEX_TAKEN', { hex: twice, listedTwice: true }));
    return checkCharge(ctx, goal, check, hexes);
  }
  for (const attempt of searchCharge(ctx, goal, check, roll, to)) {
    const result = checkCharge(ctx, goal, check, attempt);
    if (result.ok) return ok(result.value);
  }
  return err(ruleError('CANNOT_REACH', { targets, roll }));
}

/** The search's placements, most promising first (each still checked whole). */
function* searchCharge(ctx: MoveContext, goal: ChargeGoal, check: EndCheck, roll: number, to?: Hex) {
  const starts = ctx.models.map((m, i) => toTargets(goal, baseHexes(ctx, i, m.hex as Hex)));
  const order = ctx.models.map((_, i) => i).sort((a, b) => (starts[a] as number) - (starts[b] as number) || a - b);
  if (to) {
    for (const mode of MODES) {
      const placed = greedy(ctx, goal, check, roll, [0, ...order.filter((i) => i !== 0)], mode, { i: 0, at: to });
      if (placed) yield placed;
    }
    // Seed 003, Charge 3: the charge fails only when no move can engage every target; `to` is a
    // preference, so with none about it the engine's own placements follow.
  }
  const lead = order[0] as number;
  const anchors = candidates(ctx, goal, check, roll, [], lead, 'reach').slice(0, ANCHORS);
  for (const anchor of anchors)
    for (const mode of MODES) {
      const placed = greedy(ctx, goal, check, roll, order, mode, { i: lead, at: anchor });
      if (placed) yield placed;
    }
}

const ANCHORS = 4;
/** `reach`: each model as near the targets as it can; `tight`: the rest stay near the models still to place. */
const MODES = ['reach', 'tight'] as const;
type Mode = (typeof MODES)[number];

/** Places every model in `order` after the anchor, each on its best candidate; null when one has none. */
function greedy(
  ctx: MoveContext,
  goal: ChargeGoal,
  check: EndCheck,
  roll: number,
  order: readonly number[],
  mode: Mode,
  anchor: Placed,
): Hex[] | null {
  if (check(anchor.i, anchor.at)) return null;
  const placed: Placed[] = [anchor];
  for (const i of order) {
    if (i === anchor.i) continue;
    const waiting = order.filter((j) => j !== i && !placed.some((p) => p.i === j));
    const best = candidates(ctx, goal, check, roll, placed, i, mode, waiting)[0];
    if (!best) return null;
    placed.push({ i, at: best });
  }
  return ctx.models.map((_, i) => (placed.find((p) => p.i === i) as Placed).at);
}

/** Model `i`'s legal end hexes beside the placed ones, best first for the mode. */
function candidates(
  ctx: MoveContext,
  goal: ChargeGoal,
  check: EndCheck,
  roll: number,
  placed: readonly Placed[],
  i: number,
  mode: Mode,
  waiting: readonly number[] = [],
): Hex[] {
  const from = (ctx.models[i] as SkirmishModel).hex as Hex;
  const engaged = engagedTargets(ctx, goal, placed);
  const covered = new Set(placed.flatMap((p) => baseHexes(ctx, p.i, p.at).map(hexKey)));
  const scored = [...reachOf(ctx, i, from, roll).values()]
    .filter((r) => fitsWith(ctx, placed, i, r.hex, covered) && check(i, r.hex) === null)
    .map((r) => ({ hex: r.hex, key: score(ctx, goal, engaged, i, r.hex, mode, waiting, r.cost) }));
  scored.sort((a, b) => compareKeys(a.key, b.key) || a.hex.q - b.hex.q || a.hex.r - b.hex.r);
  return scored.map((s) => s.hex);
}

function score(
  ctx: MoveContext,
  goal: ChargeGoal,
  engaged: Set<number>,
  i: number,
  at: Hex,
  mode: Mode,
  waiting: readonly number[],
  cost: number,
): number[] {
  const keys = baseHexes(ctx, i, at).map(hexKey);
  const zones = goal.targetZones.map((z, t) => ({ t, hit: keys.some((k) => z.has(k)) }));
  const fresh = zones.some((z) => z.hit && !engaged.has(z.t)) ? 0 : 1;
  const inRange = zones.some((z) => z.hit) ? 0 : 1;
  const near = toTargets(goal, baseHexes(ctx, i, at));
  const spread = waiting.reduce((s, j) => s + hexDistance(at, (ctx.models[j] as SkirmishModel).hex as Hex), 0);
  return mode === 'reach' ? [fresh, inRange, near, cost] : [fresh, inRange, spread, near, cost];
}

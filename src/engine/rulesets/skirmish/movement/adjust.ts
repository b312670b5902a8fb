/**
 * Adjusting one model after a move (issue 44; other-systems.md 4.5 "nudge"): one model of the unit
 * moved last this phase goes to another hex, as if it had moved there in that move: within the
 * move's allowance from where it started, free, the unit coherent; after a Normal move or Advance
 * not within engagement range of an enemy (nor passing it), after a Fall Back out of it; after an
 * arrival inside the arrival zone, more than 8 from enemies; after a charge still closer to the
 * enemy it charged, the unit engaged with the same enemy units as before.
 */
import { type Hex, hexKey } from '../../../core/hex.js';
import { err, ok, ruleError, type Result } from '../../../core/result.js';
import type { SkirmishError } from '../errors.js';
import { engagedWith } from '../geometry/engagement.js';
import { basesCoherent } from '../geometry/coherency.js';
import { enemyUnits, unitById } from '../geometry/units.js';
import type { LastMove, SkirmishState, SkirmishUnit } from '../state.js';
import { arrivalCheck } from './arrival.js';
import { chargeCheck, chargeGoal, engagedTargets } from './charge.js';
import { baseHexes, type MoveContext, type MoveKind, moveContext } from './context.js';
import { moveCheck } from './plan-move.js';
import { baseOf, type EndCheck } from './placement.js';

const kindOf = (lastMove: LastMove, unit: SkirmishUnit): MoveKind | 'arrive' =>
  lastMove.kind === 'fallBack' && unit.shocked ? 'desperate' : lastMove.kind;

/** The state with the unit's models back where the move started (the reach is measured from there). */
function before(unit: SkirmishUnit, lastMove: LastMove): SkirmishUnit {
  return { ...unit, models: unit.models.map((m, k) => ({ ...m, hex: lastMove.from[k] ?? m.hex })) };
}

/** The adjusting model's test, by the kind of the last move. */
function adjustCheck(
  state: SkirmishState,
  unit: SkirmishUnit,
  lastMove: LastMove,
): { ctx: MoveContext; check: EndCheck } {
  const kind = kindOf(lastMove, unit);
  if (kind === 'arrive') {
    const ctx = moveContext(state, unit, 'arrive');
    return { ctx, check: arrivalCheck(ctx) };
  }
  const ctx = moveContext(state, before(unit, lastMove), kind);
  if (kind !== 'charge') return { ctx, check: moveCheck(ctx, lastMove.allowance) };
  const goal = chargeGoal(ctx, engagedWith(state, unit));
  return { ctx, check: chargeCheck(ctx, goal, lastMove.allowance) };
}

/** The unit's hexes (one per living model) with model `model` (its `n`) moved to `to`, or why not. */
export function planAdjust(
  state: SkirmishState,
  lastMove: LastMove,
  model: number,
  to: Hex,
): Result<Hex[], SkirmishError> {
  const unit = unitById(state, lastMove.unit);
  if (!unit || unit.destroyed) return err(ruleError('NO_SUCH_UNIT', { unit: lastMove.unit }));
  const { ctx, check } = adjustCheck(state, unit, lastMove);
  const i = ctx.models.findIndex((m) => m.n === model);
  const now = unit.models.filter((m) => m.alive).map((m) => m.hex);
  if (i < 0 || now.some((h) => h === null)) return err(ruleError('NO_SUCH_MODEL', { model }));
  const why = check(i, to);
  if (why) return err(ruleError(why.code, { ...why.detail, model }));
  const hexes = (now as Hex[]).map((h, j) => (j === i ? to : h));
  const taken = new Set(hexes.flatMap((h, j) => (j === i ? [] : baseHexes(ctx, j, h).map(hexKey))));
  if (baseHexes(ctx, i, to).some((h) => taken.has(hexKey(h)))) return err(ruleError('HEX_TAKEN', { hex: to, model }));
  if (!basesCoherent(hexes.map((h, j) => baseOf(ctx, j, h)))) return err(ruleError('BREAKS_COHERENCY', { model }));
  if (lastMove.kind === 'charge' && !staysEngaged(state, unit, ctx, hexes))
    return err(ruleError('NOT_ENGAGED_WITH', { model }));
  return ok(hexes);
}

/** After a charge adjustment the unit is engaged with exactly the enemy units it was engaged with. */
function staysEngaged(state: SkirmishState, unit: SkirmishUnit, ctx: MoveContext, hexes: readonly Hex[]): boolean {
  const was = engagedWith(state, unit);
  const all = enemyUnits(state, unit.side).map((e) => e.id);
  const goal = chargeGoal(ctx, all);
  const hit = engagedTargets(
    ctx,
    goal,
    hexes.map((at, i) => ({ i, at })),
  );
  const now = all.filter((_, t) => hit.has(t));
  return now.length === was.length && now.every((id) => was.includes(id));
}

/**
 * The Movement phase's moves (issue 44; seed 003 Movement; other-systems.md 4.2): Normal move (up to
 * M, never within engagement range of an enemy model), Advance (M + the D6 rolled first, the same
 * limits), Fall Back (M, through engagement range, ending out of it) and Desperate Escape (a
 * battle-shocked unit's Fall Back, through enemy models). The unit moves as a formation placed about
 * `to` (its first living model there), or to the hexes listed one per living model; each model's own
 * path cost is within the allowance; the unit ends coherent.
 */
import type { Hex } from '../../../core/hex.js';
import { hexKey } from '../../../core/hex.js';
import { err, ruleError, type Result } from '../../../core/result.js';
import type { SkirmishError } from '../errors.js';
import type { SkirmishModel, SkirmishState, SkirmishUnit } from '../state.js';
import { endError, type MoveContext, type MoveKind, moveContext } from './context.js';
import { reachOf } from './paths.js';
import { checkPlacement, type EndCheck, formationAbout } from './placement.js';

/** The move's test for each model: a hex it may end on and reach within the allowance. */
export function moveCheck(ctx: MoveContext, allowance: number): EndCheck {
  return (i, at) => {
    const why = endError(ctx, i, at);
    if (why) return why;
    const from = (ctx.models[i] as SkirmishModel).hex;
    const cost = from ? reachOf(ctx, i, from, allowance).get(hexKey(at))?.cost : undefined;
    return cost === undefined ? ruleError('TOO_FAR', { hex: at, allowance }) : null;
  };
}

/**
 * `planMove` within a context already built (moveSamples tries many `to` hexes with one); `explain`
 * false skips telling TOO_FAR from NO_ROOM when the formation does not fit.
 */
export function planMoveIn(
  ctx: MoveContext,
  allowance: number,
  to: Hex,
  hexes?: readonly Hex[],
  explain = true,
): Result<Hex[], SkirmishError> {
  if (ctx.models.some((m) => m.hex === null)) return err(ruleError('IN_RESERVE', { unit: ctx.unit.id }));
  const check = moveCheck(ctx, allowance);
  if (hexes) return checkPlacement(ctx, hexes, check);
  const placed = formationAbout(ctx, to, check);
  if (placed.ok) return checkPlacement(ctx, placed.value, check);
  if (placed.error.code !== 'NO_ROOM' || !explain) return placed;
  // The formation fits about `to`, only not within the models' reach: too far, not too crowded.
  const loose = formationAbout(ctx, to, (i, at) => endError(ctx, i, at));
  return loose.ok ? err(ruleError('TOO_FAR', { ...placed.error.detail, allowance })) : placed;
}

/**
 * The unit's models' hexes after a move of `kind` within `allowance` (one per living model, in model
 * order), or why not: TOO_FAR, HEX_TAKEN, HEX_BLOCKED, OFF_BOARD, ENDS_ENGAGED, BREAKS_COHERENCY,
 * BAD_HEXES, NO_ROOM.
 */
export function planMove(
  state: SkirmishState,
  unit: SkirmishUnit,
  kind: MoveKind,
  allowance: number,
  to: Hex,
  hexes?: readonly Hex[],
): Result<Hex[], SkirmishError> {
  return planMoveIn(moveContext(state, unit, kind), allowance, to, hexes);
}

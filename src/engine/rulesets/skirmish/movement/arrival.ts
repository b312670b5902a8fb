/**
 * Reserves arriving (issue 44; other-systems.md 4.2 "Reserves / ingress moves"): in the Movement
 * phase's reinforcements step a unit in reserve is set up wholly within 6 hexes of its side's edge
 * (rows 1-6 from the north edge, the last six rows from the south edge) and more than 8 hexes from
 * every enemy model; a Deep Strike unit anywhere on the board more than 8 from enemies. Placed as
 * a formation about `to` or on the hexes listed, coherent.
 */
import { type Hex, hexDistance } from '../../../core/hex.js';
import { ruleError, type Result } from '../../../core/result.js';
import type { SkirmishError } from '../errors.js';
import { boardRow } from '../geometry/board.js';
import { datasheetOf, enemyUnits, unitHexes } from '../geometry/units.js';
import type { SkirmishState, SkirmishUnit } from '../state.js';
import { baseHexes, endError, type MoveContext, moveContext } from './context.js';
import { checkPlacement, type EndCheck, formationAbout } from './placement.js';

/** Reserves arrive more than this far from every enemy model. */
export const ARRIVAL_GAP = 8;
/** ... and wholly within this many rows of their side's edge. */
export const ARRIVAL_EDGE = 6;

/** The rows a side's reserves may arrive in (all rows for Deep Strike). */
function arrivalRows(state: SkirmishState, unit: SkirmishUnit): { from: number; to: number } {
  if (datasheetOf(state, unit).abilities.deepStrike) return { from: 1, to: state.board.rows };
  const edge = state.sides.find((s) => s.id === unit.side)?.edge ?? 'north';
  return edge === 'north'
    ? { from: 1, to: ARRIVAL_EDGE }
    : { from: state.board.rows - ARRIVAL_EDGE + 1, to: state.board.rows };
}

/** The test for each arriving model: ground and room, then the gap to enemies, then the zone. */
export function arrivalCheck(ctx: MoveContext): EndCheck {
  const enemies = enemyUnits(ctx.state, ctx.unit.side).flatMap((u) => unitHexes(ctx.state, u));
  const rows = arrivalRows(ctx.state, ctx.unit);
  return (i, at) => {
    const why = endError(ctx, i, at);
    if (why) return why;
    const hexes = baseHexes(ctx, i, at);
    if (hexes.some((h) => enemies.some((e) => hexDistance(h, e) <= ARRIVAL_GAP)))
      return ruleError('TOO_CLOSE_TO_ENEMY', { hex: at, gap: ARRIVAL_GAP });
    if (hexes.some((h) => boardRow(h) < rows.from || boardRow(h) > rows.to))
      return ruleError('OUT_OF_ZONE', { hex: at, fromRow: rows.from, toRow: rows.to });
    return null;
  };
}

/** Where the reserve unit's living models are set up (one hex each, in model order), or why not. */
export function planArrival(
  state: SkirmishState,
  unit: SkirmishUnit,
  to: Hex,
  hexes?: readonly Hex[],
): Result<Hex[], SkirmishError> {
  const ctx = moveContext(state, unit, 'arrive');
  const check = arrivalCheck(ctx);
  if (hexes) return checkPlacement(ctx, hexes, check);
  const placed = formationAbout(ctx, to, check);
  return placed.ok ? checkPlacement(ctx, placed.value, check) : placed;
}

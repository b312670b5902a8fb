/**
 * What a unit's move sees (issue 44; seed 003 Movement, Charge and Fight; other-systems.md 4.2 and
 * 4.5): which hexes a model's base may pass through and end on for each kind of move.
 * - Every move: the base wholly on the board, never on a wall; a vehicle or monster never in a ruin;
 *   through friendly models, never through enemy models (except a Desperate Escape); never ending
 *   on a hex another model's base covers.
 * - Normal move and Advance: never within engagement range of an enemy model, at any point.
 * - Fall Back and Desperate Escape: may pass within engagement range, must end out of it.
 * - Charge and pile in: may move into engagement range (their own rules say where they end).
 */
import { type Hex, hexKey, neighbours } from '../../../core/hex.js';
import { ruleError } from '../../../core/result.js';
import type { SkirmishError } from '../errors.js';
import { engagementZone } from '../geometry/engagement.js';
import { onBoard, terrainAt } from '../geometry/board.js';
import { enemyUnits, isBulky, isLarge, livingModels, occupied, unitHexes } from '../geometry/units.js';
import type { SkirmishModel, SkirmishState, SkirmishUnit } from '../state.js';

export type MoveKind = 'normal' | 'advance' | 'fallBack' | 'desperate' | 'charge' | 'pileIn';

export interface MoveContext {
  readonly state: SkirmishState;
  readonly unit: SkirmishUnit;
  /** The unit's living models, in model order: placements list one hex per model in this order. */
  readonly models: readonly SkirmishModel[];
  readonly kind: MoveKind | 'arrive';
  /** Hexes within engagement range of an enemy model. */
  readonly enemyZone: ReadonlySet<string>;
  readonly bulky: readonly boolean[];
  /** Large bases (the seven-hex flower), by model. */
  readonly large: readonly boolean[];
}

const zoneCache = new WeakMap<readonly SkirmishUnit[], Map<string, Set<string>>>();

/** Hexes within engagement range of the enemies of `side`, once per units list. */
export function enemyZoneOf(state: SkirmishState, side: string): Set<string> {
  const bySide = zoneCache.get(state.units) ?? new Map<string, Set<string>>();
  zoneCache.set(state.units, bySide);
  const cached = bySide.get(side);
  if (cached) return cached;
  const zone = engagementZone(
    state,
    enemyUnits(state, side).flatMap((u) => unitHexes(state, u)),
  );
  bySide.set(side, zone);
  return zone;
}

export function moveContext(state: SkirmishState, unit: SkirmishUnit, kind: MoveKind | 'arrive'): MoveContext {
  const models = livingModels(unit);
  return {
    state,
    unit,
    models,
    kind,
    enemyZone: enemyZoneOf(state, unit.side),
    bulky: models.map((m) => isBulky(state, unit, m)),
    large: models.map((m) => isLarge(state, unit, m)),
  };
}

/** The hexes model `i`'s base covers about `at`. */
export const baseHexes = (ctx: MoveContext, i: number, at: Hex): Hex[] =>
  ctx.large[i] ? [at, ...neighbours(at)] : [at];

/** The ground itself: off the board, or terrain the model may not stand in (wall; ruin for vehicles). */
function groundError(ctx: MoveContext, i: number, hexes: readonly Hex[]): SkirmishError | null {
  if (!hexes.every((h) => onBoard(ctx.state, h))) return ruleError('OFF_BOARD', { hex: hexes[0] });
  for (const h of hexes) {
    const t = terrainAt(ctx.state, h)?.kind;
    if (t === 'wall' || (t === 'ruin' && ctx.bulky[i])) return ruleError('HEX_BLOCKED', { hex: h, terrain: t });
  }
  return null;
}

const enemyOn = (ctx: MoveContext, hexes: readonly Hex[]): boolean => {
  const occ = occupied(ctx.state);
  return hexes.some((h) => {
    const o = occ.get(hexKey(h));
    return o !== undefined && o.side !== ctx.unit.side;
  });
};

const inZone = (ctx: MoveContext, hexes: readonly Hex[]): boolean => hexes.some((h) => ctx.enemyZone.has(hexKey(h)));

/** True when model `i`'s base may pass over `at` on its way. */
export function passable(ctx: MoveContext, i: number, at: Hex): boolean {
  const hexes = baseHexes(ctx, i, at);
  if (groundError(ctx, i, hexes)) return false;
  if (ctx.kind !== 'desperate' && enemyOn(ctx, hexes)) return false;
  return !((ctx.kind === 'normal' || ctx.kind === 'advance') && inZone(ctx, hexes));
}

/** Must this kind of move end out of engagement range? */
const endsOutOfRange = (kind: MoveContext['kind']): boolean =>
  kind === 'normal' || kind === 'advance' || kind === 'fallBack' || kind === 'desperate';

/**
 * Why model `i` may not end on `at` (ignoring its own unit's other models): off the board, blocked
 * ground, another unit's model there, or within engagement range where the move must end out of it.
 */
export function endError(ctx: MoveContext, i: number, at: Hex): SkirmishError | null {
  const hexes = baseHexes(ctx, i, at);
  const ground = groundError(ctx, i, hexes);
  if (ground) return ground;
  const occ = occupied(ctx.state);
  const taken = hexes.find((h) => {
    const o = occ.get(hexKey(h));
    return o !== undefined && o.unit !== ctx.unit.id;
  });
  if (taken) return ruleError('HEX_TAKEN', { hex: taken });
  if (endsOutOfRange(ctx.kind) && inZone(ctx, hexes)) return ruleError('ENDS_ENGAGED', { hex: at });
  return null;
}

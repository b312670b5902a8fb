/**
 * A handful of sensible moves for a unit (issue 44: the table's options and the AI): where its
 * first model could go towards the nearest objective, the nearest enemy, the nearest cover, and
 * back towards its own edge; each a `to` that `planMove` accepts. A Normal move when the unit is
 * not engaged; a Fall Back (a Desperate Escape when battle-shocked) when it is.
 */
import { fromOffset, toOffset } from '../../../core/hex-label.js';
import { type Hex, hexDistance, hexEquals } from '../../../core/hex.js';
import { isCoverHex } from '../geometry/board.js';
import { isEngaged } from '../geometry/engagement.js';
import { enemyUnits, unitHexes } from '../geometry/units.js';
import type { SkirmishState, SkirmishUnit } from '../state.js';
import { endError, type MoveContext, type MoveKind, moveContext } from './context.js';
import { reachOf, type Reached } from './paths.js';
import { planMoveIn } from './plan-move.js';

/** How many of the nearest hexes to a goal are tried before giving that goal up. */
const TRIES = 6;

const nearest = (from: Hex, hexes: readonly Hex[]): Hex | undefined =>
  [...hexes].sort((a, b) => hexDistance(from, a) - hexDistance(from, b) || a.q - b.q || a.r - b.r)[0];

/** The goals, in order: nearest objective, nearest enemy model, nearest cover hex, own edge. */
function goals(state: SkirmishState, unit: SkirmishUnit, leader: Hex, reached: readonly Reached[]): Hex[] {
  const edge = state.sides.find((s) => s.id === unit.side)?.edge ?? 'north';
  const back = fromOffset({ col: toOffset(leader).col, row: edge === 'north' ? 1 : state.board.rows });
  const cover = reached.map((r) => r.hex).filter((h) => isCoverHex(state, h));
  const enemy = nearest(
    leader,
    enemyUnits(state, unit.side).flatMap((u) => unitHexes(state, u)),
  );
  const objective = nearest(
    leader,
    state.objectives.map((o) => o.hex),
  );
  return [objective, enemy, nearest(leader, cover), back].filter((h): h is Hex => h !== undefined);
}

/** The first of the reachable hexes nearest `goal` that the whole unit can move to. */
function towards(ctx: MoveContext, allowance: number, reached: readonly Reached[], goal: Hex): Hex | undefined {
  const tried = [...reached]
    .sort(
      (a, b) =>
        hexDistance(a.hex, goal) - hexDistance(b.hex, goal) ||
        a.cost - b.cost ||
        a.hex.q - b.hex.q ||
        a.hex.r - b.hex.r,
    )
    .slice(0, TRIES);
  return tried.find((r) => planMoveIn(ctx, allowance, r.hex, undefined, false).ok)?.hex;
}

/** A few `to` hexes for the unit's move within `allowance`, each legal for `planMove`; none when it cannot move. */
export function moveSamples(state: SkirmishState, unit: SkirmishUnit, allowance: number): Hex[] {
  const kind: MoveKind = isEngaged(state, unit) ? (unit.shocked ? 'desperate' : 'fallBack') : 'normal';
  const ctx = moveContext(state, unit, kind);
  const leader = ctx.models[0]?.hex;
  if (!leader || ctx.models.some((m) => m.hex === null)) return [];
  const reached = [...reachOf(ctx, 0, leader, allowance).values()].filter(
    (r) => r.cost > 0 && endError(ctx, 0, r.hex) === null,
  );
  const out: Hex[] = [];
  for (const goal of goals(state, unit, leader, reached)) {
    const to = towards(ctx, allowance, reached, goal);
    if (to && !out.some((h) => hexEquals(h, to))) out.push(to);
  }
  return out;
}

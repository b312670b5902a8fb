/**
 * The autopilot's heading (issue 13; issue 39 defect 3): a ship on autopilot (`then:close`) takes,
 * among its legal moves, the one that opens the shortest way to the nearest enemy ship. It never
 * takes a move that spreads the fleet beyond the playing area (the floating map's retreat rule,
 * seed 000 section 1.1.3 complication 2, would take it off the map), and it avoids a friendly ship's
 * hex while collisions deal damage.
 *
 * A turn starts the turn-radius countdown (seed 000 section 1.1.3: after a turn a ship moves its turn
 * radius in hexes before it may turn again), so a ship flying away from the enemy gets no nearer by
 * any single move, and one move ahead would keep it straight for ever. Games created under rules
 * `impulse-5` or later therefore plan over the turn radius: each legal move is valued by the best
 * way on from it over the next `2 x radius + 4` moves (long enough to turn about, 180 degrees, and
 * come back one hex) with the countdown the rules impose, the value being the sum of the distances to
 * the nearest enemy after each move (so nearer sooner is better), the enemies taken where they stand.
 * Older games keep the one-move heading they were played with, so their records replay exactly.
 * Ties keep the ship straight (no turn countdown started), then keep an enemy in the forward arc,
 * then follow the order of the move kinds, so the choice is deterministic.
 */
import { isInArc } from '../firing/arcs.js';
import { type Facing, type Hex, hexDistance, hexEquals } from '../../../core/hex.js';
import type { MoveKind } from '../commands.js';
import { fitsArea } from './floating-map.js';
import { type MoveOption, moveOptions, moveResult } from './movement.js';
import { activeShips, hasCritical, turnRadius } from '../ships.js';
import type { GameState, ShipState } from '../state.js';
import { isPlanet } from '../firing/terrain.js';

/** The hexes of every active ship with `ship` moved to `to`. */
const spreadWith = (state: GameState, ship: ShipState, to: Hex): Hex[] =>
  state.ships.filter((s) => s.status === 'active').map((s) => (s.id === ship.id ? to : s.hex));

/** A move keeps the ship on the map when the fleet still fits the playing area afterwards. */
export const staysOnMap = (state: GameState, ship: ShipState, to: Hex): boolean =>
  fitsArea(spreadWith(state, ship, to), state.settings);

/** Games created under `impulse-5` or later plan the heading over the turn radius (issue 39). */
export function plansOverTurnRadius(state: GameState): boolean {
  const version = Number(/^impulse-(\d+)$/.exec(state.rulesVersion)?.[1] ?? 0);
  return version >= 5;
}

/** Where the ship would be, which way it would face, and its turn countdown, after some moves. */
interface Pose {
  readonly hex: Hex;
  readonly facing: Facing;
  readonly countdown: number | null;
}

const WAYS_ON: readonly MoveKind[] = ['straight', 'turnLeft', 'turnRight'];

/**
 * The countdown after a move (as `executeMove` sets it, seed 000 section 1.1.3): a turn sets it to
 * the turn radius; any other move brings it one nearer, removed at one.
 */
function countdownAfter(how: MoveKind, before: number | null, radius: number): number | null {
  if (how === 'turnLeft' || how === 'turnRight') return radius > 0 ? radius : null;
  return before !== null && before > 1 ? before - 1 : null;
}

interface Planner {
  readonly state: GameState;
  readonly ship: ShipState;
  readonly enemies: readonly Hex[];
  readonly radius: number;
  readonly canTurn: boolean;
}

const nearestFrom = (p: Planner, h: Hex): number => Math.min(Infinity, ...p.enemies.map((e) => hexDistance(h, e)));

/** The least sum of distances to the nearest enemy over `depth` more moves from `pose`. */
function bestWayOn(p: Planner, pose: Pose, depth: number): number {
  if (depth === 0) return 0;
  let best = Infinity;
  for (const how of WAYS_ON) {
    const turning = how !== 'straight';
    if (turning && (!p.canTurn || pose.countdown !== null)) continue;
    const { to, facing } = moveResult(pose, how);
    if (isPlanet(p.state, to) || !staysOnMap(p.state, p.ship, to)) continue;
    const next = { hex: to, facing, countdown: countdownAfter(how, pose.countdown, p.radius) };
    best = Math.min(best, nearestFrom(p, to) + bestWayOn(p, next, depth - 1));
  }
  // Boxed in (planets, the edge of the area): the way on counts as standing still.
  return best === Infinity ? nearestFrom(p, pose.hex) * depth : best;
}

/** The moves planned ahead: long enough to turn about (three turns and the radius twice) and close. */
export const planningHorizon = (radius: number): number => 2 * radius + 4;

interface Scored {
  readonly option: MoveOption;
  readonly score: readonly number[];
}

function scoreOf(state: GameState, ship: ShipState, option: MoveOption, order: number, plan: boolean): Scored {
  const enemies = state.ships.filter((s) => s.status === 'active' && s.side !== ship.side);
  const nearest = Math.min(Infinity, ...enemies.map((e) => hexDistance(option.to, e.hex)));
  const crowded =
    state.settings.collisions &&
    activeShips(state, ship.side).some((s) => s.id !== ship.id && hexEquals(s.hex, option.to));
  const ahead = enemies.some((e) => isInArc(option.to, option.facing, e.hex, 'forward'));
  let way = nearest;
  if (plan && enemies.length > 0) {
    const radius = turnRadius(state, ship);
    const planner: Planner = {
      state,
      ship,
      enemies: enemies.map((e) => e.hex),
      radius,
      // Helm Down: no turns at all (our critical table, critical-table.ts; movement.ts kindProblem).
      canTurn: !hasCritical(ship, 'helmDown'),
    };
    const pose = {
      hex: option.to,
      facing: option.facing,
      countdown: countdownAfter(option.how, ship.turnCountdown, radius),
    };
    way = nearest + bestWayOn(planner, pose, planningHorizon(radius) - 1);
  }
  return {
    option,
    score: [crowded ? 1 : 0, way, option.how === 'straight' ? 0 : 1, ahead ? 0 : 1, order],
  };
}

const compare = (a: Scored, b: Scored): number => {
  for (let i = 0; i < a.score.length; i += 1) {
    const d = (a.score[i] ?? 0) - (b.score[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
};

/**
 * The move the autopilot makes now, or undefined when every legal move would leave the map. `plan`
 * (by default as the game's rules version says) plans over the turn radius; the AI, whose orders are
 * logged rather than worked out again on replay, always does.
 */
export function closingMove(
  state: GameState,
  ship: ShipState,
  plan: boolean = plansOverTurnRadius(state),
): MoveOption | undefined {
  return moveOptions(state, ship)
    .filter((o) => staysOnMap(state, ship, o.to))
    .map((o, i) => scoreOf(state, ship, o, i, plan))
    .sort(compare)[0]?.option;
}

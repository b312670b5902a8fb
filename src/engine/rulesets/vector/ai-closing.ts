/**
 * The order that closes with the enemy, for the easy AI (issue 39 defect 3: vector has no standing
 * orders; its autopilot is the normal AI, and the easy AI gave any order at random). Seed 002: a ship
 * keeps its velocity from turn to turn, changes it by up to its current tactical drives and its course
 * by up to its current manoeuvring thrusters, one facing per hex moved; a course change not completed
 * by the turn's end loses control. So an order is valued where it carries the ship: its course flown
 * through the three combat rounds (a third of the velocity each, the rest in the last; the facings
 * turned one a hex as early as it can), then one more turn flown straight on (inertia: where the
 * order leaves it heading, so an order that overshoots costs); the value is the sum of the distances
 * to the nearest enemy at those four points, the enemies taken where they stand (their orders are
 * sealed; carried on along their courses, two ships flying apart each chase where the other would be
 * and pass each other turn after turn). Orders that would lose control are left out. Ties take the
 * smaller change of velocity, then of course, so the choice is deterministic.
 */
import { hexDistance, type Hex } from '../../core/hex.js';
import { fly } from './course.js';
import type { ShipState } from './from-impulse.js';
import type { MovementOrder, VectorState } from './state.js';
import { drivesNow, stepsInRound, thrustersNow, velocityLimit } from './tracks.js';

function valueOf(state: VectorState, ship: ShipState, order: MovementOrder, enemies: readonly Hex[]): number {
  const v = Math.max(0, (state.ships[ship.id]?.velocity ?? 0) + order.accel);
  const course = { hex: ship.hex, facing: ship.facing, turns: order.course };
  const points: Hex[] = [];
  for (const round of [1, 2, 3]) {
    fly(course, stepsInRound(v, round));
    points.push(course.hex);
  }
  fly(course, v);
  points.push(course.hex);
  return points.reduce((sum, at) => sum + Math.min(...enemies.map((e) => hexDistance(at, e))), 0);
}

const closing = new WeakMap<VectorState, Map<string, MovementOrder | undefined>>();

/** The order that closes `ship` with the nearest enemy soonest, or undefined when it has no enemy. */
export function closingOrder(state: VectorState, ship: ShipState): MovementOrder | undefined {
  let known = closing.get(state);
  if (!known) closing.set(state, (known = new Map()));
  if (known.has(ship.id)) return known.get(ship.id);
  const enemies = state.board.ships.filter((s) => s.status === 'active' && s.side !== ship.side).map((e) => e.hex);
  let best: { order: MovementOrder; value: number } | undefined;
  if (enemies.length > 0) {
    const velocity = state.ships[ship.id]?.velocity ?? 0;
    const drives = drivesNow(state.board, ship, state.settings);
    const thrusters = thrustersNow(state.board, ship);
    const limit = velocityLimit(state.board, ship, state.settings);
    const restingPivot = state.settings.restingPivot === 'one' ? 1 : 0;
    const accels = Array.from({ length: 2 * drives + 1 }, (_, i) => i - drives).sort(
      (a, b) => Math.abs(a) - Math.abs(b) || a - b,
    );
    const courses = Array.from({ length: 2 * thrusters + 1 }, (_, i) => i - thrusters).sort(
      (a, b) => Math.abs(a) - Math.abs(b) || a - b,
    );
    for (const accel of accels) {
      const v = velocity + accel;
      if (v < 0 || v > limit) continue;
      for (const course of courses) {
        // One facing per hex moved (a ship at rest may pivot one, setting `restingPivot`): more loses control.
        if (Math.abs(course) > (v === 0 ? restingPivot : v)) continue;
        const order = { accel, course };
        const value = valueOf(state, ship, order, enemies);
        if (!best || value < best.value) best = { order, value };
      }
    }
  }
  known.set(ship.id, best?.order);
  return best?.order;
}

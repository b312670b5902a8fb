/**
 * How an AI player values a `vector` position (issue 18, the normal level). The ships, their weapons
 * and damage are an impulse board, so impulse's valuation reads each position (`impulse/ai-score.ts`:
 * what each side still has, the hexes to the nearest enemy, the weapons bearing each way). What is
 * vector's own is inertia (seed 002): a position is where the ships will be, not where they are.
 *
 * - Each ship is carried on along its course through the rest of the turn: the velocity its order
 *   gives it, a third each combat round and the rest in the last, its course change made one facing a
 *   hex as early as it can. The side's own orders count as given; another side's, sealed until all are
 *   in (`blindForAi` sets them aside), as no change.
 * - The valuation is the mean over the ends of the Movement Phases still to come this turn (each is
 *   followed by an Attack Phase), so a course that brings the guns to bear in the first round and
 *   holds them counts more than one that only ends well.
 * - A course change that cannot be made with the hexes the ship will move costs it the loss of
 *   control's attack modifier next turn (seed 002), valued as a share of the ship's points.
 */
import { fly, type Course as Flown } from './course.js';
import { seedRng } from '../../core/rng.js';
import type { AiWeights } from '../../ruleset.js';
import { scoreForAi as scoreBoard } from './from-impulse.js';
import { shipClass } from './from-impulse.js';
import type { GameState as Board, ShipState } from './from-impulse.js';
import type { VectorState } from './state.js';
import { stepsInRound, velocityLimit } from './tracks.js';

/**
 * The normal level's leaning of impulse's valuation: each weapon fires once a turn, in whichever
 * round it bears (seed 002), so where the guns point weighs far more than in impulse's impulses.
 */
const DEFAULTS: AiWeights = { facing: 0.8, exposure: 0.5 };

/** What losing control costs a ship, as a share of its points (a -2 on every attack of a turn). */
const LOSS_OF_CONTROL = 0.15;

interface Course extends Flown {
  velocity: number;
}

/** Where a ship's course stands now: its velocity and the facings still to turn, as the side may know them. */
function courseOf(state: VectorState, ship: ShipState): Course {
  const v = state.ships[ship.id];
  const order = state.phase === 'reaction' ? state.orders[ship.id] : undefined;
  if (!v) return { hex: ship.hex, facing: ship.facing, turns: 0, velocity: 0 };
  if (!order) return { hex: ship.hex, facing: ship.facing, turns: v.turnsLeft, velocity: v.velocity };
  const limit = velocityLimit(state.board, ship, state.settings);
  const velocity = Math.min(Math.max(0, v.velocity + order.accel), limit);
  return { hex: ship.hex, facing: ship.facing, turns: order.course, velocity };
}

/** The hexes each ship has left to move in combat round `round` of this turn. */
function stepsLeft(state: VectorState, ship: ShipState, course: Course, round: number): number {
  const v = state.ships[ship.id];
  if (state.phase === 'movement' && round === state.round) return v?.moved ? 0 : (v?.stepsLeft ?? 0);
  return stepsInRound(course.velocity, round);
}

/** The rounds whose Movement Phase is still to come (or under way) this turn. */
function roundsAhead(state: VectorState): number[] {
  if (state.phase === 'reaction') return [1, 2, 3];
  if (state.phase === 'movement') return [1, 2, 3].filter((r) => r >= state.round);
  // Attack Phase: the ships stand where they are for the shots (the next moves are still to choose).
  return [];
}

export function scoreForAi(state: VectorState, side: string, leaning: AiWeights = {}): number {
  const weights = { ...DEFAULTS, ...leaning };
  const rounds = roundsAhead(state);
  if (rounds.length === 0) {
    // A weapon still charged in the Attack Phase can fire only in the rounds left of this turn (it
    // recharges at the next): holding it for a better range is worth less each round, nothing in the last.
    const later = state.phase === 'attack' ? (3 - state.round) / 3 : 0;
    return scoreBoard(state.board, side, { ...weights, facing: (weights.facing ?? 0) * later });
  }
  const active = state.board.ships.filter((s) => s.status === 'active');
  const courses = new Map(active.map((s) => [s.id, courseOf(state, s)]));
  let total = 0;
  for (const round of rounds) {
    for (const ship of active) {
      const course = courses.get(ship.id);
      if (course) fly(course, stepsLeft(state, ship, course, round));
    }
    const board: Board = {
      ...state.board,
      ships: state.board.ships.map((s) => {
        const course = courses.get(s.id);
        return course ? { ...s, hex: course.hex, facing: course.facing } : s;
      }),
    };
    total += scoreBoard(board, side, weights);
  }
  let lost = 0;
  for (const ship of active) {
    const course = courses.get(ship.id);
    if (!course || course.turns === 0) continue;
    lost += (ship.side === side ? -1 : 1) * LOSS_OF_CONTROL * shipClass(state.board, ship).points;
  }
  return total / rounds.length + lost;
}

/** The same position with other dice to come: the AI weighs a shot over several rolls. */
export const reseedForAi = (state: VectorState, seed: string): VectorState => ({
  ...state,
  board: { ...state.board, rng: seedRng(seed) },
});

/**
 * `fleet`'s score (issue 43 deliverable 7: "scenarios with objectives scored as victory points"; the
 * brief's "Score"): a side scores the fleet points of every enemy ship and squadron destroyed, its
 * objective points (hold tokens, round by round), and the points of the salvage its live ships
 * still carry (they count at the end; a carrier destroyed has lost them, objectives.ts).
 */
import { shipClassOf, squadronClassOf } from '../geometry/base.js';
import type { FleetState } from '../state.js';

type Readable = Pick<FleetState, 'sides' | 'ships' | 'squadrons' | 'catalog'>;

/** The fleet points of `side`'s destroyed ships and squadrons (class points, as fleets are built). */
export function destroyedPoints(state: Readable, side: string): number {
  const ships = state.ships
    .filter((s) => s.side === side && s.destroyed)
    .reduce((sum, s) => sum + shipClassOf(state, s).points, 0);
  const squadrons = state.squadrons
    .filter((s) => s.side === side && s.destroyed)
    .reduce((sum, s) => sum + squadronClassOf(state, s).points, 0);
  return ships + squadrons;
}

/** Each side's destroyed units' points: `Outcome.pointsLost`. */
export const fleetPointsLost = (state: Readable): Record<string, number> =>
  Object.fromEntries(state.sides.map((side) => [side.id, destroyedPoints(state, side.id)]));

/** Salvage tokens `side`'s live ships carry, worth the objective's points each. */
export function carriedSalvagePoints(
  state: Pick<FleetState, 'ships' | 'objective' | 'objectiveTokens'>,
  side: string,
): number {
  if (state.objective?.kind !== 'salvage') return 0;
  const carriers = new Set(state.ships.filter((s) => s.side === side && !s.destroyed).map((s) => s.id));
  const carried = state.objectiveTokens.filter((t) => !t.lost && t.carrier !== null && carriers.has(t.carrier));
  return carried.length * state.objective.points;
}

/**
 * Each side's points now: destroyed enemy units' fleet points, plus the objective points it has
 * scored, plus the salvage it carries. After the last round this is `Outcome.score.points`.
 */
export function fleetPoints(
  state: Readable & Pick<FleetState, 'objective' | 'objectiveTokens' | 'objectivePoints'>,
): Record<string, number> {
  return Object.fromEntries(
    state.sides.map((side) => {
      const kills = state.sides
        .filter((other) => other.id !== side.id)
        .reduce((sum, other) => sum + destroyedPoints(state, other.id), 0);
      const objective = (state.objectivePoints[side.id] ?? 0) + carriedSalvagePoints(state, side.id);
      return [side.id, kills + objective];
    }),
  );
}

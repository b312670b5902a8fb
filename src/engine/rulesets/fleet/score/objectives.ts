/**
 * The scenarios' objectives (issue 43 deliverable 7; the brief's "Score"), each a pure step:
 * - hold (`relay-stations`): at the end of each round from `fromRound`, each token scores its
 *   `points` for the side with more live ships within distance 1 of it (a ship's nearest hex; a hex
 *   is one distance band, other-systems.md 5.9); equal numbers score nothing.
 * - salvage (`salvage-run`): a live ship within distance 1 of a token nobody carries picks it up
 *   when it ends its manoeuvre (`pickUpSalvage`, called by the movement's flow); a carrier
 *   destroyed loses its tokens (`loseSalvage`); tokens carried at the end score (points.ts).
 */
import { hexDistance, type Hex } from '../../../core/hex.js';
import type { Step } from '../errors.js';
import type { FleetEvent } from '../events.js';
import { liveShips, shipHexes } from '../geometry/base.js';
import type { FleetShip, FleetState, ObjectiveToken } from '../state.js';

export type FleetStep = Step<FleetState, FleetEvent>;

/** How far an objective token reaches: ships within distance 1 of it. */
export const OBJECTIVE_REACH = 1;

/** The fewest hex steps from any hex of the ship's base to `hex`. */
export const shipDistanceTo = (state: Pick<FleetState, 'catalog'>, ship: FleetShip, hex: Hex): number =>
  Math.min(...shipHexes(state, ship).map((h) => hexDistance(h, hex)));

const withinReach = (state: Pick<FleetState, 'catalog'>, ship: FleetShip, token: ObjectiveToken): boolean =>
  shipDistanceTo(state, ship, token.hex) <= OBJECTIVE_REACH;

/** The side holding a token now: the one with more live ships within reach (null: none, or equal). */
export function tokenHolder(state: FleetState, token: ObjectiveToken): string | null {
  const counts = state.sides.map((side) => ({
    side: side.id,
    ships: liveShips(state).filter((s) => s.side === side.id && withinReach(state, s, token)).length,
  }));
  const most = Math.max(0, ...counts.map((c) => c.ships));
  const leaders = counts.filter((c) => c.ships === most);
  return most > 0 && leaders.length === 1 ? (leaders[0]?.side ?? null) : null;
}

/** End of round (the Status Phase): each hold token scores for the side holding it, from `fromRound`. */
export function scoreRoundEnd(state: FleetState): FleetStep {
  const objective = state.objective;
  if (objective?.kind !== 'hold' || state.round < objective.fromRound) return { state, events: [] };
  const points: Record<string, number> = { ...state.objectivePoints };
  const events: FleetEvent[] = [];
  for (const token of state.objectiveTokens) {
    if (token.lost) continue;
    const side = tokenHolder(state, token);
    if (side === null) continue;
    points[side] = (points[side] ?? 0) + objective.points;
    events.push({ type: 'objectiveScored', side, points: objective.points, token: token.id });
  }
  return events.length === 0 ? { state, events } : { state: { ...state, objectivePoints: points }, events };
}

/** After a ship's manoeuvre: it picks up every salvage token within reach that nobody carries. */
export function pickUpSalvage(state: FleetState, shipId: string): FleetStep {
  const ship = state.ships.find((s) => s.id === shipId);
  if (state.objective?.kind !== 'salvage' || !ship || ship.destroyed) return { state, events: [] };
  const picked = state.objectiveTokens.filter((t) => !t.lost && t.carrier === null && withinReach(state, ship, t));
  if (picked.length === 0) return { state, events: [] };
  const ids = new Set(picked.map((t) => t.id));
  return {
    state: {
      ...state,
      objectiveTokens: state.objectiveTokens.map((t) => (ids.has(t.id) ? { ...t, carrier: ship.id } : t)),
      ships: state.ships.map((s) => (s.id === ship.id ? { ...s, salvage: s.salvage + picked.length } : s)),
    },
    events: picked.map((t) => ({ type: 'salvagePicked', ship: ship.id, token: t.id })),
  };
}

/** Tokens carried by destroyed ships are lost for the game (after any attack or move that destroys). */
export function loseSalvage(state: FleetState): FleetStep {
  const destroyed = new Set(state.ships.filter((s) => s.destroyed).map((s) => s.id));
  const lost = state.objectiveTokens.filter((t) => !t.lost && t.carrier !== null && destroyed.has(t.carrier));
  if (lost.length === 0) return { state, events: [] };
  const ids = new Set(lost.map((t) => t.id));
  const carriers = new Set(lost.map((t) => t.carrier));
  return {
    state: {
      ...state,
      objectiveTokens: state.objectiveTokens.map((t) => (ids.has(t.id) ? { ...t, lost: true } : t)),
      ships: state.ships.map((s) => (carriers.has(s.id) ? { ...s, salvage: 0 } : s)),
    },
    events: lost.map((t) => ({ type: 'salvageLost', ship: t.carrier ?? '', token: t.id })),
  };
}

/**
 * What one side (or a spectator) may see: everything but the other side's secrets. Power Phase
 * orders are secret until revealed together (DESIGN.md section 5); standing orders (a movement plan,
 * a chosen target) are always the owner's own business.
 */
import type { GameState, PowerOrder, ShipOrders, SideId, SideOrders, StandingOrders } from './state.js';

export type Viewer = SideId | 'spectator';

function ownOrders(state: GameState, viewer: Viewer): StandingOrders | undefined {
  const standing = state.standing;
  if (standing === undefined) return undefined;
  const ships: Record<string, ShipOrders> = {};
  for (const [id, orders] of Object.entries(standing.ships))
    if (state.ships.find((s) => s.id === id)?.side === viewer) ships[id] = orders;
  const sides: Record<SideId, SideOrders> = {};
  const mine = standing.sides[viewer];
  if (mine) sides[viewer] = mine;
  return { ships, sides };
}

export function viewFor(state: GameState, viewer: Viewer): GameState {
  const standing = ownOrders(state, viewer);
  const seen: GameState = standing === undefined ? state : { ...state, standing };
  if (seen.flow.phase !== 'power') return seen;
  const orders: Record<SideId, readonly PowerOrder[] | null> = {};
  for (const [side, submitted] of Object.entries(seen.flow.orders)) {
    // A hidden order shows only that it is in: an empty list instead of null.
    orders[side] = submitted === null || side === viewer ? submitted : [];
  }
  return { ...seen, flow: { ...seen.flow, orders } };
}

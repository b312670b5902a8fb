/**
 * What one side (or a spectator) may see: everything but the other side's secrets. Power Phase
 * orders are secret until revealed together (DESIGN.md section 5); standing orders (a movement plan,
 * a chosen target) are always the owner's own business.
 */
import type { GameState, PowerOrder, ShipOrders, SideId, SideOrders, StandingOrders } from './state.js';
import { sealedView } from '../../core/sealed-orders.js';

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
  // A hidden order shows only that it is in: an empty list instead of null.
  const hidden: readonly PowerOrder[] = [];
  return { ...seen, flow: { ...seen.flow, orders: sealedView(seen.flow.orders, viewer, hidden) } };
}

/**
 * Standing orders (DESIGN.md section 6a; issue 6): what a player told a ship (or their side) to do at
 * each of their turns while it stays legal, so play-by-chat needs few check-ins. They live in the
 * game state, so a replay follows them exactly. After every command the engine follows them, one
 * command at a time through the same validation as a player's command, up to the end of the
 * impulse (issue 13: the next impulse's orders wait for `followOrders`, so the channel sees each
 * impulse on its own); an order that has become impossible is dropped with an `ordersSuspended`
 * event, and the game waits for the player.
 *   ship orders: a movement plan (then straight on, the autopilot's heading toward the nearest
 *                enemy, or ask), action point uses in order of
 *                preference, fire every weapon at a named ship or the nearest enemy, attempt repairs;
 *   side orders: take or give the initiative; accept the default Power Phase.
 */
import { hexDistance } from '../../../core/hex.js';
import type { Command } from '../commands.js';
import type { Ctx } from '../context.js';
import type { Outcome } from './end-step.js';
import { canFire, isGroupReady, targetsFor } from '../firing/firing.js';
import { missilesToSteer } from '../firing/missiles.js';
import { moveOptions, moveResult, owesMove } from '../movement/movement.js';
import { repairCandidates } from '../damage/repair.js';
import { activeShips, apSource, findShip } from '../ships.js';
import type { GameState, ShipId, ShipOrders, ShipState, SideId, SideOrders, StandingOrders } from '../state.js';
import { turnSide } from './turn-flow.js';
import { awaiting } from './advance.js';
import { closingMove, staysOnMap } from '../movement/closing-heading.js';
import { pausesAtReports } from './report-boundary.js';

export type Dispatch = (ctx: Ctx, cmd: Command) => Outcome;

export const NO_ORDERS: StandingOrders = { ships: {}, sides: {} };
export const ordersOf = (state: GameState): StandingOrders => state.standing ?? NO_ORDERS;
export const shipOrders = (state: GameState, ship: ShipId): ShipOrders | undefined => ordersOf(state).ships[ship];
export const sideOrders = (state: GameState, side: SideId): SideOrders | undefined => ordersOf(state).sides[side];

function editOrders(
  ctx: Ctx,
  change: (orders: { ships: Record<ShipId, ShipOrders>; sides: Record<SideId, SideOrders> }) => void,
): void {
  const current = ordersOf(ctx.state);
  const next = { ships: { ...current.ships }, sides: { ...current.sides } };
  change(next);
  ctx.state.standing = next;
}

/** Replaces (or with null clears) a ship's or the side's standing orders. */
export function setShipOrders(ctx: Ctx, ship: ShipId, orders: ShipOrders | null): void {
  editOrders(ctx, (o) => {
    if (orders === null || Object.keys(orders).length === 0) delete o.ships[ship];
    else o.ships[ship] = orders;
  });
}

export function setSideOrders(ctx: Ctx, side: SideId, orders: SideOrders | null): void {
  editOrders(ctx, (o) => {
    if (orders === null || Object.keys(orders).length === 0) delete o.sides[side];
    else o.sides[side] = orders;
  });
}

/**
 * Why a standing order was dropped, as a code the bot words in the player's language. The reason
 * stays general: it is shown in the channel, and the plan itself is the player's secret.
 */
export type SuspendReason = 'moveImpossible' | 'leavesMap';

/** Drops one part of a ship's orders that can no longer be followed, and says why. */
function suspend(ctx: Ctx, shipId: ShipId, part: keyof ShipOrders, reason: SuspendReason): void {
  const orders = shipOrders(ctx.state, shipId);
  if (!orders) return;
  const rest: Record<string, unknown> = { ...orders };
  delete rest[part];
  if (part === 'moves') delete rest['thenMove'];
  setShipOrders(ctx, shipId, rest as ShipOrders);
  const ship = findShip(ctx.state, shipId);
  ctx.emit({
    type: 'ordersSuspended',
    ship: { id: shipId, name: ship?.name ?? shipId, side: ship?.side ?? '' },
    part,
    reason,
  });
}

/** Tries a command; on success says it was a standing order. */
function follow(ctx: Ctx, dispatch: Dispatch, cmd: Command): boolean {
  const outcome = dispatch(ctx, cmd);
  if (!outcome.ok) return false;
  ctx.emit({ type: 'orderFollowed', side: cmd.side, command: cmd.type, ...('ship' in cmd ? { ship: cmd.ship } : {}) });
  return true;
}

function followAp(ctx: Ctx, dispatch: Dispatch, side: SideId): boolean {
  const flow = ctx.state.flow;
  if (flow.phase !== 'turn') return false;
  for (const ship of activeShips(ctx.state, side)) {
    const uses = shipOrders(ctx.state, ship.id)?.ap;
    if (!uses || apSource(ctx.state, ship, flow.impulse) === null) continue;
    // The first use that is legal now; none legal means the player chose not to spend it otherwise.
    for (const use of [...uses, { kind: 'doNothing' as const }])
      if (follow(ctx, dispatch, { type: 'useAp', side, ship: ship.id, use })) return true;
  }
  return false;
}

/** The move a ship's movement orders make now: the plan's next move, or the autopilot's heading. */
function plannedMove(state: GameState, ship: ShipState, orders: ShipOrders): Command | SuspendReason | undefined {
  const next = orders.moves?.[0] ?? orders.thenMove;
  if (next === undefined) return undefined;
  const side = ship.side;
  if (next === 'close') {
    const option = closingMove(state, ship);
    return option ? { type: 'move', side, ship: ship.id, how: option.how } : 'leavesMap';
  }
  // A fixed plan never flies a ship off the map: leaving is a decision the player makes in person.
  if (pausesAtReports(state) && !staysOnMap(state, ship, moveResult(ship, next).to)) return 'leavesMap';
  return { type: 'move', side, ship: ship.id, how: next };
}

function followMoves(ctx: Ctx, dispatch: Dispatch, side: SideId): boolean {
  const state = ctx.state;
  for (const ship of activeShips(state, side)) {
    const orders = shipOrders(state, ship.id);
    if (!orders || (orders.moves === undefined && orders.thenMove === undefined)) continue;
    if (!owesMove(state, ship) || moveOptions(state, ship).length <= 1) continue;
    const move = plannedMove(state, ship, orders);
    if (move === undefined) continue;
    if (typeof move === 'string' || !follow(ctx, dispatch, move)) {
      suspend(ctx, ship.id, 'moves', typeof move === 'string' ? move : 'moveImpossible');
      return true;
    }
    const plan = orders.moves ?? [];
    if (plan.length > 0) setShipOrders(ctx, ship.id, { ...orders, moves: plan.slice(1) });
    return true;
  }
  // What is left is optional (an afterburner, steering a missile between equal paths). A ship with a
  // movement order has declined it; when nobody else has a choice, the step ends with the defaults.
  const ships = activeShips(state, side);
  const hasMovementOrders = (id: ShipId) => {
    const o = shipOrders(state, id);
    return o !== undefined && (o.moves !== undefined || o.thenMove !== undefined);
  };
  const choice = (s: (typeof ships)[number]) =>
    owesMove(state, s) ? moveOptions(state, s).length > 1 : moveOptions(state, s).length > 0;
  const undecided = ships.some((s) => choice(s) && !hasMovementOrders(s.id));
  const optional = ships.some(choice) || missilesToSteer(state, side).length > 0;
  if (!undecided && optional && ships.some((s) => hasMovementOrders(s.id)))
    return follow(ctx, dispatch, { type: 'endStep', side });
  return false;
}

/** The enemy ship a fire order means now, among those this group can hit. */
function fireTarget(state: GameState, shipId: ShipId, group: number, wanted: string): string | undefined {
  const ship = findShip(state, shipId);
  if (!ship) return undefined;
  const targets = targetsFor(state, ship, group).filter((t) => state.ships.some((s) => s.id === t));
  if (wanted !== 'nearest') return targets.includes(wanted) ? wanted : undefined;
  return targets
    .map((t) => ({ t, d: hexDistance(ship.hex, findShip(state, t)?.hex ?? ship.hex) }))
    .sort((a, b) => a.d - b.d || (a.t < b.t ? -1 : 1))[0]?.t;
}

function followFire(ctx: Ctx, dispatch: Dispatch, side: SideId): boolean {
  const state = ctx.state;
  for (const ship of activeShips(state, side)) {
    const wanted = shipOrders(state, ship.id)?.fire;
    if (!wanted || !canFire(state, ship)) continue;
    for (let group = 0; group < ship.groups.length; group += 1) {
      if (!isGroupReady(state, ship, group)) continue;
      const target = fireTarget(state, ship.id, group, wanted.target);
      if (target && follow(ctx, dispatch, { type: 'fire', side, ship: ship.id, group, targets: [target] })) return true;
    }
  }
  // Ships with fire orders have done what they were told; if nobody else can fire, the step is over.
  const undecided = activeShips(state, side).some(
    (s) => canFire(state, s) && shipOrders(state, s.id)?.fire === undefined,
  );
  const ordered = activeShips(state, side).some(
    (s) => canFire(state, s) && shipOrders(state, s.id)?.fire !== undefined,
  );
  if (ordered && !undecided) return follow(ctx, dispatch, { type: 'endStep', side });
  return false;
}

function followRepair(ctx: Ctx, dispatch: Dispatch, side: SideId): boolean {
  const state = ctx.state;
  for (const ship of activeShips(state, side)) {
    if (shipOrders(state, ship.id)?.repair !== true || ship.turn.repairTried) continue;
    const candidate = repairCandidates(state, ship)[0];
    if (candidate && follow(ctx, dispatch, { type: 'repair', side, ship: ship.id, critical: candidate.id }))
      return true;
  }
  return false;
}

/** Follows one standing order if one applies now (only `only`'s, when given); true when the game changed. */
export function followStandingOrders(ctx: Ctx, dispatch: Dispatch, only?: SideId): boolean {
  const state = ctx.state;
  if (state.standing === undefined || state.outcome !== null) return false;
  const flow = state.flow;
  switch (flow.phase) {
    case 'turn': {
      const side = turnSide(state, flow);
      if (only !== undefined && side !== only) return false;
      if (flow.step === 'ap') return followAp(ctx, dispatch, side);
      if (flow.step === 'movement') return followMoves(ctx, dispatch, side);
      if (flow.step === 'firing') return followFire(ctx, dispatch, side);
      if (flow.step === 'repair') return followRepair(ctx, dispatch, side);
      return false;
    }
    case 'initiative': {
      if (only !== undefined && flow.chooser !== only) return false;
      const choice = sideOrders(state, flow.chooser)?.initiative;
      return choice !== undefined && follow(ctx, dispatch, { type: 'chooseInitiative', side: flow.chooser, choice });
    }
    case 'power': {
      const side = awaiting(state).find(
        (s) => (only === undefined || s === only) && sideOrders(state, s)?.power === 'default',
      );
      return side !== undefined && follow(ctx, dispatch, { type: 'submitPower', side, orders: [] });
    }
    case 'over':
      return false;
  }
}

/**
 * The Power Phase (seed 000 section 1.5), after impulse F: for each ship, charge weapons (per group:
 * a yellow box for each weapon in it, or one red box), keep the power curve or move it one speed step,
 * then apply the hull modifier to power; power below zero destroys the ship. Power Loss stops curve
 * changes and charging, but the hull modifier still applies.
 *
 * By default both sides submit privately and the orders resolve together (DESIGN.md section 5); with
 * `powerPhase: sequential` the initiative player submits first.
 */
import { type Result, err, ok } from '../../../core/result.js';
import { type Ctx, editShip } from '../context.js';
import { destroyShip } from '../damage/damage.js';
import { type ImpulseRuleError, fail } from '../errors.js';
import { activeShips, findShip, hasCritical, hullModifierNow, refOf, shipClass } from '../ships.js';
import type { GameState, PowerOrder, ShipState, SideId } from '../state.js';

type Charge = PowerOrder['charge'][number];

/** The charge choices open to one weapon group now. */
export function chargeOptions(state: GameState, ship: ShipState, group: number): Charge[] {
  const spec = shipClass(state, ship).groups[group];
  const g = ship.groups[group];
  if (!spec || !g || g.destroyed || hasCritical(ship, 'powerLoss')) return ['none'];
  const options: Charge[] = [];
  if (g.red < spec.red) options.push('red');
  if (g.yellow < spec.yellow) options.push('yellow');
  return options.length === 0 ? ['none'] : options;
}

/** Power after this Power Phase if the ship ends on curve `index`. */
export function powerAfter(state: GameState, ship: ShipState, index: number): number {
  const curve = shipClass(state, ship).curves[index];
  if (!curve) throw new Error(`no curve ${index}`);
  const relays = ship.criticals.filter((c) => c.effect === 'powerRelayDamaged').length;
  return curve.power + hullModifierNow(state, ship) - relays;
}

/** Curve changes open to the ship: one speed step either way, none under Power Loss. */
export function curveOptions(state: GameState, ship: ShipState): (-1 | 0 | 1)[] {
  if (hasCritical(ship, 'powerLoss')) return [0];
  const count = shipClass(state, ship).curves.length;
  return ([-1, 0, 1] as const).filter((d) => ship.curve + d >= 0 && ship.curve + d < count);
}

/**
 * The one-click default: keep the curve unless that would leave power below zero (then the change
 * that survives, slowest first); charge a red box where one is empty, else yellow boxes.
 */
export function defaultPowerOrder(state: GameState, ship: ShipState): PowerOrder {
  const curves = curveOptions(state, ship);
  const safe = [0, -1, 1].find((d) => curves.includes(d as -1 | 0 | 1) && powerAfter(state, ship, ship.curve + d) >= 0);
  const charge = ship.groups.map((_, i) => chargeOptions(state, ship, i)[0] ?? 'none');
  return { ship: ship.id, curveChange: (safe ?? 0) as -1 | 0 | 1, charge };
}

/** True when the side's player has something to choose in this Power Phase. */
export function hasPowerDecision(state: GameState, side: SideId): boolean {
  return activeShips(state, side).some(
    (ship) =>
      curveOptions(state, ship).length > 1 || ship.groups.some((_, i) => chargeOptions(state, ship, i).length > 1),
  );
}

function checkOrder(state: GameState, side: SideId, order: PowerOrder): ImpulseRuleError | null {
  const ship = findShip(state, order.ship);
  if (!ship) return fail('UNKNOWN_SHIP', { ship: order.ship });
  if (ship.side !== side) return fail('NOT_YOUR_SHIP', { ship: ship.id });
  if (ship.status !== 'active') return fail('SHIP_NOT_ACTIVE', { ship: ship.id, status: ship.status });
  const curves = curveOptions(state, ship);
  if (!curves.includes(order.curveChange))
    return fail('INVALID_POWER_ORDER', { ship: ship.id, curveChange: order.curveChange, allowed: curves });
  if (order.charge.length !== ship.groups.length)
    return fail('INVALID_POWER_ORDER', { ship: ship.id, charge: order.charge.length, groups: ship.groups.length });
  for (const [group, choice] of order.charge.entries()) {
    const allowed = chargeOptions(state, ship, group);
    // Declining to charge is always allowed; anything else must be open to the group.
    if (choice !== 'none' && !allowed.includes(choice))
      return fail('INVALID_POWER_ORDER', { ship: ship.id, group, charge: choice, allowed });
  }
  return null;
}

/** Validates a side's orders and fills in defaults for ships left out. */
export function completeOrders(
  state: GameState,
  side: SideId,
  orders: readonly PowerOrder[],
): Result<PowerOrder[], ImpulseRuleError> {
  const seen = new Set<string>();
  for (const order of orders) {
    if (seen.has(order.ship)) return err(fail('INVALID_POWER_ORDER', { ship: order.ship, reason: 'twice' }));
    seen.add(order.ship);
    const problem = checkOrder(state, side, order);
    if (problem) return err(problem);
  }
  // Stored as fresh plain objects: the state never keeps a reference to the caller's data.
  const complete = activeShips(state, side).map((ship) => {
    const order = orders.find((o) => o.ship === ship.id) ?? defaultPowerOrder(state, ship);
    return { ship: order.ship, curveChange: order.curveChange, charge: [...order.charge] };
  });
  return ok(complete);
}

function chargeWeapons(ctx: Ctx, ship: ShipState, order: PowerOrder): void {
  const groups = shipClass(ctx.state, ship).groups;
  order.charge.forEach((choice, i) => {
    const spec = groups[i];
    const g = ship.groups[i];
    if (!spec || !g || choice === 'none') return;
    const before = { red: g.red, yellow: g.yellow };
    if (choice === 'red') g.red = Math.min(spec.red, g.red + 1);
    else g.yellow = Math.min(spec.yellow, g.yellow + spec.count);
    ctx.emit({
      type: 'weaponsCharged',
      ship: refOf(ship),
      group: i,
      red: g.red - before.red,
      yellow: g.yellow - before.yellow,
    });
  });
}

/** Resolves one ship's order: charge, change curve, apply hull modifier, check power. */
export function resolvePowerOrder(ctx: Ctx, order: PowerOrder): void {
  const found = findShip(ctx.state, order.ship);
  if (!found || found.status !== 'active') return;
  const ship = editShip(ctx, found);
  chargeWeapons(ctx, ship, order);
  const from = ship.curve;
  ship.curve += order.curveChange;
  const previousModifier = ship.hullModifier;
  ship.hullModifier = hullModifierNow(ctx.state, ship);
  const curve = shipClass(ctx.state, ship).curves[ship.curve];
  if (!curve) throw new Error(`curve ${ship.curve} missing after validation`);
  const power = powerAfter(ctx.state, ship, ship.curve);
  if (from !== ship.curve)
    ctx.emit({
      type: 'curveChanged',
      ship: refOf(ship),
      from,
      to: ship.curve,
      speed: curve.speed,
      turn: curve.turn,
      power,
    });
  if (previousModifier !== ship.hullModifier)
    ctx.emit({ type: 'hullModifierApplied', ship: refOf(ship), modifier: ship.hullModifier, power });
  if (power < 0) destroyShip(ctx, ship, 'power');
}

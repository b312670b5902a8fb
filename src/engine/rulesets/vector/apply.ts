/**
 * One command applied to a `vector` game (issue 15): checked against the moment, carried out on a
 * draft, then the turn plays on until someone must decide. A refused command changes nothing.
 */
import { err, ok, ruleError, type Result, type RuleError } from '../../core/result.js';
import { validateFire, executeFire } from './from-impulse.js';
import { findShip, shipClass, weaponType } from './from-impulse.js';
import type { ShipState } from './from-impulse.js';
import type { Applied } from '../../ruleset.js';
import { rotateFacing } from '../../core/hex.js';
import { type ParsedVectorCommand, VectorCommandSchema } from './commands.js';
import { closeVector, openVector, type VCtx } from './context.js';
import type { VectorEvent } from './events.js';
import { advanceVector, endShipMove, finish, mayPivot, stepShip } from './phases.js';
import type { VectorState } from './state.js';
import { drivesNow, thrustersNow, velocityLimit } from './tracks.js';

type Done = Result<void, RuleError>;
const refuse = (code: string, detail: Record<string, unknown> = {}): Done => err(ruleError(code, detail));
const fine: Done = ok(undefined);

function ownShip(ctx: VCtx, side: string, id: string): Result<ShipState, RuleError> {
  const ship = findShip(ctx.s.board, id);
  if (!ship || ship.status !== 'active') return err(ruleError('NO_SUCH_SHIP', { ship: id }));
  if (ship.side !== side) return err(ruleError('NOT_YOUR_SHIP', { ship: id }));
  return ok(ship);
}

/**
 * The velocity cap (setting `velocityCap`) allows any order that ends at or under it, and any that
 * brings the velocity toward it: a ship above the cap (it lost drives at speed) "can ... decrease
 * this velocity each turn by a number of spaces equal to its current number of tactical drive
 * checkboxes" (seed 002), so it may slow by up to its drives even if it is still above the cap after
 * this turn's change, and one with no drives left keeps its velocity, the only order it has (issue 41:
 * such a ship had no legal order and the game stalled in the Reaction Phase).
 */
function withinLimit(before: number, after: number, limit: number, drives: number): boolean {
  return after <= limit || after < before || (drives === 0 && after === before);
}

/** Seed 002's Reaction Phase limits: velocity changes by up to the current drives, the course by up to the thrusters. */
function setOrder(ctx: VCtx, side: string, id: string, accel: number, course: number): Done {
  if (ctx.s.phase !== 'reaction') return refuse('NOT_REACTION_PHASE');
  const found = ownShip(ctx, side, id);
  if (!found.ok) return found;
  const ship = found.value;
  const drives = drivesNow(ctx.s.board, ship, ctx.s.settings);
  const thrusters = thrustersNow(ctx.s.board, ship);
  if (Math.abs(accel) > drives) return refuse('ACCELERATION_OVER_DRIVES', { ship: id, accel, drives });
  if (Math.abs(course) > thrusters) return refuse('COURSE_OVER_THRUSTERS', { ship: id, course, thrusters });
  const before = ctx.s.ships[id]?.velocity ?? 0;
  const velocity = before + accel;
  if (velocity < 0) return refuse('VELOCITY_BELOW_ZERO', { ship: id, velocity });
  const limit = velocityLimit(ctx.s.board, ship, ctx.s.settings);
  if (!withinLimit(before, velocity, limit, drives)) {
    const code = before > limit ? 'OVER_LIMIT_MUST_SLOW' : 'VELOCITY_OVER_LIMIT';
    return refuse(code, { ship: id, velocity, limit, drives });
  }
  ctx.s.orders[id] = { accel, course };
  return fine;
}

function sealed(ctx: VCtx, side: string): void {
  const mine = ctx.s.board.ships.filter((s) => s.side === side && s.status === 'active');
  const ready = mine.filter((s) => ctx.s.orders[s.id] !== undefined).length;
  ctx.events.push({ type: 'ordersSealed', side, ready, of: mine.length });
}

function move(ctx: VCtx, c: Extract<ParsedVectorCommand, { type: 'move' }>): Done {
  if (ctx.s.phase !== 'movement' || !ctx.s.moving) return refuse('NOT_MOVEMENT_PHASE');
  const found = ownShip(ctx, c.side, c.ship);
  if (!found.ok) return found;
  const ship = found.value;
  const moving = ctx.s.moving;
  if (moving.side !== c.side) return refuse('NOT_YOUR_MOVE', { side: moving.side });
  if (moving.ship !== null && moving.ship !== ship.id) return refuse('ANOTHER_SHIP_MOVING', { ship: moving.ship });
  const v = ctx.s.ships[ship.id];
  if (!v || v.moved) return refuse('ALREADY_MOVED', { ship: ship.id });
  ctx.s.moving = { side: c.side, ship: ship.id };
  if (c.how === 'pivotLeft' || c.how === 'pivotRight' || c.how === 'stay') {
    if (!mayPivot(ctx, ship)) return refuse(c.how === 'stay' ? 'MUST_MOVE' : 'NO_PIVOT', { ship: ship.id });
    if (c.how !== 'stay') {
      const turned = c.how === 'pivotLeft' ? -1 : 1;
      if (Math.sign(v.turnsLeft) !== turned)
        return refuse('AGAINST_DECLARED_COURSE', { ship: ship.id, course: v.order?.course ?? 0 });
      ship.facing = rotateFacing(ship.facing, turned);
      v.turnsLeft -= turned;
      ctx.events.push({ type: 'pivoted', ship: ship.id, facing: ship.facing, turned });
    }
    endShipMove(ctx, ship);
    return fine;
  }
  if (v.stepsLeft <= 0) return refuse('NO_MOVES_LEFT', { ship: ship.id });
  const turned = c.how === 'turnLeft' ? -1 : c.how === 'turnRight' ? 1 : 0;
  // "Only one [facing change] per space", in the direction of the declared course.
  if (turned !== 0 && Math.sign(v.turnsLeft) !== turned)
    return refuse(v.turnsLeft === 0 ? 'NO_COURSE_CHANGE_LEFT' : 'AGAINST_DECLARED_COURSE', {
      ship: ship.id,
      course: v.order?.course ?? 0,
    });
  stepShip(ctx, ship, turned as -1 | 0 | 1, false);
  if (v.stepsLeft === 0) endShipMove(ctx, ship);
  return fine;
}

function fire(ctx: VCtx, c: Extract<ParsedVectorCommand, { type: 'fire' }>): Done {
  if (ctx.s.phase !== 'attack') return refuse('NOT_ATTACK_PHASE');
  if (ctx.s.firing[0] !== c.side) return refuse('NOT_YOUR_FIRE', { side: ctx.s.firing[0] ?? '' });
  const found = ownShip(ctx, c.side, c.ship);
  if (!found.ok) return found;
  const ship = found.value;
  const spec = shipClass(ctx.s.board, ship).groups[c.group];
  if (spec && weaponType(ctx.s.board, spec.weapon).kind === 'missile')
    return refuse('NO_MISSILES_IN_VECTOR', { ship: ship.id });
  // A group fired this turn is discharged until the next turn: impulse's readiness says so.
  const plan = validateFire(ctx.s.board, ship, {
    type: 'fire',
    side: c.side,
    ship: ship.id,
    group: c.group,
    targets: c.targets,
  });
  if (!plan.ok)
    return err(
      plan.error.code === 'WEAPON_NOT_READY'
        ? ruleError('FIRED_THIS_TURN', { ship: ship.id, group: c.group })
        : plan.error,
    );
  const lost = ctx.s.ships[ship.id]?.lostControl ?? false;
  executeFire(ctx.rules, ship, { ...plan.value, dieModifier: lost ? ctx.s.settings.lossOfControlModifier : 0 });
  return fine;
}

function carryOut(ctx: VCtx, c: ParsedVectorCommand): Done {
  if (ctx.s.phase === 'over') return refuse('GAME_OVER');
  switch (c.type) {
    case 'order': {
      const set = setOrder(ctx, c.side, c.ship, c.accel, c.course);
      if (set.ok) sealed(ctx, c.side);
      return set;
    }
    case 'orders': {
      for (const [ship, o] of Object.entries(c.orders)) {
        const set = setOrder(ctx, c.side, ship, o.accel, o.course);
        if (!set.ok) return set;
      }
      sealed(ctx, c.side);
      return fine;
    }
    case 'move':
      return move(ctx, c);
    case 'fire':
      return fire(ctx, c);
    case 'done':
      if (ctx.s.phase !== 'attack') return refuse('NOT_ATTACK_PHASE');
      if (ctx.s.firing[0] !== c.side) return refuse('NOT_YOUR_FIRE', { side: ctx.s.firing[0] ?? '' });
      ctx.s.firing.shift();
      ctx.events.push({ type: 'firingDone', side: c.side, round: ctx.s.round });
      return fine;
    case 'concede': {
      if (!ctx.s.board.sides.some((s) => s.id === c.side)) return refuse('NO_SUCH_SIDE', { side: c.side });
      finish(ctx, { winner: ctx.s.board.sides.find((s) => s.id !== c.side)?.id ?? null, reason: 'concession' });
      return fine;
    }
  }
}

export function applyVectorCommand(
  state: VectorState,
  command: unknown,
): Result<Applied<VectorState, VectorEvent>, RuleError> {
  const parsed = VectorCommandSchema.safeParse(command);
  if (!parsed.success) return err(ruleError('BAD_COMMAND', { problem: parsed.error.issues[0]?.message ?? '' }));
  const ctx = openVector(state);
  const done = carryOut(ctx, parsed.data);
  if (!done.ok) return done;
  advanceVector(ctx);
  return ok(closeVector(ctx));
}

/**
 * The turn of seed 002 (issue 15, deliverable 2): the Reaction Phase (orders, sealed, revealed
 * together), three combat rounds of a Movement Phase (a third of the velocity each, the rest in the
 * last; the sides alternate, the initiative's first, each moving one ship its whole third) and an
 * Attack Phase (a weapon fired in a round cannot fire again this turn; effects at once), then the
 * Damage Control Phase (repairs as impulse makes them; a course change not completed costs -2 on
 * every attack next turn). Steps nobody decides are played here, each said in an event.
 */
import { hexDistance, neighbour, rotateFacing } from '../../core/hex.js';
import { repairCandidates, executeRepair } from './from-impulse.js';
import { activeShips, shipClass, weaponType } from './from-impulse.js';
import { targetsFor } from './from-impulse.js';
import { endGame, verdictAtRoundEnd, verdictNow } from './from-impulse.js';
import type { ShipState } from './from-impulse.js';
import type { VCtx } from './context.js';
import { stepsInRound } from './tracks.js';
import { collideInHex } from './collisions.js';

const IMPULSE_OF_ROUND = ['A', 'C', 'E'] as const;

const alive = (ctx: VCtx): ShipState[] => activeShips(ctx.s.board);
const vship = (ctx: VCtx, id: string) => {
  const v = ctx.s.ships[id];
  if (!v) throw new Error(`no vector ship ${id}`);
  return v;
};

/** The board's flow as impulse's rules read it: round = turn, impulse by combat round (A, C, E; F for Damage Control). */
function syncFlow(ctx: VCtx, impulse: 'A' | 'C' | 'E' | 'F'): void {
  ctx.s.board.flow = {
    phase: 'turn',
    round: ctx.s.turn,
    impulse,
    initiative: ctx.s.initiative,
    turn: 0,
    step: 'firing',
  };
}

function finished(ctx: VCtx): boolean {
  if (ctx.s.outcome) return true;
  const verdict = verdictNow(ctx.s.board);
  if (!verdict) return false;
  finish(ctx, verdict);
  return true;
}

export function finish(ctx: VCtx, verdict: Parameters<typeof endGame>[1]): void {
  endGame(ctx.rules, verdict);
  ctx.s.outcome = ctx.s.board.outcome as VCtx['s']['outcome'];
  ctx.s.phase = 'over';
  ctx.s.moving = null;
  ctx.s.firing = [];
}

/** Every weapon group (missile launchers excepted) charged for the new turn: each fires once a turn. */
function rechargeWeapons(ctx: VCtx): void {
  for (const ship of alive(ctx)) {
    const spec = shipClass(ctx.s.board, ship);
    ship.groups = ship.groups.map((g, i) => {
      const group = spec.groups[i];
      const missile = group ? weaponType(ctx.s.board, group.weapon).kind === 'missile' : true;
      return g.destroyed || !group || missile
        ? { ...g, red: 0, yellow: 0 }
        : { ...g, red: group.red, yellow: group.yellow };
    });
  }
}

export function startTurn(ctx: VCtx): void {
  ctx.s.turn += 1;
  ctx.s.phase = 'reaction';
  ctx.s.round = 0;
  ctx.s.orders = {};
  syncFlow(ctx, 'A');
  rechargeWeapons(ctx);
  for (const ship of alive(ctx)) {
    const v = vship(ctx, ship.id);
    v.order = null;
    v.track = [];
    ship.turn = { ap: false, moved: false, repairTried: false, fired: false, fireClosed: false };
  }
  ctx.events.push({ type: 'vectorTurnStarted', turn: ctx.s.turn });
  ctx.events.push({ type: 'vectorPhaseStarted', phase: 'reaction', turn: ctx.s.turn, round: 0 });
}

/** All orders in: revealed together, velocities changed, the course change to make set. */
function reveal(ctx: VCtx): void {
  ctx.events.push({ type: 'ordersRevealed', orders: { ...ctx.s.orders } });
  for (const ship of alive(ctx)) {
    const v = vship(ctx, ship.id);
    const order = ctx.s.orders[ship.id] ?? { accel: 0, course: 0 };
    // No clamp to the velocity cap: the order was checked against it, and a ship above the cap (its
    // drives lost at speed) slows by its order only, as much as its drives allow (issue 41).
    const to = Math.max(0, v.velocity + order.accel);
    if (to !== v.velocity) ctx.events.push({ type: 'velocityChanged', ship: ship.id, from: v.velocity, to });
    v.velocity = to;
    v.order = { ...order };
    v.turnsLeft = order.course;
  }
  startRound(ctx, 1);
}

function startRound(ctx: VCtx, round: number): void {
  ctx.s.phase = 'movement';
  ctx.s.round = round;
  syncFlow(ctx, IMPULSE_OF_ROUND[round - 1] ?? 'E');
  for (const ship of alive(ctx)) {
    const v = vship(ctx, ship.id);
    v.stepsLeft = stepsInRound(v.velocity, round);
    v.moved = false;
    v.turnedHere = false;
  }
  ctx.events.push({ type: 'vectorPhaseStarted', phase: 'movement', turn: ctx.s.turn, round });
  ctx.s.moving = { side: ctx.s.initiative, ship: null };
}

const otherSide = (ctx: VCtx, side: string): string => ctx.s.board.sides.find((s) => s.id !== side)?.id ?? side;

/** Whether the ship moving now needs its player: a facing change still to place, or a pivot at rest. */
export function needsChoice(ctx: VCtx, ship: ShipState): boolean {
  const v = vship(ctx, ship.id);
  if (v.turnsLeft === 0) return false;
  if (v.stepsLeft > 0) return true;
  return mayPivot(ctx, ship);
}

/** A ship at rest may pivot one facing in the first Movement Phase (setting `restingPivot`). */
export function mayPivot(ctx: VCtx, ship: ShipState): boolean {
  const v = vship(ctx, ship.id);
  return (
    ctx.s.settings.restingPivot === 'one' && v.velocity === 0 && ctx.s.round === 1 && !v.moved && v.turnsLeft !== 0
  );
}

/** One hex ahead, after a facing change (-1 left, +1 right) or none. */
export function stepShip(ctx: VCtx, ship: ShipState, turned: -1 | 0 | 1, automatic: boolean): void {
  const v = vship(ctx, ship.id);
  const from = ship.hex;
  ship.facing = rotateFacing(ship.facing, turned);
  ship.hex = neighbour(ship.hex, ship.facing);
  v.stepsLeft -= 1;
  if (turned !== 0) v.turnsLeft -= turned;
  v.track.push({ q: ship.hex.q, r: ship.hex.r, round: ctx.s.round });
  ctx.events.push({
    type: 'vectorMoved',
    ship: ship.id,
    from,
    to: ship.hex,
    facing: ship.facing,
    turned,
    round: ctx.s.round,
    automatic,
  });
  collideInHex(ctx, ship, from);
}

/** The next ship of a side to move this round: the first, in the scenario's order, not yet moved. */
const nextOf = (ctx: VCtx, side: string): ShipState | undefined =>
  alive(ctx).find((s) => s.side === side && !vship(ctx, s.id).moved);

/** Plays the moving ship's steps that have no choice, then hands over to the next ship. */
function movementStep(ctx: VCtx): boolean {
  const moving = ctx.s.moving;
  if (!moving) return false;
  const side = nextOf(ctx, moving.side) ? moving.side : otherSide(ctx, moving.side);
  const chosen = alive(ctx).find((s) => s.id === moving.ship);
  // "Each player moves one of his ships": the player picks which when it matters, that is when one of
  // several ships still to move has a facing change to place; otherwise they go in the scenario's order.
  const waiting = alive(ctx).filter((s) => s.side === side && !vship(ctx, s.id).moved);
  if (!chosen && waiting.length > 1 && waiting.some((s) => needsChoice(ctx, s))) {
    ctx.s.moving = { side, ship: null };
    return false;
  }
  const ship = chosen ?? nextOf(ctx, side);
  if (!ship) {
    startAttack(ctx);
    return true;
  }
  ctx.s.moving = { side: ship.side, ship: ship.id };
  const v = vship(ctx, ship.id);
  if (needsChoice(ctx, ship)) return false;
  while (v.stepsLeft > 0 && v.turnsLeft === 0 && ship.status === 'active') stepShip(ctx, ship, 0, true);
  if (v.stepsLeft > 0 && ship.status === 'active') return false;
  endShipMove(ctx, ship);
  return true;
}

export function endShipMove(ctx: VCtx, ship: ShipState): void {
  vship(ctx, ship.id).moved = true;
  // The sides alternate, each moving one ship: the other side's turn next if it has a ship to move.
  const other = otherSide(ctx, ship.side);
  ctx.s.moving = { side: nextOf(ctx, other) ? other : ship.side, ship: null };
}

/** Whether the side has any shot left this round. */
export const canFireNow = (ctx: VCtx, side: string): boolean =>
  alive(ctx).some((s) => s.side === side && s.groups.some((_, i) => targetsFor(ctx.s.board, s, i).length > 0));

function startAttack(ctx: VCtx): void {
  ctx.s.phase = 'attack';
  ctx.s.moving = null;
  for (const ship of alive(ctx)) ship.turn = { ...ship.turn, fired: false, fireClosed: false };
  ctx.events.push({ type: 'vectorPhaseStarted', phase: 'attack', turn: ctx.s.turn, round: ctx.s.round });
  ctx.s.firing = [ctx.s.initiative, otherSide(ctx, ctx.s.initiative)];
}

function attackStep(ctx: VCtx): boolean {
  const [side] = ctx.s.firing;
  if (side === undefined) {
    if (ctx.s.round < 3) startRound(ctx, ctx.s.round + 1);
    else startDamageControl(ctx);
    return true;
  }
  if (canFireNow(ctx, side)) return false;
  ctx.s.firing.shift();
  ctx.events.push({ type: 'firingDone', side, round: ctx.s.round });
  return true;
}

/**
 * "Each turn retains one Reaction Phase and one Damage Control Phase" (seed 002): a phase of its own
 * after the third combat round (issue 41: it was announced as a second Reaction Phase, "round 4").
 */
function startDamageControl(ctx: VCtx): void {
  ctx.s.phase = 'damageControl';
  ctx.s.round = 0;
  syncFlow(ctx, 'F');
  ctx.events.push({ type: 'vectorPhaseStarted', phase: 'damageControl', turn: ctx.s.turn, round: 0 });
}

/**
 * The Damage Control Phase: "remains unchanged, except that if a ship does not complete its intended
 * course change ... all its attacks on the following turn receive a modifier of -2" (seed 002); then
 * ships gone from the battle, the verdict, the next turn.
 */
function damageControl(ctx: VCtx): void {
  for (const ship of alive(ctx)) {
    const v = vship(ctx, ship.id);
    const declared = v.order?.course ?? 0;
    v.lostControl = v.turnsLeft !== 0;
    if (v.lostControl)
      ctx.events.push({ type: 'lossOfControl', ship: ship.id, declared, made: declared - v.turnsLeft });
    v.turnsLeft = 0;
    // Repairs as impulse makes them: one try a turn, the first repairable critical (a roll costs nothing).
    const [critical] = repairCandidates(ctx.s.board, ship);
    if (critical) executeRepair(ctx.rules, ship, critical, true);
  }
  disengage(ctx);
  const verdict = verdictNow(ctx.s.board) ?? verdictAtRoundEnd(ctx.s.board, ctx.s.turn);
  if (verdict) return finish(ctx, verdict);
  startTurn(ctx);
}

/** A ship farther than `disengageDistance` from every enemy has left the battle (impulse's "retreated"). */
function disengage(ctx: VCtx): void {
  for (const ship of alive(ctx)) {
    const enemies = alive(ctx).filter((s) => s.side !== ship.side);
    if (enemies.length === 0) continue;
    if (enemies.every((e) => hexDistance(e.hex, ship.hex) > ctx.s.settings.disengageDistance)) {
      ship.status = 'retreated';
      ctx.events.push({ type: 'disengaged', ship: ship.id });
    }
  }
}

/** Plays on until someone must decide or the game is over. */
export function advanceVector(ctx: VCtx): void {
  for (let guard = 0; guard < 5000; guard++) {
    if (ctx.s.phase === 'over' || finished(ctx)) return;
    if (ctx.s.phase === 'reaction') {
      if (alive(ctx).some((s) => ctx.s.orders[s.id] === undefined)) return;
      reveal(ctx);
    } else if (ctx.s.phase === 'movement') {
      if (!movementStep(ctx)) return;
    } else if (ctx.s.phase === 'damageControl') damageControl(ctx);
    else if (!attackStep(ctx)) return;
  }
  throw new Error('vector: the turn did not settle');
}

/**
 * Automatic flow: after every command the engine moves the game on until someone has a real
 * decision to make (DESIGN.md section 6a). Steps where the acting player has nothing to decide pass by
 * themselves with a `stepEnded` event that says why; forced moves and lone repair rolls are made for
 * the player; the Power Phase takes the default for a side with nothing to choose.
 */
import { runUntilStable } from '../../../core/flow.js';
import { nextStep } from '../../../core/flow.js';
import { type Ctx, editShip } from '../context.js';
import type { StepPassReason } from '../events.js';
import { canFire } from '../firing/firing.js';
import { resolveInitiative } from './initiative.js';
import { missilesToSteer, moveSideMissiles, removeStrandedMissiles } from '../firing/missiles.js';
import { executeMove, moveOptions, owesMove } from '../movement/movement.js';
import { completeOrders, hasPowerDecision, resolvePowerOrder } from '../power/power-phase.js';
import { executeRepair, repairCandidates } from '../damage/repair.js';
import { activeShips, apSource, findShip, mustMoveThisImpulse, otherSide, refOf } from '../ships.js';
import { IMPULSES, type GameState, type Impulse, type Reinforcement, type SideId } from '../state.js';
import { TURN, turnFlow, turnSide } from './turn-flow.js';
import { endGame, verdictAtRoundEnd, verdictNow } from './victory.js';
import { seal, stillToSeal } from '../../../core/sealed-orders.js';

/** The side or sides that must act now (empty when the game is over). */
export function awaiting(state: GameState): SideId[] {
  const flow = state.flow;
  switch (flow.phase) {
    case 'turn':
      return [turnSide(state, flow)];
    case 'initiative':
      return [flow.chooser];
    case 'power': {
      const pending = stillToSeal(flow.orders, powerSubmitOrder(state));
      return state.settings.powerPhase === 'sequential' ? pending.slice(0, 1) : pending;
    }
    case 'over':
      return [];
  }
}

/** Sides in Power Phase order: the initiative player first (seed 000 section 1.5). */
function powerSubmitOrder(state: GameState): SideId[] {
  const initiative = state.flow.phase === 'over' ? state.sides[0].id : state.flow.initiative;
  return [initiative, otherSide(state, initiative)];
}

/** Ends the current step and moves to the next, or ends the turn after the last step. */
export function finishStep(ctx: Ctx, reason: StepPassReason): void {
  const { state } = ctx;
  const flow = turnFlow(state);
  const side = turnSide(state, flow);
  if (flow.step !== 'housekeeping') ctx.emit({ type: 'stepEnded', step: flow.step, side, reason });
  const next = nextStep(TURN, flow.step);
  if (next) {
    state.flow = { ...flow, step: next };
  } else if (flow.turn === 0) {
    // Mid-impulse housekeeping (seed 000 section 1.2): the second player's turn begins.
    state.flow = { ...flow, turn: 1, step: 'housekeeping' };
  } else {
    resolveInitiative(ctx);
  }
}

/** Housekeeping (seed 000 section 1.1.1): reinforcements dated for this impulse expire; turn marks reset. */
function housekeeping(ctx: Ctx): void {
  const { state } = ctx;
  const flow = turnFlow(state);
  const side = turnSide(state, flow);
  ctx.emit({ type: 'turnStarted', round: flow.round, impulse: flow.impulse, side });
  const expiresNow = (r: Reinforcement): boolean =>
    r.expires.round === flow.round && r.expires.impulse === flow.impulse;
  for (const found of activeShips(state, side)) {
    const marked =
      found.turn.ap || found.turn.moved || found.turn.repairTried || found.turn.fired || found.turn.fireClosed;
    if (!marked && !found.reinforcements.some(expiresNow)) continue;
    const ship = editShip(ctx, found);
    ship.turn = { ap: false, moved: false, repairTried: false, fired: false, fireClosed: false };
    for (const r of ship.reinforcements.filter(expiresNow))
      ctx.emit({ type: 'reinforcementExpired', ship: refOf(ship), arc: r.arc });
    ship.reinforcements = ship.reinforcements.filter((r) => !expiresNow(r));
  }
  finishStep(ctx, 'noDecision');
}

function advanceAp(ctx: Ctx, side: SideId): boolean {
  const { state } = ctx;
  const { impulse } = turnFlow(state);
  const ships = activeShips(state, side);
  if (ships.some((s) => apSource(state, s, impulse) !== null)) return false;
  finishStep(ctx, ships.some((s) => s.turn.ap) ? 'allApUsed' : 'noAp');
  return true;
}

/** A ship with a real movement choice left: a scheduled move with options, or an afterburner it may use. */
function hasMoveChoice(state: GameState, ship: Parameters<typeof owesMove>[1]): boolean {
  const options = moveOptions(state, ship);
  return owesMove(state, ship) ? options.length > 1 : options.length > 0;
}

/**
 * Forced moves: scheduled ships with exactly one legal move, made once no ship has a choice left.
 * A scheduled ship with no legal move at all (a planet ahead and no turn allowed) stays put, and
 * the event says so rather than pretending it moved.
 */
export function makeForcedMoves(ctx: Ctx, side: SideId): void {
  for (const { id } of activeShips(ctx.state, side)) {
    // Look the ship up afresh: an earlier forced move may have collided with it.
    const ship = findShip(ctx.state, id);
    if (!ship || ship.status !== 'active' || !owesMove(ctx.state, ship)) continue;
    const options = moveOptions(ctx.state, ship);
    if (options.length === 1) executeMove(ctx, ship, options[0] as (typeof options)[number], true);
    else if (options.length === 0) ctx.emit({ type: 'moveBlocked', ship: refOf(ship), hex: ship.hex });
  }
  // Missiles move every impulse, in their owner's movement step, after the ships.
  if (ctx.state.outcome === null) moveSideMissiles(ctx, side);
}

const hasForcedMove = (state: GameState, ship: Parameters<typeof owesMove>[1]): boolean =>
  owesMove(state, ship) && moveOptions(state, ship).length === 1;

function advanceMovement(ctx: Ctx, side: SideId): boolean {
  const { state } = ctx;
  const ships = activeShips(state, side);
  // A missile with two equally short paths is the owner's choice too (ending the step takes the default).
  if (ships.some((s) => hasMoveChoice(state, s)) || missilesToSteer(state, side).length > 0) return false;
  if (ctx.inBatch && ships.some((s) => hasForcedMove(state, s))) return false;
  const { impulse } = turnFlow(state);
  const anyMove = ships.some((s) => s.turn.moved || mustMoveThisImpulse(state, s, impulse));
  makeForcedMoves(ctx, side);
  if (state.flow.phase === 'turn' && state.flow.step === 'movement') finishStep(ctx, anyMove ? 'allMoved' : 'noMoves');
  return true;
}

function advanceRepair(ctx: Ctx, side: SideId): boolean {
  const { state } = ctx;
  let changed = false;
  for (const ship of activeShips(state, side)) {
    const candidates = repairCandidates(state, ship);
    if (candidates.length === 1) {
      executeRepair(ctx, ship, candidates[0] as (typeof candidates)[number], true);
      changed = true;
    }
  }
  if (activeShips(state, side).some((s) => repairCandidates(state, s).length > 0)) return changed;
  finishStep(ctx, 'nothingToRepair');
  return true;
}

function advanceTurn(ctx: Ctx): boolean {
  const { state } = ctx;
  const flow = turnFlow(state);
  const side = turnSide(state, flow);
  switch (flow.step) {
    case 'housekeeping':
      housekeeping(ctx);
      return true;
    case 'ap':
      return advanceAp(ctx, side);
    case 'movement':
      return advanceMovement(ctx, side);
    case 'firing':
      if (activeShips(state, side).some((s) => canFire(state, s))) return false;
      finishStep(ctx, 'nothingCanFire');
      return true;
    case 'repair':
      return advanceRepair(ctx, side);
  }
}

/** Starts impulse `impulse` of `round` with `initiative`, or the Power Phase after impulse F. */
export function startImpulse(ctx: Ctx, round: number, impulse: Impulse, initiative: SideId): void {
  ctx.state.flow = { phase: 'turn', round, impulse, initiative, turn: 0, step: 'housekeeping' };
  ctx.emit({ type: 'impulseStarted', round, impulse, initiative });
}

export function afterInitiativeChoice(ctx: Ctx, initiative: SideId): void {
  const { state } = ctx;
  if (state.flow.phase !== 'initiative') throw new Error('no initiative choice was pending');
  const { round, impulse } = state.flow;
  const next = IMPULSES[IMPULSES.indexOf(impulse) + 1];
  if (next) {
    startImpulse(ctx, round, next, initiative);
    return;
  }
  const orders = Object.fromEntries(state.sides.map((s) => [s.id, null]));
  state.flow = { phase: 'power', round, initiative, orders };
  // Sides with nothing to choose are filled in by themselves right after; they are not awaited.
  ctx.emit({
    type: 'powerPhaseStarted',
    round,
    awaiting: awaiting(state).filter((side) => hasPowerDecision(state, side)),
  });
}

/** Takes the default for a side that has nothing to choose; resolves once every side is in. */
function advancePower(ctx: Ctx): boolean {
  const { state } = ctx;
  if (state.flow.phase !== 'power') return false;
  const waiting = awaiting(state);
  const idle = waiting.find((side) => !hasPowerDecision(state, side));
  if (idle !== undefined) {
    submitPowerOrders(ctx, idle, [], true);
    return true;
  }
  if (waiting.length > 0) return false;
  resolvePowerPhase(ctx);
  return true;
}

/** Records a side's (completed, valid) orders. */
export function submitPowerOrders(
  ctx: Ctx,
  side: SideId,
  orders: Parameters<typeof completeOrders>[2],
  automatic: boolean,
): void {
  const { state } = ctx;
  if (state.flow.phase !== 'power') throw new Error('not in the Power Phase');
  const complete = completeOrders(state, side, orders);
  if (!complete.ok) throw new Error(`power orders were not validated: ${complete.error.code}`);
  state.flow = { ...state.flow, orders: seal(state.flow.orders, side, complete.value) };
  ctx.emit({ type: 'powerSubmitted', side, automatic });
}

function resolvePowerPhase(ctx: Ctx): void {
  const { state } = ctx;
  if (state.flow.phase !== 'power') throw new Error('not in the Power Phase');
  const { round, initiative, orders } = state.flow;
  for (const side of powerSubmitOrder(state)) for (const order of orders[side] ?? []) resolvePowerOrder(ctx, order);
  // End of round (seed 000 section 2): survival conditions are judged, then the next round begins.
  const outcome = verdictNow(state) ?? verdictAtRoundEnd(state, round);
  if (outcome) {
    endGame(ctx, outcome);
    return;
  }
  ctx.emit({ type: 'roundStarted', round: round + 1 });
  startImpulse(ctx, round + 1, 'A', initiative);
}

/** Moves the game on until a decision is needed or the game is over. */
export function settle(ctx: Ctx): void {
  // Whatever just happened (a kill, a retreat) may have left missiles with no enemy near.
  if (ctx.state.missiles.length > 0) removeStrandedMissiles(ctx);
  runUntilStable(() => {
    const { state } = ctx;
    if (state.flow.phase === 'over') return false;
    const outcome = verdictNow(state);
    if (outcome) {
      endGame(ctx, outcome);
      return false;
    }
    switch (state.flow.phase) {
      case 'turn':
        return advanceTurn(ctx);
      case 'power':
        return advancePower(ctx);
      case 'initiative':
        return false;
    }
  }, 500);
}

/**
 * `applyCommand(state, command)`: the one way a game changes. It never mutates its input, does no
 * I/O and reads no clock; player mistakes come back as rule errors, and only broken invariants throw
 * (DESIGN.md section 4). The orchestration is short on purpose: who may act, then the rule file's
 * validate and execute, then the automatic flow.
 */
import { createRng, type RngState } from '../../../core/rng.js';
import { type Result, err, ok } from '../../../core/result.js';
import { afterInitiativeChoice, awaiting, settle, submitPowerOrders } from './advance.js';
import { executeUseAp, validateUseAp } from '../power/ap.js';
import type { Command, CommandOf } from '../commands.js';
import { type Ctx, createCtx } from '../context.js';
import type { Scenario } from '../data/scenario.js';
import { type ImpulseRuleError, fail } from '../errors.js';
import type { GameEvent } from '../events.js';
import { parseCommand } from '../command-schema.js';
import { applyInitiativeChoice } from './initiative.js';
import { runBatch } from './batch.js';
import { type Outcome, done, endStep, endTurn } from './end-step.js';
import { followStandingOrders, setShipOrders, setSideOrders } from './standing-orders.js';
import { closesReport, pausesAtReports } from './report-boundary.js';
import { executeMove, validateMove } from '../movement/movement.js';
import { completeOrders } from '../power/power-phase.js';
import { executeRepair, validateRepair } from '../damage/repair.js';
import { type CatalogInput, type SetupError, buildInitialState } from '../setup.js';
import { findShip, otherSide } from '../ships.js';
import { executeFire, validateFire } from '../firing/firing.js';
import { missileSteps, moveMissile, movedThisImpulse } from '../firing/missiles.js';
import { endGame } from './victory.js';
import type { GameState, ShipOrders, ShipState, SideId, SideOrders } from '../state.js';
import { TURN, turnSide } from './turn-flow.js';
import { isAllowed } from '../../../core/flow.js';
import { hasSealed } from '../../../core/sealed-orders.js';

export interface Applied {
  readonly state: GameState;
  readonly events: GameEvent[];
}

/** The opening state of a scenario, already moved on to the first decision. */
export function createGame(
  scenario: Scenario,
  catalog: CatalogInput,
  seed: string | RngState,
): Result<Applied, SetupError> {
  const built = buildInitialState(scenario, catalog, seed);
  if (!built.ok) return built;
  const state = built.value;
  const events: GameEvent[] = [{ type: 'roundStarted', round: 1 }];
  if (state.flow.phase === 'turn')
    events.push({ type: 'impulseStarted', round: 1, impulse: state.flow.impulse, initiative: state.flow.initiative });
  const rng = createRng(state.rng);
  settle(createCtx(state, rng, (e) => events.push(e)));
  state.rng = rng.save();
  return ok({ state, events });
}

function ownShip(state: GameState, side: SideId, id: string): Result<ShipState, ImpulseRuleError> {
  const ship = findShip(state, id);
  if (!ship)
    return err(fail('UNKNOWN_SHIP', { ship: id, ships: state.ships.filter((s) => s.side === side).map((s) => s.id) }));
  if (ship.side !== side) return err(fail('NOT_YOUR_SHIP', { ship: id }));
  if (ship.status !== 'active') return err(fail('SHIP_NOT_ACTIVE', { ship: id, status: ship.status }));
  return ok(ship);
}

/** The acting side may give this command now: it is their turn and the step accepts it. */
function checkTurn(state: GameState, cmd: Command): Outcome {
  const flow = state.flow;
  if (flow.phase !== 'turn')
    return err(fail('WRONG_STEP', { phase: flow.phase, command: cmd.type, awaiting: awaiting(state) }));
  if (turnSide(state, flow) !== cmd.side)
    return err(fail('NOT_YOUR_TURN', { side: cmd.side, awaiting: awaiting(state) }));
  if (!isAllowed(TURN, flow.step, cmd.type)) {
    const allowed = TURN.steps.find((s) => s.step === flow.step)?.commands ?? [];
    return err(fail('WRONG_STEP', { step: flow.step, command: cmd.type, allowed }));
  }
  return done;
}

/** The shape of every ship order: the side's own active ship, the rule's check, then its effect. */
function withOwnShip<T>(
  ctx: Ctx,
  side: SideId,
  shipId: string,
  validate: (ship: ShipState) => Result<T, ImpulseRuleError>,
  execute: (ship: ShipState, checked: T) => void,
): Outcome {
  const ship = ownShip(ctx.state, side, shipId);
  if (!ship.ok) return ship;
  const checked = validate(ship.value);
  if (!checked.ok) return checked;
  execute(ship.value, checked.value);
  return done;
}

/** Standing orders for one of the side's ships, or for the side (initiative and power only). */
function setOrders(ctx: Ctx, cmd: CommandOf<'setOrders'>): Outcome {
  const { state } = ctx;
  if (cmd.ship === undefined) {
    const orders = cmd.orders as SideOrders | null;
    if (orders !== null && Object.keys(orders).some((k) => k !== 'initiative' && k !== 'power'))
      return err(fail('INVALID_COMMAND', { problems: ['side orders take initiative and power only'] }));
    setSideOrders(ctx, cmd.side, orders);
  } else {
    const ship = ownShip(state, cmd.side, cmd.ship);
    if (!ship.ok) return ship;
    const orders = cmd.orders as ShipOrders | null;
    if (orders !== null && Object.keys(orders).some((k) => k === 'initiative' || k === 'power'))
      return err(fail('INVALID_COMMAND', { problems: ['initiative and power orders are for the side, not a ship'] }));
    if (
      orders?.fire &&
      orders.fire.target !== 'nearest' &&
      !state.ships.some((s) => s.id === orders.fire?.target && s.side !== cmd.side)
    )
      return err(fail('INVALID_TARGET', { target: orders.fire.target }));
    setShipOrders(ctx, cmd.ship, orders);
  }
  ctx.emit({ type: 'ordersSet', side: cmd.side, ship: cmd.ship ?? null, cleared: cmd.orders === null });
  return done;
}

function dispatchTurnCommand(
  ctx: Ctx,
  cmd: Exclude<
    Command,
    CommandOf<'batch' | 'chooseInitiative' | 'submitPower' | 'concede' | 'setOrders' | 'followOrders'>
  >,
): Outcome {
  const { state } = ctx;
  const turn = checkTurn(state, cmd);
  if (!turn.ok) return turn;
  switch (cmd.type) {
    case 'endStep':
      return endStep(ctx, cmd.side);
    case 'endTurn':
      return endTurn(ctx, cmd.side);
    case 'useAp':
      return withOwnShip(
        ctx,
        cmd.side,
        cmd.ship,
        (ship) => validateUseAp(state, ship, cmd),
        (ship, source) => executeUseAp(ctx, ship, cmd, source),
      );
    case 'move':
      return withOwnShip(
        ctx,
        cmd.side,
        cmd.ship,
        (ship) => validateMove(state, ship, cmd.how, cmd.afterburner ?? false),
        (ship, option) => executeMove(ctx, ship, option, false),
      );
    case 'repair':
      return withOwnShip(
        ctx,
        cmd.side,
        cmd.ship,
        (ship) => validateRepair(state, ship, cmd.critical),
        (ship, critical) => executeRepair(ctx, ship, critical, false),
      );
    case 'fire':
      return withOwnShip(
        ctx,
        cmd.side,
        cmd.ship,
        (ship) => validateFire(state, ship, cmd),
        (ship, plan) => executeFire(ctx, ship, plan),
      );
    case 'steerMissile':
      return steerMissile(ctx, cmd);
  }
}

/** The owner picks one of two equally short next hexes for a missile (it moves now). */
function steerMissile(ctx: Ctx, cmd: CommandOf<'steerMissile'>): Outcome {
  const { state } = ctx;
  const missile = state.missiles.find((m) => m.id === cmd.missile);
  if (!missile) return err(fail('UNKNOWN_MISSILE', { missile: cmd.missile }));
  if (missile.side !== cmd.side) return err(fail('NOT_YOUR_MISSILE', { missile: missile.id }));
  if (movedThisImpulse(state, missile))
    return err(fail('BAD_STEER', { missile: missile.id, reason: 'already moved this impulse' }));
  const steps = missileSteps(state, missile);
  const step = steps.find((s) => s.hex.q === cmd.hex.q && s.hex.r === cmd.hex.r);
  if (!step) return err(fail('BAD_STEER', { missile: missile.id, options: steps.map((s) => s.hex) }));
  moveMissile(ctx, missile, step, false);
  return done;
}

function chooseInitiative(ctx: Ctx, cmd: CommandOf<'chooseInitiative'>): Outcome {
  const flow = ctx.state.flow;
  if (flow.phase !== 'initiative')
    return err(fail('WRONG_STEP', { phase: flow.phase, command: cmd.type, awaiting: awaiting(ctx.state) }));
  if (flow.chooser !== cmd.side) return err(fail('NOT_YOUR_TURN', { side: cmd.side, awaiting: [flow.chooser] }));
  afterInitiativeChoice(ctx, applyInitiativeChoice(ctx, cmd.choice));
  return done;
}

function submitPower(ctx: Ctx, cmd: CommandOf<'submitPower'>): Outcome {
  const { state } = ctx;
  if (state.flow.phase !== 'power')
    return err(fail('WRONG_STEP', { phase: state.flow.phase, command: cmd.type, awaiting: awaiting(state) }));
  if (hasSealed(state.flow.orders, cmd.side)) return err(fail('POWER_ALREADY_SUBMITTED', { side: cmd.side }));
  if (!awaiting(state).includes(cmd.side))
    return err(fail('NOT_YOUR_TURN', { side: cmd.side, awaiting: awaiting(state) }));
  const complete = completeOrders(state, cmd.side, cmd.orders);
  if (!complete.ok) return complete;
  submitPowerOrders(ctx, cmd.side, complete.value, false);
  return done;
}

function dispatch(ctx: Ctx, cmd: Command): Outcome {
  if (ctx.state.outcome !== null) return err(fail('GAME_OVER', { outcome: ctx.state.outcome }));
  if (!ctx.state.sides.some((s) => s.id === cmd.side))
    return err(fail('UNKNOWN_SIDE', { side: cmd.side, sides: ctx.state.sides.map((s) => s.id) }));
  switch (cmd.type) {
    case 'setOrders':
      return setOrders(ctx, cmd);
    case 'followOrders':
      return followOrders(ctx, cmd);
    case 'concede':
      ctx.emit({ type: 'conceded', side: cmd.side });
      endGame(ctx, { winner: otherSide(ctx.state, cmd.side), reason: 'concession' });
      return done;
    case 'batch':
      // The command schema refuses a batch inside a batch, so meeting one here is a bug.
      if (ctx.inBatch) throw new Error('a batch reached the engine inside a batch');
      return runBatch(ctx, cmd, dispatch);
    case 'chooseInitiative':
      return chooseInitiative(ctx, cmd);
    case 'submitPower':
      return submitPower(ctx, cmd);
    default:
      return dispatchTurnCommand(ctx, cmd);
  }
}

/**
 * The draft a command works on. Ships and missiles are shared with `state` and copied on first
 * change (`editShip`); the other parts are replaced whole when they change, never edited in place.
 */
/**
 * Moves the game on, following standing orders (one command at a time) until someone must decide
 * or, in games that pause there, until the command's events close a report (an impulse ended): the
 * next impulse's orders wait for `followOrders`, so each impulse reaches the channel on its own.
 */
function settleWithOrders(ctx: Ctx, events: readonly GameEvent[]): void {
  settle(ctx);
  const pauses = pausesAtReports(ctx.state);
  const crossed = () => pauses && events.some(closesReport);
  // Bounded: each followed order uses an AP, a move, a shot, a repair or a phase choice.
  for (let i = 0; i < 500 && !crossed() && followStandingOrders(ctx, dispatch); i += 1) settle(ctx);
}

/** Plays the side's standing orders that apply now; refused when none does. */
function followOrders(ctx: Ctx, cmd: CommandOf<'followOrders'>): Outcome {
  if (!awaiting(ctx.state).includes(cmd.side))
    return err(fail('NOT_YOUR_TURN', { side: cmd.side, awaiting: awaiting(ctx.state) }));
  return followStandingOrders(ctx, dispatch, cmd.side) ? done : err(fail('NO_ORDERS_TO_FOLLOW', { side: cmd.side }));
}

function draftOf(state: GameState): GameState {
  return { ...state, ships: state.ships.slice(), missiles: state.missiles.slice() };
}

export function applyCommand(state: GameState, input: Command): Result<Applied, ImpulseRuleError> {
  const parsed = parseCommand(input);
  if (!parsed.ok) return parsed;
  const cmd = parsed.value;
  const draft = draftOf(state);
  const events: GameEvent[] = [];
  const rng = createRng(draft.rng);
  const ctx = createCtx(draft, rng, (e) => events.push(e));
  const outcome = dispatch(ctx, cmd);
  if (!outcome.ok) return outcome;
  settleWithOrders(ctx, events);
  draft.rng = rng.save();
  draft.version += 1;
  return ok({ state: draft, events });
}

/**
 * The Ship Phase's activation (issue 43 deliverables 1-2; other-systems.md 5.1 and 5.5; seed 004,
 * pp. 7 and 12). The player to act picks one of its ships not yet activated and reveals its top dial:
 * kept as a command, or spent at once for the matching command token (a ship holds at most its
 * command value in tokens, never two of one type). Then, in order:
 * - the commands step: a kept repair dial gives the engineering value in points at once, a kept
 *   squadron dial orders up to the squadron value; a held repair or squadron token adds its share
 *   (repair ceil(engineering/2), squadron one order), once per activation: a command type resolves
 *   once, dial and token together. An ordered squadron (distance 1-3 of the ship, not activated this
 *   round) may move and attack, each once, then `done` ends its order;
 * - the attack step: up to two attacks from different hull zones (the first ends the commands step);
 * - the manoeuvre, which ends the activation; a ship ending within distance 1 of a salvage token
 *   picks it up (score/).
 * Steps with nothing to choose are passed by `advance` (advance.ts).
 */
import { hexDistance } from '../../../core/hex.js';
import { ok } from '../../../core/result.js';
import { revealTop } from '../../../core/sealed-queue.js';
import type { FleetCommandOf } from '../commands.js';
import type { FleetCommandName } from '../data/schema.js';
import type { FleetEvent } from '../events.js';
import { shipClassOf, shipHexes } from '../geometry/base.js';
import type { Activation, FleetShip, FleetSquadron, FleetState } from '../state.js';
import {
  otherSide,
  refuse,
  shipById,
  squadronById,
  withShip,
  withSquadron,
  type FleetResult,
  type FleetStep,
} from './common.js';
import {
  declareShipAttack,
  declareSquadronAttack,
  engineeringValue,
  executeManoeuvre,
  isEngaged,
  mayConvertDial,
  moveSquadron,
  pickUpSalvage,
  repairChoices,
  shipAttackChoices,
  squadronAttackChoices,
  squadronMoveChoices,
  squadronValue,
} from './deps.js';

/** Squadron command range: distance 1-3 of the ship (other-systems.md 5.5 "close-medium"; 5.9: a hex a band). */
export const ORDER_RANGE = { min: 1, max: 3 } as const;

/** The activation the side is in, the ship it is about, or why this command is not for now. */
function activeFor(state: FleetState, side: string): FleetResult | { act: Activation; ship: FleetShip } {
  const act = state.activation;
  if (state.phase !== 'ship' || !act) return refuse('WRONG_PHASE', { phase: state.phase });
  const ship = shipById(state, act.ship);
  if (!ship) return refuse('NO_SUCH_SHIP', { ship: act.ship });
  if (ship.side !== side) return refuse('NOT_YOUR_TURN', { side });
  if (state.attack) return refuse('WRONG_STEP', { step: 'attack' });
  return { act, ship };
}
const isRefusal = (x: FleetResult | { act: Activation; ship: FleetShip }): x is FleetResult => 'ok' in x;

const withActivation = (state: FleetState, change: Partial<Activation>): FleetState =>
  state.activation ? { ...state, activation: { ...state.activation, ...change } } : state;

/** `activate`: reveal the top dial and keep it or spend it for its token (seed 004, pp. 7 and 12). */
export function activateShip(state: FleetState, cmd: FleetCommandOf<'activate'>): FleetResult {
  if (state.phase !== 'ship') return refuse('WRONG_PHASE', { phase: state.phase });
  if (state.activation || state.attack) return refuse('WRONG_STEP', { step: state.activation?.step ?? 'attack' });
  if (cmd.side !== state.toAct) return refuse('NOT_YOUR_TURN', { side: cmd.side, toAct: state.toAct });
  const ship = shipById(state, cmd.ship);
  if (!ship || ship.destroyed) return refuse('NO_SUCH_SHIP', { ship: cmd.ship });
  if (ship.side !== cmd.side) return refuse('NOT_YOUR_UNIT', { ship: cmd.ship });
  if (ship.activated) return refuse('ALREADY_ACTIVATED', { ship: ship.id });
  const revealed = revealTop(state.dials, ship.id);
  if (!revealed.ok || revealed.value.order === 'sealed') return refuse('STACK_NOT_FULL', { ship: ship.id });
  const dial: FleetCommandName = revealed.value.order;
  const events: FleetEvent[] = [{ type: 'shipActivated', ship: ship.id, dial, use: cmd.use }];
  let tokens = ship.commandTokens;
  if (cmd.use === 'token') {
    const cap = shipClassOf(state, ship).command;
    // Seed 004, p. 12: never two tokens of a type, never more than the command value.
    if (!mayConvertDial(state, ship)) return refuse('CONVERT_FORBIDDEN', { ship: ship.id, card: 'comms-failure' });
    if (tokens.includes(dial)) return refuse('TOKEN_HELD', { ship: ship.id, token: dial });
    if (tokens.length >= cap) return refuse('TOKEN_CAP', { ship: ship.id, cap, held: tokens.length });
    tokens = [...tokens, dial];
    events.push({ type: 'commandTokenGained', ship: ship.id, token: dial });
  }
  const kept = cmd.use === 'command';
  const engineering = kept && dial === 'repair' ? engineeringValue(state, ship) : 0;
  const orders = kept && dial === 'squadron' ? squadronValue(state, ship) : 0;
  if (engineering > 0) events.push({ type: 'engineeringGained', ship: ship.id, points: engineering });
  const activation: Activation = {
    ship: ship.id,
    dial,
    use: cmd.use,
    step: 'commands',
    tokensSpent: [],
    engineering,
    orders,
    ordering: null,
    ordered: [],
    attacksFrom: [],
    concentrated: false,
  };
  const next = withShip({ ...state, dials: revealed.value.queues, activation }, ship.id, (s) => ({
    ...s,
    activated: true,
    commandTokens: tokens,
  }));
  return ok({ state: next, events });
}

/** `token`: a held repair or squadron token adds its share, once per activation (5.5). */
export function spendToken(state: FleetState, cmd: FleetCommandOf<'token'>): FleetResult {
  const found = activeFor(state, cmd.side);
  if (isRefusal(found)) return found;
  const { act, ship } = found;
  if (act.step !== 'commands') return refuse('WRONG_STEP', { step: act.step });
  if (act.tokensSpent.includes(cmd.token)) return refuse('TOKEN_ALREADY_USED', { ship: ship.id, token: cmd.token });
  if (!ship.commandTokens.includes(cmd.token)) return refuse('NO_TOKEN', { ship: ship.id, token: cmd.token });
  const events: FleetEvent[] = [{ type: 'commandTokenSpent', ship: ship.id, token: cmd.token }];
  const tokensSpent = [...act.tokensSpent, cmd.token];
  let change: Partial<Activation> = { tokensSpent, orders: act.orders + 1 };
  if (cmd.token === 'repair') {
    const points = Math.ceil(engineeringValue(state, ship) / 2);
    change = { tokensSpent, engineering: act.engineering + points };
    events.push({ type: 'engineeringGained', ship: ship.id, points });
  }
  const next = withActivation(
    withShip(state, ship.id, (s) => ({ ...s, commandTokens: s.commandTokens.filter((t) => t !== cmd.token) })),
    change,
  );
  return ok({ state: next, events });
}

/** Squadrons the active ship may order now: its side's, live, not activated this round, within distance 1-3. */
export function orderableSquadrons(state: FleetState): FleetSquadron[] {
  const act = state.activation;
  const ship = act && shipById(state, act.ship);
  if (!act || !ship) return [];
  const hexes = shipHexes(state, ship);
  return state.squadrons.filter((sq) => {
    if (sq.side !== ship.side || sq.destroyed || sq.activated) return false;
    const d = Math.min(...hexes.map((h) => hexDistance(h, sq.hex)));
    return d >= ORDER_RANGE.min && d <= ORDER_RANGE.max;
  });
}

/** `order`: a squadron comes under the squadron command (it is activated for this round). */
export function orderSquadron(state: FleetState, cmd: FleetCommandOf<'order'>): FleetResult {
  const found = activeFor(state, cmd.side);
  if (isRefusal(found)) return found;
  const { act, ship } = found;
  if (act.step !== 'commands') return refuse('WRONG_STEP', { step: act.step });
  const sq = squadronById(state, cmd.squadron);
  if (!sq || sq.destroyed) return refuse('NO_SUCH_SQUADRON', { squadron: cmd.squadron });
  if (sq.side !== cmd.side) return refuse('NOT_YOUR_UNIT', { squadron: sq.id });
  if (act.orders <= 0) return refuse('NO_ORDERS_LEFT', { ship: ship.id });
  if (act.ordered.includes(sq.id)) return refuse('ALREADY_ORDERED', { squadron: sq.id });
  if (sq.activated) return refuse('ALREADY_ACTIVATED', { squadron: sq.id });
  if (!orderableSquadrons(state).some((s) => s.id === sq.id))
    return refuse('OUT_OF_COMMAND_RANGE', { squadron: sq.id, ship: ship.id, ...ORDER_RANGE });
  // An order under way ends when the next squadron is ordered.
  const events: FleetEvent[] = act.ordering ? [{ type: 'stepEnded', ship: ship.id, step: 'order' }] : [];
  events.push(
    { type: 'squadronOrdered', ship: ship.id, squadron: sq.id },
    { type: 'squadronActivated', squadron: sq.id, by: 'order' },
  );
  const next = withActivation(
    withSquadron(state, sq.id, (s) => ({ ...s, activated: true })),
    {
      orders: act.orders - 1,
      ordered: [...act.ordered, sq.id],
      ordering: { squadron: sq.id, moved: false, attacked: false },
    },
  );
  return ok({ state: next, events });
}

/** The ordered squadron moves or attacks, each once (5.5: "each moves and attacks"). */
export function orderedSquadronActs(
  state: FleetState,
  cmd: FleetCommandOf<'squadronMove'> | FleetCommandOf<'squadronAttack'>,
): FleetResult {
  const found = activeFor(state, cmd.side);
  if (isRefusal(found)) return found;
  const ordering = found.act.ordering;
  if (!ordering || ordering.squadron !== cmd.squadron)
    return refuse('WRONG_STEP', { squadron: cmd.squadron, ordering: ordering?.squadron ?? null });
  if (cmd.type === 'squadronMove') {
    if (ordering.moved) return refuse('ALREADY_MOVED', { squadron: cmd.squadron });
    const moved = moveSquadron(state, cmd.squadron, cmd.to);
    if (!moved.ok) return moved;
    return ok({ state: markOrder(moved.value.state, { moved: true }), events: moved.value.events });
  }
  if (ordering.attacked) return refuse('ALREADY_ATTACKED', { squadron: cmd.squadron });
  const attacked = declareSquadronAttack(state, cmd);
  if (!attacked.ok) return attacked;
  return ok({ state: markOrder(attacked.value.state, { attacked: true }), events: attacked.value.events });
}

const markOrder = (state: FleetState, change: { moved?: boolean; attacked?: boolean }): FleetState =>
  state.activation?.ordering ? withActivation(state, { ordering: { ...state.activation.ordering, ...change } }) : state;

/** Whether the ordered squadron can still do anything (else its order ends by itself). */
export function orderedCanAct(state: FleetState): boolean {
  const ordering = state.activation?.ordering;
  const sq = ordering && squadronById(state, ordering.squadron);
  if (!ordering || !sq || sq.destroyed) return false;
  const canMove = !ordering.moved && !isEngaged(state, sq.id) && squadronMoveChoices(state, sq.id).length > 0;
  const canAttack = !ordering.attacked && squadronAttackChoices(state, sq.id).length > 0;
  return canMove || canAttack;
}

/** The commands step still offers something: an order under way, points to spend, orders to give, a token. */
export function commandsStepOpen(state: FleetState): boolean {
  const act = state.activation;
  const ship = act && shipById(state, act.ship);
  if (!act || !ship || act.step !== 'commands') return false;
  if (act.ordering) return true;
  if (act.engineering > 0 && repairChoices(state).length > 0) return true;
  const orderable = orderableSquadrons(state).length > 0;
  if (act.orders > 0 && orderable) return true;
  return usableTokens(state).length > 0;
}

/** The repair and squadron tokens the rules let the active ship spend now (held, not spent this activation). */
export function spendableTokens(state: FleetState): ('repair' | 'squadron')[] {
  const act = state.activation;
  const ship = act && shipById(state, act.ship);
  if (!act || !ship || act.step !== 'commands') return [];
  return (['repair', 'squadron'] as const).filter(
    (t) => ship.commandTokens.includes(t) && !act.tokensSpent.includes(t),
  );
}

/** The tokens worth spending in the commands step now (they would buy a repair or an order): it stays open for them. */
export function usableTokens(state: FleetState): ('repair' | 'squadron')[] {
  const act = state.activation;
  const ship = act && shipById(state, act.ship);
  if (!act || !ship || act.step !== 'commands') return [];
  const free = (t: 'repair' | 'squadron') => ship.commandTokens.includes(t) && !act.tokensSpent.includes(t);
  const out: ('repair' | 'squadron')[] = [];
  // A repair token is worth spending when its points would buy a repair (5.5: points do not carry over).
  const points = Math.ceil(engineeringValue(state, ship) / 2);
  const withPoints: FleetState = { ...state, activation: { ...act, engineering: act.engineering + points } };
  if (free('repair') && points > 0 && repairChoices(withPoints).length > 0) out.push('repair');
  if (free('squadron') && orderableSquadrons(state).length > 0) out.push('squadron');
  return out;
}

/** The attacks the active ship may still make: from zones that have not attacked, two at most. */
export function attacksLeft(state: FleetState): FleetCommandOf<'attack'>[] {
  const act = state.activation;
  if (!act || act.step === 'manoeuvre' || act.attacksFrom.length >= 2) return [];
  return shipAttackChoices(state, act.ship).filter((c) => !act.attacksFrom.includes(c.from));
}

/** The commands step ends: engineering points do not carry over, orders not given are lost (5.5). */
export const endCommandsStep = (state: FleetState): FleetState =>
  withActivation(state, { step: 'attack', engineering: 0, orders: 0, ordering: null });

/** `done`: ends the squadron's order, else the commands step, else the attack step. */
export function endStep(state: FleetState, cmd: FleetCommandOf<'done'>): FleetResult {
  const found = activeFor(state, cmd.side);
  if (isRefusal(found)) return found;
  const { act, ship } = found;
  if (act.ordering)
    return ok({
      state: withActivation(state, { ordering: null }),
      events: [{ type: 'stepEnded', ship: ship.id, step: 'order' }],
    });
  if (act.step === 'commands')
    return ok({ state: endCommandsStep(state), events: [{ type: 'stepEnded', ship: ship.id, step: 'commands' }] });
  if (act.step === 'attack')
    return ok({
      state: withActivation(state, { step: 'manoeuvre' }),
      events: [{ type: 'stepEnded', ship: ship.id, step: 'attack' }],
    });
  return refuse('WRONG_STEP', { step: act.step });
}

/** `attack` from a hull zone: two at most, from different zones; the first ends the commands step. */
export function shipAttack(state: FleetState, cmd: FleetCommandOf<'attack'>): FleetResult {
  const found = activeFor(state, cmd.side);
  if (isRefusal(found)) return found;
  const { act, ship } = found;
  if (cmd.ship !== ship.id) return refuse('NOT_YOUR_TURN', { ship: cmd.ship, active: ship.id });
  if (act.step === 'manoeuvre') return refuse('WRONG_STEP', { step: act.step });
  if (act.attacksFrom.includes(cmd.from)) return refuse('ZONE_USED', { zone: cmd.from });
  if (act.attacksFrom.length >= 2) return refuse('TOO_MANY_ATTACKS', { ship: ship.id });
  const events: FleetEvent[] = [];
  let before = state;
  if (act.step === 'commands') {
    before = endCommandsStep(state);
    events.push({ type: 'stepEnded', ship: ship.id, step: 'commands' });
  }
  const declared = declareShipAttack(before, cmd);
  if (!declared.ok) return declared;
  const after = declared.value.state;
  const from = after.activation?.attacksFrom ?? [];
  const next = from.includes(cmd.from) ? after : withActivation(after, { attacksFrom: [...from, cmd.from] });
  return ok({ state: next, events: [...events, ...declared.value.events] });
}

/** `manoeuvre`: the ship moves (movement/), picks up salvage, and its activation ends. */
export function manoeuvreShip(state: FleetState, cmd: FleetCommandOf<'manoeuvre'>): FleetResult {
  const found = activeFor(state, cmd.side);
  if (isRefusal(found)) return found;
  if (cmd.ship !== found.ship.id) return refuse('NOT_YOUR_TURN', { ship: cmd.ship, active: found.ship.id });
  if (found.act.step !== 'manoeuvre') return refuse('WRONG_STEP', { step: found.act.step });
  const moved = executeManoeuvre(state, cmd);
  if (!moved.ok) return moved;
  const events = [...moved.value.events];
  let next = moved.value.state;
  if (!shipById(next, cmd.ship)?.destroyed) {
    const picked = pickUpSalvage(next, cmd.ship);
    next = picked.state;
    events.push(...picked.events);
  }
  const ended = endActivation(next);
  return ok({ state: ended.state, events: [...events, ...ended.events] });
}

/** The activation is over: the other player is to act next (advance.ts skips a side with no ship left). */
export function endActivation(state: FleetState): FleetStep {
  const act = state.activation;
  if (!act) return { state, events: [] };
  const side = shipById(state, act.ship)?.side ?? state.toAct;
  return {
    state: { ...state, activation: null, toAct: otherSide(state, side) },
    events: [{ type: 'activationEnded', ship: act.ship, round: state.round }],
  };
}

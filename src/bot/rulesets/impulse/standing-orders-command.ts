/**
 * /orders: standing orders for a ship (movement plan, AP use, fire, repair) and for the side
 * (initiative, Power Phase), merged with what was already ordered; `clear` drops them. All in one
 * atomic batch, so one interaction can set up a whole round. Private to the player.
 */
import { impulse, ok, err, type Result } from '../../../engine/index.js';
import type { GameRecord } from '../../../store/index.js';
import type { CommandContext } from '../../app/context.js';
import { act, requireTurnPlayer } from '../../games/act.js';
import { setAutopilot } from '../../games/autopilot.js';
import { problem, say, type Problem } from '../../pipeline/problem.js';
import { echo } from '../../presentation/sanitize.js';
import { describeOrders } from './describe-orders.js';
import { MOVE_CHOICES } from './move-choices.js';
import type { OrdersOptions } from './option-specs.js';
import { AP_WORD_LIST, apKindOf } from './ap-words.js';
import { findShip, pickOwnShip } from './resolve.js';
import { asImpulse, stateOf, type Acting } from './state-of.js';
import { decodeApUse } from './turn-plan.js';

type Command = impulse.Command;
type Built = Result<Command, Problem>;

/** Move plans as players write them: "straight, straight, turn-left" (also "s s l"). */
const PLAN_WORDS: Record<string, impulse.MoveKind> = {
  ...MOVE_CHOICES,
  s: 'straight',
  l: 'turnLeft',
  r: 'turnRight',
  left: 'turnLeft',
  right: 'turnRight',
};

export function parsePlan(text: string): Result<impulse.MoveKind[], Problem> {
  const words = text.split(/[\s,;]+/).filter(Boolean);
  const plan: impulse.MoveKind[] = [];
  for (const word of words) {
    const kind =
      PLAN_WORDS[word.toLowerCase()] ??
      (impulse.MOVE_KINDS as readonly string[]).find((k) => k.toLowerCase() === word.toLowerCase());
    if (!kind)
      return err(
        problem('reply.badOption', {
          option: 'move',
          problem: problem('problems.planWord', { word: echo(word, 24), list: Object.keys(MOVE_CHOICES).join(', ') }),
        }),
      );
    plan.push(kind as impulse.MoveKind);
  }
  if (plan.length > 36)
    return err(problem('reply.badOption', { option: 'move', problem: problem('problems.planTooLong', { max: 36 }) }));
  return ok(plan);
}

/** The uses a standing order may name (the others need a decision each time). */
const ORDERS_AP = new Set<string>(['nothing', 'charge', 'battery', 'reinforce', 'sideslip']);

/** The standing AP use from `ap:` (and `arc:`): "charge a weapon" is every group in turn. */
function standingAp(o: OrdersOptions, ship: impulse.ShipState, apWord: string): Result<impulse.ApUse[], Problem> {
  const apText = apKindOf(apWord) ?? apWord;
  const use =
    apText === 'reinforceShield'
      ? decodeApUse(`reinforceShield.${o.arc ?? 'forward'}`)
      : apText === 'chargeYellow'
        ? undefined
        : decodeApUse(apText);
  // "Charge a weapon" means every group in turn: the first with an empty box is charged.
  const uses =
    apText === 'chargeYellow'
      ? ship.groups.map((_, group) => ({ kind: 'chargeYellow' as const, group }))
      : use
        ? [use]
        : [];
  if (uses.length === 0)
    return err(
      problem('reply.badOption', {
        option: 'ap',
        problem: problem('problems.oneOf', { list: AP_WORD_LIST.filter((w) => ORDERS_AP.has(w)).join(', ') }),
      }),
    );
  return ok(uses);
}

/** A ship's standing orders with what the options change ("ask" takes a part away). */
function shipOrders(
  o: OrdersOptions,
  { state, side }: Acting,
  ship: impulse.ShipState,
  clear: boolean,
): Result<Record<string, unknown>, Problem> {
  const next: Record<string, unknown> = { ...(clear ? {} : (state.standing?.ships[ship.id] ?? {})) };
  const moveText = o.move;
  if (moveText !== undefined) {
    const plan = parsePlan(moveText);
    if (!plan.ok) return plan;
    next['moves'] = plan.value;
  }
  const then = o.then;
  if (then === 'ask') delete next['thenMove'];
  else if (then === 'close') next['thenMove'] = 'close';
  else if (then !== undefined)
    next['thenMove'] = (MOVE_CHOICES as Record<string, impulse.MoveKind>)[then] ?? 'straight';
  const apText = o.ap;
  if (apText === 'ask') delete next['ap'];
  else if (apText !== undefined) {
    const uses = standingAp(o, ship, apText);
    if (!uses.ok) return uses;
    next['ap'] = uses.value;
  }
  const fireText = o.fire;
  if (fireText === 'ask' || fireText === 'none') delete next['fire'];
  else if (fireText === 'nearest') next['fire'] = { target: 'nearest' };
  else if (fireText !== undefined) {
    const target = findShip(state, fireText);
    if (!target || target.side === side) return err(problem('reply.noSuchShip', { ship: echo(fireText) }));
    next['fire'] = { target: target.id };
  }
  const repairFlag = o.repair;
  if (repairFlag !== undefined) next['repair'] = repairFlag;
  return ok(next);
}

/** The side's standing orders (initiative, Power Phase) with what the options change. */
function sideOrders(o: OrdersOptions, { state, side }: Acting, clear: boolean): Record<string, unknown> {
  const next: Record<string, unknown> = { ...(clear ? {} : (state.standing?.sides[side] ?? {})) };
  const initiativeChoice = o.initiative;
  if (initiativeChoice === 'ask') delete next['initiative'];
  else if (initiativeChoice === 'take' || initiativeChoice === 'give') next['initiative'] = initiativeChoice;
  const powerChoice = o.power;
  if (powerChoice === 'ask') delete next['power'];
  else if (powerChoice === 'default') next['power'] = 'default';
  return next;
}

const SHIP_PARTS = ['move', 'then', 'ap', 'arc', 'fire', 'repair'] as const;
const SIDE_PARTS = ['initiative', 'power'] as const;

function ordersCommand(o: OrdersOptions, acting: Acting): Built {
  const { state, side } = acting;
  const commands: Command[] = [];
  const shipParts = SHIP_PARTS.filter((k) => o[k] !== undefined);
  const sideParts = SIDE_PARTS.filter((k) => o[k] !== undefined);
  const clear = o.clear === true;
  if (shipParts.length > 0 || o.ship !== undefined || (clear && sideParts.length === 0)) {
    // No ship named: the orders are for the whole fleet, every ship of the side still in play (issue
    // 39: in the fleet battle, `/orders then:close ...` had asked "Which ship?" six times over).
    const fleet = state.ships.filter((s) => s.side === side && s.status === 'active');
    const picked = o.ship === undefined && fleet.length > 1 ? ok(fleet) : pickOwnShip(state, side, o.ship);
    if (!picked.ok) return picked;
    for (const ship of Array.isArray(picked.value) ? picked.value : [picked.value]) {
      const next = shipOrders(o, acting, ship, clear);
      if (!next.ok) return next;
      commands.push({
        type: 'setOrders',
        side,
        ship: ship.id,
        orders: clear && shipParts.length === 0 ? null : (next.value as impulse.ShipOrders),
      });
    }
  }
  if (sideParts.length > 0 || (clear && shipParts.length === 0 && o.ship === undefined)) {
    const next = sideOrders(o, acting, clear);
    commands.push({
      type: 'setOrders',
      side,
      orders: Object.keys(next).length === 0 ? null : (next as impulse.SideOrders),
    });
  }
  if (commands.length === 0) return err(problem('reply.ordersNothing'));
  const only = commands[0];
  return ok(commands.length === 1 && only ? only : { type: 'batch', side, commands });
}

/**
 * Whether every answer to `/orders` with these options is private: all but handing the side to the
 * autopilot, which the channel is told of (the pipeline defers the private ones privately when slow).
 */
export const ordersAnswerPrivately = (o: OrdersOptions): boolean => o.autopilot === undefined;

export const standingOrders = async (ctx: CommandContext, o: OrdersOptions): Promise<void> => {
  // Orders are private (a movement plan is a secret): the player sees them, the channel sees that they changed.
  // The autopilot is the AI flying the side (issue 18), not a set of standing orders.
  if (o.autopilot !== undefined) return setAutopilot(ctx, o.autopilot);
  const asked = [...SHIP_PARTS, ...SIDE_PARTS, 'clear' as const].filter((k) => o[k] !== undefined);
  if (asked.length === 0) return showOrders(ctx);
  await act(ctx, (a) => ordersCommand(o, asImpulse(a)), ORDERS_SAVED);
};

/** The private answer to standing orders: saved, and what they now are. */
const ORDERS_SAVED = {
  secret: true,
  privateNote: (t: CommandContext['t'], after: GameRecord, side: string) =>
    `${t('reply.ordersSaved')}\n${describeOrders(t, stateOf(after), side)}`,
} as const;

/** `/orders` alone: your standing orders, privately. */
async function showOrders(ctx: CommandContext): Promise<void> {
  const record = await ctx.app.store.get(ctx.request.channelId);
  const acting = requireTurnPlayer(ctx.app, record, ctx.request.actor.id);
  if (!acting.ok) return ctx.respond.reply({ content: say(ctx.t, acting.error) }, true);
  await ctx.respond.reply(
    { content: describeOrders(ctx.t, asImpulse(acting.value).state, acting.value.side).slice(0, 2000) },
    true,
  );
}
